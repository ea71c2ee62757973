/// What the strategies derive about one scroll container for one keyboard: all in the container's
/// own (content) coordinates, all independent of its scroll offset.
internal struct ContainerGeometry {
    let container: ScrollContainer
    /// The resting content offset: the bounds origin.
    let offset: LayoutPoint
    /// The viewport's size: the bounds size, independent of the offset.
    let size: LayoutSize
    let safeArea: LayoutInsets
    /// How much of the container's bottom the keyboard covers (0 if hidden or ignored).
    let obscuredHeight: Double
    /// Whether it adds the top and bottom, and the left and right, of its safe area (SPEC §10.2).
    let addsVerticalSafeArea: Bool
    let addsHorizontalSafeArea: Bool

    /// The geometry of a prepared container whose obscured height is already known.
    ///
    /// With `onScreen` false — an inner scroll view of a nested chain, whose place on screen
    /// depends on how the outer ones scroll — the safe area and the keyboard are left out: such a
    /// scroll view only reveals the focus within its own bounds, with the app's own insets, and
    /// none of its values depends on anything the chain moves (SPEC §10.2).
    init(_ prepared: PreparedContainer, obscuredHeight: Double, onScreen: Bool) {
        container = prepared.container
        offset = prepared.offset
        size = prepared.size
        safeArea = onScreen ? prepared.safeArea : .zero
        self.obscuredHeight = onScreen ? obscuredHeight : 0
        addsVerticalSafeArea = prepared.addsVerticalSafeArea
        addsHorizontalSafeArea = prepared.addsHorizontalSafeArea
    }

    /// The keyboard's addition to the bottom content inset: `max(0, obscured − a·safeArea.bottom)`
    /// with `a` whether the scroll view adds the top and bottom of its safe area — then it adds
    /// the safe-area bottom already, which the keyboard covers too.
    var keyboardInset: Double {
        Swift.max(0, obscuredHeight - (addsVerticalSafeArea ? safeArea.bottom : 0))
    }

    /// The hidden band at the top of the viewport: the safe-area top.
    var hiddenTop: Double { safeArea.top }
    /// The hidden band at the bottom: the keyboard or the safe-area bottom, whichever is higher.
    var hiddenBottom: Double { Swift.max(safeArea.bottom, obscuredHeight) }

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

    /// The horizontal scrollable range: `[−(own.left + a·s.left), contentWidth + own.right + a·s.right − W]`
    /// with `a` whether the scroll view adds the left and right of its safe area.
    var horizontalRange: ScrollRange {
        let adds = addsHorizontalSafeArea
        let leading = container.contentInsets.left + (adds ? safeArea.left : 0)
        let trailing = container.contentInsets.right + (adds ? safeArea.right : 0)
        return ScrollRange(lower: -leading, upper: container.contentSize.width + trailing - size.width)
    }

    /// The resting values.
    var resting: ContainerAdjustment { .resting(container, offset: offset) }

    /// The scrollable range of a scroll view holding `adjusted`'s bottom inset and content height.
    func range(of adjusted: ContainerAdjustment) -> ScrollRange {
        range(bottomInset: adjusted.contentInsets.bottom, contentHeight: adjusted.contentSize.height)
    }

    /// The vertical axis for `adjusted`'s inset and content height: the bounds height, the hidden
    /// bands and the range (SPEC §10.2).
    func verticalViewport(of adjusted: ContainerAdjustment) -> ScrollViewport {
        ScrollViewport(length: size.height, hiddenStart: hiddenTop, hiddenEnd: hiddenBottom, range: range(of: adjusted))
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
    ///   - margins: The margins to keep above and below the target.
    ///   - alignment: Where the target lands in the visible band.
    /// - Returns: The new vertical content offset.
    func verticalOffset(
        revealing target: LayoutRect, in adjusted: ContainerAdjustment, margins: FocusMargins, alignment: RevealAlignment
    ) -> Double {
        verticalViewport(of: adjusted).revealOffset(
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
    internal func offsetRanges(of container: ScrollContainer) -> (horizontal: ScrollRange, vertical: ScrollRange)? {
        guard let node = hierarchy.node(container.node) else { return nil }
        let prepared = PreparedContainer(
            container: container, offset: node.boundsOrigin, size: node.boundsSize,
            safeArea: hierarchy.safeAreaInsets(of: container.node) ?? .zero, screenToLocal: nil, ridesOnKeyboard: false,
            focus: nil, fromInner: nil, toWindow: nil)
        let geometry = ContainerGeometry(prepared, obscuredHeight: 0, onScreen: true)
        return (geometry.horizontalRange, geometry.range(of: geometry.resting))
    }
}
