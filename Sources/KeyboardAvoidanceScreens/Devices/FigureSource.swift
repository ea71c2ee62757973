import KeyboardAvoidance

/// Where a figure of the device catalogue comes from.
///
/// Every number in ``DeviceCatalogue`` carries one: a citation a reader can follow, and whether
/// the source specifies the figure, measured it, or the catalogue derived it from other figures by
/// a stated rule.
public struct FigureSource: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How a source knows a figure.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apple states the figure (the Human Interface Guidelines, its documentation).
        case specified
        /// Someone measured it on a device or simulator and published the measurement.
        case measured
        /// The catalogue computes it from other figures; the citation states the rule.
        case derived
    }

    /// How the source knows the figure.
    public var kind: Kind
    /// The source: a title and an address, or for a derived figure the rule and what it uses.
    public var citation: String

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - kind: How the source knows the figure.
    ///   - citation: The source, or the rule.
    public init(_ kind: Kind, _ citation: String) {
        self.kind = kind
        self.citation = citation
    }

    /// `"measured: <citation>"`.
    public var description: String { "\(kind.rawValue): \(citation)" }
}

/// A value of the device catalogue — a length, a size or insets, in points — with its source.
public struct Sourced<Value: Sendable & Hashable & Codable>: Sendable, Hashable {
    /// The value, in points.
    public var value: Value
    /// Where it comes from.
    public var source: FigureSource

    /// Creates a sourced value.
    ///
    /// - Parameters:
    ///   - value: The value, in points.
    ///   - source: Where it comes from.
    public init(_ value: Value, _ source: FigureSource) {
        self.value = value
        self.source = source
    }
}

/// A length of the device catalogue, in points, with its source: a keyboard's height, a window's width.
public typealias SourcedLength = Sourced<Double>

/// A size of the device catalogue, in points, with its source: a screen, the floating keyboard.
public typealias SourcedSize = Sourced<LayoutSize>

/// Safe-area insets of the device catalogue, in points, with their source.
public typealias SourcedInsets = Sourced<LayoutInsets>

extension Sourced where Value == LayoutSize {
    /// Creates a sourced size.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    ///   - source: Where they come from.
    public init(width: Double, height: Double, _ source: FigureSource) {
        self.init(LayoutSize(width: width, height: height), source)
    }
}

// A sourced figure's JSON, `{"value": …, "source": …}`. A length decodes under the finite-number
// policy (SPEC §2) like every other number: a lenient decoder's NaN or infinity is an error.

extension Sourced: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, source
    }

    /// Decodes a figure and its source; a length (a `Double`) must be finite.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type, or a length is NaN or
    ///   infinite (`value: expected a finite number, found nan`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Value.self, forKey: .value)
        // The one figure type that is a raw number; sizes and insets apply the policy themselves.
        if let length = value as? Double, !length.isFinite {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "value: expected a finite number, found \(length)")
        }
        self.init(value, try container.decode(FigureSource.self, forKey: .source))
    }

    /// Encodes the figure and its source.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(source, forKey: .source)
    }
}
