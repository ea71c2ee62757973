// The keyboard the avoider's values are for, and the animation it is in (SPEC §14.3).

extension KeyboardAvoider {
    /// What the answer to a keyboard input holds: the end values, for a toolkit that animates
    /// values, or the values at the animation's first frame, for an adapter that evaluates every
    /// frame (SPEC §14.3).
    ///
    /// The two forms differ in between the ends whenever a `max` or a clamp of the strategy changes
    /// side during the animation (SPEC §10.1): the keyboard's inset is `max(0, k − s)`, and a reveal
    /// stays put until the keyboard reaches the focus.
    public enum AnimationForm: String, Sendable, Hashable, Codable, CaseIterable {
        /// A keyboard input answers the end values, with the keyboard's animation, and the toolkit
        /// interpolates them (UIKit, inside `UIView.animate`). The default.
        case endValues
        /// A keyboard input answers the values for the keyboard at its animation's start — its
        /// begin values, usually nothing to change — with no animation, and every
        /// ``AvoidanceInput/keyboardFrame(progress:)`` then answers the values for the keyboard at
        /// that frame (Android's `WindowInsetsAnimation`, Flutter, a game loop, `CADisplayLink`).
        case perFrame
    }
}

/// A keyboard as the avoider evaluates it: where it is, and whether the focus may be revealed for
/// it (SPEC §7.1).
@usableFromInline internal struct PresentedKeyboard: Sendable, Hashable, Codable {
    /// The keyboard.
    @usableFromInline var keyboard: KeyboardState
    /// Whether the strategy's reveal is kept (`false` for another app's keyboard under inset-only,
    /// and for a keyboard that follows a drag).
    @usableFromInline var revealsFocus: Bool
    /// Whether the keyboard follows a drag: the scroll views keep the offsets they show (SPEC §14.3).
    @usableFromInline var followsDrag: Bool

    /// A keyboard as evaluated.
    @usableFromInline init(keyboard: KeyboardState, revealsFocus: Bool, followsDrag: Bool = false) {
        self.keyboard = keyboard
        self.revealsFocus = revealsFocus
        self.followsDrag = followsDrag
    }
}

/// The keyboard animation of the last keyboard input: from the keyboard the views showed when it
/// arrived to the tracker's reported keyboard after it.
@usableFromInline internal struct KeyboardTransition: Sendable, Hashable, Codable {
    /// The keyboard at progress 0.
    @usableFromInline var from: PresentedKeyboard
    /// The keyboard at progress 1.
    @usableFromInline var to: PresentedKeyboard

    /// A transition that stays at one keyboard.
    @usableFromInline init(at keyboard: PresentedKeyboard) {
        from = keyboard
        to = keyboard
    }

    /// A transition between two keyboards.
    @usableFromInline init(from: PresentedKeyboard, to: PresentedKeyboard) {
        self.from = from
        self.to = to
    }

    /// The keyboard at `progress` (SPEC §14.3): exactly ``from`` at 0 (and NaN, and below), exactly
    /// ``to`` at 1 (and above); in between ``KeyboardState/interpolated(from:to:progress:)``,
    /// revealing only when both ends do — another app's keyboard is never revealed for, at
    /// whichever end it is — and keeping the offsets shown when either end follows a drag.
    @usableFromInline func keyboard(atProgress progress: Double) -> PresentedKeyboard {
        guard progress > 0 else { return from }  // also NaN
        guard progress < 1 else { return to }
        return PresentedKeyboard(
            keyboard: .interpolated(from: from.keyboard, to: to.keyboard, progress: progress),
            revealsFocus: from.revealsFocus && to.revealsFocus, followsDrag: from.followsDrag || to.followsDrag)
    }
}
