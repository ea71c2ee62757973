// Content growth's formula: this file, Scrolling/ScrollChain.swift (the chain, the growth, the
// ranges, the reveals) and Scrolling/ScrollViewport.swift (the reveal on one axis), on what
// Layout/PreparedLayout.swift prepares and the keyboard's overlap (Keyboard/ObscurableRegion.swift).

/// Content growth: make the scroll view's content taller by what the keyboard covers, and scroll
/// the least that reveals the focus — what a common snippet does by adding the keyboard's height
/// to a content-height constraint.
///
/// On the keyboard's scroll view around the focus (the outermost, unless that is a pager or a
/// carousel around a vertical form),
/// `contentSize.height = own.height + max(0, obscured − a·s − own.bottom)` with `s` the safe-area
/// bottom and `a` whether the scroll view adds the top and bottom of its safe area (then it can
/// already scroll that band into view, so growing by the raw keyboard overlap would leave `s`
/// points of slack), and `own.bottom` the app's bottom content inset, which lies under the keyboard
/// too (SPEC §10.2); the insets stay the app's own. The offset is the
/// reveal (``ScrollViewport/revealOffset(start:end:from:alignment:)``)
/// from the **resting** offset in the grown range, at ``alignment``. Scroll views inside it reveal
/// the focus within their own bounds first and hand on what they cannot absorb, as
/// ``ScrollInsetStrategy`` does (SPEC §10.2). Unlike the snippet, it starts from where the user
/// scrolled to (the snippet assumes offset 0), follows keyboard height changes (the snippet
/// ignores a second willShow), is absolute (the snippet's `+=` accumulates) and hides back to the
/// app's own size and offset.
public struct ContentGrowthStrategy: KeyboardAvoidanceStrategy, Hashable {
    /// Where the keyboard's scroll view puts a hidden focus: the least scroll by default.
    public var alignment: RevealAlignment

    /// Creates the strategy.
    ///
    /// - Parameter alignment: Where the keyboard's scroll view puts a hidden focus; the least
    ///   scroll by default.
    public init(alignment: RevealAlignment = .leastScroll) {
        self.alignment = alignment
    }

    /// The content growth adjustment for the scroll views around the focus.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The grown content size and the revealing offsets.
    /// - Complexity: O(c + o) for c scroll views around the focus and o others; no allocation
    ///   unless there are two or more around it, or others.
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        var result = layout.chainAdjustment(
            avoiding: layout.avoidedFrame(of: keyboard), placement: .contentHeight, revealsFocus: true, alignment: alignment
        ).adjustment
        result.ridingViewTranslation = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: 0)
        return result
    }
}

extension ContentGrowthStrategy: Codable {
    private enum CodingKeys: String, CodingKey { case alignment }

    /// Decodes the strategy; `alignment` may be absent (the least scroll), so `{}` decodes.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(alignment: try container.decodeIfPresent(RevealAlignment.self, forKey: .alignment) ?? .leastScroll)
    }

    /// Encodes the strategy, `alignment` only when it is not the least scroll (so the default
    /// encodes as `{}`).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if alignment != .leastScroll { try container.encode(alignment, forKey: .alignment) }
    }
}
