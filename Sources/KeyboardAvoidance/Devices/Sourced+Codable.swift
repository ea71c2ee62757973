// A sourced figure's JSON, `{"value": …, "source": …}`. A length decodes under the finite-number
// policy (SPEC §2) like every other number: a lenient decoder's NaN or infinity is an error.

extension Sourced: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, source
    }

    /// Decodes a figure and its source; a length (a `Double`) must be finite.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type, or a length is NaN or
    ///   infinite (`value: expected a finite number, found nan`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Value.self, forKey: .value)
        // The one figure type that is a raw number; sizes and insets apply the policy themselves.
        if let length = value as? Double, !length.isFinite {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "value: expected a finite number, found \(length)")
        }
        self.init(value, try container.decode(FigureSource.self, forKey: .source))
    }

    /// Encodes the figure and its source.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(source, forKey: .source)
    }
}
