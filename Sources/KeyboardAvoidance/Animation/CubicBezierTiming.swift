/// A CSS/Core Animation timing function: the cubic Bézier from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), read as progress y for time fraction x.
///
/// `x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³`, likewise `y(s)`. For a time fraction `f`, the
/// parameter `s` with `x(s) = f` is found by 52 steps of bisection on `[0, 1]` (x is increasing
/// when `x1, x2 ∈ [0, 1]`), which is accurate to 2⁻⁵² and — because every `f` takes the same
/// fixed sequence of comparisons — non-decreasing in `f`. The result is `y(s)`.
internal struct CubicBezierTiming: Sendable, Hashable {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    /// Progress for a time fraction already clamped to `[0, 1]`.
    func progress(atFraction fraction: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<52 {
            let middle = (low + high) * 0.5
            if Self.bezier(middle, x1, x2) < fraction {
                low = middle
            } else {
                high = middle
            }
        }
        return Self.bezier((low + high) * 0.5, y1, y2)
    }
}
