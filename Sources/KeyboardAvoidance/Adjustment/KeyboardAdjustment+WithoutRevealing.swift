// Insetting without revealing: what a keyboard that must not bring the focus into view gives, for
// any strategy (SPEC §7, §14.3).

extension KeyboardAdjustment {
    /// The adjustment with every reveal taken out and every inset kept: what layout does for a
    /// keyboard that must not bring the focus into view — another app's keyboard under
    /// ``NonLocalKeyboardPolicy/insetOnly``, whose ``KeyboardUpdate/revealsFocus`` is `false`.
    ///
    /// A rule on the result, so it holds for every strategy, an app's own included, whatever its
    /// formula:
    ///
    /// - each container (``container`` and ``outerContainers``) keeps its content insets, scroll
    ///   indicator insets and content size, and its offset becomes its scroll view's resting
    ///   offset, the node's bounds origin in `layout` (a container naming a node `layout` does not
    ///   hold keeps its offset);
    /// - ``rootViewTranslation`` becomes 0;
    /// - ``rootViewBottomInset`` is kept;
    /// - ``ridingViewTranslation`` is kept — the riding view still sits on the keyboard — less the
    ///   root view's translation it made up for when the riding view is inside the root view
    ///   (SPEC §6.5).
    ///
    /// So the scroll views are inset for the keyboard (content growth's content is taller) and
    /// everything under it can be scrolled into view, but nothing scrolls, the root view does not
    /// move, and view shift — which has nothing but a reveal — changes nothing. Resize keeps its
    /// inset: it is how a layout pinned to the keyboard keeps its content out from under it, and
    /// it moves nothing towards the focus. For the built-in strategies this is, field by field, the
    /// strategy's adjustment with its insets and its resting offsets: for ``ScrollInsetStrategy``
    /// exactly `ScrollInsetStrategy(revealsFocus: false)` without the remainder's shift.
    ///
    /// - Parameter layout: The resting layout the adjustment was evaluated on.
    /// - Returns: The adjustment without its reveal.
    /// - Complexity: O(c·n) for c containers in a layout of n nodes.
    public func withoutRevealing(in layout: AvoidanceLayout) -> KeyboardAdjustment {
        func resting(_ container: ContainerAdjustment) -> ContainerAdjustment {
            var container = container
            if let node = layout.hierarchy.node(container.node) { container.contentOffset = node.boundsOrigin }
            return container
        }
        // The riding view made up for the root view's translation, which is taken out.
        return KeyboardAdjustment(
            container: container.map(resting), outerContainers: outerContainers.map(resting),
            otherContainers: otherContainers.map(resting), rootViewTranslation: 0,
            rootViewBottomInset: rootViewBottomInset,
            ridingViewTranslation: ridingViewTranslation + (layout.ridingViewMovesWithRootView ? rootViewTranslation : 0))
    }
}
