extension ScrollRange: Codable {
    private enum CodingKeys: String, CodingKey { case lower, upper }

    /// Decodes a range from `{"lower": …, "upper": …}`; an `upper` below `lower` is raised to it.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            lower: try container.decodeFiniteCoordinate(forKey: .lower),
            upper: try container.decodeFiniteCoordinate(forKey: .upper))
    }

    /// Encodes the range as `{"lower": …, "upper": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lower, forKey: .lower)
        try container.encode(upper, forKey: .upper)
    }
}
