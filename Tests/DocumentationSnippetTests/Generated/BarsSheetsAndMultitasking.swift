// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidance

/// The statement blocks of Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md, in order.
@MainActor func barsSheetsAndMultitaskingSnippets() throws {
    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md, block 1
    let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
    var form = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
    // The controller's view, under a 44 pt navigation bar.
    let controllerView = form.addView(frame: screen, additionalSafeAreaInsets: LayoutInsets(top: 44))
    form.addFocusedView(frame: LayoutRect(x: 16, y: 150, width: 361, height: 400), in: controllerView)
    let keyboard = KeyboardState.docked(height: 335, screenBounds: screen)
    let shift = ViewShiftStrategy().adjustment(for: form, keyboard: keyboard).rootViewTranslation
    assert(shift == -43)

    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md, block 2
    var chat = form
    chat.margins = FocusMargins(top: 0, bottom: 20)  // keep 20 pt from the keyboard, none above
    // A 44 pt input bar riding on the keyboard, resting on the safe area's bottom (774…818).
    chat.ridingView = chat.addView(frame: LayoutRect(x: 0, y: 774, width: 393, height: 44), in: controllerView)
    let padded = chat.avoidedFrame(of: keyboard)
    assert(padded?.minY == 473 && padded?.maxY == 852)  // from 517 − 44 to the screen's bottom
    let resized = ResizeStrategy().adjustment(for: chat, keyboard: keyboard)
    assert(resized.rootViewBottomInset == 335)  // the keyboard's own: the bar sits on the guide
    assert(resized.ridingViewTranslation == -301)  // the bar's bottom 818 onto the keyboard's top 517
}
