/// A `Double` that is always finite and within ``coordinateLimit``: the numeric policy of every
/// geometry value in KeyboardAvoidance.
///
/// Keyboard frames come from the system and layouts from apps in every state of half-layout, so
/// the geometry types accept any `Double` and store a finite one:
///
/// | input | stored |
/// | --- | --- |
/// | NaN | `0` |
/// | `+infinity`, or greater than ``coordinateLimit`` | ``coordinateLimit`` |
/// | `-infinity`, or less than `-coordinateLimit` | `-coordinateLimit` |
/// | `-0.0` | `0.0` |
/// | anything else | unchanged |
///
/// Because every stored value is at most 10¹² in magnitude, sums and products of a few of them
/// stay far from overflow, and every geometry operation re-applies the same policy to its result
/// (saturating arithmetic). Nothing non-finite can come out.
@propertyWrapper
public struct FiniteCoordinate: Sendable, Hashable {
    /// The largest magnitude a coordinate may have: 10¹² points.
    ///
    /// A trillion points is far beyond any screen or scrollable content (a million rows of 44 pt
    /// is 4.4 × 10⁷), yet small enough that the product of two coordinates (10²⁴) is exact to
    /// twelve significant digits and far from `Double.greatestFiniteMagnitude`.
    public static let coordinateLimit: Double = 1e12

    @usableFromInline
    internal var storage: Double

    /// The finite value.
    public var wrappedValue: Double {
        @inlinable get { storage }
        @inlinable set { storage = Self.sanitized(newValue) }
    }

    /// Stores `wrappedValue` after applying the finite-number policy.
    ///
    /// - Parameter wrappedValue: Any `Double`, including NaN and the infinities.
    @_transparent
    public init(wrappedValue: Double) {
        storage = Self.sanitized(wrappedValue)
    }

    /// Applies the finite-number policy to one value.
    ///
    /// `sanitized(v) = 0 if v is NaN, else clamp(v, −limit, limit) + 0.0` (the `+ 0.0` turns
    /// `-0.0` into `0.0`).
    ///
    /// - Parameter value: Any `Double`.
    /// - Returns: A finite value in `[-coordinateLimit, coordinateLimit]`, never `-0.0`.
    @_transparent
    public static func sanitized(_ value: Double) -> Double {
        // Written as three selects so that it compiles without branches (a compare-and-mask,
        // `maxsd` and `minsd` on x86-64): it runs on every value the strategies produce. The
        // `+ 0.0` comes first — the clamp cannot make a −0 — so that the optimiser does not copy
        // it into the clamp's arms, which keeps it from using `minsd`.
        let number = (value == value ? value : 0) + 0.0  // NaN is the one value not equal to itself
        let atLeast = number > -coordinateLimit ? number : -coordinateLimit
        return atLeast < coordinateLimit ? atLeast : coordinateLimit
    }
}

extension FiniteCoordinate {
    /// ``sanitized(_:)`` for a value that cannot be NaN — a sum, difference or product of finite
    /// values, or a minimum or maximum of them: `clamp(v, −limit, limit) + 0.0`, the same result
    /// as ``sanitized(_:)`` for every such value, without the NaN test.
    ///
    /// The strategies' arithmetic on prepared values uses it; public initialisers and setters,
    /// which accept any `Double`, use ``sanitized(_:)``.
    @usableFromInline @_transparent
    internal static func saturated(_ value: Double) -> Double {
        // `+ 0.0` first, as in `sanitized`: the clamp then compiles to `maxsd` and `minsd`.
        Swift.min(finiteMax(value + 0.0, -coordinateLimit), coordinateLimit)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a coordinate through ``FiniteCoordinate``: a finite number, saturated at the limit;
    /// NaN and the infinities are an error that names `key`.
    internal func decodeFiniteCoordinate(forKey key: Key) throws -> Double {
        try decode(FiniteCoordinate.self, forKey: key).wrappedValue
    }
}

extension FiniteCoordinate: Codable {
    /// Decodes a number, rejecting a non-finite one with an error that names the field.
    ///
    /// Finite values go through ``sanitized(_:)`` like the initialiser (so 1e300 decodes as
    /// ``coordinateLimit``); NaN and the infinities, which JSON cannot spell but lenient decoders
    /// and other formats can, are a `DecodingError.dataCorrupted` at the field's coding path, with
    /// the message `FIELD: expected a finite number, found VALUE`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the value is missing, not a number, or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        guard value.isFinite else {
            let field = decoder.codingPath.last?.stringValue ?? "value"
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(field): expected a finite number, found \(value)")
        }
        self.init(wrappedValue: value)
    }

    /// Encodes the number.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storage)
    }
}
