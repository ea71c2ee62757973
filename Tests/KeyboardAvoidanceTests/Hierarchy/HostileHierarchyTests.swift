import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// Every public geometry and hierarchy function, fed NaN, ±infinity, −0, 1e308, subnormals,
/// negative and zero sizes in every field: each result is finite, or absent where documented.
final class HostileHierarchyTests: XCTestCase {
    private func requireFinite(_ values: [Double], _ what: String) throws {
        try require(values.allSatisfy { $0.isFinite }, "\(what) not finite: \(values)")
    }

    private func requireFinite(_ rect: LayoutRect?, _ what: String) throws {
        guard let rect else { return }
        try requireFinite(
            [
                rect.minX, rect.minY, rect.maxX, rect.maxY, rect.midX, rect.midY, rect.width, rect.height,
                rect.size.width, rect.size.height, rect.origin.x, rect.origin.y,
            ], what)
    }

    private func requireFinite(_ transform: LayoutTransform?, _ what: String) throws {
        guard let t = transform else { return }
        try requireFinite([t.a, t.b, t.c, t.d, t.tx, t.ty, t.determinant], what)
    }

    private func requireFinite(_ insets: LayoutInsets?, _ what: String) throws {
        guard let i = insets else { return }
        try requireFinite([i.top, i.left, i.bottom, i.right], what)
    }

    func testGeometryOperationsStayFinite() {
        let values = Generator<Double>.hostile
        let generator = Generator { draws in
            (
                Generator<LayoutRect>.hostileRect.generate(&draws), Generator<LayoutRect>.hostileRect.generate(&draws),
                Generator<LayoutTransform>.hostileTransform.generate(&draws), values.generate(&draws), values.generate(&draws)
            )
        }
        checkProperty(generator) { a, b, transform, dx, dy in
            try requireFinite(a, "rect")
            try requireFinite(a.standardized, "standardized")
            try requireFinite(a.offsetBy(dx: dx, dy: dy), "offsetBy")
            try requireFinite(a.insetBy(dx: dx, dy: dy), "insetBy")
            try requireFinite(a.inset(by: LayoutInsets(top: dx, left: dy, bottom: dy, right: dx)), "inset")
            try requireFinite(a.union(b), "union")
            try requireFinite(a.intersection(b), "intersection")
            try requireFinite(a.applying(transform), "applying")
            try requireFinite(transform.inverted(), "inverted")
            try requireFinite(transform.concatenating(transform), "concatenating")
            let point = transform.apply(to: LayoutPoint(x: dx, y: dy))
            try requireFinite([point.x, point.y], "apply")
            _ = a.contains(point)
            _ = a.contains(b)
            let node = ViewNode(frame: a, boundsOrigin: LayoutPoint(x: dx, y: dy))
            try requireFinite(node.frame, "frame")
            try requireFinite(node.boundsToParent, "boundsToParent")
        }
    }

    func testHierarchiesWithHostileFieldsConvertFinitelyOrNotAtAll() {
        let generator = Generator { draws -> (ViewHierarchy, [ViewHierarchy.NodeID], LayoutRect) in
            var hierarchy = ViewHierarchy(
                window: ViewNode(
                    bounds: Generator<LayoutRect>.hostileRect.generate(&draws),
                    center: LayoutPoint(x: Generator<Double>.hostile.generate(&draws), y: Generator<Double>.hostile.generate(&draws)),
                    transform: draws.chance(0.5) ? .identity : Generator<LayoutTransform>.hostileTransform.generate(&draws)),
                safeAreaInsets: LayoutInsets(
                    top: Generator<Double>.hostile.generate(&draws), left: Generator<Double>.hostile.generate(&draws),
                    bottom: Generator<Double>.hostile.generate(&draws), right: Generator<Double>.hostile.generate(&draws)))
            var ids = [ViewHierarchy.window]
            for _ in 0..<draws.integer(in: 0...6) {
                let node = ViewNode(
                    bounds: Generator<LayoutRect>.hostileRect.generate(&draws),
                    center: LayoutPoint(x: Generator<Double>.hostile.generate(&draws), y: Generator<Double>.hostile.generate(&draws)),
                    transform: draws.chance(0.5) ? .identity : Generator<LayoutTransform>.hostileTransform.generate(&draws))
                if let id = try? hierarchy.addNode(node, parent: draws.pick(from: ids) ?? ViewHierarchy.window) { ids.append(id) }
            }
            return (hierarchy, ids, Generator<LayoutRect>.hostileRect.generate(&draws))
        }
        checkProperty(generator) { hierarchy, ids, rect in
            let spaces = [ViewHierarchy.CoordinateSpace.screen] + ids.map { .node($0) }
            for from in spaces {
                for to in spaces {
                    try requireFinite(hierarchy.transform(from: from, to: to), "transform")
                    try requireFinite(hierarchy.convert(rect, from: from, to: to), "convert rect")
                    if let p = hierarchy.convert(rect.origin, from: from, to: to) { try requireFinite([p.x, p.y], "convert point") }
                }
            }
            for id in ids {
                if let insets = hierarchy.safeAreaInsets(of: id), let bounds = hierarchy.node(id)?.bounds {
                    try requireFinite(insets, "safe area")
                    try require(
                        insets.top >= 0 && insets.top <= bounds.height && insets.left >= 0 && insets.left <= bounds.width,
                        "safe area \(insets) outside [0, \(bounds.size)]")
                }
            }
        }
    }

    func testDocumentedResultsForSpecificHostileInputs() throws {
        // A window of NaN size: its bounds are (0, 0, 0, 0); conversions still work (pure translation).
        let nanWindow = ViewHierarchy(windowFrame: LayoutRect(x: 10, y: 20, width: .nan, height: .nan))
        XCTAssertEqual(nanWindow.node(ViewHierarchy.window)?.bounds, LayoutRect.zero)
        XCTAssertEqual(nanWindow.convert(LayoutPoint.zero, from: .window, to: .screen), LayoutPoint(x: 10, y: 20))
        XCTAssertEqual(nanWindow.safeAreaInsets(of: ViewHierarchy.window), .zero)
        // A negative-size frame is standardized by ViewNode(frame:): (10, 10, −4, −6) spans [6, 10] × [4, 10].
        XCTAssertEqual(ViewNode(frame: LayoutRect(x: 10, y: 10, width: -4, height: -6)).frame, LayoutRect(x: 6, y: 4, width: 4, height: 6))
        // An infinite scale is clamped to 1e12, still invertible (inverse 1e-12); a 1e-300 scale is not.
        XCTAssertNotNil(LayoutTransform(scaleX: .infinity, y: .infinity).inverted())
        XCTAssertNil(LayoutTransform(scaleX: 1e-300, y: 1e-300).inverted())
        // −0 everywhere is +0.
        XCTAssertEqual(LayoutRect(x: -0.0, y: -0.0, width: -0.0, height: -0.0).origin.x.sign, .plus)
    }
}
