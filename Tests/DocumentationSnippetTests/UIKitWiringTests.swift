import Foundation
import KeyboardAvoidanceFoundation
import UIKitStandIn
import XCTest

/// Runs the UIKit article's controller against the stand-ins: a keyboard notification in, the
/// scroll view's insets and offset out, and the app's own values back on hide.
final class UIKitWiringTests: XCTestCase {
    func testTheArticlesControllerInsetsAndScrollsThenRestores() throws {
        // XCTest runs tests on the main thread; UIKit's views belong to the main actor.
        try MainActor.assumeIsolated { try Self.insetsAndScrollsThenRestores() }
    }

    @MainActor
    private static func insetsAndScrollsThenRestores() throws {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let window = UIWindow(frame: screen)
        window.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let scrollView = FormScrollView(frame: screen)
        scrollView.contentSize = CGSize(width: 390, height: 1_200)
        scrollView.ownContentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        let field = UIView(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
        window.addSubview(scrollView)
        scrollView.addSubview(field)

        let controller = KeyboardAvoidanceController(screenBounds: screen)
        controller.focusedView = field
        let show = Notification(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [KeyboardNotificationKey.frameEnd: CGRect(x: 0, y: 553, width: 390, height: 291)])
        controller.keyboardChanged(try KeyboardEvent(notification: show))
        // 291 covered − 34 the scroll view already adds = 257 on top of the app's 20; the least
        // scroll puts the field's bottom + 10 at the keyboard's top: 654 − 553 = 101.
        XCTAssertEqual(scrollView.contentInset, UIEdgeInsets(top: 0, left: 0, bottom: 277, right: 0))
        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 0, left: 0, bottom: 277, right: 0))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 101))
        XCTAssertEqual(scrollView.ownContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))

        // The user scrolls a little further while the keyboard is up; then the keyboard hides.
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        let hide = Notification(
            name: UIResponder.keyboardWillHideNotification, object: nil,
            userInfo: [KeyboardNotificationKey.frameEnd: CGRect(x: 0, y: 844, width: 390, height: 291)])
        controller.keyboardChanged(try KeyboardEvent(notification: hide))
        XCTAssertEqual(scrollView.contentInset, UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 150), "hiding keeps where the user scrolled to")
    }
}
