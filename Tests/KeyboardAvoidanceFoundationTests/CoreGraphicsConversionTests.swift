import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceTesting
import XCTest

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

final class CoreGraphicsConversionTests: XCTestCase {
    func testConversionsAreExactBothWays() {
        checkProperty(zip(Generator<LayoutRect>.rect, Generator<LayoutTransform>.transform)) { rect, transform in
            try requireEqual(LayoutRect(CGRect(rect)), rect)
            try requireEqual(LayoutPoint(CGPoint(rect.origin)), rect.origin)
            try requireEqual(LayoutSize(CGSize(rect.size)), rect.size)
            #if os(macOS) || !canImport(Darwin)
                try requireEqual(LayoutTransform(AffineTransform(transform)), transform)
            #endif
            #if canImport(CoreGraphics)
                try requireEqual(LayoutTransform(CGAffineTransform(transform)), transform)
            #endif
            let cg = CGRect(rect)
            try requireEqual(
                [Double(cg.origin.x), Double(cg.origin.y), Double(cg.size.width), Double(cg.size.height)],
                [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
        }
    }

    func testNegativeSizesAreKept() {
        let cg = CGRect(x: 10, y: 10, width: -4, height: -6)
        XCTAssertEqual(LayoutRect(cg).size, LayoutSize(width: -4, height: -6))
        XCTAssertEqual(LayoutRect(cg).standardized, LayoutRect(CGRect(x: 6, y: 4, width: 4, height: 6)))
    }

    func testNonFiniteCoreGraphicsValuesFollowThePolicy() {
        // CGRect.null has an infinite origin: it becomes an empty rectangle at (1e12, 1e12).
        let null = LayoutRect(CGRect.null)
        XCTAssertEqual(null.origin, LayoutPoint(x: 1e12, y: 1e12))
        XCTAssertTrue(null.isEmpty)
        XCTAssertEqual(LayoutPoint(CGPoint(x: CGFloat.nan, y: -CGFloat.infinity)), LayoutPoint(x: 0, y: -1e12))
    }

    // macOS and swift-corelibs-foundation (Linux, Windows, Android): the Foundations with
    // `AffineTransform`.
    #if os(macOS) || !canImport(Darwin)
        func testFoundationRotationMatchesTheQuarterTurn() {
            let rotated = LayoutTransform(AffineTransform(rotationByDegrees: 90))
            let exact = LayoutTransform(quarterTurns: 1)
            for (a, b) in [(rotated.a, exact.a), (rotated.b, exact.b), (rotated.c, exact.c), (rotated.d, exact.d)] {
                XCTAssertEqual(a, b, accuracy: 1e-15)
            }
        }

        func testAffineTransformComponentsMapExactly() {
            let foundation = AffineTransform(m11: 1, m12: 2, m21: 3, m22: 4, tX: 5, tY: 6)
            XCTAssertEqual(LayoutTransform(foundation), LayoutTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
            XCTAssertEqual(AffineTransform(LayoutTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)), foundation)
        }
    #endif

    // Apple platforms: CoreGraphics, and with it `CGAffineTransform`.
    #if canImport(CoreGraphics)
        func testCGAffineTransformComponentsMapExactly() {
            let cg = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            XCTAssertEqual(LayoutTransform(cg), LayoutTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
            XCTAssertEqual(CGAffineTransform(LayoutTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)), cg)
            XCTAssertEqual(LayoutTransform(CGAffineTransform.identity), .identity)
        }

        func testCoreGraphicsRotationMatchesTheQuarterTurn() {
            let rotated = LayoutTransform(CGAffineTransform(rotationAngle: .pi / 2))
            let exact = LayoutTransform(quarterTurns: 1)
            for (a, b) in [(rotated.a, exact.a), (rotated.b, exact.b), (rotated.c, exact.c), (rotated.d, exact.d)] {
                XCTAssertEqual(a, b, accuracy: 1e-15)
            }
        }
    #endif
}
