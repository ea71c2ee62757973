/// Distances by which the four edges of a rectangle move inward, in points.
///
/// The counterpart of `UIEdgeInsets`: used for safe-area insets, content insets and scroll
/// indicator insets. Negative values move an edge outward. All values are finite: see
/// ``FiniteCoordinate``. Encodes as `{"top": …, "left": …, "bottom": …, "right": …}`.
public struct LayoutInsets: Sendable, Hashable, Codable {
    /// The inset of the top edge.
    @FiniteCoordinate public var top: Double
    /// The inset of the left edge.
    @FiniteCoordinate public var left: Double
    /// The inset of the bottom edge.
    @FiniteCoordinate public var bottom: Double
    /// The inset of the right edge.
    @FiniteCoordinate public var right: Double

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - left: The inset of the left edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - right: The inset of the right edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = LayoutInsets()
}
