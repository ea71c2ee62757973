// A test-only stand-in for UIKit's `UIScene` and `UIWindowScene` on Linux; not Apple's code. Declarations
// match the iOS SDK's as Swift sees them. Scenes are made by `UIKitSimulation` (UIKit makes them; apps
// cannot), which places each at a rectangle of its screen (full screen, Split View, Slide Over, Stage
// Manager). A scene's coordinate space has its origin at that rectangle's top left corner; its windows'
// frames are in it. No sessions, delegates or activation changes.

import CoreGraphics

// UIScene.h:19 UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIScene.h:20 @interface UIScene : UIResponder
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    package var _activationState: UIScene.ActivationState

    // UIScene.h:22 - (instancetype)init NS_UNAVAILABLE;
    // (scenes are made by the simulation)
    package init(activationState: UIScene.ActivationState) {
        _activationState = activationState
        super.init()
    }

    // UIScene.h:38 @property (nonatomic, readonly) UISceneActivationState activationState;
    open var activationState: UIScene.ActivationState { _activationState }
}

extension UIScene {
    // UISceneDefinitions.h:12 typedef NS_ENUM(NSInteger, UISceneActivationState) {
    @available(iOS 13.0, *)
    public enum ActivationState: Int, Sendable {
        // UISceneDefinitions.h:13 UISceneActivationStateUnattached = -1,
        case unattached = -1
        // UISceneDefinitions.h:14 UISceneActivationStateForegroundActive,
        case foregroundActive = 0
        // UISceneDefinitions.h:15 UISceneActivationStateForegroundInactive,
        case foregroundInactive = 1
        // UISceneDefinitions.h:16 UISceneActivationStateBackground
        case background = 2
    }
}

// UIWindowScene.h:18 UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIWindowScene.h:19 @interface UIWindowScene : UIScene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    package let _screen: UIScreen
    /// Where the scene sits, in its screen's (interface-oriented) coordinates.
    package var _frameInScreen: CGRect
    package var _interfaceOrientation: UIInterfaceOrientation
    package var _windows: [UIWindow] = []
    package weak var _keyWindow: UIWindow?

    package init(screen: UIScreen, frame: CGRect, interfaceOrientation: UIInterfaceOrientation = .portrait) {
        _screen = screen
        _frameInScreen = frame
        _interfaceOrientation = interfaceOrientation
        super.init(activationState: .foregroundActive)
    }

    // UIWindowScene.h:22 @property (nonatomic, readonly) UIScreen *screen API_UNAVAILABLE(visionos);
    open var screen: UIScreen { _screen }

    // UIWindowScene.h:23 @property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation API_UNAVAILABLE(tvos);
    open var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation }

    // UIWindowScene.h:24 @property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace;
    /// Bounds: the scene's size at the origin; converting to the screen's space adds the scene's origin.
    open var coordinateSpace: any UICoordinateSpace { _coordinateSpace }

    // UIWindowScene.h:31 @property (nonatomic, readonly) UIWindowSceneGeometry *effectiveGeometry API_AVAILABLE(ios(16.0)) AP…
    /// A snapshot of the current geometry, as UIKit's.
    @available(iOS 16.0, *)
    open var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(interfaceOrientation: _interfaceOrientation)
    }

    // UIWindowScene.h:38 @property (nonatomic, readonly) NSArray<UIWindow *> *windows;
    open var windows: [UIWindow] { _windows }

    // UIWindowScene.h:41 @property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0)) API_U…
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { _keyWindow }

    private lazy var _coordinateSpace = _UIMappedCoordinateSpace(
        bounds: { [unowned self] in CGRect(origin: .zero, size: self._frameInScreen.size) },
        toScreen: { [unowned self] in self._transformToScreen })

    /// Scene coordinates to screen coordinates.
    package var _transformToScreen: CGAffineTransform {
        CGAffineTransform(translationX: _frameInScreen.minX, y: _frameInScreen.minY)
    }
}

extension UIWindowScene {
    // UIWindowSceneGeometry.h:29 UIKIT_EXTERN API_AVAILABLE(ios(16.0)) API_UNAVAILABLE(watchos)
    // UIWindowSceneGeometry.h:30 @interface UIWindowSceneGeometry : NSObject <NSCopying>
    // (UIKit.apinotes names it `UIWindowScene.Geometry`; it is not main-actor isolated. In this SDK it has no
    // coordinate space, only the orientation: use the scene's `coordinateSpace`.)
    @available(iOS 16.0, *)
    open class Geometry: NSObject {
        private let _interfaceOrientation: UIInterfaceOrientation

        // UIWindowSceneGeometry.h:33 - (instancetype)init NS_UNAVAILABLE;
        package init(interfaceOrientation: UIInterfaceOrientation) {
            _interfaceOrientation = interfaceOrientation
        }

        // UIWindowSceneGeometry.h:37 @property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation API_UNAVAILABLE…
        open var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation }
    }
}
