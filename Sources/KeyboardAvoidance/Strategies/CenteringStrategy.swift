// Centring's formula: this file, Scrolling/ScrollChain.swift (the chain, the keyboard's inset, the
// ranges, the reveals) and Scrolling/ScrollViewport.swift (the reveal on one axis, here at the
// centre), on what Layout/PreparedLayout.swift prepares and the keyboard's overlap
// (Keyboard/ObscurableRegion.swift).

/// Centring: when the keyboard hides the focus, scroll so that the focus's centre is at the centre
/// of the visible area, as TPKeyboardAvoiding and a common "scroll the field to the middle"
/// snippet do.
///
/// The bottom inset grows as in ``ScrollInsetStrategy`` (so the end of the content can be
/// centred too), and the chain of scroll views hands the focus outward as there (SPEC §10.2). If
/// the focus, grown by the margin, is already inside the visible area of the keyboard's scroll view
/// at the resting offset (within ``ScrollViewport/visibilityTolerance``), nothing scrolls; otherwise the offset puts the middle of the grown focus
/// on the middle of the visible area (``RevealAlignment/center``), clamped to the scrollable range with the keyboard inset added (the snippet does
/// not clamp, so near the end of the content it scrolls past it, and it centres the field's *top*).
/// A focus taller than the visible area (margin included) is not centred, which would hide both
/// its edges: it is revealed as ``ScrollViewport/revealOffset(start:end:from:alignment:)``
/// reveals a target too tall to fit — the nearer edge aligned with the least scroll (its top when
/// it lies below the visible area, its bottom when above), and not moved when it already covers
/// the visible area.
///
/// The snippet's variant (the top of the focus at the centre) is not offered: for a field it leaves
/// the field lower than its centre would, closer to the keyboard, and for a tall text view the
/// caret rectangle — a better focus — makes top and centre the same.
///
/// Unlike TPKeyboardAvoiding, a focus that is already visible is left where it is: re-centring it
/// would move content the user can see and is about to type into.
public struct CenteringStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Creates the strategy.
    public init() {}

    /// The centring adjustment for the scroll views around the focus: scroll inset with the
    /// keyboard's scroll view aligning a hidden focus at ``RevealAlignment/center``.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The keyboard inset and the centring offsets.
    /// - Complexity: O(c + o) for c scroll views around the focus and o others; no allocation
    ///   unless there are two or more around it, or others.
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        var result = layout.chainAdjustment(
            avoiding: layout.avoidedFrame(of: keyboard), placement: .contentInsets, revealsFocus: true, alignment: .center
        ).adjustment
        result.ridingViewTranslation = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: 0)
        return result
    }
}
