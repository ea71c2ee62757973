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
