/// The content offsets a scroll view can rest at on one axis: `[lower, upper]`.
///
/// UIKit's range is `[−adjustedTop, contentHeight + adjustedBottom − viewportHeight]`, and when the
/// content is shorter than the viewport the upper end falls below the lower one; the scroll view
/// then rests at the lower end. ``init(lower:upper:)`` encodes that: `upper` is raised to `lower`.
public struct ScrollRange: Sendable, Hashable, Codable {
    /// The smallest offset.
    ///
    /// Setting it above ``upper`` raises ``upper`` to it.
    @FiniteCoordinate public var lower: Double {
        didSet { if upper < lower { upper = lower } }
    }
    /// The largest offset, never less than ``lower``.
    ///
    /// Setting it below ``lower`` sets it to ``lower``.
    @FiniteCoordinate public var upper: Double {
        didSet { if upper < lower { upper = lower } }
    }

    /// Creates a range; an `upper` below `lower` is raised to `lower`.
    ///
    /// - Parameters:
    ///   - lower: The smallest offset.
    ///   - upper: The largest offset.
    @inlinable @inline(__always)
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = Swift.max(FiniteCoordinate.sanitized(lower), FiniteCoordinate.sanitized(upper))
    }

    /// The vertical range of a scroll view:
    /// `[−adjustedTop, max(−adjustedTop, contentHeight + adjustedBottom − viewportHeight)]`.
    ///
    /// - Parameters:
    ///   - contentHeight: The content's height.
    ///   - viewportHeight: The scroll view's bounds height.
    ///   - adjustedTop: The top content inset in effect (the app's own, plus the safe area if the
    ///     scroll view adds it).
    ///   - adjustedBottom: The bottom content inset in effect.
    @inlinable @inline(__always)
    public init(contentHeight: Double, viewportHeight: Double, adjustedTop: Double, adjustedBottom: Double) {
        self.init(lower: -adjustedTop, upper: contentHeight + adjustedBottom - viewportHeight)
    }

    /// The offset limited to the range: `min(max(offset, lower), upper)`.
    ///
    /// - Parameter offset: Any offset.
    /// - Returns: The nearest offset in the range.
    @inlinable @inline(__always)
    public func clamp(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, lower), upper)
    }

    /// Whether the offset lies in the closed range.
    ///
    /// - Parameter offset: The offset to test.
    /// - Returns: `lower ≤ offset ≤ upper`.
    @inlinable
    public func contains(_ offset: Double) -> Bool {
        lower <= offset && offset <= upper
    }
}
