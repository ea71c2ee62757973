import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceScreens
import KeyboardAvoidanceTool

/// Bytes as a trace's JSON (SPEC §14.8), through `keyboard-avoidance replay`, the library's reader,
/// the replay and its pictures: the command reports or names the bad field in one line; a trace
/// that does not decode is a `DecodingError`; one that does replays without trapping, to finite
/// values, the same way twice, and the same after a trip through JSON.
public enum TraceCheck {
    /// Decodes the bytes as a trace of the built-in strategies and checks the invariants.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        try checkTheReplayCommand(data)
        let trace: AvoidanceTrace<BuiltInStrategy>
        do {
            trace = try AvoidanceTrace(jsonData: Data(data))
        } catch {
            try expect(error is DecodingError, "a reading error that is not a DecodingError: \(error)")
            return
        }
        let replayed = trace.replay()
        try expect(replayed.count == trace.steps.count, "\(replayed.count) steps replayed of \(trace.steps.count)")
        for (position, step) in replayed.enumerated() {
            try expect(step.number >= trace.droppedSteps || step.number == Int.max, "step \(position) numbered \(step.number)")
            try expect(step.differs || step.differingViews.isEmpty, "step \(step.number): views differ, the step does not")
            for change in (step.replayed?.changes ?? []) + step.adjustedViews {
                try expect(isFinite(change.values), "step \(step.number): \(change.view) set to \(change.values)")
            }
            try expect(
                step.keyboard.frame.minY.isFinite && step.keyboard.frame.height.isFinite, "step \(step.number): keyboard \(step.keyboard)")
            if let picture = AvoidancePicture(replayedStep: step, title: "fuzz") {
                try expect(picture.svg.hasPrefix("<svg") || picture.svg.hasPrefix("<?xml"), "step \(step.number): no SVG")
            }
        }
        try expect(trace.replay() == replayed, "two replays differ")
        guard let json = try? trace.jsonData(), let again = try? AvoidanceTrace<BuiltInStrategy>(jsonData: json) else {
            throw InvariantViolation("a decoded trace does not go through JSON again")
        }
        try expect(again.replay().map(\.replayed) == replayed.map(\.replayed), "the trace replays otherwise after JSON")
    }

    /// `keyboard-avoidance replay - --json` on the bytes, as a user runs it: a report that is
    /// JSON (0 or 1), or one line, `error: trace…`, naming a path under `trace` (65).
    private static func checkTheReplayCommand(_ data: [UInt8]) throws(InvariantViolation) {
        let output = Captured()
        let environment = ToolEnvironment(
            readStandardInput: { Data(data) }, standardOutput: { output.append(out: $0) }, standardError: { output.append(error: $0) })
        let status = KeyboardAvoidanceTool.run(["replay", "-", "--json"], environment: environment)
        switch ExitStatus(rawValue: status) {
        case .success, .failure:
            let report = try? JSONSerialization.jsonObject(with: Data(output.out.utf8))
            try expect(report != nil, "replay's report is not JSON: \(output.out.prefix(200))")
        case .dataError:
            let line = output.error.trimmingCharacters(in: .newlines)
            try expect(line.hasPrefix("error: trace") && !line.contains("\n"), "a bad trace is not one line at its path: \(line)")
        default:
            throw InvariantViolation("replay exited \(status): \(output.error)")
        }
    }

    /// What the tool wrote to its two streams.
    private final class Captured: @unchecked Sendable {
        // The tool runs on the caller's thread; nothing else touches these.
        var out = ""
        var error = ""
        func append(out text: String) { out += text }
        func append(error text: String) { error += text }
    }

    /// Whether every number of a view's values is finite.
    private static func isFinite(_ values: ViewValues) -> Bool {
        var numbers: [Double] = []
        if let scrollView = values.scrollView {
            let insets = [scrollView.contentInsets, scrollView.scrollIndicatorInsets].flatMap { [$0.top, $0.left, $0.bottom, $0.right] }
            numbers +=
                insets + [
                    scrollView.contentOffset.x, scrollView.contentOffset.y, scrollView.contentSize.width, scrollView.contentSize.height,
                ]
        }
        for transform in [values.rootView?.transform, values.ridingView?.transform].compactMap({ $0 }) {
            numbers += [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        }
        if let insets = values.rootView?.additionalSafeAreaInsets { numbers += [insets.top, insets.left, insets.bottom, insets.right] }
        return numbers.allSatisfy(\.isFinite)
    }
}
