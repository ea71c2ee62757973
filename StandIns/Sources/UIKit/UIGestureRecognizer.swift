// A test-only stand-in for UIKit's `UIGestureRecognizer` on Linux; not Apple's code. Declarations match the
// iOS SDK's as Swift sees them, including the subclass API of UIGestureRecognizerSubclass.h (on iOS Swift
// sees it after `import UIKit.UIGestureRecognizerSubclass`, a submodule a Swift module cannot have; here it
// is always visible). `UIKitSimulation` delivers touches: it asks the delegate's
// `gestureRecognizer(_:shouldReceive:)`, keeps the recognizer's touches, then calls the `touches…`
// methods. Leaving `.possible` for `.began` asks `gestureRecognizerShouldBegin(_:)`; a `false` makes the
// state `.failed`. A recognizer that ended, failed or was cancelled is `reset()` to `.possible` when its
// next touch begins (UIKit does it on the next turn of the run loop). Target–action pairs are kept but
// never performed: Linux has no Objective-C runtime to send them.

import CoreGraphics

// UIGestureRecognizer.h:34 UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIGestureRecognizer.h:35 @interface UIGestureRecognizer : NSObject
@MainActor
open class UIGestureRecognizer: NSObject {
    package struct _TargetAction {
        weak var target: AnyObject?
        var action: Selector
    }

    package weak var _view: UIView?
    package var _targetActions: [_TargetAction] = []
    package var _touches: [UITouch] = []
    package var _failureRequirements: [UIGestureRecognizer] = []
    package var _lastCentroidInWindow: CGPoint = .zero
    package weak var _lastWindow: UIWindow?
    private var _state: UIGestureRecognizer.State = .possible

    // UIGestureRecognizer.h:40 - (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action NS_DESIGNATED_INIT…
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    // UIGestureRecognizer.h:42 - (instancetype)init;
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    // UIGestureRecognizer.h:45 - (void)addTarget:(id)target action:(SEL)action;
    open func addTarget(_ target: Any, action: Selector) {
        _targetActions.append(_TargetAction(target: target as AnyObject, action: action))
    }

    // UIGestureRecognizer.h:46 - (void)removeTarget:(nullable id)target action:(nullable SEL)action;
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        _targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    // UIGestureRecognizer.h:48 @property(nonatomic,readonly) UIGestureRecognizerState state;
    // UIGestureRecognizerSubclass.h:22 @property(nonatomic,readwrite) UIGestureRecognizerState state;
    open var state: UIGestureRecognizer.State {
        get { _state }
        set {
            if _state == .possible, newValue == .began, delegate?.gestureRecognizerShouldBegin(self) == false {
                _state = .failed
            } else {
                _state = newValue
            }
        }
    }

    // UIGestureRecognizer.h:50 @property(nullable,nonatomic,weak) id <UIGestureRecognizerDelegate> delegate;
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    // UIGestureRecognizer.h:52 @property(nonatomic, getter=isEnabled) BOOL enabled;
    open var isEnabled: Bool = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }

    // UIGestureRecognizer.h:55 @property(nullable, nonatomic, readonly) UIView *view;
    open var view: UIView? { _view }

    // UIGestureRecognizer.h:57 @property(nonatomic) BOOL cancelsTouchesInView;
    open var cancelsTouchesInView: Bool = true

    // UIGestureRecognizer.h:58 @property(nonatomic) BOOL delaysTouchesBegan;
    open var delaysTouchesBegan: Bool = false

    // UIGestureRecognizer.h:59 @property(nonatomic) BOOL delaysTouchesEnded;
    open var delaysTouchesEnded: Bool = true

    // UIGestureRecognizer.h:72 - (void)requireGestureRecognizerToFail:(UIGestureRecognizer *)otherGestureRecognizer;
    /// Kept, not enforced.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        _failureRequirements.append(otherGestureRecognizer)
    }

    // UIGestureRecognizer.h:75 - (CGPoint)locationInView:(nullable UIView*)view;
    /// The centroid of the recognizer's touches; `nil` means the window.
    /// Once the touches are gone, the last centroid they had.
    open func location(in view: UIView?) -> CGPoint {
        _recordCentroid()
        guard let view else { return _lastCentroidInWindow }
        return view.convert(_lastCentroidInWindow, from: _lastWindow)
    }

    // UIGestureRecognizer.h:77 @property(nonatomic, readonly) NSUInteger numberOfTouches;
    open var numberOfTouches: Int { _touches.count }

    // UIGestureRecognizer.h:78 - (CGPoint)locationOfTouch:(NSUInteger)touchIndex inView:(nullable UIView*)view;
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _touches[touchIndex].location(in: view)
    }

    // UIGestureRecognizerSubclass.h:24 - (void)ignoreTouch:(UITouch*)touch forEvent:(UIEvent*)event;
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _touches.removeAll { $0 === touch }
    }

    // UIGestureRecognizerSubclass.h:34 - (void)reset;
    open func reset() {}

    // UIGestureRecognizerSubclass.h:51 - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    // UIGestureRecognizerSubclass.h:52 - (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    // UIGestureRecognizerSubclass.h:53 - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    // UIGestureRecognizerSubclass.h:54 - (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Remembers the touches' centroid, in their window's coordinates.
    package func _recordCentroid() {
        guard !_touches.isEmpty else { return }
        let count = CGFloat(_touches.count)
        _lastCentroidInWindow = CGPoint(
            x: _touches.map(\._locationInWindow.x).reduce(0, +) / count,
            y: _touches.map(\._locationInWindow.y).reduce(0, +) / count)
        _lastWindow = _touches.first?._window
    }

    /// Returns a recognizer whose gesture is over to `.possible`, calling `reset()`.
    package func _resetIfFinished() {
        switch _state {
        case .ended, .cancelled, .failed:
            _state = .possible
            _touches = []
            reset()
        default: break
        }
    }
}

extension UIGestureRecognizer {
    // UIGestureRecognizer.h:20 typedef NS_ENUM(NSInteger, UIGestureRecognizerState) {
    public enum State: Int, Sendable {
        // UIGestureRecognizer.h:21 UIGestureRecognizerStatePossible,
        case possible = 0
        // UIGestureRecognizer.h:23 UIGestureRecognizerStateBegan,
        case began = 1
        // UIGestureRecognizer.h:24 UIGestureRecognizerStateChanged,
        case changed = 2
        // UIGestureRecognizer.h:25 UIGestureRecognizerStateEnded,
        case ended = 3
        // UIGestureRecognizer.h:26 UIGestureRecognizerStateCancelled,
        case cancelled = 4
        // UIGestureRecognizer.h:28 UIGestureRecognizerStateFailed,
        case failed = 5

        // UIGestureRecognizer.h:31 UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
        public static var recognized: UIGestureRecognizer.State { .ended }
    }
}

// UIGestureRecognizer.h:90 API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIGestureRecognizer.h:91 @protocol UIGestureRecognizerDelegate <NSObject>
/// The `@optional` methods are requirements with UIKit's defaults in an extension (Linux has no
/// `@objc optional`); UIKit's defaults are used when a delegate does not implement one.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // UIGestureRecognizer.h:94 - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    // UIGestureRecognizer.h:100 - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneously…
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // UIGestureRecognizer.h:106 - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRequireFailureOfGesture…
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // UIGestureRecognizer.h:107 - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldBeRequiredToFailByGestu…
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    // UIGestureRecognizer.h:110 - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *…
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    // UIGestureRecognizer.h:117 - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveEvent:(UIEvent *…
    @available(iOS 13.4, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}
