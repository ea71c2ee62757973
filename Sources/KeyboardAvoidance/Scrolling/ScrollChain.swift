// The scrolling strategies' one mechanism (SPEC §10.2–§10.3). Scroll inset, content growth and
// centring read in their own file, this one and ScrollViewport.swift: this file holds the chain of
// scroll views around the focus and what each of them does with a keyboard — the keyboard's inset
// (or the content's growth), its scrollable range and the offsets that reveal the focus;
// ScrollViewport.swift holds the reveal on one axis and its alignment. They work on what
// PreparedLayout.swift prepares (the chain, which scroll view takes the keyboard, each one's
// settings) and on the keyboard's overlap of a region (ObscurableRegion.swift). The strategies
// differ only in where the keyboard's scroll view takes the keyboard (`KeyboardInsetPlacement`) and
// at which alignment it reveals.

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

/// A scroll view around the focus, flattened: what the chain needs of it for any keyboard, and
/// its insets' and ranges' formulas (SPEC §10.2), which read its own (content) coordinates and do
/// not depend on its scroll offset.
///
/// The one thing that depends on the keyboard, how much of the scroll view it covers, is passed
/// to the formulas below as `obscuredHeight`: the outermost scroll view's overlap, 0 for an inner
/// one.
struct PreparedContainer: Sendable, Hashable {
    /// The app's own values.
    var container: ScrollContainer
    /// The resting content offset: the bounds origin.
    var offset: LayoutPoint
    /// The bounds size, independent of the offset.
    var size: LayoutSize
    /// The safe area its reveal and its ranges take in: its own where it rests, except for an inner
    /// scroll view of a prepared layout's chain, whose place on screen depends on how the outer
    /// ones scroll: ``PreparedLayout`` clears that one's.
    var safeArea: LayoutInsets
    /// Its local space, `[0, w] × [0, h]`, as the keyboard sees it.
    var region: ObscurableRegion
    /// Whether it is the riding view or inside it (the input bar's own text view): it rides on the
    /// keyboard, which therefore never covers it (SPEC §6.5).
    var ridesOnKeyboard: Bool
    /// The focus in its content coordinates (the innermost scroll view only).
    var focus: LayoutRect?
    /// Whether it scrolls vertically at rest (``ScrollViewSettings/scrollsVertically(inViewportOfHeight:)``).
    var scrollsVertically: Bool
    /// Whether it scrolls horizontally at rest (``ScrollViewSettings/scrollsHorizontally(inViewportOfWidth:)``).
    var scrollsHorizontally: Bool
    /// Whether the keyboard's overlap is measured over the rows it spans, wherever it sits
    /// sideways: set for the keyboard's scroll view inside a pager or carousel, which may bring it
    /// in from the side (SPEC §10.2).
    var measuresOverlapAcrossWidth = false
    /// Whether it adds the top and bottom of its safe area (``ScrollViewSettings/addsVerticalSafeArea(inViewportOf:)``).
    var addsVerticalSafeArea: Bool
    /// Whether it adds the left and right of its safe area (``ScrollViewSettings/addsHorizontalSafeArea(inViewportOf:)``).
    var addsHorizontalSafeArea: Bool
    /// The next inner scroll view's content coordinates → its own, at rest.
    var fromInner: LayoutTransform?
    /// Its content coordinates → window coordinates, at rest.
    var toWindow: LayoutTransform?

    init(
        container: ScrollContainer, offset: LayoutPoint, size: LayoutSize, safeArea: LayoutInsets, screenToLocal: LayoutTransform?,
        ridesOnKeyboard: Bool, focus: LayoutRect?, fromInner: LayoutTransform?, toWindow: LayoutTransform?
    ) {
        self.container = container
        self.offset = offset
        self.size = size
        self.safeArea = safeArea
        scrollsVertically = container.settings.scrollsVertically(inViewportOfHeight: size.height)
        scrollsHorizontally = container.settings.scrollsHorizontally(inViewportOfWidth: size.width)
        addsVerticalSafeArea = container.settings.addsVerticalSafeArea(inViewportOf: size)
        addsHorizontalSafeArea = container.settings.addsHorizontalSafeArea(inViewportOf: size)
        region = ObscurableRegion(screenToLocal: screenToLocal, size: size)
        self.ridesOnKeyboard = ridesOnKeyboard
        self.focus = focus
        self.fromInner = fromInner
        self.toWindow = toWindow
    }

    /// The resting values: its resting offset and the app's own insets and size.
    var resting: ContainerAdjustment {
        .resting(container, offset: offset)
    }

    /// Whether it scrolls horizontally and not vertically: a pager or a carousel, which does not
    /// take the keyboard from a vertical scroll view inside it (SPEC §10.2).
    var isHorizontalOnly: Bool { scrollsHorizontally && !scrollsVertically }

    /// How much of it the keyboard's avoided frame covers (SPEC §6.3): none when it rides on the
    /// keyboard; over the rows it spans when ``measuresOverlapAcrossWidth``.
    func obscuredHeight(by avoided: LayoutRect?) -> Double {
        if ridesOnKeyboard { return 0 }
        return measuresOverlapAcrossWidth ? region.obscuredHeightAcrossWidth(by: avoided) : region.obscuredHeight(by: avoided)
    }

    /// The keyboard's addition to a bottom inset of the app's:
    /// `max(0, obscured − a·safeArea.bottom − max(0, own))`, with `a` whether the scroll view adds
    /// the top and bottom of its safe area — then it adds the safe-area bottom already, which the
    /// keyboard covers too.
    ///
    /// The app's own bottom inset is taken as under the keyboard, as the safe area is: it makes room
    /// for what sits at the bottom (a toolbar, a floating button), which the keyboard now covers, so
    /// the inset is the larger of the two, `max(own, obscured − a·safeArea.bottom)`, never their sum
    /// (SPEC §10.2).
    ///
    /// - Parameters:
    ///   - obscuredHeight: How much of its bottom the keyboard covers.
    ///   - own: The app's own bottom inset (content or indicator) the addition goes on.
    /// - Returns: The addition, 0 or more.
    func keyboardInset(obscuredHeight: Double, beyond own: Double) -> Double {
        Swift.max(0, obscuredHeight - (addsVerticalSafeArea ? safeArea.bottom : 0) - Swift.max(0, own))
    }

    /// The resting values with the keyboard inset added to the content and indicator insets'
    /// bottoms (each the larger of the app's and the keyboard's), and the offset left at rest: what
    /// scroll inset and centring set before scrolling.
    ///
    /// - Parameter obscuredHeight: How much of the scroll view's bottom the keyboard covers.
    /// - Returns: The scroll view's values before it scrolls.
    func insetForKeyboard(obscuredHeight: Double) -> ContainerAdjustment {
        var adjustment = resting
        adjustment.contentInsets.bottom =
            container.contentInsets.bottom + keyboardInset(obscuredHeight: obscuredHeight, beyond: container.contentInsets.bottom)
        adjustment.scrollIndicatorInsets.bottom =
            container.scrollIndicatorInsets.bottom
            + keyboardInset(obscuredHeight: obscuredHeight, beyond: container.scrollIndicatorInsets.bottom)
        return adjustment
    }

    /// The resting values with the keyboard inset added to the content's height, and the offset
    /// left at rest: what content growth sets before scrolling.
    ///
    /// - Parameter obscuredHeight: How much of the scroll view's bottom the keyboard covers.
    /// - Returns: The scroll view's values before it scrolls.
    func grownForKeyboard(obscuredHeight: Double) -> ContainerAdjustment {
        var adjustment = resting
        adjustment.contentSize.height =
            container.contentSize.height + keyboardInset(obscuredHeight: obscuredHeight, beyond: container.contentInsets.bottom)
        return adjustment
    }

    /// The hidden band at the top of the viewport: the safe-area top.
    var hiddenTop: Double { safeArea.top }

    /// The hidden band at the bottom: the keyboard or the safe-area bottom, whichever is higher.
    ///
    /// - Parameter obscuredHeight: How much of its bottom the keyboard covers.
    /// - Returns: The band's height.
    func hiddenBottom(obscuredHeight: Double) -> Double { Swift.max(safeArea.bottom, obscuredHeight) }

    /// The vertical scrollable range with `bottomInset` as the content inset's bottom and
    /// `contentHeight` as the content's height (the safe area's top and bottom added when the
    /// scroll view adds them).
    func range(bottomInset: Double, contentHeight: Double) -> ScrollRange {
        let adds = addsVerticalSafeArea
        return ScrollRange(
            contentHeight: contentHeight, viewportHeight: size.height,
            adjustedTop: container.contentInsets.top + (adds ? safeArea.top : 0), adjustedBottom: bottomInset + (adds ? safeArea.bottom : 0)
        )
    }

    /// The scrollable range of a scroll view holding `adjusted`'s bottom inset and content height.
    func range(of adjusted: ContainerAdjustment) -> ScrollRange {
        range(bottomInset: adjusted.contentInsets.bottom, contentHeight: adjusted.contentSize.height)
    }

    /// The horizontal scrollable range: `[−(own.left + a·s.left), contentWidth + own.right + a·s.right − W]`
    /// with `a` whether the scroll view adds the left and right of its safe area.
    var horizontalRange: ScrollRange {
        let adds = addsHorizontalSafeArea
        let leading = container.contentInsets.left + (adds ? safeArea.left : 0)
        let trailing = container.contentInsets.right + (adds ? safeArea.right : 0)
        return ScrollRange(lower: -leading, upper: container.contentSize.width + trailing - size.width)
    }

    /// The vertical axis for `adjusted`'s inset and content height: the bounds height, the hidden
    /// bands and the range (SPEC §10.2).
    ///
    /// - Parameters:
    ///   - adjusted: The values with the keyboard's inset or growth already applied.
    ///   - obscuredHeight: How much of its bottom the keyboard covers.
    /// - Returns: The vertical viewport.
    func verticalViewport(of adjusted: ContainerAdjustment, obscuredHeight: Double) -> ScrollViewport {
        ScrollViewport(
            length: size.height, hiddenStart: hiddenTop, hiddenEnd: hiddenBottom(obscuredHeight: obscuredHeight),
            range: range(of: adjusted))
    }

    /// The horizontal axis: the bounds width, the side bands of the safe area and the range.
    var horizontalViewport: ScrollViewport {
        ScrollViewport(length: size.width, hiddenStart: safeArea.left, hiddenEnd: safeArea.right, range: horizontalRange)
    }

    /// The vertical offset that reveals `target` (content coordinates) grown by the margins, at
    /// `alignment`, in the range `adjusted`'s inset and content height allow (SPEC §10.3).
    ///
    /// - Parameters:
    ///   - target: The rectangle to reveal, in content coordinates.
    ///   - adjusted: The values with the keyboard's inset or growth already applied.
    ///   - obscuredHeight: How much of its bottom the keyboard covers.
    ///   - margins: The margins to keep above and below the target.
    ///   - alignment: Where the target lands in the visible band.
    /// - Returns: The new vertical content offset.
    func verticalOffset(
        revealing target: LayoutRect, in adjusted: ContainerAdjustment, obscuredHeight: Double, margins: FocusMargins,
        alignment: RevealAlignment
    ) -> Double {
        verticalViewport(of: adjusted, obscuredHeight: obscuredHeight).revealOffset(
            start: target.minY - margins.top, end: target.maxY + margins.bottom, from: offset.y, alignment: alignment)
    }

    /// The horizontal offset that reveals `target` (content coordinates), as `scrollRectToVisible`
    /// does (SPEC §10.3): the least scroll that shows it between the left and right safe-area bands
    /// (no margins), or, for a pager whose offset has to move, the page holding the target's centre.
    ///
    /// - Parameter target: The rectangle to reveal, in content coordinates.
    /// - Returns: The new horizontal content offset.
    func horizontalOffset(revealing target: LayoutRect) -> Double {
        let viewport = horizontalViewport
        let revealed = viewport.revealOffset(start: target.minX, end: target.maxX, from: offset.x)
        guard container.isPagingEnabled, revealed != offset.x, size.width > 0 else { return revealed }
        return viewport.range.clamp((target.midX / size.width).rounded(.down) * size.width)
    }
}

extension AvoidanceLayout {
    /// The offsets a scroll container can rest at with its values as the layout holds them.
    ///
    /// Per axis, UIKit's ranges (SPEC §10.2), from its bounds size, its safe area where it adds it,
    /// its insets and its content size: what UIKit clamps an offset into when the scroll view's
    /// size or content changes (SPEC §14.2).
    ///
    /// - Parameter container: A scroll container of this layout.
    /// - Returns: The horizontal and vertical ranges, or `nil` when its node is not in the hierarchy.
    /// - Complexity: O(depth of the node).
    @usableFromInline internal func offsetRanges(of container: ScrollContainer) -> (horizontal: ScrollRange, vertical: ScrollRange)? {
        guard let node = hierarchy.node(container.node) else { return nil }
        let prepared = PreparedContainer(
            container: container, offset: node.boundsOrigin, size: node.boundsSize,
            safeArea: hierarchy.safeAreaInsets(of: container.node) ?? .zero, screenToLocal: nil, ridesOnKeyboard: false,
            focus: nil, fromInner: nil, toWindow: nil)
        return (prepared.horizontalRange, prepared.range(of: prepared.resting))
    }
}
