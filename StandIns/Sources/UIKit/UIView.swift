// A test-only stand-in for UIKit's `UIView` on Linux; not Apple's code. Declarations match the iOS SDK's as
// Swift sees them. Behaviour follows UIKit's documented geometry: `bounds` (whose origin is where the
// view's own coordinates start, a scroll view's content offset), `center` in the superview's coordinates
// (a window's in its scene's), `transform` about the centre, `frame` the bounding box of all three.
// `safeAreaInsets` is computed: a window's are set by the simulation; any other view's are the overlap of
// its bounds with its superview's unsafe bands, in its own coordinates and never negative, plus its view
// controller's `additionalSafeAreaInsets` when it is a controller's view. `safeAreaInsetsDidChange()`
// (and the controller's `viewSafeAreaInsetsDidChange()`) is called when a layout pass (`layoutIfNeeded()`,
// which the simulation runs after changing the device) finds the value changed. No drawing, no Auto Layout.

import CoreGraphics

// UIView.h:144 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIView.h:145 @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment…
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
    package weak var _superview: UIView?
    package var _subviews: [UIView] = []
    package weak var _viewController: UIViewController?
    package var _gestureRecognizers: [UIGestureRecognizer] = []
    package var _needsLayout = true
    package var _lastSafeAreaInsets: UIEdgeInsets = .zero

    // UIView.h:149 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    // UIView.h:150 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    /// Decodes nothing: the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // NSObject's `-init`, which UIKit implements as `initWithFrame:CGRectZero`; Swift sees it as a
    // convenience initializer because UIView declares its own designated ones.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // UIView.h:152 @property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
    open var isUserInteractionEnabled: Bool = true

    // UIView.h:153 @property(nonatomic) NSInteger tag;
    open var tag: Int = 0

    // UIView.h:185 @property(nonatomic) CGRect frame;
    /// The bounding box, in the superview's coordinates, of the bounds rectangle turned by `transform` about
    /// `center`. Setting it sets `center` and the bounds' size (with a transform, UIKit calls the result
    /// undefined; here the size is set as given).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            bounds.size = rect.size
        }
    }

    // UIView.h:188 @property(nonatomic) CGRect bounds;
    open var bounds: CGRect = .zero {
        didSet {
            // A new size lays out the view and its superview again (UIKit does both, so that a
            // container that places its subviews by their sizes, a scroll view's content size, follows).
            if oldValue.size != bounds.size {
                setNeedsLayout()
                superview?.setNeedsLayout()
            }
        }
    }

    // UIView.h:189 @property(nonatomic) CGPoint center;
    open var center: CGPoint = .zero

    // UIView.h:190 @property(nonatomic) CGAffineTransform transform;
    open var transform: CGAffineTransform = .identity

    // UIView.h:206 - (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
    /// `nil` means the window (for a view outside any window, its topmost superview).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(_transform(from: self, to: view ?? _rootView))
    }

    // UIView.h:207 - (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(_transform(from: view ?? _rootView, to: self))
    }

    // UIView.h:208 - (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;
    /// The bounding box of the converted rectangle, as UIKit gives it.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(_transform(from: self, to: view ?? _rootView))
    }

    // UIView.h:209 - (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(_transform(from: view ?? _rootView, to: self))
    }

    // UIView.h:214 - (CGSize)sizeThatFits:(CGSize)size;
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    // UIView.h:215 - (void)sizeToFit;
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    // UIView.h:221 @property(nullable, nonatomic,readonly) UIView *superview;
    open var superview: UIView? { _superview }

    // UIView.h:222 @property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;
    open var subviews: [UIView] { _subviews }

    // UIView.h:223 @property(nullable, nonatomic,readonly) UIWindow *window;
    open var window: UIWindow? { _rootView as? UIWindow }

    // UIView.h:225 - (void)removeFromSuperview;
    /// Resigns the window's first responder when it is this view or inside it.
    open func removeFromSuperview() {
        guard let superview = _superview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let oldWindow {
            _notifyWillMove(toWindow: nil)
            _resignFirstResponder(in: oldWindow)
        }
        superview._subviews.removeAll { $0 === self }
        _superview = nil
        didMoveToSuperview()
        if oldWindow != nil { _notifyDidMoveToWindow() }
        superview.setNeedsLayout()
    }

    // UIView.h:226 - (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view._superview === self {
            _subviews.removeAll { $0 === view }
            _subviews.insert(view, at: max(0, min(index, _subviews.count)))
            return
        }
        let oldWindow = view.window
        if let oldSuperview = view._superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview._subviews.removeAll { $0 === view }
            view._superview = nil
            oldSuperview.setNeedsLayout()
        }
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view._notifyWillMove(toWindow: newWindow)
            if let oldWindow { view._resignFirstResponder(in: oldWindow) }
        }
        view._superview = self
        _subviews.insert(view, at: max(0, min(index, _subviews.count)))
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view._notifyDidMoveToWindow() }
        setNeedsLayout()
        view.setNeedsLayout()
    }

    // UIView.h:229 - (void)addSubview:(UIView *)view;
    /// Adds the view on top of the others (moving it there if it is already a subview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: _subviews.count)
    }

    // UIView.h:233 - (void)bringSubviewToFront:(UIView *)view;
    open func bringSubviewToFront(_ view: UIView) {
        guard view._superview === self else { return }
        insertSubview(view, at: _subviews.count)
    }

    // UIView.h:234 - (void)sendSubviewToBack:(UIView *)view;
    open func sendSubviewToBack(_ view: UIView) {
        guard view._superview === self else { return }
        insertSubview(view, at: 0)
    }

    // UIView.h:236 - (void)didAddSubview:(UIView *)subview;
    open func didAddSubview(_ subview: UIView) {}

    // UIView.h:237 - (void)willRemoveSubview:(UIView *)subview;
    open func willRemoveSubview(_ subview: UIView) {}

    // UIView.h:239 - (void)willMoveToSuperview:(nullable UIView *)newSuperview;
    open func willMove(toSuperview newSuperview: UIView?) {}

    // UIView.h:240 - (void)didMoveToSuperview;
    open func didMoveToSuperview() {}

    // UIView.h:241 - (void)willMoveToWindow:(nullable UIWindow *)newWindow;
    open func willMove(toWindow newWindow: UIWindow?) {}

    // UIView.h:242 - (void)didMoveToWindow;
    open func didMoveToWindow() {}

    // UIView.h:244 - (BOOL)isDescendantOfView:(UIView *)view;
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    // UIView.h:245 - (nullable __kindof UIView *)viewWithTag:(NSInteger)tag;
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // UIView.h:248 - (void)setNeedsLayout;
    open func setNeedsLayout() {
        _needsLayout = true
    }

    // UIView.h:249 - (void)layoutIfNeeded;
    /// Brings the safe areas of this view and its subviews up to date (calling `safeAreaInsetsDidChange()`
    /// where they changed), then lays out, top down, every view of the subtree that needs it.
    open func layoutIfNeeded() {
        _updateSafeAreaInsets()
        _layoutSubtree()
    }

    // UIView.h:251 - (void)layoutSubviews;
    open func layoutSubviews() {}

    // UIView.h:275 @property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0), tvos(11.0)) API_…
    open var safeAreaInsets: UIEdgeInsets {
        var insets = _ownSafeAreaInsets
        if let controller = _viewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    // UIView.h:276 - (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);
    open func safeAreaInsetsDidChange() {}

    // UIView.h:302 @property(nonatomic) BOOL clipsToBounds;
    open var clipsToBounds: Bool = false

    // UIView.h:304 @property(nonatomic) CGFloat alpha;
    open var alpha: CGFloat = 1

    // UIView.h:307 @property(nonatomic,getter=isHidden) BOOL hidden;
    open var isHidden: Bool = false

    // UIView.h:382 @property(nullable, nonatomic,copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers API_AVAILABLE…
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for recognizer in _gestureRecognizers { recognizer._view = nil }
            _gestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    // UIView.h:384 - (void)addGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2));
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer._view === self { return }
        gestureRecognizer._view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    // UIView.h:385 - (void)removeGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2));
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer._view === self else { return }
        _gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer._view = nil
    }

    // MARK: Animations (UIView.h, UIViewAnimationWithBlocks)

    // UIView.h:338 + (void)setAnimationsEnabled:(BOOL)enabled;
    open class func setAnimationsEnabled(_ enabled: Bool) {
        _UIViewAnimationState.animationsEnabled = enabled
    }

    // UIView.h:339 @property(class, nonatomic, readonly) BOOL areAnimationsEnabled;
    open class var areAnimationsEnabled: Bool { _UIViewAnimationState.animationsEnabled }

    // UIView.h:340 + (void)performWithoutAnimation:(void (NS_NOESCAPE ^)(void))actionsWithoutAnimation API_AVAILABLE(ios(7.0));
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = _UIViewAnimationState.animationsEnabled
        _UIViewAnimationState.animationsEnabled = false
        _UIViewAnimationState.run(
            _UIViewAnimationRecord(kind: .withoutAnimation, duration: 0, delay: 0, options: []),
            animations: actionsWithoutAnimation, completion: nil)
        _UIViewAnimationState.animationsEnabled = enabled
    }

    // UIView.h:342 @property(class, nonatomic, readonly) NSTimeInterval inheritedAnimationDuration API_AVAILABLE(ios(9.0));
    /// The duration of the animation block running now (0 outside one, or with animations disabled).
    open class var inheritedAnimationDuration: TimeInterval { _UIViewAnimationState.inheritedDuration }

    // UIView.h:348 + (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOpti…
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _UIViewAnimationState.run(
            _UIViewAnimationRecord(kind: .animate, duration: duration, delay: delay, options: options),
            animations: animations, completion: completion)
    }

    // UIView.h:350 + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (…
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _UIViewAnimationState.run(
            _UIViewAnimationRecord(kind: .animate, duration: duration, delay: 0, options: []),
            animations: animations, completion: completion)
    }

    // UIView.h:352 + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations API_AVAILABLE(ios(…
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        _UIViewAnimationState.run(
            _UIViewAnimationRecord(kind: .animate, duration: duration, delay: 0, options: []),
            animations: animations, completion: nil)
    }

    // UIView.h:358 + (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay usingSpringWithDamping:(CGFl…
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _UIViewAnimationState.run(
            _UIViewAnimationRecord(
                kind: .spring(dampingRatio: dampingRatio, initialSpringVelocity: velocity),
                duration: duration, delay: delay, options: options),
            animations: animations, completion: completion)
    }

    // MARK: UIResponder

    /// UIKit: a view controller's view answers its controller, any other view its superview.
    open override var next: UIResponder? { _viewController ?? _superview }

    package override var _responderWindow: UIWindow? { window }

    // MARK: UICoordinateSpace (UIView.h:133–136; UIView.h:145 adopts the protocol)

    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        point.applying(_transform(from: self, to: coordinateSpace))
    }

    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        point.applying(_transform(from: coordinateSpace, to: self))
    }

    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.applying(_transform(from: self, to: coordinateSpace))
    }

    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.applying(_transform(from: coordinateSpace, to: self))
    }

    // MARK: Internals

    /// The topmost superview (the window, when the view is in one).
    package var _rootView: UIView {
        var view = self
        while let superview = view._superview { view = superview }
        return view
    }

    /// Own coordinates to the superview's: the bounds centre goes to `center`, turned by `transform`.
    package var _transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Own coordinates to the screen's, through the window and its scene; for a view outside any scene,
    /// to the coordinates its topmost superview sits in.
    package var _transformToScreen: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view = self
        while true {
            result = result.concatenating(view._transformToSuperview)
            guard let superview = view._superview else { break }
            view = superview
        }
        if let window = view as? UIWindow, let scene = window.windowScene {
            result = result.concatenating(scene._transformToScreen)
        }
        return result
    }

    /// The safe area before the controller's additional insets: the overlap with the superview's unsafe
    /// bands. `UIWindow` answers its own.
    package var _ownSafeAreaInsets: UIEdgeInsets {
        guard let superview = _superview else { return .zero }
        let superviewSafeRect = superview.bounds.inset(by: superview.safeAreaInsets)
        let safe = superview.convert(superviewSafeRect, to: self)
        let own = bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - own.minY, own.height),
            left: clamp(safe.minX - own.minX, own.width),
            bottom: clamp(own.maxY - safe.maxY, own.height),
            right: clamp(own.maxX - safe.maxX, own.width))
    }

    /// Compares each view's safe area with the last one seen and reports the changes, top down.
    package func _updateSafeAreaInsets() {
        let insets = safeAreaInsets
        if insets != _lastSafeAreaInsets {
            _lastSafeAreaInsets = insets
            setNeedsLayout()
            safeAreaInsetsDidChange()
            _viewController?.viewSafeAreaInsetsDidChange()
        }
        _safeAreaPassDidVisit()
        for subview in _subviews { subview._updateSafeAreaInsets() }
    }

    /// Called for every view the safe-area pass visits (a scroll view checks its adjusted content inset).
    package func _safeAreaPassDidVisit() {}

    package func _layoutSubtree() {
        if _needsLayout {
            _needsLayout = false
            _viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            _viewController?.viewDidLayoutSubviews()
        }
        for subview in _subviews { subview._layoutSubtree() }
    }

    private func _notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in _subviews { subview._notifyWillMove(toWindow: newWindow) }
    }

    private func _notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in _subviews { subview._notifyDidMoveToWindow() }
    }

    private func _resignFirstResponder(in window: UIWindow) {
        guard let responder = window._firstResponder else { return }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        if let view, view.isDescendant(of: self) { responder.resignFirstResponder() }
    }
}
