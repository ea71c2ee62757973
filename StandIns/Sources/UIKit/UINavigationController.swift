// A test-only stand-in for UIKit's `UINavigationController` on Linux; not Apple's code. Declarations match
// the iOS SDK's as Swift sees them. Behaviour: a stack of view controllers, each a child of the navigation
// controller; the top one's view fills the navigation controller's view, the others are out of the view
// hierarchy. Pushing shows the new top at once. No navigation bar, toolbar or transitions: it is here for
// what `.automatic` content-inset adjustment does inside one (UIScrollView.h:38).

import CoreGraphics

// UINavigationController.h:45 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UINavigationController.h:46 @interface UINavigationController : UIViewController
@MainActor
open class UINavigationController: UIViewController {
    // UINavigationController.h:55 - (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIA…
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        // An initializer's own assignment runs no observer: the stack is shown here.
        viewControllers = [rootViewController]
        _stackChanged(from: [])
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // UINavigationController.h:70 @property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
    /// Each a child; the last one's view fills this controller's view.
    open var viewControllers: [UIViewController] = [] {
        didSet { _stackChanged(from: oldValue) }
    }

    private func _stackChanged(from oldValue: [UIViewController]) {
        for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        for controller in viewControllers.dropLast() { controller.viewIfLoaded?.removeFromSuperview() }
        if let top = viewControllers.last {
            top.view.frame = view.bounds
            view.addSubview(top.view)
        }
    }

    // UINavigationController.h:67 @property(nullable, nonatomic,readonly,strong) UIViewController *topViewController;
    open var topViewController: UIViewController? { viewControllers.last }

    // UINavigationController.h:61 - (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
    /// Shows it at once, animated or not.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        viewControllers.append(viewController)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        topViewController?.viewIfLoaded?.frame = view.bounds
    }
}

extension UIViewController {
    // UINavigationController.h:131 @property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController;
    /// The nearest ancestor that is a navigation controller, as UIKit answers for a controller pushed onto
    /// one (or contained in one that was).
    public var navigationController: UINavigationController? {
        var next = parent
        while let controller = next {
            if let navigation = controller as? UINavigationController { return navigation }
            next = controller.parent
        }
        return nil
    }
}
