import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import TestFixtures
import XCTest

/// Capturing a resting layout from a view tree that behaves as UIKit documents (`TestView`).
final class CaptureTests: XCTestCase {
    func testAHandComputedCapture() {
        // A window at (100, 50) on the screen (Slide Over), a root view filling it, a scroll view
        // scrolled down by 100 with a 20 pt bottom inset of the app's own, a field in its content.
        let window = TestView(frame: LayoutRect(x: 100, y: 50, width: 320, height: 700))
        window.safeAreaInsets = LayoutInsets(top: 24, bottom: 20)
        let root = TestView(frame: LayoutRect(x: 0, y: 0, width: 320, height: 700))
        let scroll = TestView(frame: LayoutRect(x: 0, y: 0, width: 320, height: 700))
        scroll.makeScrollView(
            contentSize: LayoutSize(width: 320, height: 1_500), contentInset: LayoutInsets(bottom: 20),
            scrollIndicatorInsets: LayoutInsets(bottom: 20))
        scroll.contentOffset = LayoutPoint(x: 0, y: 100)
        let field = TestView(frame: LayoutRect(x: 16, y: 600, width: 288, height: 44))
        window.addSubview(root)
        root.addSubview(scroll)
        scroll.addSubview(field)

        let layout = AvoidanceLayout(capturing: field)
        // window 0 (its centre in screen space: 100 + 160, 50 + 350), root 1, scroll 2, field 3.
        XCTAssertEqual(layout.hierarchy.count, 4)
        XCTAssertEqual(layout.hierarchy.node(ViewHierarchy.window)?.center, LayoutPoint(x: 260, y: 400))
        XCTAssertEqual(layout.hierarchy.windowSafeAreaInsets, LayoutInsets(top: 24, bottom: 20))
        XCTAssertEqual(layout.rootView, ViewHierarchy.NodeID(rawValue: 1))
        XCTAssertEqual(
            layout.scrollContainers,
            [
                ScrollContainer(
                    node: ViewHierarchy.NodeID(rawValue: 2), contentSize: LayoutSize(width: 320, height: 1_500),
                    contentInsets: LayoutInsets(bottom: 20), scrollIndicatorInsets: LayoutInsets(bottom: 20))
            ])
        XCTAssertEqual(
            layout.focus, FocusTarget(node: ViewHierarchy.NodeID(rawValue: 3), rect: LayoutRect(x: 0, y: 0, width: 288, height: 44)))
        // The field's top-left corner on screen: 100 (window) + 16, 50 + 600 − 100 (scrolled).
        XCTAssertEqual(
            layout.hierarchy.convert(LayoutPoint.zero, from: .node(layout.focus.node), to: .screen), LayoutPoint(x: 116, y: 550))
        XCTAssertEqual(field.toScreen(.zero), LayoutPoint(x: 116, y: 550))

        // The adapter's way back from nodes to views: the same layout, and its views in node order.
        let (captured, views) = AvoidanceLayout.capturing(field)
        XCTAssertEqual(captured, layout)
        XCTAssertEqual(views.count, 4)
        XCTAssert(views[0] === window && views[1] === root && views[2] === scroll && views[3] === field)

        // A caret, and the scroll view chosen as the root view.
        let caretLayout = AvoidanceLayout(capturing: field, caret: LayoutRect(x: 30, y: 12, width: 2, height: 20), rootView: scroll)
        XCTAssertEqual(caretLayout.focus.rect, LayoutRect(x: 30, y: 12, width: 2, height: 20))
        XCTAssertEqual(caretLayout.rootView, ViewHierarchy.NodeID(rawValue: 2))
        XCTAssertEqual(AvoidanceLayout(capturing: field, rootView: window).rootView, ViewHierarchy.window)
        // A view off the chain is not a root view: the default applies.
        XCTAssertEqual(AvoidanceLayout(capturing: field, rootView: TestView(frame: .zero)).rootView, ViewHierarchy.NodeID(rawValue: 1))
    }

    func testACycleOfSuperviewsEndsAtTheDepthLimit() {
        // Two views each the other's superview, and a field in one: the walk up never reaches a
        // window, so it stops after the limit, the last view reached standing for the window.
        let first = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let second = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let field = TestView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44))
        first.addSubview(second)
        second.addSubview(first)
        first.addSubview(field)
        let layout = AvoidanceLayout(capturing: field)
        XCTAssertEqual(layout.hierarchy.count, AvoidanceLayout.maximumCaptureDepth + 1)
        XCTAssertEqual(layout.diagnostics(), [.captureCutShort(depth: AvoidanceLayout.maximumCaptureDepth)])
        XCTAssert(LayoutDiagnostic.captureCutShort(depth: 3).description.hasPrefix("hierarchy: "))
        // The views captured stop at the same limit, one per node: the last view reached is node 0.
        let (_, views) = AvoidanceLayout.capturing(field)
        XCTAssertEqual(views.count, AvoidanceLayout.maximumCaptureDepth + 1)
        XCTAssert(views[views.count - 1] === field && views[views.count - 2] === first && views[views.count - 3] === second)
        // 65,536 views above the field alternate first, second, …: node 0, the 65,536th, is second.
        XCTAssert(views[0] === second)
        // An ordinary chain is not cut.
        let window = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let other = TestView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44))
        window.addSubview(other)
        XCTAssertEqual(AvoidanceLayout(capturing: other).diagnostics(), [])
        XCTAssert(AvoidanceLayout.capturing(other).views.elementsEqual([window, other], by: ===))
    }

    func testAFocusThatScrollsIsAScrollContainerAndTheWindowCanBeTheFocus() throws {
        // A text view (a scroll view) directly in the window, its content taller than it (a notes
        // screen): it scrolls its caret within itself, so it is the innermost scroll container, holding
        // its own caret (SPEC §4.4).
        let window = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let textView = TestView(frame: LayoutRect(x: 0, y: 400, width: 390, height: 300))
        textView.makeScrollView(contentSize: LayoutSize(width: 390, height: 2_000))
        window.addSubview(textView)
        let layout = AvoidanceLayout(capturing: textView, caret: LayoutRect(x: 4, y: 280, width: 2, height: 20))
        XCTAssertEqual(layout.scrollContainers.map(\.node), [ViewHierarchy.NodeID(rawValue: 1)])
        XCTAssertEqual(layout.focus.node, ViewHierarchy.NodeID(rawValue: 1))
        XCTAssertEqual(layout.rootView, ViewHierarchy.NodeID(rawValue: 1))
        // Its caret, at 280…300 in its content, under a 291 pt keyboard (top 553, the text view's 153
        // on screen): scroll inset insets it by 700 − 553 = 147 and scrolls the caret's bottom plus the
        // margin to the band's end, 300 + 10 − 153 = 157.
        let adjustment = ScrollInsetStrategy().adjustment(
            for: layout, keyboard: .docked(height: 291, screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844)))
        let container = try XCTUnwrap(adjustment.container)
        XCTAssertEqual(container.contentInsets.bottom, 147)
        XCTAssertEqual(container.contentOffset.y, 157)
        // One whose content fits is no scroll container: it does not scroll, and stays the focus alone.
        let short = TestView(frame: LayoutRect(x: 0, y: 100, width: 390, height: 300))
        short.makeScrollView(contentSize: LayoutSize(width: 390, height: 200))
        window.addSubview(short)
        XCTAssertEqual(AvoidanceLayout(capturing: short).scrollContainers, [])
        let alone = AvoidanceLayout(capturing: window)
        XCTAssertEqual(alone.hierarchy.count, 1)
        XCTAssertEqual(alone.focus, FocusTarget(node: ViewHierarchy.window, rect: window.bounds))
        XCTAssertEqual(alone.rootView, ViewHierarchy.window)
    }

    func testCapturingReadsTheBarsOfEachView() throws {
        // A controller's view under a 44 pt navigation bar, a scroll view in it, a field in that.
        let window = TestView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        window.safeAreaInsets = LayoutInsets(top: 59, bottom: 34)
        let root = TestView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        root.additionalSafeAreaInsets = LayoutInsets(top: 44)
        let scroll = TestView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        scroll.makeScrollView(contentSize: LayoutSize(width: 393, height: 1_200))
        let field = TestView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44))
        window.addSubview(root)
        root.addSubview(scroll)
        scroll.addSubview(field)
        let layout = AvoidanceLayout(capturing: field)
        XCTAssertEqual(layout.hierarchy.node(layout.rootView)?.additionalSafeAreaInsets, LayoutInsets(top: 44))
        // The scroll view inherits the bar: 59 + 44 = 103 at the top.
        let container = try XCTUnwrap(layout.scrollContainers.first)
        XCTAssertEqual(layout.hierarchy.safeAreaInsets(of: container.node), LayoutInsets(top: 103, bottom: 34))
        // A conforming type that says nothing of bars has none (the protocol's default).
        struct Plain: CapturableView {
            var layoutBoundsOrigin: LayoutPoint { .zero }
            var layoutBoundsSize: LayoutSize { LayoutSize(width: 10, height: 10) }
            var layoutCenter: LayoutPoint { LayoutPoint(x: 5, y: 5) }
            var layoutTransform: LayoutTransform { .identity }
            var layoutSuperview: Plain? { nil }
            var layoutScrollView: ScrollViewSettings? { nil }
            var layoutSafeAreaInsets: LayoutInsets { .zero }
        }
        XCTAssertEqual(Plain().layoutAdditionalSafeAreaInsets, .zero)
        // Nor of a caret: the whole bounds are its focus.
        XCTAssertNil(Plain().layoutCaret)
        XCTAssertEqual(AvoidanceLayout(capturing: Plain()).focus.rect, LayoutRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testAViewsOwnCaretIsTheFocusUnlessACaretIsGiven() {
        // A text view 600 tall in a scroll view; it reports its caret at its end, 2 × 20 at (40, 570).
        let window = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = TestView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        scroll.makeScrollView(contentSize: LayoutSize(width: 390, height: 1_200))
        let textView = TestView(frame: LayoutRect(x: 16, y: 300, width: 358, height: 600))
        window.addSubview(scroll)
        scroll.addSubview(textView)
        XCTAssertEqual(AvoidanceLayout(capturing: textView).focus.rect, LayoutRect(x: 0, y: 0, width: 358, height: 600), "no caret")
        textView.caret = LayoutRect(x: 40, y: 570, width: 2, height: 20)
        XCTAssertEqual(AvoidanceLayout(capturing: textView).focus.rect, LayoutRect(x: 40, y: 570, width: 2, height: 20), "its own")
        let given = LayoutRect(x: 0, y: 0, width: 2, height: 20)
        XCTAssertEqual(AvoidanceLayout(capturing: textView, caret: given).focus.rect, given, "the caret given wins")
        // The window as the focus takes its caret too.
        window.caret = LayoutRect(x: 10, y: 20, width: 2, height: 20)
        XCTAssertEqual(AvoidanceLayout(capturing: window).focus.rect, LayoutRect(x: 10, y: 20, width: 2, height: 20))
    }

    func testACaptureEqualsTheLayoutBuiltByHand() {
        checkProperty(Generator<RandomViewTree>.viewTree()) { tree in
            try requireEqual(AvoidanceLayout(capturing: tree.focus, caret: tree.caret), tree.layout)
        }
    }

    func testCapturedConversionsAgreeWithUIKitsGeometry() {
        checkProperty(zip(Generator<RandomViewTree>.viewTree(), Generator<LayoutPoint>.point)) { tree, point in
            let layout = AvoidanceLayout(capturing: tree.focus, caret: tree.caret)
            for (index, view) in tree.views.enumerated() {
                let id = ViewHierarchy.NodeID(rawValue: index)
                guard let converted = layout.hierarchy.convert(point, from: .node(id), to: .screen) else {
                    throw PropertyFailure("node \(index) does not convert to the screen")
                }
                try requireClose(converted, view.toScreen(point), .geometry, "node \(index)")
            }
        }
    }

    func testCapturingAfterApplyingGivesTheRestingLayoutBack() {
        let keyboards = Generator<KeyboardState>.any(on: LayoutRect(x: 0, y: 0, width: 2_000, height: 1_700))
        checkProperty(zip(Generator<RandomViewTree>.viewTree(), keyboards)) { tree, keyboard in
            let resting = AvoidanceLayout(capturing: tree.focus, caret: tree.caret)
            for strategy in StrategyName.allCases {
                let adjustment = strategy.adjustment(for: resting, keyboard: keyboard)
                Self.apply(adjustment, to: tree.views, rootView: resting.rootView)
                let captured = AvoidanceLayout(capturing: tree.focus, caret: tree.caret)
                try requireEqual(captured, resting.applying(adjustment), "\(strategy)")
                // Put the tree back at rest for the next strategy.
                Self.apply(
                    strategy.adjustment(for: resting, keyboard: .hidden(screenBounds: .zero)), to: tree.views, rootView: resting.rootView)
                try requireEqual(AvoidanceLayout(capturing: tree.focus, caret: tree.caret), resting, "\(strategy) at rest")
            }
        }
    }

    /// Applies an adjustment to a test tree as an app's adapter does: each container result to the
    /// scroll view it names, the root view's translation on top of its own transform.
    private static func apply(_ adjustment: KeyboardAdjustment, to views: [TestView], rootView: ViewHierarchy.NodeID) {
        for container in adjustment.allContainers where views.indices.contains(container.node.rawValue) {
            let scrollView = views[container.node.rawValue]
            scrollView.contentOffset = container.contentOffset
            scrollView.contentInset = container.contentInsets
            scrollView.verticalScrollIndicatorInsets = container.scrollIndicatorInsets
            scrollView.contentSize = container.contentSize
        }
        if views.indices.contains(rootView.rawValue) {
            let root = views[rootView.rawValue]
            var transform = root.ownTransform
            transform.ty += adjustment.rootViewTranslation
            root.transform = transform
        }
    }
}
