import Foundation
import XCTest

/// Every fenced Swift block of README.md and the DocC catalogs is compiled by a test target.
///
/// Each document's blocks become one Swift file: declarations (extensions, types, functions) as they
/// are, statements in one function per document, in order, so that a block can use what an earlier
/// block of the same document declared. Code for Apple's UI frameworks — a block that imports UIKit,
/// SwiftUI or KeyboardAvoidanceUIKit — is compiled where those modules exist on Linux: in
/// `Examples/UIKitApp`'s `DocumentationSnippetTests` target, against the stand-ins in `StandIns/`,
/// whose modules have Apple's names, so `import UIKit` stays as written. A document with such a block
/// goes there whole (its later blocks build on the earlier ones); README.md, whose blocks are
/// independent examples, is split block by block. Everything else is compiled here. A block that
/// starts `// Package.swift` is a manifest fragment: it must appear in `Examples/Consumer/Package.swift`,
/// which CI builds. This test regenerates every file from the documents and fails when one differs
/// from the committed file, so a block that changes without its file being regenerated fails the
/// suite, and a regenerated block that does not compile fails the build of its target. Regenerate
/// with `UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests`, in this package.
final class DocumentationSnippetsTests: XCTestCase {
    /// The documents whose Swift blocks are compiled, relative to the package root.
    static let documents = [
        "README.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/GettingStarted.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/BarsSheetsAndMultitasking.md",
        "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md",
        "Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/KeyboardAvoidanceFoundation.md",
        "Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/KeyboardAvoidanceUIKit.md",
        "Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md",
        "Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/ReportingAKeyboardBug.md",
        "Sources/KeyboardAvoidanceTesting/KeyboardAvoidanceTesting.docc/TestingYourScreens.md",
    ]

    /// The documents whose blocks are routed one by one rather than as a whole.
    static let documentsRoutedByBlock: Set<String> = ["README.md"]

    /// The modules that exist on Linux only as the stand-ins, or only when built against them.
    static let appleFrameworkModules: Set<String> = ["UIKit", "SwiftUI", "KeyboardAvoidanceUIKit"]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where a block is compiled.
    enum Destination: CaseIterable {
        /// This package's `DocumentationSnippetTests`: the core and the Foundation bridge.
        case package
        /// `Examples/UIKitApp`'s `DocumentationSnippetTests`: UIKit and SwiftUI code, against the stand-ins.
        case uikitApp

        /// The test target's folder, relative to the package root.
        var targetFolder: String {
            switch self {
            case .package: "Tests/DocumentationSnippetTests"
            case .uikitApp: "Examples/UIKitApp/Tests/DocumentationSnippetTests"
            }
        }

        /// The folder of the generated files, relative to the package root.
        var generatedFolder: String { "\(targetFolder)/Generated" }

        /// The test file that runs the statement functions of the documents compiled here.
        var runner: String {
            switch self {
            case .package: "\(targetFolder)/DocumentationSnippetsTests.swift"
            case .uikitApp: "\(targetFolder)/DocumentationSnippetRunTests.swift"
            }
        }

        /// The import every generated file starts with (the documents leave it out).
        var implicitImport: String {
            switch self {
            case .package: "import KeyboardAvoidance"
            case .uikitApp: "import KeyboardAvoidanceUIKit"
            }
        }

        /// How to regenerate, as the generated file says.
        var regenerate: String {
            switch self {
            case .package: "Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'."
            case .uikitApp:
                "Regenerate in the repository's root (not here) with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'."
            }
        }
    }

    func testTheGeneratedSnippetsAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_SNIPPETS"] == "1"
        var expectedFiles: [Destination: Set<String>] = [:]
        var statementFunctions: [Destination: [String]] = [:]
        for document in Self.documents {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let name = Self.fileName(for: document)
            for (destination, generated) in Self.generatedFiles(from: text, document: document) {
                expectedFiles[destination, default: []].insert(name)
                if generated.contains("func \(Self.functionName(for: document))() throws {") {
                    statementFunctions[destination, default: []].append(Self.functionName(for: document))
                }
                let path = "\(destination.generatedFolder)/\(name)"
                let url = Self.packageRoot.appendingPathComponent(path)
                if update {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(generated.utf8).write(to: url)
                    continue
                }
                let committed = try? String(contentsOf: url, encoding: .utf8)
                XCTAssertEqual(
                    committed, generated, "\(path) is stale: run 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'")
            }
        }
        XCTAssertEqual(Set(expectedFiles.keys), Set(Destination.allCases), "every snippet target compiles some document")
        // Every Swift-fenced document of every catalog is listed above.
        let catalogs = try Self.catalogs()
        XCTAssertGreaterThanOrEqual(catalogs.count, 4, "the catalogs of the core, the bridge, the UIKit adapter and the testing library")
        for catalog in catalogs {
            let folder = Self.packageRoot.appendingPathComponent(catalog)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.contains("```swift") {
                    XCTAssert(Self.documents.contains("\(catalog)/\(file)"), "\(catalog)/\(file) has Swift blocks but is not compiled")
                }
            }
        }
        for destination in Destination.allCases {
            // Each target holds a file for every document compiled there and nothing else, and its
            // runner calls every statement function.
            let folder = Self.packageRoot.appendingPathComponent(destination.generatedFolder)
            let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            let expected = expectedFiles[destination] ?? []
            XCTAssertEqual(present, expected, "\(destination.generatedFolder) holds a file for every document and nothing else")
            let runner = try String(contentsOf: Self.packageRoot.appendingPathComponent(destination.runner), encoding: .utf8)
            for function in statementFunctions[destination] ?? [] {
                XCTAssert(runner.contains("try \(function)()"), "\(destination.runner) does not run \(function)()")
            }
        }
    }

    /// Every DocC catalog of the package's modules: `Sources/<Module>/<Module>.docc`.
    static func catalogs() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
            let folder = sources.appendingPathComponent(module)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return entries.filter { $0.hasSuffix(".docc") }.sorted().map { "Sources/\(module)/\($0)" }
        }
    }

    func testNothingInTheCoreModuleImportsAnything() throws {
        // The core builds on the standard library alone, and its documentation shows only code
        // that does: an article that needs UIKit, SwiftUI or the bridge belongs to the bridge's
        // catalog. Every Swift file and document under Sources/KeyboardAvoidance is checked.
        let (imports, checked) = try Self.imports(under: "Sources/KeyboardAvoidance")
        for found in imports {
            XCTFail("\(found.file): \(found.line)")
        }
        XCTAssertGreaterThan(checked, 40, "the core's sources were not found")
    }

    func testTheScreensModuleImportsOnlyTheCore() throws {
        // The device catalogue and the pictures build on the core and the standard library alone,
        // as the core does: no Foundation. Every Swift file and document under
        // Sources/KeyboardAvoidanceScreens is checked.
        let (imports, checked) = try Self.imports(under: "Sources/KeyboardAvoidanceScreens")
        for found in imports where found.line != "import KeyboardAvoidance" {
            XCTFail("\(found.file): \(found.line)")
        }
        XCTAssertGreaterThan(checked, 10, "the screens' sources were not found")
    }

    /// Every line that imports a module — `import X`, or an attributed `@_exported import X` — in
    /// the Swift files and documents under a folder, and how many files were read.
    static func imports(under folder: String) throws -> (imports: [(file: String, line: String)], checked: Int) {
        let root = packageRoot.appendingPathComponent(folder)
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var imports: [(file: String, line: String)] = []
        var checked = 0
        for case let url as URL in files where ["swift", "md"].contains(url.pathExtension) {
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                let keyword = words.first?.hasPrefix("@") == true ? words.dropFirst().first : words.first
                if keyword == "import" {
                    imports.append((url.lastPathComponent, String(line)))
                }
            }
        }
        return (imports, checked)
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
        // The statement blocks of the README and the articles compiled here run as written (their
        // `assert`s check the numbers they state); Examples/UIKitApp runs the others. XCTest runs
        // tests on the main thread.
        try MainActor.assumeIsolated {
            try readmeSnippets()
            try gettingStartedSnippets()
            try barsSheetsAndMultitaskingSnippets()
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

    /// The Swift files made from a document's Swift blocks, one per target that compiles some of them.
    static func generatedFiles(from text: String, document: String) -> [(Destination, String)] {
        var routed: [Destination: [(number: Int, lines: [String])]] = [:]
        let blocks = swiftBlocks(in: text)
        let wholeDocument: Destination? =
            documentsRoutedByBlock.contains(document)
            ? nil : (blocks.contains { destination(of: $0) == .uikitApp } ? .uikitApp : .package)
        for (index, block) in blocks.enumerated() where !isManifest(block) {
            routed[wholeDocument ?? destination(of: block), default: []].append((index + 1, block))
        }
        return Destination.allCases.compactMap { destination in
            routed[destination].map { (destination, generate(from: $0, document: document, destination: destination)) }
        }
    }

    /// Where a block is compiled: with the stand-ins when it imports an Apple framework or the UIKit adapter.
    static func destination(of block: [String]) -> Destination {
        let imports = block.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        return imports.contains(where: appleFrameworkModules.contains) ? .uikitApp : .package
    }

    /// The Swift source made from some of a document's Swift blocks (numbered from 1 in the document).
    static func generate(from blocks: [(number: Int, lines: [String])], document: String, destination: Destination) -> String {
        var imports: [String] = [destination.implicitImport]
        var declarations: [String] = []
        var statements: [String] = []
        for block in blocks {
            let header = "// \(document), block \(block.number)"
            var body: [String] = []
            for line in block.lines {
                if line.hasPrefix("import ") {
                    if !imports.contains(line) { imports.append(line) }
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
            "// \(destination.regenerate)",
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
            "fileprivate ", "internal ", "@available(",
        ]
        guard let first = lines.first(where: { !$0.isEmpty && !$0.hasPrefix("//") }) else { return false }
        return keywords.contains { first.hasPrefix($0) }
    }
}
