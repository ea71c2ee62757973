import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation

/// Reads the trace `replay` takes: an ``AvoidanceTrace`` of ``BuiltInStrategy``, the UIKit
/// adapter's default strategy type, or of one of the five strategy types (an adapter installed with
/// `ScrollInsetStrategy()`), wrapped in ``BuiltInStrategy``, in the format of SPEC §14.8.
enum TraceReading {
    /// The trace in `data`.
    ///
    /// - Throws: ``ScenarioError`` at the JSON path of the first problem under `trace` (text that
    ///   is not JSON, another `format` or `version`, a field missing or of the wrong kind, deep
    ///   inside a step too: `trace.steps[3].action.receive.input…`).
    static func decode(_ data: Data) throws(ScenarioError) -> AvoidanceTrace<BuiltInStrategy> {
        if let comma = ScenarioError.trailingCommaPosition(in: data) {
            throw ScenarioError("trace", "not valid JSON at line \(comma.line), column \(comma.column): a comma before a closing bracket")
        }
        do {
            return try AvoidanceTrace<BuiltInStrategy>(jsonData: data)
        } catch {
            // A trace of one strategy type: each of the five read in turn, the error the
            // built-in strategy's reading met reported when none reads it.
            if let trace = singleStrategyTrace(data) { return trace }
            var failure = ScenarioError.from(error, root: "trace", data: data)
            // Swift's decoding of an enumeration with values names the type, not the cases.
            if case .typeMismatch(let type, _) = error as? DecodingError, let cases = cases[ObjectIdentifier(type)] {
                failure.message = "expected an object with one key of \(cases.joined(separator: ", "))"
            }
            throw failure
        }
    }

    /// The trace in `data` read as a trace of one of the five strategy types, each wrapped in
    /// ``BuiltInStrategy``; `nil` when it is none of them.
    private static func singleStrategyTrace(_ data: Data) -> AvoidanceTrace<BuiltInStrategy>? {
        // A start whose strategy names one of the built-in cases is a built-in strategy, however
        // wrong inside: its error is the one to report, not a reading as another type.
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let strategy = (object?["start"] as? [String: Any])?["strategy"] as? [String: Any]
        let builtInCases = cases[ObjectIdentifier(BuiltInStrategy.self)] ?? []
        guard let strategy, !strategy.keys.contains(where: builtInCases.contains) else { return nil }
        if let trace = try? AvoidanceTrace<ScrollInsetStrategy>(jsonData: data) {
            return trace.mappingStrategies(BuiltInStrategy.scrollInset)
        }
        if let trace = try? AvoidanceTrace<ViewShiftStrategy>(jsonData: data) { return trace.mappingStrategies(BuiltInStrategy.viewShift) }
        if let trace = try? AvoidanceTrace<ContentGrowthStrategy>(jsonData: data) {
            return trace.mappingStrategies(BuiltInStrategy.contentGrowth)
        }
        if let trace = try? AvoidanceTrace<CenteringStrategy>(jsonData: data) { return trace.mappingStrategies(BuiltInStrategy.centering) }
        if let trace = try? AvoidanceTrace<ResizeStrategy>(jsonData: data) { return trace.mappingStrategies(BuiltInStrategy.resize) }
        return nil
    }

    /// The cases of the trace's enumerations, as their JSON spells them: an object with one key.
    private static let cases: [ObjectIdentifier: [String]] = [
        ObjectIdentifier(AvoidanceTrace<BuiltInStrategy>.Action.self): ["receive", "readBack", "restoreAll"],
        ObjectIdentifier(AvoidanceInput<String>.self): [
            "keyboard", "keyboardDragged", "keyboardDragEnded", "keyboardFrame", "focusBegan", "focusEnded", "caretMoved",
            "layoutChanged", "screenChanged",
        ],
        ObjectIdentifier(BuiltInStrategy.self): ["scrollInset", "viewShift", "contentGrowth", "centering", "resize"],
    ]
}
