/// A scroll view of the layout, with the values the app set on it.
///
/// The scroll view's **resting content offset** is its node's bounds origin in the hierarchy.
/// Everything here is the app's own, keyboard-free configuration: the strategies read these values
/// and never expect to find their own adjustments in them.
public struct ScrollContainer: Sendable, Hashable, Codable {
    /// The scroll view's node; its bounds origin is the resting content offset.
    public var node: ViewHierarchy.NodeID
    /// The size of the scrollable content (`contentSize`).
    public var contentSize: LayoutSize
    /// The app's own `contentInset`.
    public var contentInsets: LayoutInsets
    /// The app's own `scrollIndicatorInsets` (`verticalScrollIndicatorInsets`).
    public var scrollIndicatorInsets: LayoutInsets
    /// Whether the scroll view adds its safe-area insets to its content insets, as
    /// `contentInsetAdjustmentBehavior` `.automatic` and `.always` do for a vertically scrolling
    /// view; `false` for `.never`.
    public var addsSafeAreaInsets: Bool

    /// Creates a scroll container.
    ///
    /// - Parameters:
    ///   - node: The scroll view's node; its bounds origin is the resting content offset.
    ///   - contentSize: The size of the scrollable content.
    ///   - contentInsets: The app's own content insets.
    ///   - scrollIndicatorInsets: The app's own scroll indicator insets.
    ///   - addsSafeAreaInsets: Whether the scroll view adds its safe-area insets (UIKit's
    ///     default, `.automatic`, does).
    @inlinable
    public init(
        node: ViewHierarchy.NodeID, contentSize: LayoutSize, contentInsets: LayoutInsets = .zero,
        scrollIndicatorInsets: LayoutInsets = .zero, addsSafeAreaInsets: Bool = true
    ) {
        self.node = node
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.addsSafeAreaInsets = addsSafeAreaInsets
    }
}
