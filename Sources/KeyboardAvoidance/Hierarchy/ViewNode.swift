/// The geometry UIKit uses to convert coordinates through one view: its bounds, its centre in
/// the parent's space, and a transform applied about that centre.
///
/// A point `p` in the node's own space maps to its parent's space as
/// `center + transform(p − boundsCenter)`, where `boundsCenter = (bounds.midX, bounds.midY)`.
/// The linear part of `transform` acts about the centre; its translation (`tx`, `ty`) moves the
/// node in the parent's space, as `CGAffineTransform` does on a `UIView`. The bounds origin is the
/// scroll offset: a scroll view scrolled down by 100 pt has `bounds.origin.y == 100`, and its
/// content moves up by 100 pt on screen.
///
/// All values are finite (see ``FiniteCoordinate``).
public struct ViewNode: Sendable, Hashable, Codable {
    /// The node's own coordinate space: the origin is the scroll offset, the size the node's size.
    public var bounds: LayoutRect
    /// The centre of the node in its parent's space (the window's centre in screen space).
    public var center: LayoutPoint
    /// The transform applied about ``center``; ``LayoutTransform/identity`` for most views.
    public var transform: LayoutTransform

    /// Creates a node from the values UIKit stores.
    ///
    /// - Parameters:
    ///   - bounds: The node's own coordinate space; its origin is the scroll offset.
    ///   - center: The node's centre in its parent's space.
    ///   - transform: The transform applied about the centre.
    @inlinable
    public init(bounds: LayoutRect, center: LayoutPoint, transform: LayoutTransform = .identity) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
    }

    /// Creates an untransformed node that occupies `frame` in its parent's space.
    ///
    /// `bounds = (boundsOrigin, frame.size)` (standardized) and `center = (frame.midX, frame.midY)`,
    /// which is what setting `UIView.frame` does on a view whose transform is the identity.
    ///
    /// - Parameters:
    ///   - frame: The rectangle the node occupies in its parent's space.
    ///   - boundsOrigin: The origin of the node's own space: the scroll offset of a scroll view.
    @inlinable
    public init(frame: LayoutRect, boundsOrigin: LayoutPoint = .zero) {
        self.init(
            bounds: LayoutRect(origin: boundsOrigin, size: LayoutSize(width: frame.width, height: frame.height)),
            center: frame.center
        )
    }

    /// The rectangle the node occupies in its parent's space, as `UIView.frame` reports it.
    ///
    /// The bounding box of `bounds` mapped to the parent: for an untransformed node,
    /// `(center.x − width/2, center.y − height/2, width, height)`.
    @inlinable
    public var frame: LayoutRect {
        bounds.applying(toParent)
    }

    /// The affine map from this node's space to its parent's space.
    ///
    /// `translate(−boundsCenter) · transform · translate(center)`, flattened:
    /// `(a, b, c, d)` of the transform, and
    /// `tx' = center.x + tx − a·bx − c·by`, `ty' = center.y + ty − b·bx − d·by` where
    /// `(bx, by)` is the bounds centre. Exact for untransformed nodes up to the rounding of the sums.
    @inlinable
    public var toParent: LayoutTransform {
        let boundsCenterX = bounds.midX
        let boundsCenterY = bounds.midY
        return LayoutTransform(
            a: transform.a,
            b: transform.b,
            c: transform.c,
            d: transform.d,
            tx: center.x + transform.tx - (transform.a * boundsCenterX + transform.c * boundsCenterY),
            ty: center.y + transform.ty - (transform.b * boundsCenterX + transform.d * boundsCenterY)
        )
    }
}
