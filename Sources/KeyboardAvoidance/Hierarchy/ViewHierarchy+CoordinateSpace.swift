extension ViewHierarchy {
    /// A coordinate space of a hierarchy: the screen, or the bounds of one of its nodes.
    ///
    /// The screen is the space keyboard frames arrive in; the window's space is
    /// `.node(ViewHierarchy.window)`.
    public enum CoordinateSpace: Sendable, Hashable, Codable {
        /// The screen's fixed coordinate space, the window's parent space.
        case screen
        /// The space of a node's bounds: its origin is the node's bounds origin (scroll offset).
        case node(NodeID)

        /// The window's coordinate space.
        public static let window = CoordinateSpace.node(ViewHierarchy.window)
    }

    /// The storage index of a space: −1 for the screen, the node's index for a node, `nil` for an
    /// unknown node.
    internal func index(of space: CoordinateSpace) -> Int? {
        switch space {
        case .screen: -1
        case .node(let id): index(of: id)
        }
    }
}
