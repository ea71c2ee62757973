import KeyboardAvoidance
import KeyboardAvoidanceTool

/// The layouts, keyboards and events the benchmarks run on.
enum Fixtures {
    static let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    /// 64 docked keyboards from 216 to 405 pt, so that no two consecutive evaluations see the
    /// same input and the optimiser cannot fold them.
    static let keyboards: [KeyboardState] = (0..<64).map { index in
        let height = 216 + Double(index) * 3
        return KeyboardState(frame: LayoutRect(x: 0, y: 852 - height, width: 393, height: height), screenBounds: screen)
    }

    /// The project's phone form with the focus at depth 8.
    ///
    /// `FormFixture` on a 393 × 852 window, with five container views between its root view and
    /// its scroll view, as navigation and tab containers add (window → root → 5 containers → scroll
    /// view → field). The scroll view rests
    /// scrolled by 120, the app keeps a 20 pt bottom inset of its own, and the field sits under
    /// most of the keyboards below.
    static func formAtDepthEight() -> AvoidanceLayout {
        FormFixture(
            window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34),
            fields: [LayoutRect(x: 16, y: 720, width: 361, height: 44)], restingOffset: 120, contentHeight: 1_400,
            ownInsets: LayoutInsets(bottom: 20), containerDepth: 5
        ).layout
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
