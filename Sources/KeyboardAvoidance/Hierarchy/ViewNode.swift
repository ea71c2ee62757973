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
public struct ViewNode: Sendable, Hashable {
    /// The origin of the node's own coordinate space: the scroll offset of a scroll view.
    public var boundsOrigin: LayoutPoint
    /// The size of the node's own coordinate space; negative values count by their magnitude.
    ///
    /// Stored apart from ``boundsOrigin``, as UIKit does: scrolling changes the origin only, so a
    /// node's size — and everything derived from it, such as its obscured height and safe area —
    /// is bit-for-bit the same at every scroll offset.
    public var boundsSize: LayoutSize
    /// The centre of the node in its parent's space (the window's centre in screen space).
    public var center: LayoutPoint
    /// The transform applied about ``center``; ``LayoutTransform/identity`` for most views.
    public var transform: LayoutTransform
    /// Insets added to the safe area this node inherits, as a view controller's
    /// `additionalSafeAreaInsets` — or the bars a navigation or tab bar controller places over its
    /// child's view — add to that view's: ``LayoutInsets/zero`` for most views.
    ///
    /// They add to this node's own ``ViewHierarchy/safeAreaInsets(of:)`` and, through it, to every
    /// descendant's (SPEC §5.1). In the node's own units; each resulting inset is clamped to the
    /// node's extent, so negative values can only take away what the node inherits.
    public var additionalSafeAreaInsets: LayoutInsets = .zero

    /// Creates a node from the values UIKit stores; the bounds are standardized.
    ///
    /// - Parameters:
    ///   - bounds: The node's own coordinate space; its origin is the scroll offset.
    ///   - center: The node's centre in its parent's space.
    ///   - transform: The transform applied about the centre.
    public init(bounds: LayoutRect, center: LayoutPoint, transform: LayoutTransform = .identity) {
        self.init(
            boundsOrigin: LayoutPoint(x: bounds.minX, y: bounds.minY), boundsSize: LayoutSize(width: bounds.width, height: bounds.height),
            center: center, transform: transform)
    }

    /// Creates a node from its bounds origin and size, its centre and its transform.
    ///
    /// - Parameters:
    ///   - boundsOrigin: The origin of the node's own space: its scroll offset.
    ///   - boundsSize: The size of the node's own space.
    ///   - center: The node's centre in its parent's space.
    ///   - transform: The transform applied about the centre.
    public init(boundsOrigin: LayoutPoint, boundsSize: LayoutSize, center: LayoutPoint, transform: LayoutTransform = .identity) {
        self.boundsOrigin = boundsOrigin
        self.boundsSize = LayoutSize(width: boundsSize.width.magnitude, height: boundsSize.height.magnitude)
        self.center = center
        self.transform = transform
    }

    /// The node's own coordinate space, `(boundsOrigin, boundsSize)`.
    ///
    /// Setting it sets both.
    public var bounds: LayoutRect {
        get { LayoutRect(origin: boundsOrigin, size: boundsSize) }
        set {
            boundsOrigin = LayoutPoint(x: newValue.minX, y: newValue.minY)
            boundsSize = LayoutSize(width: newValue.width, height: newValue.height)
        }
    }

    /// Creates an untransformed node that occupies `frame` in its parent's space.
    ///
    /// `bounds = (boundsOrigin, frame.size)` (standardized) and `center = (frame.midX, frame.midY)`,
    /// which is what setting `UIView.frame` does on a view whose transform is the identity.
    ///
    /// - Parameters:
    ///   - frame: The rectangle the node occupies in its parent's space.
    ///   - boundsOrigin: The origin of the node's own space: the scroll offset of a scroll view.
    public init(frame: LayoutRect, boundsOrigin: LayoutPoint = .zero) {
        self.init(boundsOrigin: boundsOrigin, boundsSize: LayoutSize(width: frame.width, height: frame.height), center: frame.center)
    }

    /// The rectangle the node occupies in its parent's space, as `UIView.frame` reports it.
    ///
    /// The bounding box of `bounds` mapped to the parent: for an untransformed node,
    /// `(center.x − width/2, center.y − height/2, width, height)`.
    public var frame: LayoutRect {
        bounds.applying(boundsToParent)
    }

    /// The affine map from this node's bounds coordinates (where its bounds origin, a scroll
    /// offset, is) to its parent's space; ``localToParent`` is the same from its local space.
    ///
    /// `translate(−boundsCenter) · transform · translate(center)`, flattened:
    /// `(a, b, c, d)` of the transform, and
    /// `tx' = center.x + tx − a·bx − c·by`, `ty' = center.y + ty − b·bx − d·by` where
    /// `(bx, by)` is the bounds centre. Exact for untransformed nodes up to the rounding of the sums.
    public var boundsToParent: LayoutTransform {
        map(boundsCenterX: boundsOrigin.x + boundsSize.width * 0.5, boundsCenterY: boundsOrigin.y + boundsSize.height * 0.5)
    }

    /// The map from the node's **local** space — its bounds coordinates less its bounds origin, in
    /// which the node is `[0, width] × [0, height]` whatever its scroll offset — to its parent's.
    public var localToParent: LayoutTransform {
        map(boundsCenterX: boundsSize.width * 0.5, boundsCenterY: boundsSize.height * 0.5)
    }

    internal func map(boundsCenterX: Double, boundsCenterY: Double) -> LayoutTransform {
        // The linear part is the transform's own; only the translation changes.
        var map = transform
        map.tx = center.x + transform.tx - (transform.a * boundsCenterX + transform.c * boundsCenterY)
        map.ty = center.y + transform.ty - (transform.b * boundsCenterX + transform.d * boundsCenterY)
        return map
    }
}

extension ViewNode: CustomStringConvertible {
    /// The node as `bounds … center … transform …`, the transform only when it is not the identity.
    public var description: String {
        "bounds \(bounds) center \(center)" + (transform.isIdentity ? "" : " transform \(transform)")
            + (additionalSafeAreaInsets == .zero ? "" : " additional safe area \(additionalSafeAreaInsets)")
    }
}

extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey { case bounds, center, transform, additionalSafeAreaInsets }
    private enum RectKeys: String, CodingKey { case x, y, width, height }

    /// Decodes `{"bounds": {"x", "y", "width", "height"}, "center": {…}, "transform": {…}}`; `transform` may be omitted (identity).
    ///
    /// The bounds' four numbers are kept exactly.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bounds = try container.nestedContainer(keyedBy: RectKeys.self, forKey: .bounds)
        self.init(
            boundsOrigin: LayoutPoint(
                x: try bounds.decodeFiniteCoordinate(forKey: .x),
                y: try bounds.decodeFiniteCoordinate(forKey: .y)),
            boundsSize: LayoutSize(
                width: try bounds.decodeFiniteCoordinate(forKey: .width),
                height: try bounds.decodeFiniteCoordinate(forKey: .height)),
            center: try container.decode(LayoutPoint.self, forKey: .center),
            transform: try container.decodeIfPresent(LayoutTransform.self, forKey: .transform) ?? .identity)
        additionalSafeAreaInsets = try container.decodeIfPresent(LayoutInsets.self, forKey: .additionalSafeAreaInsets) ?? .zero
    }

    /// Encodes the node in the form ``init(from:)`` reads.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var bounds = container.nestedContainer(keyedBy: RectKeys.self, forKey: .bounds)
        try bounds.encode(boundsOrigin.x, forKey: .x)
        try bounds.encode(boundsOrigin.y, forKey: .y)
        try bounds.encode(boundsSize.width, forKey: .width)
        try bounds.encode(boundsSize.height, forKey: .height)
        try container.encode(center, forKey: .center)
        try container.encode(transform, forKey: .transform)
        // Written only when set, so hierarchies without it encode as they always have.
        if additionalSafeAreaInsets != .zero { try container.encode(additionalSafeAreaInsets, forKey: .additionalSafeAreaInsets) }
    }
}
