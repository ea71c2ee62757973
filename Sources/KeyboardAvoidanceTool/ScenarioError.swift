import Foundation
import KeyboardAvoidance

/// Bad input to the tool: one line naming where the problem is and what it is, for example `scenario.nodes[3].parent: no node with id 7`.
///
/// The tool exits with status 65 (`EX_DATAERR`).
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// Where: a JSON path starting at `scenario` (or the file, for unreadable input).
    ///
    /// Made one line on every assignment, as in ``init(_:_:)``: a message extended after it was
    /// made (with a key the input spelt, say) stays one line too.
    public var path: String {
        didSet { path = Self.oneLine(path) }
    }
    /// What is wrong there; one line on every assignment, as ``path``.
    public var message: String {
        didSet { message = Self.oneLine(message) }
    }

    /// Creates an error.
    ///
    /// Control characters in either part (which the input may carry, for example a device name with a
    /// newline) are escaped, and each part is cut to 500 characters, so that the error is always one
    /// line of bounded length (a message that lists every valid name fits).
    public init(_ path: String, _ message: String) {
        self.path = Self.oneLine(path)
        self.message = Self.oneLine(message)
    }

    /// The text with control characters escaped (`\n`, `\u{7}` …) and at most 500 characters.
    static func oneLine(_ text: String) -> String {
        let result = text.escapingControlCharacters
        return result.count > 500 ? String(result.prefix(499)) + "…" : result
    }

    /// `PATH: MESSAGE`.
    public var description: String { "\(path): \(message)" }

    /// Turns a `DecodingError` into a one-line error at its JSON path under `root`; for text that is
    /// not JSON at all, at its line and column in `data`.
    static func from(_ error: any Error, root: String, data: Data? = nil) -> ScenarioError {
        guard let decoding = error as? DecodingError else { return ScenarioError(root, "\(error)") }
        if case .dataCorrupted(let context) = decoding, context.codingPath.isEmpty, let data {
            // Where the parser stops; else (it stops at a number no Double holds without saying
            // where, or the text parses and the decoder refused an integer no Int holds) that number.
            if let position = syntaxErrorPosition(in: data) {
                return ScenarioError(root, "not valid JSON at line \(position.line), column \(position.column)")
            }
            if let number = outOfRangeNumber(in: data) {
                return ScenarioError(
                    root, "not valid JSON at line \(number.line), column \(number.column): the number \(number.text) is out of range")
            }
        }
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
            return ScenarioError(path(context.codingPath), namingTheValidValues(message))
        @unknown default:
            return ScenarioError(root, "\(decoding)")
        }
    }

    /// The valid names of the enumerations a scenario or a vectors file spells as strings.
    private static let validNames: [String: [String]] = [
        "UndockedKeyboardPolicy": UndockedKeyboardPolicy.allCases.map(\.rawValue),
        "ContentInsetAdjustmentBehavior": ContentInsetAdjustmentBehavior.allCases.map(\.rawValue),
        "StrategyName": StrategyName.allCases.map(\.rawValue),
        "Phase": KeyboardEvent.Phase.allCases.map(\.rawValue),
        "NonLocalKeyboardPolicy": NonLocalKeyboardPolicy.allCases.map(\.rawValue),
    ]

    /// Swift's message for an unknown enumeration value ("Cannot initialize T from invalid String
    /// value v") as `expected one of a, b, found 'v'`; any other message as it is.
    private static func namingTheValidValues(_ message: String) -> String {
        let prefix = "Cannot initialize "
        guard message.hasPrefix(prefix), let from = message.range(of: " from invalid String value ") else { return message }
        let type = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<from.lowerBound])
        guard let names = validNames[type] else { return message }
        let value = String(message[from.upperBound...])
        return "expected one of \(names.joined(separator: ", ")), found '\(value)'\(Suggestion.phrase(for: value, among: names))"
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

extension ScenarioError {
    /// Where JSON text stops being JSON, as a line and a column (both from 1, the column in
    /// characters), or `nil` when it parses or the parser does not say.
    ///
    /// Foundation's decoder does not report the position; its serialisation reports the character
    /// offset ("… around character 31."), which this turns into a line and a column.
    static func syntaxErrorPosition(in data: Data) -> (line: Int, column: Int)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            // The parser's "character" is a byte of the UTF-8: the text before it, decoded.
            let before: String
            if let range = description.range(of: "character "), let number = Int(description[range.upperBound...].prefix { $0.isNumber }) {
                before = String(decoding: data.prefix(number), as: UTF8.self)
            } else if description.contains("end of file") {
                before = String(decoding: data, as: UTF8.self)  // it ends too early: the position is its end
            } else {
                return nil
            }
            return position(after: before.unicodeScalars)
        }
    }

    /// Where a comma stands right before a closing `}` or `]` (whitespace between), outside any
    /// string: JSON has no trailing comma, though Foundation's parser on some platforms accepts one,
    /// so that a file the tool reads would fail in other tools.
    static func trailingCommaPosition(in data: Data) -> (line: Int, column: Int)? {
        // Bytes are characters only in UTF-8 (JSON may be UTF-16 or UTF-32, whose code units hold
        // zero bytes around ASCII, or start with their byte-order mark): the parser judges the rest.
        if data.contains(0) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) { return nil }
        var inString = false
        var escaped = false
        var comma: Int?
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma { return position(after: String(decoding: data.prefix(comma), as: UTF8.self).unicodeScalars) }
            case UInt8(ascii: ","):
                comma = offset
                continue
            case UInt8(ascii: "\""):
                inString = true
            default: break
            }
            comma = nil
        }
        return nil
    }

    /// The line and column (both from 1, the column in characters) just after `text`: where the
    /// next character of a document that starts with it stands.
    ///
    /// Counted by scalars, so that a CRLF line end is a line end too (as one Character it is neither).
    static func position(after text: some Sequence<Unicode.Scalar>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in text {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}

extension ScenarioError {
    /// The first number of JSON text that does not fit, with its line and column (from 1).
    ///
    /// A number does not fit when no `Double` holds it (it overflows to infinity, `1e400`) or,
    /// written as an integer, no `Int` does (`99999999999999999999`); strings are skipped, and the
    /// result is `nil` when every number fits.
    static func outOfRangeNumber(in data: Data) -> (text: String, line: Int, column: Int)? {
        let text = Array(String(decoding: data, as: UTF8.self).unicodeScalars)
        let digits = "0123456789".unicodeScalars
        let numberScalars = "+-.eE0123456789".unicodeScalars
        var index = 0
        var inString = false
        while index < text.count {
            let character = text[index]
            if inString {
                // An escape takes the scalar after it along.
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "\"" { inString = true }
            guard character == "-" || digits.contains(character) else {
                index += 1
                continue
            }
            let start = index
            while index < text.count, numberScalars.contains(text[index]) { index += 1 }
            let token = String(String.UnicodeScalarView(text[start..<index]))
            // A token that is no number at all is the parser's to report.
            guard let value = Double(token) else { continue }
            let isInteger = !token.contains(where: { ".eE".contains($0) })
            if !value.isFinite || (isInteger && Int(token) == nil) {
                let position = position(after: text[..<start])
                return (token, position.line, position.column)
            }
        }
        return nil
    }
}
