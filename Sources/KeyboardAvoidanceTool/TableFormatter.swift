import Foundation
import KeyboardAvoidance

/// The readable table `evaluate` prints: one row per strategy.
enum TableFormatter {
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        let text = String((value * 100).rounded() / 100)
        return text
    }

    /// "Margin: 10 pt", or "Margins: 0 pt above, 16 pt below" when the edges differ.
    static func marginsText(_ layout: AvoidanceLayout) -> String {
        let margins = layout.margins.effective
        return margins.isUniform
            ? "Margin: \(number(margins.top)) pt" : "Margins: \(number(margins.top)) pt above, \(number(margins.bottom)) pt below"
    }

    static func table(_ scenario: ResolvedScenario, _ evaluations: [Evaluation]) -> String {
        let keyboard = scenario.keyboard
        var lines = [
            "Scenario: \(scenario.name)" + (scenario.device.map { " (\($0.name))" } ?? ""),
            "Keyboard: \(scenario.layout.placement(of: keyboard)), frame \(keyboard.frame) on screen \(keyboard.screenBounds)",
            "\(marginsText(scenario.layout)), undocked keyboards: \(scenario.layout.undockedPolicy)"
                + (ridingHeight(scenario.layout).map { ", riding view \(number($0)) pt" } ?? ""),
        ]
        // What is probably not what the scenario meant: fields the format does not have, and
        // AvoidanceLayout.diagnostics(for:).
        lines += scenario.unknownFields.map { "Check: \($0)" }
        lines += scenario.layout.diagnostics(for: keyboard).map { "Check: \($0)" }
        lines.append("")
        // Where the riding view goes, when there is one.
        let riding = ridingHeight(scenario.layout) != nil
        let header =
            ["strategy", "offset x", "offset y", "inset bottom", "content height", "shift", "guide"] + (riding ? ["riding"] : [])
            + ["visible", "clearance"]
        var rows = [header]
        // The scroll view facing the keyboard (SPEC §10.2): the outermost one around the focus, unless
        // that is a pager or a carousel around a vertical form.
        let keyboardScrollView = PreparedLayout(scenario.layout).keyboardScrollView?.node
        for evaluation in evaluations {
            let chain = (evaluation.adjustment.container.map { [$0] } ?? []) + evaluation.adjustment.outerContainers
            let container = chain.first { $0.node == keyboardScrollView } ?? chain.last
            var row: [String] = [
                evaluation.strategy.rawValue,
                container.map { number($0.contentOffset.x) } ?? "-",
                container.map { number($0.contentOffset.y) } ?? "-",
                container.map { number($0.contentInsets.bottom) } ?? "-",
                container.map { number($0.contentSize.height) } ?? "-",
                number(evaluation.adjustment.rootViewTranslation),
                number(evaluation.adjustment.rootViewBottomInset),
            ]
            if riding { row.append(number(evaluation.adjustment.ridingViewTranslation)) }
            row.append(evaluation.focusVisible.map { $0 ? "yes" : "NO" } ?? "reflows")
            // Resize moves nothing: the app reflows into the guide, so the focus's clearance at
            // rest says nothing about it.
            row.append(evaluation.keyboardClearance.map(number) ?? "-")
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        // The scroll views holding no focus (SPEC §10.2): their inset and content height, per
        // strategy that sets them.
        for evaluation in evaluations where !evaluation.adjustment.otherContainers.isEmpty {
            let others = evaluation.adjustment.otherContainers.map { other in
                "[\(other.node.rawValue)] inset bottom \(number(other.contentInsets.bottom)), content height \(number(other.contentSize.height))"
            }
            lines.append("other scroll views, \(evaluation.strategy.rawValue): " + others.joined(separator: "; "))
        }
        lines.append("")
        lines.append("offset x, y: content offset of the scroll view facing the keyboard; inset bottom: its content inset;")
        lines.append(
            "shift: root view translation; guide: bottom inset of the root view's usable area (resize);"
                + (riding ? " riding: the riding view's translation;" : ""))
        lines.append("visible: the whole focus on screen after applying; clearance: keyboard top − focus bottom (not for resize).")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The height on the screen of the layout's riding view, or `nil` when there is none.
    static func ridingHeight(_ layout: AvoidanceLayout) -> Double? {
        layout.ridingView.flatMap { node in
            layout.hierarchy.node(node).flatMap { layout.hierarchy.convert($0.bounds, from: .node(node), to: .screen)?.height }
        }
    }
}
