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
    /// Which edges of its safe area the scroll view adds to its insets, UIKit's
    /// `contentInsetAdjustmentBehavior`; `.automatic` by default, as in UIKit.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Whether the scroll view is a view controller's inside a navigation controller, where
    /// ``ContentInsetAdjustmentBehavior/automatic`` adds the top and bottom of the safe area even
    /// when the scroll view does not scroll vertically; `false` by default.
    public var isInNavigationController: Bool
    /// Whether the scroll view bounces vertically even when its content is no taller than it
    /// (`alwaysBounceVertical`); `false` by default.
    ///
    /// With content no taller than the viewport and no bounce, the scroll view cannot scroll
    /// vertically: inside an outer scroll view it absorbs nothing vertically (SPEC §10.2).
    public var alwaysBouncesVertically: Bool
    /// Whether the scroll view bounces horizontally even when its content is no wider than it
    /// (`alwaysBounceHorizontal`); `false` by default.
    public var alwaysBouncesHorizontally: Bool
    /// Whether the scroll view pages: stops on multiples of its bounds width (`isPagingEnabled`).
    ///
    /// The horizontal reveal then brings in the whole page holding the focus (SPEC §10.3); `false`
    /// by default.
    public var isPagingEnabled: Bool

    /// Creates a scroll container.
    ///
    /// - Parameters:
    ///   - node: The scroll view's node; its bounds origin is the resting content offset.
    ///   - contentSize: The size of the scrollable content.
    ///   - contentInsets: The app's own content insets.
    ///   - scrollIndicatorInsets: The app's own scroll indicator insets.
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
        self.node = node
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.isInNavigationController = isInNavigationController
        self.alwaysBouncesVertically = alwaysBouncesVertically
        self.alwaysBouncesHorizontally = alwaysBouncesHorizontally
        self.isPagingEnabled = isPagingEnabled
    }

    /// Whether the scroll view can scroll vertically in a viewport of a height: its content is
    /// taller than the viewport, or it bounces vertically (UIKit's scrollable axis).
    ///
    /// - Parameter viewportHeight: The scroll view's bounds height.
    /// - Returns: `contentSize.height > viewportHeight || alwaysBouncesVertically`.
    public func scrollsVertically(inViewportOfHeight viewportHeight: Double) -> Bool {
        alwaysBouncesVertically || contentSize.height > viewportHeight
    }

    /// Whether the scroll view can scroll horizontally in a viewport of a width: its content is
    /// wider than the viewport, or it bounces horizontally.
    ///
    /// - Parameter viewportWidth: The scroll view's bounds width.
    /// - Returns: `contentSize.width > viewportWidth || alwaysBouncesHorizontally`.
    public func scrollsHorizontally(inViewportOfWidth viewportWidth: Double) -> Bool {
        alwaysBouncesHorizontally || contentSize.width > viewportWidth
    }

    /// Whether the scroll view adds the top and bottom of its safe area to its insets in a
    /// viewport of a size (``ContentInsetAdjustmentBehavior``'s table).
    ///
    /// - Parameter viewport: The scroll view's bounds size.
    /// - Returns: `true` for `.always`; for `.automatic`, when it scrolls vertically or
    ///   ``isInNavigationController``; for `.scrollableAxes`, when it scrolls vertically.
    public func addsVerticalSafeArea(inViewportOf viewport: LayoutSize) -> Bool {
        switch contentInsetAdjustmentBehavior {
        case .always: true
        case .never: false
        case .scrollableAxes: scrollsVertically(inViewportOfHeight: viewport.height)
        case .automatic: isInNavigationController || scrollsVertically(inViewportOfHeight: viewport.height)
        }
    }

    /// Whether the scroll view adds the left and right of its safe area to its insets in a
    /// viewport of a size (``ContentInsetAdjustmentBehavior``'s table).
    ///
    /// - Parameter viewport: The scroll view's bounds size.
    /// - Returns: `true` for `.always`; for `.automatic` and `.scrollableAxes`, when it scrolls
    ///   horizontally.
    public func addsHorizontalSafeArea(inViewportOf viewport: LayoutSize) -> Bool {
        switch contentInsetAdjustmentBehavior {
        case .always: true
        case .never: false
        case .scrollableAxes, .automatic: scrollsHorizontally(inViewportOfWidth: viewport.width)
        }
    }
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
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(contentInsets, forKey: .contentInsets)
        try container.encode(scrollIndicatorInsets, forKey: .scrollIndicatorInsets)
        switch contentInsetAdjustmentBehavior {
        case .always: try container.encode(true, forKey: .addsSafeAreaInsets)
        case .never: try container.encode(false, forKey: .addsSafeAreaInsets)
        case .automatic, .scrollableAxes: try container.encode(contentInsetAdjustmentBehavior, forKey: .contentInsetAdjustmentBehavior)
        }
        if isInNavigationController { try container.encode(true, forKey: .isInNavigationController) }
        if alwaysBouncesVertically { try container.encode(true, forKey: .alwaysBouncesVertically) }
        if alwaysBouncesHorizontally { try container.encode(true, forKey: .alwaysBouncesHorizontally) }
        if isPagingEnabled { try container.encode(true, forKey: .isPagingEnabled) }
    }
}
