// A test-only stand-in for UIKit's `UITouch` on Linux; not Apple's code. Declarations match the iOS SDK's
// as Swift sees them. Touches are made and moved by `UIKitSimulation`; a touch keeps its location in its
// window's coordinates and converts on request.

import CoreGraphics

// UITouch.h:50 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITouch.h:51 @interface UITouch : NSObject
@MainActor
open class UITouch: NSObject {
    package var _timestamp: TimeInterval = 0
    package var _phase: UITouch.Phase = .began
    package var _tapCount = 1
    package var _window: UIWindow?
    package var _view: UIView?
    package var _locationInWindow: CGPoint = .zero
    package var _previousLocationInWindow: CGPoint = .zero
    package var _gestureRecognizers: [UIGestureRecognizer] = []

    public override init() {
        super.init()
    }

    // UITouch.h:53 @property(nonatomic,readonly) NSTimeInterval timestamp;
    open var timestamp: TimeInterval { _timestamp }

    // UITouch.h:54 @property(nonatomic,readonly) UITouchPhase phase;
    open var phase: UITouch.Phase { _phase }

    // UITouch.h:55 @property(nonatomic,readonly) NSUInteger tapCount;
    open var tapCount: Int { _tapCount }

    // UITouch.h:63 @property(nullable,nonatomic,readonly,strong) UIWindow *window;
    open var window: UIWindow? { _window }

    // UITouch.h:64 @property(nullable,nonatomic,readonly,strong) UIView *view;
    open var view: UIView? { _view }

    // UITouch.h:65 @property(nullable,nonatomic,readonly,copy) NSArray <UIGestureRecognizer *> *gestureRecognizers API_AVAILABLE…
    open var gestureRecognizers: [UIGestureRecognizer]? { _gestureRecognizers }

    // UITouch.h:67 - (CGPoint)locationInView:(nullable UIView *)view;
    /// `nil` means the touch's window.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return _locationInWindow }
        return view.convert(_locationInWindow, from: _window)
    }

    // UITouch.h:68 - (CGPoint)previousLocationInView:(nullable UIView *)view;
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return _previousLocationInWindow }
        return view.convert(_previousLocationInWindow, from: _window)
    }
}

extension UITouch {
    // UITouch.h:17 typedef NS_ENUM(NSInteger, UITouchPhase) {
    public enum Phase: Int, Sendable {
        // UITouch.h:18 UITouchPhaseBegan,
        case began = 0
        // UITouch.h:19 UITouchPhaseMoved,
        case moved = 1
        // UITouch.h:20 UITouchPhaseStationary,
        case stationary = 2
        // UITouch.h:21 UITouchPhaseEnded,
        case ended = 3
        // UITouch.h:22 UITouchPhaseCancelled,
        case cancelled = 4
        // UITouch.h:23 UITouchPhaseRegionEntered API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos),
        @available(iOS 13.4, *)
        case regionEntered = 5
        // UITouch.h:24 UITouchPhaseRegionMoved API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos),
        @available(iOS 13.4, *)
        case regionMoved = 6
        // UITouch.h:25 UITouchPhaseRegionExited API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos),
        @available(iOS 13.4, *)
        case regionExited = 7
    }
}
