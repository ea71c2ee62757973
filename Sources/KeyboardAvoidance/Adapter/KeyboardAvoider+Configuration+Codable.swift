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
