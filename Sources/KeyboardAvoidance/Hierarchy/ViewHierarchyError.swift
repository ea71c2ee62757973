/// Why a ``ViewHierarchy`` could not be changed as asked.
public enum ViewHierarchyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The identifier does not name a node of this hierarchy.
    case unknownNode(ViewHierarchy.NodeID)

    /// A one-line message naming the offending identifier.
    public var description: String {
        switch self {
        case .unknownNode(let id): "no node with id \(id.rawValue) in this hierarchy"
        }
    }
}
