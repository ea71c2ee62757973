extension ContentGrowthStrategy: Codable {
    private enum CodingKeys: String, CodingKey { case alignment }

    /// Decodes the strategy; `alignment` may be absent (the least scroll), so `{}` decodes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(alignment: try container.decodeIfPresent(RevealAlignment.self, forKey: .alignment) ?? .leastScroll)
    }

    /// Encodes the strategy, `alignment` only when it is not the least scroll (so the default
    /// encodes as `{}`).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if alignment != .leastScroll { try container.encode(alignment, forKey: .alignment) }
    }
}
