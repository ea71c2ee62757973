extension LayoutInsets {
    /// The insets a view adds to the safe area it inherits, from its whole safe-area insets: what a
    /// capture reports as ``CapturableView/layoutAdditionalSafeAreaInsets`` for a framework that
    /// only gives the whole (UIKit's `safeAreaInsets`).
    ///
    /// With `B` the view's bounds and `S` its superview's safe rectangle in the view's bounds
    /// coordinates, the inherited insets are how far the superview's unsafe margins reach into
    /// `B` — `top = clamp(S.minY − B.minY, 0, B.height)`, `bottom = clamp(B.maxY − S.maxY, 0, B.height)`,
    /// and likewise `left` and `right` across the width — and each edge of the result is
    /// `max(0, safeAreaInsets − inherited)` (SPEC §5.1). A view that only inherits adds nothing; a
    /// view controller's view under a 44 pt navigation bar adds 44 at the top.
    ///
    /// - Parameters:
    ///   - safeAreaInsets: The view's whole safe-area insets.
    ///   - bounds: The view's bounds.
    ///   - inheritedSafeRectangle: The superview's bounds inset by its safe-area insets, converted
    ///     into the view's bounds coordinates.
    /// - Returns: The additional insets, each at least 0.
    /// - Complexity: O(1).
    public static func additionalSafeAreaInsets(
        safeAreaInsets: LayoutInsets, bounds: LayoutRect, inheritedSafeRectangle: LayoutRect
    ) -> LayoutInsets {
        let safe = inheritedSafeRectangle
        let inherited = LayoutInsets(
            top: (safe.minY - bounds.minY).clamped(to: 0, bounds.height),
            left: (safe.minX - bounds.minX).clamped(to: 0, bounds.width),
            bottom: (bounds.maxY - safe.maxY).clamped(to: 0, bounds.height),
            right: (bounds.maxX - safe.maxX).clamped(to: 0, bounds.width))
        return LayoutInsets(
            top: Swift.max(0, safeAreaInsets.top - inherited.top), left: Swift.max(0, safeAreaInsets.left - inherited.left),
            bottom: Swift.max(0, safeAreaInsets.bottom - inherited.bottom),
            right: Swift.max(0, safeAreaInsets.right - inherited.right))
    }
}
