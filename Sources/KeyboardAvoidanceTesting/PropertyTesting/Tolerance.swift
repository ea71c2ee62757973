import KeyboardAvoidance

/// The tolerance of the geometry tests: two values agree when
/// `|a − b| ≤ absolute + relative · max(|a|, |b|)`.
///
/// The defaults, 1e-6 pt absolute and 1e-9 relative, allow the rounding of a few dozen
/// concatenated transforms on coordinates of thousands of points, and are a millionth of a pixel
/// on any display: far below anything layout could show.
public struct Tolerance: Sendable {
    /// The allowed difference near zero, in points.
    public var absolute: Double
    /// The allowed difference relative to the larger magnitude.
    public var relative: Double

    /// Creates a tolerance.
    public init(absolute: Double = 1e-6, relative: Double = 1e-9) {
        self.absolute = absolute
        self.relative = relative
    }

    /// The default geometry tolerance.
    public static let geometry = Tolerance()

    /// Whether two doubles agree.
    public func agrees(_ a: Double, _ b: Double) -> Bool {
        (a - b).magnitude <= absolute + relative * max(a.magnitude, b.magnitude)
    }

    /// Whether two points agree coordinate by coordinate.
    public func agrees(_ a: LayoutPoint, _ b: LayoutPoint) -> Bool {
        agrees(a.x, b.x) && agrees(a.y, b.y)
    }

    /// Whether two rectangles' standardized edges agree.
    public func agrees(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        agrees(a.minX, b.minX) && agrees(a.minY, b.minY) && agrees(a.maxX, b.maxX) && agrees(a.maxY, b.maxY)
    }

    /// Whether two sets of insets agree edge by edge.
    public func agrees(_ a: LayoutInsets, _ b: LayoutInsets) -> Bool {
        agrees(a.top, b.top) && agrees(a.left, b.left) && agrees(a.bottom, b.bottom) && agrees(a.right, b.right)
    }

    /// Whether two sizes agree dimension by dimension.
    public func agrees(_ a: LayoutSize, _ b: LayoutSize) -> Bool {
        agrees(a.width, b.width) && agrees(a.height, b.height)
    }

    /// Whether two scroll views' values agree: the same node, and every value within tolerance.
    public func agrees(_ a: ContainerAdjustment, _ b: ContainerAdjustment) -> Bool {
        a.node == b.node && agrees(a.contentOffset, b.contentOffset) && agrees(a.contentInsets, b.contentInsets)
            && agrees(a.scrollIndicatorInsets, b.scrollIndicatorInsets) && agrees(a.contentSize, b.contentSize)
    }
}

/// Fails the current property case unless the values agree within the tolerance.
public func requireClose(_ actual: Double, _ expected: Double, _ tolerance: Tolerance = .geometry, _ what: String = "")
    throws
{
    try require(tolerance.agrees(actual, expected), "\(what) \(actual) is not within tolerance of \(expected)")
}

/// Fails the current property case unless the points agree within the tolerance.
public func requireClose(_ actual: LayoutPoint, _ expected: LayoutPoint, _ tolerance: Tolerance = .geometry, _ what: String = "")
    throws
{
    try require(tolerance.agrees(actual, expected), "\(what) \(actual) is not within tolerance of \(expected)")
}

/// Fails the current property case unless the rectangles agree within the tolerance.
public func requireClose(_ actual: LayoutRect, _ expected: LayoutRect, _ tolerance: Tolerance = .geometry, _ what: String = "")
    throws
{
    try require(tolerance.agrees(actual, expected), "\(what) \(actual) is not within tolerance of \(expected)")
}
