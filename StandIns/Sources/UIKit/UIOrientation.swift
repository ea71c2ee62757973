// A test-only stand-in for UIKit's `UIInterfaceOrientation` on Linux; not Apple's code. Declarations match
// the iOS SDK's as Swift sees them (UIApplication.h, where this SDK declares the type, with the getters
// UIKit.apinotes makes of its inline functions).

// UIApplication.h:38 typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
public enum UIInterfaceOrientation: Int, Sendable {
    // UIApplication.h:39 UIInterfaceOrientationUnknown = UIDeviceOrientationUnknown,
    case unknown = 0
    // UIApplication.h:40 UIInterfaceOrientationPortrait = UIDeviceOrientationPortrait,
    case portrait = 1
    // UIApplication.h:41 UIInterfaceOrientationPortraitUpsideDown = UIDeviceOrientationPortraitUpsideDown,
    case portraitUpsideDown = 2
    // UIApplication.h:42 UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight,
    case landscapeLeft = 4
    // UIApplication.h:43 UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft
    case landscapeRight = 3
}

extension UIInterfaceOrientation {
    // UIApplication.h:61 static inline BOOL UIInterfaceOrientationIsPortrait(UIInterfaceOrientation orientation) API_UNAVAILABLE…
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    // UIApplication.h:65 static inline BOOL UIInterfaceOrientationIsLandscape(UIInterfaceOrientation orientation) API_UNAVAILABL…
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
