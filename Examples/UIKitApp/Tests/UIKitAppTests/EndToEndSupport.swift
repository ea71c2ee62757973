import Foundation
import KeyboardAvoidanceTesting
import KeyboardAvoidanceUIKit
import UIKit
import UIKitApp
import UIKitSimulation
import XCTest

extension XCTestCase {
    /// Runs a test's body on the main actor: swift-corelibs-xctest runs tests on the main thread but
    /// cannot run `@MainActor` test methods, so each test hops onto the main actor.
    ///
    /// The body does not capture the test (Swift 6 would not let a main-actor closure take it):
    /// it is ``RunningTest/current`` while the body runs, for the replay at its end.
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        // The test runs on the main thread, as its body does: nothing else touches it meanwhile.
        nonisolated(unsafe) let test = self
        try MainActor.assumeIsolated {
            RunningTest.current = test
            defer { RunningTest.current = nil }
            try body()
        }
    }
}

/// The test whose body ``XCTestCase/onMain(_:)`` is running, or `nil`.
@MainActor
enum RunningTest {
    static var current: XCTestCase?
}

/// The app as it launches: a 390 × 844 phone with a 59 pt top and 34 pt bottom safe area, the
/// sign-up form as its root, and the adapter installed in one line (``SceneSetup/connect(_:)``),
/// recording.
@MainActor
func launchSignUp() -> (SimulatedDevice, SignUpViewController) {
    let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    SceneSetup.connect(device.window)
    // Every end-to-end test records what the adapter gives its avoider, and replays it at the end.
    device.window.keyboardAvoidance()?.startRecording()
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

extension WindowKeyboardAvoidance {
    /// Starts recording (``startRecording(capacity:)``) and returns the adapter: every adapter of
    /// the end-to-end tests records, and each test replays its trace at the end.
    @discardableResult
    func recording() -> Self {
        startRecording()
        return self
    }
}

/// Replays the trace the window's adapter recorded (``WindowKeyboardAvoidance/startRecording(capacity:)``)
/// with `assertReplay`: the core, given what the adapter gave it, answers what the adapter applied.
///
/// When `KEYBOARD_AVOIDANCE_TRACE_DIRECTORY` is set, the trace is also written there as
/// `<test name>.json` (`<test name>-<part>.json` with a part), for the tool to replay. Taking the
/// device keeps it — and the window the adapter holds weakly — alive to the end of the test. Called
/// in a test's ``XCTestCase/onMain(_:)`` body.
///
/// - Parameters:
///   - device: The device whose window's adapter recorded.
///   - strategyType: The type of the strategy the adapter was installed with.
///   - part: A name for this adapter's trace when a test has several, or `nil`.
///   - file: The file failures are reported in.
///   - line: The line failures are reported at.
@MainActor
func assertReplaysAsRecorded<Strategy: KeyboardAvoidanceStrategy & Hashable & Codable>(
    _ device: SimulatedDevice, strategyType: Strategy.Type = BuiltInStrategy.self, part: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let adapter = device.window.keyboardAvoidance(strategyType: strategyType) else {
        return XCTFail("no adapter with a \(strategyType) is installed on the window", file: file, line: line)
    }
    assertReplaysAsRecorded(adapter, part: part, file: file, line: line)
    withExtendedLifetime(device) {}
}

/// Replays the trace an adapter recorded, as ``assertReplaysAsRecorded(_:strategyType:part:file:line:)``
/// does for the window's: for an adapter a test made itself, or one it uninstalled.
///
/// - Parameters:
///   - adapter: The adapter, recording.
///   - part: A name for this adapter's trace when a test has several, or `nil`.
///   - file: The file failures are reported in.
///   - line: The line failures are reported at.
@MainActor
func assertReplaysAsRecorded<Strategy: KeyboardAvoidanceStrategy & Hashable & Codable>(
    _ adapter: WindowKeyboardAvoidance<Strategy>, part: String? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    guard let test = RunningTest.current else {
        return XCTFail("replay in a test's `onMain` body", file: file, line: line)
    }
    guard let trace = adapter.trace else {
        return XCTFail("the adapter does not record: install it with `.recording()`", file: file, line: line)
    }
    // The test method's name: the last word of `-[Class testName]` or `Class.testName`.
    let method = test.name.split { !$0.isLetter && !$0.isNumber }.last.map(String.init) ?? "trace"
    let traceName = part.map { "\(method)-\($0)" } ?? method
    test.assertReplay(trace, title: traceName, file: file, line: line)
    guard let directory = ProcessInfo.processInfo.environment["KEYBOARD_AVOIDANCE_TRACE_DIRECTORY"] else { return }
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        XCTAssertTrue(
            try adapter.writeTrace(to: folder.appendingPathComponent("\(traceName).json")), "the adapter wrote no trace", file: file,
            line: line)
    } catch {
        XCTFail("cannot write the trace to \(directory): \(error)", file: file, line: line)
    }
}
