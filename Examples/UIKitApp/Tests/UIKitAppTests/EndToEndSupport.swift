import UIKit
import UIKitApp
import UIKitSimulation
import XCTest

extension XCTestCase {
    /// Runs a test's body on the main actor: swift-corelibs-xctest runs tests on the main thread but
    /// cannot run `@MainActor` test methods, so each test hops onto the main actor.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated { try body() }
    }
}

/// The app as it launches: a 390 × 844 phone with a 59 pt top and 34 pt bottom safe area, the
/// sign-up form as its root, and the adapter installed in one line (``SceneSetup/connect(_:)``).
@MainActor
func launchSignUp() -> (SimulatedDevice, SignUpViewController) {
    let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    SceneSetup.connect(device.window)
    device.layout()
    // swift-format-ignore
    let form = device.window.rootViewController as! SignUpViewController
    return (device, form)
}

/// The sign-up form launched, one field edited and a docked keyboard of a height shown: how most
/// end-to-end tests begin.
///
/// - Parameters:
///   - field: The index of the field that becomes first responder.
///   - keyboardHeight: The keyboard's height, in points.
/// - Returns: The device and the form.
@MainActor
func launchSignUp(editing field: Int, keyboardHeight: CGFloat) -> (SimulatedDevice, SignUpViewController) {
    let (device, form) = launchSignUp()
    _ = form.fields[field].becomeFirstResponder()
    device.showKeyboard(height: keyboardHeight)
    return (device, form)
}
