import Foundation
import KeyboardAvoidance

/// What the tool reads and writes, so that tests can run it in-process.
public struct ToolEnvironment: Sendable {
    /// Reads standard input to the end.
    public var readStandardInput: @Sendable () -> Data
    /// Writes to standard output.
    public var standardOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var standardError: @Sendable (String) -> Void

    /// The process's real standard streams.
    public static let process = ToolEnvironment(
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Creates an environment from its three streams.
    ///
    /// - Parameters:
    ///   - readStandardInput: Reads standard input to the end.
    ///   - standardOutput: Writes to standard output.
    ///   - standardError: Writes to standard error.
    public init(
        readStandardInput: @escaping @Sendable () -> Data, standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void
    ) {
        self.readStandardInput = readStandardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Exit statuses, as `sysexits.h` names them.
public enum ExitStatus: Int32, Sendable {
    /// Success.
    case success = 0
    /// `verify` found mismatches; `replay` found a step that answers otherwise than recorded.
    case failure = 1
    /// Bad usage: unknown command or option, missing argument (`EX_USAGE`).
    case usage = 64
    /// Bad data: malformed or invalid JSON input (`EX_DATAERR`).
    case dataError = 65
    /// A file could not be read (`EX_NOINPUT`).
    case noInput = 66
    /// A file could not be written (`EX_CANTCREAT`).
    case cannotCreate = 73
}

/// The `keyboard-avoidance` command-line tool.
public enum KeyboardAvoidanceTool {
    /// The tool's version.
    public static let version = "0.1.0"

    struct Command {
        var name: String
        var summary: String
        var positional: String?
        /// Option name → value placeholder (`nil` for a flag).
        var options: [(String, String?, String)]
        /// What the command accepts, when that is more than a positional and optional options: the
        /// scenario as a file or a preset, an option that is required.
        var synopsis: String? = nil
        var usage: String {
            if let synopsis { return "usage: keyboard-avoidance \(name) \(synopsis)" }
            var text = "usage: keyboard-avoidance \(name)"
            if let positional { text += " \(positional)" }
            for (option, value, _) in options { text += value.map { " [--\(option) \($0)]" } ?? " [--\(option)]" }
            return text
        }
        var help: String {
            var text = "\(usage)\n\n\(summary)\n"
            if !options.isEmpty {
                text += "\noptions:\n"
                for (option, value, description) in options {
                    let spelled = "--\(option)" + (value.map { " \($0)" } ?? "")
                    text += "  " + spelled.padding(toLength: 22, withPad: " ", startingAt: 0) + description + "\n"
                }
            }
            text += "  --help                show this help\n"
            return text
        }
    }

    static let commands: [Command] = [
        Command(
            name: "evaluate",
            summary: "Evaluates a scenario (JSON, a file or - for standard input) with every strategy and prints a table.",
            positional: "FILE|-",
            options: [
                ("preset", "NAME", "evaluate a scenario preset instead of a file (see presets)"),
                ("strategy", "NAME", "only this strategy (\(StrategyName.allCases.map(\.rawValue).joined(separator: ", ")))"),
                ("json", nil, "print JSON instead of a table"),
                ("html", "PATH", "also write a page to explore: a slider over the keyboard's height, a choice of strategy"),
            ], synopsis: "(FILE|- | --preset NAME) [--strategy NAME] [--json] [--html PATH]"),
        Command(
            name: "render", summary: "Draws a scenario as SVG: one panel per strategy, before and after.",
            positional: "FILE|-",
            options: [
                ("output", "PATH", "where to write the SVG (required)"), ("preset", "NAME", "draw a scenario preset instead of a file"),
                ("strategy", "NAME", "only this strategy"),
            ], synopsis: "(FILE|- | --preset NAME) --output PATH [--strategy NAME]"),
        Command(
            name: "example", summary: "Prints the built-in scenario (or a preset) as JSON: a template for your own.",
            positional: nil, options: [("preset", "NAME", "print this scenario preset instead")]),
        Command(
            name: "presets",
            summary: "Lists the device presets scenarios can name (the device catalogue's screens) and the scenario presets.",
            positional: nil, options: [("json", nil, "print JSON instead of a table")]),
        Command(
            name: "catalogue", summary: "Prints the device catalogue: every figure with its source (CATALOGUE.md).",
            positional: nil, options: [("json", nil, "print JSON instead of Markdown")]),
        Command(
            name: "random-vectors",
            summary: "Writes random conformance cases, with this library's answers, from a seed: the same seed gives the same file.",
            positional: nil,
            options: [
                ("count", "N", "how many strategy cases (1000 by default), and a tenth as many of each other section"),
                ("seed", "S", "the seed, a whole number (0 by default)"), ("output", "PATH", "write to a file instead of standard output"),
            ]),
        Command(
            name: "verify", summary: "Checks this library against a conformance vectors file and reports every mismatch.",
            positional: "FILE", options: [("tolerance", "POINTS", "absolute tolerance instead of the file's")]),
        Command(
            name: "replay",
            summary:
                "Replays a trace the UIKit adapter recorded (a file or - for standard input): per step, what was applied and what the avoider answers now.",
            positional: "TRACE|-",
            options: [
                ("strategy", "NAME", "replay with this strategy throughout (\(ReplayStrategy.names.joined(separator: ", ")))"),
                ("json", nil, "print JSON instead of a table"),
                ("html", "PATH", "also write a page with the screen at each step and a step slider"),
            ]),
    ]

    static var overview: String {
        var text = """
            keyboard-avoidance \(version): see what each keyboard-avoidance strategy does to a layout.

            usage: keyboard-avoidance [COMMAND] [OPTIONS]

            With no command, evaluates the built-in scenario (a sign-in form on a Face ID phone whose
            last field is under the keyboard) with every strategy.

            commands:

            """
        // The names in one column, as wide as the longest and two spaces more.
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text +=
            "\n  " + "--help".padding(toLength: width, withPad: " ", startingAt: 0) + "show this help (or COMMAND --help for a command's)\n"
        text += "  " + "--version".padding(toLength: width, withPad: " ", startingAt: 0) + "print the version\n"
        return text
    }

    struct UsageError: Error {
        var message: String
        var usage: String
    }

    /// Runs the tool.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - environment: Where to read and write.
    /// - Returns: The exit status.
    public static func run(_ arguments: [String], environment: ToolEnvironment = .process) -> Int32 {
        do {
            return try dispatch(arguments, environment).rawValue
        } catch let error as UsageError {
            environment.standardError("error: \(error.message)\n\(error.usage)\n")
            return ExitStatus.usage.rawValue
        } catch let error as ScenarioError {
            environment.standardError("error: \(error)\n")
            return ExitStatus.dataError.rawValue
        } catch let error as FileError {
            environment.standardError("error: \(error.message)\n")
            return error.status.rawValue
        } catch {
            environment.standardError("error: \(error)\n")
            return ExitStatus.failure.rawValue
        }
    }

    struct FileError: Error {
        var message: String
        var status: ExitStatus
    }

    private static func dispatch(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitStatus {
        guard let first = arguments.first else {
            let scenario = try Scenario.signInForm.resolve()
            environment.standardOutput(TableFormatter.table(scenario, Evaluation.all(on: scenario)))
            return .success
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                environment.standardOutput(command.help)
            } else {
                environment.standardOutput(overview)
            }
            return .success
        case "--version":
            if arguments.count > 1 {
                throw UsageError(
                    message: "unexpected argument '\(arguments[1])' after --version", usage: "usage: keyboard-avoidance --version")
            }
            environment.standardOutput("keyboard-avoidance \(version)\n")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            let candidates = first.hasPrefix("-") ? ["--help", "--version"] : commands.map(\.name)
            throw UsageError(
                message: "unknown \(kind) '\(first)'\(Suggestion.phraseListing(for: first, among: candidates))",
                usage: "usage: keyboard-avoidance [COMMAND] [OPTIONS]; try 'keyboard-avoidance --help'")
        }
        let parsed = try parse(Array(arguments.dropFirst()), for: command)
        if parsed.help {
            environment.standardOutput(command.help)
            return .success
        }
        return try execute(command, parsed, environment)
    }

    struct Parsed {
        var positional: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var help = false
    }

    static func parse(_ arguments: [String], for command: Command) throws -> Parsed {
        var parsed = Parsed()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                if argument == "--help" || argument == "-h" {
                    parsed.help = true
                    continue
                }
                var name = String(argument.drop { $0 == "-" })
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = command.options.first(where: { $0.0 == name }) else {
                    let names = command.options.map { "--\($0.0)" } + ["--help"]
                    throw UsageError(
                        message:
                            "unknown option '\(argument)' for '\(command.name)'\(Suggestion.phraseListing(for: "--\(name)", among: names))",
                        usage: command.usage)
                }
                if option.1 == nil {
                    guard inlineValue == nil else { throw UsageError(message: "option '--\(name)' takes no value", usage: command.usage) }
                    guard parsed.flags.insert(name).inserted else {
                        throw UsageError(message: "option '--\(name)' given twice", usage: command.usage)
                    }
                } else {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        guard index < arguments.count else {
                            throw UsageError(message: "option '--\(name)' needs a value (\(option.1 ?? "VALUE"))", usage: command.usage)
                        }
                        value = arguments[index]
                        index += 1
                    }
                    guard parsed.values[name] == nil else {
                        throw UsageError(message: "option '--\(name)' given twice", usage: command.usage)
                    }
                    parsed.values[name] = value
                }
                continue
            }
            guard command.positional != nil, parsed.positional == nil else {
                throw UsageError(message: "unexpected argument '\(argument)'", usage: command.usage)
            }
            parsed.positional = argument
        }
        if parsed.help { return parsed }
        // A scenario preset stands in for the file.
        if let positional = command.positional, parsed.positional == nil, parsed.values["preset"] == nil {
            let alternative = command.options.contains { $0.0 == "preset" } ? " (or --preset NAME)" : ""
            throw UsageError(message: "missing \(positional)\(alternative)", usage: command.usage)
        }
        return parsed
    }

    private static func strategy(_ parsed: Parsed, _ command: Command) throws -> StrategyName? {
        guard let name = parsed.values["strategy"] else { return nil }
        guard let strategy = StrategyName(rawValue: name) else {
            throw UsageError(
                message: "unknown strategy '\(name)'\(Suggestion.phraseListing(for: name, among: StrategyName.allCases.map(\.rawValue)))",
                usage: command.usage)
        }
        return strategy
    }

    /// The scenario a command works on, resolved: the `--preset` named, or the JSON in the file
    /// (or standard input), with the fields it gives that the format does not have; not both.
    private static func scenario(_ parsed: Parsed, _ command: Command, _ environment: ToolEnvironment) throws -> ResolvedScenario {
        guard let name = parsed.values["preset"] else {
            let data = try read(parsed.positional ?? "-", environment)
            var resolved = try Scenario.decode(data).resolve()
            resolved.unknownFields = Scenario.unknownFields(in: data)
            return resolved
        }
        if let file = parsed.positional {
            throw UsageError(message: "give a scenario file or --preset, not both (found '\(file)')", usage: command.usage)
        }
        return try preset(named: name, command).resolve()
    }

    private static func preset(named name: String, _ command: Command) throws -> Scenario {
        guard let preset = ScenarioPreset.named(name) else {
            let names = ScenarioPreset.all.map(\.name)
            throw UsageError(
                message:
                    "no scenario preset named '\(name)'\(Suggestion.phraseListing(for: name, among: names))",
                usage: command.usage)
        }
        return preset.scenario
    }

    private static func read(_ path: String, _ environment: ToolEnvironment) throws -> Data {
        if path == "-" { return environment.readStandardInput() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileError(message: "\(path): cannot read the file", status: .noInput)
        }
        return data
    }

    /// Writes all or nothing: to a temporary file beside the target, then `rename(2)`d over it,
    /// which replaces an existing file atomically. (`FileManager.replaceItemAt` fails on Linux for
    /// an existing target, and must not be trusted with the user's file.)
    private static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw FileError(message: "\(path): cannot write the file", status: .cannotCreate)
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(message: "\(path): cannot write the file", status: .cannotCreate)
        }
    }

    private static func execute(_ command: Command, _ parsed: Parsed, _ environment: ToolEnvironment) throws -> ExitStatus {
        switch command.name {
        case "evaluate":
            let only = try strategy(parsed, command)
            let scenario = try scenario(parsed, command, environment)
            let evaluations = Evaluation.all(on: scenario, only: only)
            if let page = parsed.values["html"] {
                let html = ScenarioPage(scenario: scenario, strategies: only.map { [$0] } ?? StrategyName.allCases).html
                try write(Data(html.utf8), to: page)
            }
            if parsed.flags.contains("json") {
                environment.standardOutput(JSONOutput.evaluations(scenario, evaluations))
            } else {
                environment.standardOutput(TableFormatter.table(scenario, evaluations))
            }
            return .success
        case "render":
            let only = try strategy(parsed, command)
            guard let output = parsed.values["output"] else { throw UsageError(message: "missing --output PATH", usage: command.usage) }
            let scenario = try scenario(parsed, command, environment)
            let svg = SVGRenderer.render(scenario, Evaluation.all(on: scenario, only: only))
            try write(Data(svg.utf8), to: output)
            return .success
        case "example":
            let example = try parsed.values["preset"].map { try preset(named: $0, command) } ?? Scenario.signInForm
            environment.standardOutput(String(decoding: example.encoded(), as: UTF8.self) + "\n")
            return .success
        case "presets":
            environment.standardOutput(parsed.flags.contains("json") ? JSONOutput.presets() : presetTable())
            return .success
        case "catalogue":
            environment.standardOutput(parsed.flags.contains("json") ? CatalogueDocument.json() : CatalogueDocument.markdown())
            return .success
        case "random-vectors":
            // The most cases one file holds: a million is some 4 GB of JSON (4.4 kB a case).
            let maximumCount: UInt64 = 1_000_000
            func number(_ option: String, default value: UInt64, maximum: UInt64 = .max) throws(UsageError) -> UInt64 {
                guard let text = parsed.values[option] else { return value }
                guard let number = UInt64(text), number <= maximum else {
                    throw UsageError(
                        message: "--\(option) expects a whole number from 0 to \(maximum), found '\(text)'", usage: command.usage)
                }
                return number
            }
            let count = try number("count", default: 1_000, maximum: maximumCount)
            var generator = RandomConformanceCases(seed: try number("seed", default: 0))
            let data = generator.vectors(count: Int(count)).encoded()
            if let output = parsed.values["output"] {
                try write(data, to: output)
            } else {
                environment.standardOutput(String(decoding: data, as: UTF8.self))
            }
            return .success
        case "verify":
            var tolerance: ConformanceVectors.Tolerance?
            if let text = parsed.values["tolerance"] {
                guard let value = Double(text), value.isFinite, value >= 0 else {
                    throw UsageError(message: "--tolerance expects a non-negative number, found '\(text)'", usage: command.usage)
                }
                tolerance = ConformanceVectors.Tolerance(absolute: value, relative: 0)
            }
            let vectors = try ConformanceVectors.decode(try read(parsed.positional ?? "-", environment))
            let mismatches = vectors.mismatches(tolerance: tolerance)
            for line in mismatches { environment.standardOutput("mismatch: \(line)\n") }
            let failed = Set(mismatches.compactMap { $0.split(separator: ":").first.map(String.init) }).count
            environment.standardOutput("verify: \(vectors.caseCount - failed) passed, \(failed) failed\n")
            return failed == 0 ? .success : .failure
        case "replay":
            return try replay(parsed, command, environment)
        default:
            throw UsageError(message: "unknown command '\(command.name)'", usage: overview)
        }
    }

    /// `replay`: the trace read, replayed, reported; 0 when every step answers what was recorded, 1
    /// when one differs (as `verify` reports a mismatch).
    private static func replay(_ parsed: Parsed, _ command: Command, _ environment: ToolEnvironment) throws -> ExitStatus {
        if let name = parsed.values["strategy"], ReplayStrategy.named(name) == nil {
            throw UsageError(
                message: "unknown strategy '\(name)'\(Suggestion.phraseListing(for: name, among: ReplayStrategy.names))",
                usage: command.usage)
        }
        let path = parsed.positional ?? "-"
        let trace = try TraceReading.decode(try read(path, environment))
        let report = ReplayReport(trace, strategyName: parsed.values["strategy"])
        if let page = parsed.values["html"] {
            let title = path == "-" ? "trace" : URL(fileURLWithPath: path).lastPathComponent
            try write(Data(ReplayPage(report: report, title: title).html.utf8), to: page)
        }
        environment.standardOutput(parsed.flags.contains("json") ? report.json : report.text)
        return report.differing.isEmpty ? .success : .failure
    }

    static func presetTable() -> String {
        // One column for the summaries, as wide as the longest name, so that no name is cut.
        let width = (DevicePreset.all.map(\.name) + ScenarioPreset.all.map(\.name)).map(\.count).max() ?? 0
        var lines = ["Device presets: the device catalogue's screens (every figure's source: `keyboard-avoidance catalogue`):", ""]
        for preset in DevicePreset.all {
            lines.append("\(preset.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(preset.summary)")
            lines.append("    screen \(preset.screen), window \(preset.windowFrame), safe area \(preset.safeAreaInsets)")
            lines.append("    keyboards: " + preset.keyboards.map { "\($0.name) \($0.frame)" }.joined(separator: ", "))
        }
        lines += ["", "Scenario presets (evaluate, render and example take --preset NAME):", ""]
        for preset in ScenarioPreset.all {
            lines.append("\(preset.name.padding(toLength: width, withPad: " ", startingAt: 0)) \(preset.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
