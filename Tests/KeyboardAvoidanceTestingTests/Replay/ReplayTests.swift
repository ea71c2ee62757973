import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// A trace of the phone form: focus, a 291 pt keyboard, the QuickType bar (335), hidden.
///
/// The form is 390 × 844 with a 59/34 safe area, the field at 600…644 in a scroll view that adds
/// its safe area. The keyboard's events carry no screen, so the avoider keeps the one the focus gave it. Its views
/// are named as the UIKit adapter names them: `UIView 1` the window, `UIView 2` the root view,
/// `UIScrollView 3`, `UITextField 4`.
enum PhoneFormTrace {
    static func make() -> AvoidanceTrace<BuiltInStrategy> {
        let screen = PhoneForm.screen
        let layout = PhoneForm.layout()
        let kinds = ["UIView", "UIView", "UIScrollView", "UITextField"]
        let observation = ScreenObservation(layout: layout, viewKeys: Array(kinds.indices), screenBounds: screen)
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .standard, screenBounds: screen)
        var recorder = AvoidanceRecorder(avoider: avoider, kind: { kinds[$0] })
        func keyboard(_ phase: KeyboardEvent.Phase, height: Double) -> AvoidanceInput<Int> {
            .keyboard(KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height)), screen: nil)
        }
        for input in [
            .focusBegan(observation), keyboard(.willShow, height: 291), keyboard(.willChangeFrame, height: 335),
            keyboard(.willHide, height: 335),
        ] {
            _ = recorder.receive(input, by: &avoider, kind: { kinds[$0] })
        }
        return recorder.trace
    }

    /// The trace with the answer of step 2 (the QuickType bar) edited: the scroll view's offset
    /// recorded as 140 where the library answers 145.
    static func withAnEditedAnswer() -> AvoidanceTrace<BuiltInStrategy> {
        var trace = make()
        trace.steps[2].answer?.changes[0].values.scrollView?.contentOffset.y = 140
        return trace
    }
}

/// Replaying a trace inside a test: a clean trace passes, and each step that differs is named with
/// its views and their numbers.
final class ReplayTests: XCTestCase {
    func testTheTraceIsTheWalkItSaysItIs() throws {
        let trace = PhoneFormTrace.make()
        XCTAssertEqual(trace.steps.map(\.action.description).count, 4)
        // Shown: inset 291 − 34 = 257 and offset 644 + 10 − 553 = 101; QuickType: 335 − 34 = 301 and
        // 644 + 10 − 509 = 145; hidden: the app's own values.
        let scrollViewValues = trace.steps.map { $0.answer?.changes.first?.values.scrollView }
        XCTAssertEqual(scrollViewValues.map { $0?.contentInsets.bottom }, [nil, 257, 301, 0])
        XCTAssertEqual(scrollViewValues.map { $0?.contentOffset.y }, [nil, 101, 145, 0])
        XCTAssertEqual(trace.steps.compactMap { $0.answer?.changes.first?.view }, ["UIScrollView 3", "UIScrollView 3", "UIScrollView 3"])
    }

    func testACleanTracePassesAndReportsNothing() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("replay-clean-\(getpid())")
        XCTAssertEqual(assertReplay(PhoneFormTrace.make(), picturesDirectory: pictures.path), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: pictures.path), "a passing replay writes no picture")
        // Read back from its JSON, it passes too.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-clean-\(getpid()).json")
        try PhoneFormTrace.make().jsonData().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(assertReplay(contentsOf: file, picturesDirectory: pictures.path), [])
    }

    func testAnEditedAnswerIsTheOneFailureWithItsNumbers() throws {
        let failures = PhoneFormTrace.withAnEditedAnswer().replayFailures(title: "phone form")
        XCTAssertEqual(failures.map(\.step), [2])
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.views.map(\.view), ["UIScrollView 3"])
        XCTAssertEqual(failure.otherDifferences, [])
        XCTAssertEqual(
            failure.description,
            "step 2, keyboard willChangeFrame to x 0…390, y 509…844: 'UIScrollView 3': scrollView.contentOffset.y recorded 140, replays 145"
        )
        XCTAssertEqual(failure.pictureFileName, "phone-form-step-2.svg")
        let svg = try XCTUnwrap(failure.picture?.svg)
        XCTAssert(svg.hasPrefix("<?xml") && svg.contains("phone form · step 2") && svg.contains("UIScrollView 3"), svg)
    }

    func testAnotherStrategyDiffersAtEveryStepThatMovesSomething() throws {
        // View shift moves the root view (`UIView 2`) where the recording scrolled the scroll view:
        // by 101, then 145, then back to rest. The focus alone, before any keyboard, answers nothing
        // either way.
        let failures = PhoneFormTrace.make().replayFailures(strategy: .viewShift(ViewShiftStrategy()))
        XCTAssertEqual(failures.map(\.step), [1, 2, 3])
        XCTAssertEqual(failures.map { $0.views.map(\.view) }, Array(repeating: ["UIView 2", "UIScrollView 3"], count: 3))
        let shown = try XCTUnwrap(failures.first)
        XCTAssertEqual(shown.views[0].replayed?.values.rootView?.transform.ty, -101)
        XCTAssertEqual(shown.views[1].recorded?.values.scrollView?.contentOffset.y, 101)
        XCTAssert(shown.description.contains("'UIView 2': recorded no change, replays rootView.transform.a 1, "), shown.description)
        XCTAssert(shown.description.contains("rootView.transform.ty -101"), shown.description)
        XCTAssert(
            shown.description.contains("'UIScrollView 3': recorded scrollView.contentOffset.x 0, scrollView.contentOffset.y 101"),
            shown.description)
        XCTAssert(shown.description.hasSuffix("replays no change"), shown.description)
        XCTAssertEqual(failures[1].views[0].replayed?.values.rootView?.transform.ty, -145)
        XCTAssertEqual(failures[2].views.map { $0.replayed?.isRestoring }, [true, nil])
    }

    func testAPictureNameIsTheTitleInLettersAndDigits() throws {
        let failure = try XCTUnwrap(PhoneFormTrace.withAnEditedAnswer().replayFailures(title: "Chat: a drag / 2").first)
        XCTAssertEqual(failure.pictureFileName, "chat-a-drag-2-step-2.svg")
        XCTAssertEqual(
            try XCTUnwrap(PhoneFormTrace.withAnEditedAnswer().replayFailures(title: "…").first).pictureFileName, "trace-step-2.svg")
    }
}

/// Replays that fail by design, so they run only when `PLANTED_REPLAY=1`: ``PlantedReplayCheck``
/// runs them in a child process and reads their failures.
final class PlantedReplayTests: XCTestCase {
    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["PLANTED_REPLAY"] == "1" else {
            throw XCTSkip("fails by design: PlantedReplayCheck runs it with PLANTED_REPLAY=1")
        }
    }

    func testAnEditedAnswer() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("edited-answer-\(getpid()).json")
        try PhoneFormTrace.withAnEditedAnswer().jsonData().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        assertReplay(contentsOf: file)
    }

    func testAnotherStrategy() {
        assertReplay(PhoneFormTrace.make(), strategy: .viewShift(ViewShiftStrategy()), title: "phone form")
    }

    func testATraceOfAnotherVersion() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("version-2-\(getpid()).json")
        let json = try XCTUnwrap(String(data: try PhoneFormTrace.make().jsonData(), encoding: .utf8))
        try Data(json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        assertReplay(contentsOf: file)
    }

    func testAnEmptyTrace() {
        var trace = PhoneFormTrace.make()
        trace.steps = []
        assertReplay(trace)
    }
}

/// Runs the planted replays in a child process — this test bundle again, filtered to one test —
/// and checks that each fails, and how.
final class PlantedReplayCheck: XCTestCase {
    private func runPlanted(_ test: String, pictures: URL) throws -> (status: Int32, output: String) {
        try runThisBundle(
            only: "KeyboardAvoidanceTestingTests.PlantedReplayTests/\(test)",
            environment: ["PLANTED_REPLAY": "1", "KEYBOARD_AVOIDANCE_PICTURES": pictures.path])
    }

    func testAnEditedAnswerFailsAtItsStepWithThePicture() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("planted-replay-\(getpid())")
        defer { try? FileManager.default.removeItem(at: pictures) }
        let run = try runPlanted("testAnEditedAnswer", pictures: pictures)
        XCTAssertNotEqual(run.status, 0, "the planted replay must fail:\n\(run.output)")
        // One failure, for step 2 and its one view; the picture in the test's folder, named after the file.
        XCTAssertEqual(run.output.components(separatedBy: "error: ").count - 1, 1, run.output)
        // The file, and so the picture, is named with the child process's id.
        let folder = pictures.appendingPathComponent(
            try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pictures.path).first))
        XCTAssertEqual(folder.lastPathComponent, "PlantedReplayTests-testAnEditedAnswer")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(written.count, 1, "\(written)")
        let name = try XCTUnwrap(written.first)
        XCTAssert(name.hasPrefix("edited-answer-") && name.hasSuffix("-step-2.svg"), name)
        let picture = folder.appendingPathComponent(name)
        XCTAssert(
            run.output.contains(
                "step 2, keyboard willChangeFrame to x 0…390, y 509…844: 'UIScrollView 3': scrollView.contentOffset.y recorded 140, "
                    + "replays 145 (picture: \(picture.path))"), run.output)
        let svg = try String(contentsOf: picture, encoding: .utf8)
        XCTAssert(svg.hasPrefix("<?xml") && svg.contains("step 2"), svg)
    }

    func testAnotherStrategyFailsAtEachStepThatDiffers() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("planted-strategy-\(getpid())")
        defer { try? FileManager.default.removeItem(at: pictures) }
        let run = try runPlanted("testAnotherStrategy", pictures: pictures)
        XCTAssertNotEqual(run.status, 0, "the planted replay must fail:\n\(run.output)")
        XCTAssertEqual(run.output.components(separatedBy: "error: ").count - 1, 3, run.output)
        for (step, action) in [(1, "keyboard willShow to x 0…390, y 553…844"), (2, "keyboard willChangeFrame to x 0…390, y 509…844")] {
            XCTAssert(run.output.contains("step \(step), \(action): 'UIView 2': recorded no change, replays "), run.output)
        }
        XCTAssert(
            run.output.contains("step 3, keyboard willHide to x 0…390, y 509…844: 'UIView 2': recorded no change, replays restoring "),
            run.output)
        XCTAssertFalse(run.output.contains("step 0"), run.output)
        // The field keeps the focus as the keyboard hides: each of the three steps has its picture.
        let folder = pictures.appendingPathComponent(
            try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: pictures.path).first))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["phone-form-step-1.svg", "phone-form-step-2.svg", "phone-form-step-3.svg"])
    }

    func testATraceThatCannotBeReadFailsWithItsJSONPath() throws {
        let run = try runPlanted("testATraceOfAnotherVersion", pictures: FileManager.default.temporaryDirectory)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssert(run.output.contains("version-2-"), run.output)
        XCTAssert(run.output.contains(".json: $.version: version 2 is not one this library reads (1)"), run.output)
    }

    func testAnEmptyTraceFails() throws {
        let run = try runPlanted("testAnEmptyTrace", pictures: FileManager.default.temporaryDirectory)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssert(run.output.contains("the trace has no step: it replays nothing"), run.output)
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
