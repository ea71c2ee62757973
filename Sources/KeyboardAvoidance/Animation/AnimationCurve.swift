/// An animation curve, identified by UIKit's `UIView.AnimationCurve` raw value.
///
/// The four public UIKit curves and the keyboard's private curve 7 have names; any other raw value
/// is kept as it is (so nothing is lost in a round trip) and animates as ``easeInOut``, UIKit's
/// default curve. Encodes as the bare integer.
public struct AnimationCurve: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The `UIView.AnimationCurve` raw value.
    public let rawValue: Int

    /// Creates a curve from a raw value; every integer is accepted.
    ///
    /// - Parameter rawValue: The `UIView.AnimationCurve` raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Slow at both ends: the Bézier (0.42, 0, 0.58, 1).
    ///
    /// Raw value 0.
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// Slow at the start: the Bézier (0.42, 0, 1, 1).
    ///
    /// Raw value 1.
    public static let easeIn = AnimationCurve(rawValue: 1)
    /// Slow at the end: the Bézier (0, 0, 0.58, 1).
    ///
    /// Raw value 2.
    public static let easeOut = AnimationCurve(rawValue: 2)
    /// Constant speed.
    ///
    /// Raw value 3.
    public static let linear = AnimationCurve(rawValue: 3)
    /// The keyboard's own curve, undocumented raw value 7: a critically damped spring (see
    /// SPEC.md, "Animation").
    public static let keyboard = AnimationCurve(rawValue: 7)

    /// Whether the raw value is one of the five named curves.
    public var isKnown: Bool { [0, 1, 2, 3, 7].contains(rawValue) }

    /// The curve's name, or `curve N` for an unknown raw value.
    public var description: String {
        switch rawValue {
        case 0: "easeInOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        case 7: "keyboard"
        default: "curve \(rawValue)"
        }
    }
}

extension AnimationCurve {
    /// Decodes a curve from a bare integer.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the value is not an integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the curve as a bare integer.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
