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
    @_transparent
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let avoided = keyboard.avoidedFrame(policy: layout.undockedPolicy)
        guard layout.hasSingleScrollView && !shiftsRootViewForRemainder else {
            return Self.chainAdjustment(
                layout.remainder, avoiding: avoided, revealsFocus: revealsFocus, shiftsRootView: shiftsRootViewForRemainder)
        }
        // The common case, inlined: one scroll view, nothing for the root view.
        return KeyboardAdjustment(
            container: layout.primary.scrollInsetAdjustment(avoiding: avoided, revealing: revealsFocus, margin: layout.margin),
            alreadyFiniteRootViewTranslation: 0, rootViewBottomInset: 0)
    }

    /// The general case: every scroll view around the focus, and the root-view remainder.
    ///
    /// The scroll views are handled innermost first (SPEC §10.2). For one scroll view and no
    /// remainder it gives exactly what the inlined path gives.
    ///
    /// Out of line, and reading only the prepared layout's out-of-line part (one reference), so
    /// that the common case inlines small and never copies the layout.
    @usableFromInline
    internal static func chainAdjustment(
        _ remainder: [PreparedRemainder], avoiding avoided: LayoutRect?, revealsFocus: Bool, shiftsRootView: Bool
    ) -> KeyboardAdjustment {
        guard let remainder = remainder.first else { return KeyboardAdjustment(container: nil) }
        var result = KeyboardAdjustment(container: nil)
        // The focus in window coordinates as the scroll views leave it, for the remainder.
        var remainderTarget = remainder.focusInWindow
        if let primary = remainder.chain.first, let outermost = remainder.chain.last {
            // Only the outermost scroll view meets the keyboard: its overlap, computed once.
            let outermostObscured = outermost.obscuredHeight(avoiding: avoided)
            let revealing = revealsFocus && outermostObscured > 0
            // The focus as the scroll views handled so far leave it, in the last one's content
            // coordinates, and how far that one scrolled from its resting offset.
            var rect = primary.focus
            var scrolled = 0.0
            var toWindow: LayoutTransform?
            for (index, prepared) in remainder.chain.enumerated() {
                if index > 0 {
                    if let inner = rect, let fromInner = prepared.fromInner {
                        rect = inner.offsetBy(dx: 0, dy: -scrolled).applying(fromInner)
                    } else {
                        rect = nil
                    }
                }
                let adjusted = prepared.scrollInsetAdjustment(
                    target: rect, obscuredHeight: outermostObscured, onScreen: index == remainder.chain.count - 1,
                    revealing: revealing, margin: remainder.margin)
                scrolled = adjusted.contentOffset.y - prepared.offset.y
                toWindow = prepared.toWindow
                if index == 0 {
                    result.container = adjusted
                } else {
                    result.outerContainers.append(adjusted)
                }
            }
            remainderTarget = rect.flatMap { rect in toWindow.map { rect.offsetBy(dx: 0, dy: -scrolled).applying($0) } }
        }
        if shiftsRootView, let remainderTarget {
            result.rootViewTranslation = -PreparedLayout.shiftDistance(
                targetInWindow: remainderTarget, avoiding: avoided, rootInWindow: remainder.rootInWindow, safeTop: remainder.safeTop,
                margin: remainder.margin)
        }
        return result
    }
}

extension PreparedContainer {
    /// The scroll-inset values of a scroll view that is the only one around the focus.
    @usableFromInline @_transparent
    internal func scrollInsetAdjustment(avoiding avoided: LayoutRect?, revealing: Bool, margin: Double) -> ContainerAdjustment {
        let obscured = obscuredHeight(avoiding: avoided)
        return scrollInsetAdjustment(
            target: focus, obscuredHeight: obscured, onScreen: true, revealing: revealing && obscured > 0, margin: margin)
    }

    /// One scroll view of the scroll-inset strategy: the keyboard inset added to the app's bottom
    /// insets, and, when `revealing`, the offset that reveals `target` (content coordinates) grown
    /// by `margin` in the range the new inset allows.
    ///
    /// With `onScreen` false (an inner scroll view of a chain) the safe area and the keyboard are
    /// left out (see ``ContainerGeometry``).
    @usableFromInline @_transparent
    internal func scrollInsetAdjustment(
        target: LayoutRect?, obscuredHeight: Double, onScreen: Bool, revealing: Bool, margin: Double
    ) -> ContainerAdjustment {
        let geometry = ContainerGeometry(self, obscuredHeight: obscuredHeight, onScreen: onScreen)
        var adjusted = geometry.insetForKeyboard
        if revealing, let target {
            let range = geometry.range(bottomInset: adjusted.contentInsets.bottom, contentHeight: container.contentSize.height)
            adjusted.contentOffset.storedY = FiniteCoordinate.saturated(geometry.revealOffset(target, margin: margin, range: range))
        }
        return adjusted
    }
}
