/// Where a revealed focus lands in the visible part of a scroll view: the least scroll, or a fixed
/// position in the visible band — Flutter's `Scrollable.ensureVisible(alignment:)`.
///
/// With the visible band of height `V = H − t − b` and the target (margins included) of height
/// `h ≤ V`, the aligned offset puts the target's top `position·(V − h)` below the band's top:
/// ```
/// aligned = highest + position·(lowest − highest)      (highest: top on the band's top,
///                                                        lowest: bottom on the band's bottom)
/// ```
/// so `0` aligns the top, `0.5` centres it and `1` aligns the bottom. A target already inside the
/// band keeps its offset unless ``realignsVisibleTarget``; a target taller than the band is never
/// aligned — it gets the least-scroll rule for a target that cannot fit (SPEC §10.3), which keeps
/// the part the user works in visible. The result is clamped to the scroll range, as every offset.
public struct RevealAlignment: Sendable, Hashable {
    /// The position in the visible band, from `0` (top) to `1` (bottom), or `nil` for the least
    /// scroll; always finite and within `0...1` (NaN becomes 0, as §2's policy).
    public private(set) var position: Double?
    /// Whether a target already inside the visible band is moved to the position anyway (Flutter's
    /// explicit alignment), rather than left where it is (the default).
    ///
    /// Always `false` for the least scroll, which has no position to move a target to; set it
    /// with ``init(position:realignsVisibleTarget:)``.
    public private(set) var realignsVisibleTarget: Bool

    /// Creates an alignment at a position in the visible band.
    ///
    /// - Parameters:
    ///   - position: From `0` (the target's top on the band's top) to `1` (its bottom on the
    ///     band's bottom); clamped to `0...1`, NaN giving 0.
    ///   - realignsVisibleTarget: Whether a target already visible is moved too; `false` by default.
    public init(position: Double, realignsVisibleTarget: Bool = false) {
        self.position = Swift.min(Swift.max(FiniteCoordinate.sanitized(position), 0), 1)
        self.realignsVisibleTarget = realignsVisibleTarget
    }

    private init(leastScroll: Void) {
        position = nil
        realignsVisibleTarget = false
    }

    /// The least scroll that shows the target (the default of every strategy but centring).
    public static let leastScroll = RevealAlignment(leastScroll: ())
    /// The target's top on the top of the visible band, when it is hidden.
    public static let top = RevealAlignment(position: 0)
    /// The target's middle on the middle of the visible band, when it is hidden: ``CenteringStrategy``.
    public static let center = RevealAlignment(position: 0.5)
    /// The target's bottom on the bottom of the visible band, when it is hidden.
    public static let bottom = RevealAlignment(position: 1)
}

extension RevealAlignment: CustomStringConvertible {
    /// The alignment as `leastScroll`, or `position p`, with `, realigns a visible target` when set.
    public var description: String {
        (position.map { "position \($0)" } ?? "leastScroll") + (realignsVisibleTarget ? ", realigns a visible target" : "")
    }
}

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
