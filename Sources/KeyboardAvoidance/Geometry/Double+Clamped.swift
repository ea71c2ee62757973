extension Double {
    /// The value limited to `[lower, upper]`: `max(lower, min(self, upper))`; `lower` wins if
    /// the bounds cross.
    ///
    /// - Parameters:
    ///   - lower: The smallest result.
    ///   - upper: The largest result, unless it is below `lower`.
    /// - Returns: The clamped value.
    internal func clamped(to lower: Double, _ upper: Double) -> Double {
        Swift.max(lower, Swift.min(self, upper))
    }
}
