extension KeyboardAvoider {
    /// How the avoider animates what it answers.
    public struct Configuration: Sendable, Hashable {
        /// The animation for a focus change, a caret move and the end of editing; by default the
        /// keyboard's own, 0.25 s on curve 7.
        public var focusAnimation: KeyboardAnimation
        /// The animation for a changed layout (a rotation, a content size, a value the app set); by
        /// default none, so that the values follow the layout's own change at once.
        public var layoutAnimation: KeyboardAnimation
        /// What a keyboard input answers: the end values with the keyboard's animation
        /// (``AnimationForm/endValues``, the default), or the values at the animation's start, with
        /// every frame then asked for (``AnimationForm/perFrame``).
        public var animationForm: AnimationForm

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - focusAnimation: The animation for focus changes and caret moves.
        ///   - layoutAnimation: The animation for a changed layout.
        ///   - animationForm: What a keyboard input answers: the end values, or the first frame's.
        public init(
            focusAnimation: KeyboardAnimation = .keyboardDefault, layoutAnimation: KeyboardAnimation = .immediate,
            animationForm: AnimationForm = .endValues
        ) {
            self.focusAnimation = focusAnimation
            self.layoutAnimation = layoutAnimation
            self.animationForm = animationForm
        }
    }
}

extension KeyboardAvoider.Configuration: CustomStringConvertible {
    /// The configuration as its three settings.
    public var description: String {
        "Configuration(focusAnimation: \(focusAnimation), layoutAnimation: \(layoutAnimation), animationForm: \(animationForm.rawValue))"
    }
}

// A configuration encodes as `{"focusAnimation": …, "layoutAnimation": …, "animationForm": …}`,
// `animationForm` only when it is not the default.

extension KeyboardAvoider.Configuration: Codable {
    private enum CodingKeys: String, CodingKey {
        case focusAnimation, layoutAnimation, animationForm
    }

    /// Decodes a configuration; a missing `animationForm` is ``KeyboardAvoider/AnimationForm/endValues`` (every
    /// configuration written before the per-frame form).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        focusAnimation = try container.decode(KeyboardAnimation.self, forKey: .focusAnimation)
        layoutAnimation = try container.decode(KeyboardAnimation.self, forKey: .layoutAnimation)
        animationForm = try container.decodeIfPresent(KeyboardAvoider.AnimationForm.self, forKey: .animationForm) ?? .endValues
    }

    /// Encodes the configuration; `animationForm` only when it is not the default, so that a
    /// configuration of the end-values form is written as before.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(focusAnimation, forKey: .focusAnimation)
        try container.encode(layoutAnimation, forKey: .layoutAnimation)
        if animationForm != .endValues { try container.encode(animationForm, forKey: .animationForm) }
    }
}
