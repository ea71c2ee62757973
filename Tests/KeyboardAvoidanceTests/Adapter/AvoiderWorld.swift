import KeyboardAvoidance

/// A screen that a ``KeyboardAvoider`` adjusts, modelled as an app lives: live values on the views
/// (what the avoider set, what the app set, where the user scrolled), and beside them the truth the
/// avoider must recover — the app's own values and the resting offsets.
///
/// The hierarchy: the window (node 0), the root view (node 1, filling the window), a vertical
/// scroll view (node 2, filling the root) and, inside it, an optional inner scroll view (a
/// carousel) and the fields; optionally, on the root after them, a list that holds no focus.
/// Views are keyed by their node number, which never changes.
struct AvoiderWorld: CustomStringConvertible {
    /// A field: its frame in its parent's content.
    struct Field: Hashable {
        var frame: LayoutRect
        var parent: Int
    }

    /// One scroll view's values.
    struct ScrollState: Hashable {
        var offset: LayoutPoint
        var contentInsets: LayoutInsets
        var scrollIndicatorInsets: LayoutInsets
        var contentSize: LayoutSize
        var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
        var frame: LayoutRect
        var parent: Int
    }

    /// The root view's values.
    struct RootState: Hashable {
        var transform: LayoutTransform
        var additionalSafeAreaInsets: LayoutInsets
    }

    var screen: LayoutRect
    var safeAreaInsets: LayoutInsets
    /// Live values: node → state.
    var liveScrollViews: [Int: ScrollState]
    var liveRoot: RootState
    /// The truth: the app's own values, with the resting offsets.
    var ownScrollViews: [Int: ScrollState]
    var ownRoot: RootState
    /// Fields by node.
    var fields: [Int: Field]
    /// The focused field and the caret in its bounds (`nil`: the whole field).
    var focus: Int?
    var caret: LayoutRect?
    /// The reveal bases (SPEC §14.3): what each scroll view the avoider adjusts showed at the last
    /// focus or caret move, where reveals start while the keyboard is up.
    var revealBases: [Int: Double] = [:]

    /// SPEC §14.5's form: a 390 × 844 phone (safe area 59 / 34), a plain scroll view (node 2,
    /// content 1,200, own insets zero, the safe area added) filling the root view, and two fields,
    /// node 3 at y = 600 and node 4 at y = 800, 44 tall; nothing focused.
    static func phoneForm() -> AvoiderWorld {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let scrollView = ScrollState(
            offset: .zero, contentInsets: .zero, scrollIndicatorInsets: .zero, contentSize: LayoutSize(width: 390, height: 1_200),
            contentInsetAdjustmentBehavior: .always, frame: screen, parent: 1)
        let root = RootState(transform: .identity, additionalSafeAreaInsets: .zero)
        return AvoiderWorld(
            screen: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34), liveScrollViews: [2: scrollView], liveRoot: root,
            ownScrollViews: [2: scrollView], ownRoot: root,
            fields: [
                3: Field(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), parent: 2),
                4: Field(frame: LayoutRect(x: 20, y: 800, width: 350, height: 44), parent: 2),
            ], focus: nil, caret: nil)
    }

    /// The phone without a scroll view: the field at y 600 (key 2) directly on the root view,
    /// focused — what view shift moves.
    static func phoneFieldOnTheRoot() -> AvoiderWorld {
        var world = phoneForm()
        world.liveScrollViews = [:]
        world.ownScrollViews = [:]
        world.fields = [2: Field(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), parent: 1)]
        world.focus = 2
        return world
    }

    var description: String {
        "screen \(screen), safe \(safeAreaInsets), own scroll views \(ownScrollViews.sorted { $0.key < $1.key }), "
            + "own root \(ownRoot), fields \(fields.sorted { $0.key < $1.key }), focus \(focus.map(String.init) ?? "none")"
    }

    /// The layout as captured now from the live views, or `nil` when nothing is focused.
    func observation() -> ScreenObservation<Int>? {
        focus.map { observation(scrollViews: liveScrollViews, root: liveRoot, focus: $0) }
    }

    /// The resting layout the avoider must recover: the truth in place of the live values.
    func restingObservation() -> ScreenObservation<Int>? {
        focus.map { observation(scrollViews: ownScrollViews, root: ownRoot, focus: $0) }
    }

    private func observation(scrollViews: [Int: ScrollState], root: RootState, focus: Int) -> ScreenObservation<Int> {
        // Nodes are numbered as their keys: window 0, root 1, scroll views and fields by key.
        var hierarchy = ViewHierarchy(windowFrame: screen, safeAreaInsets: safeAreaInsets)
        var rootNode = ViewNode(frame: LayoutRect(origin: .zero, size: screen.size))
        rootNode.transform = root.transform
        rootNode.additionalSafeAreaInsets = root.additionalSafeAreaInsets
        var containers: [ScrollContainer] = []
        let keys = Array(0...max(1, scrollViews.keys.max() ?? 1, fields.keys.max() ?? 1))
        var added: Set<Int> = [0]
        func add(_ key: Int) {
            guard !added.contains(key) else { return }
            if key == 1 {
                _ = try? hierarchy.addNode(rootNode, parent: ViewHierarchy.window)
            } else if let scroll = scrollViews[key] {
                add(scroll.parent)
                _ = try? hierarchy.addNode(
                    ViewNode(frame: scroll.frame, boundsOrigin: scroll.offset), parent: ViewHierarchy.NodeID(rawValue: scroll.parent))
                containers.append(
                    ScrollContainer(
                        node: ViewHierarchy.NodeID(rawValue: key), contentSize: scroll.contentSize, contentInsets: scroll.contentInsets,
                        scrollIndicatorInsets: scroll.scrollIndicatorInsets,
                        contentInsetAdjustmentBehavior: scroll.contentInsetAdjustmentBehavior))
            } else if let field = fields[key] {
                add(field.parent)
                _ = try? hierarchy.addNode(ViewNode(frame: field.frame), parent: ViewHierarchy.NodeID(rawValue: field.parent))
            }
            added.insert(key)
        }
        // Nodes must be added in key order so that node i is key i: every parent has a smaller key.
        for key in keys { add(key) }
        let focusNode = ViewHierarchy.NodeID(rawValue: focus)
        let rect = caret ?? fields[focus].map { LayoutRect(origin: .zero, size: $0.frame.size) } ?? .zero
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: ViewHierarchy.NodeID(rawValue: 1), scrollContainers: containers,
            focus: FocusTarget(node: focusNode, rect: rect))
        return ScreenObservation(layout: layout, viewKeys: keys, screenBounds: screen)
    }

    /// Applies an avoider's update to the live views, as an adapter does.
    mutating func apply(_ update: AvoidanceUpdate<Int>?) {
        for change in update?.changes ?? [] {
            if let values = change.values.scrollView, var live = liveScrollViews[change.view] {
                live.offset = values.contentOffset
                live.contentInsets = values.contentInsets
                live.scrollIndicatorInsets = values.scrollIndicatorInsets
                live.contentSize = values.contentSize
                liveScrollViews[change.view] = live
            }
            if let values = change.values.rootView, change.view == 1 {
                liveRoot = RootState(transform: values.transform, additionalSafeAreaInsets: values.additionalSafeAreaInsets)
            }
        }
    }

    /// What the keyed views show, as an adapter reads them back from the live views (SPEC §14.2):
    /// a scroll view's values, and the root's.
    func shownValues(of keys: [Int]) -> [Int: ViewValues] {
        var shown: [Int: ViewValues] = [:]
        for key in keys {
            shown[key] = ViewValues(
                scrollView: liveScrollViews[key].map {
                    ScrollViewValues(
                        contentOffset: $0.offset, contentInsets: $0.contentInsets, scrollIndicatorInsets: $0.scrollIndicatorInsets,
                        contentSize: $0.contentSize)
                },
                rootView: key == 1
                    ? RootViewValues(transform: liveRoot.transform, additionalSafeAreaInsets: liveRoot.additionalSafeAreaInsets) : nil)
        }
        return shown
    }

    /// The user scrolls a scroll view: the live offset and the resting offset become `offset`.
    mutating func userScrolls(_ key: Int, to offset: LayoutPoint) {
        revealBases[key] = nil
        liveScrollViews[key]?.offset = offset
        ownScrollViews[key]?.offset = offset
    }

    /// The end of the vertical range of a scroll view on the root view (the form, or the list) with
    /// `state`'s insets and content height (SPEC §10.2, written out in
    /// ``KeyboardAvoiderLayoutTests/rangeEnd(of:in:)``, not taken from the avoider); `nil` for an
    /// inner scroll view, whose range no keyboard changes.
    func rangeEnd(of key: Int, with state: ScrollState) -> Double? {
        // The safe area of the resting screen, whatever is focused (the focus changes no safe area).
        let layout = observation(scrollViews: ownScrollViews, root: ownRoot, focus: focus ?? key).layout
        let node = ViewHierarchy.NodeID(rawValue: key)
        guard state.parent == 1, var container = layout.scrollContainers.first(where: { $0.node == node }) else { return nil }
        container.contentInsets = state.contentInsets
        container.contentSize = state.contentSize
        return KeyboardAvoiderLayoutTests.rangeEnd(of: container, in: layout)
    }

    /// SPEC §14.3 in the model's words: each scroll view whose range is shorter with the values it
    /// is now given (`allowed`) than with the values it showed (`shown`), and whose resting offset
    /// lies past the new end, rests at that end from now on.
    mutating func bringOffsetsIntoShrinkingRanges(shown: [Int: ScrollState], allowed: [Int: ScrollState]) {
        for (key, own) in ownScrollViews {
            guard let shown = shown[key], let allowed = allowed[key], let end = rangeEnd(of: key, with: allowed),
                let shownEnd = rangeEnd(of: key, with: shown), end < shownEnd
            else { continue }
            if own.offset.y > end { ownScrollViews[key]?.offset.y = end }
            if let base = revealBases[key], base > end { revealBases[key] = end }
        }
    }

    /// A focus or caret move: each scroll view the avoider adjusts (its live values differ from the
    /// app's) is revealed from what it shows now (SPEC §14.3).
    mutating func takeRevealBases() {
        revealBases = [:]
        for (key, live) in liveScrollViews where live != ownScrollViews[key] { revealBases[key] = live.offset.y }
    }

    /// The app sets its own bottom content inset (and indicator inset) on a scroll view.
    mutating func appSetsBottomInset(_ key: Int, to bottom: Double) {
        liveScrollViews[key]?.contentInsets.bottom = bottom
        liveScrollViews[key]?.scrollIndicatorInsets.bottom = bottom
        ownScrollViews[key]?.contentInsets.bottom = bottom
        ownScrollViews[key]?.scrollIndicatorInsets.bottom = bottom
    }

    /// The app sets its own top content inset on a scroll view (a bar appeared), leaving the other
    /// edges, the keyboard's bottom among them, as they show.
    mutating func appSetsTopInset(_ key: Int, to top: Double) {
        liveScrollViews[key]?.contentInsets.top = top
        ownScrollViews[key]?.contentInsets.top = top
    }

    /// The app sets its own content height on a scroll view (content grew or shrank).
    mutating func appSetsContentHeight(_ key: Int, to height: Double) {
        liveScrollViews[key]?.contentSize.height = height
        ownScrollViews[key]?.contentSize.height = height
    }

    /// The app sets its own root-view transform (a small horizontal translation, as an animation
    /// might): setting a transform replaces the whole of it, the avoider's translation too.
    mutating func appSetsRootTranslation(x: Double) {
        ownRoot.transform.tx = x
        liveRoot.transform = ownRoot.transform
    }

    /// The device rotates: the screen, window and root swap their sides.
    mutating func rotate() {
        let old = screen
        screen = LayoutRect(x: 0, y: 0, width: screen.height, height: screen.width)
        safeAreaInsets = LayoutInsets(top: safeAreaInsets.left, left: safeAreaInsets.top, bottom: 21, right: safeAreaInsets.top)
        // A scroll view on the root keeps its place in proportion: one filling the root fills it again.
        func rotated(_ frame: LayoutRect) -> LayoutRect {
            let (x, y) = (screen.width / old.width, screen.height / old.height)
            return LayoutRect(
                x: (frame.minX * x).rounded(), y: (frame.minY * y).rounded(), width: (frame.width * x).rounded(),
                height: (frame.height * y).rounded())
        }
        for (key, view) in liveScrollViews where view.parent == 1 {
            liveScrollViews[key]?.frame = rotated(view.frame)
            ownScrollViews[key]?.frame = rotated(view.frame)
        }
    }

    /// The values an ideal adapter shows now: the strategy evaluated once on the truth, mapped to
    /// the views (the root's parent is the untransformed window, so the translation is `ty`).
    ///
    /// For a keyboard that must not reveal the focus (another app's, inset only: SPEC §7.1) the
    /// model keeps the strategy's insets, indicator insets, content sizes and guide and, from its
    /// own truth, every scroll view's resting offset and the root's own transform.
    func expectedLive<Strategy: KeyboardAvoidanceStrategy>(
        strategy: Strategy, keyboard: KeyboardState, revealsFocus: Bool = true, keepingOffsets shown: [Int: LayoutPoint]? = nil
    ) -> (scrollViews: [Int: ScrollState], root: RootState) {
        var scrollViews = ownScrollViews
        var root = ownRoot
        // Reveals start from the reveal bases where there are some (SPEC §14.3); a keyboard that
        // reveals nothing leaves every scroll view at its resting offset.
        var based = ownScrollViews
        if revealsFocus {
            for (key, base) in revealBases { based[key]?.offset.y = base }
        }
        guard let resting = focus.map({ observation(scrollViews: based, root: ownRoot, focus: $0) }) else { return (scrollViews, root) }
        let adjustment = strategy.adjustment(for: resting.layout, keyboard: keyboard)
        for container in adjustment.allContainers {
            scrollViews[container.node.rawValue]?.offset = based[container.node.rawValue]?.offset ?? .zero
            if revealsFocus { scrollViews[container.node.rawValue]?.offset = container.contentOffset }
            // A keyboard following a drag sets no offset: each scroll view keeps the one it shows.
            if let offset = shown?[container.node.rawValue] { scrollViews[container.node.rawValue]?.offset = offset }
            scrollViews[container.node.rawValue]?.contentInsets = container.contentInsets
            scrollViews[container.node.rawValue]?.scrollIndicatorInsets = container.scrollIndicatorInsets
            scrollViews[container.node.rawValue]?.contentSize = container.contentSize
        }
        if revealsFocus { root.transform.ty += adjustment.rootViewTranslation }
        let safeBottom = resting.layout.hierarchy.safeAreaInsets(of: ViewHierarchy.NodeID(rawValue: 1))?.bottom ?? 0
        root.additionalSafeAreaInsets.bottom += max(0, adjustment.rootViewBottomInset - safeBottom)
        return (scrollViews, root)
    }
}
