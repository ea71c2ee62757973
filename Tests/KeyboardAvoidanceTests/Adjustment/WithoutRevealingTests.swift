import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import TestFixtures
import XCTest

/// Insetting without revealing (SPEC §7.1): what another app's keyboard gives under the inset-only
/// policy, for every strategy.
final class WithoutRevealingTests: XCTestCase {
    /// The phone form: a field at y = 600 under the 291 pt keyboard (top 553), safe area 59 / 34.
    private let layout = FormFixture.phone.layout
    private let keyboard = FormFixture.phoneKeyboard
    private let scrollView = ViewHierarchy.NodeID(rawValue: 2)

    private func withoutRevealing(_ strategy: some KeyboardAvoidanceStrategy, in layout: AvoidanceLayout? = nil) -> KeyboardAdjustment {
        let layout = layout ?? self.layout
        return strategy.adjustment(for: layout, keyboard: keyboard).withoutRevealing(in: layout)
    }

    func testScrollInsetKeepsItsInsetAndGivesUpItsScroll() throws {
        // Revealing: inset 291 − 34 = 257 and offset 644 + 10 − 553 = 101. Without: the inset, offset 0.
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 101)
        let container = try XCTUnwrap(withoutRevealing(ScrollInsetStrategy()).container)
        XCTAssertEqual(container.contentInsets, LayoutInsets(bottom: 257))
        XCTAssertEqual(container.scrollIndicatorInsets, LayoutInsets(bottom: 257))
        XCTAssertEqual(container.contentOffset, .zero)
        XCTAssertEqual(container.contentSize, LayoutSize(width: 390, height: 1_200))
        XCTAssertEqual(container.node, scrollView)
    }

    func testForScrollInsetItIsTheOptionWithoutRevealingAndWithoutTheRemaindersShift() {
        let notRevealing = ScrollInsetStrategy(revealsFocus: false).adjustment(for: layout, keyboard: keyboard)
        XCTAssertEqual(withoutRevealing(ScrollInsetStrategy()), notRevealing)
        // The remainder's shift is a reveal too: a field below the content's end cannot be scrolled to.
        var short = FormFixture.phone
        short.contentHeight = 644
        let remainder = ScrollInsetStrategy(shiftsRootViewForRemainder: true)
        XCTAssertLessThan(remainder.adjustment(for: short.layout, keyboard: keyboard).rootViewTranslation, 0)
        XCTAssertEqual(withoutRevealing(remainder, in: short.layout).rootViewTranslation, 0)
    }

    func testTheRestingOffsetIsWhereTheUserScrolled() throws {
        var scrolled = FormFixture.phone
        scrolled.restingOffset = 30
        scrolled.fields = [LayoutRect(x: 20, y: 630, width: 350, height: 44)]
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: scrolled.layout, keyboard: keyboard).container?.contentOffset.y, 131)
        XCTAssertEqual(withoutRevealing(ScrollInsetStrategy(), in: scrolled.layout).container?.contentOffset.y, 30)
    }

    func testCentringKeepsItsInsetAndDoesNotCentre() throws {
        // Centring would scroll to 316; without revealing, the inset 257 and the resting offset.
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 316)
        let container = try XCTUnwrap(withoutRevealing(CenteringStrategy()).container)
        XCTAssertEqual(container.contentInsets.bottom, 257)
        XCTAssertEqual(container.contentOffset.y, 0)
    }

    func testContentGrowthKeepsTheTallerContentAndDoesNotScroll() throws {
        // 1,200 + 257 = 1,457: everything under the keyboard can be scrolled up by the user.
        let container = try XCTUnwrap(withoutRevealing(ContentGrowthStrategy()).container)
        XCTAssertEqual(container.contentSize.height, 1_457)
        XCTAssertEqual(container.contentInsets, .zero)
        XCTAssertEqual(container.contentOffset.y, 0)
    }

    func testViewShiftDoesNothing() {
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -101)
        XCTAssertEqual(withoutRevealing(ViewShiftStrategy()), ViewShiftStrategy().restingAdjustment(for: layout))
    }

    func testResizeKeepsItsGuide() {
        // The guide is an inset of the root view's usable area: kept, 291.
        XCTAssertEqual(withoutRevealing(ResizeStrategy()), ResizeStrategy().adjustment(for: layout, keyboard: keyboard))
        XCTAssertEqual(withoutRevealing(ResizeStrategy()).rootViewBottomInset, 291)
    }

    func testAContainerTheLayoutDoesNotHoldKeepsItsOffset() {
        let stray = ContainerAdjustment(
            node: ViewHierarchy.NodeID(rawValue: 99), contentOffset: LayoutPoint(x: 0, y: 40), contentInsets: .zero,
            scrollIndicatorInsets: .zero, contentSize: .zero)
        let adjustment = KeyboardAdjustment(container: stray, rootViewTranslation: -12, rootViewBottomInset: 7)
        XCTAssertEqual(
            adjustment.withoutRevealing(in: layout), KeyboardAdjustment(container: stray, rootViewTranslation: 0, rootViewBottomInset: 7))
    }

    /// On random layouts and keyboards, for every strategy: each container's insets and size are the
    /// strategy's, its offset the one it has at rest, no translation, the guide kept — and taking the
    /// reveal out twice is taking it out once.
    func testEveryStrategyInsetsAndRestsOnRandomLayouts() {
        let cases = Generator { draws in
            (
                Generator<AvoidanceScenario>.scenario(nested: draws.chance(0.3)).generate(&draws),
                draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset
            )
        }
        checkProperty(cases) { scenario, under in
            let layout = scenario.layout
            let full = under.strategy.adjustment(for: layout, keyboard: scenario.keyboard)
            let resting = under.strategy.restingAdjustment(for: layout)
            let inset = full.withoutRevealing(in: layout)
            try requireEqual(inset.allContainers.map(\.node), full.allContainers.map(\.node), "\(under): the structure changed")
            for (container, revealing) in zip(inset.allContainers, full.allContainers) {
                try requireEqual(container.contentInsets, revealing.contentInsets, "\(under)")
                try requireEqual(container.scrollIndicatorInsets, revealing.scrollIndicatorInsets, "\(under)")
                try requireEqual(container.contentSize, revealing.contentSize, "\(under)")
                let rest = try XCTUnwrap(resting.allContainers.first { $0.node == container.node })
                try requireEqual(container.contentOffset, rest.contentOffset, "\(under): not at its resting offset")
            }
            try requireEqual(inset.rootViewTranslation, 0)
            try requireEqual(inset.rootViewBottomInset, full.rootViewBottomInset)
            try requireEqual(inset.withoutRevealing(in: layout), inset, "not idempotent")
            if under == .scrollInset {
                try requireEqual(inset, ScrollInsetStrategy(revealsFocus: false).adjustment(for: layout, keyboard: scenario.keyboard))
            }
        }
    }
}
