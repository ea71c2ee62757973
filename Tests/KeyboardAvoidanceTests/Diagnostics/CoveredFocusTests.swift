import KeyboardAvoidance
import XCTest

/// Why the keyboard still covers the focus (SPEC §12.4), each reason on a hand-built screen: a
/// 390 × 844 window with insets 59 / 34 and a 291 pt keyboard, its top at 553.
final class CoveredFocusTests: XCTestCase {
    private let keyboard = KeyboardState.docked(height: 291, screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))

    /// A root view filling the window, and a view at `frame` in it (or, `outside`, in the window
    /// beside the root view), focused.
    private func shortScreen(field frame: LayoutRect, outside: Bool = false) -> AvoidanceLayout {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let field = layout.addView(frame: frame, in: outside ? ViewHierarchy.window : root)
        layout.focus(on: field)
        return layout
    }

    func testAShortScreenThatOnlyScrollingStrategiesAvoidNamesNothingMoves() {
        let layout = shortScreen(field: LayoutRect(x: 20, y: 700, width: 350, height: 44))
        // Scroll inset without its remainder shift: nothing scrolls, nothing moves; 744 − 553 = 191 covered.
        XCTAssertEqual(
            layout.coveredFocus(after: ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard), keyboard: keyboard),
            .nothingMoves(coveredHeight: 191))
        // With the remainder shift, or view shift, the field shows: nothing to report.
        for strategy in [BuiltInStrategy.standard, .viewShift(ViewShiftStrategy())] {
            XCTAssertNil(layout.coveredFocus(after: strategy.adjustment(for: layout, keyboard: keyboard), keyboard: keyboard))
        }
    }

    func testAFocusOutsideTheRootView() {
        let layout = shortScreen(field: LayoutRect(x: 20, y: 700, width: 350, height: 44), outside: true)
        XCTAssertEqual(
            layout.coveredFocus(after: ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard), keyboard: keyboard),
            .outsideRootView(coveredHeight: 191))
    }

    func testAFocusTallerThanTheBandAboveTheKeyboard() {
        // A text view 520 tall at 300…820: the band from the safe top 59 to the keyboard's top 553 is 494.
        let layout = shortScreen(field: LayoutRect(x: 20, y: 300, width: 350, height: 520))
        XCTAssertEqual(
            layout.coveredFocus(after: ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard), keyboard: keyboard),
            .tallerThanTheSpaceAboveTheKeyboard(height: 520, space: 494))
    }

    func testAStrategyThatDoesNotRevealStopsShort() {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 390, height: 844), contentSize: LayoutSize(width: 390, height: 1_200), in: root)
        let field = layout.addView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scroll)
        layout.focus(on: field)
        // Insets only: the field at 600…644 stays 644 − 553 = 91 under the keyboard.
        XCTAssertEqual(
            layout.coveredFocus(
                after: ScrollInsetStrategy(revealsFocus: false).adjustment(for: layout, keyboard: keyboard), keyboard: keyboard),
            .movementStopsShort(coveredHeight: 91))
        XCTAssertNil(layout.coveredFocus(after: ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard), keyboard: keyboard))
    }

    func testEachReasonSaysWhatCoversTheFocusInOneLine() {
        let reasons: [CoveredFocus] = [
            .nothingMoves(coveredHeight: 191), .outsideRootView(coveredHeight: 0.5),
            .tallerThanTheSpaceAboveTheKeyboard(height: 520, space: 494), .movementStopsShort(coveredHeight: 91),
        ]
        for reason in reasons {
            XCTAssertFalse(reason.description.contains("\n"))
        }
        XCTAssertTrue(CoveredFocus.nothingMoves(coveredHeight: 191).description.hasPrefix("the keyboard covers 191 pt of the focus"))
        XCTAssertTrue(CoveredFocus.outsideRootView(coveredHeight: 0.5).description.contains("0.5 pt"))
    }
}
