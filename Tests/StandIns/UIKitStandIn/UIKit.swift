// A test-only stand-in for the parts of UIKit and CoreGraphics that the documentation's UIKit code
// uses, so that the code compiles on Linux exactly as written. Each declaration mirrors the
// signature Apple's documentation gives; behaviour is the minimum the documented semantics need
// (bounds origin = content offset, frame derived from centre and bounds). Nothing here ships.

@_exported import Foundation

/// `CGAffineTransform` (CoreGraphics), which swift-corelibs-foundation does not have.
public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix entries, as CoreGraphics names them.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// `init(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// `CGAffineTransform.identity`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `init(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    /// The insets, as UIKit names them.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIResponder`, for its keyboard notification names.
@MainActor
open class UIResponder {
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardWillHideNotification`.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")

    /// `init()`.
    public init() {}
}

/// `UIView`.
@MainActor
open class UIView: UIResponder {
    /// `bounds`: its origin is a scroll view's content offset.
    open var bounds: CGRect
    /// `center`, in the superview's coordinates (the screen's for a window).
    open var center: CGPoint
    /// `transform`, applied about the centre.
    open var transform: CGAffineTransform = .identity
    /// `superview`.
    open private(set) weak var superview: UIView?
    /// `subviews`.
    open private(set) var subviews: [UIView] = []
    /// `safeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets = .zero

    /// `init(frame:)`.
    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// `addSubview(_:)`.
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }

    /// `window`: the view at the top of the chain, when it is a window.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// `init(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.beginFromCurrentState`.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    /// `animate(withDuration:delay:options:animations:completion:)`: runs the changes at once.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {}

/// `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
    /// `contentSize`.
    open var contentSize: CGSize = .zero
    /// `contentInset`.
    open var contentInset: UIEdgeInsets = .zero
    /// `verticalScrollIndicatorInsets`.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// `contentInsetAdjustmentBehavior`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentOffset`: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// `.automatic`, `.scrollableAxes`, `.never`, `.always`.
        case automatic, scrollableAxes, never, always
    }
}
