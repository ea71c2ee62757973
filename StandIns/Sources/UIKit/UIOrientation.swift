// A test-only stand-in for UIKit's `UIInterfaceOrientation` on Linux; not Apple's code. Declarations match
// the iOS SDK's as Swift sees them (UIOrientation.h, where this SDK declares the type, with the getters
// UIKit.apinotes makes of its inline functions).

// UIOrientation.h:41 typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
public enum UIInterfaceOrientation: Int, Sendable {
    // UIOrientation.h:42 UIInterfaceOrientationUnknown = UIDeviceOrientationUnknown,
    case unknown = 0
    // UIOrientation.h:43 UIInterfaceOrientationPortrait = UIDeviceOrientationPortrait,
    case portrait = 1
    // UIOrientation.h:44 UIInterfaceOrientationPortraitUpsideDown = UIDeviceOrientationPortraitUpsideDown,
    case portraitUpsideDown = 2
    // UIOrientation.h:45 UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight,
    case landscapeLeft = 4
    // UIOrientation.h:46 UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft
    case landscapeRight = 3
}

extension UIInterfaceOrientation {
    // UIOrientation.h:59 static inline BOOL UIInterfaceOrientationIsPortrait(UIInterfaceOrientation orientation) API_UNAVAILA…
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    // UIOrientation.h:63 static inline BOOL UIInterfaceOrientationIsLandscape(UIInterfaceOrientation orientation) API_UNAVAIL…
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
