/// Scroll inset: add the keyboard's height to the scroll view's bottom content inset, and scroll
/// the least that reveals the focus — through every scroll view around it, innermost first.
///
/// This is Apple's "Managing the keyboard" approach and IQKeyboardManager's, done right:
///
/// - **Inset.** `contentInset.bottom = own.bottom + max(0, obscured − s)`, where `obscured` is the
///   keyboard's overlap with the scroll view (not the keyboard's height) and `s` is the safe-area
///   bottom when the scroll view adds its safe area (then the keyboard covers that band already),
///   else 0. Never less than the app's own inset, and exactly the app's own when the keyboard is
///   hidden. The scroll indicator inset's bottom gets the same addition.
/// - **Reveal.** ``ScrollPrimitives/revealOffset(top:bottom:offset:viewportHeight:hiddenTop:hiddenBottom:range:)``
///   from the resting offset, with the focus grown by the margin, the safe-area top and the larger
///   of the keyboard and the safe-area bottom hidden, in the range the new inset allows.
/// - **Nesting.** With several scroll views around the focus, each reveals the focus in turn from
///   the innermost outward, as the inner ones have left it, so what an inner scroll view cannot
///   absorb (its range ends) the next one takes, as `scrollRectToVisible` and Flutter's
///   `showOnScreen` bubble up. Only the **outermost** scroll view gets the keyboard inset and
///   reveals against the keyboard and the safe area: where an inner scroll view sits on screen
///   depends on how the outer ones scroll, so inner ones reveal the focus within their own bounds
///   with the app's own insets. That keeps every value independent of what the chain moves, so
///   the result is a fixpoint. With ``shiftsRootViewForRemainder``, whatever the outermost one
///   cannot absorb is taken by moving the root view, with the limits of ``ViewShiftStrategy``.
///
/// When the keyboard does not reach the outermost scroll view, every scroll view keeps its
/// resting offset and insets.
public struct ScrollInsetStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Whether the strategy scrolls to reveal the focus (`true`), or only sets the insets.
    public var revealsFocus: Bool
    /// Whether the root view moves up by what the scroll views cannot absorb.
    public var shiftsRootViewForRemainder: Bool

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - revealsFocus: Whether to scroll to reveal the focus; `true` by default.
    ///   - shiftsRootViewForRemainder: Whether to move the root view by what the scroll views
    ///     cannot absorb; `false` by default.
    @inlinable
    public init(revealsFocus: Bool = true, shiftsRootViewForRemainder: Bool = false) {
        self.revealsFocus = revealsFocus
        self.shiftsRootViewForRemainder = shiftsRootViewForRemainder
    }

    /// The scroll inset adjustment (see the type's description for the formulas).
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: Insets and offsets for every scroll view around the focus, and the root view's
    ///   translation when ``shiftsRootViewForRemainder`` is set.
    /// - Complexity: O(c) for c scroll views around the focus; no allocation unless there are two
    ///   or more.
    @inlinable
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let avoided = layout.avoidedFrame(of: keyboard)
        var (result, focusAfterScrolling) = Self.chainAdjustment(
            layout.scrollViews, avoiding: avoided, revealsFocus: revealsFocus, margins: layout.margins)
        if shiftsRootViewForRemainder, let target = layout.scrollViews.isEmpty ? layout.focusInWindow : focusAfterScrolling {
            result.rootViewTranslation = -layout.rootFrameInWindow.shiftDistance(
                for: target, avoiding: avoided, margins: layout.margins, safeTop: layout.safeTop, rise: layout.rootRiseLimit)
        }
        result.ridingViewTranslation = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: result.rootViewTranslation)
        return result
    }

    /// Every scroll view around the focus, innermost first (SPEC §10.2).
    ///
    /// Also returns where the focus ends up in window coordinates once they have scrolled (`nil`
    /// when it cannot be converted there).
    @usableFromInline
    internal static func chainAdjustment(
        _ scrollViews: [PreparedContainer], avoiding avoided: LayoutRect?, revealsFocus: Bool, margins: FocusMargins
    ) -> (KeyboardAdjustment, focusInWindow: LayoutRect?) {
        var result = KeyboardAdjustment(container: nil)
        guard let innermost = scrollViews.first, let outermost = scrollViews.last else { return (result, nil) }
        // Only the outermost scroll view meets the keyboard: its overlap, computed once.
        let outermostObscured = outermost.obscuredHeight(by: avoided)
        let revealing = revealsFocus && outermostObscured > 0
        // The focus as the scroll views handled so far leave it, in the last one's content
        // coordinates, and how far that one scrolled from its resting offset.
        var target = innermost.focus
        var scrolled = 0.0
        for (index, scrollView) in scrollViews.enumerated() {
            if index > 0 {
                if let inner = target, let fromInner = scrollView.fromInner {
                    target = inner.offsetBy(dx: 0, dy: -scrolled).applying(fromInner)
                } else {
                    target = nil
                }
            }
            let adjusted = scrollView.scrollInsetAdjustment(
                target: target, obscuredHeight: outermostObscured, isOutermost: index == scrollViews.count - 1,
                revealing: revealing, margins: margins)
            scrolled = adjusted.contentOffset.y - scrollView.offset.y
            if index == 0 {
                result.container = adjusted
            } else {
                result.outerContainers.append(adjusted)
            }
        }
        let focusInWindow = target.flatMap { target in outermost.toWindow.map { target.offsetBy(dx: 0, dy: -scrolled).applying($0) } }
        return (result, focusInWindow)
    }
}

extension PreparedContainer {
    /// One scroll view of the scroll-inset strategy: the keyboard inset added to the app's bottom
    /// insets, and, when `revealing`, the offset that reveals `target` (content coordinates) grown
    /// by the margins in the range the new inset allows.
    ///
    /// An inner scroll view of a chain (`isOutermost` false) leaves the safe area and the keyboard
    /// out (see ``ContainerGeometry``).
    @inlinable @inline(__always)
    internal func scrollInsetAdjustment(
        target: LayoutRect?, obscuredHeight: Double, isOutermost: Bool, revealing: Bool, margins: FocusMargins
    ) -> ContainerAdjustment {
        let geometry = ContainerGeometry(self, obscuredHeight: obscuredHeight, onScreen: isOutermost)
        let adjusted = geometry.insetForKeyboard
        guard revealing, let target else { return adjusted }
        return geometry.revealing(target, in: adjusted, margins: margins)
    }
}
