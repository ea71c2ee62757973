/// A point in a two-dimensional coordinate space, in points, with y growing downward.
///
/// Both coordinates are always finite: see ``FiniteCoordinate`` for what NaN, the infinities and
/// huge values become. Encodes as `{"x": …, "y": …}`.
public struct LayoutPoint: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    @FiniteCoordinate public var x: Double
    /// The vertical coordinate, growing downward.
    @FiniteCoordinate public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate; sanitized by ``FiniteCoordinate``.
    ///   - y: The vertical coordinate; sanitized by ``FiniteCoordinate``.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = LayoutPoint(x: 0, y: 0)

    /// The point moved by the given distances: `(x + dx, y + dy)`, saturated.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance.
    ///   - dy: The vertical distance.
    /// - Returns: The moved point.
    public func offsetBy(dx: Double, dy: Double) -> LayoutPoint {
        LayoutPoint(x: x + dx, y: y + dy)
    }
}
