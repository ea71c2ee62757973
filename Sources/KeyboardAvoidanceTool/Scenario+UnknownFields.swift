import Foundation

// The fields a scenario file may give (SPEC §11.1), object by object, so that a field the format
// does not have — most often a misspelt optional one — is named instead of silently ignored.

extension Scenario {
    /// The kinds of JSON object a scenario holds, each with the fields it may give.
    enum ObjectKind {
        case scenario, window, node, container, focus, keyboard, margins, rect, point, size, insets, transform

        /// Each field of this kind of object, with the kind of object it holds (`nil` for a
        /// number, a string or a Boolean).
        var fields: [String: ObjectKind?] {
            switch self {
            case .scenario:
                [
                    "name": nil, "device": nil, "screen": .rect, "window": .window, "nodes": .node, "rootView": nil,
                    "scrollContainers": .container, "focus": .focus, "keyboard": .keyboard, "margin": nil, "margins": .margins,
                    "undockedPolicy": nil, "ridingView": nil, "keyboardDismissPadding": nil,
                ]
            case .window: ["frame": .rect, "safeAreaInsets": .insets]
            case .node:
                [
                    "id": nil, "parent": nil, "frame": .rect, "boundsOrigin": .point, "bounds": .rect, "center": .point,
                    "transform": .transform, "additionalSafeAreaInsets": .insets,
                ]
            case .container:
                [
                    "node": nil, "contentSize": .size, "contentInsets": .insets, "scrollIndicatorInsets": .insets,
                    "contentInsetAdjustmentBehavior": nil, "addsSafeAreaInsets": nil, "isInNavigationController": nil,
                    "alwaysBouncesVertically": nil, "alwaysBouncesHorizontally": nil, "isPagingEnabled": nil,
                ]
            case .focus: ["node": nil, "rect": .rect]
            case .keyboard: ["height": nil, "frame": .rect]
            case .margins: ["top": nil, "bottom": nil]
            case .rect: ["x": nil, "y": nil, "width": nil, "height": nil]
            case .point: ["x": nil, "y": nil]
            case .size: ["width": nil, "height": nil]
            case .insets: ["top": nil, "left": nil, "bottom": nil, "right": nil]
            case .transform: ["a": nil, "b": nil, "c": nil, "d": nil, "tx": nil, "ty": nil]
            }
        }
    }

    /// The fields of a scenario file that the format does not have, each as one line:
    /// `PATH: unknown field, ignored`, with the nearest known name when one is near.
    ///
    /// The decoder ignores them (SPEC §11.1), so `evaluate` shows them as `Check:` lines: a
    /// misspelt optional field (`"margn"`) would otherwise change nothing and say nothing.
    ///
    /// - Parameter data: The scenario's JSON; anything that is not a JSON object has none.
    /// - Returns: The lines, in the order of the file's objects, fields sorted by name.
    static func unknownFields(in data: Data) -> [String] {
        unknownFieldList(in: data).map { field in
            "\(field.path).\(ScenarioError.oneLine(field.key)): unknown field, ignored"
                + (field.suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }

    /// A field of a scenario file that the format does not have: the object's path, the field's
    /// name, and the known field of that object it is nearest to, if one is near.
    struct UnknownField {
        var path: String
        var key: String
        var suggestion: String?
    }

    /// The fields of a scenario file that the format does not have, in the order of
    /// ``unknownFields(in:)``.
    static func unknownFieldList(in data: Data) -> [UnknownField] {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return [] }
        var found: [UnknownField] = []
        collect(object, as: .scenario, at: "scenario", into: &found)
        return found
    }

    private static func collect(_ value: Any, as kind: ObjectKind, at path: String, into found: inout [UnknownField]) {
        if let array = value as? [Any] {
            for (index, element) in array.enumerated() { collect(element, as: kind, at: "\(path)[\(index)]", into: &found) }
            return
        }
        guard let object = value as? [String: Any] else { return }
        let fields = kind.fields
        for key in object.keys.sorted() {
            guard let inner = fields[key] else {
                found.append(UnknownField(path: path, key: key, suggestion: Suggestion.closest(to: key, among: fields.keys.sorted())))
                continue
            }
            if let inner, let nested = object[key] { collect(nested, as: inner, at: "\(path).\(key)", into: &found) }
        }
    }
}
