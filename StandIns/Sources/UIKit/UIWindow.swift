// A test-only stand-in for UIKit's `UIWindow` on Linux; not Apple's code. Declarations match the iOS SDK's
// as Swift sees them (UIKit.apinotes renames `keyWindow` to `isKey`, `makeKeyWindow` to `makeKey()`).
// A window's `center` and `frame` are in its scene's coordinate space; a new window made for a scene fills
// it. Its safe-area insets are the simulation's to set. It keeps its first responder. Its root view
// controller's view is added at once and kept filling the window.

import CoreGraphics

// UIWindow.h:21 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIWindow.h:22 @interface UIWindow : UIView
@MainActor
open class UIWindow: UIView {
    package var _safeAreaInsets: UIEdgeInsets = .zero
    package weak var _firstResponder: UIResponder?
    private weak var _windowScene: UIWindowScene?
    private var _screen: UIScreen?
    private var _rootViewController: UIViewController?

    // UIWindow.h:25 - (instancetype)initWithWindowScene:(UIWindowScene *)windowScene API_AVAILABLE(ios(13.0)) API_UNAVAI…
    /// Designated in Swift although this header does not mark it: a class that marks none of its initializers
    /// designated has all of them imported as designated, and inherits UIView's.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: CGRect(origin: .zero, size: windowScene._frameInScreen.size))
        isHidden = true
        self.windowScene = windowScene
    }

    // UIView.h:149 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    /// UIWindow.h does not redeclare it: the window inherits UIView's, not deprecated.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    // UIView.h:150 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    // `init()` is UIView's convenience initializer, inherited (UIWindow.h declares none): it calls
    // `init(frame: .zero)`, this class's, so the window starts hidden as above. Not deprecated.

    // UIWindow.h:29 @property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0)) API_UNAVAIL…
    @available(iOS 13.0, *)
    open var windowScene: UIWindowScene? {
        get { _windowScene }
        set {
            guard newValue !== _windowScene else { return }
            if let old = _windowScene {
                old._windows.removeAll { $0 === self }
                if old._keyWindow === self { old._keyWindow = nil }
            }
            _windowScene = newValue
            newValue?._windows.append(self)
        }
    }

    // UIWindow.h:34 @property(nonatomic,strong) UIScreen *screen API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(visionos);
    /// The scene's screen when the window has a scene.
    open var screen: UIScreen {
        get { _windowScene?.screen ?? _screen ?? UIScreen._main ?? UIScreen._defaultMain }
        set { _screen = newValue }
    }

    // UIWindow.h:42 @property(nonatomic,readonly,getter=isKeyWindow) BOOL keyWindow;
    open var isKey: Bool { _windowScene?._keyWindow === self }

    // UIWindow.h:45 @property (nonatomic, readonly) BOOL canBecomeKeyWindow API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(wat…
    @available(iOS 15.0, *)
    open var canBecomeKey: Bool { true }

    // UIWindow.h:51 - (void)becomeKeyWindow;
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    // UIWindow.h:57 - (void)resignKeyWindow;
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    // UIWindow.h:60 - (void)makeKeyWindow;
    /// Becomes its scene's key window (the previous one resigns first); needs a scene.
    open func makeKey() {
        guard let scene = _windowScene, scene._keyWindow !== self, canBecomeKey else { return }
        let previous = scene._keyWindow
        scene._keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    // UIWindow.h:64 - (void)makeKeyAndVisible;
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    // UIWindow.h:66 @property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController, let view = old.viewIfLoaded, view.superview === self {
                view.removeFromSuperview()
            }
            _rootViewController = newValue
            if let controller = newValue {
                let view = controller.view!
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// Keeps the root view controller's view filling the window, as its autoresizing does in UIKit.
    open override var bounds: CGRect {
        didSet {
            if let view = _rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
        }
    }

    // `nonisolated`, as the headers' `NS_SWIFT_NONISOLATED` makes them: see the keyboard notifications in UIResponder.swift.
    // UIWindow.h:117 UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeKeyNotification API_UNAVAILABLE(watchos) NS_S…
    nonisolated public static let didBecomeKeyNotification =
        Notification.Name("UIWindowDidBecomeKeyNotification")

    // UIWindow.h:123 UIKIT_EXTERN NSNotificationName const UIWindowDidResignKeyNotification API_UNAVAILABLE(watchos) NS_S…
    nonisolated public static let didResignKeyNotification =
        Notification.Name("UIWindowDidResignKeyNotification")

    /// UIKit: a window answers its scene.
    open override var next: UIResponder? { _windowScene }

    package override var _ownSafeAreaInsets: UIEdgeInsets { _safeAreaInsets }
}

extension UIScreen {
    /// `UIScreen.main`'s fallback, reached without the deprecation warning.
    package static var _defaultMain: UIScreen {
        if let screen = _main { return screen }
        let screen = UIScreen(portraitSize: CGSize(width: 390, height: 844), scale: 3)
        _main = screen
        return screen
    }
}
