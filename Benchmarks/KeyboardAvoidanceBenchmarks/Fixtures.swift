import KeyboardAvoidance

/// The layouts, keyboards and events the benchmarks run on.
enum Fixtures {
    static let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    /// 64 docked keyboards from 216 to 405 pt, so that no two consecutive evaluations see the
    /// same input and the optimiser cannot fold them.
    static let keyboards: [KeyboardState] = (0..<64).map { index in
        let height = 216 + Double(index) * 3
        return KeyboardState(frame: LayoutRect(x: 0, y: 852 - height, width: 393, height: height), screenBounds: screen)
    }

    /// A realistic layout with the focus at depth 8: window → root → navigation container → content (a translation transform) → stack → scroll view (scrolled by 120) → section → row → text field.
    ///
    /// Transforms are the identity except one translation.
    static func formAtDepthEight() -> AvoidanceLayout {
        var hierarchy = ViewHierarchy(windowFrame: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        func add(_ node: ViewNode, _ parent: ViewHierarchy.NodeID) -> ViewHierarchy.NodeID {
            (try? hierarchy.addNode(node, parent: parent)) ?? parent
        }
        let root = add(ViewNode(frame: screen), ViewHierarchy.window)
        let navigation = add(ViewNode(frame: screen), root)
        let content = add(
            ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: 393, height: 852), center: LayoutPoint(x: 196.5, y: 426),
                transform: LayoutTransform(translationX: 0, y: 4)), navigation)
        let stack = add(ViewNode(frame: LayoutRect(x: 16, y: 100, width: 361, height: 700)), content)
        let scroll = add(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 361, height: 700), boundsOrigin: LayoutPoint(x: 0, y: 120)), stack)
        let section = add(ViewNode(frame: LayoutRect(x: 0, y: 300, width: 361, height: 600)), scroll)
        let row = add(ViewNode(frame: LayoutRect(x: 0, y: 200, width: 361, height: 60)), section)
        let field = add(ViewNode(frame: LayoutRect(x: 8, y: 8, width: 345, height: 44)), row)
        return AvoidanceLayout(
            hierarchy: hierarchy, rootView: root,
            scrollContainers: [
                ScrollContainer(node: scroll, contentSize: LayoutSize(width: 361, height: 1_400), contentInsets: LayoutInsets(bottom: 20))
            ],
            focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 345, height: 44)))
    }

    /// A chain `depth` views deep below the window, each offset by (1, 0.5), and its deepest node.
    static func chain(depth: Int) -> (ViewHierarchy, ViewHierarchy.NodeID) {
        var hierarchy = ViewHierarchy(windowFrame: screen)
        var last = ViewHierarchy.window
        for _ in 0..<depth {
            last = (try? hierarchy.addNode(ViewNode(frame: LayoutRect(x: 1, y: 0.5, width: 393, height: 852)), parent: last)) ?? last
        }
        return (hierarchy, last)
    }

    /// 1,024 keyboard events as an app sees them: shows, height changes (emoji, QuickType),
    /// sub-threshold wobbles, repeated didShows, hides.
    static let events: [KeyboardEvent] = (0..<1_024).map { index in
        let height = 260 + Double(index % 7) * 20 + (index % 3 == 0 ? 0.25 : 0)
        let frame = LayoutRect(x: 0, y: 852 - height, width: 393, height: height)
        switch index % 10 {
        case 0: return KeyboardEvent(phase: .willShow, endFrame: frame)
        case 1: return KeyboardEvent(phase: .didShow, endFrame: frame)
        case 9: return KeyboardEvent(phase: .willHide, endFrame: frame.offsetBy(dx: 0, dy: height))
        default: return KeyboardEvent(phase: .willChangeFrame, endFrame: frame)
        }
    }
}
