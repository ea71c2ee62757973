import KeyboardAvoidance

// README.md's first example, as written there.
var views = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844),
                          safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
let scroll = try views.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844)), parent: ViewHierarchy.window)
let field = try views.addNode(ViewNode(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44)), parent: scroll)
let layout = AvoidanceLayout(hierarchy: views, rootView: scroll,
                             scrollContainers: [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 390, height: 1200))],
                             focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 350, height: 44)))
let keyboard = KeyboardState(frame: LayoutRect(x: 0, y: 553, width: 390, height: 291),
                             screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)

// The animation code calls `rounded()` and `squareRoot()`, which need the C maths library on
// Linux: evaluating a spring curve here proves the core links it by itself.
let spring = KeyboardAnimation(duration: 0.5, curve: .keyboard)

print("contentInsets.bottom \(adjustment.container?.contentInsets.bottom ?? .nan)")
print("contentOffset.y \(adjustment.container?.contentOffset.y ?? .nan)")
let progress = spring.progress(atElapsed: 0.25)
print("keyboard curve at 0.25 s of 0.5 s: \((progress * 10_000).rounded() / 10_000)")
