extension ViewHierarchy {
    /// The safe-area insets of a node, derived as UIKit derives `UIView.safeAreaInsets`: how far
    /// the unsafe margins it inherits reach into the node's bounds, plus its own
    /// ``ViewNode/additionalSafeAreaInsets``.
    ///
    /// With `S` the safe rectangle the node inherits, converted into the node's local space (where
    /// the node spans `[0, width] × [0, height]` at any scroll offset, so the result does not
    /// depend on the scroll offset even in the last bit), and `A` its additional insets:
    ///
    /// - `top = clamp(clamp(S.minY, 0, height) + A.top, 0, height)`
    /// - `bottom = clamp(clamp(height − S.maxY, 0, height) + A.bottom, 0, height)`
    /// - `left = clamp(clamp(S.minX, 0, width) + A.left, 0, width)`
    /// - `right = clamp(clamp(width − S.maxX, 0, width) + A.right, 0, width)`
    ///
    /// (the outer clamp and the addition only when `A` is not zero). The window inherits its own
    /// safe rectangle, its bounds inset by ``windowSafeAreaInsets`` (each inset taken as at least
    /// 0). Every other node inherits the safe rectangle of its nearest ancestor with additional
    /// insets — that ancestor's local space inset by its own insets, collapsed as
    /// ``LayoutRect/inset(by:)`` collapses — or the window's when it has none
    /// (SPEC §5.1). So a node that fills the window has the window's insets, a node in the middle
    /// of the screen has none, a node under a navigation bar modelled as an ancestor's additional
    /// top inset has the bar's height as well, and a node entirely inside an unsafe margin may
    /// have `top + bottom > height`. The insets are in the node's own units: a node scaled by 2
    /// sees a 34 pt margin as 17. Under a rotation, `S` is the bounding box of the rotated safe
    /// rectangle: a quarter turn moves the window's top inset exactly to the node's matching side,
    /// and any other angle can only make the insets smaller than the true reach of the margins.
    ///
    /// - Parameter id: The node; ``ViewHierarchy/window`` gives the window's own insets, clamped.
    /// - Returns: The derived insets, or `nil` if the node is not in this hierarchy or the window's
    ///   space cannot be converted into it or into an ancestor with additional insets (a
    ///   non-invertible transform on the way).
    /// - Complexity: O(d·(a + 1)) for a node at depth d with a ancestors that have additional
    ///   insets; allocates only when there are such ancestors.
    public func safeAreaInsets(of id: NodeID) -> LayoutInsets? {
        guard index(of: id) != nil, let inherited = inheritedSafeRectangle(of: id) else { return nil }
        return safeAreaInsets(of: id, inheriting: inherited)
    }

    /// The window's safe rectangle, in window coordinates: its bounds inset by the window's insets,
    /// each taken as at least 0.
    internal var windowSafeRectangle: LayoutRect {
        // The window is always entry 0.
        windowSafeRectangle(in: entries[0].node.bounds)
    }

    /// The window's bounds, or its local space, inset by the window's insets, each taken as at least 0.
    internal func windowSafeRectangle(in space: LayoutRect) -> LayoutRect {
        let insets = windowSafeAreaInsets
        return space.inset(
            by: LayoutInsets(
                top: Swift.max(0, insets.top), left: Swift.max(0, insets.left), bottom: Swift.max(0, insets.bottom),
                right: Swift.max(0, insets.right)))
    }

    /// The safe rectangle a node inherits, in window coordinates: the window's, narrowed by each
    /// ancestor with additional insets, outermost first.
    internal func inheritedSafeRectangle(of id: NodeID) -> LayoutRect? {
        var safe = windowSafeRectangle
        guard id != Self.window else { return safe }
        // The ancestors that narrow it, innermost first. Empty (and so not allocated) for the
        // common hierarchy, where only the window's insets count.
        var narrowing: [NodeID] = []
        // Walks the storage's parent indices, reading one field of each entry rather than copying
        // its node (this runs for every scroll view a layout prepares).
        var ancestor = index(of: id).map { entries[$0].parent } ?? -1
        while ancestor >= 0 {
            if entries[ancestor].node.additionalSafeAreaInsets != .zero { narrowing.append(NodeID(rawValue: ancestor)) }
            ancestor = entries[ancestor].parent
        }
        for ancestor in narrowing.reversed() {
            guard let insets = safeAreaInsets(of: ancestor, inheriting: safe),
                let toWindow = localTransform(from: .window, to: ancestor)?.inverted()
            else { return nil }
            safe = LayoutRect(origin: .zero, size: entries[ancestor.rawValue].node.boundsSize).inset(by: insets).applying(toWindow)
        }
        return safe
    }

    /// A node's insets, given the safe rectangle it inherits in window coordinates.
    internal func safeAreaInsets(of id: NodeID, inheriting safeRectangle: LayoutRect) -> LayoutInsets? {
        guard let index = index(of: id), let toNode = localTransform(from: .window, to: id) else { return nil }
        let node = entries[index].node
        // Measured in the node's local space, where it spans [0, width] × [0, height] at any
        // scroll offset. The window's own rectangle is made there directly: through its bounds, a
        // large bounds origin would round a tiny inset away, and the window's insets would depend
        // on its own scroll offset (a window that is itself a scroll view then has no fixpoint).
        let safe =
            id == Self.window
            ? windowSafeRectangle(in: LayoutRect(origin: .zero, size: node.boundsSize)) : safeRectangle.applying(toNode)
        let width = node.boundsSize.width
        let height = node.boundsSize.height
        let inherited = LayoutInsets(
            top: safe.minY.clamped(to: 0, height),
            left: safe.minX.clamped(to: 0, width),
            bottom: (height - safe.maxY).clamped(to: 0, height),
            right: (width - safe.maxX).clamped(to: 0, width)
        )
        let additional = node.additionalSafeAreaInsets
        // Without additional insets the inherited ones are the result, bit for bit.
        guard additional != .zero else { return inherited }
        return LayoutInsets(
            top: (inherited.top + additional.top).clamped(to: 0, height),
            left: (inherited.left + additional.left).clamped(to: 0, width),
            bottom: (inherited.bottom + additional.bottom).clamped(to: 0, height),
            right: (inherited.right + additional.right).clamped(to: 0, width)
        )
    }
}
