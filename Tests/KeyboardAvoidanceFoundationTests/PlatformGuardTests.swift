import Foundation
import XCTest

/// The bridge's sources, read as text: what would not compile on a platform these tests do not run on.
///
/// The bridge builds for iOS, tvOS, watchOS and visionOS as well as macOS and Linux, and only
/// macOS and Linux run these tests. So its sources are read as text: every mention of Foundation's
/// `AffineTransform` (macOS and swift-corelibs-foundation only) must be inside an
/// `#if os(macOS) || !canImport(Darwin)` branch, and every file that names a CoreGraphics type must
/// import CoreGraphics where it exists (`#if canImport(CoreGraphics)`), since the iOS SDK's
/// Foundation is not where those types come from.
final class PlatformGuardTests: XCTestCase {
    static let bridgeSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/KeyboardAvoidanceFoundation")

    private func bridgeFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.bridgeSources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            (name, try String(contentsOf: Self.bridgeSources.appendingPathComponent(name), encoding: .utf8))
        }
    }

    func testTheBridgeGuardsEveryPlatformSpecificType() throws {
        let files = try bridgeFiles()
        // The files this was written against; a new file is checked the same way.
        XCTAssertTrue(Set(files.map(\.name)).isSuperset(of: ["CoreGraphicsConversions.swift", "KeyboardEvent+Notification.swift"]))
        var affineMentions = 0
        var coreGraphicsFiles: [String] = []
        for (name, text) in files {
            let lines = try ConditionalBlocks.scan(text)
            affineMentions += lines.filter { !ConditionalBlocks.mentions(of: "AffineTransform", in: $0.code).isEmpty }.count
            if lines.contains(where: { !ConditionalBlocks.coreGraphicsTypes(in: $0.code).isEmpty }) { coreGraphicsFiles.append(name) }
            XCTAssertEqual(ConditionalBlocks.violations(in: lines), [], name)
        }
        // The check saw what it guards: the two AffineTransform conversions, and the CG files.
        XCTAssertGreaterThanOrEqual(affineMentions, 2)
        XCTAssertTrue(Set(coreGraphicsFiles).isSuperset(of: ["CoreGraphicsConversions.swift", "KeyboardEvent+Notification.swift"]))
    }

    // The scanner itself, on small sources.

    func testMentionsOutsideTheGuardAreFound() throws {
        let source = """
            import Foundation
            #if os(macOS) || !canImport(Darwin)
                extension AffineTransform {}
            #endif
            extension AffineTransform {}
            """
        XCTAssertEqual(
            try ConditionalBlocks.violations(in: ConditionalBlocks.scan(source)),
            ["5: AffineTransform outside the macOS-and-non-Apple guard"])
    }

    func testTheElseBranchIsNotGuarded() throws {
        let source = """
            #if os(macOS) || !canImport(Darwin)
                let a: AffineTransform? = nil
            #elseif os(Linux)
                let b: AffineTransform? = nil
            #else
                let c: AffineTransform? = nil
            #endif
            """
        XCTAssertEqual(
            try ConditionalBlocks.violations(in: ConditionalBlocks.scan(source)),
            ["4: AffineTransform outside the macOS-and-non-Apple guard", "6: AffineTransform outside the macOS-and-non-Apple guard"])
    }

    func testNestingCommentsAndOtherNamesAreNotMentions() throws {
        let source = """
            // AffineTransform in a comment is no use of it.
            #if canImport(CoreGraphics)
                import CoreGraphics
                extension CGAffineTransform {}  // nor is CGAffineTransform or NSAffineTransform
                let text = "see http://example.com" // AffineTransform
            #endif
            #if   os(macOS)||!canImport(Darwin)   // spacing does not matter
                #if DEBUG
                    extension AffineTransform {}
                #else
                    let t = AffineTransform.identity
                #endif
            #endif
            """
        XCTAssertEqual(try ConditionalBlocks.violations(in: ConditionalBlocks.scan(source)), [])
    }

    func testCoreGraphicsTypesNeedTheConditionalImport() throws {
        let missing = "import Foundation\nlet r = CGRect.zero\n"
        XCTAssertEqual(
            try ConditionalBlocks.violations(in: ConditionalBlocks.scan(missing)),
            ["CGRect used without `#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif`"])
        // An unconditional import would break Linux, which has no CoreGraphics module.
        let unguarded = "import CoreGraphics\nlet r = CGRect.zero\n"
        XCTAssertEqual(
            try ConditionalBlocks.violations(in: ConditionalBlocks.scan(unguarded)),
            ["CGRect used without `#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif`"])
        let guarded = "import Foundation\n#if canImport(CoreGraphics)\n    import CoreGraphics\n#endif\nlet r = CGRect.zero\n"
        XCTAssertEqual(try ConditionalBlocks.violations(in: ConditionalBlocks.scan(guarded)), [])
        XCTAssertEqual(ConditionalBlocks.coreGraphicsTypes(in: "let CGX = 1; let a = xCGRect; f(CGFloat(2))"), ["CGFloat"])
    }

    func testUnbalancedBlocksAreErrors() {
        XCTAssertThrowsError(try ConditionalBlocks.scan("#if os(macOS)\nlet a = 1\n"))
        XCTAssertThrowsError(try ConditionalBlocks.scan("let a = 1\n#endif\n"))
        XCTAssertThrowsError(try ConditionalBlocks.scan("#else\n"))
        XCTAssertThrowsError(try ConditionalBlocks.scan("#if A\n#else\n#elseif B\n#endif\n"))
    }
}

/// A tiny scanner of `#if` blocks: for each line, its code (comments removed) and the conditions
/// of the branches it is in, outermost first.
enum ConditionalBlocks {
    /// The guard for Foundation's `AffineTransform`, without spaces.
    static let affineTransformGuard = "os(macOS)||!canImport(Darwin)"

    /// One line of source.
    struct Line {
        /// Its number, from 1.
        var number: Int
        /// Its text without comments.
        var code: String
        /// The branches it is in, outermost first: a condition without spaces, or `#else of` one.
        var branches: [String]
    }

    /// A malformed `#if` structure.
    struct Unbalanced: Error, CustomStringConvertible {
        /// What is wrong, and where.
        var description: String
    }

    private struct Block {
        var conditions: [String]
        var inElse = false
        var branch: String { inElse ? "#else of " + conditions.joined(separator: ", ") : conditions.last ?? "" }
    }

    /// Splits the source into lines with their branches.
    static func scan(_ source: String) throws -> [Line] {
        var lines: [Line] = []
        var stack: [Block] = []
        var inBlockComment = false
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = stripComments(String(raw), inBlockComment: &inBlockComment)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if let condition = directive("#if", trimmed) {
                stack.append(Block(conditions: [condition]))
            } else if let condition = directive("#elseif", trimmed) {
                guard var block = stack.popLast(), !block.inElse else { throw Unbalanced(description: "\(number): stray #elseif") }
                block.conditions.append(condition)
                stack.append(block)
            } else if trimmed == "#else" {
                guard var block = stack.popLast(), !block.inElse else { throw Unbalanced(description: "\(number): stray #else") }
                block.inElse = true
                stack.append(block)
            } else if trimmed == "#endif" {
                guard stack.popLast() != nil else { throw Unbalanced(description: "\(number): stray #endif") }
            } else {
                lines.append(Line(number: number, code: code, branches: stack.map(\.branch)))
            }
        }
        guard stack.isEmpty else { throw Unbalanced(description: "\(stack.count) #if without #endif") }
        return lines
    }

    /// The condition of a directive line (`#if COND`), without spaces, or `nil` for other lines.
    private static func directive(_ keyword: String, _ line: String) -> String? {
        guard line.hasPrefix(keyword + " ") || line.hasPrefix(keyword + "(") || line.hasPrefix(keyword + "!") else { return nil }
        return String(line.dropFirst(keyword.count).filter { !$0.isWhitespace })
    }

    /// The line without `//` and `/* */` comments, leaving string literals alone.
    private static func stripComments(_ line: String, inBlockComment: inout Bool) -> String {
        var result = ""
        var inString = false
        var characters = Array(line)[...]
        while let character = characters.first {
            let next = characters.dropFirst().first
            if inBlockComment {
                if character == "*", next == "/" {
                    inBlockComment = false
                    characters = characters.dropFirst(2)
                } else {
                    characters = characters.dropFirst()
                }
                continue
            }
            if inString {
                result.append(character)
                if character == "\\", let next {
                    result.append(next)
                    characters = characters.dropFirst(2)
                    continue
                }
                if character == "\"" { inString = false }
                characters = characters.dropFirst()
                continue
            }
            if character == "/", next == "/" { break }
            if character == "/", next == "*" {
                inBlockComment = true
                characters = characters.dropFirst(2)
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
            characters = characters.dropFirst()
        }
        return result
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || character.isLetter || character.isNumber
    }

    /// The offsets at which `name` appears as a whole identifier (so `AffineTransform` is not found
    /// in `CGAffineTransform`).
    static func mentions(of name: String, in code: String) -> [Int] {
        let characters = Array(code)
        let target = Array(name)
        guard characters.count >= target.count else { return [] }
        return (0...(characters.count - target.count)).filter { start in
            Array(characters[start..<(start + target.count)]) == target
                && !isIdentifierCharacter(start > 0 ? characters[start - 1] : nil)
                && !isIdentifierCharacter(start + target.count < characters.count ? characters[start + target.count] : nil)
        }
    }

    /// The CoreGraphics type names in the code: identifiers `CG` followed by a capital letter.
    static func coreGraphicsTypes(in code: String) -> [String] {
        let characters = Array(code)
        var names: [String] = []
        var index = 0
        while index < characters.count {
            guard isIdentifierCharacter(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
            let word = String(characters[index..<end])
            if word.count > 2, word.hasPrefix("CG"), word.dropFirst(2).first?.isUppercase == true,
                word.dropFirst(3).contains(where: \.isLowercase)
            {
                names.append(word)
            }
            index = end
        }
        return names
    }

    /// What breaks a build for a platform these tests do not run on, one message per finding.
    static func violations(in lines: [Line]) -> [String] {
        var found: [String] = []
        for line in lines where !mentions(of: "AffineTransform", in: line.code).isEmpty {
            if !line.branches.contains(affineTransformGuard) {
                found.append("\(line.number): AffineTransform outside the macOS-and-non-Apple guard")
            }
        }
        let importsCoreGraphics = lines.contains { line in
            line.code.trimmingCharacters(in: .whitespaces) == "import CoreGraphics" && line.branches == ["canImport(CoreGraphics)"]
        }
        if !importsCoreGraphics, let first = lines.lazy.flatMap({ coreGraphicsTypes(in: $0.code) }).first {
            found.append("\(first) used without `#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif`")
        }
        return found
    }
}
