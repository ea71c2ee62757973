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
