import ConformanceCases
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens
import XCTest

@testable import KeyboardAvoidanceTool

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class ToolTests: XCTestCase {
    // MARK: The default run and evaluate

    func testNoArgumentsEvaluatesTheSignInFormWithEveryStrategy() {
        let run = runTool([])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "")
        for strategy in StrategyName.allCases {
            XCTAssert(run.standardOutput.contains(strategy.rawValue), strategy.rawValue)
        }
        // The focus at 600…644 under a keyboard from 517 (the iPhone 16's 335 pt): scroll inset reveals
        // it, 137 with the margin. The form's content is no taller than the screen, so `.automatic`
        // adds no safe area and the inset is the whole 335 (SPEC §10.2).
        XCTAssert(run.standardOutput.contains("scroll-inset           0       137           335"), run.standardOutput)
    }

    func testEvaluateNamesTheFieldsTheFormatDoesNotHave() throws {
        // Misspelt optional fields change nothing, so evaluate names them, with the nearest name.
        let input = scenarioJSON { object in
            object["margn"] = 5
            var containers = object["scrollContainers"] as? [[String: Any]] ?? []
            containers[0]["contentInsetz"] = ["bottom": 20]
            object["scrollContainers"] = containers
            var nodes = object["nodes"] as? [[String: Any]] ?? []
            var frame = nodes[1]["frame"] as? [String: Any] ?? [:]
            frame["colour"] = "blue"
            nodes[1]["frame"] = frame
            object["nodes"] = nodes
        }
        let table = runTool(["evaluate", "-"], input: input)
        XCTAssertEqual(table.status, 0, table.standardError)
        let checks = table.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Check: ") }
        XCTAssertEqual(
            checks,
            [
                "Check: scenario.margn: unknown field, ignored; did you mean 'margin'?",
                "Check: scenario.nodes[1].frame.colour: unknown field, ignored",
                "Check: scenario.scrollContainers[0].contentInsetz: unknown field, ignored; did you mean 'contentInsets'?",
            ], table.standardOutput)
        let json = runTool(["evaluate", "-", "--json"], input: input)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((object["diagnostics"] as? [String])?.count, 3)
        // Every field of the example, and of every preset's JSON, is known.
        XCTAssertEqual(Scenario.unknownFields(in: Scenario.signInForm.encoded()), [])
        for preset in ScenarioPreset.all { XCTAssertEqual(Scenario.unknownFields(in: preset.scenario.encoded()), [], preset.name) }
    }

    func testTheKnownFieldsAreTheSchemasFields() throws {
        // The tool's table of fields and the scenario schema describe one format.
        let url = packageRoot.appendingPathComponent("Vectors/schema/scenario.schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        func properties(_ path: [String]) -> Set<String> {
            var node: Any? = schema
            for key in path { node = (node as? [String: Any])?[key] }
            return Set(((node as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [String: Any]().keys)
        }
        // The retired padding is read only to be rejected by name, so the schema leaves it out.
        XCTAssertEqual(Set(Scenario.ObjectKind.scenario.fields.keys), properties([]).union(["keyboardDismissPadding"]))
        XCTAssertEqual(Set(Scenario.ObjectKind.window.fields.keys), properties(["properties", "window"]))
        XCTAssertEqual(Set(Scenario.ObjectKind.node.fields.keys), properties(["properties", "nodes", "items"]))
        XCTAssertEqual(Set(Scenario.ObjectKind.container.fields.keys), properties(["properties", "scrollContainers", "items"]))
        XCTAssertEqual(Set(Scenario.ObjectKind.focus.fields.keys), properties(["properties", "focus"]))
        // The keyboard's object forms, and the geometry of layout.schema.json's definitions.
        let keyboardForms = ((schema["properties"] as? [String: Any])?["keyboard"] as? [String: Any])?["anyOf"] as? [[String: Any]] ?? []
        XCTAssertEqual(
            Set(Scenario.ObjectKind.keyboard.fields.keys),
            Set(keyboardForms.flatMap { (($0["properties"] as? [String: Any]) ?? [:]).keys }))
        let layoutURL = packageRoot.appendingPathComponent("Vectors/schema/layout.schema.json")
        let layout = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: layoutURL)) as? [String: Any])
        let definitions = try XCTUnwrap(layout["$defs"] as? [String: Any])
        for (kind, name) in [
            (Scenario.ObjectKind.rect, "rect"), (.point, "point"), (.size, "size"), (.insets, "insets"), (.transform, "transform"),
            (.margins, "margins"),
        ] {
            let fields = Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [String: Any]().keys)
            XCTAssertEqual(Set(kind.fields.keys), fields, name)
        }
    }

    func testEvaluateShowsWhatIsProbablyWrong() throws {
        // A negative margin counts as 0: evaluate says so, in the table and in the JSON.
        let input = scenarioJSON { $0["margin"] = -5 }
        let table = runTool(["evaluate", "-"], input: input)
        XCTAssertEqual(table.status, 0, table.standardError)
        XCTAssert(table.standardOutput.contains("Check: margins.top: negative, counts as 0"), table.standardOutput)
        let json = runTool(["evaluate", "-", "--json"], input: input)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(
            object["diagnostics"] as? [String], ["margins.top: negative, counts as 0", "margins.bottom: negative, counts as 0"])
        // The sign-in form has nothing to say.
        XCTAssertFalse(runTool([]).standardOutput.contains("Check:"))
    }

    func testEvaluateReadsStandardInputAndPrintsJSON() throws {
        let run = runTool(["evaluate", "-", "--json", "--strategy", "view-shift"], input: scenarioJSON())
        XCTAssertEqual(run.status, 0, run.standardError)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let results = try XCTUnwrap(object["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results[0]["strategy"] as? String, "view-shift")
        let adjustment = try XCTUnwrap(results[0]["adjustment"] as? [String: Any])
        XCTAssertEqual(adjustment["rootViewTranslation"] as? Double, -137)
        XCTAssertEqual(results[0]["focusVisible"] as? Bool, true)
    }

    func testEvaluateJSONCarriesTheResolvedLayoutInTheCoresFormat() throws {
        // What a screen test decodes to check a scenario file's screen (SPEC §11.1, §16).
        let run = runTool(["evaluate", packageRoot.appendingPathComponent("Examples/sign-in-form.json").path, "--json"])
        XCTAssertEqual(run.status, 0, run.standardError)
        struct Report: Decodable { var layout: AvoidanceLayout }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
        XCTAssertEqual(report.layout, try Scenario.signInForm.resolve().layout)
    }

    func testTheScenarioSchemaRoundTrips() throws {
        let scenario = Scenario.signInForm
        XCTAssertEqual(try Scenario.decode(scenario.encoded()), scenario)
        var spelledOut = scenario
        spelledOut.device = nil
        spelledOut.screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        spelledOut.window = Scenario.Window(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        spelledOut.keyboard = .frame(LayoutRect(x: 0, y: 517, width: 393, height: 335))
        XCTAssertEqual(try Scenario.decode(spelledOut.encoded()), spelledOut)
        // Spelled out, it gives the same adjustments as the device preset.
        let a = Evaluation.all(on: try scenario.resolve()).map(\.adjustment)
        let b = Evaluation.all(on: try spelledOut.resolve()).map(\.adjustment)
        XCTAssertEqual(a, b)
        var byHeight = scenario
        byHeight.keyboard = .dockedHeight(335)
        XCTAssertEqual(try Scenario.decode(byHeight.encoded()), byHeight)
        XCTAssertEqual(Evaluation.all(on: try byHeight.resolve()).map(\.adjustment), a)
    }

    func testANodeGivenByItsFrameKeepsItsBoundsOrigin() throws {
        // A scroll view given by its frame and a bounds origin (its content offset, SPEC §11.1)
        // keeps both.
        var scenario = Scenario.signInForm
        let scrollID = try XCTUnwrap(scenario.scrollContainers?.first?.node)
        let position = try XCTUnwrap(scenario.nodes.firstIndex { $0.id == scrollID })
        scenario.nodes[position].boundsOrigin = LayoutPoint(x: 0, y: 40)
        let layout = try scenario.resolve().layout
        let scroll = try XCTUnwrap(layout.hierarchy.node(try XCTUnwrap(layout.scrollContainers.first?.node)))
        XCTAssertEqual(scroll.boundsOrigin, LayoutPoint(x: 0, y: 40))
        XCTAssertEqual(scroll.frame, scenario.nodes[position].frame)
    }

    func testTheScenarioFormatTakesBarsMarginsPerEdgeAndARidingView() throws {
        var json = String(decoding: Scenario.signInForm.encoded(), as: UTF8.self)
        json = json.replacingOccurrences(
            of: "\"name\" :", with: "\"margins\": {\"top\": 0, \"bottom\": 16}, \"ridingView\": 4, \"name\" :")
        json = json.replacingOccurrences(
            of: "\"id\" : 1,", with: "\"id\" : 1, \"additionalSafeAreaInsets\": {\"top\": 44, \"left\": 0, \"bottom\": 0, \"right\": 0},")
        let resolved = try Scenario.decode(Data(json.utf8)).resolve()
        XCTAssertEqual(resolved.layout.margins, FocusMargins(top: 0, bottom: 16))
        XCTAssertNotNil(resolved.layout.ridingView)
        XCTAssertEqual(resolved.layout.hierarchy.node(resolved.layout.rootView)?.additionalSafeAreaInsets, LayoutInsets(top: 44))
        // The table says so.
        let table = runTool(["evaluate", "-"], input: json)
        XCTAssertEqual(table.status, 0)
        XCTAssert(
            table.standardOutput.contains("Margins: 0 pt above, 16 pt below") && table.standardOutput.contains("riding view"))
        // `margin` and `margins` together: an error naming the field.
        let both = json.replacingOccurrences(of: "\"margins\":", with: "\"margin\": 5, \"margins\":")
        let run = runTool(["evaluate", "-"], input: both)
        XCTAssertEqual(run.status, 65)
        XCTAssertEqual(run.standardError, "error: scenario.margins: give either margin or margins, not both\n")
    }

    func testTheTableShowsWhereTheRidingViewGoes() throws {
        // The chat's input bar rides: −301 onto the keyboard, 20 back down under view shift's 321.
        let run = runTool(["evaluate", "--preset", "chat-input-bar"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let header = try XCTUnwrap(lines.first { $0.hasPrefix("strategy ") })
        XCTAssert(header.contains("guide  riding  visible"), header)
        let viewShift = try XCTUnwrap(lines.first { $0.hasPrefix("view-shift ") }).split(separator: " ")
        XCTAssertEqual(viewShift[5...7].map(String.init), ["-321", "0", "20"])
        let resize = try XCTUnwrap(lines.first { $0.hasPrefix("resize ") }).split(separator: " ")
        XCTAssertEqual(resize[6...7].map(String.init), ["335", "-301"])
        // Without a riding view there is no such column.
        XCTAssertFalse(runTool(["evaluate", "--preset", "page-sheet"]).standardOutput.contains("riding"))
    }

    func testEvaluateAndRenderTakeAPresetInsteadOfAFile() throws {
        let run = runTool(["evaluate", "--preset", "slide-over-window", "--json"])
        XCTAssertEqual(run.status, 0)
        // Docked for the window, as JSON says.
        XCTAssert(run.standardOutput.contains("\"placement\" : \"docked\""), run.standardOutput)
        let output = try temporaryDirectory().appendingPathComponent("sheet.svg")
        XCTAssertEqual(runTool(["render", "--preset", "page-sheet", "--output", output.path]).status, 0)
        let svg = try String(contentsOf: output, encoding: .utf8)
        XCTAssert(svg.contains("page sheet"))
        // Bars are drawn as bands.
        let bars = try temporaryDirectory().appendingPathComponent("bars.svg")
        XCTAssertEqual(runTool(["render", "--preset", "tab-bar-form", "--output", bars.path]).status, 0)
        XCTAssert(try String(contentsOf: bars, encoding: .utf8).contains("#42a5f5"))
    }

    func testAWindowThatIsNotTheScreenIsKept() throws {
        // A window narrower than the screen and off its origin (Slide Over) is the hierarchy's
        // window frame, not the screen.
        var scenario = Scenario.signInForm
        scenario.screen = LayoutRect(x: 0, y: 0, width: 1024, height: 768)
        scenario.window = Scenario.Window(frame: LayoutRect(x: 700, y: 20, width: 320, height: 748), safeAreaInsets: .zero)
        let hierarchy = try scenario.resolve().layout.hierarchy
        XCTAssertEqual(hierarchy.node(ViewHierarchy.window)?.frame, LayoutRect(x: 700, y: 20, width: 320, height: 748))
    }

    func testEveryPresetAndKeyboardEvaluates() throws {
        for preset in DevicePreset.all {
            for (keyboard, _) in preset.keyboards {
                var scenario = Scenario.signInForm
                scenario.device = preset.name
                scenario.keyboard = .named(keyboard)
                let window = preset.windowFrame
                let safe = preset.safeAreaInsets
                scenario.nodes = [
                    .init(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: window.width, height: window.height)),
                    .init(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: window.width, height: window.height)),
                    // Inside the safe area horizontally (landscape phones have 59 pt side margins).
                    .init(
                        id: 3, parent: 2,
                        frame: LayoutRect(
                            x: safe.left + 16, y: window.height - 80, width: window.width - safe.left - safe.right - 32, height: 44)),
                ]
                scenario.scrollContainers = [.init(node: 2, contentSize: LayoutSize(width: window.width, height: window.height * 1.5))]
                scenario.focus = .init(node: 3, rect: nil)
                let resolved = try scenario.resolve()
                for evaluation in Evaluation.all(on: resolved) {
                    let values =
                        [evaluation.adjustment.rootViewTranslation, evaluation.adjustment.rootViewBottomInset]
                        + evaluation.adjustment.allContainers.flatMap {
                            [$0.contentOffset.y, $0.contentInsets.bottom, $0.contentSize.height]
                        }
                    XCTAssert(values.allSatisfy(\.isFinite), "\(preset.name)/\(keyboard)/\(evaluation.strategy)")
                    // A docked keyboard over a bottom field: every moving strategy shows it.
                    if keyboard == "standard", evaluation.strategy != .resize {
                        XCTAssertEqual(evaluation.focusVisible, true, "\(preset.name)/\(keyboard)/\(evaluation.strategy)")
                    }
                }
            }
        }
    }

    func testPresetsListsEveryCatalogueScreenAndScenario() throws {
        let table = runTool(["presets"])
        XCTAssertEqual(table.status, 0)
        XCTAssert(table.standardOutput.contains("device catalogue"))
        let json = runTool(["presets", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let list = try XCTUnwrap(object["devices"] as? [[String: Any]])
        XCTAssertEqual(list.compactMap { $0["name"] as? String }, DevicePreset.all.map(\.name))
        // Every name whole in the table, each at the start of its line and followed by its summary.
        for preset in DevicePreset.all {
            XCTAssert(table.standardOutput.contains("\n\(preset.name) "), preset.name)
        }
        // The scenario presets: listed in the table and in the JSON, each with a scenario that resolves.
        let scenarios = try XCTUnwrap(object["scenarios"] as? [[String: Any]])
        let names = [
            "navigation-bar-form", "tab-bar-form", "page-sheet", "form-sheet", "centred-modal", "slide-over-window", "chat-input-bar",
            "keyboard-distance-form", "bottom-sheet", "centred-dialog", "carousel-in-form", "growing-text-view", "pager",
            "pager-of-forms", "notes-screen", "toolbar-form", "search-results",
        ]
        XCTAssertEqual(scenarios.compactMap { $0["name"] as? String }, names)
        XCTAssertEqual(ScenarioPreset.all.map(\.name), names)
        for name in names {
            XCTAssert(table.standardOutput.contains(name), name)
            let preset = try XCTUnwrap(ScenarioPreset.named(name))
            XCTAssertNoThrow(try preset.scenario.resolve(), name)
            // Its JSON, as `example --preset` prints it, decodes to the same scenario.
            let example = runTool(["example", "--preset", name])
            XCTAssertEqual(example.status, 0)
            XCTAssertEqual(try Scenario.decode(Data(example.standardOutput.utf8)), preset.scenario, name)
        }
        XCTAssertEqual(list.compactMap { $0["device"] as? String }, DevicePreset.all.map(\.deviceScreen.device.identifier))
        XCTAssertEqual(DevicePreset.all.count, DeviceCatalogue.screens().count)
        for required in [
            "iphone-se-3-portrait", "iphone-16-landscape", "iphone-16-pro-max-portrait", "ipad-a16-portrait", "ipad-a16-landscape",
            "ipad-a16-landscape-slide-over",
        ] {
            XCTAssertNotNil(DevicePreset.named(required), required)
        }
        for keyboard in ["standard", "floating", "split", "hardware-shortcut-bar"] {
            XCTAssertEqual(
                KeyboardState(
                    frame: DevicePreset.named("ipad-a16-landscape")!.keyboard(named: keyboard)!,
                    screenBounds: DevicePreset.named("ipad-a16-landscape")!.screen
                ).placement,
                ["standard": .docked, "floating": .undocked, "split": .undocked, "hardware-shortcut-bar": .minimized][keyboard])
        }
    }

    // MARK: Render

    func testRenderWritesWellFormedSVGWithAPanelPerStrategy() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("out.svg")
        let run = runTool(["render", "-", "--output", output.path], input: scenarioJSON())
        XCTAssertEqual(run.status, 0, run.standardError)
        let data = try Data(contentsOf: output)
        let document = try XMLDocument(data: data)
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "svg")
        var panels: [String] = []
        var pending: [XMLElement] = [root]
        while let element = pending.first {
            pending.removeFirst()
            // corelibs' attribute(forName:) misses attributes under a default namespace; read the list.
            let id = element.attributes?.first { $0.name == "id" }?.stringValue
            if element.name == "g", let id, id.hasPrefix("panel-") { panels.append(id) }
            pending.append(contentsOf: (element.children ?? []).compactMap { $0 as? XMLElement })
        }
        XCTAssertEqual(panels, StrategyName.allCases.map { "panel-\($0.rawValue)" })
        let text = String(decoding: data, as: UTF8.self)
        XCTAssert(text.contains("before") && text.contains("after") && text.contains("keyboard 335 pt"))
    }

    func testRenderDrawsAFloatingKeyboardDifferently() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("floating.svg")
        let json = scenarioJSON {
            $0["device"] = "ipad-a16-landscape"
            $0["keyboard"] = "floating"
        }
        XCTAssertEqual(runTool(["render", "-", "--output", output.path, "--strategy", "scroll-inset"], input: json).status, 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssert(text.contains("floating (ignored)") && text.contains("rx=\"8\""))
        _ = try XMLDocument(data: Data(text.utf8))
    }

    func testTheCommittedExampleAndPictureAreCurrent() throws {
        let example = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/sign-in-form.json"))
        XCTAssertEqual(
            String(decoding: example, as: UTF8.self), runTool(["example"]).standardOutput,
            "Examples/sign-in-form.json is stale: run 'swift run keyboard-avoidance example > Examples/sign-in-form.json'")
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("sign-in-form.svg")
        XCTAssertEqual(
            runTool(["render", packageRoot.appendingPathComponent("Examples/sign-in-form.json").path, "--output", output.path]).status, 0)
        XCTAssertEqual(
            try Data(contentsOf: output), try Data(contentsOf: packageRoot.appendingPathComponent("docs/images/sign-in-form.svg")),
            "docs/images/sign-in-form.svg is stale: run 'swift run keyboard-avoidance render Examples/sign-in-form.json --output docs/images/sign-in-form.svg'"
        )
    }

    func testTheCommittedCatalogueIsCurrentAndItsJSONDecodes() throws {
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("CATALOGUE.md"), encoding: .utf8)
        let run = runTool(["catalogue"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(committed, run.standardOutput, "CATALOGUE.md is stale: run 'swift run keyboard-avoidance catalogue > CATALOGUE.md'")
        // Every figure of every device is a row, and the closing line counts them by kind.
        let figures = DeviceCatalogue.all.flatMap(\.figures)
        XCTAssertEqual(committed.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| figure") }.count, figures.count)
        let kinds = FigureSource.Kind.allCases.map { kind in "\(figures.filter { $0.source.kind == kind }.count) \(kind.rawValue)" }
        XCTAssert(committed.hasSuffix("\(figures.count) figures: \(kinds.joined(separator: ", ")).\n"))
        // The JSON form: each device with its figures, decodable as KeyboardAvoidanceScreens' types.
        struct Entry: Decodable {
            var device: DeviceModel
            var figures: [CatalogueFigure]
        }
        let json = runTool(["catalogue", "--json"])
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json.standardOutput.utf8))
        XCTAssertEqual(entries.map(\.device), DeviceCatalogue.all)
        XCTAssertEqual(entries.flatMap(\.figures), figures)
    }

    func testEveryPresetsFocusIsVisibleUnderEveryStrategyThatRevealsIt() throws {
        // View shift claims to reveal every focus but the page sheet's, whose top may rise only the
        // 10 pt to the safe area (SPEC §10.5: scroll inside it instead); the scroll strategies claim a
        // focus that a scroll view holds; resize reflows and claims nothing.
        for preset in ScenarioPreset.all {
            let scenario = try preset.scenario.resolve()
            let scrolls = !scenario.layout.scrollChain.isEmpty
            for evaluation in Evaluation.all(on: scenario) {
                let claims: Bool
                switch evaluation.strategy {
                // Nor the pager's: view shift moves the root view, and only the scroll strategies bring
                // in another page (SPEC §10.3).
                case .viewShift: claims = preset.name != "page-sheet" && preset.name != "pager"
                case .scrollInset, .contentGrowth, .centering: claims = scrolls
                case .resize: claims = false
                }
                guard claims else { continue }
                XCTAssertEqual(evaluation.focusVisible, true, "\(preset.name), \(evaluation.strategy)")
            }
        }
    }

    func testAPresentedRootIsDrawnOverTheViewItIsPresentedOver() throws {
        // A sheet or a dialog: the window behind it dimmed, in every panel; a full-screen root view
        // (even one view shift has moved) has nothing behind it.
        let directory = try temporaryDirectory()
        let sheet = directory.appendingPathComponent("sheet.svg")
        XCTAssertEqual(runTool(["render", "--preset", "bottom-sheet", "--output", sheet.path]).status, 0)
        let legend = "light grey: the view the root view is presented over"
        let sheetPicture = try String(contentsOf: sheet, encoding: .utf8)
        XCTAssert(sheetPicture.contains("class=\"presenting\""))
        XCTAssert(sheetPicture.contains(legend), "the legend names the dimmed view")
        let form = directory.appendingPathComponent("form.svg")
        XCTAssertEqual(
            runTool(["render", packageRoot.appendingPathComponent("Examples/sign-in-form.json").path, "--output", form.path]).status, 0)
        let formPicture = try String(contentsOf: form, encoding: .utf8)
        XCTAssertFalse(formPicture.contains("class=\"presenting\""))
        XCTAssertFalse(formPicture.contains(legend), "the legend names only what is drawn")
    }

    func testTheSituationPicturesAreCurrent() throws {
        let directory = try temporaryDirectory()
        for preset in ScenarioPreset.all {
            let output = directory.appendingPathComponent("\(preset.name).svg")
            XCTAssertEqual(runTool(["render", "--preset", preset.name, "--output", output.path]).status, 0)
            let committed = packageRoot.appendingPathComponent(
                "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/Resources/\(preset.name).svg")
            XCTAssertEqual(
                try Data(contentsOf: output), try Data(contentsOf: committed),
                "\(committed.lastPathComponent) is stale: run 'swift run keyboard-avoidance render --preset \(preset.name) --output \(committed.path)'"
            )
        }
    }

    func testTheDocumentationPicturesAreCurrent() throws {
        let example = packageRoot.appendingPathComponent("Examples/sign-in-form.json").path
        let directory = try temporaryDirectory()
        for strategy in StrategyName.allCases {
            let output = directory.appendingPathComponent("\(strategy.rawValue).svg")
            XCTAssertEqual(runTool(["render", example, "--strategy", strategy.rawValue, "--output", output.path]).status, 0)
            let committed = packageRoot.appendingPathComponent(
                "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/Resources/\(strategy.rawValue).svg")
            XCTAssertEqual(
                try Data(contentsOf: output), try Data(contentsOf: committed),
                "\(committed.lastPathComponent) is stale: run 'swift run keyboard-avoidance render Examples/sign-in-form.json --strategy \(strategy.rawValue) --output \(committed.path)'"
            )
        }
    }

    // MARK: Vectors

    func testTheCommittedVectorsAreExactlyWhatTheLibraryGenerates() throws {
        let file = packageRoot.appendingPathComponent("Vectors/conformance-vectors.json")
        let generated = ConformanceVectors.generate().encoded()
        // Record mode: the cases (Tests/ConformanceCases) written out, for review as a diff.
        if ProcessInfo.processInfo.environment["RECORD_VECTORS"] == "1" { try generated.write(to: file) }
        let committed = try Data(contentsOf: file)
        XCTAssert(
            committed == generated,
            "Vectors/conformance-vectors.json is stale: run 'RECORD_VECTORS=1 swift test --filter "
                + "ToolTests/testTheCommittedVectorsAreExactlyWhatTheLibraryGenerates' and review the diff"
        )
        let vectors = try ConformanceVectors.decode(committed)
        XCTAssertGreaterThanOrEqual(vectors.cases.count, 300)
        XCTAssertEqual(Set(vectors.cases.map(\.name)).count, vectors.cases.count, "case names are unique")
        // (Not `vectors.mismatches() == []`: it re-runs the code that generated them. The bytes above are
        // the check; `testVerifyChecks…` shows the verifier reports a changed value.)
        // Round trip: decoding and encoding again gives the same bytes.
        XCTAssertEqual(vectors.encoded(), committed)
    }

    func testTheDocumentsStateTheVectorsCountsAsTheyAre() throws {
        // Each count a document gives a porter, against the generated file: a family added without
        // touching the documents fails here, not in a porter's first run.
        let vectors = ConformanceVectors.generate()
        let trackerCases = vectors.trackerCases?.count ?? 0
        let others = trackerCases + (vectors.animationCases?.count ?? 0) + (vectors.interpolationCases?.count ?? 0)
        func number(_ text: String) -> Int? { Int(text.replacingOccurrences(of: ",", with: "")) }
        func counts(in file: String, _ pattern: String) throws -> [Int] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            let expression = try NSRegularExpression(pattern: pattern)
            return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).flatMap { number(String(text[$0])) }
            }
        }
        let statements: [(String, String, Int)] = [
            ("SPEC.md", "— ([0-9,]+) strategy cases in all", vectors.cases.count),
            ("SPEC.md", "and 2\\.25 — ([0-9,]+) cases\\.", trackerCases),
            ("README.md", "holds ([0-9,]+) cases", vectors.cases.count),
            ("README.md", "and ([0-9,]+) more for the keyboard tracker", others),
            ("VECTORS.md", "against the committed file \\(([0-9,]+) strategy cases", vectors.cases.count),
            ("VECTORS.md", "strategy cases and ([0-9,]+) tracker, animation and", others),
            (
                "Sources/KeyboardAvoidance/KeyboardAvoidance.docc/KeyboardAvoidance.md", "vectors' ([0-9,]+) strategy cases",
                vectors.cases.count
            ),
        ]
        for (file, pattern, count) in statements {
            let found = try counts(in: file, pattern)
            XCTAssertEqual(found, [count], "\(file) /\(pattern)/ says \(found), the file has \(count)")
        }
        // VECTORS.md's report measures every misreading of the list, each by name.
        let list = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: packageRoot.appendingPathComponent("Scripts/vector-mutants.json")))
                as? [[String: Any]])
        XCTAssertEqual(try counts(in: "VECTORS.md", "([0-9]+) misreadings; 0 caught by no vector"), [list.count])
        let report = try String(contentsOf: packageRoot.appendingPathComponent("VECTORS.md"), encoding: .utf8)
        for id in list.compactMap({ $0["id"] as? String }) {
            XCTAssert(report.contains("| `\(id)` |"), "VECTORS.md's report has no row for \(id)")
        }
    }

    func testVerifyReportsEachMismatch() throws {
        var vectors = ConformanceVectors.generate()
        let index = try XCTUnwrap(vectors.cases.firstIndex { $0.name == "iphone-se-3-portrait/standard/under/view-shift" })
        vectors.cases[index].expected.rootViewTranslation += 1
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("tampered.json")
        try vectors.encoded().write(to: file)
        let run = runTool(["verify", file.path])
        XCTAssertEqual(run.status, 1)
        let expected = vectors.cases[index].expected.rootViewTranslation
        XCTAssert(
            run.standardOutput.contains(
                "mismatch: iphone-se-3-portrait/standard/under/view-shift: rootViewTranslation: expected \(expected), got \(expected - 1)"),
            run.standardOutput)
        XCTAssert(run.standardOutput.hasSuffix("verify: \(vectors.caseCount - 1) passed, 1 failed\n"))
        // A generous tolerance accepts it.
        XCTAssertEqual(runTool(["verify", file.path, "--tolerance", "2"]).status, 0)
    }

    func testVerifyComparesEveryNumberOfAnAdjustment() throws {
        // One case with an inner and an outer scroll view and a riding view; each number of its
        // expected adjustment moved by 1 in turn must be reported by name (a field left out of the
        // comparison would let a port's wrong value pass).
        let all = ConformanceVectors.generate()
        let nested = try XCTUnwrap(all.cases.first { $0.name == "separating/hand-off-rotated/scroll-inset" })
        let riding = try XCTUnwrap(all.cases.first { $0.name == "separating/riding-view-beside-the-root-view-docked/view-shift" })
        func tamper(_ testCase: ConformanceVectors.Case, _ change: (inout KeyboardAdjustment) -> Void) -> [String] {
            var vectors = all
            var tampered = testCase
            change(&tampered.expected)
            vectors.cases = [tampered]
            vectors.trackerCases = []
            vectors.animationCases = []
            vectors.interpolationCases = []
            return vectors.mismatches()
        }
        // (No untampered baseline: the case's expected values were generated by the code `mismatches()`
        // re-runs, so it could not fail. Each change below must be the one line reported.)
        let fields: [(String, (inout ContainerAdjustment) -> Void)] = [
            ("contentOffset.x", { $0.contentOffset.x += 1 }), ("contentOffset.y", { $0.contentOffset.y += 1 }),
            ("contentInsets.top", { $0.contentInsets.top += 1 }), ("contentInsets.left", { $0.contentInsets.left += 1 }),
            ("contentInsets.bottom", { $0.contentInsets.bottom += 1 }), ("contentInsets.right", { $0.contentInsets.right += 1 }),
            ("scrollIndicatorInsets.top", { $0.scrollIndicatorInsets.top += 1 }),
            ("scrollIndicatorInsets.left", { $0.scrollIndicatorInsets.left += 1 }),
            ("scrollIndicatorInsets.bottom", { $0.scrollIndicatorInsets.bottom += 1 }),
            ("scrollIndicatorInsets.right", { $0.scrollIndicatorInsets.right += 1 }),
            ("contentSize.width", { $0.contentSize.width += 1 }), ("contentSize.height", { $0.contentSize.height += 1 }),
        ]
        for (field, change) in fields {
            let inner = tamper(nested) { adjustment in
                guard var container = adjustment.container else { return }
                change(&container)
                adjustment.container = container
            }
            XCTAssertEqual(inner.count, 1, field)
            XCTAssert(inner.first?.contains(": container.\(field): expected") == true, "\(inner)")
            let outer = tamper(nested) { adjustment in change(&adjustment.outerContainers[0]) }
            XCTAssertEqual(outer.count, 1, field)
            XCTAssert(outer.first?.contains(": outerContainers[0].\(field): expected") == true, "\(outer)")
        }
        for (field, change) in [
            ("rootViewTranslation", { (adjustment: inout KeyboardAdjustment) in adjustment.rootViewTranslation += 1 }),
            ("rootViewBottomInset", { $0.rootViewBottomInset += 1 }),
            ("ridingViewTranslation", { $0.ridingViewTranslation += 1 }),
        ] {
            let found = tamper(riding, change)
            XCTAssertEqual(found.count, 1, field)
            XCTAssert(found.first?.contains(": \(field): expected") == true, "\(found)")
        }
    }

    func testVerifyChecksTheTrackerAnimationAndInterpolationSections() throws {
        let vectors = ConformanceVectors.generate()
        // A wrong progress, a missing tracker update, and a wrong blended inset are each reported.
        var tampered = vectors
        tampered.animationCases?[0].expected[3] += 0.01
        tampered.trackerCases?[0].expected[0] = nil
        tampered.interpolationCases?[0].expected[2].container?.contentInsets.bottom += 1
        let lines = tampered.mismatches()
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssert(lines.contains { $0.hasPrefix("animation/ease-in-out: elapsed[3]: expected") }, "\(lines)")
        XCTAssert(lines.contains { $0.hasPrefix("tracker/exact-threshold/default: events[0]: expected no update, got") }, "\(lines)")
        XCTAssert(lines.contains { $0.hasPrefix("interpolation/scroll-inset: progress[2]: container.contentInsets.bottom") }, "\(lines)")
    }
}
