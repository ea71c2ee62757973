/// The content offsets a scroll view can rest at on one axis: `[lower, upper]`.
///
/// UIKit's range is `[−adjustedTop, contentHeight + adjustedBottom − viewportHeight]`, and when the
/// content is shorter than the viewport the upper end falls below the lower one; the scroll view
/// then rests at the lower end. ``init(lower:upper:)`` encodes that: `upper` is raised to `lower`.
public struct ScrollRange: Sendable, Hashable {
    @usableFromInline internal var storedLower: Double
    @usableFromInline internal var storedUpper: Double

    /// The smallest offset.
    ///
    /// Setting it applies ``FiniteCoordinate/sanitized(_:)``; setting it above ``upper`` raises
    /// ``upper`` to it.
    public var lower: Double {
        @_transparent get { storedLower }
        @_transparent set {
            storedLower = FiniteCoordinate.sanitized(newValue)
            storedUpper = finiteMax(storedLower, storedUpper)
        }
    }

    /// The largest offset, never less than ``lower``.
    ///
    /// Setting it applies ``FiniteCoordinate/sanitized(_:)``; setting it below ``lower`` sets it
    /// to ``lower``.
    public var upper: Double {
        @_transparent get { storedUpper }
        @_transparent set { storedUpper = finiteMax(storedLower, FiniteCoordinate.sanitized(newValue)) }
    }

    /// Creates a range; an `upper` below `lower` is raised to `lower`.
    ///
    /// - Parameters:
    ///   - lower: The smallest offset.
    ///   - upper: The largest offset.
    @_transparent
    public init(lower: Double, upper: Double) {
        storedLower = FiniteCoordinate.sanitized(lower)
        storedUpper = finiteMax(storedLower, FiniteCoordinate.sanitized(upper))
    }

    /// The vertical range of a scroll view:
    /// `[−adjustedTop, max(−adjustedTop, contentHeight + adjustedBottom − viewportHeight)]`.
    ///
    /// - Parameters:
    ///   - contentHeight: The content's height.
    ///   - viewportHeight: The scroll view's bounds height.
    ///   - adjustedTop: The top content inset in effect (the app's own, plus the safe area if the
    ///     scroll view adds it).
    ///   - adjustedBottom: The bottom content inset in effect.
    @_transparent
    public init(contentHeight: Double, viewportHeight: Double, adjustedTop: Double, adjustedBottom: Double) {
        self.init(lower: -adjustedTop, upper: contentHeight + adjustedBottom - viewportHeight)
    }

    /// ``init(contentHeight:viewportHeight:adjustedTop:adjustedBottom:)`` for finite arguments
    /// (prepared values and sums of them), which cannot be NaN: the same range, saturated
    /// without the NaN tests.
    @usableFromInline @_transparent
    internal init(finiteContentHeight contentHeight: Double, viewportHeight: Double, adjustedTop: Double, adjustedBottom: Double) {
        storedLower = FiniteCoordinate.saturated(-adjustedTop)
        storedUpper = finiteMax(storedLower, FiniteCoordinate.saturated(contentHeight + adjustedBottom - viewportHeight))
    }

    /// The offset limited to the range: `min(max(offset, lower), upper)`.
    ///
    /// - Parameter offset: Any offset.
    /// - Returns: The nearest offset in the range; ``lower`` for NaN, so always finite.
    @_transparent
    public func clamp(_ offset: Double) -> Double {
        Swift.min(finiteMax(offset, lower), upper)
    }

    /// Whether the offset lies in the closed range.
    ///
    /// - Parameter offset: The offset to test.
    /// - Returns: `lower ≤ offset ≤ upper`.
    @inlinable
    public func contains(_ offset: Double) -> Bool {
        lower <= offset && offset <= upper
    }
}

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
