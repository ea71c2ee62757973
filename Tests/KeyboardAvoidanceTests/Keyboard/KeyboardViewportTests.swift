import PropertyTesting
import XCTest

@testable import KeyboardAvoidance

/// `KeyboardViewport.obscuredHeight` computes on edges and saturates after intersecting; it must
/// give exactly what the rectangle path gives — map the keyboard with `LayoutRect.applying`
/// (which saturates each mapped edge), intersect with the box, then the formula — for every input,
/// hostile magnitudes included.
final class KeyboardViewportTests: XCTestCase {
    private static func byRectangles(_ viewport: KeyboardViewport, _ avoided: LayoutRect?) -> Double {
        guard viewport.isReachable, let avoided,
            let overlap = avoided.applying(viewport.screenToLocal).intersection(viewport.box), overlap.width > 0
        else { return 0 }
        return Swift.max(0, Swift.min(viewport.box.maxY - overlap.minY, viewport.box.height))
    }

    private static func viewports(hostile: Bool) -> Generator<(KeyboardViewport, LayoutRect?)> {
        Generator { draws in
            let transform = (hostile ? Generator<LayoutTransform>.hostileTransform : .transform).generate(&draws)
            // Axis-aligned maps most of the time: that is the path computed on edges.
            let map =
                draws.chance(0.8)
                ? LayoutTransform(a: transform.a, b: 0, c: 0, d: transform.d, tx: transform.tx, ty: transform.ty) : transform
            let box = (hostile ? Generator<LayoutRect>.hostileRect : .rect).generate(&draws)
            let viewport =
                draws.chance(0.5)
                ? KeyboardViewport(screenToLocal: draws.chance(0.95) ? map : nil, box: box)
                : KeyboardViewport(screenToLocal: map, size: LayoutSize(width: box.width, height: box.height))
            let avoided = draws.chance(0.95) ? (hostile ? Generator<LayoutRect>.hostileRect : .rect).generate(&draws).standardized : nil
            return (viewport, avoided)
        }
    }

    func testEdgesGiveWhatRectanglesGive() {
        checkProperty(Self.viewports(hostile: false)) { viewport, avoided in
            try requireEqual(viewport.obscuredHeight(avoiding: avoided), Self.byRectangles(viewport, avoided))
        }
    }

    func testEdgesGiveWhatRectanglesGiveAtHostileMagnitudes() {
        checkProperty(Self.viewports(hostile: true)) { viewport, avoided in
            let height = viewport.obscuredHeight(avoiding: avoided)
            try requireEqual(height, Self.byRectangles(viewport, avoided))
            try require(height.isFinite && height >= 0, "\(height)")
        }
    }

    func testABoxAtTheSaturationLimit() {
        // The box reaches the limit and the keyboard maps far beyond it: saturating before or
        // after the intersection must agree.
        let limit = FiniteCoordinate.coordinateLimit
        let box = LayoutRect(minX: -limit, minY: -limit, maxX: limit, maxY: limit)
        for ty in [-3 * limit, -limit, 0, limit, 3 * limit] {
            let viewport = KeyboardViewport(screenToLocal: LayoutTransform(a: 1e12, b: 0, c: 0, d: 1e12, tx: 0, ty: ty), box: box)
            let avoidedFrames = [
                LayoutRect(minX: -5, minY: -5, maxX: 5, maxY: 5), LayoutRect(minX: 0, minY: 1, maxX: 2, maxY: 3),
                // Mapped entirely beyond the top or the bottom limit: saturated, it touches the box's edge.
                LayoutRect(minX: -5, minY: -5, maxX: 5, maxY: -1), LayoutRect(minX: -5, minY: 1, maxX: 5, maxY: 5),
            ]
            for avoided in avoidedFrames {
                XCTAssertEqual(viewport.obscuredHeight(avoiding: avoided), Self.byRectangles(viewport, avoided), "ty \(ty), \(avoided)")
            }
        }
    }
}
