import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// SPEC §5.1: additional safe-area insets (bars, view controllers) add to a node and its subtree.
final class AdditionalSafeAreaTests: XCTestCase {
    /// A Face ID phone: 393 × 852, insets 59 at the top and 34 at the bottom.
    private func phone() -> ViewHierarchy {
        ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
    }

    private func add(
        _ frame: LayoutRect, additional: LayoutInsets = .zero, transform: LayoutTransform = .identity, to hierarchy: inout ViewHierarchy,
        in parent: ViewHierarchy.NodeID = ViewHierarchy.window
    ) throws -> ViewHierarchy.NodeID {
        var node = ViewNode(bounds: LayoutRect(origin: .zero, size: frame.size), center: frame.center, transform: transform)
        node.additionalSafeAreaInsets = additional
        return try hierarchy.addNode(node, parent: parent)
    }

    func testABarAddsToItsViewAndEverythingBelowIt() throws {
        var hierarchy = phone()
        // A controller's view filling the window under a 44 pt navigation bar and above a 49 pt tab bar.
        let root = try add(
            LayoutRect(x: 0, y: 0, width: 393, height: 852), additional: LayoutInsets(top: 44, bottom: 49), to: &hierarchy)
        // top = 59 (the window's) + 44 = 103; bottom = 34 + 49 = 83.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: root), LayoutInsets(top: 103, bottom: 83))
        // A scroll view filling it inherits the narrowed rectangle [103, 852 − 83 = 769]: the same.
        let scroll = try add(LayoutRect(x: 0, y: 0, width: 393, height: 852), to: &hierarchy, in: root)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: scroll), LayoutInsets(top: 103, bottom: 83))
        // A field at y ∈ [80, 124] of it: the bar reaches 103 − 80 = 23 into it.
        let field = try add(LayoutRect(x: 16, y: 80, width: 361, height: 44), to: &hierarchy, in: scroll)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: field), LayoutInsets(top: 23))
        // A sibling of the root view does not see the bars: the window's insets only.
        let sibling = try add(LayoutRect(x: 0, y: 0, width: 393, height: 852), to: &hierarchy)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: sibling), LayoutInsets(top: 59, bottom: 34))
        // The window itself is unchanged.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: ViewHierarchy.window), LayoutInsets(top: 59, bottom: 34))
    }

    func testNestedBarsAddUp() throws {
        var hierarchy = phone()
        // A navigation controller's view with a 44 pt bar; in it a child controller's view 200 pt
        // down with an 8 pt additional top inset of its own.
        let navigation = try add(LayoutRect(x: 0, y: 0, width: 393, height: 852), additional: LayoutInsets(top: 44), to: &hierarchy)
        let child = try add(
            LayoutRect(x: 0, y: 60, width: 393, height: 400), additional: LayoutInsets(top: 8), to: &hierarchy, in: navigation)
        // Inherited: the navigation view's safe rectangle starts at 103, i.e. 103 − 60 = 43 into
        // the child; its own 8 makes 51. The bottom 34 margin at 818 lies below the child (460).
        XCTAssertEqual(hierarchy.safeAreaInsets(of: child), LayoutInsets(top: 51))
        // Its subtree starts from 60 + 51 = 111 in the window.
        let grandchild = try add(LayoutRect(x: 0, y: 0, width: 393, height: 100), to: &hierarchy, in: child)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: grandchild), LayoutInsets(top: 51))
    }

    func testNegativeInsetsTakeAwayOnlyWhatIsInherited() throws {
        var hierarchy = phone()
        // −100 against an inherited 59 and 34: each at least 0.
        let root = try add(
            LayoutRect(x: 0, y: 0, width: 393, height: 852), additional: LayoutInsets(top: -100, left: -5, bottom: -10, right: -1),
            to: &hierarchy)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: root), LayoutInsets(top: 0, bottom: 24))
        // Its subtree: the rectangle [0, 828]; a child filling it has bottom 852 − 828 = 24.
        let child = try add(LayoutRect(x: 0, y: 0, width: 393, height: 852), to: &hierarchy, in: root)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: child), LayoutInsets(top: 0, bottom: 24))
    }

    func testBarsTallerThanTheViewCollapseItsSafeArea() throws {
        var hierarchy = phone()
        let card = try add(
            LayoutRect(x: 0, y: 300, width: 393, height: 200), additional: LayoutInsets(top: 150, bottom: 150), to: &hierarchy)
        // Each inset clamps to the height, 200.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: card), LayoutInsets(top: 150, bottom: 150))
        // The rectangle it passes down collapses (inset(by:) collapses to the middle of the
        // overlap: (150 + 50) / 2 = 100), a line at y = 400 in the window.
        let child = try add(LayoutRect(x: 0, y: 0, width: 393, height: 200), to: &hierarchy, in: card)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: child), LayoutInsets(top: 100, bottom: 100))
    }

    func testAQuarterTurnMovesABarToTheMatchingSide() throws {
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 400, height: 400), safeAreaInsets: .zero)
        let root = try add(LayoutRect(x: 0, y: 0, width: 400, height: 400), additional: LayoutInsets(top: 40), to: &hierarchy)
        // A child turned a quarter turn clockwise about its centre: the window's top is its left.
        let turned = try add(
            LayoutRect(x: 100, y: 100, width: 200, height: 200), transform: LayoutTransform(quarterTurns: 1), to: &hierarchy, in: root)
        // The bar ends at y = 40, 60 above the child's top edge: it does not reach it.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: turned), .zero)
        var tall = hierarchy
        try tall.setNode(
            root,
            to: {
                var node = tall.node(root)!
                node.additionalSafeAreaInsets = LayoutInsets(top: 130)
                return node
            }())
        // Now it reaches 30 into the child, on the side that faces the window's top: its left.
        let insets = try XCTUnwrap(tall.safeAreaInsets(of: turned))
        XCTAssertEqual(insets.left, 30, accuracy: 1e-9)
        XCTAssertEqual(insets.top, 0, accuracy: 1e-9)
        XCTAssertEqual(insets.right, 0, accuracy: 1e-9)
    }

    func testASingularAncestorWithBarsHasNoResult() throws {
        var hierarchy = phone()
        let flat = try add(
            LayoutRect(x: 0, y: 0, width: 393, height: 852), additional: LayoutInsets(top: 44),
            transform: LayoutTransform(scaleX: 1, y: 0), to: &hierarchy)
        let child = try add(LayoutRect(x: 0, y: 0, width: 100, height: 100), to: &hierarchy, in: flat)
        XCTAssertNil(hierarchy.safeAreaInsets(of: child))
    }

    func testEncodingWritesTheInsetsOnlyWhenSetAndOldFilesDecode() throws {
        var hierarchy = phone()
        let root = try add(LayoutRect(x: 0, y: 0, width: 393, height: 852), additional: LayoutInsets(bottom: 49), to: &hierarchy)
        _ = try add(LayoutRect(x: 0, y: 0, width: 10, height: 10), to: &hierarchy, in: root)
        let encoded = String(decoding: try JSONEncoder().encode(hierarchy), as: UTF8.self)
        // One node has them: written once.
        XCTAssertEqual(encoded.components(separatedBy: "additionalSafeAreaInsets").count - 1, 1)
        XCTAssertEqual(try JSONDecoder().decode(ViewHierarchy.self, from: Data(encoded.utf8)), hierarchy)
        // A file written before the field existed decodes with none.
        let old = #"{"nodes": [{"bounds": {"x": 0, "y": 0, "width": 10, "height": 10}, "center": {"x": 5, "y": 5}}]}"#
        let decoded = try JSONDecoder().decode(ViewHierarchy.self, from: Data(old.utf8))
        XCTAssertEqual(decoded.node(ViewHierarchy.window)?.additionalSafeAreaInsets, .zero)
        // A non-finite one is rejected, naming the field.
        let bad =
            #"{"nodes": [{"bounds": {"x": 0, "y": 0, "width": 10, "height": 10}, "center": {"x": 5, "y": 5}, "#
            + #""additionalSafeAreaInsets": {"top": 1e999, "left": 0, "bottom": 0, "right": 0}}]}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ViewHierarchy.self, from: Data(bad.utf8)))
    }

    // MARK: Properties

    /// Nodes with no additional insets anywhere above them see exactly the window-only insets of
    /// SPEC §5, and — without rotations, where the inherited rectangle is exact rather than a
    /// bounding box — non-negative additional insets on an ancestor only ever shrink a node's safe
    /// band on each axis (`[top, height − bottom]`, empty when the insets meet or overlap: a node may be
    /// wholly unsafe through its top inset before and through its bottom one after, when the
    /// ancestor's own safe area collapses to a line between them).
    func testBarsOnlyEverAddAndLeaveOtherBranchesAlone() {
        let generator = Generator { draws -> (RandomHierarchy, ViewHierarchy.NodeID, LayoutInsets) in
            let random = Generator<RandomHierarchy>.hierarchy(maximumDepth: 8, translationsOnly: draws.chance(0.5)).generate(&draws)
            let ancestor = draws.pick(from: random.nodes) ?? ViewHierarchy.window
            let bars = LayoutInsets(
                top: draws.pick(0, 20, 44, 500), left: draws.pick(0, 10), bottom: draws.pick(0, 49, 83), right: draws.pick(0, 10))
            return (random, ancestor, bars)
        }
        checkProperty(generator) { random, ancestor, bars in
            var barred = random.hierarchy
            guard var node = barred.node(ancestor) else { return }
            node.additionalSafeAreaInsets = bars
            try barred.setNode(ancestor, to: node)
            for id in random.nodes {
                let before = random.hierarchy.safeAreaInsets(of: id)
                let after = barred.safeAreaInsets(of: id)
                guard barred.isNode(id, inSubtreeOf: ancestor) else {
                    try requireEqual(after, before, "node \(id.rawValue) outside the barred subtree changed")
                    continue
                }
                guard random.isTranslationOnly, let before, let after else { continue }
                // The round trip into the window and back rounds.
                let size = try XCTUnwrap(barred.node(id)).boundsSize
                let slack = 1e-6 * max(1, size.width, size.height)
                func contained(_ inner: (Double, Double), in outer: (Double, Double)) -> Bool {
                    inner.1 - inner.0 <= slack || (inner.0 >= outer.0 - slack && inner.1 <= outer.1 + slack)
                }
                try require(
                    contained((after.top, size.height - after.bottom), in: (before.top, size.height - before.bottom))
                        && contained((after.left, size.width - after.right), in: (before.left, size.width - before.right)),
                    "node \(id.rawValue): the safe band of \(after) is not inside that of \(before)")
            }
        }
    }
}
