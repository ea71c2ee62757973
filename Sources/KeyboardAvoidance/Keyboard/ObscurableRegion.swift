/// A rectangle the keyboard may cover, in a coordinate space of its own, with the map from the
/// screen into that space: the one place the obscured-height formula (SPEC §6.3) is written.
///
/// ``ViewHierarchy/obscuredBottomHeight(of:by:policy:)`` builds one for a node on every call; a
/// ``PreparedLayout`` builds one per scroll view and for the root view once, so that evaluating a
/// strategy for a new keyboard frame maps one rectangle and intersects it with another.
///
/// With `K` the keyboard's avoided frame in screen coordinates, `T` the map and `B` the region:
/// `O = T(K) ∩ B` (the bounding box of the mapped frame, clipped to the region), and the obscured
/// height is `clamp(B.maxY − O.minY, 0, B.height)` when `O` exists and has a positive width, else
/// 0. For a node in its local space `B = [0, w] × [0, h]`, which gives `clamp(h − O.minY, 0, h)`.
internal struct ObscurableRegion: Sendable, Hashable {
    /// Screen → the region's space, or `nil` when the screen does not map into it (a
    /// non-invertible transform on the way); then the keyboard covers nothing of it.
    var screenToRegion: LayoutTransform?
    /// The region, in its own space, standardized.
    var rect: LayoutRect

    /// A region reached from the screen by `screenToRegion`.
    ///
    /// - Parameters:
    ///   - screenToRegion: The map from the screen into the region's space, if there is one.
    ///   - rect: The region in that space.
    init(screenToRegion: LayoutTransform?, rect: LayoutRect) {
        self.screenToRegion = screenToRegion
        self.rect = rect.standardized
    }

    /// A node's local space, `[0, width] × [0, height]`, reached by `screenToLocal`.
    ///
    /// - Parameters:
    ///   - screenToLocal: The map from the screen into the node's local space, if there is one.
    ///   - size: The node's bounds size.
    init(screenToLocal: LayoutTransform?, size: LayoutSize) {
        self.init(screenToRegion: screenToLocal, rect: LayoutRect(origin: .zero, size: size))
    }

    /// The part of the region the keyboard's avoided frame covers, `T(K) ∩ B`.
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates
    ///   (``KeyboardState/avoidedFrame(policy:window:ridingHeight:)``), or `nil` when nothing is to be avoided.
    /// - Returns: The covered rectangle in the region's space, or `nil` when the region is
    ///   unreachable, nothing is avoided, or the two do not meet.
    func overlap(with avoided: LayoutRect?) -> LayoutRect? {
        guard let screenToRegion, let avoided else { return nil }
        return avoided.applying(screenToRegion).intersection(rect)
    }

    /// How much of the region's bottom the keyboard's avoided frame covers, in the region's units:
    /// `clamp(B.maxY − O.minY, 0, B.height)` when the overlap `O` has a positive width, else 0.
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates, or `nil`.
    /// - Returns: A height in `[0, B.height]`.
    func obscuredHeight(by avoided: LayoutRect?) -> Double {
        guard let overlap = overlap(with: avoided), overlap.width > 0 else { return 0 }
        return (rect.maxY - overlap.minY).clamped(to: 0, rect.height)
    }

    /// How much of the region's bottom the avoided frame covers over the rows it spans.
    ///
    /// ``obscuredHeight(by:)`` with the region widened to the avoided frame's width (in the
    /// region's space), wherever the region sits sideways: for a view that another one may bring in
    /// from the side, such as a form on a pager's page (SPEC §10.2).
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates.
    /// - Returns: A height between 0 and the region's height; 0 when it cannot be converted.
    func obscuredHeightAcrossWidth(by avoided: LayoutRect?) -> Double {
        guard let screenToRegion, let avoided else { return 0 }
        let local = avoided.applying(screenToRegion)
        let rows = LayoutRect(minX: local.minX, minY: rect.minY, maxX: local.maxX, maxY: rect.maxY)
        return ObscurableRegion(screenToRegion: .identity, rect: rows).obscuredHeight(by: local)
    }

    /// The top edge of the keyboard's avoided frame in the region's space, `T(K).minY`, when the
    /// frame covers part of the region (its obscured height is positive), else `nil`.
    ///
    /// Unlike the overlap's top it is not clipped to the region: a keyboard whose top is above the
    /// region's top (a short sheet wholly under it) reports that higher edge, which is what a view
    /// moving up must clear.
    ///
    /// - Parameter avoided: The keyboard's avoided frame in screen coordinates, or `nil`.
    /// - Returns: The keyboard's top edge in the region's units, or `nil`.
    func coveringTop(of avoided: LayoutRect?) -> Double? {
        guard let screenToRegion, let avoided, obscuredHeight(by: avoided) > 0 else { return nil }
        return avoided.applying(screenToRegion).minY
    }
}
