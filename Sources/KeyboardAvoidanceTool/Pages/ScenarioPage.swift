import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// The page `evaluate --html` writes: a scenario drawn with a docked keyboard of each height from 0
/// to the screen's, in steps of 10 pt, under each strategy evaluated — every picture computed
/// here, none in the browser — with a slider over the height and a choice of strategy, and the
/// strategy's values beside the picture (SPEC §11.4).
///
/// The fragment `#height=H&strategy=S` opens it there: the script sets the slider's value and the
/// choice, and dispatches their `input` and `change` events, the handlers a user's moves run.
struct ScenarioPage {
    /// The heights drawn are multiples of this, in points.
    static let heightStep = 10

    /// The scenario.
    var scenario: ResolvedScenario
    /// The strategies to choose from, in the choice's order.
    var strategies: [StrategyName]

    /// The keyboard heights drawn: 0, 10, … up to the screen's height.
    var heights: [Int] {
        let screenHeight = scenario.keyboard.screenBounds.height
        let last = screenHeight.isFinite && screenHeight > 0 ? Int(screenHeight) / Self.heightStep : 0
        return (0...last).map { $0 * Self.heightStep }
    }

    /// The scenario with a docked keyboard `height` tall on its screen (hidden at 0).
    func scenario(keyboardHeight height: Int) -> ResolvedScenario {
        var changed = scenario
        let screen = scenario.keyboard.screenBounds
        changed.keyboard = height == 0 ? .hidden(screenBounds: screen) : .docked(height: Double(height), screenBounds: screen)
        return changed
    }

    /// The height the page opens at without a fragment: the scenario's own keyboard's, to the
    /// nearest height drawn.
    var openingHeight: Int {
        let visible = scenario.keyboard.visibleFrame?.height ?? 0
        let nearest = Int((visible / Double(Self.heightStep)).rounded()) * Self.heightStep
        return min(max(nearest, 0), heights.last ?? 0)
    }

    /// The page.
    var html: String {
        var pictures = ""
        var facts = ""
        for height in heights {
            let changed = scenario(keyboardHeight: height)
            for strategy in strategies {
                let evaluation = Evaluation(strategy, on: changed)
                let attributes = "class=\"choice-view\" data-height=\"\(height)\" data-strategy=\"\(strategy.rawValue)\" hidden"
                pictures += "<figure \(attributes)>\n"
                pictures += HTMLPage.inline(svg: SVGRenderer.render(changed, [evaluation]), idPrefix: "h\(height)-")
                pictures += "</figure>\n"
                facts += "<section \(attributes)>\n\(Self.facts(evaluation, keyboard: changed.keyboard))</section>\n"
            }
        }
        let options = strategies.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }.joined(separator: "\n")
        let maximum = heights.last ?? 0
        let body = """
            <main>
            <div class="pictures">
            \(pictures)</div>
            <aside>
            <h1>\(AvoidancePicture.escape(scenario.name))</h1>
            <label for="height">Keyboard height: <output id="height-label">\(openingHeight)</output> pt</label>
            <input type="range" id="height" min="0" max="\(maximum)" step="\(Self.heightStep)" value="\(openingHeight)">
            <label for="strategy">Strategy</label>
            <select id="strategy">
            \(options)
            </select>
            \(facts)</aside>
            </main>
            """
        let script = """
            (function () {
              "use strict";
              var slider = document.getElementById("height");
              var choice = document.getElementById("strategy");
              var label = document.getElementById("height-label");
              \(HTMLPage.measuring)
              function show() {
                var views = document.querySelectorAll(".choice-view");
                for (var i = 0; i < views.length; i++) {
                  views[i].hidden = views[i].getAttribute("data-height") !== slider.value
                    || views[i].getAttribute("data-strategy") !== choice.value;
                }
                label.textContent = slider.value;
                document.body.setAttribute("data-shown-height", slider.value);
                document.body.setAttribute("data-shown-strategy", choice.value);
                measure();
              }
              slider.addEventListener("input", show);
              choice.addEventListener("change", show);
              function openFragment() {
                var height = /(?:^#|&)height=([0-9]+)/.exec(window.location.hash);
                var strategy = /(?:^#|&)strategy=([a-z-]+)/.exec(window.location.hash);
                if (strategy) { choice.value = strategy[1]; choice.dispatchEvent(new Event("change")); }
                if (height) { slider.value = height[1]; }
                slider.dispatchEvent(new Event("input"));
              }
              window.addEventListener("hashchange", openFragment);
              openFragment();
            })();
            """
        return HTMLPage(title: "\(scenario.name): keyboard heights", body: body, script: script).html
    }

    /// A strategy's values at one height, as a table.
    private static func facts(_ evaluation: Evaluation, keyboard: KeyboardState) -> String {
        let number = TableFormatter.number
        let adjustment = evaluation.adjustment
        var rows: [(String, String)] = [
            ("keyboard", keyboard.visibleFrame.map { "\(number($0.height)) pt, top at y \(number($0.minY))" } ?? "hidden")
        ]
        if let container = adjustment.container {
            rows.append(("scroll offset", "\(number(container.contentOffset.x)), \(number(container.contentOffset.y))"))
            rows.append(("inset bottom", number(container.contentInsets.bottom)))
            rows.append(("content height", number(container.contentSize.height)))
        }
        rows.append(("shift", number(adjustment.rootViewTranslation)))
        if evaluation.strategy == .resize { rows.append(("guide", number(adjustment.rootViewBottomInset))) }
        rows.append(("focus visible", evaluation.focusVisible.map { $0 ? "yes" : "NO" } ?? "the app reflows into the guide"))
        if let clearance = evaluation.keyboardClearance { rows.append(("clearance", "\(number(clearance)) pt")) }
        return "<table>\n" + rows.map { "<tr><th>\($0.0)</th><td>\(AvoidancePicture.escape($0.1))</td></tr>\n" }.joined() + "</table>\n"
    }
}
