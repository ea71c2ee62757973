import Foundation
import KeyboardAvoidance

/// What `replay` reports: each step of a trace with what was recorded and what the avoider
/// answers now, as a table or as JSON.
struct ReplayReport {
    /// The steps, replayed.
    var steps: [AvoidanceTrace<BuiltInStrategy>.ReplayedStep]
    /// The strategy replayed with instead of the recorded ones (its `--strategy` name), or `nil`.
    var strategyName: String?
    /// How many steps the recorder dropped before the first.
    var droppedSteps: Int

    /// Replays a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - strategyName: The `--strategy` given, a name ``ReplayStrategy/named(_:)`` knows, or `nil`.
    init(_ trace: AvoidanceTrace<BuiltInStrategy>, strategyName: String?) {
        steps = trace.replay(strategy: strategyName.flatMap(ReplayStrategy.named))
        self.strategyName = strategyName
        droppedSteps = trace.droppedSteps
    }

    /// The steps whose answer differs from the recording.
    var differing: [AvoidanceTrace<BuiltInStrategy>.ReplayedStep] { steps.filter(\.differs) }

    /// `same`, or `DIFFERS (…)` with the views that differ (or what else does).
    static func verdict(_ step: AvoidanceTrace<BuiltInStrategy>.ReplayedStep) -> String {
        guard step.differs else { return "same" }
        if !step.differingViews.isEmpty { return "DIFFERS (\(step.differingViews.joined(separator: ", ")))" }
        return step.replayed == nil || step.recorded.answer == nil
            ? "DIFFERS (whether there is an answer)" : "DIFFERS (animation or keyboard)"
    }

    /// The views either answer sets, the replayed answer's first, each with its recorded and
    /// replayed values in a few words (`nil`: that answer does not set it).
    static func views(_ step: AvoidanceTrace<BuiltInStrategy>.ReplayedStep) -> [(view: String, recorded: String?, replayed: String?)] {
        let recorded = step.recorded.answer?.changes ?? []
        let replayed = step.replayed?.changes ?? []
        var names: [String] = []
        for change in replayed + recorded where !names.contains(change.view) { names.append(change.view) }
        return names.map { name in
            (name, recorded.first { $0.view == name }.map(describe), replayed.first { $0.view == name }.map(describe))
        }
    }

    /// The lines of the table: a heading, per step a line and a line per view, and the summary.
    var text: String {
        var lines = [
            "Trace: \(steps.count) step\(steps.count == 1 ? "" : "s")"
                + (droppedSteps > 0 ? " (the recorder dropped \(droppedSteps) before them)" : "")
                + ", replayed with " + (strategyName.map { "\($0) throughout" } ?? "the recorded strategies")
        ]
        for step in steps {
            lines.append("step \(step.number) · \(step.recorded.action) · \(Self.verdict(step))")
            if strategyName == nil, let strategy = step.recorded.strategy {
                lines.append("  strategy now \(ReplayStrategy.describe(strategy))")
            }
            let views = Self.views(step)
            if views.isEmpty {
                lines.append(
                    step.differs ? "  recorded \(Self.frame(step.recorded.answer)), replayed \(Self.frame(step.replayed))" : "  no change")
            }
            for view in views {
                if view.recorded == view.replayed {
                    lines.append("  \(view.view): \(view.replayed ?? "-")")
                } else {
                    lines.append("  \(view.view): recorded \(view.recorded ?? "nothing")")
                    lines.append("  \(view.view): replayed \(view.replayed ?? "nothing")")
                }
            }
            if !views.isEmpty, step.differs, step.differingViews.isEmpty {
                lines.append("  recorded \(Self.frame(step.recorded.answer)), replayed \(Self.frame(step.replayed))")
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `replay: 6 steps, 5 same, 1 differs (first: step 3)`.
    var summary: String {
        let count = differing.count
        return "replay: \(steps.count) step\(steps.count == 1 ? "" : "s"), \(steps.count - count) same, \(count) "
            + (count == 1 ? "differs" : "differ") + (differing.first.map { " (first: step \($0.number))" } ?? "")
    }

    /// An answer's animation and keyboard, or `nothing`.
    static func frame(_ update: AvoidanceUpdate<String>?) -> String {
        guard let update else { return "nothing" }
        return "\(update.animation.curve) \(number(update.animation.duration)) s, keyboard \(update.keyboard.frame)"
    }

    /// One view's change in a few words: `restore: offset 0,0 · insets 0,0,0,0 · content 390×1200`.
    static func describe(_ change: ViewChange<String>) -> String {
        var parts: [String] = []
        if let scroll = change.values.scrollView {
            parts.append("offset \(number(scroll.contentOffset.x)),\(number(scroll.contentOffset.y))")
            parts.append("insets \(insets(scroll.contentInsets))")
            if scroll.scrollIndicatorInsets != scroll.contentInsets { parts.append("indicators \(insets(scroll.scrollIndicatorInsets))") }
            parts.append("content \(number(scroll.contentSize.width))×\(number(scroll.contentSize.height))")
        }
        if let root = change.values.rootView {
            parts.append(transform(root.transform))
            if root.additionalSafeAreaInsets != .zero { parts.append("safe area +\(insets(root.additionalSafeAreaInsets))") }
        }
        if let riding = change.values.ridingView { parts.append("riding \(transform(riding.transform))") }
        if parts.isEmpty { parts.append("no values") }
        return (change.isRestoring ? "restore: " : "") + parts.joined(separator: " · ")
    }

    private static func insets(_ insets: LayoutInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
    }

    /// `shift 0,-120` for a translation, else the whole transform.
    private static func transform(_ transform: LayoutTransform) -> String {
        guard transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 else { return "transform \(transform)" }
        return "shift \(number(transform.tx)),\(number(transform.ty))"
    }

    private static func number(_ value: Double) -> String { TableFormatter.number(value) }
}
