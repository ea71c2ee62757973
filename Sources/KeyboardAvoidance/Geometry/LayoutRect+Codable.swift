// A rectangle encodes as a flat JSON object, `{"x": …, "y": …, "width": …, "height": …}` (origin
// and size as given, unstandardized), language-neutral for the conformance vectors. Like every
// geometry type, it decodes each number through `FiniteCoordinate`, which rejects a non-finite
// number with an error naming the field.

extension LayoutRect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Decodes a rectangle from `{"x": …, "y": …, "width": …, "height": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decodeFiniteCoordinate(forKey: .x),
            y: try container.decodeFiniteCoordinate(forKey: .y),
            width: try container.decodeFiniteCoordinate(forKey: .width),
            height: try container.decodeFiniteCoordinate(forKey: .height)
        )
    }

    /// Encodes the rectangle as `{"x": …, "y": …, "width": …, "height": …}`, its size unstandardized.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(origin.x, forKey: .x)
        try container.encode(origin.y, forKey: .y)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
    }
}
