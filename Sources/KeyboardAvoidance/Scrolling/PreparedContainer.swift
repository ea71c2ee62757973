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
