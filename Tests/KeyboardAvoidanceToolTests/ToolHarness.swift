import Foundation
import KeyboardAvoidanceTool

/// Runs the tool in-process and captures what it writes.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }
    func appendOut(_ text: String) { lock.withLock { out += text } }
    func appendErr(_ text: String) { lock.withLock { err += text } }
}

struct ToolRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

func runTool(_ arguments: [String], input: String = "") -> ToolRun {
    let captured = Captured()
    let environment = ToolEnvironment(
        readStandardInput: { Data(input.utf8) }, standardOutput: { captured.appendOut($0) }, standardError: { captured.appendErr($0) })
    let status = KeyboardAvoidanceTool.run(arguments, environment: environment)
    return ToolRun(status: status, standardOutput: captured.standardOutput, standardError: captured.standardError)
}

/// The package's root directory, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-avoidance-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A valid scenario as JSON text, with `edit` applied to its parsed form first.
func scenarioJSON(_ edit: (inout [String: Any]) -> Void = { _ in }) -> String {
    var object = (try? JSONSerialization.jsonObject(with: Scenario.signInForm.encoded())) as? [String: Any] ?? [:]
    edit(&object)
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}
