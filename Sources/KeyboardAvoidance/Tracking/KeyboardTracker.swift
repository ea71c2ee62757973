/// Folds keyboard events into the current keyboard, and says when the layout needs a new adjustment.
///
/// A value: no observers, no callbacks, nothing shared.
///
/// The rules, applied to each event in order:
///
/// 0. A `willChangeFrame` or `didChangeFrame` whose end frame is exactly `(0, 0, 0, 0)` carries no
///    position (iPadOS posts it while a floating keyboard is dragged): it is dropped, and changes
///    nothing at all.
/// 1. A hide of a keyboard that is not local (another app's, ``KeyboardEvent/isLocal`` `false`)
///    is taken, under every policy, exactly when another app's keyboard has shown since this
///    app's last event: then no keyboard is on screen. Otherwise it is a late hide, of a keyboard
///    going away as this app's came, and is dropped. Another app's other events are dropped under
///    ``NonLocalKeyboardPolicy/ignore``, the default ``Configuration/nonLocalKeyboardPolicy``;
///    under ``NonLocalKeyboardPolicy/insetOnly`` they are tracked, and their keyboard does not
///    reveal the focus (``keyboardRevealsFocus`` is `false` unless it is hidden); under
///    ``NonLocalKeyboardPolicy/avoid`` they are tracked like this app's own.
/// 2. The new keyboard is **hidden** (``KeyboardState/hidden(screenBounds:)``) for `willHide` and
///    `didHide`, and for any end frame whose placement is hidden (empty, or off the screen).
///    Otherwise it is the event's end frame on the tracker's screen. There is no "already shown"
///    state: a second `willShow` while shown — an emoji or QuickType switch, or a third-party
///    keyboard announcing several heights — is a frame change like any other.
/// 3. ``keyboard`` becomes the new keyboard, always: it is exactly consistent with the last
///    event accepted.
/// 4. An update is reported when the new keyboard differs from the last one reported
///    (``reportedKeyboard``): another placement, other screen bounds, another
///    ``reportedKeyboardRevealsFocus``, or an edge moved by at least
///    ``Configuration/minimumChange``. Comparing with the last *reported* keyboard, not the last
///    received, means small steps cannot add up unseen. A keyboard identical to the reported one is
///    never an update, even with a `minimumChange` of 0 or less (which reports every real change).
public struct KeyboardTracker: Sendable, Hashable, Codable {
    /// How a tracker filters events.
    public struct Configuration: Sendable, Hashable {
        /// What to do about other apps' keyboards; ``NonLocalKeyboardPolicy/ignore`` by default.
        public var nonLocalKeyboardPolicy: NonLocalKeyboardPolicy
        /// The smallest edge movement, in points, that needs a new adjustment; 0.5 by default.
        @FiniteCoordinate public var minimumChange: Double

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - nonLocalKeyboardPolicy: What to do about other apps' keyboards.
        ///   - minimumChange: The smallest edge movement that needs a new adjustment, in points.
        public init(nonLocalKeyboardPolicy: NonLocalKeyboardPolicy = .ignore, minimumChange: Double = 0.5) {
            self.nonLocalKeyboardPolicy = nonLocalKeyboardPolicy
            self.minimumChange = minimumChange
        }
    }

    /// How events are filtered.
    public var configuration: Configuration
    internal var latest: KeyboardState
    internal var reported: KeyboardState
    internal var latestRevealsFocus: Bool
    internal var reportedRevealsFocus: Bool
    /// Whether another app's keyboard has shown (an event of another app's, dropped or not, that
    /// leaves a keyboard on the screen) since this app's last event (rule 1).
    internal var otherAppsKeyboardShownSinceLocal: Bool

    /// The keyboard after the last accepted event.
    public var keyboard: KeyboardState { latest }
    /// The keyboard of the last reported update (the layout's current basis).
    public var reportedKeyboard: KeyboardState { reported }
    /// Whether layout may reveal the focus for ``keyboard``: `false` only for another app's keyboard
    /// accepted under ``NonLocalKeyboardPolicy/insetOnly`` and not hidden.
    public var keyboardRevealsFocus: Bool { latestRevealsFocus }
    /// Whether layout may reveal the focus for ``reportedKeyboard``: the
    /// ``KeyboardUpdate/revealsFocus`` of the last reported update (`true` before any).
    public var reportedKeyboardRevealsFocus: Bool { reportedRevealsFocus }

    /// Creates a tracker with the keyboard hidden.
    ///
    /// - Parameters:
    ///   - screenBounds: The screen's bounds, in screen coordinates.
    ///   - configuration: How events are filtered.
    public init(screenBounds: LayoutRect, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        latest = .hidden(screenBounds: screenBounds)
        reported = latest
        latestRevealsFocus = true
        reportedRevealsFocus = true
        otherAppsKeyboardShownSinceLocal = false
    }

    /// Where a drag that scrolls content starts dismissing the latest keyboard.
    ///
    /// ``KeyboardState/dismissalRegion(padding:)`` of ``keyboard``, with the
    /// `keyboardDismissPadding` an app gives its keyboard layout guide: the gesture's region, which
    /// no layout keeps clear (SPEC §6.5).
    ///
    /// - Parameter padding: The height above the keyboard's top edge; negative and NaN count as 0.
    /// - Returns: The region in screen coordinates, or `nil` when the keyboard is hidden or undocked.
    public func dismissalRegion(padding: Double) -> LayoutRect? {
        latest.dismissalRegion(padding: padding)
    }

    /// Folds one event in.
    ///
    /// - Parameter event: The keyboard event, its frames in screen coordinates.
    /// - Returns: The update to apply, or `nil` when the layout needs no new adjustment.
    /// - Complexity: O(1).
    public mutating func receive(_ event: KeyboardEvent) -> KeyboardUpdate? {
        // Rule 0: an event without a position changes nothing, not even what rule 1 remembers.
        if event.carriesNoPosition { return nil }
        // Rule 1 remembers whether another app's keyboard has shown since this app's last event.
        defer {
            if event.isLocal {
                otherAppsKeyboardShownSinceLocal = false
            } else if event.keyboardLeft(on: keyboard.screenBounds).placement != .hidden {
                otherAppsKeyboardShownSinceLocal = true
            }
        }
        if drops(event) { return nil }
        let policy = configuration.nonLocalKeyboardPolicy
        let next = event.keyboardLeft(on: keyboard.screenBounds)
        // A hidden keyboard covers nothing, whoever hid it: it counts as revealing, so that a hide
        // is the same update from either app.
        let revealsFocus = event.isLocal || policy != .insetOnly || next.placement == .hidden
        return accept(next, revealsFocus: revealsFocus, animation: event.animation)
    }

    /// Whether another tracker holds the same keyboards: the latest and the reported one, and
    /// whether each reveals the focus — not whose event came last, which rule 1 remembers and
    /// which changes with every event.
    @usableFromInline internal func holdsSameKeyboards(as other: KeyboardTracker) -> Bool {
        latest == other.latest && reported == other.reported && latestRevealsFocus == other.latestRevealsFocus
            && reportedRevealsFocus == other.reportedRevealsFocus
    }

    /// Whether the tracker drops an event (SPEC §7, rules 0 and 1): a frame change with no
    /// position (an end frame exactly `(0, 0, 0, 0)`, which iPadOS posts while a floating
    /// keyboard is dragged); another app's hide, under every policy, unless another app's keyboard
    /// has shown since this app's last event — otherwise it is a late hide of a keyboard that was
    /// going away as this app's came, and taking it would leave this app's own keyboard unavoided;
    /// and another app's other events under ``NonLocalKeyboardPolicy/ignore``.
    @usableFromInline internal func drops(_ event: KeyboardEvent) -> Bool {
        if event.carriesNoPosition { return true }
        guard !event.isLocal else { return false }
        if event.keyboardLeft(on: keyboard.screenBounds).placement == .hidden { return !otherAppsKeyboardShownSinceLocal }
        return configuration.nonLocalKeyboardPolicy == .ignore
    }

    /// Moves the tracker to another screen size (a rotation, or a window moved to another
    /// display), keeping the keyboard's frame and whether it reveals the focus (a keyboard hidden
    /// on the new screen reveals, as every hidden keyboard).
    ///
    /// - Parameter screenBounds: The new screen bounds, in screen coordinates.
    /// - Returns: The update to apply immediately, or `nil` when nothing the layout uses changed.
    public mutating func updateScreenBounds(_ screenBounds: LayoutRect) -> KeyboardUpdate? {
        let next = KeyboardEvent(phase: .willChangeFrame, endFrame: keyboard.frame).keyboardLeft(on: screenBounds)
        return accept(next, revealsFocus: latestRevealsFocus || next.placement == .hidden, animation: .immediate)
    }

    internal mutating func accept(_ next: KeyboardState, revealsFocus: Bool, animation: KeyboardAnimation) -> KeyboardUpdate? {
        latest = next
        latestRevealsFocus = revealsFocus
        guard differs(next, reported) || revealsFocus != reportedRevealsFocus else { return nil }
        reported = next
        reportedRevealsFocus = revealsFocus
        return KeyboardUpdate(keyboard: next, animation: animation, revealsFocus: revealsFocus)
    }

    internal func differs(_ a: KeyboardState, _ b: KeyboardState) -> Bool {
        if a.placement != b.placement || a.screenBounds != b.screenBounds { return true }
        let moved = Swift.max(
            Swift.max((a.frame.minX - b.frame.minX).magnitude, (a.frame.maxX - b.frame.maxX).magnitude),
            Swift.max((a.frame.minY - b.frame.minY).magnitude, (a.frame.maxY - b.frame.maxY).magnitude))
        // An unchanged keyboard is never an update, whatever the threshold (even 0 or negative).
        return moved > 0 && moved >= configuration.minimumChange
    }
}

extension KeyboardTracker.Configuration: CustomStringConvertible {
    /// The configuration as its two settings.
    public var description: String {
        "KeyboardTracker.Configuration(minimumChange: \(minimumChange), nonLocalKeyboardPolicy: \(nonLocalKeyboardPolicy))"
    }
}

extension KeyboardTracker: CustomStringConvertible {
    /// The tracker as its public state: the latest and the last reported keyboard, whether each
    /// reveals the focus, and the configuration.
    public var description: String {
        "KeyboardTracker(keyboard: \(keyboard), reportedKeyboard: \(reportedKeyboard), "
            + "keyboardRevealsFocus: \(keyboardRevealsFocus), reportedKeyboardRevealsFocus: \(reportedKeyboardRevealsFocus), "
            + "configuration: \(configuration))"
    }
}

// The JSON of the tracker and its configuration (SPEC §11): what files written before the
// non-local policy existed hold still decodes, and what those files could say is written exactly
// as before.

extension KeyboardTracker.Configuration: Codable {
    private enum CodingKeys: String, CodingKey {
        case nonLocalKeyboardPolicy, ignoresNonLocalKeyboards, minimumChange
    }

    /// Decodes a configuration: `minimumChange`, and the policy as either
    /// `"nonLocalKeyboardPolicy"` (`"ignore"`, `"insetOnly"` or `"avoid"`) or the older
    /// `"ignoresNonLocalKeyboards"` (`true` is `ignore`, `false` is `avoid`), not both.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field: both policy fields given, neither given
    ///   (`keyNotFound` for `ignoresNonLocalKeyboards`, as before), an unknown policy, or a
    ///   non-finite `minimumChange`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let policy = try container.decodeIfPresent(NonLocalKeyboardPolicy.self, forKey: .nonLocalKeyboardPolicy)
        let ignores = try container.decodeIfPresent(Bool.self, forKey: .ignoresNonLocalKeyboards)
        let decoded: NonLocalKeyboardPolicy
        switch (policy, ignores) {
        case (let policy?, nil): decoded = policy
        case (nil, let ignores?): decoded = ignores ? .ignore : .avoid
        case (_?, _?):
            throw DecodingError.dataCorruptedError(
                forKey: .nonLocalKeyboardPolicy, in: container,
                debugDescription: "nonLocalKeyboardPolicy: give it or ignoresNonLocalKeyboards, not both")
        case (nil, nil):
            throw DecodingError.keyNotFound(
                CodingKeys.ignoresNonLocalKeyboards,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "ignoresNonLocalKeyboards: missing (or give nonLocalKeyboardPolicy)"))
        }
        self.init(nonLocalKeyboardPolicy: decoded, minimumChange: try container.decodeFiniteCoordinate(forKey: .minimumChange))
    }

    /// Encodes the configuration: `ignore` and `avoid` as `"ignoresNonLocalKeyboards"` (`true`,
    /// `false`), as every version wrote them, and `insetOnly` as
    /// `"nonLocalKeyboardPolicy": "insetOnly"`, which a reader that does not know it rejects rather
    /// than misreads.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch nonLocalKeyboardPolicy {
        case .ignore: try container.encode(true, forKey: .ignoresNonLocalKeyboards)
        case .avoid: try container.encode(false, forKey: .ignoresNonLocalKeyboards)
        case .insetOnly: try container.encode(nonLocalKeyboardPolicy, forKey: .nonLocalKeyboardPolicy)
        }
        try container.encode(minimumChange, forKey: .minimumChange)
    }
}

extension KeyboardTracker {
    private enum CodingKeys: String, CodingKey {
        case configuration, latest, reported, latestRevealsFocus, reportedRevealsFocus, otherAppsKeyboardShownSinceLocal
    }

    /// Decodes a tracker; `latestRevealsFocus` and `reportedRevealsFocus` are `true` when absent
    /// (every tracker written before the non-local policy), `otherAppsKeyboardShownSinceLocal` `false`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try container.decode(Configuration.self, forKey: .configuration)
        latest = try container.decode(KeyboardState.self, forKey: .latest)
        reported = try container.decode(KeyboardState.self, forKey: .reported)
        latestRevealsFocus = try container.decodeIfPresent(Bool.self, forKey: .latestRevealsFocus) ?? true
        reportedRevealsFocus = try container.decodeIfPresent(Bool.self, forKey: .reportedRevealsFocus) ?? true
        otherAppsKeyboardShownSinceLocal = try container.decodeIfPresent(Bool.self, forKey: .otherAppsKeyboardShownSinceLocal) ?? false
    }

    /// Encodes the tracker; whether its keyboards reveal the focus only when one does not, so that
    /// a tracker that never saw another app's keyboard is written as before.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(latest, forKey: .latest)
        try container.encode(reported, forKey: .reported)
        if !latestRevealsFocus { try container.encode(false, forKey: .latestRevealsFocus) }
        if !reportedRevealsFocus { try container.encode(false, forKey: .reportedRevealsFocus) }
        if otherAppsKeyboardShownSinceLocal { try container.encode(true, forKey: .otherAppsKeyboardShownSinceLocal) }
    }
}
