import Foundation
import XCTest

@testable import KeyboardAvoidanceFoundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The `objCType`s the notification reader unboxes as a `CGRect`: exactly a rectangle of four
/// `CGFloat`s, since `getValue(_:)` copies as many bytes as the encoding describes.
final class RectangleEncodingTests: XCTestCase {
    private let code = MemoryLayout<CGFloat>.size == MemoryLayout<Double>.size ? "d" : "f"
    private var other: String { code == "d" ? "f" : "d" }

    func testRectanglesOfFourCGFloatsAreAccepted() {
        for encoding in [
            "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}}",  // UIKit, AppKit, swift-corelibs-foundation
            "{NSRect={NSPoint=\(code)\(code)}{NSSize=\(code)\(code)}}",
            "{CGRect=\(code)\(code)\(code)\(code)}",
        ] {
            XCTAssertTrue(KeyboardEvent.isRectangleEncoding(encoding), encoding)
        }
        XCTAssertTrue(KeyboardEvent.isRectangleEncoding(String(cString: boxed(CGRect(x: 1, y: 2, width: 3, height: 4)).objCType)))
    }

    func testOtherShapesAreRejected() {
        for encoding in [
            "", "{", "}", "{CGRect=", "{CGRect=}", "{CGPoint=\(code)\(code)}", "{CGSize=\(code)\(code)}",
            "{CGRect=\(code)\(code)}",  // too small
            "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}\(code)}",  // too large: would write past the rectangle
            "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}{CGSize=\(code)\(code)}}",
            "{CGRect={CGPoint=\(other)\(other)}{CGSize=\(other)\(other)}}",  // the other CGFloat width
            "{CGRect=qqqq}", "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}",  // unbalanced
            "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}}}", "{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}}\(code)",
            "{CGRect={CGPoint=\(code)\(code)}{CGSize", "{CGRectangle=\(code)\(code)\(code)\(code)}",
            "{UIEdgeInsets=\(code)\(code)\(code)\(code)}",
            "^{CGRect={CGPoint=\(code)\(code)}{CGSize=\(code)\(code)}}",
        ] {
            XCTAssertFalse(KeyboardEvent.isRectangleEncoding(encoding), encoding)
        }
    }
}
