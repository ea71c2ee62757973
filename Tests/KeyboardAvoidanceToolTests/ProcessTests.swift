import Foundation
import XCTest

/// The tool as a real process: arguments, standard streams and exit statuses end to end.
final class ProcessTests: XCTestCase {
    private var executable: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("keyboard-avoidance"),
                packageRoot.appendingPathComponent(".build/debug/keyboard-avoidance"),
            ]
            return try XCTUnwrap(
                candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "build the keyboard-avoidance product first")
        }
    }

    private func run(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    func testNoArgumentsPrintsTheTable() throws {
        let result = try run([])
        XCTAssertEqual(result.status, 0)
        XCTAssert(result.output.contains("centering") && result.output.contains("clearance"))
    }

    func testVersion() throws {
        XCTAssertEqual(try run(["--version"]).output, "keyboard-avoidance 0.1.0\n")
    }

    func testEvaluateFromStandardInput() throws {
        let result = try run(["evaluate", "-", "--strategy", "resize"], input: scenarioJSON())
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssert(result.output.contains("resize") && !result.output.contains("view-shift"))
    }

    func testBadUsageAndBadDataExitStatuses() throws {
        let usage = try run(["evaluate", "-", "--bogus"], input: scenarioJSON())
        XCTAssertEqual(usage.status, 64)
        XCTAssert(usage.error.contains("unknown option '--bogus'") && usage.error.contains("usage:"))
        XCTAssertEqual(usage.output, "")
        let data = try run(["evaluate", "-"], input: "[]")
        XCTAssertEqual(data.status, 65)
        XCTAssertEqual(data.error, "error: scenario: expected an object\n")
    }

    func testRenderAndVerifyThroughFiles() throws {
        let directory = try temporaryDirectory()
        let scenario = directory.appendingPathComponent("scenario.json")
        try Data(scenarioJSON().utf8).write(to: scenario)
        let svg = directory.appendingPathComponent("picture.svg")
        XCTAssertEqual(try run(["render", scenario.path, "--output", svg.path]).status, 0)
        XCTAssert(try String(contentsOf: svg, encoding: .utf8).hasPrefix("<?xml"))
        let verify = try run(["verify", packageRoot.appendingPathComponent("Vectors/conformance-vectors.json").path])
        XCTAssertEqual(verify.status, 0, verify.output)
        XCTAssert(verify.output.hasSuffix(" passed, 0 failed\n"))
    }
}
