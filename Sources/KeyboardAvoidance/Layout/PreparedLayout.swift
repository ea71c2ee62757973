/// The part of an ``AvoidanceLayout`` that does not depend on the keyboard, computed once and
/// flattened: what the strategies need, with every walk through the hierarchy already done.
///
/// Evaluating a strategy on a prepared layout is arithmetic on a few dozen numbers — no
/// conversion through the hierarchy, and no allocation (unless scroll views are nested, for the
/// outer ones' results). Prepare once when the layout changes, then
/// evaluate for every keyboard frame: during an interactive dismissal that is every display frame.
/// `strategy.adjustment(for: layout, keyboard:)` is exactly
/// `strategy.adjustment(for: PreparedLayout(layout), keyboard:)`.
public struct PreparedLayout: Sendable, Hashable {
    /// The resting layout this was prepared from: what a strategy of your own evaluates.
    public let layout: AvoidanceLayout
    /// The scroll views holding the focus, innermost first; empty when there is none.
    ///
    /// The scrolling strategies act on every one, as a chain (SPEC §10.2); preparing clears the
    /// safe area of those inside the keyboard's scroll view.
    var scrollViews: [PreparedContainer]
    /// The index in ``scrollViews`` of the keyboard's scroll view (SPEC §10.2): the outermost one
    /// that is not horizontal-only, or the outermost when every one is; 0 when there is none.
    ///
    /// It alone meets the keyboard and the safe area. The ones outside it — pagers and carousels
    /// around a vertical form — keep their vertical values and only scroll sideways.
    var keyboardScrollViewIndex: Int
    /// The layout's other scroll views, in listing order (SPEC §10.2).
    ///
    /// Listed, holding no focus, inside no other listed scroll view, not riding on the keyboard and
    /// not horizontal-only. Each meets the keyboard where it rests and takes its inset; none scrolls.
    var otherScrollViews: [PreparedContainer]
    /// The root view's frame in window coordinates, as the keyboard (mapped screen → window)
    /// sees it: what view shift moves.
    var rootFrameInWindow: ObscurableRegion
    /// How high view shift may take the focus's top, in window coordinates: the top of the
    /// window's safe area, or of the safe area the root view inherits when that is lower (a bar of
    /// an ancestor, which stays put when the root view moves).
    var safeTop: Double
    /// How far view shift may raise a root view that starts below the window's top edge (a sheet,
    /// a card, a centred modal) before its top leaves the safe area; `nil` — no limit — for a root
    /// view that starts at or above the window's top, such as a full-screen view (SPEC §10.5).
    var rootRiseLimit: Double?
    /// The root view's local space, `[0, w] × [0, h]`, as the keyboard sees it: what resize
    /// shrinks.
    var rootLocal: ObscurableRegion
    /// The root view's safe-area bottom: where resize rests.
    var rootSafeBottom: Double
    /// The focus in window coordinates, at rest, or `nil` when it cannot be converted there.
    var focusInWindow: LayoutRect?
    /// Whether the focus is the root view or inside it, so that moving the root view moves it.
    var focusMovesWithRootView: Bool
    /// The margins in effect, each `max(0, value)`.
    var margins: FocusMargins
    /// What the layout keeps clear of a keyboard: its window, policy and riding view's band.
    var clearance: KeyboardClearance
    /// The riding view, or `nil` when there is none (SPEC §6.5).
    var ridingView: PreparedRidingView?

    /// Prepares a layout: walks the hierarchy once for everything the strategies need.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Complexity: O(s² · d) for s listed scroll views at depth up to d; one allocation, the
    ///   prepared scroll views, when a scroll view holds the focus, and one when there are others.
    public init(_ layout: AvoidanceLayout) {
        self.layout = layout
        let hierarchy = layout.hierarchy
        margins = layout.margins.effective
        clearance = layout.clearance
        let rootNode = hierarchy.node(layout.rootView)
        let rootToWindow = rootNode == nil ? nil : hierarchy.transform(from: .node(layout.rootView), to: .window)
        let rootFrame = rootNode.flatMap { node in rootToWindow.map { node.bounds.applying($0) } }
        rootFrameInWindow = ObscurableRegion(
            screenToRegion: rootFrame == nil ? nil : hierarchy.transform(from: .screen, to: .window), rect: rootFrame ?? .zero)
        let windowTop = hierarchy.node(ViewHierarchy.window)?.bounds.minY ?? 0
        ridingView = layout.ridingView.flatMap { node in
            hierarchy.node(node).flatMap { hierarchy.convert($0.bounds, from: .node(node), to: .window) }.map { frame in
                PreparedRidingView(
                    column: ObscurableRegion(
                        screenToRegion: hierarchy.transform(from: .screen, to: .window),
                        rect: LayoutRect(minX: frame.minX, minY: Swift.min(windowTop, frame.minY), maxX: frame.maxX, maxY: frame.maxY)),
                    movesWithRoot: layout.ridingViewMovesWithRootView)
            }
        }
        let windowSafeTop = windowTop + Swift.max(0, hierarchy.windowSafeAreaInsets.top)
        let rootSafeArea = hierarchy.safeAreaInsets(of: layout.rootView)
        // The safe area that stays put when the root view moves: the one it inherits (the window's,
        // lowered by the bars of its ancestors). Its own top edge and its own bars move with it.
        let stationarySafeTop = hierarchy.inheritedSafeRectangle(of: layout.rootView)?.minY
        safeTop = Swift.max(windowSafeTop, stationarySafeTop ?? windowSafeTop)
        // A root view that starts below the window's top edge is presented over something (a
        // sheet, a card, a modal): its top may rise to the safe area's top, no further.
        rootRiseLimit = rootFrame.flatMap { $0.minY > windowTop ? Swift.max(0, $0.minY - windowSafeTop) : nil }
        rootLocal = ObscurableRegion(
            screenToLocal: rootNode == nil ? nil : hierarchy.localTransform(from: .screen, to: layout.rootView),
            size: rootNode?.boundsSize ?? .zero)
        rootSafeBottom = rootSafeArea?.bottom ?? 0
        focusMovesWithRootView = hierarchy.isNode(layout.focus.node, inSubtreeOf: layout.rootView)
        // A focus inside the riding view (the input bar's own text view) rides on the keyboard with
        // it: there is nothing to reveal, so no strategy scrolls or shifts for it (SPEC §6.5).
        let focusRides = layout.ridingView.map { hierarchy.isNode(layout.focus.node, inSubtreeOf: $0) } ?? false
        focusInWindow = focusRides ? nil : hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window)
        scrollViews = []
        var inner: ViewHierarchy.NodeID?
        for container in layout.scrollChainWalk {
            guard let node = hierarchy.node(container.node) else { continue }
            let prepared = PreparedContainer(
                container: container, offset: node.boundsOrigin, size: node.boundsSize,
                safeArea: hierarchy.safeAreaInsets(of: container.node) ?? .zero,
                screenToLocal: hierarchy.localTransform(from: .screen, to: container.node),
                ridesOnKeyboard: layout.ridingView.map { hierarchy.isNode(container.node, inSubtreeOf: $0) } ?? false,
                focus: inner == nil && !focusRides
                    ? hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(container.node)) : nil,
                fromInner: inner.flatMap { hierarchy.transform(from: .node($0), to: .node(container.node)) },
                toWindow: hierarchy.transform(from: .node(container.node), to: .window))
            scrollViews.append(prepared)
            inner = container.node
        }
        // The keyboard goes to the outermost scroll view that scrolls vertically or may (a pager
        // of forms gives it to the page's form); only that one meets the safe area: where an
        // inner one sits on screen depends on how the outer ones scroll, so it reveals within its
        // own bounds (SPEC §10.2).
        keyboardScrollViewIndex = scrollViews.lastIndex { !$0.isHorizontalOnly } ?? Swift.max(0, scrollViews.count - 1)
        for index in scrollViews.indices.prefix(keyboardScrollViewIndex) {
            scrollViews[index].safeArea = .zero
        }
        // Outer scroll views may page it in sideways: the keyboard's overlap is taken over the
        // rows it spans, wherever it rests sideways.
        if keyboardScrollViewIndex < scrollViews.count - 1 {
            scrollViews[keyboardScrollViewIndex].measuresOverlapAcrossWidth = true
        }
        otherScrollViews = []
        for (position, container) in layout.scrollContainers.enumerated() {
            guard let node = hierarchy.node(container.node),
                !layout.scrollContainers[..<position].contains(where: { $0.node == container.node }),
                !hierarchy.isNode(layout.focus.node, inSubtreeOf: container.node),
                !layout.scrollContainers.contains(where: { other in
                    other.node != container.node && hierarchy.isNode(container.node, inSubtreeOf: other.node)
                }),
                !(layout.ridingView.map { hierarchy.isNode(container.node, inSubtreeOf: $0) } ?? false)
            else { continue }
            let prepared = PreparedContainer(
                container: container, offset: node.boundsOrigin, size: node.boundsSize,
                safeArea: hierarchy.safeAreaInsets(of: container.node) ?? .zero,
                screenToLocal: hierarchy.localTransform(from: .screen, to: container.node), ridesOnKeyboard: false, focus: nil,
                fromInner: nil, toWindow: nil)
            if !prepared.isHorizontalOnly { otherScrollViews.append(prepared) }
        }
    }

    /// The part of the screen to keep clear for a keyboard: ``AvoidanceLayout/avoidedFrame(of:)``,
    /// the keyboard and the view riding on it.
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: The region to avoid, in screen coordinates.
    func avoidedFrame(of keyboard: KeyboardState) -> LayoutRect? {
        clearance.avoidedFrame(of: keyboard)
    }

    /// The riding view's vertical translation for a keyboard (SPEC §6.5): up by how far the
    /// keyboard's top reaches above its resting bottom, less what the root view's translation
    /// already moved it; 0 when there is none.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard.
    ///   - rootViewTranslation: The root view's translation in the same adjustment; the
    ///     finite-number policy applies (NaN counts as 0, SPEC §2).
    /// - Returns: The translation in window points, applied to the riding view itself; finite.
    public func ridingViewTranslation(for keyboard: KeyboardState, rootViewTranslation: Double) -> Double {
        let translation = ridingView?.translation(
            keyboardFrame: clearance.keyboardFrame(of: keyboard), rootViewTranslation: FiniteCoordinate.sanitized(rootViewTranslation))
        return FiniteCoordinate.sanitized(translation ?? 0)
    }

    /// The scroll view of the chain that takes the keyboard (SPEC §10.2): the outermost one around
    /// the focus that is not horizontal-only — a pager of forms gives it to the page's form — or
    /// the outermost when every one is; `nil` when no scroll view holds the focus.
    ///
    /// It alone gets the keyboard's inset (or growth) and reveals against the keyboard and the
    /// safe area; what a report of "the scroll view facing the keyboard" should show.
    public var keyboardScrollView: ScrollContainer? {
        scrollViews.indices.contains(keyboardScrollViewIndex) ? scrollViews[keyboardScrollViewIndex].container : nil
    }

    /// The innermost scroll view's resting values, or `nil` when no scroll view holds the focus:
    /// what strategies that do not scroll report for it.
    var restingInnermostContainer: ContainerAdjustment? {
        scrollViews.isEmpty ? nil : scrollViews[0].resting
    }
}
