/// A window and the views inside it, stored contiguously as values, with the coordinate
/// conversions and safe-area rules of UIKit.
///
/// The first node is the **window**; its ``ViewNode/center`` is in **screen** coordinates, so a
/// window need not sit at the screen's origin (Slide Over, Split View, Stage Manager, external
/// displays). Every other node has a parent added before it, so the hierarchy can never contain a
/// cycle, and every walk up the tree is a loop, never a recursion: a hierarchy 10,000 levels deep
/// converts without touching the stack.
///
/// Nodes are addressed by ``NodeID``. An identifier from another hierarchy, or one made up, is
/// simply unknown here: queries about it return `nil` and edits throw ``ViewHierarchyError``.
/// Nothing traps.
public struct ViewHierarchy: Sendable, Hashable {
    internal struct Entry: Sendable, Hashable {
        var node: ViewNode
        /// The parent's index, or −1 for the window, whose parent space is the screen.
        var parent: Int
        /// The number of ancestors: 0 for the window.
        var depth: Int
    }

    internal var entries: [Entry]

    /// The window's safe-area insets, in the window's own coordinates (for example 59 top and 34 bottom on a Face ID phone in portrait).
    ///
    /// Negative values are treated as 0 when deriving safe areas.
    public var windowSafeAreaInsets: LayoutInsets

    /// The identifier of the window, the first node of every hierarchy.
    public static let window = NodeID(rawValue: 0)

    /// Creates a hierarchy holding only a window.
    ///
    /// - Parameters:
    ///   - window: The window's geometry; its centre is in screen coordinates.
    ///   - safeAreaInsets: The window's safe-area insets, in its own coordinates.
    public init(window: ViewNode, safeAreaInsets: LayoutInsets = .zero) {
        entries = [Entry(node: window, parent: -1, depth: 0)]
        windowSafeAreaInsets = safeAreaInsets
    }

    /// Creates a hierarchy holding only an untransformed window at `windowFrame` in the screen.
    ///
    /// - Parameters:
    ///   - windowFrame: Where the window is on the screen.
    ///   - safeAreaInsets: The window's safe-area insets, in its own coordinates.
    public init(windowFrame: LayoutRect, safeAreaInsets: LayoutInsets = .zero) {
        self.init(window: ViewNode(frame: windowFrame), safeAreaInsets: safeAreaInsets)
    }

    /// The number of nodes, the window included.
    public var count: Int { entries.count }

    /// The identifiers of every node, the window first, each after its parent.
    public var nodeIDs: [NodeID] { entries.indices.map(NodeID.init(rawValue:)) }

    /// Adds a node as the last child of `parent`.
    ///
    /// - Parameters:
    ///   - node: The new node's geometry, in `parent`'s space.
    ///   - parent: The node it goes into.
    /// - Returns: The new node's identifier.
    /// - Throws: ``ViewHierarchyError/unknownNode(_:)`` if `parent` is not in this hierarchy.
    /// - Complexity: Amortised O(1).
    @discardableResult
    public mutating func addNode(_ node: ViewNode, parent: NodeID) throws(ViewHierarchyError) -> NodeID {
        guard let parentIndex = index(of: parent) else { throw .unknownNode(parent) }
        entries.append(Entry(node: node, parent: parentIndex, depth: entries[parentIndex].depth + 1))
        return NodeID(rawValue: entries.count - 1)
    }

    /// Reserves room for `minimumCapacity` nodes, the window included, so that adding that many
    /// allocates once.
    ///
    /// A request above ``maximumReservation`` reserves that many (a hierarchy still grows past it
    /// as nodes are added), so no request can ask for more memory than exists; 0 or less reserves
    /// nothing.
    ///
    /// - Parameter minimumCapacity: The number of nodes to make room for.
    /// - Complexity: O(n) for n nodes already present.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(Swift.min(minimumCapacity, Self.maximumReservation))
    }

    /// The most nodes ``reserveCapacity(_:)`` reserves ahead: 1,048,576, far beyond any screen's
    /// views.
    public static let maximumReservation = 1 << 20

    /// The geometry of a node, or `nil` if the node is not in this hierarchy.
    ///
    /// - Parameter id: The node.
    /// - Returns: Its bounds, centre and transform.
    public func node(_ id: NodeID) -> ViewNode? {
        index(of: id).map { entries[$0].node }
    }

    /// Replaces the geometry of a node, keeping its place in the tree.
    ///
    /// This is how a layout is updated, for example to set a scroll view's bounds origin to a new
    /// content offset.
    ///
    /// - Parameters:
    ///   - id: The node to change.
    ///   - node: Its new bounds, centre and transform.
    /// - Throws: ``ViewHierarchyError/unknownNode(_:)`` if `id` is not in this hierarchy.
    public mutating func setNode(_ id: NodeID, to node: ViewNode) throws(ViewHierarchyError) {
        guard let nodeIndex = index(of: id) else { throw .unknownNode(id) }
        entries[nodeIndex].node = node
    }

    /// The parent of a node: `nil` for the window (whose parent space is the screen) and for a
    /// node not in this hierarchy.
    ///
    /// - Parameter id: The node.
    /// - Returns: The parent's identifier.
    public func parent(of id: NodeID) -> NodeID? {
        guard let nodeIndex = index(of: id), entries[nodeIndex].parent >= 0 else { return nil }
        return NodeID(rawValue: entries[nodeIndex].parent)
    }

    /// The number of ancestors of a node (0 for the window), or `nil` if it is not in this
    /// hierarchy.
    ///
    /// - Parameter id: The node.
    /// - Returns: The node's depth.
    public func depth(of id: NodeID) -> Int? {
        index(of: id).map { entries[$0].depth }
    }

    /// Whether `ancestor` is `id` itself or one of its ancestors.
    ///
    /// - Parameters:
    ///   - id: The node.
    ///   - ancestor: The candidate ancestor.
    /// - Returns: `true` if walking up from `id` reaches `ancestor`; `false` if either is unknown.
    /// - Complexity: O(depth of `id`).
    public func isNode(_ id: NodeID, inSubtreeOf ancestor: NodeID) -> Bool {
        guard var current = index(of: id), let target = index(of: ancestor) else { return false }
        while current > target {
            current = entries[current].parent
        }
        return current == target
    }

    /// The storage index of a node, or `nil` if the identifier is not in range.
    internal func index(of id: NodeID) -> Int? {
        id.rawValue >= 0 && id.rawValue < entries.count ? id.rawValue : nil
    }
}

extension ViewHierarchy: Codable {
    private enum CodingKeys: String, CodingKey { case safeAreaInsets, nodes }
    private enum NodeKeys: String, CodingKey { case parent }

    /// Decodes a hierarchy from `{"safeAreaInsets": {…}, "nodes": [{"parent": …, "bounds": {…},
    /// "center": {…}, "transform": {…}}, …]}`.
    ///
    /// The first node is the window and has no `parent` (or `null`); every other node names the
    /// position of a node listed before it. `transform` may be omitted (identity). A cycle or a
    /// dangling parent therefore cannot be represented: both are decoding errors.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` whose coding path and message name the offending node and field
    ///   (`nodes[3].parent: no node with id 7 before it`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let insets = try container.decodeIfPresent(LayoutInsets.self, forKey: .safeAreaInsets) ?? .zero
        var nodes = try container.nestedUnkeyedContainer(forKey: .nodes)
        var decoded: [Entry] = []
        while !nodes.isAtEnd {
            let position = decoded.count
            let nodeDecoder = try nodes.superDecoder()
            let fields = try nodeDecoder.container(keyedBy: NodeKeys.self)
            let node = try ViewNode(from: nodeDecoder)
            let parent = try fields.decodeIfPresent(Int.self, forKey: .parent)
            switch (position, parent) {
            case (0, nil):
                decoded.append(Entry(node: node, parent: -1, depth: 0))
            case (0, .some(let parent)):
                throw DecodingError.dataCorruptedError(
                    forKey: .parent, in: fields,
                    debugDescription: "nodes[0].parent: the window has no parent, found \(parent)")
            case (_, nil):
                throw DecodingError.dataCorruptedError(
                    forKey: .parent, in: fields,
                    debugDescription: "nodes[\(position)].parent: missing; only the window (nodes[0]) has none")
            case (_, .some(let parent)):
                guard parent >= 0, parent < position else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .parent, in: fields,
                        debugDescription: "nodes[\(position)].parent: no node with id \(parent) before it")
                }
                decoded.append(Entry(node: node, parent: parent, depth: decoded[parent].depth + 1))
            }
        }
        guard !decoded.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .nodes, in: container, debugDescription: "nodes: empty; the window must be nodes[0]")
        }
        entries = decoded
        windowSafeAreaInsets = insets
    }

    /// Encodes the hierarchy in the form ``init(from:)`` reads, nodes in identifier order.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(windowSafeAreaInsets, forKey: .safeAreaInsets)
        var nodes = container.nestedUnkeyedContainer(forKey: .nodes)
        for entry in entries {
            let nodeEncoder = nodes.superEncoder()
            var fields = nodeEncoder.container(keyedBy: NodeKeys.self)
            if entry.parent >= 0 { try fields.encode(entry.parent, forKey: .parent) }
            try entry.node.encode(to: nodeEncoder)
        }
    }
}

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
