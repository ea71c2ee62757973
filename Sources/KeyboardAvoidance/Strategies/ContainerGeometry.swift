/// What the strategies derive about one scroll container for one keyboard: all in the container's
/// own (content) coordinates, all independent of its scroll offset.
@usableFromInline
internal struct ContainerGeometry {
    @usableFromInline let container: ScrollContainer
    /// The resting content offset: the bounds origin.
    @usableFromInline let offset: LayoutPoint
    /// The viewport's size: the bounds size, independent of the offset.
    @usableFromInline let size: LayoutSize
    @usableFromInline let safeArea: LayoutInsets
    /// How much of the container's bottom the keyboard covers (0 if hidden or ignored).
    @usableFromInline let obscuredHeight: Double

    /// The geometry of a prepared container whose obscured height is already known.
    ///
    /// With `onScreen` false — an inner scroll view of a nested chain, whose place on screen
    /// depends on how the outer ones scroll — the safe area and the keyboard are left out: such a
    /// scroll view only reveals the focus within its own bounds, with the app's own insets, and
    /// none of its values depends on anything the chain moves (SPEC §10.2).
    @inlinable @inline(__always)
    init(_ prepared: PreparedContainer, obscuredHeight: Double, onScreen: Bool) {
        container = prepared.container
        offset = prepared.offset
        size = prepared.size
        safeArea = onScreen ? prepared.safeArea : .zero
        self.obscuredHeight = onScreen ? obscuredHeight : 0
    }

    /// The keyboard's addition to the bottom content inset:
    /// `max(0, obscured − (addsSafeAreaInsets ? safeArea.bottom : 0))` — the scroll view already
    /// adds the safe-area bottom, which the keyboard covers too.
    @inlinable @inline(__always) var keyboardInset: Double {
        Swift.max(0, obscuredHeight - (container.addsSafeAreaInsets ? safeArea.bottom : 0))
    }

    /// The hidden band at the top of the viewport: the safe-area top.
    @inlinable @inline(__always) var hiddenTop: Double { safeArea.top }
    /// The hidden band at the bottom: the keyboard or the safe-area bottom, whichever is higher.
    @inlinable @inline(__always) var hiddenBottom: Double { Swift.max(safeArea.bottom, obscuredHeight) }

    /// The scrollable range with `bottomInset` as the content inset's bottom and `contentHeight`
    /// as the content's height (the safe area added on top when the scroll view adds it).
    @inlinable @inline(__always)
    func range(bottomInset: Double, contentHeight: Double) -> ScrollRange {
        let addedTop = container.addsSafeAreaInsets ? safeArea.top : 0
        let addedBottom = container.addsSafeAreaInsets ? safeArea.bottom : 0
        return ScrollRange(
            contentHeight: contentHeight, viewportHeight: size.height,
            adjustedTop: container.contentInsets.top + addedTop, adjustedBottom: bottomInset + addedBottom)
    }

    /// The resting values.
    @inlinable @inline(__always) var resting: ContainerAdjustment { .resting(container, offset: offset) }

    /// The resting values with the keyboard inset added to the content and indicator insets'
    /// bottoms, and the offset left at rest: what scroll inset and centring set before scrolling.
    @inlinable @inline(__always) var insetForKeyboard: ContainerAdjustment {
        var adjustment = resting
        adjustment.contentInsets.bottom = container.contentInsets.bottom + keyboardInset
        adjustment.scrollIndicatorInsets.bottom = container.scrollIndicatorInsets.bottom + keyboardInset
        return adjustment
    }

    /// The resting values with the keyboard inset added to the content's height, and the offset
    /// left at rest: what content growth sets before scrolling.
    @inlinable @inline(__always) var grownForKeyboard: ContainerAdjustment {
        var adjustment = resting
        adjustment.contentSize.height = container.contentSize.height + keyboardInset
        return adjustment
    }

    /// The scrollable range of a scroll view holding `adjusted`'s bottom inset and content height.
    @inlinable @inline(__always)
    func range(of adjusted: ContainerAdjustment) -> ScrollRange {
        range(bottomInset: adjusted.contentInsets.bottom, contentHeight: adjusted.contentSize.height)
    }

    /// `adjusted` with its offset set to the least scroll that reveals `target` (content
    /// coordinates) grown by the margins (`top` above, `bottom` below), in the range `adjusted`'s inset and content height allow:
    /// the reveal step of scroll inset and content growth.
    ///
    /// - Parameters:
    ///   - target: The rectangle to reveal, in content coordinates.
    ///   - adjusted: The values with the keyboard's inset or growth already applied.
    ///   - margins: The margins to keep above and below the target.
    /// - Returns: `adjusted` with the revealing offset.
    @inlinable @inline(__always)
    func revealing(_ target: LayoutRect, in adjusted: ContainerAdjustment, margins: FocusMargins) -> ContainerAdjustment {
        var result = adjusted
        result.contentOffset.y = ScrollPrimitives.revealOffset(
            finiteTop: target.minY - margins.top, bottom: target.maxY + margins.bottom, offset: offset.y,
            viewportHeight: size.height, hiddenTop: hiddenTop, hiddenBottom: hiddenBottom, range: range(of: adjusted))
        return result
    }
}

extension AvoidanceLayout {
    /// The innermost scroll container that contains the focus, if any; no allocation.
    @inlinable
    internal var innermostContainer: ScrollContainer? {
        nextContainer(shallowerThan: Int.max)
    }

    /// The deepest container containing the focus whose depth is less than `depth`.
    @inlinable
    internal func nextContainer(shallowerThan depth: Int) -> ScrollContainer? {
        var best: ScrollContainer?
        var bestDepth = -1
        for container in scrollContainers {
            guard let containerDepth = hierarchy.depth(of: container.node), containerDepth < depth, containerDepth > bestDepth,
                hierarchy.isNode(focus.node, inSubtreeOf: container.node)
            else { continue }
            best = container
            bestDepth = containerDepth
        }
        return best
    }
}
