import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// `print(adjustment)` shows the values an app sets, by name, never the storage behind them.
final class AdjustmentDescriptionTests: XCTestCase {
    func testAnAdjustmentPrintsItsValues() {
        // The phone form (§14.5): 291 pt keyboard, the field at 600: inset 257, offset 101.
        let adjustment = ScrollInsetStrategy().adjustment(for: PhoneForm.layout(), keyboard: PhoneForm.keyboard)
        XCTAssertEqual(
            "\(adjustment)",
            "KeyboardAdjustment(containers: [[node 2: offset (0.0, 101.0), insets (top: 0.0, left: 0.0, bottom: 257.0, right: 0.0), "
                + "indicators (top: 0.0, left: 0.0, bottom: 257.0, right: 0.0), content (390.0 × 1200.0)]], rootViewTranslation: 0.0, "
                + "rootViewBottomInset: 0.0, ridingViewTranslation: 0.0)")
        XCTAssertEqual("\(ScrollRange(lower: -59, upper: 647))", "[-59.0, 647.0]")
        XCTAssertEqual("\(FocusMargins(top: 0, bottom: 20))", "(top: 0.0, bottom: 20.0)")
        XCTAssertEqual(
            "\(KeyboardTracker.Configuration())", "KeyboardTracker.Configuration(minimumChange: 0.5, nonLocalKeyboardPolicy: ignore)")
    }

    func testNoDescriptionShowsItsStorage() {
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            let text = "\(ScrollInsetStrategy().adjustment(for: scenario.layout, keyboard: scenario.keyboard))"
            try require(!text.contains("FiniteCoordinate") && !text.contains("_root") && !text.contains("storage"), text)
        }
    }
}
