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
    @inlinable
    public init() {}

    /// The view shift adjustment: the root view's translation; scroll views stay at rest.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The translation, with the innermost scroll view's resting values.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        var shift = 0.0
        if let target = layout.focusInWindow {
            shift = layout.rootFrameInWindow.shiftDistance(
                for: target, avoiding: layout.avoidedFrame(of: keyboard), margins: layout.margins, safeTop: layout.safeTop,
                rise: layout.rootRiseLimit)
        }
        return KeyboardAdjustment(
            container: layout.restingInnermostContainer, rootViewTranslation: -shift,
            ridingViewTranslation: layout.ridingViewTranslation(for: keyboard, rootViewTranslation: -shift))
    }
}
