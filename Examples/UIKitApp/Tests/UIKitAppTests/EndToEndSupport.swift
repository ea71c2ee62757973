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
