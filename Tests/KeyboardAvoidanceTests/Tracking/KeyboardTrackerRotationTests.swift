import KeyboardAvoidance
import XCTest

/// The tracker when the screen turns (SPEC §8): a keyboard that ends up off the new screen is that
/// screen's hidden keyboard, frame and all, as a hide event gives.
final class KeyboardTrackerRotationTests: XCTestCase {
    private let portrait = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private let landscape = LayoutRect(x: 0, y: 0, width: 844, height: 390)

    func testAKeyboardOffTheTurnedScreenIsItsHiddenKeyboard() throws {
        var tracker = KeyboardTracker(screenBounds: portrait)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: LayoutRect(x: 0, y: 553, width: 390, height: 291)))
        // The portrait frame, y 553…844, lies below the 390 pt tall landscape screen.
        let turned = try XCTUnwrap(tracker.updateScreenBounds(landscape))
        XCTAssertEqual(turned.keyboard, .hidden(screenBounds: landscape))
        XCTAssertEqual(turned.keyboard.frame, LayoutRect(x: 0, y: 390, width: 844, height: 0))
        XCTAssertEqual(tracker.keyboard, .hidden(screenBounds: landscape))
        XCTAssertEqual(tracker.reportedKeyboard, .hidden(screenBounds: landscape))
        XCTAssertEqual(turned.animation, .immediate)
    }

    func testAHiddenKeyboardTurnsWithTheScreen() throws {
        var tracker = KeyboardTracker(screenBounds: portrait)
        // Hidden from the start, along the portrait screen's bottom (y 844, 390 wide): once turned it
        // lies along the landscape screen's bottom (y 390, 844 wide), where a show's animation begins.
        let turned = try XCTUnwrap(tracker.updateScreenBounds(landscape))
        XCTAssertEqual(turned.keyboard.frame, LayoutRect(x: 0, y: 390, width: 844, height: 0))
        XCTAssertEqual(tracker.keyboard, .hidden(screenBounds: landscape))
    }
}
