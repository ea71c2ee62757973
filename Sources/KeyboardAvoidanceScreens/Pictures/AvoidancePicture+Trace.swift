import KeyboardAvoidance

extension AvoidancePicture {
    /// A picture of one replayed step of a trace (SPEC §14.8): the resting screen after the step,
    /// with the keyboard the values are for, before and with the strategy's adjustment.
    ///
    /// The "after" half draws the strategy evaluated on the resting screen, which is what the
    /// avoider sets except where it keeps an offset the screen showed (a reveal from where the user
    /// scrolled, a drag); the caption lists what was recorded and what the replay answers for each
    /// view that differs.
    ///
    /// - Parameters:
    ///   - step: A step of `AvoidanceTrace.replay(strategy:)`.
    ///   - title: The heading; the step's number and action follow it.
    ///
    /// `nil` when nothing is focused after the step (no resting screen).
    public init?<Strategy>(replayedStep step: AvoidanceTrace<Strategy>.ReplayedStep, title: String) {
        guard let screen = step.restingScreen else { return nil }
        let layout = screen.layout
        let adjustment = step.strategy.adjustment(for: layout, keyboard: step.keyboard)
        let resting = step.strategy.adjustment(for: layout, keyboard: .hidden(screenBounds: step.keyboard.screenBounds))
        var caption = [step.differs ? "differs from the recording: " + step.differingViews.joined(separator: ", ") : "as recorded"]
        if step.differingViews.isEmpty && step.differs { caption[0] = "differs from the recording: its animation or keyboard" }
        if let covered = step.coveredFocus { caption.append("covered: \(covered)") }
        self.init(
            title: "\(title) · step \(step.number)", subtitle: step.recorded.action.description, layout: layout, keyboard: step.keyboard,
            panels: [
                Panel(
                    title: String(describing: type(of: step.strategy)), resting: resting, adjustment: adjustment, caption: caption,
                    drawsUsableArea: adjustment.rootViewBottomInset > 0)
            ])
    }
}
