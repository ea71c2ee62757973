/// Something about a layout and a keyboard that the library accepts — every input gives a defined
/// answer — but that is most likely not what the app meant (SPEC §12.1).
///
/// The library never traps on such input: an unknown node, a frame in the wrong coordinates or an
/// infinite number each has a documented result. ``AvoidanceLayout/diagnostics(for:)`` lists them,
/// so that an app can check its layout in a debug build
/// (`assert(layout.diagnostics(for: keyboard).isEmpty, "\(layout.diagnostics(for: keyboard))")`)
/// and the tool's `evaluate` can show them.
public enum LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A view was added in code (``AvoidanceLayout/addView(_:in:)`` and the other builders) to a
    /// parent the hierarchy does not hold — an identifier from another layout — and went into the
    /// window instead. The first value is the parent asked for, `view` the view added.
    case unknownParent(ViewHierarchy.NodeID, view: ViewHierarchy.NodeID)
    /// A capture walked ``AvoidanceLayout/maximumCaptureDepth`` superviews up from the focus
    /// without reaching a view with none — a cycle of superviews, or an endless chain — and took
    /// the last view reached as the window. `depth` is how many it walked.
    case captureCutShort(depth: Int)
    /// ``AvoidanceLayout/focus(on:rect:)`` was given a node the hierarchy does not hold — an
    /// identifier from another layout — and gave the focus to the window instead.
    case focusOnUnknownView(ViewHierarchy.NodeID)
    /// The focus names a node the hierarchy does not hold: nothing is revealed.
    case unknownFocusNode(ViewHierarchy.NodeID)
    /// The focus is the window itself, as the builder makes it for a focus on a node it does not
    /// hold (or before any view has the focus): every strategy then reveals the whole window.
    case focusIsTheWindow
    /// The root view names a node the hierarchy does not hold: view shift and resize do nothing.
    case unknownRootView(ViewHierarchy.NodeID)
    /// The focus (the first value) is neither the root view nor inside it, so moving the root view
    /// does not move it: view shift, and scroll inset's remainder shift, do nothing for it.
    case focusOutsideRootView(ViewHierarchy.NodeID, rootView: ViewHierarchy.NodeID)
    /// The focus rectangle has no height, as a NaN height becomes, so only a line is kept clear of
    /// the keyboard. (A width of 0 is an insertion point's caret, and fine.)
    case emptyFocusRect(LayoutRect)
    /// A scroll container names a node the hierarchy does not hold: it takes no part.
    case unknownScrollContainer(ViewHierarchy.NodeID)
    /// A node is listed as a scroll container more than once: the first listing counts.
    case scrollContainerListedTwice(ViewHierarchy.NodeID)
    /// The riding view names a node the hierarchy does not hold: nothing rides on the keyboard.
    case unknownRidingView(ViewHierarchy.NodeID)
    /// The riding view lies inside a scroll view of the chain around the focus (`container`), which
    /// the scrolling strategies scroll: its translation is for where it rests, so once the content has scrolled
    /// it no longer sits on the keyboard. A view that rides on the keyboard belongs outside the
    /// scrolling content.
    case ridingViewInScrollContainer(ViewHierarchy.NodeID, container: ViewHierarchy.NodeID)
    /// The root view lies inside a scroll view of the chain around the focus (`container`):
    /// scrolling moves it, and view
    /// shift, which measures it where it rests, then no longer gives the same answer again.
    case rootViewInScrollContainer(ViewHierarchy.NodeID, container: ViewHierarchy.NodeID)
    /// A view between the focus and the window (or the window) has a transform with no inverse
    /// (it scales an axis to nothing): the keyboard cannot be mapped into it, so it and the views
    /// inside it count as uncovered (SPEC §3.3, §4.3).
    case singularTransform(ViewHierarchy.NodeID)
    /// The keyboard's frame reads as a keyboard only once moved by the window's origin: as given it
    /// is undocked for the window and moved it is docked or minimized there, or as given it reaches
    /// past the screen's sides and moved it is docked or minimized for the screen. It is probably in
    /// the window's coordinates rather than the screen's.
    case keyboardFrameInWindowCoordinates(LayoutRect)
    /// A number of the layout or the keyboard sits at the saturation limit (±10¹², SPEC §2): an
    /// infinite or absurd value was replaced there. `field` names where.
    case saturatedValue(field: String)
    /// A margin is negative and counts as 0. `edge` is `"top"` or `"bottom"`.
    case negativeMargin(edge: String)
    /// An edge of the window's safe-area insets is negative and counts as 0 (SPEC §5). `edge` is
    /// `"top"`, `"left"`, `"bottom"` or `"right"`.
    case negativeSafeAreaInset(edge: String)

    /// One line saying what is wrong and what the library does about it.
    public var description: String {
        switch self {
        case .unknownParent(let parent, let view):
            "hierarchy: \(parent), the parent given for \(view), is not in the hierarchy; \(view) went into the window"
        case .captureCutShort(let depth):
            "hierarchy: the capture stopped \(depth) superviews above the focus (a cycle of superviews?); the last one reached is the window"
        case .focusOnUnknownView(let node): "focus: \(node), given to focus(on:), is not in the hierarchy; the window has the focus"
        case .unknownFocusNode(let node): "focus: \(node) is not in the hierarchy; nothing is revealed"
        case .focusIsTheWindow: "focus: the window itself (a focus on an unknown view, or no view focused); its whole bounds are revealed"
        case .unknownRootView(let node): "rootView: \(node) is not in the hierarchy; view shift and resize do nothing"
        case .focusOutsideRootView(let node, let root):
            "focus: \(node) is not inside the root view \(root); moving the root view does not move it, so nothing shifts for it"
        case .emptyFocusRect(let rect): "focus.rect: \(rect) has no height; only a line is kept clear of the keyboard"
        case .unknownScrollContainer(let node): "scrollContainers: \(node) is not in the hierarchy; it takes no part"
        case .scrollContainerListedTwice(let node): "scrollContainers: \(node) is listed twice; the first listing counts"
        case .unknownRidingView(let node): "ridingView: \(node) is not in the hierarchy; nothing rides on the keyboard"
        case .ridingViewInScrollContainer(let node, let container):
            "ridingView: \(node) is inside scroll container \(container), whose scrolling moves it off the keyboard; put it outside"
        case .rootViewInScrollContainer(let node, let container):
            "rootView: \(node) is inside scroll container \(container), whose scrolling moves it; view shift measures it at rest"
        case .singularTransform(let node):
            "hierarchy.nodes[\(node.rawValue)].transform: not invertible; the keyboard cannot be mapped into it"
        case .keyboardFrameInWindowCoordinates(let frame):
            "keyboard.frame: \(frame) looks like window coordinates (it is docked once moved by the window's origin); "
                + "give it in screen coordinates"
        case .saturatedValue(let field): "\(field): at the 10¹² limit; an infinite or absurd value was replaced"
        case .negativeMargin(let edge): "margins.\(edge): negative, counts as 0"
        case .negativeSafeAreaInset(let edge): "hierarchy.safeAreaInsets.\(edge): negative, counts as 0"
        }
    }
}

extension AvoidanceLayout {
    /// What is probably wrong with this layout and a keyboard: the inputs the library accepts with
    /// a defined answer that an app most likely did not mean (``LayoutDiagnostic``).
    ///
    /// Empty for a well-formed layout. Each entry is independent of the strategy. A NaN replaced by
    /// 0 cannot be told from a 0 and is not reported; an infinity is, as a value at the limit.
    ///
    /// - Parameter keyboard: The keyboard, or `nil` to check the layout alone.
    /// - Returns: The diagnostics, in the order of the layout's fields.
    /// - Complexity: O(n + c² + d) for n nodes, c scroll containers and a focus at depth d.
    public func diagnostics(for keyboard: KeyboardState? = nil) -> [LayoutDiagnostic] {
        // What building recorded, but a focus given to an unknown view once the focus has been set
        // to a view since (by assignment, which records nothing).
        var found = buildingDiagnostics.filter { diagnostic in
            if case .focusOnUnknownView = diagnostic { return focus.node == ViewHierarchy.window }
            return true
        }
        if hierarchy.node(focus.node) == nil {
            found.append(.unknownFocusNode(focus.node))
        } else if focus.node == ViewHierarchy.window {
            found.append(.focusIsTheWindow)
        }
        // From the focus up to the window: a transform there with no inverse hides the keyboard.
        var next: ViewHierarchy.NodeID? = hierarchy.node(focus.node) == nil ? nil : focus.node
        while let node = next {
            if let transform = hierarchy.node(node)?.transform, transform.inverted() == nil { found.append(.singularTransform(node)) }
            next = hierarchy.parent(of: node)
        }
        if hierarchy.node(rootView) == nil {
            found.append(.unknownRootView(rootView))
        } else if hierarchy.node(focus.node) != nil, focus.node != ViewHierarchy.window,
            !hierarchy.isNode(focus.node, inSubtreeOf: rootView),
            // A focus in the riding view rides on the keyboard: nothing needs to move it.
            !(ridingView.map { hierarchy.isNode(focus.node, inSubtreeOf: $0) } ?? false)
        {
            found.append(.focusOutsideRootView(focus.node, rootView: rootView))
        }
        if hierarchy.node(focus.node) != nil, focus.rect.height <= 0 {
            found.append(.emptyFocusRect(focus.rect))
        }
        for (index, container) in scrollContainers.enumerated() {
            if hierarchy.node(container.node) == nil {
                found.append(.unknownScrollContainer(container.node))
            } else if scrollContainers[..<index].contains(where: { $0.node == container.node }),
                !found.contains(.scrollContainerListedTwice(container.node))
            {
                found.append(.scrollContainerListedTwice(container.node))
            }
        }
        if let ridingView, hierarchy.node(ridingView) == nil { found.append(.unknownRidingView(ridingView)) }
        // A scroll view of the chain — the ones the strategies scroll — above the riding view or the
        // root view moves it when it scrolls.
        for container in scrollChainWalk {
            if let ridingView, ridingView != container.node, hierarchy.isNode(ridingView, inSubtreeOf: container.node) {
                found.append(.ridingViewInScrollContainer(ridingView, container: container.node))
            }
            if rootView != container.node, hierarchy.isNode(rootView, inSubtreeOf: container.node) {
                found.append(.rootViewInScrollContainer(rootView, container: container.node))
            }
        }
        if margins.top < 0 { found.append(.negativeMargin(edge: "top")) }
        if margins.bottom < 0 { found.append(.negativeMargin(edge: "bottom")) }
        let safe = hierarchy.windowSafeAreaInsets
        for (edge, inset) in [("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right)] where inset < 0 {
            found.append(.negativeSafeAreaInset(edge: edge))
        }
        found += saturatedValues(keyboard: keyboard)
        if let keyboard, looksLikeWindowCoordinates(keyboard) { found.append(.keyboardFrameInWindowCoordinates(keyboard.frame)) }
        return found
    }

    /// Whether a keyboard's frame reads as a keyboard only once moved by the window's origin
    /// (SPEC §12.1): as given it is undocked for the window and moved it is docked or minimized
    /// there; or as given it reaches past the screen's left or right edge, which no keyboard in
    /// screen coordinates does, and moved it is docked or minimized for the screen.
    private func looksLikeWindowCoordinates(_ keyboard: KeyboardState) -> Bool {
        // A window at the screen's origin has the screen's coordinates: nothing to mistake.
        guard let window = windowFrameInScreen, window.minX != 0 || window.minY != 0 else { return false }
        let moved = KeyboardState(frame: keyboard.frame.offsetBy(dx: window.minX, dy: window.minY), screenBounds: keyboard.screenBounds)
        func isAtTheBottom(_ placement: KeyboardPlacement) -> Bool { placement == .docked || placement == .minimized }
        let inWindow = keyboard.placement(in: window) == .undocked && isAtTheBottom(moved.placement(in: window))
        let screen = keyboard.screenBounds
        let tolerance = KeyboardState.edgeTolerance
        let pastTheSides = keyboard.frame.minX < screen.minX - tolerance || keyboard.frame.maxX > screen.maxX + tolerance
        let onScreen = pastTheSides && isAtTheBottom(moved.placement)
        return inWindow || onScreen
    }

    /// The fields that sit at the saturation limit, each named down to the value (a rectangle's
    /// corners, an inset's edges and a transform's entries count as one field).
    private func saturatedValues(keyboard: KeyboardState?) -> [LayoutDiagnostic] {
        var found: [LayoutDiagnostic] = []
        func check(_ field: String, _ values: [Double]) {
            if values.contains(where: { $0.magnitude >= FiniteCoordinate.coordinateLimit }) { found.append(.saturatedValue(field: field)) }
        }
        func corners(_ rect: LayoutRect) -> [Double] { [rect.minX, rect.minY, rect.maxX, rect.maxY] }
        func edges(_ insets: LayoutInsets) -> [Double] { [insets.top, insets.left, insets.bottom, insets.right] }
        for id in hierarchy.nodeIDs {
            guard let node = hierarchy.node(id) else { continue }
            let path = "hierarchy.nodes[\(id.rawValue)]"
            let t = node.transform
            check(path + ".bounds", corners(node.bounds))
            check(path + ".center", [node.center.x, node.center.y])
            check(path + ".transform", [t.a, t.b, t.c, t.d, t.tx, t.ty])
            check(path + ".additionalSafeAreaInsets", edges(node.additionalSafeAreaInsets))
        }
        check("hierarchy.safeAreaInsets", edges(hierarchy.windowSafeAreaInsets))
        for (index, container) in scrollContainers.enumerated() {
            let path = "scrollContainers[\(index)]"
            check(path + ".contentSize.width", [container.contentSize.width])
            check(path + ".contentSize.height", [container.contentSize.height])
            check(path + ".contentInsets", edges(container.contentInsets))
            check(path + ".scrollIndicatorInsets", edges(container.scrollIndicatorInsets))
        }
        check("focus.rect", corners(focus.rect))
        check("margins.top", [margins.top])
        check("margins.bottom", [margins.bottom])
        if let keyboard {
            check("keyboard.frame", corners(keyboard.frame))
            check("keyboard.screenBounds", corners(keyboard.screenBounds))
        }
        return found
    }
}
