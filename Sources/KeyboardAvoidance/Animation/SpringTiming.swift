/// The keyboard's own animation curve (raw value 7), approximated by a critically damped spring,
/// normalised so that it reaches exactly 1 at the end of the animation.
///
/// A critically damped spring released from 0 towards 1 moves as
/// `x(t) = 1 − (1 + ω·t)·e^(−ω·t)`, with `ω = √(stiffness / mass)`. Progress at time `t` of an
/// animation of duration `T` is `x(t) / x(T)`: it starts at 0 with zero velocity, rises steeply and
/// eases out, is strictly increasing, and is exactly 1 at `T`.
///
/// The parameters are those reported for the private curve: mass 3 and stiffness 1000, so
/// `ω = √(1000/3) ≈ 18.257 /s`. The damping reported with them (500) would make the spring
/// overdamped; the critically damped form used here (damping `2√(k·m) ≈ 109.5`) is the
/// approximation this library commits to, and is what SPEC.md documents.
internal enum SpringTiming {
    /// `√(1000 / 3)`, the undamped angular frequency of mass 3 on stiffness 1000, per second.
    static let angularFrequency: Double = (1000.0 / 3.0).squareRoot()

    /// The spring's displacement after `u = ω·t` radians, `1 − (1 + u)e^(−u)`; by its series
    /// `u²/2 − u³/3 + u⁴/8` below 10⁻³, where the direct form loses its digits to cancellation.
    static func displacement(_ u: Double) -> Double {
        if u < 1e-3 {
            return u * u * (0.5 - u * (1.0 / 3.0 - u * 0.125))
        }
        return 1 - (1 + u) * exponential(-u)
    }

    /// Progress at a time fraction in `[0, 1]` of an animation lasting `duration` seconds.
    static func progress(atFraction fraction: Double, duration: Double) -> Double {
        let end = displacement(angularFrequency * duration)
        guard end > 0 else { return fraction }
        return displacement(angularFrequency * duration * fraction) / end
    }
}
