import KeyboardAvoidance

/// Random keyboard event streams through the tracker: after every event the keyboard is exactly
/// the last accepted event's (canonicalised; a frame change with no position and another app's
/// keyboard under `ignore`, but not its hide, are not accepted), it reveals the focus unless it is another app's under
/// the inset-only policy, and an update is reported exactly when the reported keyboard changed.
public enum TrackerCheck {
    /// Runs the event stream the bytes describe and checks the invariants.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        var input = FuzzInput(data)
        let screen = LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        let policy = NonLocalKeyboardPolicy.allCases[input.below(NonLocalKeyboardPolicy.allCases.count)]
        var tracker = KeyboardTracker(
            screenBounds: screen, configuration: .init(nonLocalKeyboardPolicy: policy, minimumChange: input.double()))
        var reference = TrackerReference(policy: policy, screenBounds: tracker.keyboard.screenBounds)
        while !input.isAtEnd {
            let event = KeyboardEvent(
                phase: KeyboardEvent.Phase.allCases[input.below(6)],
                endFrame: LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()),
                animation: KeyboardAnimation(duration: input.double(), curve: AnimationCurve(rawValue: Int(input.byte()) - 8)),
                isLocal: input.below(4) != 0)
            let before = tracker
            let update = tracker.receive(event)
            let expected = reference.keyboard(after: event)
            let dropped = reference.drops(event)
            let revealsFocus = reference.reveals(after: event)
            reference.receive(event)
            if dropped {
                try expect(tracker.holdsTheSameKeyboards(as: before) && update == nil, "a dropped event changed the tracker")
                continue
            }
            try expect(tracker.keyboard == expected, "the keyboard is not the last event's")
            try expect(tracker.keyboardRevealsFocus == revealsFocus, "the keyboard reveals \(tracker.keyboardRevealsFocus)")
            let changed =
                tracker.reportedKeyboard != before.reportedKeyboard
                || tracker.reportedKeyboardRevealsFocus != before.reportedKeyboardRevealsFocus
            try expect((update != nil) == changed, "update and reported keyboard disagree")
            try expect(update.map { $0.revealsFocus == tracker.reportedKeyboardRevealsFocus } ?? true, "the update's revealsFocus")
            let progress = event.animation.progress(atElapsed: input.double())
            try expect(progress >= 0 && progress <= 1, "animation progress \(progress) outside [0, 1]")
        }
    }
}
