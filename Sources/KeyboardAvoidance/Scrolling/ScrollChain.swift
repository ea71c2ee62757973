/// What the keyboard's scroll view of the chain does with the keyboard's inset: the one difference
/// between the scrolling strategies' chains (SPEC §10.2).
internal enum KeyboardInsetPlacement: Sendable {
    /// Added to the bottom content and indicator insets (scroll inset, centring).
    case contentInsets
    /// Added to the content's height (content growth).
    case contentHeight
}

extension PreparedLayout {
    /// Every scroll view around the focus, innermost first, as a scrolling strategy leaves it
    /// (SPEC §10.2): the hand-off of the focus from each scroll view to the next one out.
    ///
    /// Each scroll view reveals what the inner ones left of the focus — vertically unless it is an
    /// inner one that cannot scroll vertically or outside the keyboard's scroll view, horizontally
    /// when it scrolls horizontally — and hands the rest outward. Only the keyboard's scroll view
    /// (``keyboardScrollViewIndex``: the outermost unless pagers or carousels hold it) meets the
    /// keyboard and the safe area, takes the keyboard's inset where `placement` says, and reveals
    /// at `alignment`; inner ones reveal the focus within their own bounds with the least scroll.
    /// Nothing reveals unless `revealsFocus` and the keyboard covers the keyboard's scroll view.
    ///
    /// - Parameters:
    ///   - avoided: The keyboard's avoided frame in screen coordinates.
    ///   - placement: Where the keyboard's scroll view takes the keyboard's inset.
    ///   - revealsFocus: Whether the chain scrolls to reveal the focus.
    ///   - alignment: Where the keyboard's scroll view puts the focus.
    /// - Returns: The scroll views' values and the focus as they leave it.
    /// - Complexity: O(c + o) for c scroll views around the focus and o others; allocates the outer
    ///   results when c ≥ 2, and the others' when o ≥ 1.
    internal func chainAdjustment(
        avoiding avoided: LayoutRect?, placement: KeyboardInsetPlacement, revealsFocus: Bool, alignment: RevealAlignment
    ) -> ScrollChainResult {
        // The other scroll views take the keyboard's inset where they rest, and do not scroll.
        var result = KeyboardAdjustment(
            container: nil,
            otherContainers: otherScrollViews.map { other in
                let obscured = other.obscuredHeight(by: avoided)
                return placement == .contentHeight
                    ? other.grownForKeyboard(obscuredHeight: obscured) : other.insetForKeyboard(obscuredHeight: obscured)
            })
        guard let innermost = scrollViews.first, scrollViews.indices.contains(keyboardScrollViewIndex) else {
            return ScrollChainResult(adjustment: result, scrolledFocus: nil)
        }
        // Only the keyboard's scroll view meets the keyboard: its overlap, computed once. Nothing
        // covers an inner one (and preparing cleared its safe area); the outer ones, pagers and
        // carousels, keep their vertical values.
        let keyboardIndex = keyboardScrollViewIndex
        let keyboardObscured = scrollViews[keyboardIndex].obscuredHeight(by: avoided)
        let revealing = revealsFocus && keyboardObscured > 0
        // The focus as the scroll views handled so far leave it, in the last one's content
        // coordinates, and how far that one scrolled from its resting offset.
        var target = innermost.focus
        var scrolled = LayoutPoint.zero
        for (index, scrollView) in scrollViews.enumerated() {
            if index > 0 {
                target = target.flatMap { inner in
                    scrollView.fromInner.map { inner.offsetBy(dx: -scrolled.x, dy: -scrolled.y).applying($0) }
                }
            }
            let meetsKeyboard = index == keyboardIndex
            let obscured = meetsKeyboard ? keyboardObscured : 0
            var adjusted =
                meetsKeyboard && placement == .contentHeight
                ? scrollView.grownForKeyboard(obscuredHeight: obscured) : scrollView.insetForKeyboard(obscuredHeight: obscured)
            if revealing, let target {
                // An inner scroll view that cannot scroll vertically absorbs nothing vertically,
                // nor does an outer one; the keyboard's own always reveals (its keyboard inset can
                // make a short one scroll).
                if meetsKeyboard || (index < keyboardIndex && scrollView.scrollsVertically) {
                    adjusted.contentOffset.y = scrollView.verticalOffset(
                        revealing: target, in: adjusted, obscuredHeight: obscured, margins: margins,
                        alignment: meetsKeyboard ? alignment : .leastScroll)
                }
                if scrollView.scrollsHorizontally {
                    adjusted.contentOffset.x = scrollView.horizontalOffset(revealing: target)
                }
            }
            scrolled = LayoutPoint(x: adjusted.contentOffset.x - scrollView.offset.x, y: adjusted.contentOffset.y - scrollView.offset.y)
            if index == 0 {
                result.container = adjusted
            } else {
                result.outerContainers.append(adjusted)
            }
        }
        return ScrollChainResult(adjustment: result, scrolledFocus: target?.offsetBy(dx: -scrolled.x, dy: -scrolled.y))
    }

    /// Where the focus ends up in window coordinates once the chain has scrolled: the chain's
    /// scrolled focus mapped to the window by the outermost scroll view's resting map, or the
    /// resting focus when no scroll view holds it; `nil` when it cannot be converted there.
    ///
    /// - Parameter chain: What `chainAdjustment(avoiding:placement:revealsFocus:alignment:)`
    ///   returned for this layout.
    /// - Returns: The focus in window coordinates.
    internal func focusInWindow(after chain: ScrollChainResult) -> LayoutRect? {
        guard let outermost = scrollViews.last else { return focusInWindow }
        return chain.scrolledFocus.flatMap { focus in outermost.toWindow.map { focus.applying($0) } }
    }
}

/// What the chain of scroll views around the focus does for a keyboard (SPEC §10.2).
internal struct ScrollChainResult {
    /// The innermost scroll view's values as `container`, the others' as `outerContainers`.
    var adjustment: KeyboardAdjustment
    /// The focus once every scroll view has scrolled.
    ///
    /// It is in the outermost scroll view's content coordinates at rest, moved against its scroll,
    /// so that `PreparedLayout.focusInWindow(after:)` takes it to the window with the resting map;
    /// `nil` when there is no scroll view or the focus could not be handed on.
    var scrolledFocus: LayoutRect?
}
