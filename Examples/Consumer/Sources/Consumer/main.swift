// README.md's first example, as written there (a test checks that the two agree), then what it
// computed.

// README: begin
import KeyboardAvoidance

let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
let scrollView = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200))
layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scrollView)
let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen))

assert(adjustment.container?.contentInsets.bottom == 257)  // 291 covered − 34 the scroll view already adds
assert(adjustment.container?.contentOffset.y == 101)       // the least scroll: field bottom + 10 at the keyboard's top
// README: end

print("contentInsets.bottom \(adjustment.container?.contentInsets.bottom ?? .nan)")
print("contentOffset.y \(adjustment.container?.contentOffset.y ?? .nan)")

// The animation code calls `rounded()` and `squareRoot()`, which need the C maths library on
// Linux: evaluating a spring curve here proves the core links it by itself.
let spring = KeyboardAnimation(duration: 0.5, curve: .keyboard)
let progress = spring.progress(atElapsed: 0.25)
print("keyboard curve at 0.25 s of 0.5 s: \((progress * 10_000).rounded() / 10_000)")
