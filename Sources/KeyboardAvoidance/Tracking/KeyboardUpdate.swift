/// What a ``KeyboardTracker`` reports when the layout needs a new adjustment: the keyboard to
/// adjust for, the animation to adjust with, and whether the adjustment may reveal the focus.
public struct KeyboardUpdate: Sendable, Hashable, Codable {
    /// The keyboard to evaluate the layout against.
    public var keyboard: KeyboardState
    /// The animation to apply the new adjustment with: the event's own, so that the layout moves
    /// with the keyboard.
    public var animation: KeyboardAnimation
    /// Whether the adjustment may reveal the focus; `true` unless the keyboard is another app's.
    ///
    /// `false` for another app's keyboard under ``NonLocalKeyboardPolicy/insetOnly`` (SPEC §7.1),
    /// which is evaluated with ``KeyboardAdjustment/withoutRevealing(in:)``: insets, no scrolling
    /// or shifting towards the focus. `true` for every other keyboard, a hidden one included.
    public var revealsFocus: Bool

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard to evaluate the layout against.
    ///   - animation: The animation to apply the new adjustment with.
    ///   - revealsFocus: Whether the adjustment may reveal the focus; `true` unless the keyboard is
    ///     another app's under ``NonLocalKeyboardPolicy/insetOnly``.
    public init(keyboard: KeyboardState, animation: KeyboardAnimation, revealsFocus: Bool = true) {
        self.keyboard = keyboard
        self.animation = animation
        self.revealsFocus = revealsFocus
    }
}
