import Foundation
import KeyboardAvoidance

/// Draws a scenario as SVG: one panel per strategy, each with the layout before (at rest, with the keyboard over it) and after (the adjustment applied).
///
/// Self-contained SVG 1.1, no scripts or external references.
enum SVGRenderer {
    private static let drawingHeight = 380.0
    private static let drawingWidth = 300.0
    private static let gap = 40.0
    private static let panelHeader = 46.0
    private static let panelFooter = 56.0
    private static let columnsAtMost = 3

    static func render(_ scenario: ResolvedScenario, _ evaluations: [Evaluation]) -> String {
        let screen = scenario.keyboard.screenBounds
        let scale = min(drawingWidth / max(screen.width, 1), drawingHeight / max(screen.height, 1))
        let drawing = (width: screen.width * scale, height: screen.height * scale)
        let panelWidth = max(2 * drawing.width + 3 * gap, 420)
        let panelHeight = panelHeader + drawing.height + panelFooter
        let titleHeight = 74.0
        let columns = max(1, min(columnsAtMost, evaluations.count))
        let rows = (evaluations.count + columns - 1) / columns
        let totalWidth = max(Double(columns) * panelWidth, 900)
        let totalHeight = titleHeight + Double(rows) * panelHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(f(totalWidth))" height="\(f(totalHeight))" \
            viewBox="0 0 \(f(totalWidth)) \(f(totalHeight))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect x="0" y="0" width="\(f(totalWidth))" height="\(f(totalHeight))" fill="#ffffff"/>
            <text x="\(f(gap))" y="24" font-size="16" font-weight="bold">\(escape(scenario.name))</text>
            <text x="\(f(gap))" y="44" fill="#555">\(escape(keyboardCaption(scenario)))</text>
            <text x="\(f(gap))" y="62" fill="#555">orange: the focus, dashed: its margin · red bands: unsafe areas · blue bands: bars (additional safe areas) · green: scroll view and its content · purple: resize's usable area · grey: keyboard</text>

            """
        for (index, evaluation) in evaluations.enumerated() {
            let left = Double(index % columns) * panelWidth
            let top = titleHeight + Double(index / columns) * panelHeight
            let id = "panel-\(evaluation.strategy.rawValue)"
            svg += "<g id=\"\(id)\">\n"
            svg +=
                "<text x=\"\(f(left + gap))\" y=\"\(f(top + 18))\" font-size=\"14\" font-weight=\"bold\">\(escape(evaluation.strategy.rawValue))</text>\n"
            let restingAdjustment = evaluation.strategy.adjustment(for: scenario.layout, keyboard: .hidden(screenBounds: .zero))
            svg += drawLayout(
                scenario, adjustment: restingAdjustment, origin: (left + gap, top + panelHeader), scale: scale, label: "before", id: id,
                showGuide: false)
            svg += drawLayout(
                scenario, adjustment: evaluation.adjustment, origin: (left + 2 * gap + drawing.width, top + panelHeader), scale: scale,
                label: "after", id: id, showGuide: evaluation.strategy == .resize)
            for (line, text) in caption(evaluation).enumerated() {
                svg +=
                    "<text x=\"\(f(left + gap))\" y=\"\(f(top + panelHeader + drawing.height + 22 + Double(line) * 16))\" fill=\"#222\">\(escape(text))</text>\n"
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
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

    private static func drawLayout(
        _ scenario: ResolvedScenario, adjustment: KeyboardAdjustment, origin: (Double, Double), scale: Double, label: String, id: String,
        showGuide: Bool
    ) -> String {
        let layout = scenario.layout
        let presented = layout.presentedHierarchy(applying: adjustment)
        let screen = scenario.keyboard.screenBounds
        func map(_ rect: LayoutRect) -> LayoutRect {
            LayoutRect(
                x: origin.0 + (rect.minX - screen.minX) * scale, y: origin.1 + (rect.minY - screen.minY) * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        func box(_ rect: LayoutRect, _ attributes: String) -> String {
            let r = map(rect)
            return "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" \(attributes)/>\n"
        }
        let clip = "\(id)-\(label)-clip"
        let screenBox = map(screen)
        var out = "<text x=\"\(f(origin.0))\" y=\"\(f(origin.1 - 6))\" fill=\"#555\">\(label)</text>\n"
        out +=
            "<clipPath id=\"\(clip)\"><rect x=\"\(f(screenBox.minX))\" y=\"\(f(screenBox.minY))\" width=\"\(f(screenBox.width))\" height=\"\(f(screenBox.height))\"/></clipPath>\n"
        out += box(screen, "fill=\"#fafafa\"")
        out += "<g class=\"\(label)\" clip-path=\"url(#\(clip))\">\n"
        // A presented root view (a sheet, a dialog) does not fill its window: the view it is
        // presented over stays put, dimmed, behind it, and the root view draws on top of it.
        let resting = layout.hierarchy
        if let window = resting.node(ViewHierarchy.window), let root = resting.node(layout.rootView),
            layout.rootView != ViewHierarchy.window, let windowFrame = resting.convert(window.bounds, from: .window, to: .screen),
            let restingRoot = resting.convert(root.bounds, from: .node(layout.rootView), to: .screen), !restingRoot.contains(windowFrame),
            let rootFrame = presented.convert(root.bounds, from: .node(layout.rootView), to: .screen)
        {
            out += box(windowFrame, "class=\"presenting\" fill=\"#9e9e9e\" fill-opacity=\"0.35\"")
            out += box(rootFrame, "fill=\"#ffffff\"")
        }
        // The window and its unsafe margins.
        if let window = presented.node(ViewHierarchy.window), let frame = presented.convert(window.bounds, from: .window, to: .screen) {
            out += box(frame, "fill=\"none\" stroke=\"#3b6fd8\" stroke-dasharray=\"5 3\"")
            let safe = window.bounds.inset(by: presented.windowSafeAreaInsets)
            let insets = presented.windowSafeAreaInsets
            let bands = [
                LayoutRect(minX: window.bounds.minX, minY: window.bounds.minY, maxX: window.bounds.maxX, maxY: safe.minY),
                LayoutRect(minX: window.bounds.minX, minY: safe.maxY, maxX: window.bounds.maxX, maxY: window.bounds.maxY),
                LayoutRect(minX: window.bounds.minX, minY: window.bounds.minY, maxX: safe.minX, maxY: window.bounds.maxY),
                LayoutRect(minX: safe.maxX, minY: window.bounds.minY, maxX: window.bounds.maxX, maxY: window.bounds.maxY),
            ]
            for (band, inset) in zip(bands, [insets.top, insets.bottom, insets.left, insets.right]) where inset > 0 {
                if let onScreen = presented.convert(band, from: .window, to: .screen) {
                    out += box(onScreen, "fill=\"#e57373\" fill-opacity=\"0.18\"")
                }
            }
        }
        // Bars: each view's additional safe-area insets, as bands inside it.
        for id in presented.nodeIDs {
            guard let node = presented.node(id), node.additionalSafeAreaInsets != .zero else { continue }
            let local = LayoutRect(origin: node.boundsOrigin, size: node.boundsSize)
            let inner = local.inset(by: node.additionalSafeAreaInsets)
            let bands = [
                LayoutRect(minX: local.minX, minY: local.minY, maxX: local.maxX, maxY: inner.minY),
                LayoutRect(minX: local.minX, minY: inner.maxY, maxX: local.maxX, maxY: local.maxY),
                LayoutRect(minX: local.minX, minY: local.minY, maxX: inner.minX, maxY: local.maxY),
                LayoutRect(minX: inner.maxX, minY: local.minY, maxX: local.maxX, maxY: local.maxY),
            ]
            for band in bands where band.width > 0 && band.height > 0 {
                if let onScreen = presented.convert(band, from: .node(id), to: .screen) {
                    out += box(onScreen, "fill=\"#42a5f5\" fill-opacity=\"0.28\"")
                }
            }
        }
        // Scroll content, scroll views, other views.
        let adjusted = Dictionary(zip(layout.scrollChain.map(\.node), adjustment.allContainers), uniquingKeysWith: { first, _ in first })
        for container in layout.scrollContainers {
            let size = adjusted[container.node]?.contentSize ?? container.contentSize
            let content = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
            if let onScreen = presented.convert(content, from: .node(container.node), to: .screen) {
                out += box(
                    onScreen, "fill=\"#66bb6a\" fill-opacity=\"0.10\" stroke=\"#66bb6a\" stroke-opacity=\"0.5\" stroke-dasharray=\"2 2\"")
            }
        }
        for id in presented.nodeIDs where id != ViewHierarchy.window {
            guard let node = presented.node(id), let frame = presented.convert(node.bounds, from: .node(id), to: .screen) else { continue }
            let isContainer = layout.scrollContainers.contains { $0.node == id }
            out += box(frame, isContainer ? "fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"1.5\"" : "fill=\"none\" stroke=\"#9e9e9e\"")
        }
        // The focus and its margin.
        if let focus = presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .screen) {
            let margins = layout.effectiveMargins
            let grown = LayoutRect(minX: focus.minX, minY: focus.minY - margins.top, maxX: focus.maxX, maxY: focus.maxY + margins.bottom)
            out += box(grown, "fill=\"none\" stroke=\"#ef6c00\" stroke-dasharray=\"3 2\"")
            out += box(focus, "fill=\"#ff9800\" fill-opacity=\"0.85\" stroke=\"#e65100\"")
        }
        // The resize guide.
        if showGuide, let root = presented.node(layout.rootView) {
            let usable = root.bounds.inset(by: LayoutInsets(bottom: adjustment.rootViewBottomInset))
            if let onScreen = presented.convert(usable, from: .node(layout.rootView), to: .screen) {
                out += box(onScreen, "fill=\"#7e57c2\" fill-opacity=\"0.10\" stroke=\"#7e57c2\" stroke-width=\"1.5\"")
            }
        }
        // The keyboard, on top: docked solid, floating as a rounded, dashed card.
        let keyboard = scenario.keyboard
        if let visible = keyboard.visibleFrame {
            let r = map(visible)
            switch layout.placement(of: keyboard) {
            case .undocked:
                let ignored = layout.avoidedFrame(of: keyboard) == nil
                out +=
                    "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" rx=\"8\" fill=\"#616161\" fill-opacity=\"0.75\" stroke=\"#212121\" stroke-dasharray=\"6 3\"/>\n"
                out +=
                    "<text x=\"\(f(r.minX + 6))\" y=\"\(f(r.minY + 16))\" fill=\"#ffffff\">floating\(ignored ? " (ignored)" : "")</text>\n"
            default:
                out +=
                    "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" fill=\"#424242\" fill-opacity=\"0.85\"/>\n"
                out +=
                    "<text x=\"\(f(r.minX + 6))\" y=\"\(f(r.minY + 16))\" fill=\"#ffffff\">keyboard \(TableFormatter.number(visible.height)) pt\(keyboard.placement == .minimized ? " (bar)" : "")\(keyboard.placement == .undocked ? " (docked to the window)" : "")</text>\n"
            }
        } else {
            out += "<text x=\"\(f(origin.0 + 6))\" y=\"\(f(map(screen).maxY - 8))\" fill=\"#555\">keyboard hidden</text>\n"
        }
        out += "</g>\n"
        out += box(screen, "fill=\"none\" stroke=\"#222\" stroke-width=\"1.5\"")
        return out
    }

    private static func f(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
