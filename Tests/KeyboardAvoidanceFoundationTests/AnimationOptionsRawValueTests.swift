import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceTesting
import XCTest

/// `AnimationCurve.animationOptionsRawValue`: what `UIView.AnimationOptions(rawValue:)` takes.
final class AnimationOptionsRawValueTests: XCTestCase {
    /// The options' curve field: bits 16–19.
    private let curveBits: UInt = 0xF << 16

    func testCurvesUIKitCanCarryShiftIntoTheCurveBits() {
        XCTAssertEqual(AnimationCurve(rawValue: 0).animationOptionsRawValue, 0)
        XCTAssertEqual(AnimationCurve(rawValue: 3).animationOptionsRawValue, 3 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: 7).animationOptionsRawValue, 7 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: 15).animationOptionsRawValue, 15 << 16)
        XCTAssertEqual(AnimationCurve.easeInOut.animationOptionsRawValue, 0x0_0000)
        XCTAssertEqual(AnimationCurve.easeIn.animationOptionsRawValue, 0x1_0000)
        XCTAssertEqual(AnimationCurve.easeOut.animationOptionsRawValue, 0x2_0000)
        XCTAssertEqual(AnimationCurve.linear.animationOptionsRawValue, 0x3_0000)
        XCTAssertEqual(AnimationCurve.keyboard.animationOptionsRawValue, 0x7_0000)
    }

    func testCurvesOutsideTheFourBitsGiveTheKeyboardCurve() {
        XCTAssertEqual(AnimationCurve(rawValue: -1).animationOptionsRawValue, 7 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: 16).animationOptionsRawValue, 7 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: Int.min).animationOptionsRawValue, 7 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: Int.max).animationOptionsRawValue, 7 << 16)
        XCTAssertEqual(AnimationCurve(rawValue: 1 << 16).animationOptionsRawValue, 7 << 16)
    }

    /// Every `Int`, boundaries weighted: never traps, always inside the curve bits, and equal to
    /// the shifted raw value exactly when that fits.
    func testEveryRawValueLiesInTheCurveBits() {
        let rawValues = Generator<Int> { draws in
            switch draws.below(4) {
            case 0: return draws.pick(0, 15, -1, 16, 7, Int.min, Int.max, Int.min + 1, Int.max - 1, 1 << 16, -(1 << 16))
            case 1: return draws.integer(in: -40...40)
            default: return Int(truncatingIfNeeded: draws.next())
            }
        }
        checkProperty(rawValues) { rawValue in
            let options = AnimationCurve(rawValue: rawValue).animationOptionsRawValue
            try require(options & ~curveBits == 0, "\(rawValue) gives \(options), outside the curve bits")
            try requireEqual(options, (0...15).contains(rawValue) ? UInt(rawValue) << 16 : 7 << 16, "for \(rawValue)")
        }
    }
}
