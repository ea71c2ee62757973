extension ViewHierarchy {
    /// The identifier of a node in a ``ViewHierarchy``: its position in insertion order.
    ///
    /// The window is always ``ViewHierarchy/window`` (position 0). Identifiers are only meaningful
    /// in the hierarchy that issued them; an identifier that hierarchy does not hold is unknown,
    /// never a trap. It encodes as a bare integer.
    public struct NodeID: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The node's position in insertion order.
        public let rawValue: Int

        /// Creates an identifier from a position; it names a node only if that position exists.
        ///
        /// - Parameter rawValue: The node's position in insertion order.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Orders identifiers by position, which is also an order in which parents come first.
        ///
        /// - Parameters:
        ///   - lhs: An identifier.
        ///   - rhs: Another identifier.
        /// - Returns: `lhs.rawValue < rhs.rawValue`.
        public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The identifier as `node N`.
        public var description: String { "node \(rawValue)" }
    }
}

// An identifier encodes as a bare integer, its position: `"parent": 3`.

extension ViewHierarchy.NodeID: Codable {
    /// Decodes an identifier from a bare integer.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if the value is not an integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the identifier as a bare integer.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
