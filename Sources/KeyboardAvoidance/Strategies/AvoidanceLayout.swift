/// Everything a strategy needs to know about the screen, in its **resting** state: the layout the
/// app shows when there is no keyboard.
///
/// The strategies are pure functions of a resting layout and a keyboard. The resting layout never
/// contains their own adjustments — no keyboard inset, no shift, no grown content — which is what
/// makes every adjustment absolute: showing, changing and hiding the keyboard are the same call,
/// and nothing accumulates. The one exception is deliberate: the scroll views' bounds origins are
/// the offsets the user scrolled to, so when the user scrolls while the keyboard is up the app
/// records the new offset here (``applying(_:)`` does that for an adjustment).
public struct AvoidanceLayout: Sendable, Hashable, Codable {
    /// The window and its views, at rest; scroll views' bounds origins are their content offsets.
    public var hierarchy: ViewHierarchy
    /// The view that the view-shift strategy moves and the resize strategy shrinks: usually the
    /// view controller's view.
    public var rootView: ViewHierarchy.NodeID
    /// The scroll views, in any order.
    ///
    /// The strategies use those that contain ``focus``, innermost first.
    public var scrollContainers: [ScrollContainer]
    /// What must stay visible.
    public var focus: FocusTarget
    /// The distance to keep between the focus target and the keyboard (and the top of the visible area), in points; 10 by default.
    ///
    /// Negative values count as 0.
    @FiniteCoordinate public var margin: Double
    /// What to do about a floating or split keyboard; ``UndockedKeyboardPolicy/ignore`` by default.
    public var undockedPolicy: UndockedKeyboardPolicy

    /// The default ``margin``: 10 pt, as IQKeyboardManager's `keyboardDistance`.
    ///
    /// Other values in common use — 5 pt, or the field's top kept 60 pt above the keyboard — are
    /// values of ``margin`` too.
    public static let defaultMargin: Double = 10

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - hierarchy: The window and its views, at rest.
    ///   - rootView: The view moved by view shift and shrunk by resize.
    ///   - scrollContainers: The scroll views, in any order.
    ///   - focus: What must stay visible.
    ///   - margin: The distance to keep from the keyboard; negative counts as 0.
    ///   - undockedPolicy: What to do about a floating or split keyboard.
    @inlinable
    public init(
        hierarchy: ViewHierarchy, rootView: ViewHierarchy.NodeID, scrollContainers: [ScrollContainer] = [],
        focus: FocusTarget, margin: Double = AvoidanceLayout.defaultMargin, undockedPolicy: UndockedKeyboardPolicy = .ignore
    ) {
        self.hierarchy = hierarchy
        self.rootView = rootView
        self.scrollContainers = scrollContainers
        self.focus = focus
        self.margin = margin
        self.undockedPolicy = undockedPolicy
    }

    /// The margin actually used: `max(0, margin)`.
    @inlinable public var effectiveMargin: Double { Swift.max(0, margin) }

    /// The resting layout after the user has taken up an adjustment's scroll positions: each
    /// adjusted scroll view's bounds origin becomes its adjusted content offset.
    ///
    /// Insets, content sizes and the root view's position stay the app's own.
    ///
    /// Evaluating the same strategy and keyboard on the result gives the same adjustment again (a
    /// fixpoint): the strategies' reveal and centre steps leave an already-visible target where
    /// it is.
    ///
    /// - Parameter adjustment: An adjustment computed for this layout.
    /// - Returns: The layout with the adjusted scroll positions as its resting offsets.
    public func applying(_ adjustment: KeyboardAdjustment) -> AvoidanceLayout {
        var result = self
        for containerAdjustment in adjustment.allContainers {
            guard var node = result.hierarchy.node(containerAdjustment.node) else { continue }
            node.boundsOrigin = containerAdjustment.contentOffset
            try? result.hierarchy.setNode(containerAdjustment.node, to: node)
        }
        return result
    }

    /// The hierarchy as it appears on screen with an adjustment applied: scroll containers at the adjusted offsets and the root view translated; everything else at rest.
    ///
    /// Content insets and sizes do not move anything by themselves, so they do not appear here.
    ///
    /// - Parameter adjustment: An adjustment computed for this layout.
    /// - Returns: The presented hierarchy.
    public func presentedHierarchy(applying adjustment: KeyboardAdjustment) -> ViewHierarchy {
        var presented = applying(adjustment).hierarchy
        guard adjustment.rootViewTranslation != 0, let root = presented.node(rootView) else { return presented }
        let parentSpace: ViewHierarchy.CoordinateSpace = presented.parent(of: rootView).map { .node($0) } ?? .screen
        guard let centerInWindow = presented.convert(root.center, from: parentSpace, to: .window),
            let moved = presented.convert(
                centerInWindow.offsetBy(dx: 0, dy: adjustment.rootViewTranslation), from: .window, to: parentSpace)
        else { return presented }
        var shifted = root
        shifted.center = moved
        try? presented.setNode(rootView, to: shifted)
        return presented
    }

    /// The scroll containers that contain the focus, innermost first: the chain the strategies scroll, in the order of ``KeyboardAdjustment/allContainers``.
    ///
    /// Unknown nodes and containers that do not contain the focus are left out.
    ///
    /// - Complexity: O(c log c + c·d) for c containers at depth up to d; allocates the result.
    public var scrollChain: [ScrollContainer] {
        scrollContainers
            .filter { hierarchy.isNode(focus.node, inSubtreeOf: $0.node) }
            .sorted { (hierarchy.depth(of: $0.node) ?? 0) > (hierarchy.depth(of: $1.node) ?? 0) }
    }
}
