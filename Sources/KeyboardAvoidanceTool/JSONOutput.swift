import Foundation
import KeyboardAvoidance

/// The `--json` forms of the tool's output: sorted keys, indented, a final newline.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }

    struct Report: Encodable {
        var scenario: String
        var keyboard: KeyboardState
        /// The resting layout the scenario resolves to, in the core's JSON (SPEC §11): what a test
        /// decodes with `JSONDecoder().decode(AvoidanceLayout.self, …)` to check the scenario's screen.
        var layout: AvoidanceLayout
        var placement: KeyboardPlacement
        /// The scenario file's unknown fields, then ``AvoidanceLayout/diagnostics(for:)``, a line each.
        var diagnostics: [String]
        var results: [Evaluation]
    }

    static func evaluations(_ scenario: ResolvedScenario, _ evaluations: [Evaluation]) -> String {
        encode(
            Report(
                scenario: scenario.name, keyboard: scenario.keyboard, layout: scenario.layout,
                placement: scenario.layout.placement(of: scenario.keyboard),
                diagnostics: scenario.unknownFields + scenario.layout.diagnostics(for: scenario.keyboard).map(\.description),
                results: evaluations))
    }

    struct Preset: Encodable {
        var name: String
        var summary: String
        var screen: LayoutRect
        var window: LayoutRect
        var safeAreaInsets: LayoutInsets
        var keyboards: [String: LayoutRect]
        /// The catalogue's identifier of the device (its figures' sources are in CATALOGUE.md).
        var device: String
    }

    struct ScenarioPresetEntry: Encodable {
        var name: String
        var summary: String
        var scenario: Scenario
    }

    struct Presets: Encodable {
        var devices: [Preset]
        var scenarios: [ScenarioPresetEntry]
    }

    static func presets() -> String {
        encode(
            Presets(
                devices: DevicePreset.all.map {
                    Preset(
                        name: $0.name, summary: $0.summary, screen: $0.screen, window: $0.windowFrame, safeAreaInsets: $0.safeAreaInsets,
                        keyboards: Dictionary($0.keyboards.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first }),
                        device: $0.deviceScreen.device.identifier)
                },
                scenarios: ScenarioPreset.all.map { ScenarioPresetEntry(name: $0.name, summary: $0.summary, scenario: $0.scenario) }))
    }
}
