extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey { case bounds, center, transform, additionalSafeAreaInsets }
    private enum RectKeys: String, CodingKey { case x, y, width, height }

    /// Decodes `{"bounds": {"x", "y", "width", "height"}, "center": {…}, "transform": {…}}`; `transform` may be omitted (identity).
    ///
    /// The bounds' four numbers are kept exactly.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bounds = try container.nestedContainer(keyedBy: RectKeys.self, forKey: .bounds)
        self.init(
            boundsOrigin: LayoutPoint(
                x: try bounds.decodeFiniteCoordinate(forKey: .x),
                y: try bounds.decodeFiniteCoordinate(forKey: .y)),
            boundsSize: LayoutSize(
                width: try bounds.decodeFiniteCoordinate(forKey: .width),
                height: try bounds.decodeFiniteCoordinate(forKey: .height)),
            center: try container.decode(LayoutPoint.self, forKey: .center),
            transform: try container.decodeIfPresent(LayoutTransform.self, forKey: .transform) ?? .identity)
        additionalSafeAreaInsets = try container.decodeIfPresent(LayoutInsets.self, forKey: .additionalSafeAreaInsets) ?? .zero
    }

    /// Encodes the node in the form ``init(from:)`` reads.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var bounds = container.nestedContainer(keyedBy: RectKeys.self, forKey: .bounds)
        try bounds.encode(boundsOrigin.x, forKey: .x)
        try bounds.encode(boundsOrigin.y, forKey: .y)
        try bounds.encode(boundsSize.width, forKey: .width)
        try bounds.encode(boundsSize.height, forKey: .height)
        try container.encode(center, forKey: .center)
        try container.encode(transform, forKey: .transform)
        // Written only when set, so hierarchies without it encode as they always have.
        if additionalSafeAreaInsets != .zero { try container.encode(additionalSafeAreaInsets, forKey: .additionalSafeAreaInsets) }
    }
}
