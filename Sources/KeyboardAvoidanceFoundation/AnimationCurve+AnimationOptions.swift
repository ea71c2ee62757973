import KeyboardAvoidance

extension AnimationCurve {
    /// The curve raw values `UIView.AnimationOptions` can carry: its curve field is 4 bits wide
    /// (bits 16–19), so 0 through 15.
    ///
    /// UIKit sends 7, the keyboard's curve, with keyboard notifications; ``KeyboardEvent`` rejects
    /// a notification whose curve lies outside this range.
    static let animationOptionsRawValues: ClosedRange<Int> = 0...15

    /// The curve as the raw value of `UIView.AnimationOptions`: the raw value shifted into the
    /// options' curve bits, 16–19.
    ///
    /// ```swift
    /// let options = UIView.AnimationOptions(rawValue: update.animation.curve.animationOptionsRawValue)
    /// ```
    ///
    /// For a raw value in 0...15 (every curve ``KeyboardEvent/init(notification:)`` accepts) this
    /// is `UInt(rawValue) << 16`. A curve made in code with any other raw value, negative or too
    /// large for the 4 bits, gives the keyboard's curve, `7 << 16`, rather than trapping or
    /// spilling into the options' other bits: the property is total and always lies within
    /// `0xF << 16`.
    public var animationOptionsRawValue: UInt {
        let field = Self.animationOptionsRawValues.contains(rawValue) ? UInt(truncatingIfNeeded: rawValue) : 7
        return field << 16
    }
}
