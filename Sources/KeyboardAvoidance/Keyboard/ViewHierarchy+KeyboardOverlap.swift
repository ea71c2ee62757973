extension ViewHierarchy {
    /// The part of a node the keyboard covers, in the node's own coordinates.
    ///
    /// The keyboard's avoided frame (``KeyboardState/avoidedFrame(policy:window:ridingHeight:)``: its on-screen part,
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
    public func keyboardOverlap(
        of keyboard: KeyboardState, with id: NodeID, policy: UndockedKeyboardPolicy = .ignore
    ) -> LayoutRect? {
        guard let origin = node(id)?.boundsOrigin, let local = localKeyboardOverlap(of: keyboard, with: id, policy: policy) else {
            return nil
        }
        return local.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The overlap in the node's local space, where the node is `[0, width] × [0, height]`.
    internal func localKeyboardOverlap(of keyboard: KeyboardState, with id: NodeID, policy: UndockedKeyboardPolicy) -> LayoutRect? {
        guard let size = node(id)?.boundsSize else { return nil }
        return ObscurableRegion(screenToLocal: localTransform(from: .screen, to: id), size: size)
            .overlap(with: keyboard.avoidedFrame(policy: policy))
    }

    /// How much of a node's bottom the keyboard covers, in the node's own units: the height of
    /// the band from the keyboard's top edge down to the node's bottom edge.
    ///
    /// With `O` = ``keyboardOverlap(of:with:policy:)`` and `B` the node's bounds:
    /// `obscured = clamp(B.maxY − O.minY, 0, B.height)` when `O` exists and has a positive width
    /// (the keyboard crosses the node horizontally), else 0. It is computed in the node's local
    /// space (``ViewHierarchy/localTransform(from:to:)``), so it does not depend on the node's
    /// scroll offset even in the last bit. It is 0 when the keyboard is hidden,
    /// when it is undocked under ``UndockedKeyboardPolicy/ignore``, when it lies beside or below
    /// the node, and when the node cannot be reached from the screen. It is never negative and
    /// never more than the node's height — a keyboard taller than the node covers all of it.
    ///
    /// Unlike `keyboardFrame.height`, this is right for a window offset in the screen (Slide Over,
    /// Stage Manager), a node that does not reach the screen's bottom (a form sheet, a card), a
    /// hardware keyboard's frame that extends below the screen, and a floating keyboard. It
    /// classifies the keyboard against the screen alone: a keyboard docked to a window that does
    /// not reach the screen's bottom (§6.4), and the riding view, are what
    /// ``AvoidanceLayout/obscuredBottomHeight(of:by:)`` adds, which is what the strategies measure.
    ///
    /// - Parameters:
    ///   - id: The node.
    ///   - keyboard: The keyboard, in screen coordinates.
    ///   - policy: What to do about an undocked keyboard; ``UndockedKeyboardPolicy/ignore`` by
    ///     default.
    /// - Returns: A height in `[0, bounds.height]`.
    /// - Complexity: O(depth of the node).
    public func obscuredBottomHeight(
        of id: NodeID, by keyboard: KeyboardState, policy: UndockedKeyboardPolicy = .ignore
    ) -> Double {
        obscuredBottomHeight(of: id, avoiding: keyboard.avoidedFrame(policy: policy))
    }

    /// The obscured bottom height of a node (SPEC §6.3) for a region to avoid that is already
    /// known: ``AvoidanceLayout/avoidedFrame(of:)`` for a layout's window, undocked policy and
    /// riding view.
    ///
    /// - Parameters:
    ///   - id: The node.
    ///   - avoidedFrame: The region to avoid, in screen coordinates, or `nil` for none.
    /// - Returns: How much of the node's bottom the region covers, in the node's units; 0 for an
    ///   unknown node or a non-invertible transform.
    /// - Complexity: O(depth of the node).
    public func obscuredBottomHeight(of id: NodeID, avoiding avoidedFrame: LayoutRect?) -> Double {
        guard let size = node(id)?.boundsSize else { return 0 }
        return ObscurableRegion(screenToLocal: localTransform(from: .screen, to: id), size: size).obscuredHeight(by: avoidedFrame)
    }
}
