import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The layout's other scroll views (SPEC §10.2): listed, holding no focus, inside no other listed
/// scroll view — each takes the keyboard's inset where it rests and keeps its offset.
final class OtherScrollViewsTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
    private var keyboard: KeyboardState { .docked(height: 335, screenBounds: screen) }

    /// A chat: a message list over the whole screen above a 52 pt composer holding the field.
    private func chat(ridingComposer: Bool) -> (AvoidanceLayout, ViewHierarchy.NodeID) {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: screen)
        let list = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 766), contentSize: LayoutSize(width: 393, height: 3_000),
            contentOffset: LayoutPoint(x: 0, y: 2_234), in: root)
        let composer = layout.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: root)
        layout.addFocusedView(frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), in: composer)
        if ridingComposer { layout.ridingView = composer }
        return (layout, list)
    }

    func testAChatsMessageListTakesTheKeyboardAndTheComposer() {
        // The composer rides on the keyboard (top 517): the list is covered up to the composer's top
        // there, 517 − 52 = 465, so 766 − 465 = 301; its safe-area bottom is 0 (it ends 86 pt above
        // the window's bottom), so the inset is 301, and the offset stays where the user left it.
        let (layout, list) = chat(ridingComposer: true)
        for strategy in [ScrollInsetStrategy(), CenteringStrategy()] as [any KeyboardAvoidanceStrategy] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertNil(adjustment.container)
            XCTAssertEqual(adjustment.otherContainers.map(\.node), [list])
            XCTAssertEqual(adjustment.otherContainers.first?.contentInsets.bottom, 301, "\(strategy)")
            XCTAssertEqual(adjustment.otherContainers.first?.scrollIndicatorInsets.bottom, 301, "\(strategy)")
            XCTAssertEqual(adjustment.otherContainers.first?.contentOffset, LayoutPoint(x: 0, y: 2_234), "\(strategy)")
        }
        XCTAssertEqual(ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).otherContainers.first?.contentSize.height, 3_301)
        // Hidden: the list's own values; view shift and resize carry it with the root view instead.
        let hidden = ScrollInsetStrategy().adjustment(for: layout, keyboard: .hidden(screenBounds: screen))
        XCTAssertEqual(hidden.otherContainers.first?.contentInsets, .zero)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).otherContainers, [])
        XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: keyboard).otherContainers, [])
    }

    func testTheInsetComesOffWithoutRevealingAndAppliesLikeAnyOther() throws {
        let (layout, list) = chat(ridingComposer: false)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        // Not riding: the keyboard's top, 517, covers 766 − 517 = 249 of the list.
        XCTAssertEqual(adjustment.otherContainers.first?.contentInsets.bottom, 249)
        XCTAssertEqual(adjustment.withoutRevealing(in: layout).otherContainers, adjustment.otherContainers)
        XCTAssertEqual(adjustment.allContainers.map(\.node), [list])
        // Encoded only when there are some, and decoded back.
        let data = try JSONEncoder().encode(adjustment)
        XCTAssertEqual(try JSONDecoder().decode(KeyboardAdjustment.self, from: data), adjustment)
        let none = try JSONEncoder().encode(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard))
        XCTAssertFalse(String(decoding: none, as: UTF8.self).contains("otherContainers"))
        // Interpolated pairwise, halfway: 124.5.
        let halfway = KeyboardAdjustment.interpolated(from: adjustment.withoutRevealing(in: layout), to: adjustment, progress: 0.5)
        XCTAssertEqual(halfway.otherContainers.first?.contentInsets.bottom, 249)
        let fromRest = KeyboardAdjustment.interpolated(
            from: ScrollInsetStrategy().adjustment(for: layout, keyboard: .hidden(screenBounds: screen)), to: adjustment, progress: 0.5)
        XCTAssertEqual(fromRest.otherContainers.first?.contentInsets.bottom, 124.5)
    }

    func testEveryOtherScrollViewIsInsetByItsOwnOverlapAndNoneScrolls() {
        // Over random layouts with a second, unrelated scroll view beside the chain.
        checkProperty(Generator<AvoidanceScenario>.scenario()) { scenario in
            var layout = scenario.layout
            guard let window = layout.hierarchy.node(ViewHierarchy.window) else { return }
            let bounds = window.bounds
            let besideFrame = LayoutRect(x: bounds.minX, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
            let beside = layout.addScrollView(
                frame: besideFrame, contentSize: LayoutSize(width: bounds.width, height: bounds.height * 2),
                contentOffset: LayoutPoint(x: 0, y: 40))
            for strategy in StrategyUnderTest.allCases {
                let adjustment = strategy.strategy.adjustment(for: layout, keyboard: scenario.keyboard)
                guard strategy.scrolls else {
                    try requireEqual(adjustment.otherContainers, [], "\(strategy) sets no other scroll view")
                    continue
                }
                guard let other = adjustment.otherContainers.first(where: { $0.node == beside }) else {
                    throw PropertyFailure("\(strategy): the scroll view beside the chain is missing")
                }
                try requireEqual(other.contentOffset, LayoutPoint(x: 0, y: 40), "\(strategy): it scrolled")
                let obscured = layout.obscuredBottomHeight(of: beside, by: scenario.keyboard)
                let safeBottom = layout.hierarchy.safeAreaInsets(of: beside)?.bottom ?? 0
                let addition = max(0, obscured - safeBottom)
                if strategy == .contentGrowth {
                    try requireClose(other.contentSize.height, bounds.height * 2 + addition, Tolerance(absolute: 1e-9), "\(strategy)")
                } else {
                    try requireClose(other.contentInsets.bottom, addition, Tolerance(absolute: 1e-9), "\(strategy)")
                }
            }
        }
    }
}
