// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md by DocumentationSnippetsTests: do not edit.
// Regenerate in the repository's root (not here) with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidanceUIKit
import SwiftUI
import UIKit

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, block 2
/// A chat screen wants its content resized above the keyboard, once it is in a window.
@MainActor
func chatWillAppear(_ chat: UIViewController) {
    chat.view.window?.keyboardAvoidance()?.setPreference(AvoidancePreference(strategy: .resize(ResizeStrategy())), for: chat)
}

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, block 3
/// Shows a 50 pt toolbar over the bottom of the form, keyboard or not.
@MainActor
func showToolbar(over form: UIScrollView, avoidance: WindowKeyboardAvoidance<BuiltInStrategy>) {
    form.contentInset.bottom = 50
    avoidance.layoutDidChange()  // 50 is the app's own inset now; the keyboard's goes on top of it
}

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, block 4
/// A UIKit screen of a SwiftUI app, once it is in a window (from its `viewDidAppear(_:)`, say).
@MainActor
func uikitScreenDidAppear(_ screen: UIViewController) {
    guard let window = screen.view.window else { return }
    let avoidance = window.keyboardAvoidance() ?? window.installKeyboardAvoidance()
    // SwiftUI avoids the keyboard for its own content: the adapter leaves the hosting root alone…
    if let root = window.rootViewController, root !== screen { avoidance.setPreference(.disabled, for: root) }
    // …and adjusts this screen, embedded in it or presented over it.
    avoidance.setPreference(AvoidancePreference(isEnabled: true), for: screen)
}

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, block 5
/// Hosts SwiftUI content in a window whose safe area ends at the keyboard.
@available(iOS 16.4, *)  // `safeAreaRegions`
@MainActor
func host<Content: View>(_ content: Content, in window: UIWindow) {
    let hostingController = UIHostingController(rootView: content)
    hostingController.safeAreaRegions = .container  // SwiftUI leaves the keyboard to the adapter
    window.rootViewController = hostingController
    window.makeKeyAndVisible()
    window.installKeyboardAvoidance(strategy: ResizeStrategy())
}

/// The statement blocks of Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, in order.
@MainActor func howTheAdapterWorksSnippets() throws {
    // Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/HowTheAdapterWorks.md, block 1
    let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    let curve = UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue)
    UIView.animate(withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState, .allowUserInteraction]) {
        // every value of the answer: insets, content sizes, offsets, a transform, a safe area
    }
    assert(curve.rawValue == 7 << 16)
}
