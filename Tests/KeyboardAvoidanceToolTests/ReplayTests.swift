import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import XCTest

/// `keyboard-avoidance replay`: a trace read, replayed and reported, with its exit statuses.
final class ReplayTests: XCTestCase {
    /// The walk's trace as JSON text, with `edit` applied to its parsed form first.
    private func traceJSON(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: PhoneFormWalk.trace().jsonData()) as? [String: Any])
        edit(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The steps array of a parsed trace, edited.
    private func editStep(_ index: Int, in object: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var steps = object["steps"] as? [[String: Any]] ?? []
        edit(&steps[index])
        object["steps"] = steps
    }

    private func expectDataError(_ json: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let run = runTool(["replay", "-"], input: json)
        XCTAssertEqual(run.status, 65, file: file, line: line)
        XCTAssertEqual(run.standardError, "error: \(message)\n", file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
    }

    // MARK: The committed trace

    func testTheCommittedTraceIsWhatTheWalkRecords() throws {
        let file = packageRoot.appendingPathComponent("Traces/phone-form-walk.json")
        let generated = try PhoneFormWalk.trace().jsonData()
        // Record mode: the walk (PhoneFormWalk.swift) written out, for review as a diff.
        if ProcessInfo.processInfo.environment["RECORD_TRACES"] == "1" { try generated.write(to: file) }
        XCTAssert(
            try Data(contentsOf: file) == generated,
            "Traces/phone-form-walk.json is stale: run 'RECORD_TRACES=1 swift test --filter "
                + "ReplayTests/testTheCommittedTraceIsWhatTheWalkRecords' and review the diff")
    }

    // MARK: Reports

    private var walkPath: String { packageRoot.appendingPathComponent("Traces/phone-form-walk.json").path }

    /// The walk's steps, the same under the standard strategy it was recorded with.
    ///
    /// The values are the walk's own arithmetic: the keyboard's top at 553 on an 844 pt screen whose bottom 34 pt
    /// the scroll view already insets, so its inset is 291 − 34 = 257; the text view at 600 in the
    /// content, its caret 20 pt tall with a 10 pt margin, reveals at 600 + 8 + 20 + 10 − 553 = 85
    /// on the first line and 600 + 90 + 20 + 10 − 553 = 167 on the second.
    private let walkSteps = [
        "step 0 · focus began · same",
        "  no change",
        "step 1 · keyboard willShow to x 0…390, y 553…844 · same",
        "  UIScrollView 3: offset 0,85 · insets 0,0,257,0 · content 390×1200",
        "step 2 · read back 1 view · same",
        "  no change",
        "step 3 · caret moved · same",
        "  UIScrollView 3: offset 0,167 · insets 0,0,257,0 · content 390×1200",
        "step 4 · read back 1 view · same",
        "  no change",
        "step 5 · keyboard willHide to x 0…390, y 844…1135 · same",
        "  UIScrollView 3: restore: offset 0,0 · insets 0,0,0,0 · content 390×1200",
        "step 6 · read back 0 views · same",
        "  no change",
        "step 7 · focus ended · same",
        "  no change",
    ]

    func testATraceOfOneStrategyTypeReplaysAsTheBuiltInStrategyItIs() throws {
        // An adapter installed with `ScrollInsetStrategy()` records that type: the tool reads it as
        // `.scrollInset`, with the same steps and answers.
        let single = PhoneFormWalk.trace().mappingStrategies { strategy -> ScrollInsetStrategy in
            guard case .scrollInset(let scrollInset) = strategy else { return ScrollInsetStrategy() }
            return scrollInset
        }
        XCTAssertNil(single.firstDifference())
        let run = runTool(["replay", "-"], input: String(decoding: try single.jsonData(), as: UTF8.self))
        XCTAssertEqual(run.status, 0, run.standardError)
        let expected =
            ["Trace: 8 steps, replayed with the recorded strategies"] + walkSteps + ["replay: 8 steps, 8 same, 0 differ"]
        XCTAssertEqual(run.standardOutput, expected.joined(separator: "\n") + "\n")
        // The type named decides: view shift's JSON and centring's are both `{}`, and each reads
        // as what it was recorded with.
        func traceJSON<Strategy: KeyboardAvoidanceStrategy & Hashable & Codable>(_ strategy: Strategy) throws -> String {
            String(decoding: try PhoneFormWalk.trace().mappingStrategies { _ in strategy }.jsonData(), as: UTF8.self)
        }
        for (name, single, builtIn) in [
            ("ViewShiftStrategy", try traceJSON(ViewShiftStrategy()), try traceJSON(BuiltInStrategy.viewShift(ViewShiftStrategy()))),
            ("CenteringStrategy", try traceJSON(CenteringStrategy()), try traceJSON(BuiltInStrategy.centering(CenteringStrategy()))),
            ("ResizeStrategy", try traceJSON(ResizeStrategy()), try traceJSON(BuiltInStrategy.resize(ResizeStrategy()))),
            (
                "ContentGrowthStrategy", try traceJSON(ContentGrowthStrategy()),
                try traceJSON(BuiltInStrategy.contentGrowth(ContentGrowthStrategy()))
            ),
        ] {
            XCTAssert(single.contains("\"strategyType\" : \"\(name)\""), name)
            XCTAssertEqual(
                runTool(["replay", "-"], input: single).standardOutput, runTool(["replay", "-"], input: builtIn).standardOutput, name)
        }
        // A trace of one type wrong inside is reported at its path, as one of that type.
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: single.jsonData()) as? [String: Any])
        var start = try XCTUnwrap(object["start"] as? [String: Any])
        start["strategy"] = ["revealsFocus": "yes"]
        object["start"] = start
        let bad = runTool(["replay", "-"], input: String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        XCTAssertEqual(bad.status, 65)
        XCTAssert(bad.standardError.hasPrefix("error: trace.start.strategy.revealsFocus"), bad.standardError)
    }

    func testReplayingTheWalkPrintsEveryStepTheSameAndExitsZero() throws {
        let run = runTool(["replay", walkPath])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        let expected =
            ["Trace: 8 steps, replayed with the recorded strategies"] + walkSteps + ["replay: 8 steps, 8 same, 0 differ"]
        XCTAssertEqual(run.standardOutput, expected.joined(separator: "\n") + "\n")
        // From standard input, the same.
        XCTAssertEqual(
            runTool(["replay", "-"], input: try String(contentsOfFile: walkPath, encoding: .utf8)).standardOutput, run.standardOutput)
    }

    func testAnEditedAnswerMakesItsStepDifferAndExitsOne() throws {
        let edited = try traceJSON { object in
            editStep(3, in: &object) { step in
                var answer = step["answer"] as? [String: Any] ?? [:]
                var changes = answer["changes"] as? [[String: Any]] ?? []
                var values = changes[0]["values"] as? [String: Any] ?? [:]
                var scrollView = values["scrollView"] as? [String: Any] ?? [:]
                scrollView["contentOffset"] = ["x": 0, "y": 170]
                values["scrollView"] = scrollView
                changes[0]["values"] = values
                answer["changes"] = changes
                step["answer"] = answer
            }
        }
        let run = runTool(["replay", "-"], input: edited)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let step = try XCTUnwrap(lines.firstIndex(of: "step 3 · caret moved · DIFFERS (UIScrollView 3)"), run.standardOutput)
        XCTAssertEqual(
            Array(lines[step + 1...step + 2]),
            [
                "  UIScrollView 3: recorded offset 0,170 · insets 0,0,257,0 · content 390×1200",
                "  UIScrollView 3: replayed offset 0,167 · insets 0,0,257,0 · content 390×1200",
            ])
        XCTAssertEqual(lines.filter { $0.contains("DIFFERS") }.count, 1, "only the edited step differs")
        XCTAssertEqual(lines.suffix(2), ["replay: 8 steps, 7 same, 1 differs (first: step 3)", ""])
    }

    func testAnotherStrategyChangesTheAnswers() throws {
        let shifted = runTool(["replay", walkPath, "--strategy", "view-shift"])
        XCTAssertEqual(shifted.status, 1)
        let lines = shifted.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Trace: 8 steps, replayed with view-shift throughout")
        // View shift moves the root view by what the scroll view scrolled: 85.
        let step = try XCTUnwrap(
            lines.firstIndex(of: "step 1 · keyboard willShow to x 0…390, y 553…844 · DIFFERS (UIView 2, UIScrollView 3)"))
        XCTAssertEqual(
            Array(lines[step + 1...step + 4]),
            [
                "  UIView 2: recorded nothing", "  UIView 2: replayed shift 0,-85",
                "  UIScrollView 3: recorded offset 0,85 · insets 0,0,257,0 · content 390×1200", "  UIScrollView 3: replayed nothing",
            ])
        // The strategy it was recorded with, named, answers as recorded.
        let standard = runTool(["replay", walkPath, "--strategy", "standard"])
        XCTAssertEqual(standard.status, 0)
        XCTAssertEqual(
            standard.standardOutput,
            (["Trace: 8 steps, replayed with standard throughout"] + walkSteps + ["replay: 8 steps, 8 same, 0 differ"]).joined(
                separator: "\n")
                + "\n")
        // Scroll inset without the remainder shift answers the same here: the scroll view absorbs it all.
        XCTAssertEqual(runTool(["replay", walkPath, "--strategy", "scroll-inset"]).status, 0)
        let unknown = runTool(["replay", walkPath, "--strategy", "shift"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssert(unknown.standardError.hasPrefix("error: unknown strategy 'shift'"), unknown.standardError)
    }

    func testTheJSONReportHasEachStepsAnswersAndKeyboard() throws {
        let run = runTool(["replay", walkPath, "--json"])
        XCTAssertEqual(run.status, 0)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(report["strategy"] as? String, "recorded")
        XCTAssertEqual(report["droppedSteps"] as? Int, 0)
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["steps"] as? Int, 8)
        XCTAssertEqual(summary["same"] as? Int, 8)
        XCTAssertEqual(summary["differing"] as? Int, 0)
        XCTAssert(summary["firstDifference"] is NSNull)
        let steps = try XCTUnwrap(report["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["number"] as? Int }, Array(0..<8))
        XCTAssert(steps[0]["recorded"] is NSNull && steps[0]["replayed"] is NSNull)
        XCTAssertEqual(steps[1]["action"] as? String, "keyboard willShow to x 0…390, y 553…844")
        XCTAssertEqual(steps[1]["strategy"] as? String, "standard")
        let keyboard = try XCTUnwrap((steps[1]["keyboard"] as? [String: Any])?["frame"] as? [String: Double])
        XCTAssertEqual(keyboard, ["x": 0, "y": 553, "width": 390, "height": 291])
        XCTAssertEqual(steps[1]["recorded"] as? NSDictionary, steps[1]["replayed"] as? NSDictionary)
        XCTAssertEqual(steps.map { $0["focused"] as? Bool }, [true, true, true, true, true, true, true, false])
    }

    // MARK: Bad traces

    func testABadTraceIsOneLineAtItsJSONPath() throws {
        expectDataError("{\"format\": ", "trace: not valid JSON at line 1, column 12")
        expectDataError("[1, 2,]", "trace: not valid JSON at line 1, column 6: a comma before a closing bracket")
        expectDataError(
            try traceJSON { $0["format"] = "keyboard-avoidance-scenario" },
            #"trace.format: "keyboard-avoidance-scenario" is not "keyboard-avoidance-trace""#)
        expectDataError(try traceJSON { $0["version"] = 2 }, "trace.version: version 2 is not one this library reads (1)")
        expectDataError(try traceJSON { $0.removeValue(forKey: "start") }, "trace.start: missing")
        // Deep inside a step.
        expectDataError(
            try traceJSON { object in
                editStep(3, in: &object) { step in
                    var action = step["action"] as? [String: Any] ?? [:]
                    var receive = action["receive"] as? [String: Any] ?? [:]
                    var input = receive["input"] as? [String: Any] ?? [:]
                    var caretMoved = input["caretMoved"] as? [String: Any] ?? [:]
                    var observation = caretMoved["_0"] as? [String: Any] ?? [:]
                    var layout = observation["layout"] as? [String: Any] ?? [:]
                    layout.removeValue(forKey: "focus")
                    observation["layout"] = layout
                    caretMoved["_0"] = observation
                    input["caretMoved"] = caretMoved
                    receive["input"] = input
                    action["receive"] = receive
                    step["action"] = action
                }
            }, "trace.steps[3].action.receive.input.caretMoved._0.layout.focus: missing")
        expectDataError(
            try traceJSON { object in editStep(2, in: &object) { $0["action"] = ["jump": [:] as [String: Any]] } },
            "trace.steps[2].action: expected an object with one key of receive, readBack, restoreAll")
        expectDataError(
            try traceJSON { object in editStep(1, in: &object) { $0["strategy"] = ["fast": [:] as [String: Any]] } },
            "trace.steps[1].strategy: expected an object with one key of scrollInset, viewShift, contentGrowth, centering, resize")
        expectDataError(
            try traceJSON { object in editStep(1, in: &object) { $0["strategy"] = "fast" } }, "trace.steps[1].strategy: expected an object")
    }

    func testAMissingTraceIsUsageOrNoInput() {
        let missing = runTool(["replay"])
        XCTAssertEqual(missing.status, 64)
        XCTAssert(missing.standardError.hasPrefix("error: missing TRACE|-\nusage: keyboard-avoidance replay"), missing.standardError)
        let unreadable = runTool(["replay", "/nonexistent/trace.json"])
        XCTAssertEqual(unreadable.status, 66)
        XCTAssertEqual(unreadable.standardError, "error: /nonexistent/trace.json: cannot read the file\n")
    }
}
