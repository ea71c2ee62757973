import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// The picture of a replayed step after which nothing is focused: the screen, plain, with the
/// keyboard the avoider's values are for, drawn where and as ``AvoidancePicture`` draws its
/// "before" half (the same scale, place and colours), so that a page's pictures line up.
struct NothingFocusedPicture {
    /// The heading.
    var title: String
    /// The line under the heading: the step's action.
    var subtitle: String
    /// The keyboard, in screen coordinates; its screen bounds set the drawing's size.
    var keyboard: KeyboardState

    /// The picture as an SVG document.
    var svg: String {
        let screen = keyboard.screenBounds
        let (scale, origin, (width, height)) = AvoidancePicture.onePanelGeometry(of: screen)
        let f = AvoidancePicture.f  // AvoidancePicture's numbers, so that a page's pictures read alike
        func box(_ rect: LayoutRect, _ attributes: String) -> String {
            "<rect x=\"\(f(origin.x + (rect.minX - screen.minX) * scale))\" y=\"\(f(origin.y + (rect.minY - screen.minY) * scale))\" "
                + "width=\"\(f(rect.width * scale))\" height=\"\(f(rect.height * scale))\" \(attributes)/>\n"
        }
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(f(width))" height="\(f(height))" \
            viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect x="0" y="0" width="\(f(width))" height="\(f(height))" fill="#ffffff"/>
            <text x="40" y="24" font-size="16" font-weight="bold">\(AvoidancePicture.escape(title))</text>
            <text x="40" y="44" fill="#555">\(AvoidancePicture.escape(subtitle))</text>
            <g id="panel-nothing-focused">
            <text x="40" y="92" font-size="14" font-weight="bold">nothing focused</text>

            """
        svg += box(screen, "fill=\"#fafafa\"")
        if let visible = keyboard.visibleFrame {
            svg +=
                keyboard.placement == .undocked
                ? box(visible, "rx=\"8\" fill=\"#616161\" fill-opacity=\"0.75\" stroke=\"#212121\" stroke-dasharray=\"6 3\"")
                : box(visible, "fill=\"#424242\" fill-opacity=\"0.85\"")
        }
        svg += box(screen, "fill=\"none\" stroke=\"#222\" stroke-width=\"1.5\"")
        let keyboardText =
            keyboard.visibleFrame.map { "keyboard \(f($0.height)) pt at \(keyboard.frame)" } ?? "keyboard hidden"
        svg +=
            "<text x=\"\(f(origin.x))\" y=\"\(f(origin.y + screen.height * scale + 22))\" fill=\"#222\">nothing is focused after this step · \(keyboardText)</text>\n"
        svg += "</g>\n</svg>\n"
        return svg
    }
}
