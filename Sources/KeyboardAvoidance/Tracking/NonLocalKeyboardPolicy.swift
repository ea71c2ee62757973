/// What to do about a keyboard that belongs to another app sharing the screen (Split View, Slide
/// Over): an event whose ``KeyboardEvent/isLocal`` is `false` (SPEC §7).
///
/// Such a keyboard covers this app's content like any other, but nothing of this app is being
/// typed into, so there is no focus to bring into view. Apple's guidance is that content hidden by
/// another app's keyboard should stay reachable; ``insetOnly`` does that, and ``ignore`` — the
/// default — leaves the layout as it is. Under every policy another app's hide is dropped when
/// this app's own event came after that app's keyboard showed: a late hide, of a keyboard going
/// away as this app's came (SPEC §7 rule 1).
public enum NonLocalKeyboardPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Drop the event: the tracker keeps the keyboard it had, and nothing moves — but for its hide
    /// once its keyboard has shown since this app's last event, which hides the keyboard (no
    /// keyboard is on screen then).
    /// The default.
    case ignore
    /// Track the keyboard and inset for it without revealing: scroll views get the keyboard's
    /// inset (and content growth its taller content), so everything under the keyboard can be
    /// scrolled into view by the user, but nothing scrolls, shifts or moves towards the focus.
    ///
    /// The tracker reports such a keyboard with ``KeyboardUpdate/revealsFocus`` `false`; an
    /// adapter evaluates it with ``KeyboardAdjustment/withoutRevealing(in:)`` (the
    /// ``KeyboardAvoider`` does).
    case insetOnly
    /// Treat it as this app's own keyboard, but for its late hide: inset and reveal the focus. What
    /// `ignoresNonLocalKeyboards = false` meant before this policy existed.
    case avoid
}
