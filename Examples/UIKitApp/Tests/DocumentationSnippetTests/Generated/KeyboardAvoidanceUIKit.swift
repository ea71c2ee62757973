// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/KeyboardAvoidanceUIKit.md by DocumentationSnippetsTests: do not edit.
// Regenerate in the repository's root (not here) with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidanceUIKit
import UIKit

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/KeyboardAvoidanceUIKit.md, block 1
/// The scene delegate's work when a scene connects (`scene(_:willConnectTo:options:)`).
@MainActor
func sceneDidConnect(_ window: UIWindow) {
    window.installKeyboardAvoidance()
}

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/KeyboardAvoidanceUIKit.md, block 2
/// The adapter with every option set.
@MainActor
func installKeyboardAvoidance(in window: UIWindow, leavingAlone carousel: UIScrollView, riding inputBar: UIView) {
    let avoidance = window.installKeyboardAvoidance(strategy: CenteringStrategy())  // centre a hidden field
    avoidance.margins = FocusMargins(top: 0, bottom: 20)  // 20 pt between the field and the keyboard
    avoidance.setAdjusts(false, scrollView: carousel)  // the scroll views around it are adjusted instead
    avoidance.ridingView = inputBar  // moved onto the keyboard's top, and kept clear of
}
