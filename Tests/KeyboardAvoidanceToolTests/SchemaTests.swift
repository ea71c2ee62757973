import Foundation
import XCTest

/// The JSON Schemas in `Vectors/schema` describe the committed files exactly: the conformance
/// vectors, the example scenario and the layout JSON validate, and files broken on purpose do not.
final class SchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path)), options: [.fragmentsAllowed])
    }

    static func validator() throws -> SchemaValidator {
        var schemas: [String: [String: Any]] = [:]
        for name in ["layout.schema.json", "scenario.schema.json", "conformance-vectors.schema.json"] {
            schemas[name] = try XCTUnwrap(try json("Vectors/schema/\(name)") as? [String: Any])
        }
        return SchemaValidator(schemas: schemas)
    }

    func testTheCommittedFilesMatchTheirSchemas() throws {
        let validator = try Self.validator()
        let vectors = try Self.json("Vectors/conformance-vectors.json")
        XCTAssertEqual(validator.validate(vectors, against: "conformance-vectors.schema.json"), [])
        XCTAssertEqual(validator.validate(try Self.json("Examples/sign-in-form.json"), against: "scenario.schema.json"), [])
        // The layout JSON: the layout of a vector case, on its own.
        let firstCase = try XCTUnwrap(((vectors as? [String: Any])?["cases"] as? [Any])?.first as? [String: Any])
        XCTAssertEqual(validator.validate(try XCTUnwrap(firstCase["layout"]), against: "layout.schema.json"), [])
    }

    func testFilesBrokenOnPurposeFail() throws {
        let validator = try Self.validator()
        var vectors = try XCTUnwrap(try Self.json("Vectors/conformance-vectors.json") as? [String: Any])
        vectors["version"] = nil
        var cases = try XCTUnwrap(vectors["cases"] as? [[String: Any]])
        cases[0]["strategy"] = "sideways"
        cases[1]["colour"] = "blue"
        var keyboard = try XCTUnwrap(cases[2]["keyboard"] as? [String: Any])
        var frame = try XCTUnwrap(keyboard["frame"] as? [String: Any])
        frame["width"] = "wide"
        keyboard["frame"] = frame
        cases[2]["keyboard"] = keyboard
        vectors["cases"] = cases
        let errors = validator.validate(vectors, against: "conformance-vectors.schema.json")
        XCTAssertEqual(
            Set(errors),
            [
                "$.version: missing",
                "$.cases[0].strategy: \"sideways\" is not one of the allowed values",
                "$.cases[1].colour: not allowed",
                "$.cases[2].keyboard.frame.width: expected number, found \"wide\"",
            ], "\(errors)")
        // A scenario without its focus, and a keyboard of the wrong shape.
        var scenario = try XCTUnwrap(try Self.json("Examples/sign-in-form.json") as? [String: Any])
        scenario["focus"] = nil
        scenario["keyboard"] = ["depth": 3]
        XCTAssertEqual(
            Set(validator.validate(scenario, against: "scenario.schema.json")),
            ["$.focus: missing", "$.keyboard: matches none of the allowed shapes"])
        // Both spellings of one choice, which the decoders reject: a margin and per-edge margins, a
        // behaviour and the Boolean of the old files.
        var layout = try XCTUnwrap(((vectors["cases"] as? [[String: Any]])?.first)?["layout"] as? [String: Any])
        layout["margins"] = ["top": 1, "bottom": 2]
        var containers = try XCTUnwrap(layout["scrollContainers"] as? [[String: Any]])
        containers[0]["contentInsetAdjustmentBehavior"] = "automatic"
        containers[0]["addsSafeAreaInsets"] = true
        layout["scrollContainers"] = containers
        XCTAssertEqual(
            Set(validator.validate(layout, against: "layout.schema.json")),
            ["$: matches 2 of the shapes, not exactly one", "$.scrollContainers[0]: matches 2 of the shapes, not exactly one"])
    }

    func testTheValidatorRefusesKeywordsItDoesNotImplement() {
        let validator = SchemaValidator(schemas: ["s.json": ["type": "string", "pattern": "^a"]])
        XCTAssertEqual(
            validator.validate("abc", against: "s.json"), ["$: the schema uses 'pattern', which this validator does not implement"])
        XCTAssertEqual(validator.validate(3, against: "s.json").count, 2)
    }
}

/// A JSON Schema (draft 2020-12) validator for the subset the project's schemas use.
///
/// The keywords: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `minItems`, `enum`, `const`,
/// `anyOf`, `oneOf`, `minimum` and `$ref` (within a schema, and to another schema by its `$id`). Any other
/// validation keyword is reported as unsupported rather than ignored, so a schema cannot silently
/// promise more than is checked.
struct SchemaValidator {
    /// The schemas, by `$id`.
    let schemas: [String: [String: Any]]

    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let keywords: Set<String> = [
        "$ref", "type", "properties", "required", "additionalProperties", "items", "minItems", "enum", "const", "anyOf", "oneOf",
        "minimum",
    ]

    /// Every error, one line each: `JSONPATH: MESSAGE`.
    func validate(_ instance: Any, against id: String) -> [String] {
        var errors: [String] = []
        if let schema = schemas[id] {
            check(instance, schema, document: id, path: "$", errors: &errors)
        } else {
            errors.append("$: no schema \(id)")
        }
        return errors
    }

    private func resolve(_ reference: String, from document: String) -> (schema: [String: Any], document: String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? document : parts[0]
        guard var node: Any = schemas[target] else { return nil }
        if parts.count > 1 {
            for component in parts[1].split(separator: "/") {
                guard let object = node as? [String: Any], let next = object[String(component)] else { return nil }
                node = next
            }
        }
        return (node as? [String: Any]).map { ($0, target) }
    }

    private func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if value is NSNull { return "null" }
        return "\(value)"
    }

    private func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c" || type(of: value) == Bool.self
    }

    private func matches(type name: String, _ value: Any) -> Bool {
        switch name {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return isBoolean(value)
        case "number": return value is NSNumber && !isBoolean(value)
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(value) else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        default: return false
        }
    }

    private func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber, isBoolean(a) == isBoolean(b) { return a == b }
        return a is NSNull && b is NSNull
    }

    private func check(_ value: Any, _ schema: [String: Any], document: String, path: String, errors: inout [String]) {
        for key in schema.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            errors.append("\(path): the schema uses '\(key)', which this validator does not implement")
        }
        if let reference = schema["$ref"] as? String {
            if let (target, targetDocument) = resolve(reference, from: document) {
                check(value, target, document: targetDocument, path: path, errors: &errors)
            } else {
                errors.append("\(path): unresolvable reference \(reference)")
            }
        }
        if let type = schema["type"] {
            let names = (type as? [String]) ?? [(type as? String) ?? ""]
            if !names.contains(where: { matches(type: $0, value) }) {
                errors.append("\(path): expected \(names.joined(separator: " or ")), found \(describe(value))")
                return
            }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { equal($0, value) }) {
            errors.append("\(path): \(describe(value)) is not one of the allowed values")
        }
        if let constant = schema["const"], !equal(constant, value) {
            errors.append("\(path): expected \(describe(constant)), found \(describe(value))")
        }
        if let minimum = schema["minimum"] as? NSNumber, let number = value as? NSNumber, number.doubleValue < minimum.doubleValue {
            errors.append("\(path): \(number) is below the minimum \(minimum)")
        }
        if let alternatives = schema["anyOf"] as? [[String: Any]] {
            let matched = alternatives.contains { alternative in
                var scratch: [String] = []
                check(value, alternative, document: document, path: path, errors: &scratch)
                return scratch.isEmpty
            }
            if !matched { errors.append("\(path): matches none of the allowed shapes") }
        }
        if let alternatives = schema["oneOf"] as? [[String: Any]] {
            let matches = alternatives.filter { alternative in
                var scratch: [String] = []
                check(value, alternative, document: document, path: path, errors: &scratch)
                return scratch.isEmpty
            }.count
            if matches != 1 { errors.append("\(path): matches \(matches) of the shapes, not exactly one") }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for name in (schema["required"] as? [String]) ?? [] where object[name] == nil {
                errors.append("\(path).\(name): missing")
            }
            for (name, member) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[name] {
                    check(member, property, document: document, path: "\(path).\(name)", errors: &errors)
                } else if let additional = schema["additionalProperties"] {
                    if let allowed = additional as? Bool, !allowed, schema["properties"] != nil {
                        errors.append("\(path).\(name): not allowed")
                    } else if let additionalSchema = additional as? [String: Any] {
                        check(member, additionalSchema, document: document, path: "\(path).\(name)", errors: &errors)
                    }
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                errors.append("\(path): \(array.count) items, fewer than \(minimum)")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    check(item, items, document: document, path: "\(path)[\(index)]", errors: &errors)
                }
            }
        }
    }
}

/// The mutant lists still apply to the sources.
///
/// Every substitution's substring occurs exactly once in its file, so the lists survive
/// refactors. `Scripts/vector-mutants.json` holds the
/// misreadings of SPEC.md the conformance vectors must catch; `Scripts/mutants.json` the bugs the
/// test suite must kill (`Scripts/mutate.sh`).
final class MutantListTests: XCTestCase {
    private func checkList(_ path: String, atLeast minimum: Int) throws {
        let list = try XCTUnwrap(try SchemaTests.json(path) as? [[String: String]])
        XCTAssertGreaterThanOrEqual(list.count, minimum, path)
        var identifiers: Set<String> = []
        for mutant in list {
            let id = try XCTUnwrap(mutant["id"])
            XCTAssert(identifiers.insert(id).inserted, "\(id) twice")
            let file = try XCTUnwrap(mutant["file"])
            let text = try String(contentsOf: SchemaTests.root.appendingPathComponent(file), encoding: .utf8)
            let find = try XCTUnwrap(mutant["find"])
            XCTAssertEqual(text.components(separatedBy: find).count - 1, 1, "\(id): '\(find)' must occur exactly once in \(file)")
            XCTAssertNotEqual(find, mutant["replace"], id)
        }
    }

    func testEveryMisreadingOfTheSpecificationStillApplies() throws {
        try checkList("Scripts/vector-mutants.json", atLeast: 40)
    }

    func testEveryMutantOfTheSuiteStillApplies() throws {
        try checkList("Scripts/mutants.json", atLeast: 80)
    }

    func testTheDocumentsCountTheMutantsAsTheListHoldsThem() throws {
        // README and RELIABILITY.md give the list's size and RELIABILITY.md its layers: a mutant
        // added without touching them fails here.
        let list = try XCTUnwrap(try SchemaTests.json("Scripts/mutants.json") as? [[String: String]])
        func text(of file: String) throws -> String {
            try String(contentsOf: SchemaTests.root.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
        }
        func numbers(in text: String, after phrase: String) throws -> [Int] {
            let expression = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: phrase) + " ([0-9]+)")
            return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).flatMap { Int(text[$0]) }
            }
        }
        XCTAssertEqual(try numbers(in: text(of: "README.md"), after: "the suite against"), [list.count])
        let reliability = try text(of: "RELIABILITY.md")
        XCTAssertEqual(try numbers(in: reliability, after: "`Scripts/mutants.json` lists"), [list.count])
        // The layers, in the sentence that lists them.
        let sentence = try XCTUnwrap(
            reliability.range(of: "each entry naming its own:").flatMap { start in
                reliability.range(of: ".", range: start.upperBound..<reliability.endIndex).map {
                    String(reliability[start.upperBound..<$0.lowerBound])
                }
            })
        let phrases = ["bridge": "the Foundation bridge", "scenario": "the scenario decoder"]
        var layers: [String: Int] = [:]
        for mutant in list { layers[mutant["layer"] ?? "", default: 0] += 1 }
        for (layer, count) in layers.sorted(by: { $0.key < $1.key }) {
            let found = try numbers(in: sentence, after: phrases[layer] ?? layer)
            XCTAssertEqual(found, [count], "RELIABILITY.md gives the \(layer) layer \(found), the list holds \(count)")
        }
    }
}
