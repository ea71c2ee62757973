/// A width and a height, in points.
///
/// Negative values are allowed and kept, as CoreGraphics keeps them: a ``LayoutRect`` with a
/// negative size extends to the left of (or above) its origin, and ``LayoutRect/standardized``
/// normalises it. Both values are always finite: see ``FiniteCoordinate``. (As in
/// ``LayoutPoint``, the values are stored directly rather than through the `@FiniteCoordinate`
/// wrapper, whose synthesized initialisers are not inlined into the strategies' hot paths.)
public struct LayoutSize: Sendable, Hashable {
    @usableFromInline internal var storedWidth: Double
    @usableFromInline internal var storedHeight: Double

    /// The horizontal extent; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var width: Double {
        @_transparent get { storedWidth }
        @_transparent set { storedWidth = FiniteCoordinate.sanitized(newValue) }
    }

    /// The vertical extent; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var height: Double {
        @_transparent get { storedHeight }
        @_transparent set { storedHeight = FiniteCoordinate.sanitized(newValue) }
    }

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent; sanitized by ``FiniteCoordinate``.
    ///   - height: The vertical extent; sanitized by ``FiniteCoordinate``.
    @_transparent
    public init(width: Double, height: Double) {
        storedWidth = FiniteCoordinate.sanitized(width)
        storedHeight = FiniteCoordinate.sanitized(height)
    }

    /// A size from values that already satisfy the policy, without checking them again.
    @usableFromInline @_transparent
    internal init(alreadyFiniteWidth width: Double, height: Double) {
        storedWidth = width
        storedHeight = height
    }

    /// The size with zero width and height.
    public static let zero = LayoutSize(width: 0, height: 0)
}

extension LayoutSize: Codable {
    private enum CodingKeys: String, CodingKey { case width, height }

    /// Decodes a size from `{"width": …, "height": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decodeFiniteCoordinate(forKey: .width),
            height: try container.decodeFiniteCoordinate(forKey: .height))
    }

    /// Encodes the size as `{"width": …, "height": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
