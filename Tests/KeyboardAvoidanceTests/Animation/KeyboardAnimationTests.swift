import Foundation
import KeyboardAvoidanceTesting
import XCTest

@testable import KeyboardAvoidance

final class KeyboardAnimationTests: XCTestCase {
    /// Reference values computed independently (a 200-step bisection and the C library's `exp`,
    /// in Python), agreeing to 1e-12.
    private let tolerance = Tolerance(absolute: 1e-12, relative: 0)

    private func progress(_ curve: AnimationCurve, _ fraction: Double, duration: Double = 0.25) -> Double {
        KeyboardAnimation(duration: duration, curve: curve).progress(atElapsed: fraction * duration)
    }

    func testBezierCurvesMatchTheReference() {
        let expected: [(AnimationCurve, [Double])] = [
            (.easeIn, [0.09346465071882484, 0.31535681257253945, 0.62186186917489]),
            (.easeOut, [0.37813813082510966, 0.6846431874274606, 0.9065353492811752]),
            (.easeInOut, [0.1291619310473198, 0.5, 0.8708380689526802]),
        ]
        for (curve, values) in expected {
            for (fraction, value) in zip([0.25, 0.5, 0.75], values) {
                XCTAssert(
                    tolerance.agrees(progress(curve, fraction), value), "\(curve) at \(fraction): \(progress(curve, fraction)) vs \(value)")
            }
        }
        XCTAssertEqual(progress(.linear, 0.3), 0.3)
    }

    func testKeyboardSpringMatchesTheReference() {
        // x(u) = 1 − (1 + u)e^(−u), ω = √(1000/3); progress = x(ω·T·f) / x(ω·T) with T = 0.25.
        XCTAssertEqual(SpringTiming.angularFrequency, 18.257418583505537, accuracy: 1e-12)
        for (fraction, value) in zip(
            [0.1, 0.25, 0.5, 0.75], [0.08204861695206515, 0.3354260333194691, 0.7059322619195696, 0.9084301140831857])
        {
            XCTAssert(
                tolerance.agrees(progress(.keyboard, fraction), value),
                "spring at \(fraction): \(progress(.keyboard, fraction)) vs \(value)")
        }
    }

    func testEndpointsAreExact() {
        for raw in [0, 1, 2, 3, 7, 4, 99, -1] {
            let animation = KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: raw))
            XCTAssertEqual(animation.progress(atElapsed: 0), 0)
            XCTAssertEqual(animation.progress(atElapsed: 0.25), 1)
            XCTAssertEqual(animation.progress(atElapsed: 10), 1)
            XCTAssertEqual(animation.progress(atElapsed: -1), 0)
        }
    }

    func testUnknownCurvesAnimateAsEaseInOutAndKeepTheirRawValue() throws {
        let unknown = AnimationCurve(rawValue: 5)
        XCTAssertFalse(unknown.isKnown)
        XCTAssertEqual(unknown.description, "curve 5")
        for fraction in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(progress(unknown, fraction), progress(.easeInOut, fraction))
        }
        let data = try JSONEncoder().encode(KeyboardAnimation(duration: 0.25, curve: unknown))
        XCTAssertEqual(String(decoding: data, as: UTF8.self).contains("\"curve\":5"), true)
        XCTAssertEqual(try JSONDecoder().decode(KeyboardAnimation.self, from: data).curve, unknown)
    }

    func testDegenerateDurationsAndTimes() {
        XCTAssertEqual(KeyboardAnimation.immediate.progress(atElapsed: 0), 1)
        XCTAssertEqual(KeyboardAnimation(duration: -1, curve: .keyboard).progress(atElapsed: 0.1), 1)
        XCTAssertEqual(KeyboardAnimation(duration: .nan, curve: .keyboard).progress(atElapsed: 0.1), 1)  // NaN duration is 0
        XCTAssertEqual(KeyboardAnimation.keyboardDefault.progress(atElapsed: .nan), 0)
        XCTAssertEqual(KeyboardAnimation.keyboardDefault.progress(atElapsed: .infinity), 1)
        // A huge duration (saturated at 1e12 s) on the spring: finite, tiny, and exactly 1 at the end.
        let long = KeyboardAnimation(duration: .infinity, curve: .keyboard)
        XCTAssert(long.progress(atElapsed: 1).isFinite)
        XCTAssertEqual(long.progress(atElapsed: 1e12), 1)
        // A very short spring uses the series: no cancellation to 0 or NaN.
        let short = KeyboardAnimation(duration: 1e-9, curve: .keyboard)
        XCTAssertEqual(short.progress(atElapsed: 0.5e-9), 0.25, accuracy: 1e-6)  // (f)² for ω·T → 0
    }

    func testProgressIsMonotonicAndInTheUnitInterval() {
        let generator = Generator { draws -> (KeyboardAnimation, Double, Double) in
            let duration = draws.chance(0.2) ? Generator<Double>.hostile.generate(&draws) : draws.double(in: 0...1)
            let curve = AnimationCurve(rawValue: draws.pick(0, 1, 2, 3, 7, 5, 42))
            let animation = KeyboardAnimation(duration: duration, curve: curve)
            let scale = animation.duration > 0 ? animation.duration : 1
            let earlier = draws.double(in: -0.1...1.2) * scale
            return (animation, earlier, earlier + draws.double(in: 0...0.3) * scale)
        }
        checkProperty(generator) { animation, earlier, later in
            let first = animation.progress(atElapsed: earlier)
            let second = animation.progress(atElapsed: later)
            try require(first >= 0 && first <= 1 && second >= 0 && second <= 1, "\(first), \(second) outside [0, 1]")
            // Non-decreasing, allowing 1e-15 of rounding in the curve polynomials.
            try require(second >= first - 1e-15, "\(animation.curve): \(second) at \(later) < \(first) at \(earlier)")
        }
    }

    func testExponentialAgreesWithTheCLibrary() {
        XCTAssertEqual(exponential(0), 1)
        XCTAssertEqual(exponential(-.infinity), 0)
        XCTAssertEqual(exponential(.nan), 0)
        XCTAssertEqual(exponential(-746), 0)
        checkProperty(Generator { draws in draws.chance(0.5) ? draws.double(in: -745...0) : draws.double(in: -20...0) }) { x in
            let expected = Foundation.exp(x)
            let actual = exponential(x)
            // Four ulps of the result, or the smallest subnormal step near underflow.
            try require(
                (actual - expected).magnitude <= max(4 * expected.ulp, 4 * Double.leastNonzeroMagnitude),
                "exp(\(x)) = \(actual), C library \(expected)")
        }
    }
}
