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

extension KeyboardUpdate {
    private enum CodingKeys: String, CodingKey {
        case keyboard, animation, revealsFocus
    }

    /// Decodes an update; `revealsFocus` is `true` when absent (every update of a file written
    /// before the non-local policy).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keyboard = try container.decode(KeyboardState.self, forKey: .keyboard)
        animation = try container.decode(KeyboardAnimation.self, forKey: .animation)
        revealsFocus = try container.decodeIfPresent(Bool.self, forKey: .revealsFocus) ?? true
    }

    /// Encodes the update as `{"keyboard", "animation"}`, with `"revealsFocus": false` only when it
    /// does not reveal, so that every update that reveals is written as before.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyboard, forKey: .keyboard)
        try container.encode(animation, forKey: .animation)
        if !revealsFocus { try container.encode(false, forKey: .revealsFocus) }
    }
}
