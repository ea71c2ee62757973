// A test-only stand-in for UIKit's block-based view animation types on Linux; not Apple's code. The types
// match the iOS SDK's as Swift sees them (UIView.h, named `UIView.…` by UIKit.apinotes). The animation
// methods themselves are declared in UIView.swift: they apply the changes at once, call the completion
// at once with `true`, and record each call (kind, duration, delay, options) for `UIKitSimulation`.

import CoreGraphics

extension UIView {
    // UIView.h:22 typedef NS_ENUM(NSInteger, UIViewAnimationCurve) {
    /// Unlike UIKit's imported C enum, `init(rawValue:)` fails for values outside 0...3 (such as the
    /// keyboard's curve, 7): a Swift enum cannot hold them.
    public enum AnimationCurve: Int, Sendable {
        // UIView.h:23 UIViewAnimationCurveEaseInOut,
        case easeInOut = 0
        // UIView.h:24 UIViewAnimationCurveEaseIn,
        case easeIn = 1
        // UIView.h:25 UIViewAnimationCurveEaseOut,
        case easeOut = 2
        // UIView.h:26 UIViewAnimationCurveLinear,
        case linear = 3
    }

    // UIView.h:63 typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIView.h:64 UIViewAnimationOptionLayoutSubviews = 1 << 0,
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        // UIView.h:65 UIViewAnimationOptionAllowUserInteraction = 1 << 1,
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        // UIView.h:66 UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        // UIView.h:67 UIViewAnimationOptionRepeat = 1 << 3,
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        // UIView.h:68 UIViewAnimationOptionAutoreverse = 1 << 4,
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        // UIView.h:69 UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        // UIView.h:70 UIViewAnimationOptionOverrideInheritedCurve = 1 << 6,
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        // UIView.h:71 UIViewAnimationOptionAllowAnimatedContent = 1 << 7,
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        // UIView.h:72 UIViewAnimationOptionShowHideTransitionViews = 1 << 8,
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        // UIView.h:73 UIViewAnimationOptionOverrideInheritedOptions = 1 << 9,
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        // UIView.h:75 UIViewAnimationOptionCurveEaseInOut = 0 << 16,
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        // UIView.h:76 UIViewAnimationOptionCurveEaseIn = 1 << 16,
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        // UIView.h:77 UIViewAnimationOptionCurveEaseOut = 2 << 16,
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        // UIView.h:78 UIViewAnimationOptionCurveLinear = 3 << 16,
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        // UIView.h:80 UIViewAnimationOptionTransitionNone = 0 << 20,
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        // UIView.h:81 UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20,
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        // UIView.h:82 UIViewAnimationOptionTransitionFlipFromRight = 2 << 20,
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        // UIView.h:83 UIViewAnimationOptionTransitionCurlUp = 3 << 20,
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        // UIView.h:84 UIViewAnimationOptionTransitionCurlDown = 4 << 20,
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        // UIView.h:85 UIViewAnimationOptionTransitionCrossDissolve = 5 << 20,
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        // UIView.h:86 UIViewAnimationOptionTransitionFlipFromTop = 6 << 20,
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        // UIView.h:87 UIViewAnimationOptionTransitionFlipFromBottom = 7 << 20,
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        // UIView.h:89 UIViewAnimationOptionPreferredFramesPerSecondDefault = 0 << 24,
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        // UIView.h:90 UIViewAnimationOptionPreferredFramesPerSecond60 = 3 << 24,
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        // UIView.h:91 UIViewAnimationOptionPreferredFramesPerSecond30 = 7 << 24,
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }
}

/// One call of a `UIView` animation class method, as `UIKitSimulation` reports it.
package struct _UIViewAnimationRecord: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case animate
        case spring(dampingRatio: CGFloat, initialSpringVelocity: CGFloat)
        case withoutAnimation
    }

    package var kind: Kind
    package var duration: TimeInterval
    package var delay: TimeInterval
    package var options: UIView.AnimationOptions
}

/// The animation state UIKit keeps per thread: the log of calls, whether animations are enabled, and the
/// duration of the innermost animation block running.
@MainActor
package enum _UIViewAnimationState {
    package static var records: [_UIViewAnimationRecord] = []
    package static var animationsEnabled = true
    package static var inheritedDuration: TimeInterval = 0

    package static func run(
        _ record: _UIViewAnimationRecord, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        records.append(record)
        let outerDuration = inheritedDuration
        inheritedDuration = animationsEnabled ? record.duration : 0
        animations()
        inheritedDuration = outerDuration
        completion?(true)
    }
}
