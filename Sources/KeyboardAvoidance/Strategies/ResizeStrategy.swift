/// Resize: the root view's usable area loses what the keyboard covers at its bottom — a keyboard
/// layout guide (`UIKeyboardLayoutGuide`, Android's `adjustResize`, React Native's `height` and
/// `padding` behaviours, Flutter's Scaffold).
///
/// `rootViewBottomInset = max(obscured, usesBottomSafeArea ? safeArea.bottom : 0)` where
/// `obscured` is the keyboard's overlap with the root view, in its own points, and the undocked
/// policy decides floating and split keyboards (ignored by default, as the layout guide's
/// `followsUndockedKeyboard = false`). With ``usesBottomSafeArea`` (the layout guide's default) the
/// guide rests on the safe area's bottom when the keyboard is hidden. The layout itself — how the
/// content reflows into the smaller area — is the app's; nothing scrolls or moves.
public struct ResizeStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Whether the usable area also stops at the bottom of the safe area, as
    /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (default `true`).
    public var usesBottomSafeArea: Bool

    /// Creates the strategy.
    ///
    /// - Parameter usesBottomSafeArea: Whether the usable area also stops at the bottom of the
    ///   safe area; `true` by default.
    public init(usesBottomSafeArea: Bool = true) {
        self.usesBottomSafeArea = usesBottomSafeArea
    }

    /// The resize adjustment: the bottom inset of the root view's usable area.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The bottom inset, with the innermost scroll view's resting values.
    /// - Complexity: O(1).
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        // The keyboard alone: a view riding on it sits on the guide's top, it does not raise it.
        let obscured = layout.rootLocal.obscuredHeight(by: layout.clearance.keyboardFrame(of: keyboard))
        let safeBottom = usesBottomSafeArea ? layout.rootSafeBottom : 0
        return KeyboardAdjustment(
            container: layout.restingInnermostContainer, rootViewBottomInset: Swift.max(obscured, safeBottom),
            ridingViewTranslation: layout.ridingViewTranslation(for: keyboard, rootViewTranslation: 0))
    }

    /// The root view's usable area for an adjustment, in its own coordinates: its bounds with
    /// ``KeyboardAdjustment/rootViewBottomInset`` taken off the bottom, or `nil` if the root view
    /// is unknown.
    ///
    /// - Parameters:
    ///   - adjustment: An adjustment from this strategy.
    ///   - layout: The layout it was computed for.
    /// - Returns: The usable rectangle.
    public func usableFrame(_ adjustment: KeyboardAdjustment, in layout: AvoidanceLayout) -> LayoutRect? {
        layout.hierarchy.node(layout.rootView)?.bounds.inset(by: LayoutInsets(bottom: adjustment.rootViewBottomInset))
    }
}
