// A test-only stand-in for UIKit's `UIScreen` on Linux; not Apple's code. Declarations match the iOS SDK's
// as Swift sees them. Screens are made by `UIKitSimulation`, which also rotates them. `coordinateSpace`
// is interface-oriented (its origin is the top left corner as the user sees it); `fixedCoordinateSpace`
// is portrait-up, whatever the orientation: in `.landscapeRight` (home indicator on the right) the fixed
// point (x, y) is (y, portraitWidth − x) in the interface space, in `.landscapeLeft` (portraitHeight − y, x),
// upside down (portraitWidth − x, portraitHeight − y).

import CoreGraphics

// UIScreen.h:53 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR
// UIScreen.h:54 @interface UIScreen : NSObject <UITraitEnvironment>
@MainActor
open class UIScreen: NSObject {
    /// The portrait size in points (`nativeBounds` divided by `nativeScale`).
    package var _portraitSize: CGSize
    package var _scale: CGFloat
    package var _interfaceOrientation: UIInterfaceOrientation = .portrait

    /// The screen `UIScreen.main` answers: the simulation's latest.
    package static var _main: UIScreen?

    package init(portraitSize: CGSize, scale: CGFloat) {
        _portraitSize = portraitSize
        _scale = scale
    }

    // UIScreen.h:57 @property(class, nonatomic, readonly) UIScreen *mainScreen API_DEPRECATED("Use a UIScreen instance found thr…
    /// The simulation's latest screen, or a 390 × 844 pt, 3× screen when none was made. Deprecated since the
    /// iOS 16 SDK, but as `API_TO_BE_DEPRECATED` (Swift sees `deprecated: 100000`): no warning yet when
    /// building with it. The iOS 26 SDK makes it a deprecation from iOS 26.0.
    @available(iOS, introduced: 2.0, deprecated: 100000)
    open class var main: UIScreen { _defaultMain }

    // UIScreen.h:59 @property(nonatomic,readonly) CGRect bounds;
    /// Interface-oriented: width and height swap in landscape.
    open var bounds: CGRect {
        let size = _interfaceOrientation.isLandscape
            ? CGSize(width: _portraitSize.height, height: _portraitSize.width) : _portraitSize
        return CGRect(origin: .zero, size: size)
    }

    // UIScreen.h:60 @property(nonatomic,readonly) CGFloat scale API_AVAILABLE(ios(4.0));
    open var scale: CGFloat { _scale }

    // UIScreen.h:79 @property (readonly) id <UICoordinateSpace> coordinateSpace API_AVAILABLE(ios(8.0));
    open var coordinateSpace: any UICoordinateSpace { _coordinateSpace }

    // UIScreen.h:80 @property (readonly) id <UICoordinateSpace> fixedCoordinateSpace API_AVAILABLE(ios(8.0));
    open var fixedCoordinateSpace: any UICoordinateSpace { _fixedCoordinateSpace }

    // UIScreen.h:82 @property(nonatomic,readonly) CGRect nativeBounds API_AVAILABLE(ios(8.0));
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: _portraitSize.width * _scale, height: _portraitSize.height * _scale)
    }

    // UIScreen.h:83 @property(nonatomic,readonly) CGFloat nativeScale API_AVAILABLE(ios(8.0));
    open var nativeScale: CGFloat { _scale }

    private lazy var _coordinateSpace = _UIMappedCoordinateSpace(
        bounds: { [unowned self] in self.bounds }, toScreen: { .identity })

    private lazy var _fixedCoordinateSpace = _UIMappedCoordinateSpace(
        bounds: { [unowned self] in CGRect(origin: .zero, size: self._portraitSize) },
        toScreen: { [unowned self] in self._fixedToInterface })

    /// Portrait-up coordinates to interface-oriented ones.
    package var _fixedToInterface: CGAffineTransform {
        let width = _portraitSize.width
        let height = _portraitSize.height
        switch _interfaceOrientation {
        case .portrait, .unknown: return .identity
        case .landscapeRight: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width)
        case .landscapeLeft: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: height, ty: 0)
        case .portraitUpsideDown: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: width, ty: height)
        }
    }
}
