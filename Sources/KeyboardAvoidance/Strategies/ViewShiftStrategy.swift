/// View shift: move the root view up just enough that the focus, plus its margin, clears the
/// keyboard, as the common "move the view up by the keyboard's height" snippets and React Native's
/// `position` behaviour do.
///
/// Computed in window space from the **resting** layout, so it is absolute: a second willShow
/// recomputes the same shift instead of adding to it (a snippet that writes `frame.origin.y −=`
/// moves the view twice), and hiding gives 0.
/// `translation = −max(0, min(T.maxY + m.bottom − keyboardTop, covered, T.minY − m.top − safeTop, rise))`
/// where `T` is the focus in window coordinates, `m` the margins, `covered` the keyboard's overlap
/// with the root view (so a root view that does not reach the screen's bottom — a sheet, a card —
/// is handled, where subtracting the keyboard's height moves it too far), `safeTop` the top of the
/// window's safe area or, lower, of the safe area the root view inherits (a bar of an ancestor, which
/// stays put when the root view moves; its own bars rise with it), and `rise` how
/// far a root view that starts below the window's top may rise before its top leaves the safe area
/// (no limit for a full-screen view): never more than the keyboard covers, never so far that the
/// focus's top leaves the safe area — a target too tall to fit keeps its top visible — and never
/// a sheet's top above the safe area (SPEC §10.5).
///
/// The margins default to 10 pt. Snippets in circulation use anything from 5 pt below the field to
/// keeping the field's *top* 60 pt above the keyboard (for a 44 pt field, a margin of 16 below it);
/// each is a value of ``AvoidanceLayout/margins``.
public struct ViewShiftStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Creates the strategy.
    public init() {}

    /// The view shift adjustment: the root view's translation; scroll views stay at rest.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The translation, with the innermost scroll view's resting values.
    /// - Complexity: O(1).
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let shift = layout.focusInWindow.map { Self.shift(of: layout, for: $0, avoiding: layout.avoidedFrame(of: keyboard)) } ?? 0
        return KeyboardAdjustment(
            container: layout.restingInnermostContainer, rootViewTranslation: -shift,
            ridingViewTranslation: layout.ridingViewTranslation(for: keyboard, rootViewTranslation: -shift))
    }

    /// How far the root view must move up so that a target clears the keyboard: the formula above,
    /// which scroll inset also uses for what its scroll views cannot absorb.
    ///
    /// With `R` the root view's frame in the window, `K` the keyboard's avoided frame, `T` the
    /// target and `m` the margins:
    /// ```
    /// covered     = R.maxY − (K ∩ R).minY     if K crosses R with positive width, else 0
    /// keyboardTop = R.maxY − covered
    /// shift       = max(0, min(T.maxY + m.bottom − keyboardTop,   // the target's bottom on the keyboard's top
    ///                          covered,                          // never more than the keyboard covers
    ///                          T.minY − m.top − safeTop,         // its top never above the safe area
    ///                          rise))                            // a sheet's top never above it either
    /// ```
    /// and 0 when the first bound is at most ε = ``ScrollViewport/visibilityTolerance``: a target
    /// whose bottom is within ε of the keyboard's top is shown, as the reveal takes it (SPEC §10.3),
    /// so rounding never moves the root view by an ulp.
    /// For a target too tall to fit, the third bound is the reveal's nearer-edge rule (SPEC §10.3)
    /// for a view that only rises: one below the band rises until its top reaches the safe top, one
    /// above it or covering it does not move. A focus outside the root view does not move with it,
    /// so the shift is 0 (``LayoutDiagnostic/focusOutsideRootView(_:rootView:)`` names it).
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared: the root view's frame, the safe top, the rise limit
    ///     (none for a root view that starts at the window's top) and the margins.
    ///   - target: The rectangle to clear the keyboard, in window coordinates.
    ///   - avoided: The keyboard's avoided frame in screen coordinates, or `nil`.
    /// - Returns: The distance to move up, in `[0, covered]`.
    static func shift(of layout: PreparedLayout, for target: LayoutRect, avoiding avoided: LayoutRect?) -> Double {
        let covered = layout.rootFrameInWindow.obscuredHeight(by: avoided)
        guard covered > 0, layout.focusMovesWithRootView else { return 0 }
        let keyboardTop = layout.rootFrameInWindow.rect.maxY - covered
        let margins = layout.margins
        let needed = target.maxY + margins.bottom - keyboardTop
        guard needed > ScrollViewport.visibilityTolerance else { return 0 }
        let shift = Swift.min(Swift.min(needed, covered), target.minY - margins.top - layout.safeTop)
        return Swift.max(0, layout.rootRiseLimit.map { Swift.min(shift, $0) } ?? shift)
    }
}
