// A test-only stand-in for UIKit's `UIResponder` on Linux; not Apple's code. Declarations match the iOS
// SDK's as Swift sees them. Behaviour: one first responder per window, as UIKit keeps it; becoming first
// responder resigns the window's current one first (which must agree), and needs a window (a view in
// one, or a view controller whose view is in one). Touch methods do nothing; the simulation sends
// touches to gesture recognizers only.

import CoreGraphics

// UIResponder.h:69 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIResponder.h:70 @interface UIResponder : NSObject <UIResponderStandardEditActions>
@MainActor
open class UIResponder: NSObject {
    /// The window whose first responder this is, while it is one.
    package weak var _firstResponderHost: UIWindow?

    // NSObject's `init()`, which UIResponder inherits as its designated initializer.
    public override init() {
        super.init()
    }

    // UIResponder.h:72 @property(nonatomic, readonly, nullable) UIResponder *nextResponder;
    open var next: UIResponder? { nil }

    // UIResponder.h:74 @property(nonatomic, readonly) BOOL canBecomeFirstResponder;
    open var canBecomeFirstResponder: Bool { false }

    // UIResponder.h:75 - (BOOL)becomeFirstResponder;
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = _responderWindow else { return false }
        if let current = window._firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        _firstResponderHost = window
        return true
    }

    // UIResponder.h:77 @property(nonatomic, readonly) BOOL canResignFirstResponder;
    open var canResignFirstResponder: Bool { true }

    // UIResponder.h:78 - (BOOL)resignFirstResponder;
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let host = _firstResponderHost, host._firstResponder === self {
            host._firstResponder = nil
        }
        _firstResponderHost = nil
        return true
    }

    // UIResponder.h:80 @property(nonatomic, readonly) BOOL isFirstResponder;
    open var isFirstResponder: Bool {
        guard let host = _firstResponderHost else { return false }
        return host._firstResponder === self
    }

    // UIResponder.h:87 - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // UIResponder.h:88 - (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // UIResponder.h:89 - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // UIResponder.h:90 - (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // UIResponder.h:137 @property (nullable, nonatomic, readonly, strong) __kindof UIView *inputView API_AVAILABLE(ios(3.2));
    open var inputView: UIView? { nil }

    // UIResponder.h:138 @property (nullable, nonatomic, readonly, strong) __kindof UIView *inputAccessoryView API_AVAILABLE(ios(…
    open var inputAccessoryView: UIView? { nil }

    // UIResponder.h:163 - (void)reloadInputViews API_AVAILABLE(ios(3.2));
    open func reloadInputViews() {}

    /// The window a first responder would be kept in: a view's window, a view controller's view's window.
    package var _responderWindow: UIWindow? { nil }
}

// The keyboard notifications and their userInfo keys: UIWindow.h declares them as globals; UIKit.apinotes
// names them `UIResponder.…` for Swift. The string values are the Objective-C constants' names.
//
// Isolation, as Swift imports this SDK: UIKit's Swift interface does not declare these, and the header
// marks each `NS_SWIFT_NONISOLATED` (`swift_attr("nonisolated")`), so although UIResponder is
// `NS_SWIFT_UI_ACTOR` (`swift_attr("@UIActor")`) they are imported `nonisolated`: readable from any
// context, without `await` and without a warning. (Before the iOS 18 SDK the headers gave them no isolation
// of their own, and Swift imported them as members of the class, `@MainActor(unsafe)`.) The same holds
// for the window's and the text views' notification names.
extension UIResponder {
    // UIWindow.h:129 UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification API_UNAVAILABLE(tvos, watchos) …
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    // UIWindow.h:130 UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification API_UNAVAILABLE(tvos, watchos) N…
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    // UIWindow.h:131 UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification API_UNAVAILABLE(tvos, watchos) …
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    // UIWindow.h:132 UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification API_UNAVAILABLE(tvos, watchos) N…
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")

    // UIWindow.h:134 UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE…
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    // UIWindow.h:135 UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(t…
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    // UIWindow.h:136 UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE…
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    // UIWindow.h:137 UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tv…
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    // UIWindow.h:138 UIKIT_EXTERN NSString *const UIKeyboardIsLocalUserInfoKey API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tv…
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // UIWindow.h:142 UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNA…
    nonisolated public static let keyboardWillChangeFrameNotification =
        Notification.Name("UIKeyboardWillChangeFrameNotification")
    // UIWindow.h:143 UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification API_AVAILABLE(ios(5.0)) API_UNAV…
    nonisolated public static let keyboardDidChangeFrameNotification =
        Notification.Name("UIKeyboardDidChangeFrameNotification")

    // UIWindow.h:146 UIKIT_EXTERN NSString *const UIKeyboardCenterBeginUserInfoKey API_DEPRECATED("", ios(2.0, 3.2)) API_UNAVAIL…
    @available(iOS, introduced: 2.0, deprecated: 3.2)
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    // UIWindow.h:147 UIKIT_EXTERN NSString *const UIKeyboardCenterEndUserInfoKey API_DEPRECATED("", ios(2.0, 3.2)) API_UNAVAILAB…
    @available(iOS, introduced: 2.0, deprecated: 3.2)
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    // UIWindow.h:148 UIKIT_EXTERN NSString *const UIKeyboardBoundsUserInfoKey API_DEPRECATED("", ios(2.0, 3.2)) API_UNAVAILABLE(…
    @available(iOS, introduced: 2.0, deprecated: 3.2)
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
