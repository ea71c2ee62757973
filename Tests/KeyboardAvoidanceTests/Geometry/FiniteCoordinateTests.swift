import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class FiniteCoordinateTests: XCTestCase {
    func testThePolicyTable() {
        let limit = FiniteCoordinate.coordinateLimit
        let table: [(Double, Double)] = [
            (.nan, 0), (-.nan, 0), (.signalingNaN, 0), (.infinity, limit), (-.infinity, -limit),
            (1e308, limit), (-1e308, -limit), (.greatestFiniteMagnitude, limit), (limit, limit),
            (limit.nextUp, limit), (12.5, 12.5), (-3, -3), (.leastNonzeroMagnitude, .leastNonzeroMagnitude),
        ]
        for (input, expected) in table {
            XCTAssertEqual(FiniteCoordinate.sanitized(input), expected, "sanitized(\(input))")
        }
    }

    func testNegativeZeroBecomesPositiveZero() {
        XCTAssertEqual(FiniteCoordinate.sanitized(-0.0).sign, .plus)
        XCTAssertEqual(LayoutPoint(x: -0.0, y: -0.0).x.sign, .plus)
    }

    func testSettersApplyThePolicyToo() {
        var point = LayoutPoint(x: 1, y: 2)
        point.x = .nan
        point.y = -.infinity
        XCTAssertEqual(point, LayoutPoint(x: 0, y: -FiniteCoordinate.coordinateLimit))
    }

    func testEveryStoredValueIsFiniteAndWithinTheLimit() {
        checkProperty(Generator<Double>.hostile) { value in
            let stored = FiniteCoordinate.sanitized(value)
            try require(stored.isFinite && stored.magnitude <= FiniteCoordinate.coordinateLimit, "\(value) → \(stored)")
            if value.isFinite && value.magnitude <= FiniteCoordinate.coordinateLimit {
                try require(stored == value, "in-range \(value) changed to \(stored)")
            }
        }
    }
}
