extension FiniteCoordinate: Codable {
    /// Decodes a number, rejecting a non-finite one with an error that names the field.
    ///
    /// Finite values go through ``sanitized(_:)`` like the initialiser (so 1e300 decodes as
    /// ``coordinateLimit``); NaN and the infinities, which JSON cannot spell but lenient decoders
    /// and other formats can, are a `DecodingError.dataCorrupted` at the field's coding path, with
    /// the message `FIELD: expected a finite number, found VALUE`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the value is missing, not a number, or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        guard value.isFinite else {
            let field = decoder.codingPath.last?.stringValue ?? "value"
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(field): expected a finite number, found \(value)")
        }
        self.init(wrappedValue: value)
    }

    /// Encodes the number.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storage)
    }
}

extension KeyedDecodingContainer {
    /// Decodes one number of a type whose JSON does not mirror its stored properties (a rectangle
    /// stored by its corners, a range that keeps its ends ordered) through ``FiniteCoordinate``,
    /// with the same errors as a wrapped property.
    ///
    /// - Parameter key: The field.
    /// - Returns: The finite value.
    /// - Throws: `DecodingError` if the field is missing, not a number, or not finite.
    internal func decodeFiniteCoordinate(forKey key: Key) throws -> Double {
        try decode(FiniteCoordinate.self, forKey: key).wrappedValue
    }
}
