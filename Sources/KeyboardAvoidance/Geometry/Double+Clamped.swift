extension Double {
    /// The value limited to `[lower, upper]`: `max(lower, min(self, upper))`; `lower` wins if
    /// the bounds cross.
    @usableFromInline @_transparent
    internal func clamped(to lower: Double, _ upper: Double) -> Double {
        Swift.max(lower, Swift.min(self, upper))
    }
}
