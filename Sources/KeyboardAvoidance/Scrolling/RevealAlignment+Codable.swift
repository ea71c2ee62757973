extension RevealAlignment: Codable {
    private enum CodingKeys: String, CodingKey { case position, realignsVisibleTarget }

    /// Decodes an alignment: `{}` is the least scroll, `{"position": p}` an alignment at `p`, and
    /// `realignsVisibleTarget` may be absent (`false`); `true` needs a position.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is mistyped or not finite, or
    ///   `realignsVisibleTarget` when it is `true` without a position.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let realigns = try container.decodeIfPresent(Bool.self, forKey: .realignsVisibleTarget) ?? false
        if container.contains(.position) {
            self.init(position: try container.decodeFiniteCoordinate(forKey: .position), realignsVisibleTarget: realigns)
        } else if realigns {
            throw DecodingError.dataCorruptedError(
                forKey: .realignsVisibleTarget, in: container,
                debugDescription: "realignsVisibleTarget: needs a position (the least scroll has none to move a target to)")
        } else {
            self = .leastScroll
        }
    }

    /// Encodes an alignment: the position when there is one, `realignsVisibleTarget` when `true`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(position, forKey: .position)
        if realignsVisibleTarget { try container.encode(true, forKey: .realignsVisibleTarget) }
    }
}
