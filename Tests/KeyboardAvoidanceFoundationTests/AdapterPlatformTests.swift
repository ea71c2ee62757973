import Foundation
import XCTest

/// The UIKit adapter's sources and the package manifest, read as text: what would not compile on
/// the Apple platforms these tests do not run on.
///
/// Linux ignores availability and compiles the adapter against stand-ins, so neither an API newer
/// than the package's deployment target nor a UIKit that lacks what the adapter uses (tvOS,
/// watchOS, visionOS) can fail here. These checks hold the two decisions that keep them from
/// failing there: every file of the adapter is compiled for iOS and Mac Catalyst only (and for the
/// stand-ins), and the package's deployment targets are at least those of Swift concurrency's
/// runtime, which the adapter calls.
final class AdapterPlatformTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let condition = "#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))"

    private func adapterFiles() throws -> [(name: String, text: String)] {
        let folder = Self.root.appendingPathComponent("Sources/KeyboardAvoidanceUIKit")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testEveryAdapterFileIsCompiledForIOSAndMacCatalystOnly() throws {
        let files = try adapterFiles()
        XCTAssertTrue(Set(files.map(\.name)).isSuperset(of: ["WindowKeyboardAvoidance.swift", "UIKitConversions.swift"]))
        for (name, text) in files where name != "Exports.swift" {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let code = lines.filter { !$0.hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            // The whole file, from its first line of code to its last, is inside the one condition.
            XCTAssertEqual(code.first, Self.condition, "\(name) starts with another condition")
            XCTAssertEqual(code.last, "#endif", "\(name) has code after its condition")
            let topLevel = lines.filter { $0.hasPrefix("#if") || $0.hasPrefix("#else") || $0.hasPrefix("#elseif") }
            XCTAssertEqual(topLevel, [Self.condition], "\(name): one condition for the whole file, no #else")
        }
        // Exports.swift only re-exports, which every platform can.
        let exports = try XCTUnwrap(files.first { $0.name == "Exports.swift" }?.text)
        let code = exports.split(separator: "\n").filter { !$0.hasPrefix("//") }
        XCTAssertEqual(code, ["@_exported import KeyboardAvoidanceFoundation"])
    }

    func testTheDeploymentTargetsHaveTheConcurrencyRuntimeTheAdapterCalls() throws {
        let adapter = try adapterFiles().map(\.text).joined()
        XCTAssert(adapter.contains("MainActor.assumeIsolated"), "the check below is for this call")
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // `MainActor.assumeIsolated` is available from iOS 13, macOS 10.15, tvOS 13 and watchOS 6;
        // SwiftPM's defaults are older, so the manifest must say so.
        let minimums = [".iOS(.v": [13], ".macCatalyst(.v": [13], ".macOS(.v": [10, 15], ".tvOS(.v": [13], ".watchOS(.v": [6]]
        for (platform, minimum) in minimums.sorted(by: { $0.key < $1.key }) {
            let version = try XCTUnwrap(
                manifest.range(of: platform).map { found in
                    manifest[found.upperBound...].prefix { $0.isNumber || $0 == "_" }.split(separator: "_").compactMap { Int($0) }
                }, "Package.swift declares no \(platform)…) deployment target")
            XCTAssert(version.lexicographicallyPrecedes(minimum) == false, "\(platform)\(version)) is older than \(minimum)")
        }
    }
}
