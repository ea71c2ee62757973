/// A scroll view of the layout: its node, and the values the app set on it (``settings``, read and
/// written through the container: `container.contentSize`).
///
/// The scroll view's **resting content offset** is its node's bounds origin in the hierarchy.
/// Everything here is the app's own, keyboard-free configuration: the strategies read these values
/// and never expect to find their own adjustments in them.
@dynamicMemberLookup
public struct ScrollContainer: Sendable, Hashable {
    /// The scroll view's node; its bounds origin is the resting content offset.
    public var node: ViewHierarchy.NodeID
    /// What the app set on it.
    public var settings: ScrollViewSettings

    /// A setting, by name: `container.contentSize`, `container.isPagingEnabled = true`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ScrollViewSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// Creates a scroll container from a node and its settings.
    ///
    /// - Parameters:
    ///   - node: The scroll view's node; its bounds origin is the resting content offset.
    ///   - settings: What the app set on it.
    public init(node: ViewHierarchy.NodeID, settings: ScrollViewSettings) {
        self.node = node
        self.settings = settings
    }

    /// Creates a scroll container.
    ///
    /// - Parameters:
    ///   - node: The scroll view's node; its bounds origin is the resting content offset.
    ///   - contentSize: The size of the scrollable content.
    ///   - contentInsets: The app's own content insets.
    ///   - scrollIndicatorInsets: The app's own scroll indicator insets; none by default.
    ///   - contentInsetAdjustmentBehavior: Which edges of its safe area it adds; `.automatic`, as
    ///     UIKit, by default.
    ///   - isInNavigationController: Whether it is a view controller's inside a navigation controller.
    ///   - alwaysBouncesVertically: Whether it bounces vertically with short content.
    ///   - alwaysBouncesHorizontally: Whether it bounces horizontally with narrow content.
    ///   - isPagingEnabled: Whether it pages horizontally.
    public init(
        node: ViewHierarchy.NodeID, contentSize: LayoutSize, contentInsets: LayoutInsets = .zero,
        scrollIndicatorInsets: LayoutInsets = .zero, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
        isInNavigationController: Bool = false, alwaysBouncesVertically: Bool = false, alwaysBouncesHorizontally: Bool = false,
        isPagingEnabled: Bool = false
    ) {
        self.init(
            node: node,
            settings: ScrollViewSettings(
                contentSize: contentSize, contentInsets: contentInsets, scrollIndicatorInsets: scrollIndicatorInsets,
                contentInsetAdjustmentBehavior: contentInsetAdjustmentBehavior, isInNavigationController: isInNavigationController,
                alwaysBouncesVertically: alwaysBouncesVertically, alwaysBouncesHorizontally: alwaysBouncesHorizontally,
                isPagingEnabled: isPagingEnabled))
    }
}

extension ScrollContainer: CustomStringConvertible {
    /// The container as `node N: ` and its settings (``ScrollViewSettings/description``).
    public var description: String { "\(node): \(settings)" }
}
