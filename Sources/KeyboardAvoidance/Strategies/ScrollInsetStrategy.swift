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
        if layout.chain.isEmpty && !shiftsRootViewForRemainder {
            // The common case first: one scroll view or none, nothing for the root view.
            return KeyboardAdjustment(
                container: layout.hasPrimary
                    ? layout.primary.scrollInsetAdjustment(avoiding: avoided, revealing: revealsFocus, margin: layout.margin) : nil,
                alreadyFiniteRootViewTranslation: 0, rootViewBottomInset: 0)
        }
        if !layout.chain.isEmpty {
            var (result, remainderTarget) = Self.chainAdjustment(
                chain: layout.chain, avoiding: avoided, revealsFocus: revealsFocus, margin: layout.margin)
            if shiftsRootViewForRemainder, let remainderTarget {
                result.rootViewTranslation = -layout.shiftDistance(targetInWindow: remainderTarget, avoiding: avoided)
            }
            return result
        }
        // One scroll view, or none. The adjustment is built in one expression at the end, which
        // lets the optimiser see that its empty array of outer containers needs no release.
        var container: ContainerAdjustment?
        // The focus in window coordinates as the scroll view leaves it, for the remainder.
        var remainderTarget: LayoutRect?
        if layout.hasPrimary {
            // One scroll view: it is the outermost, so it meets the keyboard and the safe area.
            let adjusted = layout.primary.scrollInsetAdjustment(avoiding: avoided, revealing: revealsFocus, margin: layout.margin)
            container = adjusted
            if shiftsRootViewForRemainder, let focus = layout.primary.focus, let toWindow = layout.primary.toWindow {
                let scrolled = adjusted.contentOffset.y - layout.primary.offset.y
                remainderTarget = focus.offsetBy(dx: 0, dy: -scrolled).applying(toWindow)
            }
        } else {
            remainderTarget = layout.focusInWindow
        }
        var translation = 0.0
        if shiftsRootViewForRemainder, let remainderTarget {
            translation = 0 - layout.shiftDistance(targetInWindow: remainderTarget, avoiding: avoided)  // never −0
        }
        return KeyboardAdjustment(container: container, alreadyFiniteRootViewTranslation: translation, rootViewBottomInset: 0)
    }

    /// A chain of nested scroll views, innermost first (SPEC §10.2), and the focus in window
    /// coordinates as they leave it.
    ///
    /// Out of line: it allocates the outer containers' array, and takes only the chain (one
    /// reference), so that calling it does not copy the prepared layout.
    @usableFromInline
    internal static func chainAdjustment(
        chain: [PreparedContainer], avoiding avoided: LayoutRect?, revealsFocus: Bool, margin: Double
    ) -> (KeyboardAdjustment, LayoutRect?) {
        guard let primary = chain.first, let outermost = chain.last else { return (KeyboardAdjustment(container: nil), nil) }
        // Only the outermost scroll view meets the keyboard: its overlap, computed once.
        let outermostObscured = outermost.obscuredHeight(avoiding: avoided)
        let revealing = revealsFocus && outermostObscured > 0
        // The focus as the scroll views handled so far leave it, in the last one's content
        // coordinates, and how far that one scrolled from its resting offset.
        var rect = primary.focus
        var result = KeyboardAdjustment(container: nil)
        var scrolled = 0.0
        var toWindow: LayoutTransform?
        for (index, prepared) in chain.enumerated() {
            if index > 0 {
                if let inner = rect, let fromInner = prepared.fromInner {
                    rect = inner.offsetBy(dx: 0, dy: -scrolled).applying(fromInner)
                } else {
                    rect = nil
                }
            }
            let adjusted = prepared.scrollInsetAdjustment(
                target: rect, obscuredHeight: outermostObscured, onScreen: index == chain.count - 1, revealing: revealing,
                margin: margin)
            scrolled = adjusted.contentOffset.y - prepared.offset.y
            toWindow = prepared.toWindow
            if index == 0 {
                result.container = adjusted
            } else {
                result.outerContainers.append(adjusted)
            }
        }
        guard let rect, let toWindow else { return (result, nil) }
        return (result, rect.offsetBy(dx: 0, dy: -scrolled).applying(toWindow))
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
