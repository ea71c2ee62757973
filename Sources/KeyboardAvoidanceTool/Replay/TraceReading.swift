import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation

/// Reads the trace `replay` takes: an ``AvoidanceTrace`` of ``BuiltInStrategy``, the UIKit
/// adapter's default strategy type, in the format of SPEC §14.8.
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
            var failure = ScenarioError.from(error, root: "trace", data: data)
            // Swift's decoding of an enumeration with values names the type, not the cases.
            if case .typeMismatch(let type, _) = error as? DecodingError, let cases = cases[ObjectIdentifier(type)] {
                failure.message = "expected an object with one key of \(cases.joined(separator: ", "))"
            }
            throw failure
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
