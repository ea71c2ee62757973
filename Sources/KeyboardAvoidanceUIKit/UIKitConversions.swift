// The UIKit adapter: compiled on iOS and Mac Catalyst (`os(iOS)`), and, in this repository's CI,
// on Linux against the stand-ins in StandIns/, which declare Apple's API as the iOS SDK does. Not
// on tvOS, watchOS or visionOS, whose UIKit lacks what it uses: the keyboard notifications and
// `pagingEnabled` (tvOS), `UIView` itself (watchOS), `UIScreen`, `UIWindow.screen` and
// `keyboardDismissMode` (visionOS). Every file of the module has the same condition.
#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import KeyboardAvoidanceFoundation
    import UIKit

    extension LayoutInsets {
        /// Creates insets from UIKit's, exactly.
        ///
        /// - Parameter insets: The UIKit insets.
        public init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
        }
    }

    extension UIEdgeInsets {
        /// Creates UIKit's insets from the library's, exactly.
        ///
        /// - Parameter insets: The library's insets.
        public init(_ insets: LayoutInsets) {
            self.init(
                top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        }
    }

    extension ContentInsetAdjustmentBehavior {
        /// The library's name for UIKit's behaviour; a case a later SDK adds reads as `.automatic`.
        ///
        /// - Parameter behavior: UIKit's `contentInsetAdjustmentBehavior`.
        public init(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
            // By raw value (UIScrollView.h:37–41), so that an unknown case needs no `@unknown`.
            switch behavior.rawValue {
            case UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes.rawValue: self = .scrollableAxes
            case UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue: self = .never
            case UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue: self = .always
            default: self = .automatic
            }
        }
    }

    extension UIScrollView {
        /// Whether UIKit adds the top or bottom of the safe area to an `.automatic` scroll view that
        /// does not scroll vertically: the navigation-controller clause of `.automatic`
        /// (``ScrollViewSettings/isInNavigationController``), read from what UIKit does
        /// (`adjustedContentInset` against `contentInset`) rather than guessed from the controllers.
        var addsVerticalSafeAreaWithoutScrolling: Bool {
            guard contentInsetAdjustmentBehavior == .automatic, !alwaysBounceVertical, contentSize.height <= bounds.height else {
                return false
            }
            let adjusted = adjustedContentInset
            return adjusted.top != contentInset.top || adjusted.bottom != contentInset.bottom
        }
    }
#endif
