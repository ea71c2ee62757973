import KeyboardAvoidance

/// Random keyboard event streams through the tracker: after every event the keyboard is exactly
/// the last accepted event's (canonicalised), and the reported one is within the minimum change.
public enum TrackerCheck {
    /// Runs the event stream the bytes describe and checks the invariants.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        var input = FuzzInput(data)
        let screen = LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        let ignoresNonLocal = input.below(2) == 0
        var tracker = KeyboardTracker(
            screenBounds: screen, configuration: .init(ignoresNonLocalKeyboards: ignoresNonLocal, minimumChange: input.double()))
        while !input.isAtEnd {
            let event = KeyboardEvent(
                phase: KeyboardEvent.Phase.allCases[input.below(6)],
                endFrame: LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()),
                animation: KeyboardAnimation(duration: input.double(), curve: AnimationCurve(rawValue: Int(input.byte()) - 8)),
                isLocal: input.below(4) != 0)
            let before = tracker
            let update = tracker.receive(event)
            if ignoresNonLocal && !event.isLocal {
                try expect(tracker == before && update == nil, "a non-local event changed the tracker")
                continue
            }
            let candidate = KeyboardState(frame: event.endFrame, screenBounds: tracker.keyboard.screenBounds)
            let expected =
                event.phase.isHide || candidate.placement == .hidden
                ? KeyboardState.hidden(screenBounds: tracker.keyboard.screenBounds) : candidate
            try expect(tracker.keyboard == expected, "the keyboard is not the last event's")
            try expect((update != nil) == (tracker.reportedKeyboard != before.reportedKeyboard), "update and reported keyboard disagree")
            let progress = event.animation.progress(atElapsed: input.double())
            try expect(progress >= 0 && progress <= 1, "animation progress \(progress) outside [0, 1]")
        }
    }
}
