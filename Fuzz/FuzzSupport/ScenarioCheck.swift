import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTool

/// Bytes as scenario JSON, through the decoder and every strategy: malformed input must be a
/// `ScenarioError` with a path, and every valid scenario must satisfy the strategies' invariants.
public enum ScenarioCheck {
    /// Decodes the bytes as a scenario and checks the invariants.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        let scenario: ResolvedScenario
        do {
            scenario = try Scenario.decode(Data(data)).resolve()
        } catch {
            try expect(error.path.hasPrefix("scenario") && !error.message.isEmpty, "an error without a path: \(error)")
            try expect(!error.description.contains("\n"), "a multi-line error: \(error)")
            return
        }
        try LayoutCheck.checkAllStrategies(scenario.layout, scenario.keyboard)
        for evaluation in Evaluation.all(on: scenario) {
            if let margin = evaluation.keyboardClearance { try expect(margin.isFinite, "keyboard clearance \(margin)") }
        }
    }
}
