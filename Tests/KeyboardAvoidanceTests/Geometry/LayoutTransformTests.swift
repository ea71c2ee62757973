import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class LayoutTransformTests: XCTestCase {
    func testVectors() {
        let p = LayoutPoint(x: 3, y: 4)
        XCTAssertEqual(LayoutTransform.identity.apply(to: p), p)
        XCTAssertEqual(LayoutTransform(translationX: 10, y: -2).apply(to: p), LayoutPoint(x: 13, y: 2))
        XCTAssertEqual(LayoutTransform(scaleX: 2, y: 0.5).apply(to: p), LayoutPoint(x: 6, y: 2))
        // A clockwise quarter turn on a y-down screen: (3, 4) ↦ (−4, 3).
        XCTAssertEqual(LayoutTransform(quarterTurns: 1).apply(to: p), LayoutPoint(x: -4, y: 3))
        XCTAssertEqual(LayoutTransform(quarterTurns: -1), LayoutTransform(quarterTurns: 3))
        XCTAssertEqual(LayoutTransform(quarterTurns: 4), .identity)
        // Scale by 2, then translate by (10, 0): (3, 4) ↦ (6, 8) ↦ (16, 8).
        let combined = LayoutTransform(scaleX: 2, y: 2).concatenating(LayoutTransform(translationX: 10, y: 0))
        XCTAssertEqual(combined, LayoutTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        XCTAssertEqual(combined.apply(to: p), LayoutPoint(x: 16, y: 8))
        // Inverse of that: x = (x' − 10) / 2.
        XCTAssertEqual(combined.inverted(), LayoutTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -5, ty: 0))
    }

    func testNonInvertibleTransformsHaveNoInverse() {
        XCTAssertNil(LayoutTransform(scaleX: 0, y: 1).inverted())
        XCTAssertNil(LayoutTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted())  // det = 4 − 4 = 0
        XCTAssertNil(LayoutTransform(scaleX: 1e-13, y: 1e-13).inverted())  // inverse scale 10¹³ > limit
        XCTAssertNotNil(LayoutTransform(scaleX: 1e-6, y: 1e-6).inverted())
    }

    func testConcatenationAppliesSelfFirst() {
        checkProperty(zip(Generator<LayoutTransform>.transform, Generator<LayoutTransform>.transform, Generator<LayoutPoint>.point)) {
            first, second, point in
            try requireClose(first.concatenating(second).apply(to: point), second.apply(to: first.apply(to: point)))
        }
    }

    func testInverseUndoesTheTransform() {
        checkProperty(zip(Generator<LayoutTransform>.transform, Generator<LayoutPoint>.point)) { transform, point in
            let inverse = try XCTUnwrap(transform.inverted(), "scales from ¼ to 4 are invertible")
            try requireClose(inverse.apply(to: transform.apply(to: point)), point)
        }
    }

    func testHostileTransformsGiveFiniteResultsOrNoInverse() {
        checkProperty(zip(Generator<LayoutTransform>.hostileTransform, Generator<LayoutRect>.hostileRect)) { transform, rect in
            let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            try require(values.allSatisfy(\.isFinite))
            let box = rect.applying(transform)
            try require([box.minX, box.maxX, box.minY, box.maxY].allSatisfy(\.isFinite), "\(box)")
            if let inverse = transform.inverted() {
                let inverseValues = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
                try require(inverseValues.allSatisfy { $0.isFinite && $0.magnitude <= FiniteCoordinate.coordinateLimit })
                try require(transform.determinant != 0)
            }
        }
    }

    func testAnInverseWhoseTranslationAloneExceedsTheLimitIsMissing() {
        // SPEC §3.3: no inverse when any component of it exceeds L = 1e12 in magnitude. Scaling by
        // 1e-6 gives det = 1e-12 and an inverse scale of 1e6 (in range); the inverse translation
        // is −(1e-6 · 1e7) / 1e-12 = −1e13 (out of range), in x or in y alone.
        XCTAssertNil(LayoutTransform(a: 1e-6, b: 0, c: 0, d: 1e-6, tx: 0, ty: 1e7).inverted())
        XCTAssertNil(LayoutTransform(a: 1e-6, b: 0, c: 0, d: 1e-6, tx: 1e7, ty: 0).inverted())
        // With a translation of 1e5 the inverse's is −1e11: in range.
        let inverse = LayoutTransform(a: 1e-6, b: 0, c: 0, d: 1e-6, tx: 1e5, ty: 1e5).inverted()
        XCTAssertEqual(inverse?.tx ?? 0, -1e11, accuracy: 1e-1)
        XCTAssertEqual(inverse?.ty ?? 0, -1e11, accuracy: 1e-1)
    }
}
