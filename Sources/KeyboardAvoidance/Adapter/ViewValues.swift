/// The values an adapter sets on one view: a scroll view's, the root view's, the riding view's, or
/// several of them when one view is several of those.
///
/// Every value is absolute — what to set, never an amount to add — so setting the same values twice
/// is setting them once (SPEC §14.3).
public struct ViewValues: Sendable, Hashable, Codable {
    /// The values for the view as a scroll view, or `nil` when the avoider does not set any.
    public var scrollView: ScrollViewValues?
    /// The values for the view as the layout's root view, or `nil` when the avoider does not set any.
    public var rootView: RootViewValues?
    /// The values for the view as the layout's riding view (an input bar on the keyboard), or `nil`
    /// when the avoider does not set any.
    public var ridingView: RidingViewValues?

    /// Creates a view's values.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll-view values, or `nil`.
    ///   - rootView: The root-view values, or `nil`.
    ///   - ridingView: The riding-view values, or `nil`.
    public init(scrollView: ScrollViewValues? = nil, rootView: RootViewValues? = nil, ridingView: RidingViewValues? = nil) {
        self.scrollView = scrollView
        self.rootView = rootView
        self.ridingView = ridingView
    }
}

/// What to set on a scroll view: UIKit's `contentOffset`, `contentInset`,
/// `verticalScrollIndicatorInsets` and `contentSize`.
public struct ScrollViewValues: Sendable, Hashable, Codable {
    /// The content offset to scroll to.
    public var contentOffset: LayoutPoint
    /// The content insets to set: the app's own, plus any keyboard inset.
    public var contentInsets: LayoutInsets
    /// The scroll indicator insets to set: the app's own, plus the same keyboard inset.
    public var scrollIndicatorInsets: LayoutInsets
    /// The content size to set: the app's own, plus any growth.
    public var contentSize: LayoutSize

    /// Creates a scroll view's values.
    ///
    /// - Parameters:
    ///   - contentOffset: The content offset.
    ///   - contentInsets: The content insets.
    ///   - scrollIndicatorInsets: The scroll indicator insets.
    ///   - contentSize: The content size.
    public init(contentOffset: LayoutPoint, contentInsets: LayoutInsets, scrollIndicatorInsets: LayoutInsets, contentSize: LayoutSize) {
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentSize = contentSize
    }

    /// The values a strategy computed for one scroll view, without the node that names it.
    ///
    /// - Parameter adjustment: A container adjustment.
    public init(_ adjustment: ContainerAdjustment) {
        self.init(
            contentOffset: adjustment.contentOffset, contentInsets: adjustment.contentInsets,
            scrollIndicatorInsets: adjustment.scrollIndicatorInsets, contentSize: adjustment.contentSize)
    }
}

/// What to set on the layout's root view: UIKit's `transform` and its view controller's
/// `additionalSafeAreaInsets`.
public struct RootViewValues: Sendable, Hashable, Codable {
    /// The transform to set: the app's own, followed by the keyboard's translation (view shift).
    public var transform: LayoutTransform
    /// The additional safe-area insets to set: the app's own, with the bottom raised so that the
    /// view's safe area ends where the resize strategy's usable area ends.
    public var additionalSafeAreaInsets: LayoutInsets

    /// Creates a root view's values.
    ///
    /// - Parameters:
    ///   - transform: The transform.
    ///   - additionalSafeAreaInsets: The additional safe-area insets.
    public init(transform: LayoutTransform, additionalSafeAreaInsets: LayoutInsets) {
        self.transform = transform
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
    }
}

/// What to set on the layout's riding view (``AvoidanceLayout/ridingView``): UIKit's `transform`.
public struct RidingViewValues: Sendable, Hashable, Codable {
    /// The transform to set: the app's own, followed by the translation that puts the view on the
    /// keyboard's top (``KeyboardAdjustment/ridingViewTranslation``).
    public var transform: LayoutTransform

    /// Creates a riding view's values.
    ///
    /// - Parameter transform: The transform.
    public init(transform: LayoutTransform) {
        self.transform = transform
    }
}

/// One view's new values: which view, and what to set on it.
public struct ViewChange<ViewKey: Hashable & Sendable>: Sendable, Hashable {
    /// The view, as the adapter named it in its ``ScreenObservation``.
    public var view: ViewKey
    /// The values to set.
    public var values: ViewValues
    /// Whether these are the app's own values given back: the avoider no longer adjusts the view.
    public var isRestoring: Bool

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - values: The values to set.
    ///   - isRestoring: Whether these are the app's own values given back.
    public init(view: ViewKey, values: ViewValues, isRestoring: Bool) {
        self.view = view
        self.values = values
        self.isRestoring = isRestoring
    }
}

extension ViewChange: Codable where ViewKey: Codable {}

/// What an adapter applies after an input: every view whose values change, and the animation to
/// change them with.
public struct AvoidanceUpdate<ViewKey: Hashable & Sendable>: Sendable, Hashable {
    /// The views whose values change, each once: views that leave the avoider's care first (their
    /// own values given back), then the adjusted views from the window down.
    public var changes: [ViewChange<ViewKey>]
    /// The animation to apply the changes with: the keyboard's own for a keyboard event.
    public var animation: KeyboardAnimation
    /// The keyboard the values are for: the avoider's ``KeyboardAvoider/presentedKeyboard`` — the
    /// tracker's keyboard, or during a per-frame animation the keyboard at that frame.
    public var keyboard: KeyboardState

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - changes: The views whose values change.
    ///   - animation: The animation to apply them with.
    ///   - keyboard: The keyboard the values are for.
    public init(changes: [ViewChange<ViewKey>], animation: KeyboardAnimation, keyboard: KeyboardState) {
        self.changes = changes
        self.animation = animation
        self.keyboard = keyboard
    }
}

extension AvoidanceUpdate: Codable where ViewKey: Codable {}
