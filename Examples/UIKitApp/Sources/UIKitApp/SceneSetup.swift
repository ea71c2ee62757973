import KeyboardAvoidanceUIKit
import UIKit

/// What an app's scene delegate does when its window connects.
@MainActor
public enum SceneSetup {
    /// Shows the sign-up screen in a window, with keyboard avoidance.
    public static func connect(_ window: UIWindow) {
        window.rootViewController = SignUpViewController()
        window.makeKeyAndVisible()
        window.installKeyboardAvoidance()
    }
}
