import KeyboardAvoidanceTesting
import XCTest

@testable import KeyboardAvoidance

/// `ObscurableRegion.obscuredHeight` against SPEC §6.3 written out independently: map the
/// keyboard's four corners one by one, take their bounding box, clip it to the region by hand, then
/// `clamp(B.maxY − O.minY, 0, B.height)` when the overlap has a positive width — for every input,
/// hostile magnitudes included.
final class ObscurableRegionTests: XCTestCase {
    private static func bySpecification(_ region: ObscurableRegion, _ avoided: LayoutRect?) -> Double {
        guard let map = region.screenToRegion, let avoided else { return 0 }
        let corners = [
            LayoutPoint(x: avoided.minX, y: avoided.minY), LayoutPoint(x: avoided.maxX, y: avoided.minY),
            LayoutPoint(x: avoided.minX, y: avoided.maxY), LayoutPoint(x: avoided.maxX, y: avoided.maxY),
        ].map { map.apply(to: $0) }
        let box = region.rect
        let left = Swift.max(corners.map(\.x).min() ?? 0, box.minX)
        let right = Swift.min(corners.map(\.x).max() ?? 0, box.maxX)
        let top = Swift.max(corners.map(\.y).min() ?? 0, box.minY)
        let bottom = Swift.min(corners.map(\.y).max() ?? 0, box.maxY)
        guard left <= right, top <= bottom, right - left > 0 else { return 0 }
        return Swift.max(0, Swift.min(box.maxY - top, box.height))
    }

    private static func regions(hostile: Bool) -> Generator<(ObscurableRegion, LayoutRect?)> {
        Generator { draws in
            let transform = (hostile ? Generator<LayoutTransform>.hostileTransform : .transform).generate(&draws)
            // Axis-aligned maps most of the time, as views without rotation give.
            let map =
                draws.chance(0.8)
                ? LayoutTransform(a: transform.a, b: 0, c: 0, d: transform.d, tx: transform.tx, ty: transform.ty) : transform
            let box = (hostile ? Generator<LayoutRect>.hostileRect : .rect).generate(&draws)
            let region =
                draws.chance(0.5)
                ? ObscurableRegion(screenToRegion: draws.chance(0.95) ? map : nil, rect: box)
                : ObscurableRegion(screenToLocal: map, size: LayoutSize(width: box.width, height: box.height))
            let avoided = draws.chance(0.95) ? (hostile ? Generator<LayoutRect>.hostileRect : .rect).generate(&draws).standardized : nil
            return (region, avoided)
        }
    }

    func testObscuredHeightIsTheSpecifiedFormula() {
        checkProperty(Self.regions(hostile: false)) { region, avoided in
            try requireClose(region.obscuredHeight(by: avoided), Self.bySpecification(region, avoided))
        }
    }

    func testObscuredHeightIsTheSpecifiedFormulaAtHostileMagnitudes() {
        checkProperty(Self.regions(hostile: true)) { region, avoided in
            let height = region.obscuredHeight(by: avoided)
            try require(height.isFinite && height >= 0 && height <= region.rect.height, "\(height)")
            try requireClose(height, Self.bySpecification(region, avoided))
        }
    }

    func testARegionAtTheSaturationLimit() {
        // The region reaches the limit and the keyboard maps far beyond it: the mapped edges
        // saturate at ±limit, so a keyboard mapped beyond the bottom touches the region's bottom
        // edge (zero height) and one mapped beyond the top covers all of it.
        let limit = FiniteCoordinate.coordinateLimit
        let box = LayoutRect(minX: -limit, minY: -limit, maxX: limit, maxY: limit)
        let region = ObscurableRegion(screenToRegion: LayoutTransform(a: 1e12, b: 0, c: 0, d: 1e12, tx: 0, ty: 0), rect: box)
        XCTAssertEqual(region.obscuredHeight(by: LayoutRect(minX: -5, minY: 1, maxX: 5, maxY: 5)), 0)
        XCTAssertEqual(region.obscuredHeight(by: LayoutRect(minX: -5, minY: -5, maxX: 5, maxY: -1)), 2 * limit)
        // 1e-12 · 1e12 = 1: the keyboard's top maps to y = 1, covering limit − 1.
        XCTAssertEqual(region.obscuredHeight(by: LayoutRect(minX: -5, minY: 1e-12, maxX: 5, maxY: 5)), limit - 1)
        XCTAssertEqual(ObscurableRegion(screenToRegion: nil, rect: box).obscuredHeight(by: box), 0)
        XCTAssertEqual(region.obscuredHeight(by: nil), 0)
    }
}
