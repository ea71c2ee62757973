/// The values a strategy sets on one scroll view.
///
/// All absolute: apply them as they are.
public struct ContainerAdjustment: Sendable, Hashable, Codable {
    /// The content offset to scroll to.
    public var contentOffset: LayoutPoint
    /// The `contentInset` to set: the app's own, plus any keyboard inset.
    public var contentInsets: LayoutInsets
    /// The scroll indicator insets to set: the app's own, plus the same keyboard inset.
    public var scrollIndicatorInsets: LayoutInsets
    /// The `contentSize` to set: the app's own, plus any growth.
    public var contentSize: LayoutSize

    /// Creates a container adjustment.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset to scroll to.
    ///   - contentInsets: The content insets to set.
    ///   - scrollIndicatorInsets: The scroll indicator insets to set.
    ///   - contentSize: The content size to set.
    @_transparent
    public init(contentOffset: LayoutPoint, contentInsets: LayoutInsets, scrollIndicatorInsets: LayoutInsets, contentSize: LayoutSize) {
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentSize = contentSize
    }

    /// The values a scroll view has at rest: its resting offset and the app's own insets and size.
    ///
    /// - Parameters:
    ///   - container: The scroll view.
    ///   - offset: Its resting content offset (its bounds origin).
    /// - Returns: The resting values.
    @_transparent
    public static func resting(_ container: ScrollContainer, offset: LayoutPoint) -> ContainerAdjustment {
        ContainerAdjustment(
            contentOffset: offset, contentInsets: container.contentInsets,
            scrollIndicatorInsets: container.scrollIndicatorInsets, contentSize: container.contentSize)
    }

    /// The values at `progress` of the way from `from` to `to`, field by field (see
    /// ``KeyboardAdjustment/interpolated(from:to:progress:)``).
    ///
    /// - Parameters:
    ///   - from: The values at progress 0.
    ///   - to: The values at progress 1.
    ///   - progress: The fraction of the way, clamped to `[0, 1]`; NaN counts as 0.
    /// - Returns: The interpolated values; exactly `from` at 0 and exactly `to` at 1.
    @inlinable
    public static func interpolated(from: ContainerAdjustment, to: ContainerAdjustment, progress: Double) -> ContainerAdjustment {
        let p = progress
        return ContainerAdjustment(
            contentOffset: LayoutPoint(
                x: lerp(from.contentOffset.x, to.contentOffset.x, p), y: lerp(from.contentOffset.y, to.contentOffset.y, p)),
            contentInsets: lerp(from.contentInsets, to.contentInsets, p),
            scrollIndicatorInsets: lerp(from.scrollIndicatorInsets, to.scrollIndicatorInsets, p),
            contentSize: LayoutSize(
                width: lerp(from.contentSize.width, to.contentSize.width, p),
                height: lerp(from.contentSize.height, to.contentSize.height, p)))
    }
}

/// `a + (b − a)·p` with `p` clamped to `[0, 1]` (NaN → 0), exactly `a` at 0 and exactly `b` at 1.
@inlinable
internal func lerp(_ a: Double, _ b: Double, _ progress: Double) -> Double {
    guard progress > 0 else { return a }  // also NaN
    guard progress < 1 else { return b }
    return a + (b - a) * progress
}

/// Edge-by-edge ``lerp(_:_:_:)`` of insets.
@inlinable
internal func lerp(_ a: LayoutInsets, _ b: LayoutInsets, _ progress: Double) -> LayoutInsets {
    LayoutInsets(
        top: lerp(a.top, b.top, progress), left: lerp(a.left, b.left, progress),
        bottom: lerp(a.bottom, b.bottom, progress), right: lerp(a.right, b.right, progress))
}
