// A hierarchy prints its nodes with their parents, as the JSON lists them, not its storage.

extension ViewHierarchy: CustomStringConvertible {
    /// The hierarchy as `ViewHierarchy(window: …, safeAreaInsets: …, nodes: [node 1 in node 0: …, …])`:
    /// the window's geometry, its safe area, and every other node with its parent and geometry
    /// (``ViewNode/description``), in insertion order.
    public var description: String {
        let window = node(Self.window).map { "\($0)" } ?? "none"
        let nodes = nodeIDs.dropFirst().map { id in
            "\(id) in \(parent(of: id).map { "\($0)" } ?? "none"): \(node(id).map { "\($0)" } ?? "none")"
        }
        return "ViewHierarchy(window: \(window), safeAreaInsets: \(windowSafeAreaInsets), nodes: [\(nodes.joined(separator: ", "))])"
    }
}
