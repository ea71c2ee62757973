import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// Revealing sideways (SPEC §10.3): a field on a card or a page that is not showing is scrolled in
/// horizontally by every scrolling strategy, with the least scroll or, in a pager, by whole pages.
final class HorizontalRevealTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    /// A form three screens wide (a carousel, or a pager with `paging`), resting at `offset`, its
    /// field 361 wide at `x`, y ∈ [600, 644], under a 336 pt keyboard.
    private func carousel(x: Double, offset: Double = 0, paging: Bool = false) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scrollView = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 1_179, height: 1_400), contentOffset: LayoutPoint(x: offset, y: 0))
        layout.scrollContainers[0].isPagingEnabled = paging
        layout.addFocusedView(frame: LayoutRect(x: x, y: 600, width: 361, height: 44), in: scrollView)
        return layout
    }

    private var keyboard: KeyboardState { .docked(height: 336, screenBounds: screen) }

    func testTheLeastScrollOrTheWholePage() {
        let strategies: [any KeyboardAvoidanceStrategy] = [ScrollInsetStrategy(), ContentGrowthStrategy(), CenteringStrategy()]
        for strategy in strategies {
            // The second card, 409…770: its right edge on the viewport's, 770 − 393 = 377; paging, the
            // second page, 393. From the third page, a field on the first: its left edge, 16; the first page, 0.
            XCTAssertEqual(strategy.adjustment(for: carousel(x: 409), keyboard: keyboard).container?.contentOffset.x, 377, "\(strategy)")
            XCTAssertEqual(strategy.adjustment(for: carousel(x: 409, paging: true), keyboard: keyboard).container?.contentOffset.x, 393)
            XCTAssertEqual(strategy.adjustment(for: carousel(x: 16, offset: 786), keyboard: keyboard).container?.contentOffset.x, 16)
            XCTAssertEqual(
                strategy.adjustment(for: carousel(x: 16, offset: 786, paging: true), keyboard: keyboard).container?.contentOffset.x, 0)
            // Already showing, or the keyboard hidden: the x offset stays.
            XCTAssertEqual(strategy.adjustment(for: carousel(x: 409, offset: 393), keyboard: keyboard).container?.contentOffset.x, 393)
            XCTAssertEqual(
                strategy.adjustment(for: carousel(x: 409), keyboard: .hidden(screenBounds: screen)).container?.contentOffset.x, 0)
        }
        // View shift and resize scroll nothing.
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: carousel(x: 409), keyboard: keyboard).container?.contentOffset.x, 0)
        XCTAssertEqual(ResizeStrategy().adjustment(for: carousel(x: 409), keyboard: keyboard).container?.contentOffset.x, 0)
    }

    func testTheRangeReachesTheTrailingInset() {
        // A 16 pt trailing content inset: the range is [0, 1,179 + 16 − 393] = [0, 802]. A field at
        // 1,150…1,190, partly in the inset, needs 1,190 − 393 = 797: inside it, not clamped to 786.
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scrollView = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 1_179, height: 1_400), contentInsets: LayoutInsets(right: 16))
        layout.addFocusedView(frame: LayoutRect(x: 1_150, y: 600, width: 40, height: 44), in: scrollView)
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.x, 797)
    }

    func testACardInACarouselInsideAFormIsScrolledInByTheCarousel() {
        // The carousel (786 wide content in a 393 viewport, 84 tall) at y = 580 in a 1,200 pt form;
        // the field on its second card, x ∈ [409, 770]. The carousel scrolls sideways (377) and keeps
        // its vertical values; the form scrolls vertically: 580 + 20 + 44 + 10 − 516 = 138.
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 393, height: 1_200))
        let carousel = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 580, width: 393, height: 84), contentSize: LayoutSize(width: 786, height: 84), in: form)
        layout.addFocusedView(frame: LayoutRect(x: 409, y: 20, width: 361, height: 44), in: carousel)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        XCTAssertEqual(adjustment.container?.node, carousel)
        XCTAssertEqual(adjustment.container?.contentOffset, LayoutPoint(x: 377, y: 0))
        XCTAssertEqual(adjustment.container?.contentInsets, .zero)
        XCTAssertEqual(adjustment.outerContainers.map(\.contentOffset), [LayoutPoint(x: 0, y: 138)])
    }

    func testACarouselThatCannotScrollVerticallyKeepsItsVerticalOffset() {
        // The carousel (84 tall, content 84, its own top inset 10, resting at y = −10 as UIKit rests
        // it) holds a field that sticks out of its bottom (y ∈ [60, 104], on screen 650…694).
        // Revealing it inside the carousel would scroll it to 0, the end of its range; it cannot
        // scroll vertically, so it keeps −10 and the form scrolls: 650 + 44 + 10 − 516 = 188.
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 393, height: 1_200))
        let carousel = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 580, width: 393, height: 84), contentSize: LayoutSize(width: 786, height: 84),
            contentOffset: LayoutPoint(x: 0, y: -10), contentInsets: LayoutInsets(top: 10), in: form)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 60, width: 361, height: 44), in: carousel)
        for strategy in [ScrollInsetStrategy(), ContentGrowthStrategy(), CenteringStrategy()] as [any KeyboardAvoidanceStrategy] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertEqual(adjustment.container?.contentOffset, LayoutPoint(x: 0, y: -10), "\(strategy)")
        }
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).outerContainers.first?.contentOffset.y, 188)
    }

    func testEveryScrollViewThatScrollsSidewaysShowsTheFocusWhenItCan() {
        let scrolling = StrategyUnderTest.allCases.filter(\.scrolls)
        let generator = Generator { draws in
            (Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws), draws.pick(from: scrolling) ?? .scrollInset)
        }
        checkProperty(generator) { scenario, strategy in
            let layout = scenario.layout
            let adjustment = strategy.strategy.adjustment(for: layout, keyboard: scenario.keyboard)
            let chain = layout.scrollChain
            guard let keyboardScrollView = layout.keyboardScrollViewOfChain,
                let keyboardIndex = chain.firstIndex(where: { $0.node == keyboardScrollView.node })
            else { return }
            let revealing =
                layout.coversKeyboardScrollView(scenario.keyboard)
                && !(layout.ridingView.map { layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: $0) } ?? false)
            let presented = layout.presentedHierarchy(applying: adjustment)
            for (index, (scrollView, result)) in zip(chain, adjustment.allContainers).enumerated() {
                try requireEqual(result.node, scrollView.node)
                guard let node = layout.hierarchy.node(scrollView.node) else { continue }
                let rest = node.boundsOrigin.x
                guard revealing, scrollView.settings.scrollsHorizontally(inViewportOfWidth: node.boundsSize.width) else {
                    try requireEqual(result.contentOffset.x, rest, "\(strategy): x moved on a scroll view that does not reveal sideways")
                    continue
                }
                // Sideways the focus ends inside the scroll view's viewport (less its side bands when it
                // is the keyboard's scroll view or outside it) whenever it fits and the range lets it; a
                // pager stops on a page or an end.
                let safe = index >= keyboardIndex ? (layout.hierarchy.safeAreaInsets(of: scrollView.node) ?? .zero) : .zero
                let adds = scrollView.settings.addsHorizontalSafeArea(inViewportOf: node.boundsSize)
                let width = node.boundsSize.width
                let lower = -(scrollView.contentInsets.left + (adds ? safe.left : 0))
                let upper = max(lower, scrollView.contentSize.width + scrollView.contentInsets.right + (adds ? safe.right : 0) - width)
                try require(
                    result.contentOffset.x == rest || (result.contentOffset.x >= lower - 1e-9 && result.contentOffset.x <= upper + 1e-9),
                    "\(strategy): x \(result.contentOffset.x) outside [\(lower), \(upper)]")
                guard let focus = presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(scrollView.node)),
                    let presentedNode = presented.node(scrollView.node)
                else { continue }
                let visibleLeft = presentedNode.boundsOrigin.x + safe.left
                let visibleRight = presentedNode.boundsOrigin.x + width - safe.right
                if scrollView.isPagingEnabled {
                    // A pager stops on a page — the one holding the focus's centre, which shows a focus
                    // straddling two pages only in part — or an end of its range, or does not move.
                    let page = width > 0 ? result.contentOffset.x / width : 0
                    try require(
                        result.contentOffset.x == rest || abs(page - page.rounded()) < 1e-9 || result.contentOffset.x == lower
                            || result.contentOffset.x == upper,
                        "\(strategy): pager stopped between pages at \(result.contentOffset.x)")
                    continue
                }
                // Only a single untransformed chain keeps the carried focus equal to the converted one.
                guard chain.count == 1, focus.width <= width - safe.left - safe.right,
                    let restingFocus = layout.hierarchy.convert(
                        layout.focus.rect, from: .node(layout.focus.node), to: .node(scrollView.node)),
                    restingFocus.minX - safe.left >= lower, restingFocus.maxX - (width - safe.right) <= upper
                else { continue }
                try require(
                    focus.minX >= visibleLeft - 1e-6 && focus.maxX <= visibleRight + 1e-6,
                    "\(strategy): focus \(focus.minX)…\(focus.maxX) outside the visible \(visibleLeft)…\(visibleRight)")
            }
        }
    }
}
