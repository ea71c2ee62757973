import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import TestFixtures
import XCTest

/// Building a layout in code: the builder gives the same layout as the hierarchy API, its defaults
/// are the documented ones, and nothing it is given makes it fail.
final class AvoidanceLayoutBuildingTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)

    func testTheBuilderBuildsThePhoneForm() {
        // The phone form of the hand-computed tests, built with the builder: the same layout,
        // value for value (window → root → scroll view → field).
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: screen)
        let scroll = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200), in: root)
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scroll)
        XCTAssertEqual(layout, PhoneForm.layout())
    }

    func testAScrollViewsOwnInsetsAreItsIndicatorInsetsToo() {
        // The app's own insets, as a scroll view with a toolbar over its bottom has them: content
        // and indicators alike, as UIKit apps set both.
        var layout = AvoidanceLayout(window: screen)
        let insets = LayoutInsets(top: 8, left: 0, bottom: 50, right: 4)
        layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200), contentInsets: insets)
        XCTAssertEqual(layout.scrollContainers[0].contentInsets, insets)
        XCTAssertEqual(layout.scrollContainers[0].scrollIndicatorInsets, insets)
    }

    func testTheFirstViewInTheWindowIsTheRootView() {
        var layout = AvoidanceLayout(window: screen)
        XCTAssertEqual(layout.rootView, ViewHierarchy.window)
        XCTAssertEqual(layout.focus, FocusTarget(node: ViewHierarchy.window, rect: screen))
        let first = layout.addView(frame: screen)
        let second = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(layout.rootView, first)
        XCTAssertNotEqual(first, second)
        // A view added deeper does not change it either.
        layout.addView(frame: screen, in: second)
        XCTAssertEqual(layout.rootView, first)
        // An explicitly chosen root view stays.
        var chosen = AvoidanceLayout(window: screen)
        chosen.rootView = ViewHierarchy.NodeID(rawValue: 0)
        let view = chosen.addView(frame: screen)
        XCTAssertEqual(chosen.rootView, view, "the window as root view is the default, not a choice")
    }

    func testFocusIsTheWholeViewUnlessARectangleIsGiven() {
        var layout = AvoidanceLayout(window: screen)
        let scroll = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 390, height: 2_000), contentOffset: LayoutPoint(x: 0, y: 120))
        // The scroll view's own bounds start at its offset: its whole bounds are the focus.
        layout.focus(on: scroll)
        XCTAssertEqual(layout.focus, FocusTarget(node: scroll, rect: LayoutRect(x: 0, y: 120, width: 390, height: 844)))
        let textView = layout.addView(frame: LayoutRect(x: 10, y: 300, width: 370, height: 200), in: scroll)
        layout.focus(on: textView, rect: LayoutRect(x: 40, y: 80, width: 2, height: 20))
        XCTAssertEqual(layout.focus, FocusTarget(node: textView, rect: LayoutRect(x: 40, y: 80, width: 2, height: 20)))
        XCTAssertEqual(
            layout.scrollContainers,
            [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 390, height: 2_000))])
    }

    func testUnknownIdentifiersNameTheWindow() {
        var other = AvoidanceLayout(window: screen)
        for _ in 0..<5 { other.addView(frame: screen) }
        let foreign = ViewHierarchy.NodeID(rawValue: 4)
        var layout = AvoidanceLayout(window: screen)
        let view = layout.addView(frame: LayoutRect(x: 1, y: 2, width: 3, height: 4), in: foreign)
        XCTAssertEqual(layout.hierarchy.parent(of: view), ViewHierarchy.window)
        layout.focus(on: ViewHierarchy.NodeID(rawValue: -3))
        XCTAssertEqual(layout.focus.node, ViewHierarchy.window)
        layout.addView(frame: screen, in: ViewHierarchy.NodeID(rawValue: .max))
        XCTAssertEqual(layout.hierarchy.count, 3)
    }

    func testHostileNumbersBuildAFiniteLayout() {
        checkProperty(Generator<LayoutRect>.hostileRect) { frame in
            var layout = AvoidanceLayout(window: frame, safeAreaInsets: LayoutInsets(top: .nan, bottom: -.infinity))
            let scroll = layout.addScrollView(frame: frame, contentSize: frame.size)
            layout.addFocusedView(frame: frame, in: scroll)
            for strategy in StrategyName.allCases {
                let adjustment = strategy.adjustment(for: layout, keyboard: .docked(height: frame.height, screenBounds: frame))
                for container in adjustment.allContainers {
                    try require(container.contentOffset.y.isFinite && container.contentInsets.bottom.isFinite, "\(container)")
                }
                try require(adjustment.rootViewTranslation.isFinite && adjustment.rootViewBottomInset.isFinite, "\(adjustment)")
            }
        }
    }

    func testDockedKeyboard() {
        let keyboard = KeyboardState.docked(height: 291, screenBounds: screen)
        XCTAssertEqual(keyboard.frame, LayoutRect(x: 0, y: 553, width: 390, height: 291))
        XCTAssertEqual(keyboard.placement, .docked)
        // A screen away from the origin: the keyboard spans its width at its bottom.
        let external = LayoutRect(x: 100, y: -50, width: 800, height: 600)
        XCTAssertEqual(KeyboardState.docked(height: 300, screenBounds: external).frame, LayoutRect(x: 100, y: 250, width: 800, height: 300))
        for height: Double in [0, -10, .nan, -.infinity] {
            XCTAssertEqual(KeyboardState.docked(height: height, screenBounds: screen).placement, .hidden, "\(height)")
        }
        // Taller than the screen: it covers it, and is still docked.
        XCTAssertEqual(KeyboardState.docked(height: .infinity, screenBounds: screen).visibleFrame, screen)
    }

    func testResultsNameTheirScrollViews() {
        // Two nested scroll views around the focus: each result names its own, so applying walks
        // the results instead of matching positions.
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let outer = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 2_000))
        let inner = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 400, width: 390, height: 300), contentSize: LayoutSize(width: 390, height: 900), in: outer)
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 700, width: 350, height: 44), in: inner)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen))
        XCTAssertEqual(adjustment.container?.node, inner)
        XCTAssertEqual(adjustment.outerContainers.map(\.node), [outer])
        let applied = layout.applying(adjustment)
        XCTAssertEqual(applied.hierarchy.node(inner)?.boundsOrigin, adjustment.container?.contentOffset)
        XCTAssertEqual(applied.hierarchy.node(outer)?.boundsOrigin, adjustment.outerContainers.first?.contentOffset)
    }

    func testOnlyAViewAddedDirectlyToTheWindowBecomesTheRootView() throws {
        // SPEC §10.1: a layout whose hierarchy already holds a view (added with the hierarchy API)
        // keeps the window as its root view when the builder adds a view inside that one.
        var layout = AvoidanceLayout(window: screen)
        let existing = try layout.hierarchy.addNode(ViewNode(frame: screen), parent: ViewHierarchy.window)
        layout.addView(frame: screen, in: existing)
        XCTAssertEqual(layout.rootView, ViewHierarchy.window)
    }
}
