// A hierarchy prints its nodes with their parents, as the JSON lists them, not its storage.

extension ViewHierarchy: CustomStringConvertible {
    /// The hierarchy as `ViewHierarchy(window: …, safeAreaInsets: …, nodes: [node 1 in node 0: …, …])`:
    /// the window's geometry, its safe area, and every other node with its parent and geometry
    /// (``ViewNode/description``), in insertion order.
    public var description: String {
        // The storage holds the window first (it always exists) and then each node after its
        // parent, so every entry but the first has a parent to name.
        let nodes = entries.enumerated().dropFirst().map { index, entry in
            "\(NodeID(rawValue: index)) in \(NodeID(rawValue: entry.parent)): \(entry.node)"
        }
        return
            "ViewHierarchy(window: \(entries[0].node), safeAreaInsets: \(windowSafeAreaInsets), nodes: [\(nodes.joined(separator: ", "))])"
    }
}
