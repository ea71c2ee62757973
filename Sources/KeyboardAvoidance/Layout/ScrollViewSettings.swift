/// What the app set on a scroll view: its content, insets, inset behaviour, bounces and paging —
/// everything a ``ScrollContainer`` holds but its node, and what a ``CapturableView`` reports for a
/// scroll view.
///
/// Report the app's own values: the content size and insets without any keyboard inset the
/// adjustments added (the ``KeyboardAvoider`` tells its own values from the app's, SPEC §14.2).
public struct ScrollViewSettings: Sendable, Hashable, Codable {
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

    /// Creates the settings of a scroll view.
    ///
    /// - Parameters:
    ///   - contentSize: The size of the scrollable content.
    ///   - contentInsets: The app's own content insets; none by default.
    ///   - scrollIndicatorInsets: The app's own scroll indicator insets; the content insets when `nil`.
    ///   - contentInsetAdjustmentBehavior: Which edges of its safe area it adds; `.automatic`, as
    ///     UIKit, by default.
    ///   - isInNavigationController: Whether it is a view controller's inside a navigation controller.
    ///   - alwaysBouncesVertically: Whether it bounces vertically with short content.
    ///   - alwaysBouncesHorizontally: Whether it bounces horizontally with narrow content.
    ///   - isPagingEnabled: Whether it pages horizontally.
    public init(
        contentSize: LayoutSize, contentInsets: LayoutInsets = .zero, scrollIndicatorInsets: LayoutInsets? = nil,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic, isInNavigationController: Bool = false,
        alwaysBouncesVertically: Bool = false, alwaysBouncesHorizontally: Bool = false, isPagingEnabled: Bool = false
    ) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets ?? contentInsets
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

extension ScrollViewSettings: CustomStringConvertible {
    /// The settings as `content (w × h), insets (…), indicators (…), automatic`, followed by each
    /// flag that is set (`in a navigation controller`, `bounces vertically`, `bounces horizontally`,
    /// `paging`).
    public var description: String {
        let flags = [
            (isInNavigationController, "in a navigation controller"), (alwaysBouncesVertically, "bounces vertically"),
            (alwaysBouncesHorizontally, "bounces horizontally"), (isPagingEnabled, "paging"),
        ]
        return
            ([
                "content \(contentSize)", "insets \(contentInsets)", "indicators \(scrollIndicatorInsets)",
                contentInsetAdjustmentBehavior.rawValue,
            ]
            + flags.filter(\.0).map(\.1)).joined(separator: ", ")
    }
}
