import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// The page `replay --html` writes: the screen drawn at each step of a trace, a step slider, and
/// beside it the step's action, what was recorded and what the replay answers, and whether they
/// differ (SPEC §11.4).
///
/// The fragment `#step=N` opens it at step N: the script sets the slider's value and dispatches
/// its `input` event, the handler a user's drag runs.
struct ReplayPage {
    /// The report whose steps the page shows.
    var report: ReplayReport
    /// The page's title: the trace's file name.
    var title: String

    /// The page.
    var html: String {
        let numbers = report.steps.map(\.number)
        let first = numbers.first ?? 0
        let last = numbers.last ?? 0
        var pictures = ""
        var facts = ""
        for step in report.steps {
            let svg =
                AvoidancePicture(replayedStep: step, title: title)?.svg
                ?? NothingFocusedPicture(
                    title: "\(title) · step \(step.number)", subtitle: step.recorded.action.description, keyboard: step.keyboard
                ).svg
            pictures += "<figure class=\"step-view\" data-step=\"\(step.number)\" hidden>\n"
            pictures += HTMLPage.inline(svg: svg, idPrefix: "s\(step.number)-")
            pictures += "</figure>\n"
            facts += Self.facts(step, strategyChanges: report.strategyName == nil)
        }
        let body = """
            <main>
            <div class="pictures">
            \(pictures)</div>
            <aside>
            <h1>\(AvoidancePicture.escape(title))</h1>
            <p>\(AvoidancePicture.escape(report.summary))</p>
            <label for="step">Step <output id="step-label">\(first)</output> of \(first)…\(last)</label>
            <input type="range" id="step" min="\(first)" max="\(last)" step="1" value="\(first)">
            \(facts)</aside>
            </main>
            """
        let script = """
            (function () {
              "use strict";
              var slider = document.getElementById("step");
              var label = document.getElementById("step-label");
              \(HTMLPage.measuring)
              function show() {
                var views = document.querySelectorAll(".step-view");
                for (var i = 0; i < views.length; i++) {
                  views[i].hidden = views[i].getAttribute("data-step") !== slider.value;
                }
                label.textContent = slider.value;
                document.body.setAttribute("data-shown-step", slider.value);
                measure();
              }
              slider.addEventListener("input", show);
              function openFragment() {
                var match = /(?:^#|&)step=(-?[0-9]+)/.exec(window.location.hash);
                if (match) { slider.value = match[1]; }
                slider.dispatchEvent(new Event("input"));
              }
              window.addEventListener("hashchange", openFragment);
              openFragment();
            })();
            """
        return HTMLPage(title: "\(title): replay", body: body, script: script).html
    }

    /// The values beside a step's picture: its action, the strategy, the verdict and a row per view.
    private static func facts(_ step: AvoidanceTrace<BuiltInStrategy>.ReplayedStep, strategyChanges: Bool) -> String {
        var html = "<section class=\"step-view\" data-step=\"\(step.number)\" hidden>\n"
        html += "<h2>Step \(step.number)</h2>\n"
        html += "<p class=\"action\">\(AvoidancePicture.escape(step.recorded.action.description))</p>\n"
        if strategyChanges, let strategy = step.recorded.strategy {
            html += "<p>strategy now \(AvoidancePicture.escape(ReplayStrategy.describe(strategy)))</p>\n"
        }
        html += "<p class=\"\(step.differs ? "differs" : "same")\">\(AvoidancePicture.escape(ReplayReport.verdict(step)))</p>\n"
        let views = ReplayReport.views(step)
        if views.isEmpty {
            html +=
                "<p>no view changes (recorded: \(AvoidancePicture.escape(ReplayReport.frame(step.recorded.answer))); replayed: "
                + "\(AvoidancePicture.escape(ReplayReport.frame(step.replayed))))</p>\n"
        } else {
            html += "<table>\n<tr><th>view</th><th>recorded</th><th>replayed</th></tr>\n"
            for view in views {
                html +=
                    "<tr><td>\(AvoidancePicture.escape(view.view))</td><td>\(AvoidancePicture.escape(view.recorded ?? "nothing"))</td>"
                    + "<td>\(AvoidancePicture.escape(view.replayed ?? "nothing"))</td></tr>\n"
            }
            html += "</table>\n"
        }
        html +=
            "<p>keyboard after the step: \(AvoidancePicture.escape("\(step.keyboard.frame)")) on \(AvoidancePicture.escape("\(step.keyboard.screenBounds)"))"
        html += step.restingScreen == nil ? " · nothing focused" : ""
        html += step.coveredFocus.map { " · covered: \(AvoidancePicture.escape("\($0)"))" } ?? ""
        html += "</p>\n</section>\n"
        return html
    }
}
