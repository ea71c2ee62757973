extension ViewHierarchy {
    /// The affine map from one coordinate space to another, as UIKit's
    /// `UIView.convert(_:to:)` composes it, or `nil` when it does not exist.
    ///
    /// The map goes up from `source` to the nearest common ancestor of the two spaces (the screen
    /// counts as the window's parent), then down to `destination`:
    /// `M = up(source → ancestor) · inverse(up(destination → ancestor))`, where `up` concatenates
    /// each node's ``ViewNode/boundsToParent`` map in order from the node upward. Ancestors above the
    /// common one play no part, so a non-invertible transform above it does not matter.
    ///
    /// - Parameters:
    ///   - source: The space coordinates are given in.
    ///   - destination: The space they are wanted in.
    /// - Returns: The map; exactly ``LayoutTransform/identity`` when the spaces are the same.
    ///   `nil` when either node is not in this hierarchy, or when the path down to `destination`
    ///   crosses a non-invertible transform (a scale of 0, for example), so that no point of the
    ///   source has a single image there. Never a transform with NaN or infinite components.
    /// - Complexity: O(d), where d is the number of nodes between the two spaces and their
    ///   common ancestor.
    public func transform(from source: CoordinateSpace, to destination: CoordinateSpace) -> LayoutTransform? {
        guard var sourceIndex = index(of: source), var destinationIndex = index(of: destination) else {
            return nil
        }
        if sourceIndex == destinationIndex { return .identity }
        // Each path up starts as `nil`, the identity, so that its first step is the node's own map
        // rather than that map concatenated with the identity (the same numbers, one product less).
        var up: LayoutTransform?
        var down: LayoutTransform?
        while depth(atIndex: sourceIndex) > depth(atIndex: destinationIndex) {
            up = Self.append(entries[sourceIndex].node.boundsToParent, to: up)
            sourceIndex = entries[sourceIndex].parent
        }
        while depth(atIndex: destinationIndex) > depth(atIndex: sourceIndex) {
            down = Self.append(entries[destinationIndex].node.boundsToParent, to: down)
            destinationIndex = entries[destinationIndex].parent
        }
        while sourceIndex != destinationIndex {
            up = Self.append(entries[sourceIndex].node.boundsToParent, to: up)
            sourceIndex = entries[sourceIndex].parent
            down = Self.append(entries[destinationIndex].node.boundsToParent, to: down)
            destinationIndex = entries[destinationIndex].parent
        }
        guard let down else { return up ?? .identity }
        guard let inverse = down.inverted() else { return nil }
        return up.map { $0.concatenating(inverse) } ?? inverse
    }

    /// Converts a point between two coordinate spaces, as `UIView.convert(_:from:)` does.
    ///
    /// - Parameters:
    ///   - point: The point, in `source` coordinates.
    ///   - source: The space the point is given in.
    ///   - destination: The space it is wanted in.
    /// - Returns: The point in `destination` coordinates, exactly unchanged when the spaces are
    ///   the same, or `nil` when ``transform(from:to:)`` is `nil`.
    /// - Complexity: O(d), as ``transform(from:to:)``.
    public func convert(_ point: LayoutPoint, from source: CoordinateSpace, to destination: CoordinateSpace)
        -> LayoutPoint?
    {
        transform(from: source, to: destination).map { $0.apply(to: point) }
    }

    /// Converts a rectangle between two coordinate spaces, as `UIView.convert(_:from:)` does.
    ///
    /// The rectangle's four corners are mapped by ``transform(from:to:)`` and the result is their
    /// bounding box, so under a rotation that is not a quarter turn the result is larger than the
    /// rectangle. The map is composed first and applied once, so the box is the tightest one
    /// whatever the depth.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in `source` coordinates.
    ///   - source: The space the rectangle is given in.
    ///   - destination: The space it is wanted in.
    /// - Returns: The standardized bounding box in `destination` coordinates, or `nil` when
    ///   ``transform(from:to:)`` is `nil`.
    /// - Complexity: O(d), as ``transform(from:to:)``.
    public func convert(_ rect: LayoutRect, from source: CoordinateSpace, to destination: CoordinateSpace)
        -> LayoutRect?
    {
        transform(from: source, to: destination).map { rect.applying($0) }
    }

    /// The map from a space into a node's **local** space (its bounds coordinates less its bounds
    /// origin, where the node is `[0, width] × [0, height]`), or `nil` when there is none.
    ///
    /// `transform(from: space, to: parent) · inverse(node.localToParent)`, or exactly the
    /// translation by `−boundsOrigin` from the node's own space. The node's scroll offset does not
    /// enter, so what is measured against the node's edges here — its obscured height, its safe
    /// area — is bit-for-bit the same at every scroll offset.
    ///
    /// - Parameters:
    ///   - space: The space coordinates are given in.
    ///   - id: The node.
    /// - Returns: The map, or `nil` for an unknown node or a non-invertible transform.
    /// - Complexity: O(d), as ``transform(from:to:)``.
    public func localTransform(from space: CoordinateSpace, to id: NodeID) -> LayoutTransform? {
        guard let node = node(id) else { return nil }
        if space == .node(id) {
            return LayoutTransform(translationX: -node.boundsOrigin.x, y: -node.boundsOrigin.y)
        }
        let parentSpace: CoordinateSpace = parent(of: id).map { .node($0) } ?? .screen
        guard let boundsToParent = transform(from: space, to: parentSpace), let inverse = node.localToParent.inverted() else {
            return nil
        }
        return boundsToParent.concatenating(inverse)
    }

    /// `path` followed by `step`, where a `nil` path is the identity.
    internal static func append(_ step: LayoutTransform, to path: LayoutTransform?) -> LayoutTransform {
        path.map { $0.concatenating(step) } ?? step
    }

    /// The depth of a storage index: −1 for the screen.
    internal func depth(atIndex index: Int) -> Int {
        index < 0 ? -1 : entries[index].depth
    }
}
