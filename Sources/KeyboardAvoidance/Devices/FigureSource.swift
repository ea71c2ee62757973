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

/// A length of the device catalogue, in points, with its source.
public struct SourcedLength: Sendable, Hashable, Codable {
    /// The length, in points.
    public var points: Double
    /// Where it comes from.
    public var source: FigureSource

    /// Creates a sourced length.
    ///
    /// - Parameters:
    ///   - points: The length, in points.
    ///   - source: Where it comes from.
    public init(_ points: Double, _ source: FigureSource) {
        self.points = points
        self.source = source
    }
}

/// A size of the device catalogue, in points, with its source.
public struct SourcedSize: Sendable, Hashable, Codable {
    /// The size, in points.
    public var size: LayoutSize
    /// Where it comes from.
    public var source: FigureSource

    /// Creates a sourced size.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    ///   - source: Where they come from.
    public init(width: Double, height: Double, _ source: FigureSource) {
        self.size = LayoutSize(width: width, height: height)
        self.source = source
    }
}

/// Safe-area insets of the device catalogue, in points, with their source.
public struct SourcedInsets: Sendable, Hashable, Codable {
    /// The insets, in points.
    public var insets: LayoutInsets
    /// Where they come from.
    public var source: FigureSource

    /// Creates sourced insets.
    ///
    /// - Parameters:
    ///   - insets: The insets, in points.
    ///   - source: Where they come from.
    public init(_ insets: LayoutInsets, _ source: FigureSource) {
        self.insets = insets
        self.source = source
    }
}
