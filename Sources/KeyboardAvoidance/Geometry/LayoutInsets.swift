/// Distances by which the four edges of a rectangle move inward, in points.
///
/// The counterpart of `UIEdgeInsets`: used for safe-area insets, content insets and scroll
/// indicator insets. Negative values move an edge outward. All values are finite: see
/// ``FiniteCoordinate``; they are stored directly, as in ``LayoutPoint``.
public struct LayoutInsets: Sendable, Hashable {
    @usableFromInline internal var storedTop: Double
    @usableFromInline internal var storedLeft: Double
    @usableFromInline internal var storedBottom: Double
    @usableFromInline internal var storedRight: Double

    /// The inset of the top edge; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var top: Double {
        @_transparent get { storedTop }
        @_transparent set { storedTop = FiniteCoordinate.sanitized(newValue) }
    }

    /// The inset of the left edge; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var left: Double {
        @_transparent get { storedLeft }
        @_transparent set { storedLeft = FiniteCoordinate.sanitized(newValue) }
    }

    /// The inset of the bottom edge; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var bottom: Double {
        @_transparent get { storedBottom }
        @_transparent set { storedBottom = FiniteCoordinate.sanitized(newValue) }
    }

    /// The inset of the right edge; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var right: Double {
        @_transparent get { storedRight }
        @_transparent set { storedRight = FiniteCoordinate.sanitized(newValue) }
    }

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - left: The inset of the left edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - right: The inset of the right edge.
    @_transparent
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        storedTop = FiniteCoordinate.sanitized(top)
        storedLeft = FiniteCoordinate.sanitized(left)
        storedBottom = FiniteCoordinate.sanitized(bottom)
        storedRight = FiniteCoordinate.sanitized(right)
    }

    /// Insets from values that already satisfy the policy, without checking them again.
    @usableFromInline @_transparent
    internal init(alreadyFiniteTop top: Double, left: Double, bottom: Double, right: Double) {
        storedTop = top
        storedLeft = left
        storedBottom = bottom
        storedRight = right
    }

    /// Insets of zero on every edge.
    public static let zero = LayoutInsets()
}

extension LayoutInsets: Codable {
    private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

    /// Decodes insets from `{"top": …, "left": …, "bottom": …, "right": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            top: try container.decodeFiniteCoordinate(forKey: .top),
            left: try container.decodeFiniteCoordinate(forKey: .left),
            bottom: try container.decodeFiniteCoordinate(forKey: .bottom),
            right: try container.decodeFiniteCoordinate(forKey: .right))
    }

    /// Encodes the insets as `{"top": …, "left": …, "bottom": …, "right": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(top, forKey: .top)
        try container.encode(left, forKey: .left)
        try container.encode(bottom, forKey: .bottom)
        try container.encode(right, forKey: .right)
    }
}
