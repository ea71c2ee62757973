extension ViewHierarchy {
    /// The safe-area insets of a node, derived from the window's as UIKit derives
    /// `UIView.safeAreaInsets`: how far the window's unsafe margins reach into the node's bounds.
    ///
    /// With `S` the window's safe rectangle (the window's bounds inset by
    /// ``windowSafeAreaInsets``, each inset taken as at least 0) converted into the node's space,
    /// and `B` the node's bounds (the computation runs in the node's local space, see
    /// ``localTransform(from:to:)``, so the result does not depend on the scroll offset even in
    /// the last bit):
    ///
    /// - `top = clamp(S.minY − B.minY, 0, B.height)`
    /// - `bottom = clamp(B.maxY − S.maxY, 0, B.height)`
    /// - `left = clamp(S.minX − B.minX, 0, B.width)`
    /// - `right = clamp(B.maxX − S.maxX, 0, B.width)`
    ///
    /// So a node that fills the window has the window's insets, a node in the middle of the screen
    /// has none, and a node entirely inside an unsafe margin may have `top + bottom > height`.
    /// The insets are in the node's own units: a node scaled by 2 sees a 34 pt margin as 17.
    /// Under a rotation, `S` is the bounding box of the rotated safe rectangle: a quarter turn
    /// moves the window's top inset exactly to the node's matching side, and any other angle can
    /// only make the insets smaller than the true reach of the margins.
    ///
    /// - Parameter id: The node; ``ViewHierarchy/window`` gives the window's own insets, clamped.
    /// - Returns: The derived insets, or `nil` if the node is not in this hierarchy or the window's
    ///   space cannot be converted into it (a non-invertible transform on the way).
    /// - Complexity: O(depth of the node).
    @inlinable
    public func safeAreaInsets(of id: NodeID) -> LayoutInsets? {
        guard let size = node(id)?.boundsSize,
            let windowBounds = node(Self.window)?.bounds,
            let toNode = localTransform(from: .window, to: id)
        else { return nil }
        let windowInsets = LayoutInsets(
            top: Swift.max(0, windowSafeAreaInsets.top),
            left: Swift.max(0, windowSafeAreaInsets.left),
            bottom: Swift.max(0, windowSafeAreaInsets.bottom),
            right: Swift.max(0, windowSafeAreaInsets.right)
        )
        // Measured in the node's local space, where it spans [0, width] × [0, height] at any
        // scroll offset.
        let safe = windowBounds.inset(by: windowInsets).applying(toNode)
        let width = size.width
        let height = size.height
        return LayoutInsets(
            top: safe.minY.clamped(to: 0, height),
            left: safe.minX.clamped(to: 0, width),
            bottom: (height - safe.maxY).clamped(to: 0, height),
            right: (width - safe.maxX).clamped(to: 0, width)
        )
    }
}
