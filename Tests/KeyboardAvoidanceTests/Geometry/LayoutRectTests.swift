import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class LayoutRectTests: XCTestCase {
    // MARK: Vectors

    func testEdgesOfANegativeSizeRectangle() {
        // origin (10, 20), size (−30, −40): spans x ∈ [−20, 10], y ∈ [−20, 20].
        let rect = LayoutRect(x: 10, y: 20, width: -30, height: -40)
        XCTAssertEqual(rect.minX, -20)
        XCTAssertEqual(rect.maxX, 10)
        XCTAssertEqual(rect.minY, -20)
        XCTAssertEqual(rect.maxY, 20)
        XCTAssertEqual(rect.midX, -5)
        XCTAssertEqual(rect.midY, 0)
        XCTAssertEqual(rect.width, 30)
        XCTAssertEqual(rect.height, 40)
        XCTAssertEqual(rect.standardized, LayoutRect(x: -20, y: -20, width: 30, height: 40))
    }

    func testIntersectionVectors() {
        let a = LayoutRect(x: 0, y: 0, width: 100, height: 100)
        // Overlap: x ∈ [50, 100], y ∈ [25, 100].
        XCTAssertEqual(a.intersection(LayoutRect(x: 50, y: 25, width: 100, height: 100)), LayoutRect(x: 50, y: 25, width: 50, height: 75))
        // Touching along x = 100: a zero-width segment, not nil (closed sets).
        XCTAssertEqual(a.intersection(LayoutRect(x: 100, y: 10, width: 5, height: 5)), LayoutRect(x: 100, y: 10, width: 0, height: 5))
        // Disjoint: a gap of 1 pt.
        XCTAssertNil(a.intersection(LayoutRect(x: 101, y: 0, width: 5, height: 5)))
        // The keyboard (y ≥ 553) against a window 844 tall: the bottom 291 pt.
        let window = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(
            window.intersection(LayoutRect(x: 0, y: 553, width: 390, height: 291)), LayoutRect(x: 0, y: 553, width: 390, height: 291))
    }

    func testUnionInsetOffsetVectors() {
        let a = LayoutRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.union(LayoutRect(x: 20, y: -5, width: 5, height: 5)), LayoutRect(x: 0, y: -5, width: 25, height: 15))
        // An empty rectangle still counts (no null rectangle).
        XCTAssertEqual(a.union(LayoutRect(x: 50, y: 50, width: 0, height: 0)), LayoutRect(x: 0, y: 0, width: 50, height: 50))
        // Safe area of a 390 × 844 window with 59/34 insets: (0, 59, 390, 751).
        XCTAssertEqual(
            LayoutRect(x: 0, y: 0, width: 390, height: 844).inset(by: LayoutInsets(top: 59, bottom: 34)),
            LayoutRect(x: 0, y: 59, width: 390, height: 751))
        // Insets larger than the rectangle collapse at the midpoint: left' = 8, right' = 2 → 5.
        XCTAssertEqual(a.inset(by: LayoutInsets(left: 8, right: 8)), LayoutRect(x: 5, y: 0, width: 0, height: 10))
        // Negative insets grow it.
        XCTAssertEqual(a.insetBy(dx: -2, dy: -3), LayoutRect(x: -2, y: -3, width: 14, height: 16))
        XCTAssertEqual(LayoutRect(x: 5, y: 5, width: -5, height: 5).offsetBy(dx: 1, dy: 2), LayoutRect(x: 1, y: 7, width: 5, height: 5))
    }

    func testContainmentIsClosed() {
        let a = LayoutRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.contains(LayoutPoint(x: 10, y: 10)))
        XCTAssertFalse(a.contains(LayoutPoint(x: 10.000_001, y: 10)))
        XCTAssertTrue(a.contains(LayoutRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertTrue(a.contains(LayoutRect(x: 10, y: 10, width: -10, height: -10)))
        XCTAssertFalse(a.contains(LayoutRect(x: 1, y: 1, width: 10, height: 1)))
        XCTAssertFalse(LayoutRect.zero.isEmpty == false)
    }

    func testApplyingAQuarterTurnGivesTheExactBox() {
        // (x, y) ↦ (−y, x): corners (0,0), (10,0), (0,20), (10,20) ↦ (0,0), (0,10), (−20,0), (−20,10).
        let rect = LayoutRect(x: 0, y: 0, width: 10, height: 20).applying(LayoutTransform(quarterTurns: 1))
        XCTAssertEqual(rect, LayoutRect(x: -20, y: 0, width: 20, height: 10))
    }

    func testSaturationKeepsEverythingFinite() {
        // Both corners saturate: origin (1e12, −1e12); the far corner 1e12 + 1e12 clamps to 1e12,
        // so the width collapses to 0 and NaN height becomes 0.
        let huge = LayoutRect(x: 1e308, y: -1e308, width: .infinity, height: .nan)
        XCTAssertEqual(huge, LayoutRect(minX: 1e12, minY: -1e12, maxX: 1e12, maxY: -1e12))
        XCTAssertEqual(huge.width, 0)
        XCTAssertEqual(huge.offsetBy(dx: -1e300, dy: 0).origin.x, -1e12)
        // A rectangle spanning the whole range has width 2e12, finite; its size saturates to 1e12.
        let span = LayoutRect(minX: -1e12, minY: 0, maxX: 1e12, maxY: 1)
        XCTAssertEqual(span.width, 2e12)
        XCTAssertEqual(span.size.width, 1e12)
    }

    // MARK: Properties

    func testIntersectionIsCommutativeAndInsideBoth() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutRect>.rect)) { a, b in
            let ab = a.intersection(b)
            try requireEqual(ab, b.intersection(a))
            if let ab {
                try require(a.contains(ab) && b.contains(ab), "\(ab) not inside \(a) and \(b)")
            } else {
                try require(a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY, "nil but overlapping")
            }
        }
    }

    func testUnionContainsBoth() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutRect>.rect)) { a, b in
            let union = a.union(b)
            try require(union.contains(a) && union.contains(b), "\(union) misses \(a) or \(b)")
            try requireEqual(union, b.union(a))
        }
    }

    func testStandardizationIsIdempotentAndPreservesEdges() {
        checkProperty(Generator<LayoutRect>.rect) { rect in
            let once = rect.standardized
            try requireEqual(once.standardized, once)
            try require(once.size.width >= 0 && once.size.height >= 0)
            try requireEqual([once.minX, once.minY, once.maxX, once.maxY], [rect.minX, rect.minY, rect.maxX, rect.maxY])
        }
    }

    func testOriginAndSizeAreWhatWasGivenWhateverTheirSigns() {
        // Stored standardized with a flag per axis, a rectangle still gives back its origin and
        // the size `corner − origin`, and is equal to another exactly when both corners are.
        let generator = Generator { draws in
            (Generator<LayoutRect>.rect.generate(&draws), Generator<LayoutRect>.rect.generate(&draws), draws.chance(0.3))
        }
        checkProperty(generator) { rect, other, reuseCorners in
            let origin = rect.origin
            let corner = LayoutPoint(x: origin.x + rect.size.width, y: origin.y + rect.size.height)
            try requireEqual(LayoutRect(minX: origin.x, minY: origin.y, maxX: corner.x, maxY: corner.y), rect)
            try requireEqual(LayoutRect(origin: rect.origin, size: rect.size), rect)
            try requireEqual(rect.size.width < 0, rect.maxX == origin.x && rect.minX != rect.maxX)
            try requireEqual(rect.size.height < 0, rect.maxY == origin.y && rect.minY != rect.maxY)
            // A rectangle whose size is not negative is its own standardized form.
            try requireEqual(rect.size.width >= 0 && rect.size.height >= 0, rect == rect.standardized)
            // Equality and hashing follow the corners: the same edges with the origin on another
            // corner is another rectangle; the same corners are the same rectangle.
            let candidate = reuseCorners ? LayoutRect(origin: rect.origin, size: rect.size) : other
            let sameCorners = candidate.origin == rect.origin && candidate.size == rect.size
            try requireEqual(candidate == rect, sameCorners)
            if sameCorners { try requireEqual(candidate.hashValue, rect.hashValue) }
            // Moving the origin keeps the size; setting the size keeps the origin.
            var moved = rect
            moved.origin = LayoutPoint(x: origin.x + 7, y: origin.y - 3)
            try requireClose(moved.size.width, rect.size.width, Tolerance(absolute: 1e-9, relative: 1e-12))
            try requireClose(moved.size.height, rect.size.height, Tolerance(absolute: 1e-9, relative: 1e-12))
            var resized = rect
            resized.size = LayoutSize(width: -rect.size.width, height: rect.size.height)
            try requireEqual(resized.origin, rect.origin)
        }
    }

    func testAFlippedRectangleAndItsStandardFormDiffer() {
        let flipped = LayoutRect(x: 10, y: 20, width: -30, height: 40)
        let standard = flipped.standardized
        XCTAssertNotEqual(flipped, standard)
        XCTAssertEqual(flipped.origin, LayoutPoint(x: 10, y: 20))
        XCTAssertEqual(flipped.size, LayoutSize(width: -30, height: 40))
        XCTAssertEqual(standard.origin, LayoutPoint(x: -20, y: 20))
        XCTAssertEqual(standard.size, LayoutSize(width: 30, height: 40))
        XCTAssertEqual(LayoutRect(x: 5, y: 5, width: 0, height: -0.0), LayoutRect(x: 5, y: 5, width: 0, height: 0))
        let point = LayoutRect(x: 5, y: 5, width: 0, height: 0)
        XCTAssertEqual(point, point.standardized)
        XCTAssertEqual(point.intersection(point), point)
    }

    func testInsetStaysInsideForNonNegativeInsets() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutInsets>.insets)) { rect, insets in
            let inner = rect.inset(by: insets)
            try require(rect.contains(inner), "\(inner) outside \(rect)")
            try require(inner.size.width >= 0 && inner.size.height >= 0)
        }
    }

    func testApplyingContainsEveryTransformedCorner() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutTransform>.transform)) { rect, transform in
            let box = rect.applying(transform)
            for corner in [
                LayoutPoint(x: rect.minX, y: rect.minY), LayoutPoint(x: rect.maxX, y: rect.minY),
                LayoutPoint(x: rect.minX, y: rect.maxY), LayoutPoint(x: rect.maxX, y: rect.maxY),
            ] {
                try require(box.contains(transform.apply(to: corner)), "\(box) misses corner image")
            }
        }
    }

    func testARectangleWithEitherSideZeroIsEmpty() {
        // SPEC §3.2: empty when the width or the height is 0 — one is enough.
        XCTAssertTrue(LayoutRect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        XCTAssertTrue(LayoutRect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        XCTAssertTrue(LayoutRect(x: 5, y: 5, width: 0, height: 0).isEmpty)
        XCTAssertFalse(LayoutRect(x: 5, y: 5, width: 10, height: 10).isEmpty)
        XCTAssertFalse(LayoutRect(x: 5, y: 5, width: -10, height: 10).isEmpty)
    }
}
