import ConformanceCases
import Foundation
import XCTest

@testable import KeyboardAvoidanceTool

/// Every class of bad input gives one line naming where the problem is, the right exit status,
/// and writes nothing.
final class BadInputTests: XCTestCase {
    private func expectDataError(_ json: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let run = runTool(["evaluate", "-"], input: json)
        XCTAssertEqual(run.status, 65, file: file, line: line)
        XCTAssertEqual(run.standardError, "error: \(message)\n", file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
    }

    private func expectUsageError(
        _ arguments: [String], _ message: String, input: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = runTool(arguments, input: input)
        XCTAssertEqual(run.status, 64, file: file, line: line)
        XCTAssert(run.standardError.hasPrefix("error: \(message)\nusage: "), run.standardError, file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
    }

    func testMalformedJSON() {
        let run = runTool(["evaluate", "-"], input: "{\"device\": ")
        XCTAssertEqual(run.status, 65)
        XCTAssert(run.standardError.hasPrefix("error: scenario: not valid JSON"), run.standardError)
        // Where it stops being JSON: the line and the column.
        let stray = runTool(["evaluate", "-"], input: "{\n  \"device\": \"x\",\n  \"nodes\": [:]\n}")
        XCTAssertEqual(stray.standardError, "error: scenario: not valid JSON at line 3, column 13\n")
        // A trailing comma, which some parsers let through, is refused too; a comma in a string is text.
        expectDataError(
            #"{"name": "a,}", "device": "x",}"#, "scenario: not valid JSON at line 1, column 30: a comma before a closing bracket")
        // UTF-16 is left to the parser: its code units are not characters (丢 is 0x4E22, 崬 0x5D2C).
        let utf16 = Data(#"{"name": "丢崬", "a": 1}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertNil(ScenarioError.trailingCommaPosition(in: utf16))
        XCTAssertEqual(
            runTool(["evaluate", "-"], input: "{\"device\": ").standardError, "error: scenario: not valid JSON at line 1, column 12\n")
        XCTAssertEqual(run.standardError.filter { $0 == "\n" }.count, 1, "one line")
    }

    func testMissingField() {
        expectDataError(scenarioJSON { $0.removeValue(forKey: "focus") }, "scenario.focus: missing")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[2].removeValue(forKey: "parent")
                object["nodes"] = nodes
            }, "scenario.nodes[2].parent: missing")
        // Often the field is there, misspelt: the error names it.
        expectDataError(
            scenarioJSON { object in
                object["rootview"] = object.removeValue(forKey: "rootView")
            }, "scenario.rootView: missing; the file has 'rootview' there: did you mean 'rootView'?")
        // The misspelt key is echoed escaped: a newline in it (JSON's \u000a) keeps the error one line
        // (the fuzzer found this; Fuzz/Corpus/FuzzScenario/regression-misspelt-key-with-newline.json).
        expectDataError(
            scenarioJSON { object in
                object["root\nView"] = object.removeValue(forKey: "rootView")
            }, #"scenario.rootView: missing; the file has 'root\nView' there: did you mean 'rootView'?"#)
        expectDataError(
            scenarioJSON { $0["keyboard"] = ["hieght": 336] },
            #"scenario.keyboard: expected a keyboard name, {"height": …} or {"frame": {…}}; found 'hieght'; did you mean 'height'?"#)
    }

    func testMistypedField() {
        expectDataError(scenarioJSON { $0["rootView"] = "one" }, "scenario.rootView: expected an integer")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[1]["frame"] = ["x": 0, "y": "zero", "width": 10, "height": 10]
                object["nodes"] = nodes
            }, "scenario.nodes[1].frame.y: expected a number")
        expectDataError(
            scenarioJSON { $0["undockedPolicy"] = "dodge" }, "scenario.undockedPolicy: expected one of ignore, avoid, found 'dodge'")
    }

    func testNonFiniteNumber() {
        // JSON cannot spell NaN or infinity; a number too large for a Double is the way they arrive.
        let json = scenarioJSON().replacingOccurrences(of: "\"margin\":", with: "\"ignored\":").replacingOccurrences(
            of: "{\"device\"", with: "{\"margin\":1e400,\"device\"")
        let run = runTool(["evaluate", "-"], input: json)
        XCTAssertEqual(run.status, 65)
        XCTAssert(run.standardError.hasPrefix("error: scenario"), run.standardError)
        let keyboard = scenarioJSON { $0["keyboard"] = ["height": 291] }.replacingOccurrences(
            of: "\"height\":291", with: "\"height\":-1e999")
        let second = runTool(["evaluate", "-"], input: keyboard)
        XCTAssertEqual(second.status, 65)
        XCTAssert(second.standardError.hasPrefix("error: scenario"), second.standardError)
        XCTAssertEqual(second.standardError.filter { $0 == "\n" }.count, 1)
    }

    /// How an unknown device's error lists the valid names: the catalogue's devices, and the rule.
    private let deviceNames =
        "devices: iphone-se-3, iphone-13-mini, iphone-16, iphone-16-pro, iphone-16-plus, iphone-16-pro-max, ipad-mini-a17-pro, "
        + "ipad-a16, ipad-pro-11-m4, ipad-pro-13-m4, each -portrait or -landscape, an iPad's also -portrait-slide-over, "
        + "-portrait-stage-manager, -landscape-slide-over and -landscape-stage-manager; `presets` lists all"

    func testUnknownPresetAndKeyboard() {
        expectDataError(
            scenarioJSON { $0["device"] = "iphone-16-portrai" },
            "scenario.device: no device named 'iphone-16-portrai'; did you mean 'iphone-16-portrait'? (\(deviceNames))")
        expectDataError(
            scenarioJSON { $0["keyboard"] = "floating" },
            "scenario.keyboard: no keyboard named 'floating' on iphone-16-portrait (standard, without-predictive, emoji, hardware-shortcut-bar, hidden)"
        )
        expectDataError(
            scenarioJSON { $0["keyboard"] = "standrad" },
            "scenario.keyboard: no keyboard named 'standrad' on iphone-16-portrait; did you mean 'standard'? "
                + "(standard, without-predictive, emoji, hardware-shortcut-bar, hidden)")
        // A device's name without its orientation suggests the first orientation.
        expectDataError(
            scenarioJSON { $0["device"] = "iphone-16" },
            "scenario.device: no device named 'iphone-16'; did you mean 'iphone-16-portrait'? (\(deviceNames))")
        expectDataError(scenarioJSON { $0.removeValue(forKey: "device") }, "scenario.screen: missing: name a device or give the screen")
    }

    func testInputWithControlCharactersStillGivesOneLine() {
        // Found by fuzzing (Fuzz/Corpus/FuzzScenario/regression-a794841252cc): a newline in a device
        // name made the error two lines, which a caller reading one line would misparse.
        expectDataError(
            scenarioJSON { $0["device"] = "phone\nerror: forged" },
            "scenario.device: no device named 'phone\\nerror: forged' (\(deviceNames))")
        let long = String(repeating: "x", count: 500)
        let run = runTool(["evaluate", "-"], input: scenarioJSON { $0["device"] = long })
        XCTAssertEqual(run.standardError.filter { $0 == "\n" }.count, 1)
        XCTAssert(run.standardError.contains("…"))
    }

    func testPresetUsageErrors() {
        expectUsageError(
            ["evaluate", "--preset", "page-shet"],
            "no scenario preset named 'page-shet'; did you mean 'page-sheet'? (navigation-bar-form, tab-bar-form, page-sheet, form-sheet, centred-modal, slide-over-window, chat-input-bar, keyboard-distance-form, bottom-sheet, centred-dialog, carousel-in-form, growing-text-view, pager, pager-of-forms, notes-screen, toolbar-form, search-results)"
        )
        expectUsageError(
            ["render", "x.json", "--preset", "page-sheet", "--output", "/tmp/x.svg"],
            "give a scenario file or --preset, not both (found 'x.json')")
        expectUsageError(
            ["example", "--preset", "nope"],
            "no scenario preset named 'nope' (navigation-bar-form, tab-bar-form, page-sheet, form-sheet, centred-modal, slide-over-window, chat-input-bar, keyboard-distance-form, bottom-sheet, centred-dialog, carousel-in-form, growing-text-view, pager, pager-of-forms, notes-screen, toolbar-form, search-results)"
        )
    }

    func testUnknownStrategyIsAUsageError() {
        expectUsageError(
            ["evaluate", "-", "--strategy", "scroll-insets"],
            "unknown strategy 'scroll-insets'; did you mean 'scroll-inset'? (scroll-inset, view-shift, content-growth, centering, resize)",
            input: scenarioJSON())
    }

    func testDanglingParentCycleAndDuplicateIDs() {
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[3]["parent"] = 7
                object["nodes"] = nodes
            }, "scenario.nodes[3].parent: no node with id 7")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[0]["parent"] = 3  // 1 → 3 → 2 → 1
                object["nodes"] = nodes
            }, "scenario.nodes[0].parent: cycle through ids 1 → 3 → 2 → 1")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[4]["id"] = 3
                object["nodes"] = nodes
            }, "scenario.nodes[4].id: duplicate id 3 (also nodes[2])")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[4]["id"] = 0
                object["nodes"] = nodes
            }, "scenario.nodes[4].id: 0 is the window's id")
        expectDataError(scenarioJSON { $0["focus"] = ["node": 42] }, "scenario.focus.node: no node with id 42")
        expectDataError(
            scenarioJSON { $0["scrollContainers"] = [["node": 9, "contentSize": ["width": 1, "height": 1]]] },
            "scenario.scrollContainers[0].node: no node with id 9")
        // The behaviour and the Boolean it replaced are one setting: giving both is an error naming it.
        expectDataError(
            scenarioJSON { object in
                var containers = object["scrollContainers"] as? [[String: Any]] ?? []
                containers[0]["contentInsetAdjustmentBehavior"] = "never"
                containers[0]["addsSafeAreaInsets"] = true
                object["scrollContainers"] = containers
            }, "scenario.scrollContainers[0].addsSafeAreaInsets: give either contentInsetAdjustmentBehavior or addsSafeAreaInsets, not both"
        )
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[2].removeValue(forKey: "frame")
                object["nodes"] = nodes
            }, "scenario.nodes[2]: needs a frame, or bounds and center")
        // A keyboard is one of its forms.
        expectDataError(
            scenarioJSON { $0["keyboard"] = ["height": 300, "frame": ["x": 0, "y": 500, "width": 390, "height": 344]] },
            "scenario.keyboard.height: give either height or frame, not both")
        // The two forms do not mix: a transform (or bounds, or a centre) beside a frame, or a bounds
        // origin beside bounds, would be dropped unseen.
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[2]["transform"] = ["a": 0, "b": 0, "c": 0, "d": 0, "tx": 0, "ty": 0]
                object["nodes"] = nodes
            }, "scenario.nodes[2].transform: goes with bounds and center, not with frame (a frame is an untransformed view)")
        expectDataError(
            scenarioJSON { object in
                var nodes = object["nodes"] as? [[String: Any]] ?? []
                nodes[2].removeValue(forKey: "frame")
                nodes[2]["bounds"] = ["x": 0, "y": 0, "width": 10, "height": 10]
                nodes[2]["center"] = ["x": 5, "y": 5]
                nodes[2]["boundsOrigin"] = ["x": 0, "y": 40]
                object["nodes"] = nodes
            }, "scenario.nodes[2].boundsOrigin: goes with frame; with bounds, the bounds' origin is the scroll offset")
    }

    func testANumberOutOfRangeIsNamedWhereItIs() {
        // JSON can spell numbers no Double or Int holds; the parser says so without a position.
        // A margin no Double holds, and a root view's id (an integer) no Int holds.
        for (field, marker, number) in [("margin", "12345.625", "1e400"), ("rootView", "54321", "99999999999999999999")] {
            let json = scenarioJSON { object in
                object[field] = Double(marker)
                object["name"] = "1e999 in a string"
            }
            .replacingOccurrences(of: marker, with: number)
            // Where the number starts, counted as an editor does.
            let before = json[..<(json.range(of: number)?.lowerBound ?? json.endIndex)]
            let line = before.filter { $0 == "\n" }.count + 1
            let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            expectDataError(json, "scenario: not valid JSON at line \(line), column \(column): the number \(number) is out of range")
        }
        XCTAssertNil(ScenarioError.outOfRangeNumber(in: Data(#"{"a": [1, -2.5e10, 1e308, -9223372036854775808], "b": "1e400"}"#.utf8)))
        // The parser counts bytes: after non-ASCII text the column is still in characters.
        let accented = "{\"name\": \"ééé 🙂\", x}"
        let column = accented.unicodeScalars.prefix { $0 != "x" }.count + 1
        let position = ScenarioError.syntaxErrorPosition(in: Data(accented.utf8))
        XCTAssertEqual(position.map { "\($0.line):\($0.column)" }, "1:\(column)")
        // A syntax error is the parser's to report, wherever a large integer is; lines end at CRLF too.
        expectDataError(
            "{\r\n  \"rootView\": 99999999999999999999,\r\n  \"nodes\": [:]\r\n}", "scenario: not valid JSON at line 3, column 13")
        XCTAssertEqual(
            ScenarioError.outOfRangeNumber(in: Data("{\r\n\r\n  \"margin\": 1e400}".utf8)).map { "\($0.line):\($0.column)" }, "3:13")
    }

    func testUsageErrors() {
        // An unknown name is answered with the nearest valid one, when one is near, and every valid one.
        expectUsageError(
            ["evalute"],
            "unknown command 'evalute'; did you mean 'evaluate'? (evaluate, render, example, presets, catalogue, random-vectors, verify, replay)"
        )
        expectUsageError(
            ["bogus"], "unknown command 'bogus' (evaluate, render, example, presets, catalogue, random-vectors, verify, replay)")
        expectUsageError(
            ["evaluate", "-", "--jsn"],
            "unknown option '--jsn' for 'evaluate'; did you mean '--json'? (--preset, --strategy, --json, --html, --help)",
            input: scenarioJSON())
        expectUsageError(["evaluate"], "missing FILE|- (or --preset NAME)")
        // A flag given twice, an argument after --version, a count out of its range: each named.
        expectUsageError(["presets", "--json", "--json"], "option '--json' given twice")
        expectUsageError(["--version", "extra"], "unexpected argument 'extra' after --version")
        expectUsageError(["random-vectors", "--count", "-1"], "--count expects a whole number from 0 to 1000000, found '-1'")
        // The usage lines say what the commands accept: a file or a preset; render's --output is required.
        XCTAssert(
            runTool(["render"]).standardError.contains(
                "usage: keyboard-avoidance render (FILE|- | --preset NAME) --output PATH [--strategy NAME]"))
        XCTAssert(
            runTool(["evaluate"]).standardError.contains(
                "usage: keyboard-avoidance evaluate (FILE|- | --preset NAME) [--strategy NAME] [--json]"))
        expectUsageError(["evaluate", "a.json", "b.json"], "unexpected argument 'b.json'")
        expectUsageError(["render", "-"], "missing --output PATH", input: scenarioJSON())
        expectUsageError(["render", "-", "--output"], "option '--output' needs a value (PATH)")
        expectUsageError(["presets", "--json=yes"], "option '--json' takes no value")
        expectUsageError(["verify", "x.json", "--tolerance", "-1"], "--tolerance expects a non-negative number, found '-1'")
        expectUsageError(["--verison"], "unknown option '--verison'; did you mean '--version'? (--help, --version)")
    }

    func testAFileThatCannotBeRead() {
        let run = runTool(["evaluate", "/nonexistent/scenario.json"])
        XCTAssertEqual(run.status, 66)
        XCTAssertEqual(run.standardError, "error: /nonexistent/scenario.json: cannot read the file\n")
    }

    func testRenderWritesNothingForBadData() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("never.svg")
        let run = runTool(["render", "-", "--output", output.path], input: scenarioJSON { $0["rootView"] = 99 })
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.standardError, "error: scenario.rootView: no node with id 99\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "no temporary file left behind")
    }

    func testRenderReplacesAnExistingFileAndReportsAnUnwritablePath() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("picture.svg")
        try Data("old".utf8).write(to: output)
        XCTAssertEqual(runTool(["render", "-", "--output", output.path], input: scenarioJSON()).status, 0)
        XCTAssert(try String(contentsOf: output, encoding: .utf8).hasPrefix("<?xml"), "replaced, not lost")
        XCTAssertEqual(runTool(["render", "-", "--output", output.path], input: scenarioJSON()).status, 0, "and again")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["picture.svg"])
        let nowhere = directory.appendingPathComponent("missing/picture.svg").path
        let run = runTool(["render", "-", "--output", nowhere], input: scenarioJSON())
        XCTAssertEqual(run.status, 73)
        XCTAssertEqual(run.standardError, "error: \(nowhere): cannot write the file\n")
    }

    func testVerifyRejectsAFileOfAnotherFormat() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("other.json")
        try Data(#"{"format": "something-else", "version": 1, "tolerance": {"absolute": 0, "relative": 0}, "cases": []}"#.utf8).write(
            to: file)
        let run = runTool(["verify", file.path])
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(
            run.standardError, "error: vectors.format: expected 'keyboard-avoidance-conformance-vectors', found 'something-else'\n")
    }

    func testVerifyNamesAScenarioGivenForVectors() throws {
        let file = try temporaryDirectory().appendingPathComponent("scenario.json")
        try Data(scenarioJSON().utf8).write(to: file)
        let run = runTool(["verify", file.path])
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.standardError, "error: vectors.format: missing; this looks like a scenario: evaluate or render it\n")
    }

    func testAnUnknownPhaseListsTheValidOnes() throws {
        var vectors = ConformanceVectors.generate()
        vectors.cases = []
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: vectors.encoded()) as? [String: Any])
        var trackers = try XCTUnwrap(object["trackerCases"] as? [[String: Any]])
        var events = try XCTUnwrap(trackers[0]["events"] as? [[String: Any]])
        events[0]["phase"] = "willExplode"
        trackers[0]["events"] = events
        object["trackerCases"] = trackers
        let file = try temporaryDirectory().appendingPathComponent("phase.json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        let run = runTool(["verify", file.path])
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(
            run.standardError,
            "error: vectors.trackerCases[0].events[0].phase: expected one of willShow, didShow, willChangeFrame, didChangeFrame, "
                + "willHide, didHide, found 'willExplode'\n")
    }

    func testHelpForEveryCommandGoesToStandardOutput() {
        let commands = ["evaluate", "render", "example", "presets", "catalogue", "random-vectors", "verify"]
        for command in commands {
            let run = runTool([command, "--help"])
            XCTAssertEqual(run.status, 0)
            XCTAssert(run.standardOutput.hasPrefix("usage: keyboard-avoidance \(command)"), run.standardOutput)
            XCTAssertEqual(run.standardError, "")
        }
        // The overview lists every command with its summary in one column, the longest name too.
        let overview = runTool(["--help"]).standardOutput
        XCTAssert(overview.contains("commands:"))
        let summaryColumn = "  random-vectors  ".count
        for command in commands + ["--help", "--version"] {
            let line = overview.split(separator: "\n").first { $0.hasPrefix("  \(command) ") }
            XCTAssertEqual(line.map { $0.prefix(summaryColumn).trimmingCharacters(in: .whitespaces) }, command, overview)
            XCTAssertEqual(line.map { $0.dropFirst(summaryColumn).first?.isWhitespace }, false, overview)
        }
        XCTAssertEqual(runTool(["--version"]).standardOutput, "keyboard-avoidance \(KeyboardAvoidanceTool.version)\n")
    }
}
