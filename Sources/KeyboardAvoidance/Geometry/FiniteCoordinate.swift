/// A `Double` that is always finite and within ``coordinateLimit``: the numeric policy of every
/// geometry value in KeyboardAvoidance, and the one place it is written.
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
/// Every stored number of the geometry types (``LayoutPoint``, ``LayoutSize``, ``LayoutInsets``,
/// ``LayoutTransform`` …) is declared with this wrapper, so every initialiser and setter applies
/// the policy and there is no way to store a value around it. Because every stored value is at
/// most 10¹² in magnitude, sums and products of a few of them stay far from overflow, and storing
/// a result re-applies the policy (saturating arithmetic). Nothing non-finite can come out.
///
/// It encodes as a bare number, so a wrapped property encodes exactly as a `Double` would, and
/// decoding rejects NaN and the infinities with an error that names the field.
@propertyWrapper
public struct FiniteCoordinate: Sendable, Hashable {
    /// The largest magnitude a coordinate may have: 10¹² points.
    ///
    /// A trillion points is far beyond any screen or scrollable content (a million rows of 44 pt
    /// is 4.4 × 10⁷), yet small enough that the product of two coordinates (10²⁴) is exact to
    /// twelve significant digits and far from `Double.greatestFiniteMagnitude`.
    public static let coordinateLimit: Double = 1e12

    internal var storage: Double

    /// The finite value.
    public var wrappedValue: Double {
        get { storage }
        set { storage = Self.sanitized(newValue) }
    }

    /// Stores `wrappedValue` after applying the finite-number policy.
    ///
    /// - Parameter wrappedValue: Any `Double`, including NaN and the infinities.
    public init(wrappedValue: Double) {
        storage = Self.sanitized(wrappedValue)
    }

    /// Applies the finite-number policy to one value.
    ///
    /// `sanitized(v) = 0 if v is NaN, else clamp(v, −limit, limit) + 0.0` (adding `0.0` turns
    /// `-0.0` into `0.0` and leaves every other value as it is).
    ///
    /// - Parameter value: Any `Double`.
    /// - Returns: A finite value in `[-coordinateLimit, coordinateLimit]`, never `-0.0`.
    /// - Complexity: O(1).
    public static func sanitized(_ value: Double) -> Double {
        // −0 becomes +0 before the clamp, which cannot produce a −0 from anything else; so the
        // clamp is the last operation and compiles to a minimum and a maximum, without branches.
        let number = (value == value ? value : 0) + 0.0  // NaN is the one value not equal to itself
        return Swift.min(Swift.max(number, -coordinateLimit), coordinateLimit)
    }
}

extension FiniteCoordinate: Comparable {
    /// Orders coordinates by value.
    ///
    /// So `Swift.min` and `Swift.max` apply to coordinates, returning one of their finite
    /// arguments: a rectangle's intersection and union are built from them without applying the
    /// policy again.
    ///
    /// - Parameters:
    ///   - lhs: A coordinate.
    ///   - rhs: Another coordinate.
    /// - Returns: `lhs.wrappedValue < rhs.wrappedValue`.
    public static func < (lhs: FiniteCoordinate, rhs: FiniteCoordinate) -> Bool {
        lhs.storage < rhs.storage
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

extension KeyedDecodingContainer {
    /// Decodes one number of a type whose JSON does not mirror its stored properties (a rectangle
    /// stored by its corners, a range that keeps its ends ordered) through ``FiniteCoordinate``,
    /// with the same errors as a wrapped property.
    ///
    /// - Parameter key: The field.
    /// - Returns: The finite value.
    /// - Throws: `DecodingError` if the field is missing, not a number, or not finite.
    internal func decodeFiniteCoordinate(forKey key: Key) throws -> Double {
        try decode(FiniteCoordinate.self, forKey: key).wrappedValue
    }
}
