extension Double {
    /// The value limited to `[lower, upper]`: `max(lower, min(self, upper))`; `lower` wins if
    /// the bounds cross.
    @usableFromInline @_transparent
    internal func clamped(to lower: Double, _ upper: Double) -> Double {
        finiteMax(lower, Swift.min(self, upper))
    }
}

/// The larger of two numbers: `a > b ? a : b`.
///
/// For every pair of non-NaN values, including zeros of opposite signs, this is exactly
/// `Swift.max(a, b)`. It differs only when an argument is NaN (then it returns `b`), which the
/// library's finite values never are — and that difference is what lets it compile to a single
/// `maxsd` on x86-64 where `Swift.max` needs a compare and three logic operations.
/// (`Swift.min(a, b)`, `b < a ? b : a`, already compiles to a single `minsd`.)
@usableFromInline @_transparent
internal func finiteMax(_ a: Double, _ b: Double) -> Double {
    a > b ? a : b
}
