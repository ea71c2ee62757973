import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The keyboard's scroll view (SPEC §10.2): the outermost scroll view of the chain that is not
/// horizontal-only takes the keyboard, so a pager whose pages are forms gives it to the page's form.
final class KeyboardScrollViewTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
    private var keyboard: KeyboardState { .docked(height: 336, screenBounds: screen) }

    /// A three-page pager filling a 393 × 852 phone (safe area 59 / 34), resting on the page at
    /// `showing`; the page at `page` is a form 1,000 tall holding a field at y ∈ [700, 744].
    private func pagerOfForms(
        page: Int, showing: Int
    ) -> (layout: AvoidanceLayout, pager: ViewHierarchy.NodeID, form: ViewHierarchy.NodeID) {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let pager = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 1_179, height: 852), contentOffset: LayoutPoint(x: 393 * Double(showing), y: 0))
        layout.scrollContainers[0].isPagingEnabled = true
        let form = layout.addScrollView(
            frame: LayoutRect(x: 393 * Double(page), y: 0, width: 393, height: 852), contentSize: LayoutSize(width: 393, height: 1_000),
            in: pager)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 700, width: 361, height: 44), in: form)
        return (layout, pager, form)
    }

    func testAPagerOfFormsGivesTheKeyboardToThePagesForm() {
        // The form adds its safe area (it scrolls vertically): inset 336 − 34 = 302; the field's
        // bottom plus the margin, 754, goes to the keyboard's top, 516: offset 238. The pager keeps
        // its vertical values: no inset, y offset 0, and it stays on the page showing.
        let (layout, pager, form) = pagerOfForms(page: 1, showing: 1)
        for strategy in [ScrollInsetStrategy(), CenteringStrategy()] as [any KeyboardAvoidanceStrategy] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertEqual(adjustment.container?.node, form)
            XCTAssertEqual(adjustment.container?.contentInsets.bottom, 302, "\(strategy)")
            XCTAssertEqual(adjustment.container?.scrollIndicatorInsets.bottom, 302, "\(strategy)")
            XCTAssertEqual(adjustment.outerContainers.map(\.node), [pager])
            XCTAssertEqual(adjustment.outerContainers.first?.contentInsets, .zero, "\(strategy)")
            XCTAssertEqual(adjustment.outerContainers.first?.contentOffset, LayoutPoint(x: 393, y: 0), "\(strategy)")
        }
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 238)
        // Content growth grows the form: 1,000 + 302; the pager's content keeps its height.
        let grown = ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard)
        XCTAssertEqual(grown.container?.contentSize.height, 1_302)
        XCTAssertEqual(grown.container?.contentOffset.y, 238)
        XCTAssertEqual(grown.outerContainers.first?.contentSize.height, 852)
        // Hidden: every value at rest.
        let hidden = ScrollInsetStrategy().adjustment(for: layout, keyboard: .hidden(screenBounds: screen))
        XCTAssertEqual(hidden.container?.contentInsets, .zero)
        XCTAssertEqual(hidden.container?.contentOffset, .zero)
    }

    func testAFieldOnAnotherPageIsPagedInAndRevealedByItsForm() {
        // The focus moved to the third page's form while the pager shows the second: the pager pages
        // (786) and the form, whose overlap is taken over the rows it spans although it rests off
        // screen, takes the keyboard and scrolls as on the page showing.
        let (layout, _, form) = pagerOfForms(page: 2, showing: 1)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        XCTAssertEqual(adjustment.container?.node, form)
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 302)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 238)
        XCTAssertEqual(adjustment.outerContainers.first?.contentOffset, LayoutPoint(x: 786, y: 0))
        XCTAssertEqual(adjustment.outerContainers.first?.contentInsets, .zero)
    }

    func testTheFieldEndsVisibleAndThePageStaysPut() {
        let (layout, _, form) = pagerOfForms(page: 1, showing: 1)
        for strategy in [ScrollInsetStrategy(), ContentGrowthStrategy(), CenteringStrategy()] as [any KeyboardAvoidanceStrategy] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertTrue(layout.focusVisibility(after: adjustment, keyboard: keyboard).isFocusVisible, "\(strategy)")
            // Nothing slides under the status bar: the page's form still starts at the window's top
            // (the pager scrolled up, the old rule put it at −238).
            let presented = layout.presentedHierarchy(applying: adjustment)
            let formFrame = presented.node(form).flatMap { presented.convert($0.bounds, from: .node(form), to: .window) }
            XCTAssertEqual(formFrame?.minY, 0, "\(strategy)")
        }
    }

    func testACarouselAloneStillTakesTheKeyboard() {
        // Every scroll view of the chain horizontal-only: the outermost takes the keyboard, as before
        // (a short pager has nothing else to bring the field up): inset 336 (it adds no safe area,
        // not scrolling vertically), and it scrolls up 754 − 516 = 238 in the range its inset opens.
        var flat = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let only = flat.addScrollView(frame: screen, contentSize: LayoutSize(width: 1_179, height: 852))
        flat.scrollContainers[0].isPagingEnabled = true
        flat.addFocusedView(frame: LayoutRect(x: 16, y: 700, width: 361, height: 44), in: only)
        let adjustment = ScrollInsetStrategy().adjustment(for: flat, keyboard: keyboard)
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 336)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 238)
    }

    func testThePreparedLayoutNamesTheKeyboardsScrollViewAsSpecWritesIt() {
        // SPEC §10.2 written again from public values (TestFixtures) against the prepared layout's
        // own, over random nested chains: pagers, carousels and forms in any order.
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            let layout = scenario.layout
            try requireEqual(PreparedLayout(layout).keyboardScrollView?.node, layout.keyboardScrollViewOfChain?.node)
        }
    }
}
