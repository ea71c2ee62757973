/// A scroll view of the layout, with the values the app set on it.
///
/// The scroll view's **resting content offset** is its node's bounds origin in the hierarchy.
/// Everything here is the app's own, keyboard-free configuration: the strategies read these values
/// and never expect to find their own adjustments in them.
public struct ScrollContainer: Sendable, Hashable {
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
    /// Whether the scroll view bounces vertically even when its content is no taller than it
    /// (`alwaysBounceVertical`); `false` by default.
    ///
    /// With content no taller than the viewport and no bounce, the scroll view cannot scroll
    /// vertically: inside an outer scroll view it takes no part in the vertical chain (SPEC §10.2).
    public var alwaysBouncesVertically: Bool

    /// Creates a scroll container.
    ///
    /// - Parameters:
    ///   - node: The scroll view's node; its bounds origin is the resting content offset.
    ///   - contentSize: The size of the scrollable content.
    ///   - contentInsets: The app's own content insets.
    ///   - scrollIndicatorInsets: The app's own scroll indicator insets.
    ///   - addsSafeAreaInsets: Whether the scroll view adds its safe-area insets (UIKit's
    ///     default, `.automatic`, does).
    ///   - alwaysBouncesVertically: Whether it bounces vertically with short content.
    @inlinable
    public init(
        node: ViewHierarchy.NodeID, contentSize: LayoutSize, contentInsets: LayoutInsets = .zero,
        scrollIndicatorInsets: LayoutInsets = .zero, addsSafeAreaInsets: Bool = true, alwaysBouncesVertically: Bool = false
    ) {
        self.node = node
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.addsSafeAreaInsets = addsSafeAreaInsets
        self.alwaysBouncesVertically = alwaysBouncesVertically
    }

    /// Whether the scroll view can scroll vertically in a viewport of a height: its content is
    /// taller than the viewport, or it bounces vertically (UIKit's scrollable axis).
    ///
    /// - Parameter viewportHeight: The scroll view's bounds height.
    /// - Returns: `contentSize.height > viewportHeight || alwaysBouncesVertically`.
    @inlinable
    public func scrollsVertically(inViewportOfHeight viewportHeight: Double) -> Bool {
        alwaysBouncesVertically || contentSize.height > viewportHeight
    }
}

extension ScrollContainer: Codable {
    private enum CodingKeys: String, CodingKey {
        case node, contentSize, contentInsets, scrollIndicatorInsets, addsSafeAreaInsets, alwaysBouncesVertically
    }

    /// Decodes a scroll container; `alwaysBouncesVertically` may be absent (`false`).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or mistyped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            node: try container.decode(ViewHierarchy.NodeID.self, forKey: .node),
            contentSize: try container.decode(LayoutSize.self, forKey: .contentSize),
            contentInsets: try container.decode(LayoutInsets.self, forKey: .contentInsets),
            scrollIndicatorInsets: try container.decode(LayoutInsets.self, forKey: .scrollIndicatorInsets),
            addsSafeAreaInsets: try container.decode(Bool.self, forKey: .addsSafeAreaInsets),
            alwaysBouncesVertically: try container.decodeIfPresent(Bool.self, forKey: .alwaysBouncesVertically) ?? false)
    }

    /// Encodes a scroll container, `alwaysBouncesVertically` only when it is `true`, so that
    /// containers that do not bounce encode as they always have.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(node, forKey: .node)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(contentInsets, forKey: .contentInsets)
        try container.encode(scrollIndicatorInsets, forKey: .scrollIndicatorInsets)
        try container.encode(addsSafeAreaInsets, forKey: .addsSafeAreaInsets)
        if alwaysBouncesVertically { try container.encode(alwaysBouncesVertically, forKey: .alwaysBouncesVertically) }
    }
}
