import Foundation
import KeyboardAvoidance

/// The `userInfo` keys of UIKit's keyboard notifications, spelled as UIKit spells them
/// (`UIResponder.keyboardFrameEndUserInfoKey` is the string `"UIKeyboardFrameEndUserInfoKey"`).
public enum KeyboardNotificationKey {
    /// The keyboard's frame after the change, in screen coordinates.
    ///
    /// **Required.**
    public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's frame before the change.
    ///
    /// Optional; defaults to the end frame.
    public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// The animation's duration in seconds.
    ///
    /// Optional; defaults to 0.25.
    public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve's raw value: a whole number in 0...15, the values the curve bits of
    /// `UIView.AnimationOptions` can carry (UIKit sends 7).
    ///
    /// Optional; defaults to 7, the keyboard's curve.
    public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    ///
    /// Optional; defaults to `true` (iOS before 9 did not send it, and only ever showed this app's
    /// keyboard).
    public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}

extension KeyboardEvent.Phase {
    /// The notification name UIKit posts for this phase, for example
    /// `UIKeyboardWillShowNotification` (`UIResponder.keyboardWillShowNotification`).
    public var notificationName: Notification.Name {
        switch self {
        case .willShow: Notification.Name("UIKeyboardWillShowNotification")
        case .didShow: Notification.Name("UIKeyboardDidShowNotification")
        case .willChangeFrame: Notification.Name("UIKeyboardWillChangeFrameNotification")
        case .didChangeFrame: Notification.Name("UIKeyboardDidChangeFrameNotification")
        case .willHide: Notification.Name("UIKeyboardWillHideNotification")
        case .didHide: Notification.Name("UIKeyboardDidHideNotification")
        }
    }

    /// The phase a UIKit keyboard notification name stands for, or `nil` for any other name.
    ///
    /// - Parameter notificationName: The notification's name.
    public init?(notificationName: Notification.Name) {
        guard let phase = Self.allCases.first(where: { $0.notificationName == notificationName }) else { return nil }
        self = phase
    }
}
