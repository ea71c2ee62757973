import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class ViewHierarchyTests: XCTestCase {
    func testBuildingRecordsParentsAndDepths() throws {
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let a = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 10, height: 10)), parent: ViewHierarchy.window)
        let b = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 10, height: 10)), parent: a)
        XCTAssertEqual(hierarchy.count, 3)
        XCTAssertEqual(hierarchy.nodeIDs, [ViewHierarchy.window, a, b])
        XCTAssertEqual(hierarchy.parent(of: b), a)
        XCTAssertEqual(hierarchy.parent(of: a), ViewHierarchy.window)
        XCTAssertNil(hierarchy.parent(of: ViewHierarchy.window))
        XCTAssertEqual(hierarchy.depth(of: b), 2)
        XCTAssertNil(hierarchy.depth(of: ViewHierarchy.NodeID(rawValue: 3)))
    }

    func testUnknownParentsAndNodesAreTypedErrors() throws {
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let ghost = ViewHierarchy.NodeID(rawValue: 7)
        XCTAssertThrowsError(try hierarchy.addNode(ViewNode(frame: .zero), parent: ghost)) { error in
            XCTAssertEqual(error as? ViewHierarchyError, .unknownNode(ghost))
            XCTAssertEqual("\(error)", "no node with id 7 in this hierarchy")
        }
        XCTAssertThrowsError(try hierarchy.setNode(ghost, to: ViewNode(frame: .zero)))
        XCTAssertEqual(hierarchy.count, 1)
    }

    func testSetNodeScrollsContent() throws {
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844)), parent: ViewHierarchy.window)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 700, width: 390, height: 44)), parent: scroll)
        try hierarchy.setNode(
            scroll, to: ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844), boundsOrigin: LayoutPoint(x: 0, y: 250)))
        XCTAssertEqual(hierarchy.convert(LayoutPoint.zero, from: .node(field), to: .window), LayoutPoint(x: 0, y: 450))
    }

    func testAnyReservationIsDefined() throws {
        // Int.max would ask for more memory than exists: it reserves the documented maximum.
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        for request in [Int.min, -1, 0, 8, ViewHierarchy.maximumReservation + 1, .max] {
            hierarchy.reserveCapacity(request)
        }
        try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 10, height: 10)), parent: ViewHierarchy.window)
        XCTAssertEqual(hierarchy.count, 2)
        XCTAssertEqual(ViewHierarchy.maximumReservation, 1_048_576)
    }

    func testTenThousandLevelsConvertWithoutRecursion() throws {
        var hierarchy = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        var last = ViewHierarchy.window
        for _ in 0..<10_000 {
            last = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 1, y: 0.5, width: 390, height: 844)), parent: last)
        }
        XCTAssertEqual(hierarchy.depth(of: last), 10_000)
        // 10,000 levels of (1, 0.5): (10000, 5000); whole and half numbers add exactly.
        XCTAssertEqual(hierarchy.convert(LayoutPoint.zero, from: .node(last), to: .screen), LayoutPoint(x: 10_000, y: 5_000))
        XCTAssertEqual(hierarchy.convert(LayoutPoint(x: 10_000, y: 5_000), from: .window, to: .node(last)), .zero)
        // The node lies wholly right of and below the window's safe rectangle, so the unsafe
        // region covers it: its bottom and right insets saturate at its height and width.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: last), LayoutInsets(top: 0, left: 0, bottom: 844, right: 390))
        let data = try JSONEncoder().encode(hierarchy)
        XCTAssertEqual(try JSONDecoder().decode(ViewHierarchy.self, from: data), hierarchy)
    }

    func testCodableRoundTrips() {
        checkProperty(Generator<RandomHierarchy>.hierarchy(maximumDepth: 16), iterations: 200) { random in
            let data = try JSONEncoder().encode(random.hierarchy)
            try requireEqual(try JSONDecoder().decode(ViewHierarchy.self, from: data), random.hierarchy)
        }
    }

    private func decodingError(_ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(ViewHierarchy.self, from: Data(json.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    func testDecodingRejectsDanglingParentsCyclesAndStrayWindows() {
        let node = #""bounds": {"x": 0, "y": 0, "width": 10, "height": 10}, "center": {"x": 5, "y": 5}"#
        XCTAssertEqual(
            decodingError(#"{"nodes": [{\#(node)}, {"parent": 0, \#(node)}, {"parent": 7, \#(node)}]}"#),
            "nodes[2].parent: no node with id 7 before it")
        // A node that names itself or a later node is how a cycle would be spelled; it cannot be.
        XCTAssertEqual(
            decodingError(#"{"nodes": [{\#(node)}, {"parent": 1, \#(node)}]}"#), "nodes[1].parent: no node with id 1 before it")
        XCTAssertEqual(decodingError(#"{"nodes": [{"parent": 0, \#(node)}]}"#), "nodes[0].parent: the window has no parent, found 0")
        XCTAssertEqual(
            decodingError(#"{"nodes": [{\#(node)}, {\#(node)}]}"#), "nodes[1].parent: missing; only the window (nodes[0]) has none")
        XCTAssertEqual(decodingError(#"{"nodes": []}"#), "nodes: empty; the window must be nodes[0]")
        XCTAssertNil(decodingError(#"{"nodes": [{\#(node)}, {"parent": 0, \#(node)}]}"#))
    }

    func testALocalTransformFromANodeToItselfTakesOffItsBoundsOrigin() throws {
        // SPEC §6.3: local coordinates are the node's own less its bounds origin, [0, w] × [0, h].
        // A scroll view scrolled by 100: its own point (10, 150) is local (10, 50), which is also
        // where the window's point (10, 50) lands.
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = try hierarchy.addNode(
            ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 400), boundsOrigin: LayoutPoint(x: 0, y: 100)),
            parent: ViewHierarchy.window)
        let fromItself = try XCTUnwrap(hierarchy.localTransform(from: .node(scroll), to: scroll))
        XCTAssertEqual(fromItself.apply(to: LayoutPoint(x: 10, y: 150)), LayoutPoint(x: 10, y: 50))
        let fromWindow = try XCTUnwrap(hierarchy.localTransform(from: .window, to: scroll))
        XCTAssertEqual(fromWindow.apply(to: LayoutPoint(x: 10, y: 50)), LayoutPoint(x: 10, y: 50))
    }

    func testANegativeBoundsSizeIsStoredAsItsMagnitude() {
        // SPEC §4.1: a node keeps its bounds size by magnitude.
        let node = ViewNode(boundsOrigin: .zero, boundsSize: LayoutSize(width: -10, height: -20), center: .zero)
        XCTAssertEqual(node.boundsSize, LayoutSize(width: 10, height: 20))
    }
}
