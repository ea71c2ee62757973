import Foundation
import XCTest

/// Every fenced Swift block of README.md and the DocC catalogs is compiled by this test target.
///
/// `Generated/` holds one Swift file per document, made from its blocks: declarations (extensions,
/// types, functions) as they are, statements in one function per document, in order, so that a
/// block can use what an earlier block of the same document declared. `import UIKit` and
/// `import SwiftUI` become the test-only stand-ins. A block that starts `// Package.swift` is a
/// manifest fragment: it must appear in `Examples/Consumer/Package.swift`, which CI builds. This
/// test regenerates the files from the
/// documents and fails when they differ from the committed ones, so a block that changes without
/// its file being regenerated fails the suite, and a regenerated block that does not compile fails
/// the build. Regenerate with `UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests`.
final class DocumentationSnippetsTests: XCTestCase {
    /// The documents whose Swift blocks are compiled, relative to the package root.
    static let documents = [
        "README.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md",
        "Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/WiringUIKitAndSwiftUI.md",
        "Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/KeyboardAvoidanceFoundation.md",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let generatedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")

    func testTheGeneratedSnippetsAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_SNIPPETS"] == "1"
        var expectedFiles: Set<String> = []
        for document in Self.documents {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let name = Self.fileName(for: document)
            expectedFiles.insert(name)
            let generated = Self.generate(from: text, document: document)
            let url = Self.generatedFolder.appendingPathComponent(name)
            if update {
                try Data(generated.utf8).write(to: url)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(
                committed, generated,
                "Tests/DocumentationSnippetTests/Generated/\(name) is stale: run 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'"
            )
        }
        // Every Swift-fenced document of the catalogs is listed above.
        for catalog in [
            "Sources/KeyboardAvoidance/KeyboardAvoidance.docc", "Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc",
        ] {
            let folder = Self.packageRoot.appendingPathComponent(catalog)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.contains("```swift") {
                    XCTAssert(Self.documents.contains("\(catalog)/\(file)"), "\(catalog)/\(file) has Swift blocks but is not compiled")
                }
            }
        }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.generatedFolder.path))
        XCTAssertEqual(present, expectedFiles, "Generated/ holds a file for every document and nothing else")
    }

    func testNothingInTheCoreModuleImportsAnything() throws {
        // The core builds on the standard library alone, and its documentation shows only code
        // that does: an article that needs UIKit, SwiftUI or the bridge belongs to the bridge's
        // catalog. Every Swift file and document under Sources/KeyboardAvoidance is checked.
        let core = Self.packageRoot.appendingPathComponent("Sources/KeyboardAvoidance")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where ["swift", "md"].contains(url.pathExtension) {
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                // `import X`, or an attributed `@_exported import X`.
                let keyword = words.first?.hasPrefix("@") == true ? words.dropFirst().first : words.first
                let importsSomething = keyword == "import"
                XCTAssertFalse(importsSomething, "\(url.lastPathComponent): \(line)")
            }
        }
        XCTAssertGreaterThan(checked, 40, "the core's sources were not found")
    }

    func testManifestFragmentsAreTheConsumersManifest() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Examples/Consumer/Package.swift"), encoding: .utf8
        ).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var fragments = 0
        for document in Self.documents {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(document), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where Self.isManifest(block) {
                fragments += 1
                let lines = block.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let found = manifest.indices.contains { start in
                    start + lines.count <= manifest.count && Array(manifest[start..<(start + lines.count)]) == lines
                }
                XCTAssert(found, "\(document): a Package.swift block that Examples/Consumer/Package.swift does not contain")
            }
        }
        XCTAssertEqual(fragments, 1, "the README's install block")
    }

    func testTheConsumerRunsTheReadmesFirstExample() throws {
        // The README's first block, line for line, is what Examples/Consumer runs (and CI checks
        // what it prints).
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let consumer = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Examples/Consumer/Sources/Consumer/main.swift"), encoding: .utf8
        ).components(separatedBy: "\n")
        guard let begin = consumer.firstIndex(of: "// README: begin"), let end = consumer.firstIndex(of: "// README: end") else {
            return XCTFail("Examples/Consumer/Sources/Consumer/main.swift has no README markers")
        }
        XCTAssertEqual(Array(consumer[(begin + 1)..<end]), Self.swiftBlocks(in: readme).first)
    }

    func testTheDocumentsStatementsRun() throws {
        // The statement blocks of the README and the articles run as written (their `assert`s
        // check the numbers they state). XCTest runs tests on the main thread.
        try MainActor.assumeIsolated {
            try readmeSnippets()
            try gettingStartedSnippets()
            try writingAnAdapterSnippets()
            try keyboardAvoidanceFoundationSnippets()
        }
    }

    // MARK: Generation

    /// `README.md` → `README.swift`, `…/GettingStarted.md` → `GettingStarted.swift`.
    static func fileName(for document: String) -> String {
        (document.split(separator: "/").last.map(String.init) ?? document).replacingOccurrences(of: ".md", with: ".swift")
    }

    /// The name of the function that holds a document's statements: `readmeSnippets`.
    static func functionName(for document: String) -> String {
        let base = fileName(for: document).replacingOccurrences(of: ".swift", with: "")
        let camel = base == "README" ? "readme" : base.prefix(1).lowercased() + base.dropFirst()
        return "\(camel)Snippets"
    }

    /// The Swift source made from a document's Swift blocks.
    static func generate(from text: String, document: String) -> String {
        var imports: [String] = ["import KeyboardAvoidance"]
        var declarations: [String] = []
        var statements: [String] = []
        for (index, block) in swiftBlocks(in: text).enumerated() where !isManifest(block) {
            let header = "// \(document), block \(index + 1)"
            var body: [String] = []
            for line in block {
                if line.hasPrefix("import ") {
                    let module = String(line.dropFirst("import ".count))
                    let mapped = ["UIKit": "UIKitStandIn", "SwiftUI": "SwiftUIStandIn"][module].map { "import \($0)" } ?? line
                    if !imports.contains(mapped) { imports.append(mapped) }
                } else {
                    body.append(line)
                }
            }
            while body.first?.isEmpty == true { body.removeFirst() }
            if isDeclarations(body) {
                declarations.append(([header] + body).joined(separator: "\n"))
            } else {
                statements.append(([header] + body).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            }
        }
        var output = [
            "// swift-format-ignore-file",
            "// Generated from \(document) by DocumentationSnippetsTests: do not edit.",
            "// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.",
            "",
        ]
        output += imports.sorted()
        for declaration in declarations {
            output += ["", declaration]
        }
        if !statements.isEmpty {
            output += [
                "", "/// The statement blocks of \(document), in order.", "@MainActor func \(functionName(for: document))() throws {",
            ]
            output.append(statements.joined(separator: "\n\n"))
            output.append("}")
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The lines of every block fenced as `swift`.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "```swift" { current = [] }
            } else if trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether a block is a fragment of a package manifest (its first line is `// Package.swift`).
    static func isManifest(_ lines: [String]) -> Bool {
        lines.first?.trimmingCharacters(in: .whitespaces) == "// Package.swift"
    }

    /// Whether a block declares things (at file scope) rather than being statements.
    static func isDeclarations(_ lines: [String]) -> Bool {
        let keywords = [
            "extension ", "struct ", "final class ", "class ", "enum ", "protocol ", "func ", "@MainActor", "public ", "private ",
            "fileprivate ", "internal ",
        ]
        guard let first = lines.first(where: { !$0.isEmpty && !$0.hasPrefix("//") }) else { return false }
        return keywords.contains { first.hasPrefix($0) }
    }
}
