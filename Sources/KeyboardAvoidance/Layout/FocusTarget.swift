/// What must stay visible: a rectangle in some node's coordinate space.
///
/// Usually a whole text field (`rect` = the field's bounds, `node` = the field), or the caret
/// rectangle inside a text view — what Flutter and TPKeyboardAvoiding reveal, because typing
/// happens at the caret, not at the top of a tall text view.
public struct FocusTarget: Sendable, Hashable, Codable {
    /// The node whose coordinate space ``rect`` is in.
    public var node: ViewHierarchy.NodeID
    /// The rectangle to keep visible, in ``node``'s bounds coordinates.
    public var rect: LayoutRect

    /// Creates a focus target.
    ///
    /// - Parameters:
    ///   - node: The node whose space `rect` is in.
    ///   - rect: The rectangle to keep visible, in that node's bounds coordinates.
    public init(node: ViewHierarchy.NodeID, rect: LayoutRect) {
        self.node = node
        self.rect = rect
    }
}
