/// The two scrolling steps every scroll-based strategy is composed of, on the vertical axis of a
/// scroll view's content space.
///
/// A **viewport** is described by its height `H` and the parts of it the user cannot see: a top
/// band `t` (the safe area) and a bottom band `b` (the keyboard, or the safe area, whichever
/// reaches higher). At content offset `y` the visible content is `[y + t, y + H − b]`.
public enum ScrollPrimitives {
    /// The minimal scroll that brings a target inside the visible part of a viewport.
    ///
    /// With the target `[top, bottom]` (already grown by the margin):
    /// ```
    /// lowest  = bottom − (H − b)     // the smallest offset that shows the bottom
    /// highest = top − t              // the largest offset that shows the top
    /// y'      = clamp(y, lowest, highest)   if lowest ≤ highest (the target fits)
    ///         = highest                     otherwise (align the top: typing starts there)
    /// result  = y                           if y' = y (already visible: nothing moves, even when
    ///                                       the resting offset lies outside the range)
    ///         = range.clamp(y')             otherwise
    /// ```
    /// A target already visible is not moved; otherwise the movement is the smallest that shows
    /// it. Applying the step to its own result changes nothing.
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
    @inlinable
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
    @inlinable @inline(__always)
    internal static func revealOffset(
        finiteTop top: Double, bottom: Double, offset: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double,
        range: ScrollRange
    ) -> Double {
        let lowest = bottom - (viewportHeight - hiddenBottom)
        let highest = top - hiddenTop
        let revealed = lowest <= highest ? Swift.min(Swift.max(offset, lowest), highest) : highest
        return revealed == offset ? offset : range.clamp(revealed)
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
    @inlinable @inline(__always)
    public static func centeringOffset(
        middle: Double, viewportHeight: Double, hiddenTop: Double, hiddenBottom: Double, range: ScrollRange
    ) -> Double {
        range.clamp(middle - (hiddenTop + (viewportHeight - hiddenTop - hiddenBottom) * 0.5))
    }
}
