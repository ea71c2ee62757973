import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// A strategy written outside the module, from public parts only, behaves as the protocol's
/// contract says: finite, at rest for a hidden keyboard, and as computed by hand.
final class CustomStrategyTests: XCTestCase {
    /// Moves the root view up by all the keyboard covers of it, in window points.
    private struct PanByOverlap: KeyboardAvoidanceStrategy {
        func adjustment(for prepared: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
            let layout = prepared.layout
            let covered = layout.obscuredBottomHeight(of: layout.rootView, by: keyboard)
            return KeyboardAdjustment(container: nil, rootViewTranslation: -covered)
        }
    }

    func testAStrategyOfYourOwn() {
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            let strategy = PanByOverlap()
            let adjustment = strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            try require(adjustment.rootViewTranslation.isFinite && adjustment.rootViewTranslation <= 0, "\(adjustment)")
            try requireEqual(strategy.restingAdjustment(for: scenario.layout).rootViewTranslation, 0)
            // A keyboard 50 pt taller on the same screen covers at least as much of the root view.
            let keyboard = scenario.keyboard
            guard keyboard.placement == .docked else { return }
            let taller = KeyboardState(
                frame: LayoutRect(
                    x: keyboard.frame.minX, y: keyboard.frame.minY - 50, width: keyboard.frame.width, height: keyboard.frame.height + 50),
                screenBounds: keyboard.screenBounds)
            let more = strategy.adjustment(for: scenario.layout, keyboard: taller)
            try require(
                more.rootViewTranslation <= adjustment.rootViewTranslation + 1e-9,
                "a taller keyboard covers less: \(more.rootViewTranslation) against \(adjustment.rootViewTranslation)")
        }
    }

    func testAStrategyOfYourOwnOnThePhoneForm() {
        // The root view fills the 390 × 844 window; the 291 pt keyboard covers its bottom 291.
        let layout = PhoneForm.layout()
        XCTAssertEqual(PanByOverlap().adjustment(for: layout, keyboard: PhoneForm.keyboard).rootViewTranslation, -291)
        XCTAssertEqual(PanByOverlap().adjustment(for: PreparedLayout(layout), keyboard: PhoneForm.keyboard).rootViewTranslation, -291)
    }
}
