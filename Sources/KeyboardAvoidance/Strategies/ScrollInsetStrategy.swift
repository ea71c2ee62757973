// Scroll inset's formula: this file (what it sets), Scrolling/ScrollChain.swift (the chain, the
// keyboard's inset, the ranges, the reveals) and Scrolling/ScrollViewport.swift (the reveal on one
// axis, at an alignment). They work on what Layout/PreparedLayout.swift prepares (the chain, which
// scroll view takes the keyboard, each one's settings) and on the keyboard's overlap of a region
// (Keyboard/ObscurableRegion.swift). With the remainder shift, what is left is view shift's
// formula, ViewShiftStrategy.swift, on the focus where the chain leaves it.

/// Scroll inset: add the keyboard's overlap to the scroll view's bottom content inset, and scroll
/// the least that reveals the focus — through every scroll view around it, innermost first.
///
/// This is Apple's "Managing the keyboard" approach and IQKeyboardManager's, done right:
///
/// - **Inset.** `contentInset.bottom = max(own.bottom, obscured − s)`, where `obscured` is the
///   keyboard's overlap with the scroll view (not the keyboard's height) and `s` is the safe-area
///   bottom when the scroll view adds its safe area (then the keyboard covers that band already),
///   else 0: the app's own bottom inset (a toolbar's room) is under the keyboard too, so the larger
///   of the two, not their sum. Never less than the app's own inset, and exactly the app's own when
///   the keyboard is hidden. The scroll indicator inset's bottom likewise, from its own bottom.
/// - **Reveal.** ``ScrollViewport/revealOffset(start:end:from:alignment:)``
///   from the resting offset, with the focus grown by the margin, the safe-area top and the larger
///   of the keyboard and the safe-area bottom hidden, in the range the new inset allows.
/// - **Nesting.** With several scroll views around the focus, each reveals the focus in turn from
///   the innermost outward, as the inner ones have left it, so what an inner scroll view cannot
///   absorb (its range ends) the next one takes, as `scrollRectToVisible` and Flutter's
///   `showOnScreen` bubble up. Only the **keyboard's scroll view** — the outermost, unless that is a pager or a carousel
///   around a vertical form, which keeps its vertical values — gets the keyboard inset and
///   reveals against the keyboard and the safe area: where an inner scroll view sits on screen
///   depends on how the outer ones scroll, so inner ones reveal the focus within their own bounds
///   with the app's own insets. That keeps every value independent of what the chain moves, so
///   the result is a fixpoint. With ``shiftsRootViewForRemainder``, whatever the chain
///   cannot absorb is taken by moving the root view, with the limits of ``ViewShiftStrategy``.
///
/// When the keyboard does not reach the keyboard's scroll view, every scroll view keeps its
/// resting offset and insets.
public struct ScrollInsetStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Whether the strategy scrolls to reveal the focus (`true`), or only sets the insets.
    public var revealsFocus: Bool
    /// Whether the root view moves up by what the scroll views cannot absorb.
    public var shiftsRootViewForRemainder: Bool
    /// Where the keyboard's scroll view puts a hidden focus: the least scroll by default
    /// (``RevealAlignment/leastScroll``), or a position in the visible band.
    public var alignment: RevealAlignment

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - revealsFocus: Whether to scroll to reveal the focus; `true` by default.
    ///   - shiftsRootViewForRemainder: Whether to move the root view by what the scroll views
    ///     cannot absorb; `false` by default.
    ///   - alignment: Where the keyboard's scroll view puts a hidden focus; the least scroll by default.
    public init(revealsFocus: Bool = true, shiftsRootViewForRemainder: Bool = false, alignment: RevealAlignment = .leastScroll) {
        self.revealsFocus = revealsFocus
        self.shiftsRootViewForRemainder = shiftsRootViewForRemainder
        self.alignment = alignment
    }

    /// The scroll inset adjustment (see the type's description for the formulas).
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: Insets and offsets for every scroll view around the focus, and the root view's
    ///   translation when ``shiftsRootViewForRemainder`` is set.
    /// - Complexity: O(c + o) for c scroll views around the focus and o others; no allocation
    ///   unless there are two or more around it, or others.
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let avoided = layout.avoidedFrame(of: keyboard)
        let chain = layout.chainAdjustment(avoiding: avoided, placement: .contentInsets, revealsFocus: revealsFocus, alignment: alignment)
        var result = chain.adjustment
        if shiftsRootViewForRemainder, let target = layout.focusInWindow(after: chain) {
            result.rootViewTranslation = -ViewShiftStrategy.shift(of: layout, for: target, avoiding: avoided)
        }
        result.ridingViewTranslation = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: result.rootViewTranslation)
        return result
    }
}

extension ScrollInsetStrategy {
    private enum CodingKeys: String, CodingKey { case revealsFocus, shiftsRootViewForRemainder, alignment }

    /// Decodes the strategy; `alignment` may be absent (the least scroll).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            revealsFocus: try container.decode(Bool.self, forKey: .revealsFocus),
            shiftsRootViewForRemainder: try container.decode(Bool.self, forKey: .shiftsRootViewForRemainder),
            alignment: try container.decodeIfPresent(RevealAlignment.self, forKey: .alignment) ?? .leastScroll)
    }

    /// Encodes the strategy, `alignment` only when it is not the least scroll.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revealsFocus, forKey: .revealsFocus)
        try container.encode(shiftsRootViewForRemainder, forKey: .shiftsRootViewForRemainder)
        if alignment != .leastScroll { try container.encode(alignment, forKey: .alignment) }
    }
}
