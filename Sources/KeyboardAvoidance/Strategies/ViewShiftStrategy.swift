/// View shift: move the root view up just enough that the focus, plus the margin, clears the
/// keyboard (seeds 000, 001 and 003, and React Native's `position`).
///
/// Computed in window space from the **resting** layout, so it is absolute: a second willShow
/// recomputes the same shift instead of adding to it (seed 003's `−=`), and hiding gives 0.
/// `translation = −max(0, min(T.maxY + m − keyboardTop, covered, T.minY − m − safeTop))` where `T`
/// is the focus in window coordinates, `covered` the keyboard's overlap with the root view (so a
/// root view that does not reach the screen's bottom, seed 001's blind spot, is handled), and
/// `safeTop` the top of the window's safe area: never more than the keyboard covers, and never so
/// far that the focus's top leaves the safe area — a target too tall to fit keeps its top visible.
///
/// The margin defaults to 10 pt; seed 001 used 5, and seed 003 kept the field's *top* 60 pt above
/// the keyboard, which for a 44 pt field is a margin of 16 below it.
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
                for: target, avoiding: keyboard.avoidedFrame(policy: layout.undockedPolicy), margin: layout.margin,
                safeTop: layout.windowSafeTop)
        }
        return KeyboardAdjustment(container: layout.restingInnermostContainer, rootViewTranslation: -shift)
    }
}
