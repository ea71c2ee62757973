/// What a layout keeps clear of a keyboard: the keyboard as its window and undocked policy see it,
/// with the band of the view riding on it (SPEC §6.2, §6.4, §6.5).
///
/// A small value of its own, taken from a ``PreparedLayout`` once, so that a strategy asks it about
/// each keyboard without carrying the whole prepared layout along.
struct KeyboardClearance: Sendable, Hashable {
    /// What to do about an undocked keyboard.
    var undockedPolicy: UndockedKeyboardPolicy
    /// The window's frame in screen coordinates: what a keyboard may be docked to (SPEC §6.4).
    var windowFrame: LayoutRect?
    /// The riding view's height on the screen, 0 when there is none (SPEC §6.5).
    var ridingHeight: Double

    /// The part of the screen to keep the focus clear of: the keyboard and the riding view's band.
    func avoidedFrame(of keyboard: KeyboardState) -> LayoutRect? {
        keyboard.avoidedFrame(policy: undockedPolicy, window: windowFrame, ridingHeight: ridingHeight)
    }

    /// The part of the screen the keyboard alone takes: what resize gives the keyboard layout
    /// guide, and where the riding view's bottom goes.
    func keyboardFrame(of keyboard: KeyboardState) -> LayoutRect? {
        keyboard.avoidedFrame(policy: undockedPolicy, window: windowFrame, ridingHeight: 0)
    }
}

/// Where a layout's riding view rests, and how it follows the keyboard (SPEC §6.5).
struct PreparedRidingView: Sendable, Hashable {
    /// The column of the window from its top down to the riding view's bottom, across its width,
    /// as the keyboard sees it: how far the keyboard's top reaches into it is how far the riding
    /// view must rise.
    var column: ObscurableRegion
    /// Whether the riding view is inside the root view, and so moves with it.
    var movesWithRoot: Bool

    /// The riding view's translation: up by how far the keyboard alone reaches above its resting
    /// bottom, less what the root view's translation already moved it.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard alone, in screen coordinates (``KeyboardClearance/keyboardFrame(of:)``).
    ///   - rootViewTranslation: The root view's translation in the same adjustment.
    /// - Returns: The translation in window points, applied to the riding view itself.
    func translation(keyboardFrame: LayoutRect?, rootViewTranslation: Double) -> Double {
        -column.obscuredHeight(by: keyboardFrame) - (movesWithRoot ? rootViewTranslation : 0)
    }
}
