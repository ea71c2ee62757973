/// View shift: move the root view up just enough that the focus, plus its margin, clears the
/// keyboard, as the common "move the view up by the keyboard's height" snippets and React Native's
/// `position` behaviour do.
///
/// Computed in window space from the **resting** layout, so it is absolute: a second willShow
/// recomputes the same shift instead of adding to it (a snippet that writes `frame.origin.y −=`
/// moves the view twice), and hiding gives 0.
/// `translation = −max(0, min(T.maxY + m.bottom − K.minY, R.maxY − K.minY, T.minY − m.top − safeTop,
/// max(rise, T.maxY − K.minY)))` where `T` is the focus and `R` the root view in window coordinates,
/// `K` the keyboard there (its own top, even above the root view's: a short sheet wholly under the
/// keyboard rises until the field clears it), `m` the margins, `safeTop` the top of the window's
/// safe area or, lower, of the safe area the root view inherits (a bar of an ancestor, which stays
/// put when the root view moves; its own bars rise with it), and `rise` how far a root view that
/// starts below the window's top may rise before its top leaves the safe area (no limit for a
/// full-screen view): the root view's bottom never above the keyboard's top, the focus's top never
/// out of the safe area — a target too tall to fit keeps its top visible — and a sheet's top never
/// above the safe area unless the field itself would otherwise stay covered (SPEC §10.5).
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
    /// With `R` the root view's frame in the window, `K` the keyboard's avoided frame mapped into
    /// the window (used only when it covers part of `R` with positive width), `T` the target and
    /// `m` the margins:
    /// ```
    /// keyboardTop = K.minY                                        // not clipped to R: it may be above R's top
    /// shift       = max(0, min(T.maxY + m.bottom − keyboardTop,   // the target's bottom on the keyboard's top
    ///                          R.maxY − keyboardTop,             // the root's bottom never above the keyboard's top
    ///                          T.minY − m.top − safeTop,         // the target's top never above the safe area
    ///                          max(rise, T.maxY − keyboardTop))) // a sheet's top stays below the safe area
    ///                                                            // unless the target itself would stay covered
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
    /// - Returns: The distance to move up, at least 0 and at most `R.maxY − keyboardTop`.
    static func shift(of layout: PreparedLayout, for target: LayoutRect, avoiding avoided: LayoutRect?) -> Double {
        let root = layout.rootFrameInWindow
        guard let keyboardTop = root.coveringTop(of: avoided), layout.focusMovesWithRootView else { return 0 }
        let margins = layout.margins
        let needed = target.maxY + margins.bottom - keyboardTop
        guard needed > ScrollViewport.visibilityTolerance else { return 0 }
        let reach = root.rect.maxY - keyboardTop
        let shift = Swift.min(Swift.min(needed, reach), target.minY - margins.top - layout.safeTop)
        // A sheet's top gives way to the field (not to its margin): it rises past the safe area as
        // far as the target's own bottom needs to clear the keyboard.
        let rise = layout.rootRiseLimit.map { Swift.max($0, target.maxY - keyboardTop) }
        return Swift.max(0, rise.map { Swift.min(shift, $0) } ?? shift)
    }
}
