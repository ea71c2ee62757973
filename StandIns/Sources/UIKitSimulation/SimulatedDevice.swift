// The system's part in tests of UIKit code on Linux, over the UIKit stand-in; not Apple's code, and never
// imported by app code. It makes what UIKit alone makes (screens, scenes, safe areas, keyboard
// notifications, touches) through the stand-in's `package` internals, and reports the `UIView` animation
// calls the stand-in recorded.
//
// Keyboard notifications are posted to `NotificationCenter.default` as UIKit posts them: showing a docked
// keyboard posts `keyboardWillChangeFrame`, `keyboardWillShow`, then (the animation done)
// `keyboardDidChangeFrame`, `keyboardDidShow`; hiding posts `keyboardWillChangeFrame`, `keyboardWillHide`,
// `keyboardDidChangeFrame`, `keyboardDidHide`; moving a shown keyboard (`changeKeyboardFrame`) posts the two
// change-frame ones. The will- notifications' userInfo has the begin and end frames (`NSValue`s of
// `CGRect`, in the screen's coordinates), the duration (an `NSNumber` of `Double`), the curve (an `NSNumber`
// of `Int`, 7 by default) and isLocal (an `NSNumber` of `Bool`); the did- ones carry no animation keys
// (UIWindow.h says animation keys come with the will- family only). The object: UIWindow.h gives the
// screen for the show and hide notifications (since iOS 16.1) and `nil` for the change-frame ones; set
// `keyboardNotificationsCarryScreen` to `false` for `nil` throughout, as before iOS 16.1.

import UIKit

/// A device: one screen, one window scene placed on it, and a window filling the scene.
@MainActor
public final class SimulatedDevice {
    public let screen: UIScreen
    public let windowScene: UIWindowScene
    public let window: UIWindow

    /// The docked keyboard's frame on the screen, or `nil` while it is hidden.
    public private(set) var keyboardFrame: CGRect?

    /// Whether the show and hide notifications name the screen as their object (see above).
    public var keyboardNotificationsCarryScreen = true

    /// The clock of touches and events, in seconds; each touch phase advances it by 1/60.
    public private(set) var now: TimeInterval = 0

    private var pendingDidNotifications: [(Notification.Name, [AnyHashable: Any])] = []
    /// The scroll view each touch is dragging, from its first move to its end.
    private var draggedScrollViews: [ObjectIdentifier: UIScrollView] = [:]

    /// - Parameters:
    ///   - screenSize: The screen's size in points as the interface sees it (landscape sizes for a landscape
    ///     orientation).
    ///   - scale: The screen's scale.
    ///   - interfaceOrientation: The interface orientation of the screen and the scene.
    ///   - sceneFrame: Where the scene sits on the screen; the whole screen by default.
    ///   - safeAreaInsets: The window's safe-area insets.
    public init(
        screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        interfaceOrientation: UIInterfaceOrientation = .portrait, sceneFrame: CGRect? = nil,
        safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    ) {
        let portrait = interfaceOrientation.isLandscape
            ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
        screen = UIScreen(portraitSize: portrait, scale: scale)
        screen._interfaceOrientation = interfaceOrientation
        UIScreen._main = screen
        windowScene = UIWindowScene(
            screen: screen, frame: sceneFrame ?? CGRect(origin: .zero, size: screenSize),
            interfaceOrientation: interfaceOrientation)
        window = UIWindow(windowScene: windowScene)
        window._safeAreaInsets = safeAreaInsets
        window.makeKeyAndVisible()
    }

    // MARK: Windows, scenes and rotation

    /// Another window of the scene, filling it.
    public func makeWindow(safeAreaInsets: UIEdgeInsets = .zero) -> UIWindow {
        let other = UIWindow(windowScene: windowScene)
        other._safeAreaInsets = safeAreaInsets
        return other
    }

    /// Sets a window's safe-area insets (the device's window by default), then runs a layout pass.
    public func setSafeAreaInsets(_ insets: UIEdgeInsets, of window: UIWindow? = nil) {
        (window ?? self.window)._safeAreaInsets = insets
        layout()
    }

    /// Moves or resizes the scene on the screen (Split View, Slide Over, Stage Manager); every window of
    /// the scene is resized to fill it. Then runs a layout pass.
    public func setSceneFrame(_ frame: CGRect, safeAreaInsets: UIEdgeInsets? = nil) {
        windowScene._frameInScreen = frame
        for sceneWindow in windowScene.windows {
            sceneWindow.frame = CGRect(origin: .zero, size: frame.size)
        }
        if let safeAreaInsets { window._safeAreaInsets = safeAreaInsets }
        layout()
    }

    /// Rotates the interface: the screen's bounds swap between portrait and landscape, the scene takes
    /// `sceneFrame` (the whole screen by default) and the window `safeAreaInsets`.
    ///
    /// A shown keyboard goes as on iOS, where the keyboard's window controller hides it, without
    /// animation, before the interface rotates, and shows it again afterwards: the hide's
    /// notifications, the rotation and its layout, then the show's at the new screen's bottom,
    /// `keyboardHeight` tall (the old height by default; the system's keyboards differ per
    /// orientation). `hidesKeyboard: false` keeps it up across the change instead, as a window
    /// resize without a rotation does.
    public func rotate(
        to orientation: UIInterfaceOrientation, sceneFrame: CGRect? = nil, safeAreaInsets: UIEdgeInsets,
        keyboardHeight: CGFloat? = nil, hidesKeyboard: Bool = true
    ) {
        let shown = keyboardFrame
        if shown != nil, hidesKeyboard { hideKeyboard(duration: 0) }
        screen._interfaceOrientation = orientation
        windowScene._interfaceOrientation = orientation
        setSceneFrame(sceneFrame ?? screen.bounds, safeAreaInsets: safeAreaInsets)
        if let shown { showKeyboard(height: keyboardHeight ?? shown.height) }
    }

    /// A layout pass over every window of the scene (`layoutIfNeeded()`), as the run loop would run.
    public func layout() {
        for sceneWindow in windowScene.windows { sceneWindow.layoutIfNeeded() }
    }

    // MARK: Keyboard

    /// Shows a docked keyboard of `height` at the bottom of the screen (or changes a shown one's height).
    /// - Parameter finishes: Whether to post the did- notifications now; if `false`, they wait for
    ///   `finishKeyboardAnimation()`.
    public func showKeyboard(
        height: CGFloat, duration: TimeInterval = 0.25, curve: Int = 7, isLocal: Bool = true, finishes: Bool = true
    ) {
        finishKeyboardAnimation()
        let bounds = screen.bounds
        let end = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let begin = keyboardFrame ?? CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
        keyboardFrame = end
        transition(
            begin: begin, end: end, will: UIResponder.keyboardWillShowNotification,
            did: UIResponder.keyboardDidShowNotification, duration: duration, curve: curve, isLocal: isLocal,
            finishes: finishes)
    }

    /// Hides the docked keyboard (nothing happens if it is hidden).
    public func hideKeyboard(
        duration: TimeInterval = 0.25, curve: Int = 7, isLocal: Bool = true, finishes: Bool = true
    ) {
        finishKeyboardAnimation()
        guard let begin = keyboardFrame else { return }
        let end = CGRect(x: begin.minX, y: screen.bounds.height, width: begin.width, height: begin.height)
        keyboardFrame = nil
        transition(
            begin: begin, end: end, will: UIResponder.keyboardWillHideNotification,
            did: UIResponder.keyboardDidHideNotification, duration: duration, curve: curve, isLocal: isLocal,
            finishes: finishes)
    }

    /// Moves a keyboard to `frame` (screen coordinates) without a show or hide: undocking, floating, a bar
    /// appearing. Posts `keyboardWillChangeFrame` and `keyboardDidChangeFrame` only.
    public func changeKeyboardFrame(
        to frame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7, isLocal: Bool = true, finishes: Bool = true
    ) {
        finishKeyboardAnimation()
        let begin = keyboardFrame ?? CGRect(x: 0, y: screen.bounds.height, width: frame.width, height: frame.height)
        keyboardFrame = frame
        transition(
            begin: begin, end: frame, will: nil, did: nil, duration: duration, curve: curve, isLocal: isLocal,
            finishes: finishes)
    }

    /// Posts the did- notifications a keyboard transition left waiting.
    public func finishKeyboardAnimation() {
        let pending = pendingDidNotifications
        pendingDidNotifications = []
        for (name, userInfo) in pending { post(name, userInfo: userInfo) }
    }

    /// Posts one keyboard notification as UIKit would (object as described above); `nil` leaves a key out.
    public func postKeyboardNotification(
        _ name: Notification.Name, beginFrame: CGRect?, endFrame: CGRect?, duration: TimeInterval? = nil,
        curve: Int? = nil, isLocal: Bool? = true
    ) {
        var userInfo: [AnyHashable: Any] = [:]
        if let beginFrame { userInfo[UIResponder.keyboardFrameBeginUserInfoKey] = NSValue(cgRect: beginFrame) }
        if let endFrame { userInfo[UIResponder.keyboardFrameEndUserInfoKey] = NSValue(cgRect: endFrame) }
        if let duration { userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: duration) }
        if let curve { userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: curve) }
        if let isLocal { userInfo[UIResponder.keyboardIsLocalUserInfoKey] = NSNumber(value: isLocal) }
        post(name, userInfo: userInfo)
    }

    private func transition(
        begin: CGRect, end: CGRect, will: Notification.Name?, did: Notification.Name?, duration: TimeInterval,
        curve: Int, isLocal: Bool, finishes: Bool
    ) {
        let frames: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
        ]
        var animated = frames
        animated[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: duration)
        animated[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: curve)
        post(UIResponder.keyboardWillChangeFrameNotification, userInfo: animated)
        if let will { post(will, userInfo: animated) }
        pendingDidNotifications.append((UIResponder.keyboardDidChangeFrameNotification, frames))
        if let did { pendingDidNotifications.append((did, frames)) }
        if finishes { finishKeyboardAnimation() }
    }

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]) {
        let changeFrame = name == UIResponder.keyboardWillChangeFrameNotification
            || name == UIResponder.keyboardDidChangeFrameNotification
        let object: UIScreen? = keyboardNotificationsCarryScreen && !changeFrame ? screen : nil
        NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    }

    // MARK: Typing

    /// Types at the end of the text view's text, as the keyboard does: the selection moves to the end,
    /// the text is inserted (content size and self-sizing follow), `textDidChangeNotification` is posted.
    public func type(_ text: String, into textView: UITextView) {
        textView.selectedTextRange = textView.textRange(from: textView.endOfDocument, to: textView.endOfDocument)
        textView.insertText(text)
    }

    /// Types at the end of the field's text (posts `UITextField.textDidChangeNotification`).
    public func type(_ text: String, into textField: UITextField) {
        textField.selectedTextRange = textField.textRange(from: textField.endOfDocument, to: textField.endOfDocument)
        textField.insertText(text)
    }

    // MARK: Touches

    /// Puts a finger down at `point` (in `view`'s window's coordinates) on `view`. The touch goes to the
    /// enabled gesture recognizers of `view` and of its superviews (UIKit's rule), those whose delegate
    /// lets them receive it; a recognizer whose last gesture is over is reset first.
    @discardableResult
    public func beginTouch(at point: CGPoint, on view: UIView) -> UITouch {
        let touch = UITouch()
        touch._window = view.window
        touch._view = view
        touch._locationInWindow = point
        touch._previousLocationInWindow = point
        touch._phase = .began
        var candidate: UIView? = view
        while let current = candidate {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                recognizer._resetIfFinished()
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                recognizer._touches.append(touch)
                touch._gestureRecognizers.append(recognizer)
            }
            candidate = current.superview
        }
        deliver(touch) { $0.touchesBegan($1, with: $2) }
        return touch
    }

    /// Moves a touch to `point` (window coordinates).
    ///
    /// The first move starts a scroll view's drag, as its pan recognizer does: the innermost scroll view
    /// holding the touched view that can scroll along the move's main direction (scrolling enabled, and its
    /// content larger than its frame there or bouncing; vertical when it moves at
    /// least as far down or up as sideways) is dragging (`isDragging`) until the touch ends. A carousel
    /// hands a vertical move to the scroll view around it; a scroll view that scrolls vertically keeps it.
    public func moveTouch(_ touch: UITouch, to point: CGPoint) {
        if touch._phase == .began, draggedScrollViews[ObjectIdentifier(touch)] == nil {
            let vertical = abs(point.y - touch._locationInWindow.y) >= abs(point.x - touch._locationInWindow.x)
            var candidate = touch.view
            while let current = candidate {
                if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled,
                    vertical ? scrollView._scrollsVertically : scrollView._scrollsHorizontally
                {
                    scrollView._isDragging = true
                    draggedScrollViews[ObjectIdentifier(touch)] = scrollView
                    break
                }
                candidate = current.superview
            }
        }
        touch._previousLocationInWindow = touch._locationInWindow
        touch._locationInWindow = point
        touch._phase = .moved
        deliver(touch) { $0.touchesMoved($1, with: $2) }
    }

    /// Lifts a touch.
    public func endTouch(_ touch: UITouch) {
        touch._phase = .ended
        endDrag(of: touch)
        deliver(touch) { $0.touchesEnded($1, with: $2) }
        release(touch)
    }

    /// Cancels a touch (the system took it away).
    public func cancelTouch(_ touch: UITouch) {
        touch._phase = .cancelled
        endDrag(of: touch)
        deliver(touch) { $0.touchesCancelled($1, with: $2) }
        release(touch)
    }

    private func endDrag(of touch: UITouch) {
        draggedScrollViews.removeValue(forKey: ObjectIdentifier(touch))?._isDragging = false
    }

    /// A one-finger drag on `view` from `start` to `end` (window coordinates) in `steps` moves.
    public func drag(on view: UIView, from start: CGPoint, to end: CGPoint, steps: Int = 4) {
        let touch = beginTouch(at: start, on: view)
        let count = max(steps, 1)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            moveTouch(
                touch, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        endTouch(touch)
    }

    private func deliver(_ touch: UITouch, _ send: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void) {
        now += 1.0 / 60
        touch._timestamp = now
        let event = UIEvent()
        event._timestamp = now
        event._touches = [touch]
        for recognizer in touch._gestureRecognizers where recognizer.isEnabled {
            switch recognizer.state {
            case .possible, .began, .changed:
                recognizer._recordCentroid()
                send(recognizer, [touch], event)
            default: break
            }
        }
    }

    private func release(_ touch: UITouch) {
        for recognizer in touch._gestureRecognizers {
            recognizer._recordCentroid()
            recognizer._touches.removeAll { $0 === touch }
        }
    }

    // MARK: Animations

    /// Every `UIView` animation class method call since the last `clearRecordedAnimations()`, in order.
    public static var recordedAnimations: [RecordedAnimation] {
        _UIViewAnimationState.records.map(RecordedAnimation.init)
    }

    /// Forgets the recorded animation calls.
    public static func clearRecordedAnimations() {
        _UIViewAnimationState.records = []
    }
}

/// One call of a `UIView` animation class method.
public struct RecordedAnimation: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `animate(withDuration:…)` without a spring.
        case animate
        /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`.
        case spring(dampingRatio: CGFloat, initialSpringVelocity: CGFloat)
        /// `performWithoutAnimation(_:)` (duration and delay 0, no options).
        case withoutAnimation
    }

    public var kind: Kind
    public var duration: TimeInterval
    public var delay: TimeInterval
    public var options: UIView.AnimationOptions

    public init(kind: Kind, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.options = options
    }

    init(_ record: _UIViewAnimationRecord) {
        let kind: Kind =
            switch record.kind {
            case .animate: .animate
            case .spring(let damping, let velocity): .spring(dampingRatio: damping, initialSpringVelocity: velocity)
            case .withoutAnimation: .withoutAnimation
            }
        self.init(kind: kind, duration: record.duration, delay: record.delay, options: record.options)
    }

    /// The curve bits (16–19) of the options as a `UIView.AnimationCurve`, when they hold one.
    public var curve: UIView.AnimationCurve? { UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) }
}
