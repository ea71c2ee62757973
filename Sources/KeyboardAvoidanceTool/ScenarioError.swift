/// Bad input to the tool: one line naming where the problem is and what it is, for example `scenario.nodes[3].parent: no node with id 7`.
///
/// The tool exits with status 65 (`EX_DATAERR`).
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// Where: a JSON path starting at `scenario` (or the file, for unreadable input).
    public var path: String
    /// What is wrong there.
    public var message: String

    /// Creates an error.
    ///
    /// Control characters in either part (which the input may carry, for example a device name with a
    /// newline) are escaped, and each part is cut to 300 characters, so that the error is always one
    /// line.
    public init(_ path: String, _ message: String) {
        self.path = Self.oneLine(path)
        self.message = Self.oneLine(message)
    }

    /// The text with control characters escaped (`\n`, `\u{7}` …) and at most 300 characters.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result.count > 300 ? String(result.prefix(299)) + "…" : result
    }

    /// `PATH: MESSAGE`.
    public var description: String { "\(path): \(message)" }

    /// Turns a `DecodingError` into a one-line error at its JSON path under `root`.
    static func from(_ error: any Error, root: String) -> ScenarioError {
        guard let decoding = error as? DecodingError else { return ScenarioError(root, "\(error)") }
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce(root) { path, key in key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)" }
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            return ScenarioError(path(context.codingPath + [key]), "missing")
        case .typeMismatch(let type, let context):
            return ScenarioError(path(context.codingPath), "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return ScenarioError(path(context.codingPath), "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let reason = (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
                return ScenarioError(root, "not valid JSON (\(reason.prefix(160)))")
            }
            var message = context.debugDescription
            if let last = context.codingPath.last?.stringValue, message.hasPrefix("\(last): ") {
                message.removeFirst(last.count + 2)
            }
            return ScenarioError(path(context.codingPath), message)
        @unknown default:
            return ScenarioError(root, "\(decoding)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default:
            String(describing: type).hasPrefix("Dictionary") ? "an object" : "\(type)"
        }
    }
}
