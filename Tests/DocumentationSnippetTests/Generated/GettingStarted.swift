// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidance

// Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 6
/// Moves the root view up by all the keyboard covers of it, as games and some chat screens do.
struct PanByOverlap: KeyboardAvoidanceStrategy {
    func adjustment(for prepared: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let layout = prepared.layout
        // In the root view's own points, which are window points for an untransformed root view.
        let covered = layout.obscuredBottomHeight(of: layout.rootView, by: keyboard)
        return KeyboardAdjustment(container: nil, rootViewTranslation: -covered)
    }
}

/// The statement blocks of Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, in order.
@MainActor func gettingStartedSnippets() throws {
    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 1
    let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
    let root = layout.addView(frame: screen)
    let scrollView = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200), in: root)
    layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scrollView)

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 2
    var tracker = KeyboardTracker(screenBounds: screen)
    let event = KeyboardEvent(phase: .willShow, endFrame: LayoutRect(x: 0, y: 553, width: 390, height: 291))
    if let update = tracker.receive(event) {
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: update.keyboard)
        assert(adjustment.container?.contentInsets.bottom == 257 && adjustment.container?.contentOffset.y == 101)
    }

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 3
    let prepared = PreparedLayout(layout)
    for height in stride(from: 291.0, through: 0, by: -97) {
        let frame = ScrollInsetStrategy().adjustment(for: prepared, keyboard: .docked(height: height, screenBounds: screen))
        assert(frame.container?.contentInsets.bottom ?? 0 >= 0)
    }

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 4
    let shown = ScrollInsetStrategy().adjustment(for: prepared, keyboard: .docked(height: 291, screenBounds: screen))
    let hidden = ScrollInsetStrategy().adjustment(for: prepared, keyboard: .hidden(screenBounds: screen))
    let animation = KeyboardAnimation.keyboardDefault
    let halfway = KeyboardAdjustment.interpolated(from: hidden, to: shown, progress: animation.progress(atElapsed: 0.125))
    assert(halfway.container?.contentInsets.bottom ?? 0 > 0)

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 5
    let keyboardHalfway = KeyboardState.interpolated(
        from: .hidden(screenBounds: screen), to: .docked(height: 291, screenBounds: screen), progress: 0.5)
    let perFrame = ScrollInsetStrategy().adjustment(for: prepared, keyboard: keyboardHalfway)
    assert(perFrame.container?.contentInsets.bottom == 111.5 && perFrame.container?.contentOffset.y == 0)

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md, block 7
    let panned = PanByOverlap().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen))
    assert(panned.rootViewTranslation == -291)
    assert(PanByOverlap().restingAdjustment(for: layout).rootViewTranslation == 0)
}
