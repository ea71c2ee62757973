// A test-only stand-in for UIKit's `UIScene` and `UIWindowScene` on Linux; not Apple's code. Declarations
// match the iOS SDK's as Swift sees them. Scenes are made by `UIKitSimulation` (UIKit makes them; apps
// cannot), which places each at a rectangle of its screen (full screen, Split View, Slide Over, Stage
// Manager). A scene's coordinate space has its origin at that rectangle's top left corner; its windows'
// frames are in it. No sessions, delegates or activation changes.

import CoreGraphics

// UIScene.h:19 UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIScene.h:20 @interface UIScene : UIResponder
@MainActor
open class UIScene: UIResponder {
    package var _activationState: UIScene.ActivationState

    // UIScene.h:22 - (instancetype)init NS_UNAVAILABLE;  (scenes are made by the simulation)
    package init(activationState: UIScene.ActivationState) {
        _activationState = activationState
        super.init()
    }

    // UIScene.h:38 @property (nonatomic, readonly) UISceneActivationState activationState;
    open var activationState: UIScene.ActivationState { _activationState }
}

extension UIScene {
    // UISceneDefinitions.h:12 typedef NS_ENUM(NSInteger, UISceneActivationState) {
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

// UIWindowScene.h:20 UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIWindowScene.h:21 @interface UIWindowScene : UIScene
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

    // UIWindowScene.h:24 @property (nonatomic, readonly) UIScreen *screen API_UNAVAILABLE(visionos);
    open var screen: UIScreen { _screen }

    // UIWindowScene.h:25 @property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation API_DEPRECATED("Use effecti…
    @available(iOS, introduced: 13.0, deprecated: 26.0)
    open var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation }

    // UIWindowScene.h:26 @property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace API_DEPRECATED("Use effectiveGeom…
    /// Bounds: the scene's size at the origin; converting to the screen's space adds the scene's origin.
    @available(iOS, introduced: 13.0, deprecated: 26.0)
    open var coordinateSpace: any UICoordinateSpace { _coordinateSpace }

    // UIWindowScene.h:33 @property (nonatomic, readonly) UIWindowSceneGeometry *effectiveGeometry API_AVAILABLE(ios(16.0)) API_U…
    /// A snapshot of the current geometry, as UIKit's.
    open var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(coordinateSpace: _coordinateSpace, interfaceOrientation: _interfaceOrientation)
    }

    // UIWindowScene.h:41 @property (nonatomic, readonly) NSArray<UIWindow *> *windows;
    open var windows: [UIWindow] { _windows }

    // UIWindowScene.h:44 @property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0)) API_UNAV…
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
    // (UIKit.apinotes names it `UIWindowScene.Geometry`; it is not main-actor isolated.)
    open class Geometry: NSObject {
        private let _coordinateSpace: any UICoordinateSpace
        private let _interfaceOrientation: UIInterfaceOrientation

        // UIWindowSceneGeometry.h:33 - (instancetype)init NS_UNAVAILABLE;
        package init(coordinateSpace: any UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation) {
            _coordinateSpace = coordinateSpace
            _interfaceOrientation = interfaceOrientation
        }

        // UIWindowSceneGeometry.h:39 @property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace API_AVAILABLE(ios(26.…
        @available(iOS 26.0, *)
        open var coordinateSpace: any UICoordinateSpace { _coordinateSpace }

        // UIWindowSceneGeometry.h:42 @property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation API_UNAVAILABLE…
        open var interfaceOrientation: UIInterfaceOrientation { _interfaceOrientation }
    }
}
