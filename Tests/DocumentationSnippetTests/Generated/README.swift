// swift-format-ignore-file
// Generated from README.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidance

/// The statement blocks of README.md, in order.
@MainActor func readmeSnippets() throws {
    // README.md, block 1
    let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
    let scrollView = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200))
    layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scrollView)
    let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen))

    assert(adjustment.container?.contentInsets.bottom == 257)  // 291 covered − 34 the scroll view already adds
    assert(adjustment.container?.contentOffset.y == 101)       // the least scroll: field bottom + 10 at the keyboard's top
}
