/// A rectangle: an origin and a size, in points, with y growing downward.
///
/// As with `CGRect`, the size may be negative; every derived value (``minX``, ``width``,
/// ``intersection(_:)`` …) is computed from the ``standardized`` rectangle, whose size is never
/// negative. There is no "null" rectangle: operations that may have no result, such as
/// ``intersection(_:)``, return an optional instead. All values are finite (see
/// ``FiniteCoordinate``).
///
/// The rectangle is stored as its two corners: the ``origin``, which the size is measured from, and
/// the opposite corner. Its edges are picked from them, never computed: ``minX`` is the smaller x
/// of the two corners and ``maxX`` the larger, and the same vertically. So the edges are exact,
/// and ``contains(_:)-(LayoutRect)``, ``intersection(_:)``, ``union(_:)`` and ``standardized``
/// pick among existing edges without any rounding. The ``size`` is the derived value,
/// `corner − origin`, rounded once.
///
/// Containment and intersection treat rectangles as **closed** sets: the edges belong to the
/// rectangle. A field whose bottom edge lies exactly on the keyboard's top edge is visible.
public struct LayoutRect: Sendable, Hashable {
    // The corners are `FiniteCoordinate` values rather than wrapped `Double`s: the minimum or
    // maximum of two finite coordinates is one of them, so edges, intersections and unions are
    // picked from existing coordinates without applying the finite-number policy again.
    /// The x of the corner the size is measured from (the origin).
    internal var startX: FiniteCoordinate
    /// The y of the corner the size is measured from (the origin).
    internal var startY: FiniteCoordinate
    /// The x of the opposite corner, `origin.x + width`.
    internal var endX: FiniteCoordinate
    /// The y of the opposite corner, `origin.y + height`.
    internal var endY: FiniteCoordinate

    /// The left edge: the smaller x of the two corners.
    internal var left: FiniteCoordinate { Swift.min(startX, endX) }
    /// The right edge: the larger x of the two corners.
    internal var right: FiniteCoordinate { Swift.max(startX, endX) }
    /// The top edge: the smaller y of the two corners.
    internal var top: FiniteCoordinate { Swift.min(startY, endY) }
    /// The bottom edge: the larger y of the two corners.
    internal var bottom: FiniteCoordinate { Swift.max(startY, endY) }

    /// The rectangle whose size is measured from `(startX, startY)` to `(endX, endY)`.
    internal init(startX: FiniteCoordinate, startY: FiniteCoordinate, endX: FiniteCoordinate, endY: FiniteCoordinate) {
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }

    /// The standardized rectangle between edges already ordered (`left ≤ right`, `top ≤ bottom`):
    /// its origin is the top-left corner.
    internal init(left: FiniteCoordinate, top: FiniteCoordinate, right: FiniteCoordinate, bottom: FiniteCoordinate) {
        self.init(startX: left, startY: top, endX: right, endY: bottom)
    }

    /// The rectangle from the corner its size is measured from and the opposite corner.
    internal init(corner start: LayoutPoint, opposite end: LayoutPoint) {
        self.init(
            startX: FiniteCoordinate(wrappedValue: start.x), startY: FiniteCoordinate(wrappedValue: start.y),
            endX: FiniteCoordinate(wrappedValue: end.x), endY: FiniteCoordinate(wrappedValue: end.y))
    }

    /// The corner the size is measured from.
    internal var start: LayoutPoint {
        LayoutPoint(x: startX.wrappedValue, y: startY.wrappedValue)
    }
    /// The opposite corner, `start + size`.
    internal var end: LayoutPoint {
        LayoutPoint(x: endX.wrappedValue, y: endY.wrappedValue)
    }

    /// The corner the size is measured from (the top-left corner when the size is not negative).
    ///
    /// Setting it moves the rectangle and keeps its size, as with `CGRect`.
    public var origin: LayoutPoint {
        get { start }
        set {
            let currentSize = size
            self = LayoutRect(
                corner: newValue, opposite: LayoutPoint(x: newValue.x + currentSize.width, y: newValue.y + currentSize.height))
        }
    }

    /// The extent from ``origin``, `corner − origin`; may be negative.
    ///
    /// Setting it keeps the origin.
    public var size: LayoutSize {
        get {
            let start = start
            let end = end
            return LayoutSize(width: end.x - start.x, height: end.y - start.y)
        }
        set {
            let start = start
            self = LayoutRect(corner: start, opposite: LayoutPoint(x: start.x + newValue.width, y: start.y + newValue.height))
        }
    }

    /// Creates a rectangle from an origin and a size.
    ///
    /// - Parameters:
    ///   - origin: The corner the size is measured from.
    ///   - size: The extent; may be negative.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.init(corner: origin, opposite: LayoutPoint(x: origin.x + size.width, y: origin.y + size.height))
    }

    /// Creates a rectangle from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The origin's horizontal coordinate.
    ///   - y: The origin's vertical coordinate.
    ///   - width: The horizontal extent; may be negative.
    ///   - height: The vertical extent; may be negative.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    /// Creates the rectangle spanning two edges on each axis, exactly: `[minX, maxX] × [minY, maxY]`.
    ///
    /// - Parameters:
    ///   - minX: The left edge (the origin's x).
    ///   - minY: The top edge (the origin's y).
    ///   - maxX: The right edge; if it is less than `minX` the width is negative.
    ///   - maxY: The bottom edge; if it is less than `minY` the height is negative.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(
            startX: FiniteCoordinate(wrappedValue: minX), startY: FiniteCoordinate(wrappedValue: minY),
            endX: FiniteCoordinate(wrappedValue: maxX), endY: FiniteCoordinate(wrappedValue: maxY))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge: the smaller x of the two corners.
    ///
    /// Exact.
    public var minX: Double { left.wrappedValue }
    /// The right edge: the larger x of the two corners.
    ///
    /// Exact.
    public var maxX: Double { right.wrappedValue }
    /// The top edge: the smaller y of the two corners.
    ///
    /// Exact.
    public var minY: Double { top.wrappedValue }
    /// The bottom edge: the larger y of the two corners.
    ///
    /// Exact.
    public var maxY: Double { bottom.wrappedValue }
    /// The horizontal centre: `(minX + maxX) / 2`.
    public var midX: Double { (minX + maxX) * 0.5 }
    /// The vertical centre: `(minY + maxY) / 2`.
    public var midY: Double { (minY + maxY) * 0.5 }
    /// The width of the standardized rectangle: `maxX − minX`.
    public var width: Double { maxX - minX }
    /// The height of the standardized rectangle: `maxY − minY`.
    public var height: Double { maxY - minY }
    /// The centre point: `(midX, midY)`.
    public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

    /// Whether the rectangle has no area: `width == 0 || height == 0`.
    public var isEmpty: Bool { minX == maxX || minY == maxY }

    /// The same rectangle with a non-negative size: `(minX, minY, width, height)`.
    ///
    /// Exact: it reorders the corners. Standardizing is idempotent, and every other operation
    /// gives the same result for a rectangle and its standardized form.
    public var standardized: LayoutRect {
        LayoutRect(left: left, top: top, right: right, bottom: bottom)
    }

    /// The rectangle moved by the given distances.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance.
    ///   - dy: The vertical distance.
    /// - Returns: `[minX + dx, maxX + dx] × [minY + dy, maxY + dy]`, standardized and saturated.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle with each edge moved inward by the matching inset.
    ///
    /// `left' = minX + insets.left`, `right' = maxX − insets.right`, and the same vertically.
    /// Negative insets move edges outward. When the insets are larger than the rectangle on an
    /// axis (`left' > right'`), that axis collapses to zero length at the midpoint of the crossed
    /// edges, `(left' + right') / 2`, clamped into `[minX, maxX]`: the result is never negative in
    /// size, and with non-negative insets it always lies inside the rectangle.
    ///
    /// - Parameter insets: The distances to move the top, left, bottom and right edges inward.
    /// - Returns: The standardized inset rectangle.
    public func inset(by insets: LayoutInsets) -> LayoutRect {
        var left = minX + insets.left
        var right = maxX - insets.right
        if left > right {
            let middle = ((left + right) * 0.5).clamped(to: minX, maxX)
            left = middle
            right = middle
        }
        var top = minY + insets.top
        var bottom = maxY - insets.bottom
        if top > bottom {
            let middle = ((top + bottom) * 0.5).clamped(to: minY, maxY)
            top = middle
            bottom = middle
        }
        return LayoutRect(minX: left, minY: top, maxX: right, maxY: bottom)
    }

    /// The rectangle with its left and right edges moved inward by `dx` and its top and bottom
    /// edges by `dy`; the same as ``inset(by:)`` with insets `(dy, dx, dy, dx)`.
    ///
    /// - Parameters:
    ///   - dx: The inset of the left and the right edge; negative grows the rectangle.
    ///   - dy: The inset of the top and the bottom edge; negative grows the rectangle.
    /// - Returns: The standardized inset rectangle.
    public func insetBy(dx: Double, dy: Double) -> LayoutRect {
        inset(by: LayoutInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The region the two closed rectangles share, or `nil` when they are disjoint.
    ///
    /// `[max(minX), min(maxX)] × [max(minY), min(maxY)]`, or `nil` when `max(minX) > min(maxX)`
    /// or `max(minY) > min(maxY)`. Rectangles that only touch share a zero-width or zero-height
    /// rectangle (a segment or a point). The operation is commutative and its result lies inside
    /// both operands.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The standardized common region, or `nil` if there is none.
    public func intersection(_ other: LayoutRect) -> LayoutRect? {
        let left = Swift.max(self.left, other.left)
        let right = Swift.min(self.right, other.right)
        let top = Swift.max(self.top, other.top)
        let bottom = Swift.min(self.bottom, other.bottom)
        guard left <= right, top <= bottom else { return nil }
        return LayoutRect(left: left, top: top, right: right, bottom: bottom)
    }

    /// The smallest rectangle containing both rectangles.
    ///
    /// `[min(minX), max(maxX)] × [min(minY), max(maxY)]`. Unlike `CGRect`, there is no null
    /// rectangle to ignore: an empty rectangle still contributes its position.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The standardized bounding rectangle of both.
    public func union(_ other: LayoutRect) -> LayoutRect {
        LayoutRect(
            left: Swift.min(left, other.left), top: Swift.min(top, other.top),
            right: Swift.max(right, other.right), bottom: Swift.max(bottom, other.bottom))
    }

    /// Whether the point lies in the closed rectangle: `minX ≤ x ≤ maxX` and `minY ≤ y ≤ maxY`.
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` if the point is inside or on an edge.
    public func contains(_ point: LayoutPoint) -> Bool {
        minX <= point.x && point.x <= maxX && minY <= point.y && point.y <= maxY
    }

    /// Whether the other rectangle lies entirely in this closed rectangle.
    ///
    /// - Parameter other: The rectangle to test.
    /// - Returns: `true` if `other`'s standardized edges are all within this rectangle's.
    public func contains(_ other: LayoutRect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// The bounding box of the rectangle's four corners mapped by a transform.
    ///
    /// As `CGRect.applying(_:)`: under rotation or skew the result is the axis-aligned box that
    /// contains the transformed rectangle, so it contains every transformed corner.
    ///
    /// - Parameter transform: The affine transform to apply.
    /// - Returns: The standardized bounding box.
    /// - Complexity: O(1): the four corners mapped, or, for an axis-aligned transform (`b = c = 0`:
    ///   translations and scales, what most views have), the two edges of each axis.
    public func applying(_ transform: LayoutTransform) -> LayoutRect {
        if transform.b == 0 && transform.c == 0 {
            // x' = a·x + tx and y' = d·y + ty map edges to edges: the same box, from half the work.
            // (A negative scale swaps them: standardized puts them back in order.)
            return LayoutRect(
                minX: transform.a * minX + transform.tx, minY: transform.d * minY + transform.ty,
                maxX: transform.a * maxX + transform.tx, maxY: transform.d * maxY + transform.ty
            ).standardized
        }
        let p1 = transform.apply(to: LayoutPoint(x: minX, y: minY))
        let p2 = transform.apply(to: LayoutPoint(x: maxX, y: minY))
        let p3 = transform.apply(to: LayoutPoint(x: minX, y: maxY))
        let p4 = transform.apply(to: LayoutPoint(x: maxX, y: maxY))
        return LayoutRect(
            minX: Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x)),
            minY: Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y)),
            maxX: Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x)),
            maxY: Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
        )
    }
}
