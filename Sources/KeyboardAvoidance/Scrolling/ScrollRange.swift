/// The content offsets a scroll view can rest at on one axis: `[lower, upper]`.
///
/// UIKit's range is `[−adjustedTop, contentHeight + adjustedBottom − viewportHeight]`, and when the
/// content is shorter than the viewport the upper end falls below the lower one; the scroll view
/// then rests at the lower end. ``init(lower:upper:)`` encodes that: `upper` is raised to `lower`.
public struct ScrollRange: Sendable, Hashable {
    // The ends are stored apart from their public accessors so that every setter can keep
    // `upper ≥ lower`.
    @FiniteCoordinate internal var lowerEnd: Double
    @FiniteCoordinate internal var upperEnd: Double

    /// The smallest offset.
    ///
    /// Setting it applies ``FiniteCoordinate/sanitized(_:)``; setting it above ``upper`` raises
    /// ``upper`` to it.
    public var lower: Double {
        get { lowerEnd }
        set {
            lowerEnd = newValue
            upperEnd = Swift.max(lowerEnd, upperEnd)
        }
    }

    /// The largest offset, never less than ``lower``.
    ///
    /// Setting it applies ``FiniteCoordinate/sanitized(_:)``; setting it below ``lower`` sets it
    /// to ``lower``.
    public var upper: Double {
        get { upperEnd }
        set { upperEnd = Swift.max(lowerEnd, FiniteCoordinate.sanitized(newValue)) }
    }

    /// Creates a range; an `upper` below `lower` is raised to `lower`.
    ///
    /// - Parameters:
    ///   - lower: The smallest offset.
    ///   - upper: The largest offset.
    public init(lower: Double, upper: Double) {
        let lower = FiniteCoordinate.sanitized(lower)
        lowerEnd = lower
        upperEnd = Swift.max(lower, FiniteCoordinate.sanitized(upper))
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
    public init(contentHeight: Double, viewportHeight: Double, adjustedTop: Double, adjustedBottom: Double) {
        self.init(lower: -adjustedTop, upper: contentHeight + adjustedBottom - viewportHeight)
    }

    /// The offset limited to the range: `min(max(offset, lower), upper)`.
    ///
    /// - Parameter offset: Any offset.
    /// - Returns: The nearest offset in the range; ``lower`` for NaN, so always finite.
    public func clamp(_ offset: Double) -> Double {
        // `max(lower, offset)`, in that order: `Swift.max` returns its first argument when the
        // other is NaN, so a NaN offset gives `lower`.
        Swift.min(Swift.max(lower, offset), upper)
    }

    /// Whether the offset lies in the closed range.
    ///
    /// - Parameter offset: The offset to test.
    /// - Returns: `lower ≤ offset ≤ upper`.
    public func contains(_ offset: Double) -> Bool {
        lower <= offset && offset <= upper
    }
}

extension ScrollRange: CustomStringConvertible {
    /// The range as `[lower, upper]`.
    public var description: String { "[\(lower), \(upper)]" }
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
