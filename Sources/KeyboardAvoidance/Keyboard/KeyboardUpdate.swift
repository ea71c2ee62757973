/// What a ``KeyboardTracker`` reports when the layout needs a new adjustment: the keyboard to
/// adjust for, and the animation to adjust with.
public struct KeyboardUpdate: Sendable, Hashable, Codable {
    /// The keyboard to evaluate the layout against.
    public var keyboard: KeyboardState
    /// The animation to apply the new adjustment with: the event's own, so that the layout moves
    /// with the keyboard.
    public var animation: KeyboardAnimation

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard to evaluate the layout against.
    ///   - animation: The animation to apply the new adjustment with.
    @inlinable
    public init(keyboard: KeyboardState, animation: KeyboardAnimation) {
        self.keyboard = keyboard
        self.animation = animation
    }
}
