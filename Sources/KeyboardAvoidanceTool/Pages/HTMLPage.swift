import Foundation
import KeyboardAvoidanceScreens

/// A self-contained HTML page: its style and its script inline, nothing loaded from elsewhere (no
/// network, no external scripts, fonts or images), and the same bytes for the same content.
///
/// The pages of `replay --html` and `evaluate --html` (SPEC §11.4) are these.
struct HTMLPage {
    /// The document's title.
    var title: String
    /// The body's markup.
    var body: String
    /// The script run once the body is there.
    var script: String

    /// The whole document.
    var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(AvoidancePicture.escape(title))</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        \(body)
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// The pages' style: the pictures on the left at their own size, the controls and the values
    /// beside them.
    private static let style = """
        body { margin: 0; font: 14px/1.4 Helvetica, Arial, sans-serif; color: #222; background: #fff; }
        main { display: flex; align-items: flex-start; gap: 24px; padding: 16px; }
        .pictures { flex: none; }
        .pictures figure { margin: 0; }
        .pictures svg { display: block; }
        aside { flex: none; width: 420px; }
        aside h1 { font-size: 16px; margin: 0 0 8px; }
        label { display: block; margin: 8px 0 2px; font-weight: bold; }
        input[type=range], select { width: 100%; }
        table { border-collapse: collapse; margin-top: 8px; }
        th, td { border-bottom: 1px solid #ddd; padding: 2px 6px; text-align: left; vertical-align: top; font-size: 12px; }
        .same { color: #2e7d32; font-weight: bold; }
        .differs { color: #b71c1c; font-weight: bold; }
        """

    /// An SVG document as markup inside the page: without its XML declaration and namespace
    /// (HTML gives inline SVG its namespace), and with every `id` and `url(#…)` reference prefixed,
    /// so that the page's many pictures, which name their clip paths alike, do not collide.
    static func inline(svg: String, idPrefix: String) -> String {
        var markup = svg
        if markup.hasPrefix("<?xml"), let end = markup.firstIndex(of: "\n") {
            markup.removeSubrange(...end)
        }
        return
            markup
            .replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            .replacingOccurrences(of: "id=\"", with: "id=\"\(idPrefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(idPrefix)")
    }

    /// The script part that records where the shown picture is on the page, for a browser check
    /// to find its drawing in a screenshot: the `<body>`'s `data-picture-left` and
    /// `data-picture-top`, in CSS pixels from the page's top left.
    static let measuring = """
        function measure() {
          var shown = document.querySelector(".pictures > :not([hidden]) svg");
          if (!shown) { return; }
          var box = shown.getBoundingClientRect();
          document.body.setAttribute("data-picture-left", String(Math.round(box.left + window.scrollX)));
          document.body.setAttribute("data-picture-top", String(Math.round(box.top + window.scrollY)));
        }
        """
}
