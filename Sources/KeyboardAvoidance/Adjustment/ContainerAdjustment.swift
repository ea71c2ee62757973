/// The values a strategy sets on one scroll view, and which scroll view that is.
///
/// All absolute: apply them as they are, to the scroll view ``node`` names.
public struct ContainerAdjustment: Sendable, Hashable, Codable {
    /// The scroll view these values are for.
    public var node: ViewHierarchy.NodeID
    /// The content offset to scroll to.
    public var contentOffset: LayoutPoint
    /// The `contentInset` to set: the app's own, plus any keyboard inset.
    public var contentInsets: LayoutInsets
    /// The scroll indicator insets to set: the app's own, plus the same keyboard inset.
    public var scrollIndicatorInsets: LayoutInsets
    /// The `contentSize` to set: the app's own, plus any growth.
    public var contentSize: LayoutSize

    /// Creates a container adjustment.
    ///
    /// - Parameters:
    ///   - node: The scroll view the values are for.
    ///   - contentOffset: The content offset to scroll to.
    ///   - contentInsets: The content insets to set.
    ///   - scrollIndicatorInsets: The scroll indicator insets to set.
    ///   - contentSize: The content size to set.
    public init(
        node: ViewHierarchy.NodeID, contentOffset: LayoutPoint, contentInsets: LayoutInsets, scrollIndicatorInsets: LayoutInsets,
        contentSize: LayoutSize
    ) {
        self.node = node
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentSize = contentSize
    }

    /// The values a scroll view has at rest: its resting offset and the app's own insets and size.
    ///
    /// - Parameters:
    ///   - container: The scroll view.
    ///   - offset: Its resting content offset (its bounds origin).
    /// - Returns: The resting values.
    public static func resting(_ container: ScrollContainer, offset: LayoutPoint) -> ContainerAdjustment {
        ContainerAdjustment(
            node: container.node, contentOffset: offset, contentInsets: container.contentInsets,
            scrollIndicatorInsets: container.scrollIndicatorInsets, contentSize: container.contentSize)
    }
}
