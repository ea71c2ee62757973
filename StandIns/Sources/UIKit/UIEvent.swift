// A test-only stand-in for UIKit's `UIEvent` on Linux; not Apple's code. Declarations match the iOS SDK's
// as Swift sees them. Events are made by `UIKitSimulation`, one per touch phase delivered.

import CoreGraphics

// UIEvent.h:61 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIEvent.h:62 @interface UIEvent : NSObject
@MainActor
open class UIEvent: NSObject {
    package var _type: UIEvent.EventType = .touches
    package var _timestamp: TimeInterval = 0
    package var _touches: Set<UITouch> = []

    public override init() {
        super.init()
    }

    // UIEvent.h:64 @property(nonatomic,readonly) UIEventType type API_AVAILABLE(ios(3.0));
    open var type: UIEvent.EventType { _type }

    // UIEvent.h:67 @property(nonatomic,readonly) NSTimeInterval timestamp;
    open var timestamp: TimeInterval { _timestamp }

    // UIEvent.h:72 @property(nonatomic, readonly, nullable) NSSet <UITouch *> *allTouches;
    open var allTouches: Set<UITouch>? { _touches }

    // UIEvent.h:74 - (nullable NSSet <UITouch *> *)touchesForView:(UIView *)view;
    open func touches(for view: UIView) -> Set<UITouch>? {
        _touches.filter { $0._view === view }
    }
}

extension UIEvent {
    // UIEvent.h:18 typedef NS_ENUM(NSInteger, UIEventType) {
    public enum EventType: Int, Sendable {
        // UIEvent.h:19 UIEventTypeTouches,
        case touches = 0
        // UIEvent.h:20 UIEventTypeMotion,
        case motion = 1
        // UIEvent.h:21 UIEventTypeRemoteControl,
        case remoteControl = 2
        // UIEvent.h:22 UIEventTypePresses API_AVAILABLE(ios(9.0)),
        case presses = 3
        // UIEvent.h:23 UIEventTypeScroll API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos) = 10,
        @available(iOS 13.4, *)
        case scroll = 10
        // UIEvent.h:24 UIEventTypeHover API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos) = 11,
        @available(iOS 13.4, *)
        case hover = 11
        // UIEvent.h:25 UIEventTypeTransform API_AVAILABLE(ios(13.4), tvos(13.4)) API_UNAVAILABLE(watchos) = 14,
        @available(iOS 13.4, *)
        case transform = 14
    }
}
