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
            return try read(data)
        } catch {
            var failure = ScenarioError.from(error, root: "trace", data: data)
            // Swift's decoding of an enumeration with values names the type, not the cases.
            if case .typeMismatch(let type, _) = error as? DecodingError, let cases = cases[ObjectIdentifier(type)] {
                failure.message = "expected an object with one key of \(cases.joined(separator: ", "))"
            }
            throw failure
        }
    }

    /// The trace in `data`, of the strategy type its `strategyType` names.
    ///
    /// One of the five (an adapter installed with `ScrollInsetStrategy()`) is read as that type and
    /// wrapped in ``BuiltInStrategy``; any other name, or none, is read as ``BuiltInStrategy``. The
    /// name decides, not a guess: view shift's JSON and centring's are both `{}`.
    private static func read(_ data: Data) throws -> AvoidanceTrace<BuiltInStrategy> {
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        switch object?["strategyType"] as? String {
        case "ScrollInsetStrategy":
            return try AvoidanceTrace<ScrollInsetStrategy>(jsonData: data).mappingStrategies(BuiltInStrategy.scrollInset)
        case "ViewShiftStrategy": return try AvoidanceTrace<ViewShiftStrategy>(jsonData: data).mappingStrategies(BuiltInStrategy.viewShift)
        case "ContentGrowthStrategy":
            return try AvoidanceTrace<ContentGrowthStrategy>(jsonData: data).mappingStrategies(BuiltInStrategy.contentGrowth)
        case "CenteringStrategy": return try AvoidanceTrace<CenteringStrategy>(jsonData: data).mappingStrategies(BuiltInStrategy.centering)
        case "ResizeStrategy": return try AvoidanceTrace<ResizeStrategy>(jsonData: data).mappingStrategies(BuiltInStrategy.resize)
        default: return try AvoidanceTrace<BuiltInStrategy>(jsonData: data)
        }
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
