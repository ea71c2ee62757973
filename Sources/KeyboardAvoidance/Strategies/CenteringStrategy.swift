/// Centring: when the keyboard hides the focus, scroll so that the focus's centre is at the centre
/// of the visible area, as TPKeyboardAvoiding and a common "scroll the field to the middle"
/// snippet do.
///
/// The bottom inset grows as in ``ScrollInsetStrategy`` (so the end of the content can be
/// centred too). If the focus, grown by the margin, is already inside the visible area at the
/// resting offset, nothing scrolls; otherwise the offset is
/// ``ScrollPrimitives/centeringOffset(middle:viewportHeight:hiddenTop:hiddenBottom:range:)`` of the
/// focus's middle, clamped to the scrollable range with the keyboard inset added (the snippet does
/// not clamp, so near the end of the content it scrolls past it, and it centres the field's *top*).
/// A focus taller than the visible area (margin included) is not centred, which would hide both
/// its edges: it is revealed as ``ScrollPrimitives/revealOffset(top:bottom:offset:viewportHeight:hiddenTop:hiddenBottom:range:)``
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
    @inlinable
    public init() {}

    /// The centring adjustment for the innermost scroll view around the focus.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The keyboard inset and the centring offset.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let avoided = layout.avoidedFrame(of: keyboard)
        let riding = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: 0)
        guard !layout.scrollViews.isEmpty else { return KeyboardAdjustment(container: nil, ridingViewTranslation: riding) }
        return KeyboardAdjustment(
            container: layout.scrollViews[0].centeringAdjustment(avoiding: avoided, margins: layout.margins),
            ridingViewTranslation: riding)
    }
}

extension PreparedContainer {
    /// The centring values for this scroll view (see ``CenteringStrategy``).
    @inlinable @inline(__always)
    internal func centeringAdjustment(avoiding avoided: LayoutRect?, margins: FocusMargins) -> ContainerAdjustment {
        let geometry = ContainerGeometry(self, obscuredHeight: obscuredHeight(by: avoided), onScreen: true)
        var adjusted = geometry.insetForKeyboard
        guard geometry.obscuredHeight > 0, let target = focus else { return adjusted }
        let visibleTop = offset.y + geometry.hiddenTop
        let visibleBottom = offset.y + size.height - geometry.hiddenBottom
        if target.minY - margins.top >= visibleTop && target.maxY + margins.bottom <= visibleBottom {
            return adjusted
        }
        let visibleHeight = size.height - geometry.hiddenTop - geometry.hiddenBottom
        if target.height + (margins.top + margins.bottom) > visibleHeight {
            // Too tall to centre: the reveal's rule for a target that cannot fit (the nearer edge,
            // or no movement when it already covers the visible area), in the same range.
            return geometry.revealing(target, in: adjusted, margins: margins)
        }
        adjusted.contentOffset.y = ScrollPrimitives.centeringOffset(
            middle: target.midY + (margins.bottom - margins.top) * 0.5, viewportHeight: size.height, hiddenTop: geometry.hiddenTop,
            hiddenBottom: geometry.hiddenBottom, range: geometry.range(of: adjusted))
        return adjusted
    }
}
