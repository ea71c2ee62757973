import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import SignUp
import XCTest

/// The same check on the screen with a planted regression — the invite-code field moved into a
/// bar on the bottom edge on short windows, that is on small phones in landscape — which it must
/// catch with a failure that names the device and the keyboard.
///
/// The planted test fails by design, so it runs only when `PLANTED_REGRESSION=1`;
/// ``PlantedRegressionCheck`` runs it in a child process and reads its failures.
final class PlantedRegressionTests: XCTestCase {
    func testThePinnedInviteCodeIsCaught() throws {
        guard ProcessInfo.processInfo.environment["PLANTED_REGRESSION"] == "1" else {
            throw XCTSkip("fails by design: PlantedRegressionCheck runs it with PLANTED_REGRESSION=1")
        }
        let phones = DeviceCatalogue.screens(of: DeviceCatalogue.phones)
        assertKeyboardAvoidance(ScrollInsetStrategy(), on: phones) {
            signUpScreen($0, SignUpScreen(pinsInviteCodeOnShortWindows: true))
        }
    }
}

/// Runs the planted regression in a child process — this test bundle again, filtered to that one
/// test — and checks that it fails, and how.
final class PlantedRegressionCheck: XCTestCase {
    func testThePlantedRegressionFailsNamingTheDeviceAndTheKeyboard() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("planted-regression-\(getpid())")
        let run = try runThisBundle(
            only: "SignUpTests.PlantedRegressionTests/testThePinnedInviteCodeIsCaught",
            environment: ["PLANTED_REGRESSION": "1", "KEYBOARD_AVOIDANCE_PICTURES": pictures.path])
        XCTAssertNotEqual(run.status, 0, "the planted regression must fail:\n\(run.output)")
        // The small phones in landscape, with each keyboard that covers the bar; nothing else.
        for device in ["iPhone SE (3rd generation)", "iPhone 13 mini"] {
            for keyboard in ["standard", "without-predictive", "emoji", "hardware-shortcut-bar"] {
                let line = "\(device), landscape, \(keyboard) keyboard, field 'invite code': focus not visible: the focus ends at"
                XCTAssert(run.output.contains(line), "missing: \(line)\n\(run.output)")
            }
        }
        XCTAssertFalse(run.output.contains(", portrait,"), "the regression is in landscape only:\n\(run.output)")
        XCTAssertFalse(run.output.contains("iPhone 16"), "the regression is on small phones only:\n\(run.output)")
        // The numbers, for one case worked by hand: the iPhone SE in landscape is 667 × 375 with no
        // insets; the standard keyboard is 206 tall, its top at 169. The bar is 60 tall on the
        // bottom edge (315…375), the field 8 below its top: 16…651 × 323…367. The visible region is
        // the root view's safe area below the 32 pt navigation bar, down to the keyboard: y 32…169.
        XCTAssert(
            run.output.contains(
                "iPhone SE (3rd generation), landscape, standard keyboard, field 'invite code': focus not visible: "
                    + "the focus ends at x 16…651, y 323…367 in the window, the visible region is x 0…667, y 32…169; "
                    + "the keyboard covers 198 pt of it (picture: \(pictures.path)/"),
            run.output)
        // The pictures are written into the test's own folder, one per failure reported.
        let folders = try FileManager.default.contentsOfDirectory(atPath: pictures.path)
        XCTAssertEqual(folders.count, 1, "\(folders)")
        let folder = pictures.appendingPathComponent(try XCTUnwrap(folders.first))
        XCTAssert(folder.lastPathComponent.contains("testThePinnedInviteCodeIsCaught"), folder.path)
        XCTAssert(
            run.output.contains("\(folder.path)/iphone-se-3-landscape-full-screen-standard-invite-code-focus-not-visible.svg)"), run.output)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(written.count, 8, "\(written)")
        let picture = try String(contentsOf: folder.appendingPathComponent(written.sorted()[0]), encoding: .utf8)
        XCTAssert(picture.hasPrefix("<?xml") && picture.contains("invite code"), picture)
    }

    /// Runs this test bundle in a child process, filtered to one test, and returns its exit status
    /// and everything it printed.
    private func runThisBundle(only test: String, environment: [String: String]) throws -> (status: Int32, output: String) {
        let process = Process()
        #if os(Linux)
            // SwiftPM's test product on Linux is an executable that takes the test to run.
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = [test]
        #else
            // On Apple platforms the bundle runs in `xctest`.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["xctest", "-XCTest", test, Bundle(for: Self.self).bundlePath]
        #endif
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
