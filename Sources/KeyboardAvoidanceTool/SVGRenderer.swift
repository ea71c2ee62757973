import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// Draws a scenario as SVG: an ``AvoidancePicture`` with one panel per strategy evaluated, each
/// captioned with what the strategy sets and what that means on screen.
enum SVGRenderer {
    static func render(_ scenario: ResolvedScenario, _ evaluations: [Evaluation]) -> String {
        let panels = evaluations.map { evaluation in
            AvoidancePicture.Panel(
                title: evaluation.strategy.rawValue,
                resting: evaluation.strategy.adjustment(for: scenario.layout, keyboard: .hidden(screenBounds: .zero)),
                adjustment: evaluation.adjustment, caption: caption(evaluation), drawsUsableArea: evaluation.strategy == .resize)
        }
        return AvoidancePicture(
            title: scenario.name, subtitle: keyboardCaption(scenario), layout: scenario.layout, keyboard: scenario.keyboard,
            panels: panels
        ).svg
    }

    private static func keyboardCaption(_ scenario: ResolvedScenario) -> String {
        let keyboard = scenario.keyboard
        return
            "keyboard \(scenario.layout.placement(of: keyboard)) at \(keyboard.frame) · \(TableFormatter.marginsText(scenario.layout).lowercased()) · undocked keyboards: \(scenario.layout.undockedPolicy)"
            + (TableFormatter.ridingHeight(scenario.layout).map { " · riding view \(TableFormatter.number($0)) pt" } ?? "")
    }

    /// Two lines: what the strategy sets, and what that means on screen.
    private static func caption(_ evaluation: Evaluation) -> [String] {
        var parts: [String] = []
        if let container = evaluation.adjustment.container {
            parts.append("offset \(TableFormatter.number(container.contentOffset.y))")
            parts.append("inset \(TableFormatter.number(container.contentInsets.bottom))")
            parts.append("content \(TableFormatter.number(container.contentSize.height))")
        }
        parts.append("shift \(TableFormatter.number(evaluation.adjustment.rootViewTranslation))")
        if evaluation.strategy == .resize { parts.append("guide \(TableFormatter.number(evaluation.adjustment.rootViewBottomInset))") }
        var outcome = ["focus visible: " + (evaluation.focusVisible.map { $0 ? "yes" : "no" } ?? "the app reflows into the guide")]
        if let margin = evaluation.keyboardClearance { outcome.append("clearance \(TableFormatter.number(margin)) pt") }
        return [parts.joined(separator: " · "), outcome.joined(separator: " · ")]
    }
}
