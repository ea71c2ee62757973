// The keyboard between two frames of its animation, for evaluating a layout every frame (SPEC §8.1).

extension KeyboardState {
    /// The keyboard `progress` of the way from `from` to `to`: what it is at one frame of its
    /// animation, to evaluate a strategy on every frame (SPEC §8.1).
    ///
    /// Each of the frame's four edges is `a + (b − a)·p` with `p = clamp(progress, 0, 1)` (NaN → 0),
    /// so the result is exactly `from` at 0 and exactly `to` at 1, and every edge lies between its
    /// two ends and moves monotonically with `p`. The screen bounds are `from`'s before 1 and `to`'s
    /// at 1 (the two ends of one animation are on one screen). Drive it with
    /// ``KeyboardAnimation/progress(atElapsed:)``.
    ///
    /// Evaluating a strategy on the interpolated keyboard is not interpolating its results
    /// (``KeyboardAdjustment/interpolated(from:to:progress:)``): the two agree at 0 and 1, and in
    /// between only while no `max`, `min`, clamp or test in the strategy's formula changes side
    /// (SPEC §10.1).
    ///
    /// - Parameters:
    ///   - from: The keyboard at progress 0: where the animation starts.
    ///   - to: The keyboard at progress 1: where it ends.
    ///   - progress: The fraction of the way; NaN counts as 0, and values outside `[0, 1]` as the
    ///     nearer end.
    /// - Returns: The keyboard at that progress.
    public static func interpolated(from: KeyboardState, to: KeyboardState, progress: Double) -> KeyboardState {
        guard progress > 0 else { return from }  // also NaN
        guard progress < 1 else { return to }
        let (a, b) = (from.frame, to.frame)
        return KeyboardState(
            frame: LayoutRect(
                minX: interpolate(a.minX, b.minX, progress), minY: interpolate(a.minY, b.minY, progress),
                maxX: interpolate(a.maxX, b.maxX, progress), maxY: interpolate(a.maxY, b.maxY, progress)),
            screenBounds: from.screenBounds)
    }
}

extension KeyboardEvent {
    /// The keyboard `progress` of the way through this event's animation on a screen: from its
    /// begin frame to the keyboard its end frame gives.
    ///
    /// `KeyboardState.interpolated(from: begin, to: end, progress:)` with `begin` the begin frame on
    /// `screenBounds` and `end` the keyboard a ``KeyboardTracker`` on that screen takes from the
    /// event (SPEC §7, rule 2): the canonical hidden keyboard for a hide, or for an end frame whose
    /// placement is hidden, else the end frame. So progress 1 is exactly the tracker's keyboard
    /// for every event the tracker takes (not for one it drops: a frame change to `(0, 0, 0, 0)`,
    /// which carries no position, or another app's under `ignore`), and a hide lowers the keyboard's top edge to the screen's bottom (on the screen, what a
    /// keyboard sliding down shows). The begin frame is taken as
    /// given: for a show it is usually below the screen, which covers nothing (only the part on the
    /// screen counts, §6.3).
    ///
    /// - Parameters:
    ///   - progress: The fraction of the way, usually ``animation``'s
    ///     ``KeyboardAnimation/progress(atElapsed:)``; NaN counts as 0, values outside `[0, 1]` as
    ///     the nearer end.
    ///   - screenBounds: The screen's bounds, in screen coordinates.
    /// - Returns: The keyboard at that progress.
    public func keyboard(atProgress progress: Double, screenBounds: LayoutRect) -> KeyboardState {
        .interpolated(
            from: KeyboardState(frame: beginFrame, screenBounds: screenBounds), to: keyboardLeft(on: screenBounds), progress: progress)
    }

    /// The keyboard this event leaves on a screen (SPEC §7, rule 2): hidden on the screen for a hide
    /// or an end frame hidden there, else the end frame on the screen.
    internal func keyboardLeft(on screenBounds: LayoutRect) -> KeyboardState {
        let end = KeyboardState(frame: endFrame, screenBounds: screenBounds)
        return phase.isHide || end.placement == .hidden ? .hidden(screenBounds: screenBounds) : end
    }

    /// Whether this event carries no position (SPEC §7, rule 0): a frame change whose end frame is
    /// exactly `(0, 0, 0, 0)`, which iPadOS posts while a floating keyboard is dragged.
    internal var carriesNoPosition: Bool {
        endFrame == .zero && (phase == .willChangeFrame || phase == .didChangeFrame)
    }
}
