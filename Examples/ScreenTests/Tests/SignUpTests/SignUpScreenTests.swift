import KeyboardAvoidance
import KeyboardAvoidanceTesting
import SignUp
import XCTest

/// The sign-up screen on a device: every field, each as the focus in turn.
func signUpScreen(_ screen: DeviceScreen, _ code: SignUpScreen = SignUpScreen()) -> ScreenLayout {
    ScreenLayout(
        fields: SignUpScreen.fieldNames.map { name in
            ScreenLayout.Field(
                name, layout: code.layout(window: screen.windowFrame, safeAreaInsets: screen.safeAreaInsets, focusing: name))
        })
}

/// The screen as shipped: every field stays visible above every keyboard on every phone, in both
/// orientations.
final class SignUpScreenTests: XCTestCase {
    func testEveryFieldStaysVisibleOnEveryPhoneWithEveryKeyboard() {
        let phones = DeviceCatalogue.screens(of: DeviceCatalogue.phones)
        let report = assertKeyboardAvoidance(ScrollInsetStrategy(), on: phones) { signUpScreen($0) }
        // 6 phones × 2 orientations × 5 fields × 5 keyboards (standard, without predictive, emoji,
        // the hardware keyboard's bar, hidden).
        XCTAssertEqual(report.caseCount, 6 * 2 * 5 * 5)
    }

    func testViewShiftKeepsItVisibleToo() {
        assertKeyboardAvoidance(ViewShiftStrategy(), on: DeviceCatalogue.screens(of: DeviceCatalogue.phones)) { signUpScreen($0) }
    }
}
