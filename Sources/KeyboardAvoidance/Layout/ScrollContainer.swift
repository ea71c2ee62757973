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
