// Blending two adjustments, for animating alongside the keyboard and for interactive dismissal.

extension KeyboardAdjustment {
    /// The adjustment at `progress` of the way from `from` to `to`, for animating alongside the
    /// keyboard and for interactive dismissal.
    ///
    /// Every number is `a + (b − a)·p` with `p = clamp(progress, 0, 1)` (NaN → 0); the result is
    /// exactly `from` at 0 and exactly `to` at 1. A container present on one side only, or outer
    /// chains of different lengths, switch to `to`'s at `p = 1` and keep `from`'s before.
    ///
    /// - Parameters:
    ///   - from: The adjustment at progress 0 (usually the one currently applied).
    ///   - to: The adjustment at progress 1.
    ///   - progress: The fraction of the way, for example ``KeyboardAnimation/progress(atElapsed:)``.
    /// - Returns: The interpolated adjustment.
    /// - Complexity: O(number of outer containers).
    public static func interpolated(from: KeyboardAdjustment, to: KeyboardAdjustment, progress: Double) -> KeyboardAdjustment {
        let container: ContainerAdjustment?
        if let a = from.container, let b = to.container {
            container = .interpolated(from: a, to: b, progress: progress)
        } else {
            container = progress >= 1 ? to.container : from.container
        }
        return KeyboardAdjustment(
            container: container, outerContainers: interpolated(from.outerContainers, to.outerContainers, progress),
            otherContainers: interpolated(from.otherContainers, to.otherContainers, progress),
            rootViewTranslation: interpolate(from.rootViewTranslation, to.rootViewTranslation, progress),
            rootViewBottomInset: interpolate(from.rootViewBottomInset, to.rootViewBottomInset, progress),
            ridingViewTranslation: interpolate(from.ridingViewTranslation, to.ridingViewTranslation, progress))
    }
}

extension KeyboardAdjustment {
    /// Two lists of scroll views' values blended pairwise when they are as long as each other;
    /// otherwise the first until `progress` reaches 1, then the second (SPEC §10.1).
    private static func interpolated(
        _ from: [ContainerAdjustment], _ to: [ContainerAdjustment], _ progress: Double
    ) -> [ContainerAdjustment] {
        guard from.count == to.count else { return progress >= 1 ? to : from }
        return zip(from, to).map { .interpolated(from: $0, to: $1, progress: progress) }
    }
}

extension ContainerAdjustment {
    /// The values at `progress` of the way from `from` to `to`, field by field (see
    /// ``KeyboardAdjustment/interpolated(from:to:progress:)``); the node is `to`'s at progress 1
    /// and `from`'s before (the two are the same scroll view whenever both come from one layout).
    ///
    /// - Parameters:
    ///   - from: The values at progress 0.
    ///   - to: The values at progress 1.
    ///   - progress: The fraction of the way, clamped to `[0, 1]`; NaN counts as 0.
    /// - Returns: The interpolated values; exactly `from` at 0 and exactly `to` at 1.
    public static func interpolated(from: ContainerAdjustment, to: ContainerAdjustment, progress: Double) -> ContainerAdjustment {
        let p = progress
        return ContainerAdjustment(
            node: p >= 1 ? to.node : from.node,
            contentOffset: LayoutPoint(
                x: interpolate(from.contentOffset.x, to.contentOffset.x, p), y: interpolate(from.contentOffset.y, to.contentOffset.y, p)),
            contentInsets: interpolate(from.contentInsets, to.contentInsets, p),
            scrollIndicatorInsets: interpolate(from.scrollIndicatorInsets, to.scrollIndicatorInsets, p),
            contentSize: LayoutSize(
                width: interpolate(from.contentSize.width, to.contentSize.width, p),
                height: interpolate(from.contentSize.height, to.contentSize.height, p)))
    }
}

/// `a + (b − a)·p` with `p` clamped to `[0, 1]` (NaN → 0), exactly `a` at 0 and exactly `b` at 1.
internal func interpolate(_ a: Double, _ b: Double, _ progress: Double) -> Double {
    guard progress > 0 else { return a }  // also NaN
    guard progress < 1 else { return b }
    return a + (b - a) * progress
}

/// Edge-by-edge ``interpolate(_:_:_:)`` of insets.
internal func interpolate(_ a: LayoutInsets, _ b: LayoutInsets, _ progress: Double) -> LayoutInsets {
    LayoutInsets(
        top: interpolate(a.top, b.top, progress), left: interpolate(a.left, b.left, progress),
        bottom: interpolate(a.bottom, b.bottom, progress), right: interpolate(a.right, b.right, progress))
}
