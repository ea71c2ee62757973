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
    /// The scroll strategies act on the first; scroll inset also on the others (SPEC §10.2).
    var scrollViews: [PreparedContainer]
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
    /// - Complexity: O(c² + c·d) for c scroll views at depth up to d; one allocation, the prepared
    ///   scroll views, when a scroll view holds the focus.
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
    }

    /// The part of the screen to keep clear for a keyboard: ``AvoidanceLayout/avoidedFrame(of:)``,
    /// the keyboard and the view riding on it.
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: The region to avoid, in screen coordinates.
    public func avoidedFrame(of keyboard: KeyboardState) -> LayoutRect? {
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

    /// The innermost scroll view's resting values, or `nil` when no scroll view holds the focus:
    /// what strategies that do not scroll report for it.
    var restingInnermostContainer: ContainerAdjustment? {
        scrollViews.isEmpty ? nil : scrollViews[0].resting
    }
}

/// A scroll view around the focus, flattened.
struct PreparedContainer: Sendable, Hashable {
    /// The app's own values.
    var container: ScrollContainer
    /// The resting content offset: the bounds origin.
    var offset: LayoutPoint
    /// The bounds size, independent of the offset.
    var size: LayoutSize
    /// Its safe area, where it rests.
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

    /// The resting values: what strategies that do not scroll set on it.
    var resting: ContainerAdjustment {
        .resting(container, offset: offset)
    }

    /// How much of it the keyboard's avoided frame covers (SPEC §6.3): none when it rides on the
    /// keyboard.
    func obscuredHeight(by avoided: LayoutRect?) -> Double {
        ridesOnKeyboard ? 0 : region.obscuredHeight(by: avoided)
    }
}
