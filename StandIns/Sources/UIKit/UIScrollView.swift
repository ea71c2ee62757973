// A test-only stand-in for UIKit's `UIScrollView` on Linux; not Apple's code. Declarations match the iOS
// SDK's as Swift sees them. Behaviour: `contentOffset` is `bounds.origin` (a change tells the delegate
// `scrollViewDidScroll(_:)`); `adjustedContentInset` is `contentInset` plus the safe area the adjustment
// behaviour lets in (below); scrolling is immediate, even when `animated` (an animated change that moved
// tells the delegate `scrollViewDidEndScrollingAnimation(_:)`); no dragging, deceleration, bouncing,
// zooming or indicators. The scroll view owns a pan recognizer, as UIKit's does, that drives nothing.
//
// `adjustedContentInset`, per `contentInsetAdjustmentBehavior` (UIScrollView.h:38–41):
// - `.always`: the safe area on every edge; `.never`: none.
// - `.scrollableAxes`: on an axis only while it scrolls: the content is larger than the frame on it, or
//   `alwaysBounceVertical` / `alwaysBounceHorizontal` is set.
// - `.automatic`: as `.scrollableAxes`, and also on the vertical axis, scrolling or not, when the scroll
//   view is owned by a view controller with `automaticallyAdjustsScrollViewInsets` (`true` by default)
//   inside a navigation controller, as the header says. Owned, here: the controller's view, or its view's
//   first subview (the place UIKit's inset adjustment has always looked). So a short plain scroll view
//   adds no vertical safe area; the same scroll view on a screen pushed onto a navigation controller does.

import CoreGraphics

// UIScrollView.h:52 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIScrollView.h:53 @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>
@MainActor
open class UIScrollView: UIView {
    package var _isTracking = false
    package var _isDragging = false
    package var _isDecelerating = false
    private var _lastAdjustedContentInset: UIEdgeInsets = .zero
    private lazy var _panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        addGestureRecognizer(recognizer)
        return recognizer
    }()

    // UIView.h:149 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _ = _panGestureRecognizer
    }

    // UIView.h:150 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = _panGestureRecognizer
    }

    /// A change of origin is a scroll: the delegate hears of it.
    open override var bounds: CGRect {
        didSet {
            if oldValue.origin != bounds.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    // UIScrollView.h:55 @property(nonatomic) CGPoint contentOffset;
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    // UIScrollView.h:56 @property(nonatomic) CGSize contentSize;
    open var contentSize: CGSize = .zero {
        didSet { _checkAdjustedContentInset() }
    }

    // UIScrollView.h:57 @property(nonatomic) UIEdgeInsets contentInset;
    open var contentInset: UIEdgeInsets = .zero {
        didSet { _checkAdjustedContentInset() }
    }

    // UIScrollView.h:67 @property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0), tvos(11.0)…
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (_scrollsVertically, _scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (_scrollsVertically || _isOwnedInANavigationController, _scrollsHorizontally)
        }
        var insets = contentInset
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    // UIScrollView.h:71 - (void)adjustedContentInsetDidChange API_AVAILABLE(ios(11.0),tvos(11.0)) NS_REQUIRES_SUPER API_UNAV…
    /// Called when a change of `contentInset`, `contentSize`, the behaviour or (at a layout pass) the safe
    /// area changes `adjustedContentInset`; then the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    // UIScrollView.h:76 @property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior API_AVAIL…
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { _checkAdjustedContentInset() }
    }

    // UIScrollView.h:81 @property(nonatomic) BOOL automaticallyAdjustsScrollIndicatorInsets API_AVAILABLE(ios(13.0), tvos(13…
    @available(iOS 13.0, *)
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

    // UIScrollView.h:93 @property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;
    open weak var delegate: (any UIScrollViewDelegate)?

    // UIScrollView.h:94 @property(nonatomic,getter=isDirectionalLockEnabled) BOOL directionalLockEnabled;
    open var isDirectionalLockEnabled: Bool = false

    // UIScrollView.h:100 @property (nonatomic) BOOL bounces;
    open var bounces: Bool = true

    // UIScrollView.h:112 @property(nonatomic) BOOL alwaysBounceVertical;
    open var alwaysBounceVertical: Bool = false {
        didSet { _checkAdjustedContentInset() }
    }

    // UIScrollView.h:113 @property(nonatomic) BOOL alwaysBounceHorizontal;
    open var alwaysBounceHorizontal: Bool = false {
        didSet { _checkAdjustedContentInset() }
    }

    // UIScrollView.h:114 @property(nonatomic,getter=isPagingEnabled) BOOL pagingEnabled API_UNAVAILABLE(tvos);
    open var isPagingEnabled: Bool = false

    // UIScrollView.h:115 @property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled;
    open var isScrollEnabled: Bool = true

    // UIScrollView.h:125 @property(nonatomic) BOOL showsVerticalScrollIndicator;
    open var showsVerticalScrollIndicator: Bool = true

    // UIScrollView.h:126 @property(nonatomic) BOOL showsHorizontalScrollIndicator;
    open var showsHorizontalScrollIndicator: Bool = true

    // UIScrollView.h:129 @property(nonatomic) UIEdgeInsets verticalScrollIndicatorInsets API_AVAILABLE(ios(11.1), tvos(11.1))…
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    // UIScrollView.h:130 @property(nonatomic) UIEdgeInsets horizontalScrollIndicatorInsets API_AVAILABLE(ios(11.1), tvos(11.1…
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    // UIScrollView.h:131 @property(nonatomic) UIEdgeInsets scrollIndicatorInsets;
    // UIScrollView.h:132 - (UIEdgeInsets)scrollIndicatorInsets API_DEPRECATED("The scrollIndicatorInsets getter is deprecated, u…
    /// The setter sets both indicator insets. Swift cannot deprecate a getter alone, so unlike the SDK's
    /// the getter here carries no deprecation; it answers the vertical insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    // UIScrollView.h:136 - (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moved = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated, moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    // UIScrollView.h:137 - (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated;
    /// Visible means inside the bounds less `adjustedContentInset` (so a rectangle is scrolled clear of a
    /// keyboard the bottom inset covers); the offset stays within the content and its insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset
        let size = bounds.size
        func axis(
            offset: CGFloat, length: CGFloat, insetStart: CGFloat, insetEnd: CGFloat,
            start: CGFloat, end: CGFloat, content: CGFloat
        ) -> CGFloat {
            let visibleStart = offset + insetStart
            let visibleEnd = offset + length - insetEnd
            var result = offset
            if start < visibleStart {
                result -= visibleStart - start
            } else if end > visibleEnd {
                result += min(end - visibleEnd, start - visibleStart)
            }
            let lowest = -insetStart
            let highest = max(lowest, content + insetEnd - length)
            return min(max(result, lowest), highest)
        }
        let target = rect.standardized
        let offset = CGPoint(
            x: axis(
                offset: contentOffset.x, length: size.width, insetStart: insets.left, insetEnd: insets.right,
                start: target.minX, end: target.maxX, content: contentSize.width),
            y: axis(
                offset: contentOffset.y, length: size.height, insetStart: insets.top, insetEnd: insets.bottom,
                start: target.minY, end: target.maxY, content: contentSize.height))
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    // UIScrollView.h:140 - (void)flashScrollIndicators;
    open func flashScrollIndicators() {}

    // UIScrollView.h:157 @property(nonatomic, readonly, getter=isTracking) BOOL tracking;
    open var isTracking: Bool { _isTracking }

    // UIScrollView.h:160 @property(nonatomic, readonly, getter=isDragging) BOOL dragging;
    open var isDragging: Bool { _isDragging }

    // UIScrollView.h:163 @property(nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
    open var isDecelerating: Bool { _isDecelerating }

    // UIScrollView.h:225 @property(nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer API_AVAILABLE(ios(5.0));
    open var panGestureRecognizer: UIPanGestureRecognizer { _panGestureRecognizer }

    // UIScrollView.h:231 @property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode API_AVAILABLE(ios(7.0)) API…
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    // MARK: Internals

    /// Whether a view controller with `automaticallyAdjustsScrollViewInsets` inside a navigation controller
    /// owns this scroll view: it is the controller's view, or the first subview of it (see above).
    package var _isOwnedInANavigationController: Bool {
        let owner = _viewController ?? superview.flatMap { $0.subviews.first === self ? $0._viewController : nil }
        guard let owner, owner.automaticallyAdjustsScrollViewInsets else { return false }
        return owner.navigationController != nil
    }

    package var _scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > frame.size.height }
    package var _scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > frame.size.width }

    package override func _safeAreaPassDidVisit() {
        _checkAdjustedContentInset()
    }

    private func _checkAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != _lastAdjustedContentInset else { return }
        _lastAdjustedContentInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}

extension UIScrollView {
    // UIScrollView.h:37 typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        // UIScrollView.h:38 UIScrollViewContentInsetAdjustmentAutomatic,
        case automatic = 0
        // UIScrollView.h:39 UIScrollViewContentInsetAdjustmentScrollableAxes,
        case scrollableAxes = 1
        // UIScrollView.h:40 UIScrollViewContentInsetAdjustmentNever,
        case never = 2
        // UIScrollView.h:41 UIScrollViewContentInsetAdjustmentAlways,
        case always = 3
    }

    // UIScrollView.h:24 typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    public enum KeyboardDismissMode: Int, Sendable {
        // UIScrollView.h:25 UIScrollViewKeyboardDismissModeNone,
        case none = 0
        // UIScrollView.h:26 UIScrollViewKeyboardDismissModeOnDrag,
        case onDrag = 1
        // UIScrollView.h:27 UIScrollViewKeyboardDismissModeInteractive,
        case interactive = 2
        // The two `…WithAccessory` modes are new in the iOS 16 SDK (15.6's header lacks them) but carry no
        // availability of their own (18.6's neither), so Swift offers them at any deployment target.
        // UIScrollView.h:28 UIScrollViewKeyboardDismissModeOnDragWithAccessory,
        case onDragWithAccessory = 3
        // UIScrollView.h:29 UIScrollViewKeyboardDismissModeInteractiveWithAccessory
        case interactiveWithAccessory = 4
    }
}

// UIScrollView.h:241 API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIScrollView.h:242 @protocol UIScrollViewDelegate<NSObject>
/// The `@optional` methods are requirements with empty defaults in an extension (Linux has no
/// `@objc optional`).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    // UIScrollView.h:246 - (void)scrollViewDidScroll:(UIScrollView *)scrollView;
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    // UIScrollView.h:247 - (void)scrollViewDidZoom:(UIScrollView *)scrollView API_AVAILABLE(ios(3.2));
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    // UIScrollView.h:250 - (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    // UIScrollView.h:252 - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetConte…
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    // UIScrollView.h:254 - (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    // UIScrollView.h:256 - (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    // UIScrollView.h:257 - (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    // UIScrollView.h:259 - (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    // UIScrollView.h:261 - (nullable UIView *)viewForZoomingInScrollView:(UIScrollView *)scrollView;
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    // UIScrollView.h:262 - (void)scrollViewWillBeginZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view API_AVAI…
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    // UIScrollView.h:263 - (void)scrollViewDidEndZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view atScale:(CG…
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    // UIScrollView.h:265 - (BOOL)scrollViewShouldScrollToTop:(UIScrollView *)scrollView;
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    // UIScrollView.h:266 - (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView;
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    // UIScrollView.h:270 - (void)scrollViewDidChangeAdjustedContentInset:(UIScrollView *)scrollView API_AVAILABLE(ios(11.0), tvo…
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIView {
    /// What UIKit does as a text field or text view becomes the first responder, before it reports the
    /// begin of editing: the nearest scroll view around it that scrolls brings it into its visible bounds
    /// (`scrollRectToVisible(_:animated:)`, UIScrollView.h:137: inside the bounds less
    /// `adjustedContentInset`, so clear of a keyboard only once someone has inset it). Not in a header:
    /// UIKit's behaviour as keyboard libraries (IQKeyboardManager, TPKeyboardAvoiding) describe meeting it.
    /// Vertically only, a documented simplification: whether UIKit's scroll into view pages a paging
    /// scroll view sideways is not known here, so the stand-in leaves the horizontal offset alone.
    package func _scrollIntoViewOfEnclosingScrollView() {
        var next = superview
        while let view = next {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
                let x = scrollView.contentOffset.x
                scrollView.scrollRectToVisible(convert(bounds, to: scrollView), animated: true)
                scrollView.contentOffset.x = x
                return
            }
            next = view.superview
        }
    }
}
