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

extension ScrollContainer: Codable {
    private enum CodingKeys: String, CodingKey {
        case node, contentSize, contentInsets, scrollIndicatorInsets, contentInsetAdjustmentBehavior, addsSafeAreaInsets
        case isInNavigationController, alwaysBouncesVertically, alwaysBouncesHorizontally, isPagingEnabled
    }

    /// Decodes a scroll container.
    ///
    /// The behaviour is `contentInsetAdjustmentBehavior` (`"automatic"`, `"scrollableAxes"`,
    /// `"never"`, `"always"`) or, as files written before it existed give it, the Boolean
    /// `addsSafeAreaInsets` (`true` is `"always"`, `false` `"never"`): one of the two, not both.
    /// `isInNavigationController`, `alwaysBouncesVertically`, `alwaysBouncesHorizontally` and
    /// `isPagingEnabled` may be absent (`false`).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing, doubled or mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let behavior: ContentInsetAdjustmentBehavior
        switch (container.contains(.contentInsetAdjustmentBehavior), container.contains(.addsSafeAreaInsets)) {
        case (true, false):
            behavior = try container.decode(ContentInsetAdjustmentBehavior.self, forKey: .contentInsetAdjustmentBehavior)
        case (false, true):
            behavior = try container.decode(Bool.self, forKey: .addsSafeAreaInsets) ? .always : .never
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .addsSafeAreaInsets, in: container,
                debugDescription: "addsSafeAreaInsets: give either contentInsetAdjustmentBehavior or addsSafeAreaInsets, not both")
        case (false, false):
            throw DecodingError.keyNotFound(
                CodingKeys.contentInsetAdjustmentBehavior,
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "contentInsetAdjustmentBehavior: missing (or give addsSafeAreaInsets)"))
        }
        func flag(_ key: CodingKeys) throws -> Bool { try container.decodeIfPresent(Bool.self, forKey: key) ?? false }
        self.init(
            node: try container.decode(ViewHierarchy.NodeID.self, forKey: .node),
            contentSize: try container.decode(LayoutSize.self, forKey: .contentSize),
            contentInsets: try container.decode(LayoutInsets.self, forKey: .contentInsets),
            scrollIndicatorInsets: try container.decode(LayoutInsets.self, forKey: .scrollIndicatorInsets),
            contentInsetAdjustmentBehavior: behavior, isInNavigationController: try flag(.isInNavigationController),
            alwaysBouncesVertically: try flag(.alwaysBouncesVertically), alwaysBouncesHorizontally: try flag(.alwaysBouncesHorizontally),
            isPagingEnabled: try flag(.isPagingEnabled))
    }

    /// Encodes a scroll container: `.always` and `.never` as the Boolean `addsSafeAreaInsets`, the
    /// other behaviours as `contentInsetAdjustmentBehavior`, and each flag only when it is `true`,
    /// so that containers written before these existed encode exactly as they always have.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(node, forKey: .node)
        try container.encode(settings.contentSize, forKey: .contentSize)
        try container.encode(settings.contentInsets, forKey: .contentInsets)
        try container.encode(settings.scrollIndicatorInsets, forKey: .scrollIndicatorInsets)
        switch settings.contentInsetAdjustmentBehavior {
        case .always: try container.encode(true, forKey: .addsSafeAreaInsets)
        case .never: try container.encode(false, forKey: .addsSafeAreaInsets)
        case .automatic, .scrollableAxes:
            try container.encode(settings.contentInsetAdjustmentBehavior, forKey: .contentInsetAdjustmentBehavior)
        }
        if settings.isInNavigationController { try container.encode(true, forKey: .isInNavigationController) }
        if settings.alwaysBouncesVertically { try container.encode(true, forKey: .alwaysBouncesVertically) }
        if settings.alwaysBouncesHorizontally { try container.encode(true, forKey: .alwaysBouncesHorizontally) }
        if settings.isPagingEnabled { try container.encode(true, forKey: .isPagingEnabled) }
    }
}
