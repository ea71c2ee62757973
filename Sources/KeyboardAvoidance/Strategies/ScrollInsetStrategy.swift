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
public struct ScrollInsetStrategy: KeyboardAvoidanceStrategy {
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
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: Insets and offsets for every scroll view around the focus, and the root view's
    ///   translation when ``shiftsRootViewForRemainder`` is set.
    /// - Complexity: O(c² + c·d) for c scroll views around the focus at depth up to d; no
    ///   allocation unless there are two or more.
    @inlinable
    public func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        var result = KeyboardAdjustment(container: nil)
        // The focus as the scroll views handled so far leave it: a rectangle in `space`, which has
        // scrolled by `scrolled` from its resting offset.
        var space = layout.focus.node
        var rect: LayoutRect? = layout.focus.rect
        var scrolled = 0.0
        let outermost = layout.outermostContainer
        let covered = outermost.flatMap { ContainerGeometry($0, in: layout, keyboard: keyboard) }.map { $0.obscuredHeight > 0 } ?? false
        var next = layout.innermostContainer
        while let container = next,
            let geometry = ContainerGeometry(container, in: layout, keyboard: keyboard, onScreen: container.node == outermost?.node)
        {
            let target = rect.flatMap {
                layout.hierarchy.convert($0.offsetBy(dx: 0, dy: -scrolled), from: .node(space), to: .node(container.node))
            }
            var adjusted = geometry.insetForKeyboard
            if revealsFocus, covered, let target {
                let range = geometry.range(bottomInset: adjusted.contentInsets.bottom, contentHeight: container.contentSize.height)
                adjusted.contentOffset.y = geometry.revealOffset(target, margin: layout.effectiveMargin, range: range)
            }
            if result.container == nil {
                result.container = adjusted
            } else {
                result.outerContainers.append(adjusted)
            }
            rect = target
            space = container.node
            scrolled = adjusted.contentOffset.y - geometry.offset.y
            next = layout.hierarchy.depth(of: container.node).flatMap { layout.nextContainer(shallowerThan: $0) }
        }
        if shiftsRootViewForRemainder, let rect,
            let target = layout.hierarchy.convert(rect.offsetBy(dx: 0, dy: -scrolled), from: .node(space), to: .window)
        {
            result.rootViewTranslation = -layout.shiftDistance(targetInWindow: target, keyboard: keyboard)
        }
        return result
    }
}
