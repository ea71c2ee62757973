extension ViewHierarchy {
    /// The part of a node the keyboard covers, in the node's own coordinates.
    ///
    /// The keyboard's avoided frame (``KeyboardState/avoidedFrame(policy:)``: its on-screen part,
    /// when it is to be avoided) converted from the screen into the node's space, then clipped to
    /// the node's bounds. Under a rotation the converted frame is a bounding box.
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard, in screen coordinates.
    ///   - id: The node.
    ///   - policy: What to do about an undocked keyboard; ``UndockedKeyboardPolicy/ignore`` by
    ///     default.
    /// - Returns: The covered rectangle, or `nil` when the keyboard is hidden or not avoided, the
    ///   node is unknown or not reachable from the screen, or the two do not overlap.
    /// - Complexity: O(depth of the node).
    @inlinable
    public func keyboardOverlap(
        of keyboard: KeyboardState, with id: NodeID, policy: UndockedKeyboardPolicy = .ignore
    ) -> LayoutRect? {
        guard let avoided = keyboard.avoidedFrame(policy: policy),
            let bounds = node(id)?.bounds,
            let inNode = convert(avoided, from: .screen, to: .node(id))
        else { return nil }
        return inNode.intersection(bounds)
    }

    /// How much of a node's bottom the keyboard covers, in the node's own units: the height of
    /// the band from the keyboard's top edge down to the node's bottom edge.
    ///
    /// With `O` = ``keyboardOverlap(of:with:policy:)`` and `B` the node's bounds:
    /// `obscured = clamp(B.maxY − O.minY, 0, B.height)` when `O` exists and has a positive width
    /// (the keyboard crosses the node horizontally), else 0. It is 0 when the keyboard is hidden,
    /// when it is undocked under ``UndockedKeyboardPolicy/ignore``, when it lies beside or below
    /// the node, and when the node cannot be reached from the screen. It is never negative and
    /// never more than the node's height — a keyboard taller than the node covers all of it.
    ///
    /// Unlike `keyboardFrame.height`, this is right for a window offset in the screen (Slide Over,
    /// Stage Manager), a node that does not reach the screen's bottom (a form sheet, a card), a
    /// hardware keyboard's frame that extends below the screen, and a floating keyboard.
    ///
    /// - Parameters:
    ///   - id: The node.
    ///   - keyboard: The keyboard, in screen coordinates.
    ///   - policy: What to do about an undocked keyboard; ``UndockedKeyboardPolicy/ignore`` by
    ///     default.
    /// - Returns: A height in `[0, bounds.height]`.
    /// - Complexity: O(depth of the node).
    @inlinable
    public func obscuredBottomHeight(
        of id: NodeID, by keyboard: KeyboardState, policy: UndockedKeyboardPolicy = .ignore
    ) -> Double {
        guard let overlap = keyboardOverlap(of: keyboard, with: id, policy: policy), overlap.width > 0,
            let bounds = node(id)?.bounds
        else { return 0 }
        return (bounds.maxY - overlap.minY).clamped(to: 0, bounds.height)
    }
}
