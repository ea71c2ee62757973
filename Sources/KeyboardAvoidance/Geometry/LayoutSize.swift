/// A width and a height, in points.
///
/// Negative values are allowed and kept, as CoreGraphics keeps them: a ``LayoutRect`` with a
/// negative size extends to the left of (or above) its origin, and ``LayoutRect/standardized``
/// normalises it. Both values are always finite: see ``FiniteCoordinate``. Encodes as
/// `{"width": …, "height": …}`.
public struct LayoutSize: Sendable, Hashable, Codable {
    /// The horizontal extent.
    @FiniteCoordinate public var width: Double
    /// The vertical extent.
    @FiniteCoordinate public var height: Double

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent; sanitized by ``FiniteCoordinate``.
    ///   - height: The vertical extent; sanitized by ``FiniteCoordinate``.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = LayoutSize(width: 0, height: 0)
}
