/// A box the keyboard may cover, flattened for evaluation: the map from the screen into the box's
/// coordinate space, and the box in that space.
///
/// It is the one place the obscured-height formula (SPEC §6.3) is written. With `K` the keyboard's
/// avoided frame in screen coordinates, `T` the map and `B` the box:
/// `O = T(K) ∩ B` (the bounding box of the mapped frame, clipped to the box), and the obscured
/// height is `clamp(B.maxY − O.minY, 0, B.height)` when `O` exists and has a positive width,
/// else 0. For a node in its local space `B = [0, w] × [0, h]`, which gives `clamp(h − O.minY, 0, h)`.
///
/// Everything here is inlined into the strategies; only a map that rotates or skews leaves the
/// inlined path (see ``LayoutRect/applying(_:)``).
@usableFromInline
internal struct KeyboardViewport: Sendable, Hashable {
    /// Screen → the box's space.
    ///
    /// Meaningless when `isReachable` is false.
    @usableFromInline var screenToLocal: LayoutTransform
    /// The box, in its own space, standardized.
    @usableFromInline var box: LayoutRect
    /// `box.height`, computed once.
    @usableFromInline var boxHeight: Double
    /// Whether the screen maps into the box's space at all; when not, nothing is covered.
    @usableFromInline var isReachable: Bool
    /// Whether the map is reachable and axis-aligned (`b = c = 0`): then it is
    /// `(x, y) ↦ (scale.x·x + offset.x, scale.y·y + offset.y)`, and these four numbers, stored
    /// side by side, are all the evaluation reads.
    @usableFromInline var isAxisAligned: Bool
    /// `(a, d)` of the map.
    @usableFromInline var scale: LayoutPoint
    /// `(tx, ty)` of the map.
    @usableFromInline var offset: LayoutPoint

    /// A box reached from the screen by `screenToLocal`, or an unreachable one when it is `nil`.
    @inlinable
    init(screenToLocal: LayoutTransform?, box: LayoutRect) {
        let map = screenToLocal ?? .identity
        self.screenToLocal = map
        self.box = box.standardized
        boxHeight = box.height
        isReachable = screenToLocal != nil
        isAxisAligned = isReachable && map.b == 0 && map.c == 0
        scale = LayoutPoint(alreadyFiniteX: map.a, y: map.d)
        offset = LayoutPoint(alreadyFiniteX: map.tx, y: map.ty)
    }

    /// A node's local space, `[0, width] × [0, height]`, reached by `screenToLocal`.
    @inlinable
    init(screenToLocal: LayoutTransform?, size: LayoutSize) {
        self.init(
            screenToLocal: screenToLocal,
            box: LayoutRect(origin: .zero, size: size))
    }

    /// The part of the box the keyboard's avoided frame covers, `T(K) ∩ B`, or `nil` when the
    /// box is unreachable, nothing is avoided, or the two do not meet.
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates
    ///   (``KeyboardState/avoidedFrame(policy:)``), or `nil` when nothing is to be avoided.
    /// - Returns: The covered rectangle, in the box's space.
    @usableFromInline @_transparent
    func overlap(avoiding avoided: LayoutRect?) -> LayoutRect? {
        guard isReachable, let avoided else { return nil }
        return avoided.applying(screenToLocal).intersection(box)
    }

    /// How much of the box's bottom the keyboard's avoided frame covers, in the box's units:
    /// `clamp(B.maxY − O.minY, 0, B.height)` (see the type's description).
    ///
    /// The same numbers as ``overlap(avoiding:)`` followed by that formula, computed on the edges
    /// directly: the box is standardized when it is built, so its edges need no ordering here.
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates, or `nil`.
    /// - Returns: A height in `[0, B.height]`.
    @usableFromInline @_transparent
    func obscuredHeight(avoiding avoided: LayoutRect?) -> Double {
        guard let avoided else { return 0 }
        guard isAxisAligned else { return Self.obscuredHeight(overlap: overlap(avoiding: avoided), box: box, height: boxHeight) }
        // The axis-aligned map on the edges, intersected with the box, then saturated where it
        // matters. The clamp to ±limit is monotonic and the box lies within the limits, so
        // `max(clamp(m), b) = clamp(max(m, b))` and `min(clamp(m), b) = clamp(min(m, b))`: the
        // same numbers as saturating the mapped edges first (as `applying` does). Of the four
        // clamps only one can change the outcome: `left`, `right` and `top` already lie on the
        // box's side of one limit, and beyond the other they make the overlap empty (or of zero
        // width, or its height 0) either way; `bottom` below −limit would leave the overlap
        // empty where the saturated edge touches a box at −limit. Products and sums of finite
        // values are never NaN, nor −0 here (`tx`, `ty` never are).
        let x1 = scale.x * avoided.minX + offset.x
        let x2 = scale.x * avoided.maxX + offset.x
        let y1 = scale.y * avoided.minY + offset.y
        let y2 = scale.y * avoided.maxY + offset.y
        let left = finiteMax(Swift.min(x1, x2), box.minX)
        let right = Swift.min(finiteMax(x1, x2), box.maxX)
        let top = finiteMax(Swift.min(y1, y2), box.minY)
        let bottom = finiteMax(Swift.min(finiteMax(y1, y2), box.maxY), -FiniteCoordinate.coordinateLimit)
        guard left <= right, top <= bottom, right - left > 0 else { return 0 }
        return Self.height(below: top, boxMaxY: box.maxY, boxHeight: boxHeight)
    }

    /// The obscured height from an overlap already computed, when the overlap has a positive
    /// width, else 0: the path for maps that rotate or skew, out of line (its arguments are
    /// values, so calling it copies no viewport).
    @usableFromInline
    static func obscuredHeight(overlap: LayoutRect?, box: LayoutRect, height: Double) -> Double {
        guard let overlap, overlap.width > 0 else { return 0 }
        return Self.height(below: overlap.minY, boxMaxY: box.maxY, boxHeight: height)
    }

    /// The height of the box below `top`: `clamp(B.maxY − top, 0, B.height)`.
    @usableFromInline @_transparent
    static func height(below top: Double, boxMaxY: Double, boxHeight: Double) -> Double {
        (boxMaxY - top).clamped(to: 0, boxHeight)
    }
}
