import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import TestFixtures
import XCTest

/// The keyboard between two frames (SPEC §8.1), and evaluating a strategy on it against
/// interpolating the strategy's results (SPEC §10.1).
final class KeyboardInterpolationTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)

    private func docked(_ height: Double) -> KeyboardState { .docked(height: height, screenBounds: screen) }

    func testTheKeyboardBetweenTwoFrames() {
        let hidden = KeyboardState.hidden(screenBounds: screen)
        // Edge by edge: the top from 844 to 553, the bottom stays on the screen's bottom.
        XCTAssertEqual(
            KeyboardState.interpolated(from: hidden, to: docked(291), progress: 0.5).frame,
            LayoutRect(minX: 0, minY: 698.5, maxX: 390, maxY: 844))
        XCTAssertEqual(KeyboardState.interpolated(from: docked(291), to: docked(335), progress: 0.25).frame.minY, 542)
        // A floating keyboard moved and resized: each edge a quarter of its own way, none symmetric.
        let floating = KeyboardState(frame: LayoutRect(x: 20, y: 400, width: 320, height: 250), screenBounds: screen)
        let moved = KeyboardState(frame: LayoutRect(x: 60, y: 300, width: 300, height: 260), screenBounds: screen)
        XCTAssertEqual(
            KeyboardState.interpolated(from: floating, to: moved, progress: 0.25).frame,
            LayoutRect(minX: 30, minY: 375, maxX: 345, maxY: 627.5))
        // Exactly the ends at 0 and 1, and outside them; NaN is 0.
        for progress in [0, -1, -Double.infinity, .nan, -Double.ulpOfOne] {
            XCTAssertEqual(KeyboardState.interpolated(from: hidden, to: docked(291), progress: progress), hidden, "\(progress)")
        }
        for progress in [1, 1.5, Double.infinity, 1 + Double.ulpOfOne] {
            XCTAssertEqual(KeyboardState.interpolated(from: hidden, to: docked(291), progress: progress), docked(291), "\(progress)")
        }
    }

    func testTheScreenSwitchesAtTheEnd() {
        let other = LayoutRect(x: 0, y: 0, width: 844, height: 390)
        let to = KeyboardState(frame: LayoutRect(x: 0, y: 190, width: 844, height: 200), screenBounds: other)
        XCTAssertEqual(KeyboardState.interpolated(from: docked(291), to: to, progress: 0.5).screenBounds, screen)
        XCTAssertEqual(KeyboardState.interpolated(from: docked(291), to: to, progress: 0.999).screenBounds, screen)
        XCTAssertEqual(KeyboardState.interpolated(from: docked(291), to: to, progress: 1).screenBounds, other)
    }

    func testAnEventsKeyboardEndsOnTheTrackersKeyboard() {
        // A show from below the screen: halfway, the top at 844 − 145.5; at the end the tracker's keyboard.
        let show = KeyboardEvent(
            phase: .willShow, beginFrame: LayoutRect(x: 0, y: 844, width: 390, height: 291), endFrame: docked(291).frame)
        XCTAssertEqual(show.keyboard(atProgress: 0.5, screenBounds: screen).frame, LayoutRect(x: 0, y: 698.5, width: 390, height: 291))
        XCTAssertEqual(show.keyboard(atProgress: 0, screenBounds: screen).frame, LayoutRect(x: 0, y: 844, width: 390, height: 291))
        // At the end, the keyboard the tracker takes from the event: the end frame, 844 − 291 = 553. Each
        // is checked against that value written out, not against the other, since both read the event
        // through one function.
        let shown = KeyboardState(frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: screen)
        var tracker = KeyboardTracker(screenBounds: screen)
        _ = tracker.receive(show)
        XCTAssertEqual(show.keyboard(atProgress: 1, screenBounds: screen), shown)
        XCTAssertEqual(tracker.keyboard, shown)
        // A hide whose end frame is still on the screen ends hidden all the same, as the tracker says:
        // the empty frame along the screen's bottom, y 844.
        let hidden = KeyboardState(frame: LayoutRect(x: 0, y: 844, width: 390, height: 0), screenBounds: screen)
        let hide = KeyboardEvent(phase: .willHide, beginFrame: docked(291).frame, endFrame: docked(291).frame)
        _ = tracker.receive(hide)
        XCTAssertEqual(hide.keyboard(atProgress: 1, screenBounds: screen), hidden)
        XCTAssertEqual(tracker.keyboard, hidden)
        XCTAssertEqual(hide.keyboard(atProgress: .infinity, screenBounds: screen), .hidden(screenBounds: screen))
        XCTAssertEqual(hide.keyboard(atProgress: 0.5, screenBounds: screen).frame.minY, 698.5)
    }

    /// SPEC §10.1's worked example: the phone form's keyboard shown, 0 → 291, scroll inset.
    ///
    /// The inset is `max(0, k − 34)` and the reveal holds still until the keyboard's top reaches the
    /// field's bottom plus the margin, 654: per frame both follow the kink, interpolated they cut
    /// the corner.
    func testPerFrameAndInterpolatedDifferWhenAMaxOrAClampIsActive() throws {
        let layout = PreparedLayout(FormFixture.phone.layout)
        let strategy = ScrollInsetStrategy()
        let (from, to) = (KeyboardState.hidden(screenBounds: screen), docked(291))
        let begin = strategy.adjustment(for: layout, keyboard: from)
        let end = strategy.adjustment(for: layout, keyboard: to)
        // progress: (per-frame inset, per-frame offset, interpolated inset, interpolated offset)
        let expected: [(Double, Double, Double, Double, Double)] = [
            (0.25, 38.75, 0, 64.25, 25.25),
            (0.5, 111.5, 0, 128.5, 50.5),
            (0.75, 184.25, 28.25, 192.75, 75.75),
        ]
        for (progress, frameInset, frameOffset, blendInset, blendOffset) in expected {
            let perFrame = try XCTUnwrap(
                strategy.adjustment(for: layout, keyboard: .interpolated(from: from, to: to, progress: progress)).container)
            let blended = try XCTUnwrap(KeyboardAdjustment.interpolated(from: begin, to: end, progress: progress).container)
            XCTAssertEqual(perFrame.contentInsets.bottom, frameInset, "\(progress)")
            XCTAssertEqual(perFrame.contentOffset.y, frameOffset, "\(progress)")
            XCTAssertEqual(blended.contentInsets.bottom, blendInset, "\(progress)")
            XCTAssertEqual(blended.contentOffset.y, blendOffset, "\(progress)")
        }
    }

    /// QuickType on, 291 → 335: the inset (`k − 34`) and the reveal (`k − 190`) stay on one side of
    /// every max and clamp for the whole animation, so per frame and interpolated agree exactly.
    func testPerFrameAndInterpolatedAgreeWhileNothingSwitches() {
        let layout = PreparedLayout(FormFixture.phone.layout)
        let strategy = ScrollInsetStrategy()
        let (from, to) = (docked(291), docked(335))
        let begin = strategy.adjustment(for: layout, keyboard: from)
        let end = strategy.adjustment(for: layout, keyboard: to)
        for (progress, inset, offset) in [(0.25, 268.0, 112.0), (0.5, 279, 123), (0.75, 290, 134)] {
            let perFrame = strategy.adjustment(for: layout, keyboard: .interpolated(from: from, to: to, progress: progress))
            XCTAssertEqual(perFrame, KeyboardAdjustment.interpolated(from: begin, to: end, progress: progress), "\(progress)")
            XCTAssertEqual(perFrame.container?.contentInsets.bottom, inset)
            XCTAssertEqual(perFrame.container?.contentOffset.y, offset)
        }
    }

    /// For every strategy, random layouts and any two keyboards on one screen: evaluating the
    /// interpolated keyboard gives exactly the begin evaluation at 0 and the end evaluation at 1,
    /// and finite values for any progress, NaN and infinities included; every edge of the keyboard
    /// stays between its ends.
    func testPerFrameEvaluationStartsAndEndsOnTheEvaluationsAndStaysFinite() {
        let cases = Generator { draws in
            let scenario = Generator<AvoidanceScenario>.scenario(nested: draws.chance(0.3)).generate(&draws)
            let other = Generator<KeyboardState>.any(on: scenario.keyboard.screenBounds).generate(&draws)
            let progress = draws.pick(Double.nan, -.infinity, .infinity, -0.5, 0.5, 2, draws.double(in: 0...1))
            return (scenario, draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset, other, progress)
        }
        checkProperty(cases) { scenario, under, other, progress in
            let layout = PreparedLayout(scenario.layout)
            let (from, to) = (scenario.keyboard, other)
            let begin = under.strategy.adjustment(for: layout, keyboard: from)
            let end = under.strategy.adjustment(for: layout, keyboard: to)
            try requireEqual(under.strategy.adjustment(for: layout, keyboard: .interpolated(from: from, to: to, progress: 0)), begin)
            try requireEqual(under.strategy.adjustment(for: layout, keyboard: .interpolated(from: from, to: to, progress: 1)), end)
            let keyboard = KeyboardState.interpolated(from: from, to: to, progress: progress)
            for (edge, a, b) in [
                (keyboard.frame.minX, from.frame.minX, to.frame.minX), (keyboard.frame.minY, from.frame.minY, to.frame.minY),
                (keyboard.frame.maxX, from.frame.maxX, to.frame.maxX), (keyboard.frame.maxY, from.frame.maxY, to.frame.maxY),
            ] {
                try require(edge >= min(a, b) && edge <= max(a, b), "edge \(edge) outside [\(a), \(b)] at \(progress)")
            }
            let adjustment = under.strategy.adjustment(for: layout, keyboard: keyboard)
            let numbers =
                adjustment.allContainers.flatMap { container in
                    [
                        container.contentOffset.x, container.contentOffset.y, container.contentInsets.top, container.contentInsets.bottom,
                        container.scrollIndicatorInsets.bottom, container.contentSize.width, container.contentSize.height,
                    ]
                } + [adjustment.rootViewTranslation, adjustment.rootViewBottomInset]
            try require(numbers.allSatisfy(\.isFinite), "\(under): non-finite at progress \(progress)")
        }
    }
}
