// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/KeyboardAvoidanceFoundation.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation

/// The statement blocks of Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/KeyboardAvoidanceFoundation.md, in order.
@MainActor func keyboardAvoidanceFoundationSnippets() throws {
    // Sources/KeyboardAvoidanceFoundation/KeyboardAvoidanceFoundation.docc/KeyboardAvoidanceFoundation.md, block 1
    // A notification as UIKit posts it: frames in screen coordinates, the keyboard's curve 7.
    let notification = Notification(
        name: Notification.Name("UIKeyboardWillShowNotification"), object: nil,
        userInfo: [
            KeyboardNotificationKey.frameEnd: CGRect(x: 0, y: 553, width: 390, height: 291),
            KeyboardNotificationKey.animationDuration: 0.25,
            KeyboardNotificationKey.animationCurve: 7,
        ])
    var tracker = KeyboardTracker(screenBounds: LayoutRect(CGRect(x: 0, y: 0, width: 390, height: 844)))
    let event = try KeyboardEvent(notification: notification)
    if let update = tracker.receive(event) {
        assert(update.keyboard.placement == .docked && update.animation.curve == .keyboard)
    }
}
