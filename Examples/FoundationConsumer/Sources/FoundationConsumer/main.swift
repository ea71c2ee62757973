import Foundation
import KeyboardAvoidanceFoundation

// A keyboard notification as UIKit posts it (frames in screen coordinates, the keyboard's private
// curve 7), read through the bridge and fed to a tracker.
let notification = Notification(
    name: Notification.Name("UIKeyboardWillShowNotification"),
    object: nil,
    userInfo: [
        KeyboardNotificationKey.frameBegin: CGRect(x: 0, y: 844, width: 390, height: 291),
        KeyboardNotificationKey.frameEnd: CGRect(x: 0, y: 553, width: 390, height: 291),
        KeyboardNotificationKey.animationDuration: 0.25,
        KeyboardNotificationKey.animationCurve: 7,
    ])

do {
    let event = try KeyboardEvent(notification: notification)
    var tracker = KeyboardTracker(screenBounds: LayoutRect(CGRect(x: 0, y: 0, width: 390, height: 844)))
    if let update = tracker.receive(event) {
        print("phase \(event.phase.rawValue), keyboard \(update.keyboard.placement), animation \(update.animation)")
        print("end frame \(CGRect(update.keyboard.frame))")
    } else {
        print("no update")
    }
} catch {
    print("error: \(error)")
}
