/// Everything a strategy needs to know about the screen, in its **resting** state: the layout the
/// app shows when there is no keyboard.
///
/// The strategies are pure functions of a resting layout and a keyboard. The resting layout never
/// contains their own adjustments — no keyboard inset, no shift, no grown content — which is what
/// makes every adjustment absolute: showing, changing and hiding the keyboard are the same call,
/// and nothing accumulates. The one exception is deliberate: the scroll views' bounds origins are
/// the offsets the user scrolled to, so when the user scrolls while the keyboard is up the app
/// records the new offset here (``applying(_:)`` does that for an adjustment).
public struct AvoidanceLayout: Sendable, Hashable {
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
    /// The distances to keep between the focus and the keyboard below it and the top of the
    /// visible area above it; 10 pt each way by default (SPEC §10.1).
    ///
    /// Negative values count as 0.
    public var margins: FocusMargins
    /// What to do about a floating or split keyboard; ``UndockedKeyboardPolicy/ignore`` by default.
    public var undockedPolicy: UndockedKeyboardPolicy
    /// The view that rides on the keyboard — a chat input bar, a sticky footer pinned to the
    /// keyboard's top (`UIKeyboardLayoutGuide`, `KeyboardStickyView`, `imePadding` on a footer) —
    /// or `nil` (SPEC §6.5).
    ///
    /// The focus is kept clear of it as well as of the keyboard, and every adjustment says where it
    /// goes (``KeyboardAdjustment/ridingViewTranslation``). An unknown node counts as none.
    public var ridingView: ViewHierarchy.NodeID?
    /// What the builder could not do as asked: each view added to a parent the hierarchy does not
    /// hold went into the window instead, as ``LayoutDiagnostic/unknownParent(_:view:)`` records
    /// (``diagnostics(for:)`` lists them first).
    ///
    /// Part of equality, since it changes the diagnostics; not encoded, since in JSON every view
    /// names its parent and an unknown one is a decoding error.
    internal var buildingDiagnostics: [LayoutDiagnostic] = []

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - hierarchy: The window and its views, at rest.
    ///   - rootView: The view moved by view shift and shrunk by resize.
    ///   - scrollContainers: The scroll views, in any order.
    ///   - focus: What must stay visible.
    ///   - margins: The distances to keep above and below the focus; negative counts as 0.
    ///   - undockedPolicy: What to do about a floating or split keyboard.
    ///   - ridingView: The view that rides on the keyboard, or `nil`.
    public init(
        hierarchy: ViewHierarchy, rootView: ViewHierarchy.NodeID, scrollContainers: [ScrollContainer] = [],
        focus: FocusTarget, margins: FocusMargins = .default, undockedPolicy: UndockedKeyboardPolicy = .ignore,
        ridingView: ViewHierarchy.NodeID? = nil
    ) {
        self.hierarchy = hierarchy
        self.rootView = rootView
        self.scrollContainers = scrollContainers
        self.focus = focus
        self.margins = margins
        self.undockedPolicy = undockedPolicy
        self.ridingView = ridingView
    }

    /// The part of the screen this layout keeps clear for a keyboard: the keyboard's avoided frame
    /// for this layout's window and undocked policy, extended up by the riding view's height, or
    /// `nil` when there is none (SPEC §6.2, §6.4, §6.5).
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: The region to avoid, in screen coordinates.
    /// - Complexity: O(depth of the riding view).
    public func avoidedFrame(of keyboard: KeyboardState) -> LayoutRect? {
        clearance.avoidedFrame(of: keyboard)
    }

    /// The part of the screen the keyboard alone takes for this layout: its avoided frame for
    /// the layout's window and undocked policy, not extended by the riding view (SPEC §6.5) —
    /// what resize gives the keyboard layout guide, and where the riding view's bottom goes.
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: The keyboard's frame to avoid, in screen coordinates, or `nil` when there is none.
    /// - Complexity: O(1).
    public func keyboardFrame(of keyboard: KeyboardState) -> LayoutRect? {
        clearance.keyboardFrame(of: keyboard)
    }

    /// What this layout keeps clear of a keyboard: its window, undocked policy and riding view's
    /// height, which ``PreparedLayout`` takes once.
    internal var clearance: KeyboardClearance {
        KeyboardClearance(undockedPolicy: undockedPolicy, windowFrame: windowFrameInScreen, ridingHeight: ridingFrameInScreen?.height ?? 0)
    }

    /// The riding view's frame on the screen at rest, or `nil` when there is none (or it cannot be
    /// converted there).
    internal var ridingFrameInScreen: LayoutRect? {
        ridingView.flatMap { node in hierarchy.node(node).flatMap { hierarchy.convert($0.bounds, from: .node(node), to: .screen) } }
    }

    /// Whether the riding view lies inside the root view, so that the root view's translation
    /// carries it along (SPEC §6.5); `false` when there is no riding view.
    internal var ridingViewMovesWithRootView: Bool {
        ridingView.map { hierarchy.isNode($0, inSubtreeOf: rootView) } ?? false
    }

    /// How much of a node's bottom a keyboard covers for this layout (SPEC §6.3).
    ///
    /// The obscured height of the node by ``avoidedFrame(of:)``, so a keyboard docked to the window and the
    /// riding view count. What a strategy of an app's own measures.
    ///
    /// - Parameters:
    ///   - node: A node of this layout's hierarchy.
    ///   - keyboard: The keyboard.
    /// - Returns: The obscured height, in the node's units; 0 for an unknown node.
    /// - Complexity: O(depth of the node).
    public func obscuredBottomHeight(of node: ViewHierarchy.NodeID, by keyboard: KeyboardState) -> Double {
        hierarchy.obscuredBottomHeight(of: node, avoiding: avoidedFrame(of: keyboard))
    }

    /// Where a keyboard is for this layout's window: ``KeyboardState/placement(in:)`` with the
    /// window's frame on the screen, so a keyboard docked to a window that does not reach the
    /// screen's bottom is ``KeyboardPlacement/docked`` (SPEC §6.4).
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: Its placement for this layout's window.
    public func placement(of keyboard: KeyboardState) -> KeyboardPlacement {
        keyboard.placement(in: windowFrameInScreen)
    }

    /// The window's frame in screen coordinates: its bounds through its own geometry.
    internal var windowFrameInScreen: LayoutRect? {
        hierarchy.node(ViewHierarchy.window).map { $0.bounds.applying($0.boundsToParent) }
    }

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

    /// The hierarchy as it appears on screen with an adjustment applied: scroll containers at the
    /// adjusted offsets, the root view translated and the riding view on the keyboard; everything
    /// else at rest.
    ///
    /// Content insets and sizes do not move anything by themselves, so they do not appear here.
    ///
    /// - Parameter adjustment: An adjustment computed for this layout.
    /// - Returns: The presented hierarchy.
    public func presentedHierarchy(applying adjustment: KeyboardAdjustment) -> ViewHierarchy {
        var presented = applying(adjustment).hierarchy
        presented.translate(rootView, byWindowPoints: adjustment.rootViewTranslation)
        if let ridingView { presented.translate(ridingView, byWindowPoints: adjustment.ridingViewTranslation) }
        return presented
    }

    /// The scroll containers that contain the focus, innermost first: the chain the strategies
    /// scroll, in the order of ``KeyboardAdjustment/allContainers``.
    ///
    /// Unknown nodes and containers that do not contain the focus are left out. A node listed twice
    /// counts once, with its first listing. ``PreparedLayout`` prepares exactly this chain; a
    /// scroll view in it that cannot scroll on an axis keeps its resting values on that axis
    /// (SPEC §10.2).
    ///
    /// - Complexity: O(c²·d) for c containers at depth up to d; allocates the result.
    public var scrollChain: [ScrollContainer] {
        Array(scrollChainWalk)
    }
}

extension AvoidanceLayout {
    // The chain, one level at a time (``scrollChain``).

    /// ``scrollChain`` walked level by level, without building the array: what
    /// ``PreparedLayout`` iterates, so that preparing allocates only the prepared scroll views.
    internal var scrollChainWalk: ScrollChainWalk { ScrollChainWalk(layout: self, upcoming: innermostContainer) }

    /// The innermost scroll container that contains the focus, if any; no allocation.
    internal var innermostContainer: ScrollContainer? {
        nextContainer(shallowerThan: Int.max)
    }

    /// The deepest container containing the focus whose depth is less than `depth`.
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

/// The scroll containers around a layout's focus, innermost first: one container a level (the
/// first listed, when a node is listed twice), each the deepest containing the focus above the
/// last (``AvoidanceLayout/scrollChain``).
internal struct ScrollChainWalk: Sequence, IteratorProtocol {
    /// The layout whose chain this is.
    let layout: AvoidanceLayout
    /// The container the walk gives next, or `nil` when it is over.
    var upcoming: ScrollContainer?

    /// The next container out, or `nil` past the outermost (or at an unknown node).
    mutating func next() -> ScrollContainer? {
        guard let container = upcoming, layout.hierarchy.node(container.node) != nil else { return nil }
        upcoming = layout.hierarchy.depth(of: container.node).flatMap { layout.nextContainer(shallowerThan: $0) }
        return container
    }
}

extension ViewHierarchy {
    /// Moves a node's centre vertically by `dy` window points, in its parent's space; nothing
    /// happens for 0, an unknown node, or a centre that cannot be converted.
    fileprivate mutating func translate(_ node: NodeID, byWindowPoints dy: Double) {
        guard dy != 0, var moved = self.node(node) else { return }
        let parentSpace: CoordinateSpace = parent(of: node).map { .node($0) } ?? .screen
        guard let centerInWindow = convert(moved.center, from: parentSpace, to: .window),
            let center = convert(centerInWindow.offsetBy(dx: 0, dy: dy), from: .window, to: parentSpace)
        else { return }
        moved.center = center
        try? setNode(node, to: moved)
    }
}
