/// The two scrolling steps every scroll-based strategy is composed of, on the vertical axis of a
/// scroll view's content space.
///
/// A **viewport** is described by its height `H` and the parts of it the user cannot see: a top
/// band `t` (the safe area) and a bottom band `b` (the keyboard, or the safe area, whichever
/// reaches higher). At content offset `y` the visible content is `[y + t, y + H − b]`.
public enum ScrollPrimitives {
    /// The minimal scroll that brings a target inside the visible part of a viewport, or — for a
    /// target taller than that part — makes it fill the visible part.
    ///
    /// With the target `[top, bottom]` (already grown by the margin):
    /// ```
    /// lowest  = bottom − (H − b)     // the offset that puts the bottom on the visible bottom
    /// highest = top − t              // the offset that puts the top on the visible top
    /// y'      = clamp(y, lowest, highest)   if lowest ≤ highest (the target fits)
    ///         = clamp(y, highest, lowest)   otherwise (too tall: the nearer edge aligned)
    ///         — that is, y' = clamp(y, min(lowest, highest), max(lowest, highest))
    /// result  = y                           if y' = y (already visible, or a too-tall target
    ///                                       already filling the visible part: nothing moves,
    ///                                       even when the resting offset lies outside the range)
    ///         = range.clamp(y')             otherwise
    /// ```
    /// A target that fits is shown with the least movement. A target too tall to fit moves the
    /// least that makes it cover the whole visible part: one below it has its top aligned, one
    /// above it its bottom, and one already covering it does not move — the part the user is
    /// working in stays in view, as Flutter's `showInViewport` and Compose's `bringIntoView` do.
    /// Applying the step to its own result changes nothing.
    ///
    /// - Parameters:
    ///   - top: The target's top edge in content coordinates, margin included.
    ///   - bottom: The target's bottom edge in content coordinates, margin included.
    ///   - offset: The current content offset `y`.
    ///   - viewportHeight: `H`, the scroll view's bounds height.
    ///   - hiddenTop: `t`, the hidden band at the top of the viewport.
    ///   - hiddenBottom: `b`, the hidden band at the bottom of the viewport.
    ///   - range: The offsets the scroll view can rest at.
    /// - Returns: The new content offset. Every argument goes through the finite-number policy
    ///   first (``FiniteCoordinate/sanitized(_:)``), so the result is always finite.
    /// - Complexity: O(1).
    public static func revealOffset(
        top: Double, bottom: Double, offset: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double,
        range: ScrollRange
    ) -> Double {
        revealOffset(
            finiteTop: FiniteCoordinate.sanitized(top), bottom: FiniteCoordinate.sanitized(bottom),
            offset: FiniteCoordinate.sanitized(offset), viewportHeight: FiniteCoordinate.sanitized(viewportHeight),
            hiddenTop: FiniteCoordinate.sanitized(hiddenTop), hiddenBottom: FiniteCoordinate.sanitized(hiddenBottom), range: range)
    }

    /// The formula of ``revealOffset(top:bottom:offset:viewportHeight:hiddenTop:hiddenBottom:range:)``
    /// for arguments that are already finite — the strategies' prepared values and sums of a few
    /// of them — which the public form's sanitizing would leave as they are.
    internal static func revealOffset(
        finiteTop top: Double, bottom: Double, offset: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double,
        range: ScrollRange
    ) -> Double {
        let lowest = bottom - (viewportHeight - hiddenBottom)
        let highest = top - hiddenTop
        // Between the two alignments, in whichever order they come: the offsets that show the whole
        // target when it fits, those at which it covers the visible part when it is too tall.
        let revealed = Swift.min(Swift.max(offset, Swift.min(lowest, highest)), Swift.max(lowest, highest))
        return revealed == offset ? offset : range.clamp(revealed)
    }

    /// The scroll that reveals a target at an alignment in the visible part of a viewport
    /// (``RevealAlignment``).
    ///
    /// With `lowest` and `highest` as in the least-scroll reveal:
    /// ```
    /// result = revealOffset(…)                        if alignment.position is nil, or the target
    ///                                                 is too tall (lowest > highest)
    ///        = y                                      if lowest ≤ y ≤ highest (already visible)
    ///                                                 and not alignment.realignsVisibleTarget
    ///        = range.clamp(highest + p·(lowest − highest))   otherwise, p = alignment.position
    /// ```
    ///
    /// - Parameters:
    ///   - top: The target's top edge in content coordinates, margin included.
    ///   - bottom: The target's bottom edge in content coordinates, margin included.
    ///   - offset: The current content offset `y`.
    ///   - viewportHeight: `H`, the scroll view's bounds height.
    ///   - hiddenTop: `t`, the hidden band at the top of the viewport.
    ///   - hiddenBottom: `b`, the hidden band at the bottom of the viewport.
    ///   - range: The offsets the scroll view can rest at.
    ///   - alignment: Where the target lands.
    /// - Returns: The new content offset; every argument goes through the finite-number policy
    ///   first, so the result is always finite.
    /// - Complexity: O(1).
    public static func revealOffset(
        top: Double, bottom: Double, offset: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double,
        range: ScrollRange, alignment: RevealAlignment
    ) -> Double {
        revealOffset(
            finiteTop: FiniteCoordinate.sanitized(top), bottom: FiniteCoordinate.sanitized(bottom),
            offset: FiniteCoordinate.sanitized(offset), viewportHeight: FiniteCoordinate.sanitized(viewportHeight),
            hiddenTop: FiniteCoordinate.sanitized(hiddenTop), hiddenBottom: FiniteCoordinate.sanitized(hiddenBottom), range: range,
            alignment: alignment)
    }

    /// The formula of the public aligned reveal for arguments that are already finite.
    internal static func revealOffset(
        finiteTop top: Double, bottom: Double, offset: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double,
        range: ScrollRange, alignment: RevealAlignment
    ) -> Double {
        let lowest = bottom - (viewportHeight - hiddenBottom)
        let highest = top - hiddenTop
        guard let position = alignment.position, lowest <= highest else {
            return revealOffset(
                finiteTop: top, bottom: bottom, offset: offset, viewportHeight: viewportHeight, hiddenTop: hiddenTop,
                hiddenBottom: hiddenBottom, range: range)
        }
        if !alignment.realignsVisibleTarget && lowest <= offset && offset <= highest { return offset }
        return range.clamp(highest + position * (lowest - highest))
    }

    /// The scroll that puts a target's centre at the centre of the visible part of a viewport.
    ///
    /// `result = range.clamp(middle − (t + (H − t − b) / 2))`.
    ///
    /// - Parameters:
    ///   - middle: The target's vertical centre in content coordinates.
    ///   - viewportHeight: `H`, the scroll view's bounds height.
    ///   - hiddenTop: `t`, the hidden band at the top of the viewport.
    ///   - hiddenBottom: `b`, the hidden band at the bottom of the viewport.
    ///   - range: The offsets the scroll view can rest at.
    /// - Returns: The new content offset, always in the range (see ``ScrollRange/clamp(_:)``).
    /// - Complexity: O(1).
    public static func centeringOffset(
        middle: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double, range: ScrollRange
    ) -> Double {
        range.clamp(middle - (hiddenTop + (viewportHeight - hiddenTop - hiddenBottom) * 0.5))
    }
}
