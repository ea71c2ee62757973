/// How the keyboard animates to its new frame: a duration and a curve, as the keyboard
/// notifications report them.
public struct KeyboardAnimation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The duration in seconds; 0 or less means the change is immediate.
    @FiniteCoordinate public var duration: Double
    /// The curve.
    public var curve: AnimationCurve

    /// Creates an animation.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds; NaN is 0 and infinities saturate (see
    ///     ``FiniteCoordinate``).
    ///   - curve: The curve.
    public init(duration: Double, curve: AnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// The keyboard's usual animation: 0.25 s on the keyboard curve.
    public static let keyboardDefault = KeyboardAnimation(duration: 0.25, curve: .keyboard)

    /// The animation as `DURATION s CURVE`, for example `0.25 s keyboard`.
    public var description: String { "\(duration) s \(curve)" }

    /// No animation: the change is immediate.
    public static let immediate = KeyboardAnimation(duration: 0, curve: .linear)

    /// Progress of the animation after `elapsed` seconds, in `[0, 1]`.
    ///
    /// With `f = clamp(elapsed / duration, 0, 1)`: 0 when `f = 0`, exactly 1 when `f = 1`, and in
    /// between the curve's value at `f` — `f` for ``AnimationCurve/linear``; the UIKit cubic
    /// Béziers for ``AnimationCurve/easeIn`` (0.42, 0, 1, 1), ``AnimationCurve/easeOut``
    /// (0, 0, 0.58, 1) and ``AnimationCurve/easeInOut`` (0.42, 0, 0.58, 1) and for any unknown
    /// curve; the normalised critically damped spring for ``AnimationCurve/keyboard``.
    /// Non-decreasing in `elapsed`. A duration of 0 or less gives 1 for any `elapsed ≥ 0`; a NaN
    /// `elapsed`, or a negative one, gives 0.
    ///
    /// - Parameter elapsed: Seconds since the animation started.
    /// - Returns: The fraction of the change to apply, in `[0, 1]`.
    /// - Complexity: O(1): at most 52 bisection steps for the Bézier curves.
    public func progress(atElapsed elapsed: Double) -> Double {
        guard elapsed >= 0 else { return 0 }  // also NaN
        guard duration > 0 else { return 1 }
        let fraction = Swift.min(elapsed / duration, 1)
        if fraction >= 1 { return 1 }
        if fraction <= 0 { return 0 }
        let value: Double
        switch curve.rawValue {
        case 3: value = fraction
        case 1: value = CubicBezierTiming(0.42, 0, 1, 1).progress(atFraction: fraction)
        case 2: value = CubicBezierTiming(0, 0, 0.58, 1).progress(atFraction: fraction)
        case 7: value = SpringTiming.progress(atFraction: fraction, duration: duration)
        default: value = CubicBezierTiming(0.42, 0, 0.58, 1).progress(atFraction: fraction)
        }
        return value.clamped(to: 0, 1)
    }
}
