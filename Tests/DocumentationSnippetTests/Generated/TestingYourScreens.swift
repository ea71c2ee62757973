// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

// Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md, block 1
/// The sign-up form at a device's size: two fields in a scroll view under a 44 pt bar.
func signUpForm(on screen: DeviceScreen) -> ScreenLayout {
    let window = screen.windowFrame
    let insets = screen.safeAreaInsets
    var layout = AvoidanceLayout(window: window, safeAreaInsets: insets)
    let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
    let root = layout.addView(frame: bounds, additionalSafeAreaInsets: LayoutInsets(top: 44))
    // The scroll view adds its safe area to its insets, so at rest its content starts below the bar.
    let scroll = layout.addScrollView(
        frame: bounds, contentSize: LayoutSize(width: window.width, height: 400),
        contentOffset: LayoutPoint(x: 0, y: -(insets.top + 44)), contentInsetAdjustmentBehavior: .always, in: root)
    let width = window.width - insets.left - insets.right - 32
    let email = layout.addView(frame: LayoutRect(x: insets.left + 16, y: 24, width: width, height: 44), in: scroll)
    let password = layout.addView(frame: LayoutRect(x: insets.left + 16, y: 84, width: width, height: 44), in: scroll)
    return ScreenLayout(fields: [
        ScreenLayout.Field("email", layout: layout, focusing: email),
        ScreenLayout.Field("password", layout: layout, focusing: password),
    ])
}

// Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md, block 2
/// Checks a layout decoded from the core's JSON on the screen it was laid out for.
func checkDecodedLayout(_ json: Data, on screen: DeviceScreen) throws -> ScreenCheckReport {
    let layout = try JSONDecoder().decode(AvoidanceLayout.self, from: json)
    return ScreenCheck(screens: [screen]).run(ScrollInsetStrategy()) { _ in ScreenLayout(layout) }
}

// Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md, block 3
final class SignUpFormTests: XCTestCase {
    func testEveryFieldStaysVisible() {
        // Every screen of the catalogue, every keyboard each device has.
        assertKeyboardAvoidance(ScrollInsetStrategy()) { signUpForm(on: $0) }
    }

    func testOnPhonesInLandscapeWithTheEmojiKeyboard() {
        let screens = DeviceCatalogue.screens(of: DeviceCatalogue.phones, orientations: [.landscape])
        let report = assertKeyboardAvoidance(ViewShiftStrategy(), on: screens, keyboards: [.emoji]) { signUpForm(on: $0) }
        XCTAssertEqual(report.caseCount, 6 * 2)  // six phones, two fields
    }
}

// Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md, block 4
final class MyStrategyProperties: XCTestCase {
    func testHidingAlwaysRestsOnRandomLayouts() {
        checkProperty(.scenario()) { scenario in
            let hidden = KeyboardState.hidden(screenBounds: scenario.keyboard.screenBounds)
            let resting = ViewShiftStrategy().adjustment(for: scenario.layout, keyboard: hidden)
            try require(resting.rootViewTranslation == 0, "view shift moved with the keyboard hidden")
        }
    }
}
