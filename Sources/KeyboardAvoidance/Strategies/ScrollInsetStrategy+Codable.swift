extension ScrollInsetStrategy {
    private enum CodingKeys: String, CodingKey { case revealsFocus, shiftsRootViewForRemainder, alignment }

    /// Decodes the strategy; `alignment` may be absent (the least scroll).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            revealsFocus: try container.decode(Bool.self, forKey: .revealsFocus),
            shiftsRootViewForRemainder: try container.decode(Bool.self, forKey: .shiftsRootViewForRemainder),
            alignment: try container.decodeIfPresent(RevealAlignment.self, forKey: .alignment) ?? .leastScroll)
    }

    /// Encodes the strategy, `alignment` only when it is not the least scroll.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revealsFocus, forKey: .revealsFocus)
        try container.encode(shiftsRootViewForRemainder, forKey: .shiftsRootViewForRemainder)
        if alignment != .leastScroll { try container.encode(alignment, forKey: .alignment) }
    }
}
