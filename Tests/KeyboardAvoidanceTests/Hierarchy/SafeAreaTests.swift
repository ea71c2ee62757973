import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class SafeAreaTests: XCTestCase {
    private let faceIDPortrait = LayoutInsets(top: 59, bottom: 34)

    private func phone() -> ViewHierarchy {
        ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: faceIDPortrait)
    }

    private func insets(of frame: LayoutRect, boundsOrigin: LayoutPoint = .zero, in hierarchy: ViewHierarchy) throws -> LayoutInsets? {
        var hierarchy = hierarchy
        let id = try hierarchy.addNode(ViewNode(frame: frame, boundsOrigin: boundsOrigin), parent: ViewHierarchy.window)
        return hierarchy.safeAreaInsets(of: id)
    }

    func testTheWindowHasItsOwnInsets() {
        XCTAssertEqual(phone().safeAreaInsets(of: ViewHierarchy.window), faceIDPortrait)
    }

    func testTheWindowsInsetsDoNotDependOnItsOwnScrollOffset() {
        // A window that is itself a scroll view, scrolled far, with a subnormal top inset: measured in its
        // own local space the inset survives; through its bounds (−1,220.625 + 2e-310) it rounded away, and
        // the scroll-inset strategy lost its fixpoint (a fuzzing find, Fuzz/Corpus/FuzzLayout).
        // 2.17292368994844e-310, a subnormal, by its bits (a literal that small draws a warning).
        let subnormal = Double(bitPattern: 0x2800_0000_0000)
        for origin in [LayoutPoint.zero, LayoutPoint(x: -1_220.875, y: -1_220.625), LayoutPoint(x: 1e9, y: -3e11)] {
            let window = ViewNode(
                boundsOrigin: origin, boundsSize: LayoutSize(width: 390, height: 844), center: LayoutPoint(x: 195, y: 422))
            let hierarchy = ViewHierarchy(window: window, safeAreaInsets: LayoutInsets(top: subnormal, bottom: 34))
            XCTAssertEqual(
                hierarchy.safeAreaInsets(of: ViewHierarchy.window), LayoutInsets(top: subnormal, bottom: 34), "origin \(origin)"
            )
        }
    }

    func testVectors() throws {
        let hierarchy = phone()
        // Full window: the window's (59, 0, 34, 0).
        XCTAssertEqual(try insets(of: LayoutRect(x: 0, y: 0, width: 390, height: 844), in: hierarchy), faceIDPortrait)
        // Middle of the screen, y ∈ [100, 600] inside the safe band [59, 810]: none.
        XCTAssertEqual(try insets(of: LayoutRect(x: 0, y: 100, width: 390, height: 500), in: hierarchy), .zero)
        // A bottom bar y ∈ [700, 844]: the margin below 810 reaches 34 into it.
        XCTAssertEqual(try insets(of: LayoutRect(x: 0, y: 700, width: 390, height: 144), in: hierarchy), LayoutInsets(bottom: 34))
        // Entirely inside the bottom margin, y ∈ [820, 844]: bottom = its whole height, 24.
        XCTAssertEqual(try insets(of: LayoutRect(x: 0, y: 820, width: 390, height: 24), in: hierarchy), LayoutInsets(bottom: 24))
        // A scroll view scrolled by 300: the insets do not move with the content.
        XCTAssertEqual(
            try insets(of: LayoutRect(x: 0, y: 0, width: 390, height: 844), boundsOrigin: LayoutPoint(x: 0, y: 300), in: hierarchy),
            faceIDPortrait)
    }

    func testLandscape() throws {
        let hierarchy = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 844, height: 390), safeAreaInsets: LayoutInsets(left: 59, bottom: 21, right: 59))
        XCTAssertEqual(
            try insets(of: LayoutRect(x: 0, y: 0, width: 844, height: 390), in: hierarchy), LayoutInsets(left: 59, bottom: 21, right: 59))
        // A node in the right half, x ∈ [422, 844]: only the right and bottom margins reach it.
        XCTAssertEqual(
            try insets(of: LayoutRect(x: 422, y: 0, width: 422, height: 390), in: hierarchy), LayoutInsets(bottom: 21, right: 59))
    }

    func testScaledNodeSeesTheMarginsInItsOwnUnits() throws {
        var hierarchy = phone()
        // Bounds 195 × 422 scaled by 2 about the window's centre covers the window exactly.
        let scaled = try hierarchy.addNode(
            ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: 195, height: 422), center: LayoutPoint(x: 195, y: 422),
                transform: LayoutTransform(scaleX: 2, y: 2)),
            parent: ViewHierarchy.window)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: scaled), LayoutInsets(top: 29.5, bottom: 17))
    }

    func testQuarterTurnMovesTheMarginsToTheMatchingSides() throws {
        var hierarchy = phone()
        // Bounds 844 × 390 turned a quarter about the window's centre: window = (390 − y, x), so the
        // window's top margin (y < 59) is the node's x < 59 — its left — and the bottom one its right.
        let rotated = try hierarchy.addNode(
            ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: 844, height: 390), center: LayoutPoint(x: 195, y: 422),
                transform: LayoutTransform(quarterTurns: 1)),
            parent: ViewHierarchy.window)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: rotated), LayoutInsets(left: 59, right: 34))
    }

    func testNegativeWindowInsetsCountAsZero() {
        let hierarchy = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: -20, bottom: 34))
        XCTAssertEqual(hierarchy.safeAreaInsets(of: ViewHierarchy.window), LayoutInsets(bottom: 34))
    }

    func testUnknownAndCollapsedNodesHaveNone() throws {
        var hierarchy = phone()
        XCTAssertNil(hierarchy.safeAreaInsets(of: ViewHierarchy.NodeID(rawValue: 5)))
        let collapsed = try hierarchy.addNode(
            ViewNode(bounds: LayoutRect(x: 0, y: 0, width: 10, height: 10), center: .zero, transform: LayoutTransform(scaleX: 0, y: 1)),
            parent: ViewHierarchy.window)
        XCTAssertNil(hierarchy.safeAreaInsets(of: collapsed))
    }

    func testDerivedInsetsLieWithinTheNodesSize() {
        checkProperty(zip(Generator<RandomHierarchy>.hierarchy(), Generator<Int>(({ $0.below(1_000) })))) { random, pick in
            let id = random.nodes[pick % random.nodes.count]
            guard let insets = random.hierarchy.safeAreaInsets(of: id), let bounds = random.hierarchy.node(id)?.bounds else { return }
            for (value, limit) in [
                (insets.top, bounds.height), (insets.bottom, bounds.height), (insets.left, bounds.width), (insets.right, bounds.width),
            ] {
                try require(value >= 0 && value <= limit, "\(insets) outside [0, \(bounds.size)]")
            }
        }
    }

    func testAFullWindowNodeHasTheWindowsInsets() {
        // A chain of full-window nodes, each with its own scroll offset, under a window anywhere on the screen.
        let generator = Generator<(RandomHierarchy, Int)> { draws in
            let random = Generator<RandomHierarchy>.hierarchy(maximumDepth: 1).generate(&draws)
            return (random, draws.integer(in: 1...8))
        }
        checkProperty(generator) { random, levels in
            var hierarchy = random.hierarchy
            let window = try XCTUnwrap(hierarchy.node(ViewHierarchy.window))
            var last = ViewHierarchy.window
            var origin = LayoutPoint.zero
            for level in 0..<levels {
                let parentBounds = try XCTUnwrap(hierarchy.node(last)).bounds
                let frame = LayoutRect(origin: parentBounds.origin, size: window.bounds.size)
                origin = LayoutPoint(x: Double(level * 13), y: Double(level * 97))
                last = try hierarchy.addNode(ViewNode(frame: frame, boundsOrigin: origin), parent: last)
            }
            let expected = hierarchy.windowSafeAreaInsets
            let derived = try XCTUnwrap(hierarchy.safeAreaInsets(of: last))
            try require(Tolerance.geometry.agrees(derived, expected), "\(derived) ≠ \(expected)")
        }
    }
}
