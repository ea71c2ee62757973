// swift-format-ignore-file
// Generated from README.md by DocumentationSnippetsTests: do not edit.
// Regenerate in the repository's root (not here) with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidanceUIKit
import UIKit

// README.md, block 2
/// The scene delegate's work when a scene connects (`scene(_:willConnectTo:options:)`).
@MainActor
func connect(_ window: UIWindow, showing rootViewController: UIViewController) {
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    window.installKeyboardAvoidance()
}
