import KeyboardAvoidance

/// A picture of a layout and a keyboard, before and after one or more adjustments, as SVG.
///
/// Each panel draws the layout twice, side by side: at rest with the keyboard over it ("before"),
/// and with its adjustment applied ("after"). The drawing shows the screen, the window and its
/// unsafe margins, the bars (additional safe-area insets), scroll views and their content, every
/// other view, the focus with its margins, resize's usable area when asked, and the keyboard —
/// docked solid, undocked as a dashed card. The tool's `render` writes these pictures, and
/// `KeyboardAvoidanceTesting` writes one for each case that fails.
///
/// The output is self-contained SVG 1.1, with no scripts or external references, and depends only
/// on its inputs: the same picture gives the same bytes. The picture is not part of the
/// specification; its format may change between versions.
public struct AvoidancePicture: Sendable, Hashable, Codable {
    /// One strategy's part of a picture.
    public struct Panel: Sendable, Hashable, Codable {
        /// The panel's heading, for example the strategy's name; also its SVG group's identifier,
        /// `panel-<title>`.
        public var title: String
        /// What the layout looks like at rest: usually the strategy's resting adjustment.
        public var resting: KeyboardAdjustment
        /// The adjustment drawn applied, in the "after" half.
        public var adjustment: KeyboardAdjustment
        /// Lines printed under the drawings.
        public var caption: [String]
        /// Whether to draw the root view's usable area (its bounds less
        /// `KeyboardAdjustment.rootViewBottomInset`), as for resize.
        public var drawsUsableArea: Bool

        /// Creates a panel.
        ///
        /// - Parameters:
        ///   - title: The heading.
        ///   - resting: The adjustment drawn in the "before" half.
        ///   - adjustment: The adjustment drawn in the "after" half.
        ///   - caption: Lines printed under the drawings.
        ///   - drawsUsableArea: Whether to draw the root view's usable area.
        public init(
            title: String, resting: KeyboardAdjustment, adjustment: KeyboardAdjustment, caption: [String] = [],
            drawsUsableArea: Bool = false
        ) {
            self.title = title
            self.resting = resting
            self.adjustment = adjustment
            self.caption = caption
            self.drawsUsableArea = drawsUsableArea
        }
    }

    /// The picture's heading.
    public var title: String
    /// The line under the heading: what the keyboard is, for example.
    public var subtitle: String
    /// The layout at rest.
    public var layout: AvoidanceLayout
    /// The keyboard, in screen coordinates; its screen bounds set the drawings' size.
    public var keyboard: KeyboardState
    /// The panels, drawn in rows of up to three.
    public var panels: [Panel]

    /// Creates a picture.
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - subtitle: The line under the heading.
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    ///   - panels: One panel per adjustment to show.
    public init(title: String, subtitle: String, layout: AvoidanceLayout, keyboard: KeyboardState, panels: [Panel]) {
        self.title = title
        self.subtitle = subtitle
        self.layout = layout
        self.keyboard = keyboard
        self.panels = panels
    }

    private static let drawingHeight = 380.0
    private static let drawingWidth = 300.0
    private static let gap = 40.0
    private static let titleHeight = 74.0
    private static let panelHeader = 46.0
    private static let panelFooter = 56.0
    private static let columnsAtMost = 3

    /// One panel of a screen — its "before" and "after" drawings side by side — and the scale of
    /// its drawings.
    ///
    /// - Parameter screen: The screen's bounds.
    /// - Returns: The scale, one drawing's size and the panel's.
    private static func panel(
        of screen: LayoutRect
    ) -> (scale: Double, drawing: (width: Double, height: Double), size: (width: Double, height: Double)) {
        let scale = min(drawingWidth / max(screen.width, 1), drawingHeight / max(screen.height, 1))
        let drawing = (width: screen.width * scale, height: screen.height * scale)
        return (scale, drawing, (max(2 * drawing.width + 3 * gap, 420), panelHeader + drawing.height + panelFooter))
    }

    /// The document's size for panels of `panel`'s size in `columns` and `rows`, below the title.
    private static func documentSize(panel: (width: Double, height: Double), columns: Int, rows: Int) -> (width: Double, height: Double) {
        (max(Double(columns) * panel.width, 900), titleHeight + Double(rows) * panel.height)
    }

    /// The geometry of a one-panel picture of a screen.
    ///
    /// The scale of its drawings, where the "before" drawing starts, and the document's size. The
    /// tool's picture of a step with nothing focused takes it, so that a page's pictures line up.
    ///
    /// - Parameter screen: The screen's bounds.
    /// - Returns: The scale, the "before" drawing's origin and the document's size.
    package static func onePanelGeometry(of screen: LayoutRect) -> (
        scale: Double, origin: (x: Double, y: Double), size: (width: Double, height: Double)
    ) {
        let panel = panel(of: screen)
        return (panel.scale, (gap, titleHeight + panelHeader), documentSize(panel: panel.size, columns: 1, rows: 1))
    }

    /// The picture as an SVG document.
    ///
    /// - Complexity: O(p·(n + c·d)) for p panels, n nodes and c scroll containers at depth up to d.
    public var svg: String {
        let screen = keyboard.screenBounds
        let (scale, drawing, (panelWidth, panelHeight)) = Self.panel(of: screen)
        let columns = max(1, min(Self.columnsAtMost, panels.count))
        let rows = (panels.count + columns - 1) / columns
        let (totalWidth, totalHeight) = Self.documentSize(panel: (panelWidth, panelHeight), columns: columns, rows: rows)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(Self.f(totalWidth))" height="\(Self.f(totalHeight))" \
            viewBox="0 0 \(Self.f(totalWidth)) \(Self.f(totalHeight))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect x="0" y="0" width="\(Self.f(totalWidth))" height="\(Self.f(totalHeight))" fill="#ffffff"/>
            <text x="\(Self.f(Self.gap))" y="24" font-size="16" font-weight="bold">\(Self.escape(title))</text>
            <text x="\(Self.f(Self.gap))" y="44" fill="#555">\(Self.escape(subtitle))</text>
            <text x="\(Self.f(Self.gap))" y="62" fill="#555">orange: the focus, dashed: its margin · red bands: unsafe areas · blue bands: bars (additional safe areas) · green: scroll view and its content · purple: resize's usable area · grey: keyboard\(presentingWindowFrame == nil ? "" : " · light grey: the view the root view is presented over")</text>

            """
        for (index, panel) in panels.enumerated() {
            let left = Double(index % columns) * panelWidth
            let top = Self.titleHeight + Double(index / columns) * panelHeight
            let id = "panel-\(panel.title)"
            svg += "<g id=\"\(id)\">\n"
            svg +=
                "<text x=\"\(Self.f(left + Self.gap))\" y=\"\(Self.f(top + 18))\" font-size=\"14\" font-weight=\"bold\">\(Self.escape(panel.title))</text>\n"
            svg += drawLayout(
                adjustment: panel.resting, origin: (left + Self.gap, top + Self.panelHeader), scale: scale, label: "before", id: id,
                showGuide: false)
            svg += drawLayout(
                adjustment: panel.adjustment, origin: (left + 2 * Self.gap + drawing.width, top + Self.panelHeader), scale: scale,
                label: "after", id: id, showGuide: panel.drawsUsableArea)
            for (line, text) in panel.caption.enumerated() {
                svg +=
                    "<text x=\"\(Self.f(left + Self.gap))\" y=\"\(Self.f(top + Self.panelHeader + drawing.height + 22 + Double(line) * 16))\" fill=\"#222\">\(Self.escape(text))</text>\n"
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// The window's frame on the screen when the root view is presented over another view (a
    /// sheet, a dialog: at rest it does not cover the whole window), which the picture then draws
    /// dimmed behind it; `nil` otherwise.
    private var presentingWindowFrame: LayoutRect? {
        let resting = layout.hierarchy
        guard layout.rootView != ViewHierarchy.window, let window = resting.node(ViewHierarchy.window),
            let root = resting.node(layout.rootView), let windowFrame = resting.convert(window.bounds, from: .window, to: .screen),
            let restingRoot = resting.convert(root.bounds, from: .node(layout.rootView), to: .screen), !restingRoot.contains(windowFrame)
        else { return nil }
        return windowFrame
    }

    private func drawLayout(
        adjustment: KeyboardAdjustment, origin: (Double, Double), scale: Double, label: String, id: String,
        showGuide: Bool
    ) -> String {
        let presented = layout.presentedHierarchy(applying: adjustment)
        let screen = keyboard.screenBounds
        func map(_ rect: LayoutRect) -> LayoutRect {
            LayoutRect(
                x: origin.0 + (rect.minX - screen.minX) * scale, y: origin.1 + (rect.minY - screen.minY) * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        func box(_ rect: LayoutRect, _ attributes: String) -> String {
            let r = map(rect)
            return
                "<rect x=\"\(Self.f(r.minX))\" y=\"\(Self.f(r.minY))\" width=\"\(Self.f(r.width))\" height=\"\(Self.f(r.height))\" \(attributes)/>\n"
        }
        let clip = "\(id)-\(label)-clip"
        let screenBox = map(screen)
        var out = "<text x=\"\(Self.f(origin.0))\" y=\"\(Self.f(origin.1 - 6))\" fill=\"#555\">\(label)</text>\n"
        out +=
            "<clipPath id=\"\(clip)\"><rect x=\"\(Self.f(screenBox.minX))\" y=\"\(Self.f(screenBox.minY))\" width=\"\(Self.f(screenBox.width))\" height=\"\(Self.f(screenBox.height))\"/></clipPath>\n"
        out += box(screen, "fill=\"#fafafa\"")
        out += "<g class=\"\(label)\" clip-path=\"url(#\(clip))\">\n"
        // A presented root view (a sheet, a dialog) does not fill its window: the view it is
        // presented over stays put, dimmed, behind it, and the root view draws on top of it.
        if let windowFrame = presentingWindowFrame, let root = presented.node(layout.rootView),
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
        let adjusted = Dictionary(adjustment.allContainers.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
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
            let grown = layout.margins.effective.expanding(focus)
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
        if let visible = keyboard.visibleFrame {
            let r = map(visible)
            switch layout.placement(of: keyboard) {
            case .undocked:
                let ignored = layout.avoidedFrame(of: keyboard) == nil
                out +=
                    "<rect x=\"\(Self.f(r.minX))\" y=\"\(Self.f(r.minY))\" width=\"\(Self.f(r.width))\" height=\"\(Self.f(r.height))\" rx=\"8\" fill=\"#616161\" fill-opacity=\"0.75\" stroke=\"#212121\" stroke-dasharray=\"6 3\"/>\n"
                out +=
                    "<text x=\"\(Self.f(r.minX + 6))\" y=\"\(Self.f(r.minY + 16))\" fill=\"#ffffff\">floating\(ignored ? " (ignored)" : "")</text>\n"
            default:
                out +=
                    "<rect x=\"\(Self.f(r.minX))\" y=\"\(Self.f(r.minY))\" width=\"\(Self.f(r.width))\" height=\"\(Self.f(r.height))\" fill=\"#424242\" fill-opacity=\"0.85\"/>\n"
                out +=
                    "<text x=\"\(Self.f(r.minX + 6))\" y=\"\(Self.f(r.minY + 16))\" fill=\"#ffffff\">keyboard \(Self.f(visible.height)) pt\(keyboard.placement == .minimized ? " (bar)" : "")\(keyboard.placement == .undocked ? " (docked to the window)" : "")</text>\n"
            }
        } else {
            out += "<text x=\"\(Self.f(origin.0 + 6))\" y=\"\(Self.f(map(screen).maxY - 8))\" fill=\"#555\">keyboard hidden</text>\n"
        }
        out += "</g>\n"
        out += box(screen, "fill=\"none\" stroke=\"#222\" stroke-width=\"1.5\"")
        return out
    }

    /// A coordinate as the SVG writes it: at most two decimals, a whole number without them.
    ///
    /// - Parameter value: The number.
    /// - Returns: Its text; a whole number beyond ±10¹⁵ as `Double` writes it, so that none
    ///   traps converting to `Int`.
    package static func f(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// `text` with the five characters XML reserves replaced by their entities (which HTML reads
    /// too: the tool's pages use it).
    ///
    /// - Parameter text: The text.
    /// - Returns: The text, escaped.
    package static func escape(_ text: String) -> String {
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
