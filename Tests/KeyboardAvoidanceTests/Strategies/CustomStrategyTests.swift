import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// A strategy written outside the module, from public parts only, behaves as the protocol's
/// contract says: finite, at rest for a hidden keyboard, and the same prepared or not.
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
            try requireEqual(adjustment, strategy.adjustment(for: PreparedLayout(scenario.layout), keyboard: scenario.keyboard))
            try require(adjustment.rootViewTranslation.isFinite && adjustment.rootViewTranslation <= 0, "\(adjustment)")
            try requireEqual(strategy.restingAdjustment(for: scenario.layout).rootViewTranslation, 0)
        }
    }

    func testThePreparedLayoutKeepsTheLayout() {
        let layout = PhoneForm.layout()
        XCTAssertEqual(PreparedLayout(layout).layout, layout)
        XCTAssertEqual(PanByOverlap().adjustment(for: layout, keyboard: PhoneForm.keyboard).rootViewTranslation, -291)
    }
}
