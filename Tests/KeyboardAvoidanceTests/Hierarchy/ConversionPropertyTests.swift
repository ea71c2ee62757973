import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class ConversionPropertyTests: XCTestCase {
    /// A random hierarchy and two or three of its spaces (the screen among the choices).
    private struct Case: CustomStringConvertible {
        var random: RandomHierarchy
        var a: ViewHierarchy.CoordinateSpace
        var b: ViewHierarchy.CoordinateSpace
        var c: ViewHierarchy.CoordinateSpace
        var point: LayoutPoint
        var description: String { "\(random)\n  a \(a) b \(b) c \(c) point \(point)" }
    }

    private static func cases(translationsOnly: Bool = false) -> Generator<Case> {
        Generator { draws in
            let random = Generator<RandomHierarchy>.hierarchy(translationsOnly: translationsOnly).generate(&draws)
            func space(_ draws: inout Draws) -> ViewHierarchy.CoordinateSpace {
                draws.chance(0.1) ? .screen : .node(draws.pick(from: random.nodes) ?? ViewHierarchy.window)
            }
            return Case(
                random: random, a: space(&draws), b: space(&draws), c: space(&draws), point: Generator<LayoutPoint>.point.generate(&draws))
        }
    }

    /// The tolerance of a conversion: the default one, widened by the conditioning of the map
    /// (‖M‖·‖M⁻¹‖ with the max-row-sum norm of the linear part) and by the size of the values
    /// involved, since each of up to ~80 concatenations rounds relative to those.
    private func tolerance(_ map: LayoutTransform, _ inverse: LayoutTransform, _ scale: Double) -> Tolerance {
        func norm(_ t: LayoutTransform) -> Double { max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d)) }
        let condition = max(1, norm(map) * norm(inverse))
        let size = 1 + scale + abs(map.tx) + abs(map.ty) + abs(inverse.tx) + abs(inverse.ty)
        return Tolerance(absolute: 1e-12 * condition * size, relative: 1e-9)
    }

    func testRoundTripIsTheIdentity() {
        checkProperty(Self.cases()) { c in
            let hierarchy = c.random.hierarchy
            guard let there = hierarchy.transform(from: c.a, to: c.b), let back = hierarchy.transform(from: c.b, to: c.a) else {
                return  // a collapsed node on the way: no result either way is allowed
            }
            let roundTrip = back.apply(to: there.apply(to: c.point))
            try requireClose(roundTrip, c.point, tolerance(there, back, abs(c.point.x) + abs(c.point.y)), "A→B→A")
        }
    }

    func testComposingThroughAThirdSpaceEqualsTheDirectConversion() {
        checkProperty(Self.cases()) { c in
            let hierarchy = c.random.hierarchy
            guard let ab = hierarchy.transform(from: c.a, to: c.b), let bc = hierarchy.transform(from: c.b, to: c.c),
                let ac = hierarchy.transform(from: c.a, to: c.c), let ca = hierarchy.transform(from: c.c, to: c.a)
            else { return }
            let viaB = bc.apply(to: ab.apply(to: c.point))
            let direct = ac.apply(to: c.point)
            let scale = abs(c.point.x) + abs(c.point.y) + abs(ab.apply(to: c.point).x) + abs(ab.apply(to: c.point).y)
            try requireClose(viaB, direct, tolerance(ac, ca, scale * max(1, abs(bc.a) + abs(bc.b) + abs(bc.c) + abs(bc.d))), "A→B→C vs A→C")
        }
    }

    func testConvertingToTheSameSpaceIsExact() {
        checkProperty(Self.cases()) { c in
            try requireEqual(c.random.hierarchy.convert(c.point, from: c.a, to: c.a), c.point)
            try requireEqual(c.random.hierarchy.transform(from: c.a, to: c.a), .identity)
        }
    }

    func testTranslationOnlyHierarchiesMatchTheSumOfOffsets() {
        checkProperty(Self.cases(translationsOnly: true)) { c in
            let hierarchy = c.random.hierarchy
            guard case .node(let id) = c.a else { return }
            // Closed form: screen = p + Σ over the node and its ancestors of (center + translation − boundsCenter).
            var expected = c.point
            var current: ViewHierarchy.NodeID? = id
            while let node = current.flatMap({ hierarchy.node($0) }) {
                expected = LayoutPoint(
                    x: expected.x + node.center.x + node.transform.tx - node.bounds.midX,
                    y: expected.y + node.center.y + node.transform.ty - node.bounds.midY)
                current = current.flatMap { hierarchy.parent(of: $0) }
            }
            let converted = try XCTUnwrap(hierarchy.convert(c.point, from: c.a, to: .screen))
            try requireClose(converted, expected, Tolerance(absolute: 1e-7, relative: 1e-12), "screen position")
        }
    }

    func testRectConversionContainsTheConvertedCorners() {
        checkProperty(zip(Self.cases(), Generator<LayoutRect>.rect)) { c, rect in
            let hierarchy = c.random.hierarchy
            guard let box = hierarchy.convert(rect, from: c.a, to: c.b), let map = hierarchy.transform(from: c.a, to: c.b) else { return }
            for corner in [
                LayoutPoint(x: rect.minX, y: rect.minY), LayoutPoint(x: rect.maxX, y: rect.minY),
                LayoutPoint(x: rect.minX, y: rect.maxY), LayoutPoint(x: rect.maxX, y: rect.maxY),
            ] {
                let image = map.apply(to: corner)
                try require(box.contains(image), "\(box) misses \(image)")
                try requireEqual(hierarchy.convert(corner, from: c.a, to: c.b), image)
            }
        }
    }

    func testEveryConversionIsFiniteOrAbsent() {
        checkProperty(Self.cases()) { c in
            guard let map = c.random.hierarchy.transform(from: c.a, to: c.b) else { return }
            try require([map.a, map.b, map.c, map.d, map.tx, map.ty].allSatisfy(\.isFinite), "\(map)")
        }
    }
}
