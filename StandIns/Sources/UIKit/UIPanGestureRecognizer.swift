// A test-only stand-in for UIKit's `UIPanGestureRecognizer` on Linux; not Apple's code. Declarations match
// the iOS SDK's as Swift sees them. Behaviour, simplified: the pan begins at the first move of a touch
// (UIKit waits for a few points of movement), changes on each further move, ends when its touches end
// (fails if it never began) and is cancelled with them. Translation is the centroid's movement since the
// pan began (or since `setTranslation(_:in:)`); velocity comes from the last two moves' times.

import CoreGraphics

// UIPanGestureRecognizer.h:30 UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIPanGestureRecognizer.h:31 @interface UIPanGestureRecognizer : UIGestureRecognizer
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// In window coordinates: the centroid the translation is measured from, and the translation set there.
    private var _origin: CGPoint = .zero
    private var _base: CGPoint = .zero
    private var _lastCentroid: CGPoint = .zero
    private var _lastTimestamp: TimeInterval = 0
    private var _velocity: CGPoint = .zero

    // UIPanGestureRecognizer.h:33 @property (nonatomic) NSUInteger minimumNumberOfTouches API_UNAVAILABLE(tvos);
    open var minimumNumberOfTouches: Int = 1

    // UIPanGestureRecognizer.h:34 @property (nonatomic) NSUInteger maximumNumberOfTouches API_UNAVAILABLE(tvos);
    open var maximumNumberOfTouches: Int = Int(UInt32.max)

    // UIPanGestureRecognizer.h:36 - (CGPoint)translationInView:(nullable UIView *)view;
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        let inWindow = CGPoint(x: current.x - _origin.x + _base.x, y: current.y - _origin.y + _base.y)
        return _vector(inWindow, toView: view)
    }

    // UIPanGestureRecognizer.h:37 - (void)setTranslation:(CGPoint)translation inView:(nullable UIView *)view;
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        _origin = location(in: nil)
        _base = _vector(translation, fromView: view)
    }

    // UIPanGestureRecognizer.h:39 - (CGPoint)velocityInView:(nullable UIView *)view;
    open func velocity(in view: UIView?) -> CGPoint {
        _vector(_velocity, toView: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            _origin = location(in: nil)
            _base = .zero
            _lastCentroid = _origin
            _lastTimestamp = event.timestamp
            _velocity = .zero
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = location(in: nil)
        let interval = event.timestamp - _lastTimestamp
        if interval > 0 {
            _velocity = CGPoint(
                x: (centroid.x - _lastCentroid.x) / interval, y: (centroid.y - _lastCentroid.y) / interval)
        }
        _lastCentroid = centroid
        _lastTimestamp = event.timestamp
        switch state {
        case .possible:
            guard (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches))
                .contains(numberOfTouches)
            else { return }
            state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard _touches.allSatisfy({ touches.contains($0) }) else { return }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        _origin = .zero
        _base = .zero
        _velocity = .zero
    }

    /// A window-coordinates vector in `view`'s coordinates (its linear part only).
    private func _vector(_ vector: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view, let window = _lastWindow ?? self.view?.window else { return vector }
        let start = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    private func _vector(_ vector: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let view, let window = _lastWindow ?? self.view?.window else { return vector }
        let start = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
}
