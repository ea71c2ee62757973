#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import UIKit
    // Overriding a recognizer's touch methods and setting its state is the subclass API, a submodule
    // on Apple's platforms (the Linux stand-ins declare it in UIKit itself).
    #if canImport(UIKit.UIGestureRecognizerSubclass)
        import UIKit.UIGestureRecognizerSubclass
    #endif

    /// A gesture recognizer that only watches: it reports where a touch moves, so that the adapter can
    /// follow the keyboard during an interactive dismissal, and never recognizes, delays or cancels
    /// anything.
    ///
    /// UIKit posts no keyboard notification while the user drags the keyboard down
    /// (`keyboardDismissMode = .interactive`); the keyboard's top follows the finger
    /// (``KeyboardAvoidance/KeyboardState/followingDrag(toTouchAt:dismissPadding:)``).
    @MainActor
    final class KeyboardDismissalTracker: UIGestureRecognizer, UIGestureRecognizerDelegate {
        private let moved: @MainActor (CGPoint, UIView?) -> Void
        private let ended: @MainActor () -> Void

        /// Creates a tracker that calls `moved` with each moved touch's location in its view and the
        /// view it began in, and `ended` when the touches end or are cancelled.
        init(moved: @escaping @MainActor (CGPoint, UIView?) -> Void, ended: @escaping @MainActor () -> Void) {
            self.moved = moved
            self.ended = ended
            super.init(target: nil, action: nil)
            cancelsTouchesInView = false
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            delegate = self
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            guard let touch = touches.first else { return }
            moved(touch.location(in: view), touch.view)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            // Never recognized: the touches go on to every other recognizer and view as if it were not there.
            state = .failed
            ended()
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            state = .failed
            ended()
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            true
        }
    }
#endif
