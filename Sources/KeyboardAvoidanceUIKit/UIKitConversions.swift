// The UIKit adapter: compiled where UIKit exists (and, in this repository's CI, against the
// Linux stand-ins in StandIns/, which declare Apple's API as the iOS SDK does).
#if canImport(UIKit)
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
#endif
