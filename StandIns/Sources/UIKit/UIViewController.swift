// A test-only stand-in for UIKit's `UIViewController` on Linux; not Apple's code. Declarations match the
// iOS SDK's as Swift sees them (UIKit.apinotes renames the containment API to `children`, `parent`,
// `addChild(_:)`, `removeFromParent()`). Behaviour: the view loads lazily (`loadView()` makes a plain
// `UIView`, then `viewDidLoad()`); its view answers the controller as `next`; `additionalSafeAreaInsets`
// adds to its view's `safeAreaInsets`; layout passes call `viewWillLayoutSubviews()` and
// `viewDidLayoutSubviews()`. Presentation puts the presented controller's view in a container that fills
// the window (UIKit's private `UITransitionView`, a plain `UIView` here): full screen for `.fullScreen` and
// `.overFullScreen`, and for the sheets (`.pageSheet`, `.formSheet`, `.automatic`, which reads back as
// `.pageSheet`) inside a second container (UIKit's `UIDropShadowView`) laid out as on an iPhone — the
// window's width, its top 10 pt below the window's top safe-area inset, down to the window's bottom.
// A child controller presents from its farthest ancestor (UIKit's presentation context), and
// `presentedViewController` answers for a controller's nearest ancestor too, as the header says.
// iPad sheet sizes, popovers, transitions and custom presentation controllers are not modelled. No nibs
// or appearance callbacks; navigation as UINavigationController.swift says.

import CoreGraphics

// UIViewController.h:101 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIViewController.h:102 @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIConten…
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    private var _children: [UIViewController] = []
    private weak var _parent: UIViewController?
    private var _presented: UIViewController?
    private weak var _presenting: UIViewController?
    private var _presentationStyle: UIModalPresentationStyle = .automatic
    /// The container the presentation added to the window (UIKit's `UITransitionView`).
    private var _presentationContainer: UIView?

    // UIViewController.h:113 - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBu…
    /// Nibs are not loaded: the view always comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    // UIViewController.h:114 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init()
    }

    // NSObject's `-init`, which UIKit implements as `initWithNibName:nil bundle:nil`; Swift sees it as a
    // convenience initializer because UIViewController declares its own designated ones.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // UIViewController.h:116 @property(null_resettable, nonatomic,strong) UIView *view;
    open var view: UIView! {
        get {
            if _view == nil {
                loadView()
                if _view == nil { _setView(UIView()) }
                viewDidLoad()
            }
            return _view
        }
        set { _setView(newValue) }
    }

    // UIViewController.h:117 - (void)loadView;
    open func loadView() {
        _setView(UIView())
    }

    // UIViewController.h:118 - (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
    open func loadViewIfNeeded() {
        _ = view
    }

    // UIViewController.h:119 @property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
    open var viewIfLoaded: UIView? { _view }

    // UIViewController.h:124 - (void)viewDidLoad;
    open func viewDidLoad() {}

    // UIViewController.h:125 @property(nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));
    open var isViewLoaded: Bool { _view != nil }

    // UIViewController.h:191 - (void)viewWillLayoutSubviews API_AVAILABLE(ios(5.0));
    open func viewWillLayoutSubviews() {}

    // UIViewController.h:193 - (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));
    open func viewDidLayoutSubviews() {}

    // UIViewController.h:204 @property(nullable,nonatomic,weak,readonly) UIViewController *parentViewController;
    open var parent: UIViewController? { _parent }

    // UIViewController.h:210 @property(nullable, nonatomic,readonly) UIViewController *presentedViewController  API_AVAILABLE(ios(5.…
    /// The one this controller presented, or its nearest ancestor did, as the header says.
    open var presentedViewController: UIViewController? { _presented ?? _parent?.presentedViewController }

    // UIViewController.h:213 @property(nullable, nonatomic,readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5…
    open var presentingViewController: UIViewController? { _presenting }

    // UIViewController.h:252 - (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag comple…
    /// Presents at once, whatever `flag`, and calls `completion` before returning. A child controller
    /// presents from its farthest ancestor, as UIKit's presentation context makes it (that one is the
    /// `presentingViewController`). A controller that is already presenting presents nothing, as
    /// UIKit refuses to; so does one whose view is in no window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var presenter = self
        while let parent = presenter._parent { presenter = parent }
        guard presenter !== self else {
            presentAsTheContext(viewControllerToPresent, completion: completion)
            return
        }
        presenter.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    private func presentAsTheContext(_ viewControllerToPresent: UIViewController, completion: (() -> Void)?) {
        guard _presented == nil, viewControllerToPresent !== self, viewControllerToPresent._presenting == nil,
            let window = viewIfLoaded?.window, let view = viewControllerToPresent.view
        else { return }
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        switch viewControllerToPresent.modalPresentationStyle {
        case .pageSheet, .formSheet:
            let top = window.safeAreaInsets.top + 10
            let sheet = UIView(frame: CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top))
            container.addSubview(sheet)
            view.frame = sheet.bounds
            sheet.addSubview(view)
        default:
            view.frame = container.bounds
            container.addSubview(view)
        }
        _presented = viewControllerToPresent
        viewControllerToPresent._presenting = self
        viewControllerToPresent._presentationContainer = container
        completion?()
    }

    // UIViewController.h:254 - (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion …
    /// Dismisses at once the controller this one presented, or, when it presented none, this one (UIKit
    /// asks the presenting controller to); calls `completion` before returning.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = _presented ?? (_presenting == nil ? nil : self), let presenting = presented._presenting else {
            completion?()
            return
        }
        presented._presented?.dismiss(animated: flag)
        presented._presentationContainer?.removeFromSuperview()
        presented._presentationContainer = nil
        presented._presenting = nil
        presenting._presented = nil
        completion?()
    }

    // UIViewController.h:282 @property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));
    /// `.automatic` by default, and read back as `.pageSheet`, as UIViewController resolves it.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { _presentationStyle == .automatic ? .pageSheet : _presentationStyle }
        set { _presentationStyle = newValue }
    }

    // UIViewController.h:419 @property(nonatomic,readonly) NSArray<__kindof UIViewController *> *childViewControllers API_AVAILA…
    open var children: [UIViewController] { _children }

    // UIViewController.h:426 - (void)addChildViewController:(UIViewController *)childController API_AVAILABLE(ios(5.0));
    /// Calls the child's `willMove(toParent:)` first, as UIKit does; `didMove(toParent:)` is yours to call.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController._parent !== self else { return }
        childController.willMove(toParent: self)
        childController._parent?._children.removeAll { $0 === childController }
        childController._parent = self
        _children.append(childController)
    }

    // UIViewController.h:432 - (void)removeFromParentViewController API_AVAILABLE(ios(5.0));
    /// Calls `didMove(toParent: nil)` afterwards, as UIKit does; `willMove(toParent: nil)` is yours to call.
    open func removeFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
    }

    // UIViewController.h:504 - (void)willMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));
    open func willMove(toParent parent: UIViewController?) {}

    // UIViewController.h:505 - (void)didMoveToParentViewController:(nullable UIViewController *)parent API_AVAILABLE(ios(5.0));
    open func didMove(toParent parent: UIViewController?) {}

    // UIViewController.h:294 @property(nonatomic,assign) BOOL automaticallyAdjustsScrollViewInsets API_DEPRECATED("Use UIScrollView'…
    /// `true` by default, as the header says; read by `.automatic` inset adjustment (UIScrollView.h:38).
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool = true

    // UIViewController.h:545 @property(nonatomic) UIEdgeInsets additionalSafeAreaInsets API_AVAILABLE(ios(11.0), tvos(11.0)) API_…
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { _view?.setNeedsLayout() }
    }

    // UIViewController.h:560 - (void)viewSafeAreaInsetsDidChange NS_REQUIRES_SUPER API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVA…
    open func viewSafeAreaInsetsDidChange() {}

    /// UIKit: a view controller answers its view's superview (for a window's root, the window).
    open override var next: UIResponder? { _view?.superview ?? _parent }

    package override var _responderWindow: UIWindow? { _view?.window }

    private func _setView(_ newView: UIView?) {
        if let old = _view, old._viewController === self { old._viewController = nil }
        _view = newView
        newView?._viewController = self
    }
}

// UIViewController.h:47 typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
// (`UIModalPresentationBlurOverFullScreen` is tvOS-only, unavailable on iOS.)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
