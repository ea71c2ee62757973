extension KeyboardAdjustment: Codable {
    private enum CodingKeys: String, CodingKey {
        case container, outerContainers, otherContainers, rootViewTranslation, rootViewBottomInset, ridingViewTranslation
    }

    /// Decodes an adjustment; `container` and `ridingViewTranslation` may be absent (none, 0).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            container: try container.decodeIfPresent(ContainerAdjustment.self, forKey: .container),
            outerContainers: try container.decode([ContainerAdjustment].self, forKey: .outerContainers),
            otherContainers: try container.decodeIfPresent([ContainerAdjustment].self, forKey: .otherContainers) ?? [],
            rootViewTranslation: try container.decodeFiniteCoordinate(forKey: .rootViewTranslation),
            rootViewBottomInset: try container.decodeFiniteCoordinate(forKey: .rootViewBottomInset),
            ridingViewTranslation: try container.decodeIfPresent(FiniteCoordinate.self, forKey: .ridingViewTranslation)?.wrappedValue ?? 0)
    }

    /// Encodes an adjustment, without `ridingViewTranslation` when it is 0: an adjustment of a
    /// layout with no riding view encodes as it always has.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.container, forKey: .container)
        try container.encode(outerContainers, forKey: .outerContainers)
        if !otherContainers.isEmpty { try container.encode(otherContainers, forKey: .otherContainers) }
        try container.encode(rootViewTranslation, forKey: .rootViewTranslation)
        try container.encode(rootViewBottomInset, forKey: .rootViewBottomInset)
        if ridingViewTranslation != 0 { try container.encode(ridingViewTranslation, forKey: .ridingViewTranslation) }
    }
}
