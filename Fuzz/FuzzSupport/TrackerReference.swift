import KeyboardAvoidance

/// SPEC §7's rules 0 to 2 written out apart from ``KeyboardTracker``: what one event does to a
/// tracker with a policy on a screen.
///
/// The fuzz check of the tracker, the tracker's property test and the avoider's reference model
/// all judge the library against this one reading of the rules, not against the tracker itself.
public struct TrackerReference: Sendable {
    /// The tracker's policy for other apps' keyboards.
    public let policy: NonLocalKeyboardPolicy
    /// The screen the events' frames are on.
    public var screenBounds: LayoutRect
    /// Whether another app's keyboard has shown since this app's last event (rule 1).
    public private(set) var otherAppsKeyboardShownSinceLocal = false

    /// A reference for a tracker with `policy` on `screenBounds` that has seen no event.
    public init(policy: NonLocalKeyboardPolicy, screenBounds: LayoutRect) {
        self.policy = policy
        self.screenBounds = screenBounds
    }

    /// Rule 2: the keyboard an event leaves — hidden for a hide or an end frame hidden on the
    /// screen, else the end frame.
    public func keyboard(after event: KeyboardEvent) -> KeyboardState {
        let candidate = KeyboardState(frame: event.endFrame, screenBounds: screenBounds)
        return event.phase.isHide || candidate.placement == .hidden ? .hidden(screenBounds: screenBounds) : candidate
    }

    /// Rule 0: a frame change to `(0, 0, 0, 0)` carries no position.
    public func carriesNoPosition(_ event: KeyboardEvent) -> Bool {
        event.endFrame == .zero && (event.phase == .willChangeFrame || event.phase == .didChangeFrame)
    }

    /// Rules 0 and 1: whether the tracker drops the event — a frame change to `(0, 0, 0, 0)`;
    /// another app's hide, whatever the policy, unless another app's keyboard has shown since this
    /// app's last event; another app's other events under `ignore`.
    public func drops(_ event: KeyboardEvent) -> Bool {
        if carriesNoPosition(event) { return true }
        if event.isLocal { return false }
        let hides = keyboard(after: event).placement == .hidden
        return hides ? !otherAppsKeyboardShownSinceLocal : policy == .ignore
    }

    /// Whether the keyboard an event leaves reveals the focus: unless it is another app's, on the
    /// screen, under `insetOnly`.
    public func reveals(after event: KeyboardEvent) -> Bool {
        event.isLocal || policy != .insetOnly || keyboard(after: event).placement == .hidden
    }

    /// Takes the event in, dropped or not: this app's clears what rule 1 remembers, another app's
    /// that leaves a keyboard on the screen sets it; a frame change to `(0, 0, 0, 0)` changes
    /// nothing (rule 0).
    public mutating func receive(_ event: KeyboardEvent) {
        if carriesNoPosition(event) { return }
        if event.isLocal {
            otherAppsKeyboardShownSinceLocal = false
        } else if keyboard(after: event).placement != .hidden {
            otherAppsKeyboardShownSinceLocal = true
        }
    }
}

extension KeyboardTracker {
    /// Whether another tracker holds the same keyboards, read through the public properties: the
    /// latest and the reported keyboard and whether each reveals the focus (not what rule 1
    /// remembers, which changes with the events).
    public func holdsTheSameKeyboards(as other: KeyboardTracker) -> Bool {
        keyboard == other.keyboard && reportedKeyboard == other.reportedKeyboard
            && keyboardRevealsFocus == other.keyboardRevealsFocus && reportedKeyboardRevealsFocus == other.reportedKeyboardRevealsFocus
    }
}
