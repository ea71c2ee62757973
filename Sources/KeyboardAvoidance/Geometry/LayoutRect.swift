/// A rectangle: an origin and a size, in points, with y growing downward.
///
/// As with `CGRect`, the size may be negative; every derived value (``minX``, ``width``,
/// ``intersection(_:)`` …) is computed from the ``standardized`` rectangle, whose size is never
/// negative. There is no "null" rectangle: operations that may have no result, such as
/// ``intersection(_:)``, return an optional instead. All values are finite (see
/// ``FiniteCoordinate``).
///
/// The rectangle is stored standardized — its top-left and bottom-right corners — with one flag
/// per axis saying whether the ``origin`` is the larger coordinate (a negative size). So its edges
/// are exact and free: ``minX``, ``maxX``, ``minY`` and ``maxY`` are stored values, not sums or
/// comparisons, and ``contains(_:)-(LayoutRect)``, ``intersection(_:)``, ``union(_:)`` and
/// ``standardized`` involve no rounding at all. The ``size`` is the derived value,
/// `corner − origin`, rounded once.
///
/// Containment and intersection treat rectangles as **closed** sets: the edges belong to the
/// rectangle. A field whose bottom edge lies exactly on the keyboard's top edge is visible.
public struct LayoutRect: Sendable, Hashable {
    /// The top-left corner of the standardized rectangle, `(minX, minY)`.
    @usableFromInline internal var lower: LayoutPoint
    /// The bottom-right corner of the standardized rectangle, `(maxX, maxY)`.
    @usableFromInline internal var upper: LayoutPoint
    /// Whether the origin is the right edge (the width is negative).
    @usableFromInline internal var flipsX: Bool
    /// Whether the origin is the bottom edge (the height is negative).
    @usableFromInline internal var flipsY: Bool

    /// The rectangle from the corner its size is measured from and the opposite corner, both
    /// already finite.
    @usableFromInline @_transparent
    internal init(corner start: LayoutPoint, opposite end: LayoutPoint) {
        lower = LayoutPoint(alreadyFiniteX: Swift.min(start.x, end.x), y: Swift.min(start.y, end.y))
        upper = LayoutPoint(alreadyFiniteX: finiteMax(start.x, end.x), y: finiteMax(start.y, end.y))
        flipsX = start.x > end.x
        flipsY = start.y > end.y
    }

    /// The corner the size is measured from.
    @usableFromInline internal var start: LayoutPoint {
        @_transparent get { LayoutPoint(alreadyFiniteX: flipsX ? upper.x : lower.x, y: flipsY ? upper.y : lower.y) }
    }
    /// The opposite corner, `start + size`.
    @usableFromInline internal var end: LayoutPoint {
        @_transparent get { LayoutPoint(alreadyFiniteX: flipsX ? lower.x : upper.x, y: flipsY ? lower.y : upper.y) }
    }

    /// The corner the size is measured from (the top-left corner when the size is not negative).
    ///
    /// Setting it moves the rectangle and keeps its size, as with `CGRect`.
    @inlinable
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
    @inlinable
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
    @_transparent
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
    @_transparent
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
    @_transparent
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(corner: LayoutPoint(x: minX, y: minY), opposite: LayoutPoint(x: maxX, y: maxY))
    }

    /// The standardized rectangle spanning edges that already satisfy the finite-number policy —
    /// stored edges, or minima and maxima of them — and are ordered (`minX ≤ maxX`,
    /// `minY ≤ maxY`), without checking either again.
    @usableFromInline @_transparent
    internal init(alreadyFiniteMinX minX: Double, minY: Double, maxX: Double, maxY: Double) {
        lower = LayoutPoint(alreadyFiniteX: minX, y: minY)
        upper = LayoutPoint(alreadyFiniteX: maxX, y: maxY)
        flipsX = false
        flipsY = false
    }

    /// The rectangle at the origin with zero size.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge: the smaller x of the two corners.
    ///
    /// Exact.
    public var minX: Double { @_transparent get { lower.x } }
    /// The right edge: the larger x of the two corners.
    ///
    /// Exact.
    public var maxX: Double { @_transparent get { upper.x } }
    /// The top edge: the smaller y of the two corners.
    ///
    /// Exact.
    public var minY: Double { @_transparent get { lower.y } }
    /// The bottom edge: the larger y of the two corners.
    ///
    /// Exact.
    public var maxY: Double { @_transparent get { upper.y } }
    /// The horizontal centre: `(minX + maxX) / 2`.
    @inlinable public var midX: Double { (lower.x + upper.x) * 0.5 }
    /// The vertical centre: `(minY + maxY) / 2`.
    @inlinable public var midY: Double { (lower.y + upper.y) * 0.5 }
    /// The width of the standardized rectangle: `maxX − minX`.
    public var width: Double { @_transparent get { maxX - minX } }
    /// The height of the standardized rectangle: `maxY − minY`.
    public var height: Double { @_transparent get { maxY - minY } }
    /// The centre point: `(midX, midY)`.
    @inlinable public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

    /// Whether the rectangle has no area: `width == 0 || height == 0`.
    @inlinable public var isEmpty: Bool { lower.x == upper.x || lower.y == upper.y }

    /// The same rectangle with a non-negative size: `(minX, minY, width, height)`.
    ///
    /// Exact: it reorders the corners. Standardizing is idempotent, and every other operation
    /// gives the same result for a rectangle and its standardized form.
    @inlinable
    public var standardized: LayoutRect {
        LayoutRect(alreadyFiniteMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The rectangle moved by the given distances.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance.
    ///   - dy: The vertical distance.
    /// - Returns: `[minX + dx, maxX + dx] × [minY + dy, maxY + dy]`, standardized and saturated.
    @_transparent
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
    @inlinable
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
    @inlinable
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
    @_transparent
    public func intersection(_ other: LayoutRect) -> LayoutRect? {
        let left = finiteMax(minX, other.minX)
        let right = Swift.min(maxX, other.maxX)
        let top = finiteMax(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        guard left <= right, top <= bottom else { return nil }
        return LayoutRect(alreadyFiniteMinX: left, minY: top, maxX: right, maxY: bottom)
    }

    /// The smallest rectangle containing both rectangles.
    ///
    /// `[min(minX), max(maxX)] × [min(minY), max(maxY)]`. Unlike `CGRect`, there is no null
    /// rectangle to ignore: an empty rectangle still contributes its position.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The standardized bounding rectangle of both.
    @inlinable
    public func union(_ other: LayoutRect) -> LayoutRect {
        LayoutRect(
            alreadyFiniteMinX: Swift.min(minX, other.minX),
            minY: Swift.min(minY, other.minY),
            maxX: finiteMax(maxX, other.maxX),
            maxY: finiteMax(maxY, other.maxY)
        )
    }

    /// Whether the point lies in the closed rectangle: `minX ≤ x ≤ maxX` and `minY ≤ y ≤ maxY`.
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` if the point is inside or on an edge.
    @inlinable
    public func contains(_ point: LayoutPoint) -> Bool {
        minX <= point.x && point.x <= maxX && minY <= point.y && point.y <= maxY
    }

    /// Whether the other rectangle lies entirely in this closed rectangle.
    ///
    /// - Parameter other: The rectangle to test.
    /// - Returns: `true` if `other`'s standardized edges are all within this rectangle's.
    @inlinable
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
    /// - Complexity: O(1): four point transforms, or two products per axis when the transform is
    ///   axis-aligned (`b = c = 0`: translations and scales, the common case), with the same result.
    @_transparent
    public func applying(_ transform: LayoutTransform) -> LayoutRect {
        guard transform.b == 0 && transform.c == 0 else { return applyingByCorners(transform) }
        // x' = a·x + tx and y' = d·y + ty are monotonic per axis: the edges map to the edges.
        let x1 = FiniteCoordinate.sanitized(transform.a * minX + transform.tx)
        let x2 = FiniteCoordinate.sanitized(transform.a * maxX + transform.tx)
        let y1 = FiniteCoordinate.sanitized(transform.d * minY + transform.ty)
        let y2 = FiniteCoordinate.sanitized(transform.d * maxY + transform.ty)
        return LayoutRect(
            alreadyFiniteMinX: Swift.min(x1, x2), minY: Swift.min(y1, y2), maxX: finiteMax(x1, x2), maxY: finiteMax(y1, y2))
    }

    /// The bounding box of the four mapped corners: the general case of ``applying(_:)``, kept
    /// out of line so that the axis-aligned case inlines small.
    @inlinable @inline(never)
    internal func applyingByCorners(_ transform: LayoutTransform) -> LayoutRect {
        let p1 = transform.apply(to: LayoutPoint(x: minX, y: minY))
        let p2 = transform.apply(to: LayoutPoint(x: maxX, y: minY))
        let p3 = transform.apply(to: LayoutPoint(x: minX, y: maxY))
        let p4 = transform.apply(to: LayoutPoint(x: maxX, y: maxY))
        return LayoutRect(
            alreadyFiniteMinX: Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x)),
            minY: Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y)),
            maxX: finiteMax(finiteMax(p1.x, p2.x), finiteMax(p3.x, p4.x)),
            maxY: finiteMax(finiteMax(p1.y, p2.y), finiteMax(p3.y, p4.y))
        )
    }
}
