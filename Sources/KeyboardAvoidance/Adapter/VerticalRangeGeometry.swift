/// What a scroll view's vertical range depends on besides its insets and content size — its bounds
/// size, its safe area and how it adjusts for it — taken once from a resting screen, so that the
/// avoider can tell where the range ends for any insets and content size it sets (SPEC §14.3)
/// without walking the hierarchy again.
@usableFromInline internal struct VerticalRangeGeometry: Sendable, Hashable, Codable {
    /// The app's settings: the adjustment behaviour and what decides whether it scrolls.
    var settings: ScrollViewSettings
    /// The bounds size.
    var viewportSize: LayoutSize
    /// The safe-area insets, in its own space (SPEC §5).
    var safeArea: LayoutInsets

    /// The geometry of a scroll container of a layout, or `nil` when its node is not in the
    /// hierarchy.
    ///
    /// - Parameters:
    ///   - container: A scroll container of `layout`.
    ///   - layout: The resting screen's layout.
    /// - Complexity: O(depth of the node).
    @usableFromInline init?(of container: ScrollContainer, in layout: AvoidanceLayout) {
        guard let node = layout.hierarchy.node(container.node) else { return nil }
        settings = container.settings
        viewportSize = node.boundsSize
        safeArea = layout.hierarchy.safeAreaInsets(of: container.node) ?? .zero
    }

    /// Where the vertical range ends with these insets and content size: SPEC §10.2's
    /// `max(lower, contentHeight + bottom + a·s.bottom − H)` with `lower = −(top + a·s.top)` and `a`
    /// whether the scroll view then adds the top and bottom of its safe area.
    ///
    /// - Parameters:
    ///   - contentInsets: The content insets.
    ///   - contentSize: The content size.
    /// - Returns: The range's upper end.
    /// - Complexity: O(1).
    func end(contentInsets: LayoutInsets, contentSize: LayoutSize) -> Double {
        var settings = settings
        settings.contentInsets = contentInsets
        settings.contentSize = contentSize
        let adds = settings.addsVerticalSafeArea(inViewportOf: viewportSize)
        return ScrollRange(
            contentHeight: contentSize.height, viewportHeight: viewportSize.height,
            adjustedTop: contentInsets.top + (adds ? safeArea.top : 0), adjustedBottom: contentInsets.bottom + (adds ? safeArea.bottom : 0)
        ).upper
    }

    /// Where the vertical range ends with a scroll view's values.
    ///
    /// - Parameter values: A scroll view's values (their insets and content size count).
    /// - Returns: The range's upper end.
    @usableFromInline func end(of values: ScrollViewValues) -> Double {
        end(contentInsets: values.contentInsets, contentSize: values.contentSize)
    }

    /// Where a vertical offset rests once the scroll view, showing `shown`, is given `given` (SPEC
    /// §14.3): the end of the new range when that range is shorter than the one shown and the offset
    /// lies past it — a range never shrinks under an offset — else the offset itself.
    ///
    /// - Parameters:
    ///   - offset: A vertical offset (resting, or a reveal base).
    ///   - shown: The values the scroll view shows.
    ///   - given: The values it is given now.
    /// - Returns: The offset, or the new range's end.
    @usableFromInline func offset(_ offset: Double, showing shown: ScrollViewValues, given: ScrollViewValues) -> Double {
        let givenEnd = end(of: given)
        return givenEnd < end(of: shown) && offset > givenEnd ? givenEnd : offset
    }
}
