/// A two-dimensional affine transform, with the matrix layout and semantics of
/// `CGAffineTransform`.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. All six components are finite
/// (see ``FiniteCoordinate``), and ``apply(to:)`` saturates its result, so applying a transform
/// never produces a non-finite value. Encodes as `{"a": …, "b": …, "c": …, "d": …, "tx": …, "ty": …}`.
///
/// The core module imports nothing, not even the C maths library, so it offers no rotation by
/// an arbitrary angle; build one from its cosine and sine
/// (`LayoutTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)`) or convert a
/// `CGAffineTransform` with the Foundation bridge. Quarter turns are exact with
/// ``init(quarterTurns:)``.
public struct LayoutTransform: Sendable, Hashable, Codable {
    /// The horizontal scale component: how much x contributes to x'.
    @FiniteCoordinate public var a: Double
    /// How much x contributes to y'.
    @FiniteCoordinate public var b: Double
    /// How much y contributes to x'.
    @FiniteCoordinate public var c: Double
    /// The vertical scale component: how much y contributes to y'.
    @FiniteCoordinate public var d: Double
    /// The horizontal translation.
    @FiniteCoordinate public var tx: Double
    /// The vertical translation.
    @FiniteCoordinate public var ty: Double

    /// Creates a transform from its six components.
    ///
    /// - Parameters:
    ///   - a: How much x contributes to x'.
    ///   - b: How much x contributes to y'.
    ///   - c: How much y contributes to x'.
    ///   - d: How much y contributes to y'.
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a translation: `(x, y) ↦ (x + tx, y + ty)`.
    ///
    /// - Parameters:
    ///   - x: The horizontal translation.
    ///   - y: The vertical translation.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Creates a scale about the origin: `(x, y) ↦ (sx·x, sy·y)`.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Creates an exact rotation by a whole number of quarter turns about the origin.
    ///
    /// With y growing downward, a positive quarter turn is clockwise on screen, as
    /// `CGAffineTransform(rotationAngle: .pi / 2)` is: `(x, y) ↦ (−y, x)`. The components are
    /// exactly 0 and ±1, with no rounding from a cosine.
    ///
    /// - Parameter quarterTurns: The number of quarter turns; any integer, reduced modulo 4.
    public init(quarterTurns: Int) {
        switch quarterTurns & 3 {
        case 1: self.init(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        case 2: self.init(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
        case 3: self.init(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
        default: self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The determinant of the linear part: `a·d − b·c`.
    ///
    /// Zero for a transform that collapses the plane onto a line or a point.
    public var determinant: Double { a * d - b * c }

    /// Maps a point: `(a·x + c·y + tx, b·x + d·y + ty)`, saturated.
    ///
    /// - Parameter point: The point to map.
    /// - Returns: The mapped point.
    /// - Complexity: O(1).
    public func apply(to point: LayoutPoint) -> LayoutPoint {
        LayoutPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The transform that applies `self` first and `other` second.
    ///
    /// As `CGAffineTransform.concatenating(_:)`: `self.concatenating(other).apply(to: p)` equals
    /// `other.apply(to: self.apply(to: p))` up to rounding. In matrix form, `self × other` with
    /// row vectors:
    /// `a' = a·o.a + b·o.c`, `b' = a·o.b + b·o.d`, `c' = c·o.a + d·o.c`, `d' = c·o.b + d·o.d`,
    /// `tx' = tx·o.a + ty·o.c + o.tx`, `ty' = tx·o.b + ty·o.d + o.ty`; each saturated.
    ///
    /// - Parameter other: The transform to apply after this one.
    /// - Returns: The combined transform.
    public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
        LayoutTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The transform that undoes this one, or `nil` when there is none.
    ///
    /// With `det = a·d − b·c`: `a' = d/det`, `b' = −b/det`, `c' = −c/det`, `d' = a/det`,
    /// `tx' = (c·ty − d·tx)/det`, `ty' = (b·tx − a·ty)/det`.
    /// The result is `nil` — never a matrix of NaN or infinities — when `det` is zero, or when any
    /// component of the inverse would not be finite or would exceed
    /// ``FiniteCoordinate/coordinateLimit`` (a transform so close to singular that its inverse
    /// could not be represented without saturating).
    ///
    /// - Returns: The inverse transform, or `nil` if this transform is not invertible.
    public func inverted() -> LayoutTransform? {
        let det = determinant
        guard det != 0 else { return nil }
        let inverseA = d / det
        let inverseB = -b / det
        let inverseC = -c / det
        let inverseD = a / det
        let inverseTX = (c * ty - d * tx) / det
        let inverseTY = (b * tx - a * ty) / det
        let limit = FiniteCoordinate.coordinateLimit
        guard inverseA.magnitude <= limit, inverseB.magnitude <= limit,
            inverseC.magnitude <= limit, inverseD.magnitude <= limit,
            inverseTX.magnitude <= limit, inverseTY.magnitude <= limit
        else { return nil }
        return LayoutTransform(a: inverseA, b: inverseB, c: inverseC, d: inverseD, tx: inverseTX, ty: inverseTY)
    }
}
