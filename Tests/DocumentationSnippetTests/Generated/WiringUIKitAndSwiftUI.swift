// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/WiringUIKitAndSwiftUI.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import SwiftUIStandIn
import UIKitStandIn

// Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/WiringUIKitAndSwiftUI.md, block 1
/// A scroll view that keeps the insets the app gave it apart from those set for the keyboard.
final class FormScrollView: UIScrollView {
    /// The app's own content insets; the keyboard's inset is set on top of them.
    var ownContentInset: UIEdgeInsets = .zero {
        didSet { contentInset = ownContentInset }
    }
}

extension LayoutInsets {
    /// The library's insets from UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension UIEdgeInsets {
    /// UIKit's insets from the library's.
    init(_ insets: LayoutInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension UIView: @preconcurrency CapturableView {
    public var layoutBoundsOrigin: LayoutPoint { LayoutPoint(bounds.origin) }
    public var layoutBoundsSize: LayoutSize { LayoutSize(bounds.size) }
    public var layoutCenter: LayoutPoint { LayoutPoint(center) }
    public var layoutTransform: LayoutTransform {
        LayoutTransform(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
            tx: Double(transform.tx), ty: Double(transform.ty))
    }
    public var layoutSuperview: UIView? { superview }
    public var layoutSafeAreaInsets: LayoutInsets { LayoutInsets(safeAreaInsets) }
    public var layoutScrollView: CapturedScrollView? {
        guard let scrollView = self as? UIScrollView else { return nil }
        let own = (scrollView as? FormScrollView)?.ownContentInset ?? scrollView.contentInset
        return CapturedScrollView(
            contentSize: LayoutSize(scrollView.contentSize), contentInsets: LayoutInsets(own),
            addsSafeAreaInsets: scrollView.contentInsetAdjustmentBehavior != .never)
    }
}

// Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/WiringUIKitAndSwiftUI.md, block 2
/// Keeps the view being edited above the keyboard by insetting and scrolling the scroll views
/// around it.
@MainActor
final class KeyboardAvoidanceController {
    /// The view being edited: set it when a field becomes the first responder.
    var focusedView: UIView?
    private var tracker: KeyboardTracker
    private var observer: (any NSObjectProtocol)?

    init(screenBounds: CGRect) {
        tracker = KeyboardTracker(screenBounds: LayoutRect(screenBounds))
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] notification in
            // Read the payload where it arrives; the event is a value that can cross to the main actor.
            guard let event = try? KeyboardEvent(notification: notification) else { return }
            MainActor.assumeIsolated { self?.keyboardChanged(event) }
        }
    }

    func keyboardChanged(_ event: KeyboardEvent) {
        guard let focusedView, let update = tracker.receive(event) else { return }
        let layout = AvoidanceLayout(capturing: focusedView)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: update.keyboard)
        let curve = UIView.AnimationOptions(rawValue: UInt(update.animation.curve.rawValue) << 16)
        UIView.animate(withDuration: update.animation.duration, delay: 0, options: [curve, .beginFromCurrentState]) {
            for container in adjustment.allContainers {
                guard let scrollView = focusedView.capturedAncestor(for: container.node) as? UIScrollView else { continue }
                scrollView.contentInset = UIEdgeInsets(container.contentInsets)
                scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(container.scrollIndicatorInsets)
                scrollView.contentOffset = CGPoint(container.contentOffset)
            }
        }
    }
}

// Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/WiringUIKitAndSwiftUI.md, block 3
/// Content padded by what the keyboard covers below the safe area, as a keyboard layout guide.
struct KeyboardPadded<Content: View>: View {
    var content: Content
    /// The resize strategy's result for the current keyboard.
    var adjustment: KeyboardAdjustment
    /// The root view's bottom safe-area inset, which SwiftUI already keeps clear.
    var safeAreaBottom: Double
    var animation: KeyboardAnimation

    var body: some View {
        content
            .padding(.bottom, CGFloat(max(0, adjustment.rootViewBottomInset - safeAreaBottom)))
            .animation(.easeOut(duration: animation.duration), value: adjustment.rootViewBottomInset)
    }
}
