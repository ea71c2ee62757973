/// A point in a two-dimensional coordinate space, in points, with y growing downward.
///
/// Both coordinates are always finite: see ``FiniteCoordinate`` for what NaN, the infinities and
/// huge values become. (The coordinates are stored directly rather than through the
/// `@FiniteCoordinate` wrapper so that the library's own hot paths can build points from values
/// that are already finite without checking them twice.)
public struct LayoutPoint: Sendable, Hashable {
    @usableFromInline internal var storedX: Double
    @usableFromInline internal var storedY: Double

    /// The horizontal coordinate; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var x: Double {
        @_transparent get { storedX }
        @_transparent set { storedX = FiniteCoordinate.sanitized(newValue) }
    }

    /// The vertical coordinate, growing downward; setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var y: Double {
        @_transparent get { storedY }
        @_transparent set { storedY = FiniteCoordinate.sanitized(newValue) }
    }

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate; sanitized by ``FiniteCoordinate``.
    ///   - y: The vertical coordinate; sanitized by ``FiniteCoordinate``.
    @_transparent
    public init(x: Double, y: Double) {
        storedX = FiniteCoordinate.sanitized(x)
        storedY = FiniteCoordinate.sanitized(y)
    }

    /// A point from coordinates that already satisfy the policy — stored coordinates, or minima
    /// and maxima of them — without checking them again.
    @usableFromInline @_transparent
    internal init(alreadyFiniteX x: Double, y: Double) {
        storedX = x
        storedY = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = LayoutPoint(x: 0, y: 0)

    /// The point moved by the given distances: `(x + dx, y + dy)`, saturated.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance.
    ///   - dy: The vertical distance.
    /// - Returns: The moved point.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> LayoutPoint {
        LayoutPoint(x: x + dx, y: y + dy)
    }
}

extension LayoutPoint: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }

    /// Decodes a point from `{"x": …, "y": …}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decodeFiniteCoordinate(forKey: .x),
            y: try container.decodeFiniteCoordinate(forKey: .y))
    }

    /// Encodes the point as `{"x": …, "y": …}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }
}
