import XCTest

@testable import KeyboardAvoidance

/// The escaping that keeps the bridge's and the tool's messages one line.
final class ControlCharacterEscapingTests: XCTestCase {
    func testControlCharactersAreEscapedAndEverythingElseKept() {
        XCTAssertEqual("a\nb\rc\td".escapingControlCharacters, "a\\nb\\rc\\td")
        XCTAssertEqual("bell\u{7} sep\u{2028} para\u{2029}".escapingControlCharacters, "bell\\u{7} sep\\u{2028} para\\u{2029}")
        XCTAssertEqual("plain é ⌨︎ 🙂".escapingControlCharacters, "plain é ⌨︎ 🙂")
        XCTAssertEqual("".escapingControlCharacters, "")
    }
}
