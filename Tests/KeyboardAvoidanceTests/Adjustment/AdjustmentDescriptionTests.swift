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

    func testALayoutPrintsItsFieldsAsTheJSONNamesThem() {
        var layout = AvoidanceLayout(window: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let root = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44), in: root)
        let hierarchy =
            "ViewHierarchy(window: bounds (0.0, 0.0, 390.0, 844.0) center (195.0, 422.0), safeAreaInsets: (top: 0.0, left: 0.0, "
            + "bottom: 0.0, right: 0.0), nodes: [node 1 in node 0: bounds (0.0, 0.0, 390.0, 844.0) center (195.0, 422.0), "
            + "node 2 in node 1: bounds (0.0, 0.0, 358.0, 44.0) center (195.0, 622.0)])"
        XCTAssertEqual("\(layout.hierarchy)", hierarchy)
        let fields =
            "rootView: node 1, scrollContainers: [], focus: (0.0, 0.0, 358.0, 44.0) in node 2, margins: (top: 10.0, bottom: 10.0), "
            + "undockedPolicy: ignore, ridingView: none"
        XCTAssertEqual("\(layout)", "AvoidanceLayout(hierarchy: \(hierarchy), \(fields))")
        XCTAssertEqual("\(PreparedLayout(layout))", "PreparedLayout(AvoidanceLayout(hierarchy: \(hierarchy), \(fields)))")

        // What the builder reported is part of the value, so it prints too.
        layout.addView(frame: .zero, in: ViewHierarchy.NodeID(rawValue: 9))
        XCTAssertTrue(
            "\(layout)".hasSuffix(
                "built with: [hierarchy: node 9, the parent given for node 3, is not in the hierarchy; node 3 went into the window])"),
            "\(layout)")

        var container = ScrollContainer(node: root, contentSize: LayoutSize(width: 390, height: 1200))
        container.isPagingEnabled = true
        XCTAssertEqual(
            "\(container)",
            "node 1: content (390.0 × 1200.0), insets (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0), "
                + "indicators (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0), automatic, paging")
        XCTAssertEqual("\(RevealAlignment.leastScroll)", "leastScroll")
        XCTAssertEqual("\(RevealAlignment.center)", "position 0.5")

        XCTAssertEqual(
            "\(ScrollViewport(length: 844, hiddenStart: 47, hiddenEnd: 336, range: ScrollRange(lower: -47, upper: 690)))",
            "(length: 844.0, hiddenStart: 47.0, hiddenEnd: 336.0, range: [-47.0, 690.0])")
    }

    func testNoDescriptionShowsItsStorage() {
        // Names of storage that must never reach a description: property wrappers' backing
        // values, the hierarchy's entries, the builder's record, the tracker's and avoider's state.
        let storage = [
            "FiniteCoordinate", "storage", "_root", "entries", "Entry(", "buildingDiagnostics", "latest:", "records", "transition",
            // Reflection's qualified names: a type printed field by field instead of described.
            "KeyboardAvoidance.",
        ]
        func check(_ text: String) throws {
            for name in storage { try require(!text.contains(name), "'\(name)' in \(text)") }
        }
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            try check("\(ScrollInsetStrategy().adjustment(for: scenario.layout, keyboard: scenario.keyboard))")
            try check("\(scenario.layout)")
            try check("\(PreparedLayout(scenario.layout))")
            var tracker = KeyboardTracker(screenBounds: scenario.keyboard.screenBounds)
            _ = tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: scenario.keyboard.frame))
            try check("\(tracker)")
        }
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: PhoneForm.keyboard.screenBounds)
        XCTAssertNoThrow(try check("\(avoider)"))
        // With a focused screen and a keyboard shown, it has views it adjusts and a resting screen.
        let layout = PhoneForm.layout()
        let screen = ScreenObservation(layout: layout, viewKeys: layout.hierarchy.nodeIDs.map(\.rawValue), screenBounds: PhoneForm.screen)
        _ = avoider.receive(.focusBegan(screen))
        _ = avoider.receive(.keyboard(KeyboardEvent(phase: .willShow, endFrame: PhoneForm.keyboard.frame), screen: screen))
        XCTAssertFalse(avoider.adjustedViews.isEmpty)
        XCTAssertNoThrow(try check("\(avoider)"))
    }
}
