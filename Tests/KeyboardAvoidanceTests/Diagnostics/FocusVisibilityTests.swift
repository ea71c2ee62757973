import Foundation
import KeyboardAvoidance
import XCTest

/// Where the focus is once an adjustment is applied, and the region it must be in (SPEC §12.2).
final class FocusVisibilityTests: XCTestCase {
    /// A 390 × 844 window, insets 59/34, a root view with a 44 pt bar and a scroll view filling it,
    /// a field at y 600 in it.
    private func form() -> (AvoidanceLayout, KeyboardState) {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844), additionalSafeAreaInsets: LayoutInsets(top: 44))
        let scroll = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 390, height: 844), contentSize: LayoutSize(width: 390, height: 1_200), in: root)
        let field = layout.addView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scroll)
        layout.focus(on: field)
        return (layout, .docked(height: 300, screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844)))
    }

    func testAtRestTheKeyboardCoversTheField() {
        let (layout, keyboard) = form()
        let visibility = layout.focusVisibility(after: ViewShiftStrategy().restingAdjustment(for: layout), keyboard: keyboard)
        XCTAssertEqual(visibility.focusFrame, LayoutRect(x: 20, y: 600, width: 350, height: 44))
        // The window's safe area 59…810, below the bar 103…, down to the keyboard's top 544.
        XCTAssertEqual(visibility.visibleRegion, LayoutRect(x: 0, y: 103, width: 390, height: 441))
        XCTAssertEqual(visibility.keyboardClearance, 544 - 644)
        XCTAssertFalse(visibility.isFocusVisible)
    }

    func testViewShiftBringsItAboveTheKeyboard() {
        let (layout, keyboard) = form()
        let adjustment = ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard)
        // 644 + 10 − 544 = 110.
        XCTAssertEqual(adjustment.rootViewTranslation, -110)
        let visibility = layout.focusVisibility(after: adjustment, keyboard: keyboard)
        XCTAssertEqual(visibility.focusFrame, LayoutRect(x: 20, y: 490, width: 350, height: 44))
        XCTAssertEqual(visibility.keyboardClearance, 10)
        XCTAssert(visibility.isFocusVisible)
        // With its 10 pt margins the field spans 480 … 544: exactly to the keyboard's top, still
        // visible; one point more below is not.
        let grown = layout.margins.effective.expanding(LayoutRect(x: 20, y: 490, width: 350, height: 44))
        XCTAssertEqual(grown, LayoutRect(x: 20, y: 480, width: 350, height: 64))
        XCTAssert(visibility.isVisible(grown))
        XCTAssertFalse(visibility.isVisible(FocusMargins(top: 10, bottom: 11).expanding(LayoutRect(x: 20, y: 490, width: 350, height: 44))))
    }

    func testASideOutsideTheRegionIsNotVisible() {
        // The region x ∈ [0, 390]: a rectangle reaching 1 pt past either side is not all visible.
        let visibility = FocusVisibility(
            focusFrame: nil, visibleRegion: LayoutRect(x: 0, y: 103, width: 390, height: 441), keyboardClearance: nil)
        XCTAssert(visibility.isVisible(LayoutRect(x: 0, y: 200, width: 390, height: 44)))
        XCTAssertFalse(visibility.isVisible(LayoutRect(x: -1, y: 200, width: 100, height: 44)))
        XCTAssertFalse(visibility.isVisible(LayoutRect(x: 300, y: 200, width: 91, height: 44)))
    }

    func testTheWindowsSafeAreaIsTheOneSection5Derives() {
        // A negative window inset counts as 0 (SPEC §5), here as everywhere: with no root view to
        // narrow it, the region starts at the window's top, not 20 pt above it.
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: -20, bottom: 34))
        let field = layout.addView(frame: LayoutRect(x: 20, y: 100, width: 350, height: 44))
        layout.focus(on: field)
        layout.rootView = ViewHierarchy.NodeID(rawValue: 99)
        let hidden = KeyboardState.hidden(screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let visibility = layout.focusVisibility(after: KeyboardAdjustment(container: nil), keyboard: hidden)
        XCTAssertEqual(visibility.visibleRegion, LayoutRect(x: 0, y: 0, width: 390, height: 810))
    }

    func testItDescribesItselfByItsValues() {
        let visibility = FocusVisibility(
            focusFrame: LayoutRect(x: 20, y: 490, width: 350, height: 44), visibleRegion: LayoutRect(x: 0, y: 103, width: 390, height: 441),
            keyboardClearance: 10)
        XCTAssertEqual(
            visibility.description,
            "FocusVisibility(visible: true, focusFrame: (20.0, 490.0, 350.0, 44.0), visibleRegion: (0.0, 103.0, 390.0, 441.0), "
                + "keyboardClearance: 10.0)")
        XCTAssertEqual(
            FocusVisibility(focusFrame: nil, visibleRegion: nil, keyboardClearance: nil).description,
            "FocusVisibility(visible: false, focusFrame: none, visibleRegion: none, keyboardClearance: none)")
    }

    func testAFocusUnderTheBarIsNotVisible() {
        var (layout, keyboard) = form()
        keyboard = .hidden(screenBounds: keyboard.screenBounds)
        layout.focus = FocusTarget(node: layout.focus.node, rect: LayoutRect(x: 0, y: -520, width: 10, height: 10))
        let visibility = layout.focusVisibility(after: ViewShiftStrategy().restingAdjustment(for: layout), keyboard: keyboard)
        // The field's y 600 − 520 = 80: under the bar, whose bottom is 103.
        XCTAssertEqual(visibility.focusFrame?.minY, 80)
        XCTAssertNil(visibility.keyboardClearance)
        XCTAssertFalse(visibility.isFocusVisible)
    }

    func testAnUnknownFocusIsNeverVisible() {
        var (layout, keyboard) = form()
        layout.focus = FocusTarget(node: ViewHierarchy.NodeID(rawValue: 99), rect: .zero)
        let visibility = layout.focusVisibility(after: ViewShiftStrategy().restingAdjustment(for: layout), keyboard: keyboard)
        XCTAssertNil(visibility.focusFrame)
        XCTAssertFalse(visibility.isFocusVisible)
    }

    func testAFocusInTheRidingViewIsClearOfTheKeyboardNotOfItsOwnBand() {
        // A 44 pt input bar resting on the safe area (766…810) rides on the keyboard; its field is
        // the focus. The avoided frame is extended up by the bar's 44 pt (500 … 844), but the field
        // rides on the keyboard: it must be clear of the keyboard alone, whose top is 544.
        var (layout, keyboard) = form()
        let bar = layout.addView(frame: LayoutRect(x: 0, y: 766, width: 390, height: 44))
        layout.ridingView = bar
        layout.addFocusedView(frame: LayoutRect(x: 8, y: 4, width: 374, height: 36), in: bar)
        XCTAssertEqual(layout.avoidedFrame(of: keyboard)?.minY, 500)
        XCTAssertEqual(layout.frameToKeepClear(of: keyboard)?.minY, 544)
        // The keyboard alone, whatever the focus: resize's guide.
        XCTAssertEqual(layout.keyboardFrame(of: keyboard), LayoutRect(x: 0, y: 544, width: 390, height: 300))
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        // The bar's bottom 810 goes onto the keyboard's top: 544 − 810 = −266.
        XCTAssertEqual(adjustment.ridingViewTranslation, -266)
        let visibility = layout.focusVisibility(after: adjustment, keyboard: keyboard)
        XCTAssertEqual(visibility.focusFrame, LayoutRect(x: 8, y: 504, width: 374, height: 36))
        XCTAssertEqual(visibility.keyboardClearance, 4)
        XCTAssert(visibility.isFocusVisible)
    }

    func testAKeyboardBesideTheFocusDoesNotCutTheRegion() {
        // A floating keyboard avoided (policy `.avoid`), 150 pt wide at the left, over y 500 … 700;
        // the field spans x 20 … 370, so narrow it to the right half: x 200 … 370.
        var (layout, _) = form()
        layout.undockedPolicy = .avoid
        layout.focus = FocusTarget(node: layout.focus.node, rect: LayoutRect(x: 180, y: 0, width: 170, height: 44))
        let keyboard = KeyboardState(
            frame: LayoutRect(x: 0, y: 500, width: 150, height: 200), screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let visibility = layout.focusVisibility(after: ViewShiftStrategy().restingAdjustment(for: layout), keyboard: keyboard)
        XCTAssertEqual(visibility.focusFrame, LayoutRect(x: 200, y: 600, width: 170, height: 44))
        // Not crossed: the region is the safe area below the bar, uncut; no clearance.
        XCTAssertEqual(visibility.visibleRegion, LayoutRect(x: 0, y: 103, width: 390, height: 707))
        XCTAssertNil(visibility.keyboardClearance)
        XCTAssert(visibility.isFocusVisible)
    }

    func testTheClearanceIsFiniteAndDecodingRejectsANonFiniteOne() throws {
        var visibility = FocusVisibility(focusFrame: nil, visibleRegion: nil, keyboardClearance: .nan)
        XCTAssertEqual(visibility.keyboardClearance, 0)
        visibility.keyboardClearance = -.infinity
        XCTAssertEqual(visibility.keyboardClearance, -FiniteCoordinate.coordinateLimit)
        visibility.keyboardClearance = nil
        XCTAssertNil(visibility.keyboardClearance)
        // A lenient decoder can spell NaN; the error names the field.
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        XCTAssertThrowsError(try decoder.decode(FocusVisibility.self, from: Data(#"{"keyboardClearance": "nan"}"#.utf8))) { error in
            XCTAssert("\(error)".contains("keyboardClearance: expected a finite number"), "\(error)")
        }
        let round = FocusVisibility(focusFrame: nil, visibleRegion: nil, keyboardClearance: 12.5)
        XCTAssertEqual(try JSONDecoder().decode(FocusVisibility.self, from: JSONEncoder().encode(round)), round)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(round), as: UTF8.self), #"{"keyboardClearance":12.5}"#)
    }
}
