import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// Hand-computed conversions.
///
/// UIKit's rule for a node: parent = center + T(p − boundsCenter).
final class ConversionVectorTests: XCTestCase {
    private func point(_ x: Double, _ y: Double) -> LayoutPoint { LayoutPoint(x: x, y: y) }
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: w, height: h)
    }

    /// A phone: window 390 × 844 at the screen origin; a scroll view filling it, scrolled down by
    /// 300 (bounds origin (0, 300)); a field at (20, 700, 350, 44) in the content.
    private func scrolledForm() throws -> (ViewHierarchy, scroll: ViewHierarchy.NodeID, field: ViewHierarchy.NodeID) {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scroll = try hierarchy.addNode(ViewNode(frame: rect(0, 0, 390, 844), boundsOrigin: point(0, 300)), parent: ViewHierarchy.window)
        let field = try hierarchy.addNode(ViewNode(frame: rect(20, 700, 350, 44)), parent: scroll)
        return (hierarchy, scroll, field)
    }

    func test01PlainChildToWindow() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let child = try hierarchy.addNode(ViewNode(frame: rect(20, 100, 350, 44)), parent: ViewHierarchy.window)
        // (10, 5) + frame origin (20, 100) = (30, 105).
        XCTAssertEqual(hierarchy.convert(point(10, 5), from: .node(child), to: .window), point(30, 105))
        XCTAssertEqual(hierarchy.convert(point(10, 5), from: .node(child), to: .screen), point(30, 105))
    }

    func test02ScrolledScrollViewMovesContentUp() throws {
        let (hierarchy, scroll, field) = try scrolledForm()
        // Field origin in the content (20, 700); the scroll view's bounds origin (0, 300) moves it
        // up by 300: window (20, 400).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(field), to: .node(scroll)), point(20, 700))
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(field), to: .window), point(20, 400))
    }

    func test03ScrolledFieldRectInWindow() throws {
        let (hierarchy, _, field) = try scrolledForm()
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 350, 44), from: .node(field), to: .window), rect(20, 400, 350, 44))
    }

    func test04ScreenPointIntoScrolledContent() throws {
        let (hierarchy, scroll, _) = try scrolledForm()
        // Screen (20, 400) = window (20, 400); + bounds origin (0, 300) = content (20, 700).
        XCTAssertEqual(hierarchy.convert(point(20, 400), from: .screen, to: .node(scroll)), point(20, 700))
    }

    func test05NestedOffsets() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let outer = try hierarchy.addNode(ViewNode(frame: rect(30, 40, 300, 300)), parent: ViewHierarchy.window)
        let inner = try hierarchy.addNode(ViewNode(frame: rect(10, 20, 100, 100)), parent: outer)
        // (1, 1) + (10, 20) + (30, 40) = (41, 61).
        XCTAssertEqual(hierarchy.convert(point(1, 1), from: .node(inner), to: .window), point(41, 61))
        XCTAssertEqual(hierarchy.convert(point(41, 61), from: .window, to: .node(inner)), point(1, 1))
    }

    func test06DoubleScale() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let scaled = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 100, 50), center: point(200, 300), transform: LayoutTransform(scaleX: 2, y: 2)),
            parent: ViewHierarchy.window)
        // Bounds centre (50, 25). (0, 0): (−50, −25)·2 = (−100, −50) + (200, 300) = (100, 250).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(scaled), to: .window), point(100, 250))
        // (100, 50): (50, 25)·2 = (100, 50) + (200, 300) = (300, 350).
        XCTAssertEqual(hierarchy.convert(point(100, 50), from: .node(scaled), to: .window), point(300, 350))
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 100, 50), from: .node(scaled), to: .window), rect(100, 250, 200, 100))
        XCTAssertEqual(hierarchy.node(scaled)?.frame, rect(100, 250, 200, 100))
    }

    func test07ChildOfAScaledNode() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let scaled = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 100, 50), center: point(200, 300), transform: LayoutTransform(scaleX: 2, y: 2)),
            parent: ViewHierarchy.window)
        let child = try hierarchy.addNode(ViewNode(frame: rect(10, 10, 20, 20)), parent: scaled)
        // Child (0, 0) = scaled (10, 10); (10 − 50, 10 − 25)·2 = (−80, −30) + (200, 300) = (120, 270).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(child), to: .window), point(120, 270))
        // Its 20 × 20 bounds appear 40 × 40 in the window.
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 20, 20), from: .node(child), to: .window), rect(120, 270, 40, 40))
    }

    func test08QuarterTurn() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let rotated = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 100, 50), center: point(200, 300), transform: LayoutTransform(quarterTurns: 1)),
            parent: ViewHierarchy.window)
        // (x, y) ↦ (−y, x). (0, 0): rel (−50, −25) ↦ (25, −50) + (200, 300) = (225, 250).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(rotated), to: .window), point(225, 250))
        // (100, 0): rel (50, −25) ↦ (25, 50) → (225, 350).
        XCTAssertEqual(hierarchy.convert(point(100, 0), from: .node(rotated), to: .window), point(225, 350))
        // (0, 50): rel (−50, 25) ↦ (−25, −50) → (175, 250).
        XCTAssertEqual(hierarchy.convert(point(0, 50), from: .node(rotated), to: .window), point(175, 250))
        // Box of the corners: x ∈ [175, 225], y ∈ [250, 350].
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 100, 50), from: .node(rotated), to: .window), rect(175, 250, 50, 100))
        // And back: window (225, 250) is the node's origin.
        XCTAssertEqual(hierarchy.convert(point(225, 250), from: .window, to: .node(rotated)), point(0, 0))
    }

    func test09SlideOverWindowOffsetInTheScreen() throws {
        // iPad 1024 × 768 landscape; a Slide Over window 320 wide at the right edge: x = 694.
        let hierarchy = ViewHierarchy(windowFrame: rect(694, 0, 320, 768))
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .window, to: .screen), point(694, 0))
        XCTAssertEqual(hierarchy.convert(point(700, 500), from: .screen, to: .window), point(6, 500))
        // The docked keyboard (0, 415, 1024, 353) in screen space is (−694, 415, 1024, 353) in the window.
        XCTAssertEqual(hierarchy.convert(rect(0, 415, 1024, 353), from: .screen, to: .window), rect(-694, 415, 1024, 353))
    }

    func test10StageManagerWindow() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(100, 80, 600, 500))
        let field = try hierarchy.addNode(ViewNode(frame: rect(20, 400, 200, 30)), parent: ViewHierarchy.window)
        // (20, 400) + window origin (100, 80) = (120, 480).
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 200, 30), from: .node(field), to: .screen), rect(120, 480, 200, 30))
    }

    func test11DeepTranslatedChain() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        var last = ViewHierarchy.window
        for _ in 0..<10 {
            last = try hierarchy.addNode(ViewNode(frame: rect(5, 7, 300, 300)), parent: last)
        }
        // Ten levels of (5, 7): (50, 70).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(last), to: .window), point(50, 70))
        XCTAssertEqual(hierarchy.convert(point(50, 70), from: .screen, to: .node(last)), point(0, 0))
    }

    func test12Siblings() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let a = try hierarchy.addNode(ViewNode(frame: rect(0, 100, 390, 50)), parent: ViewHierarchy.window)
        let b = try hierarchy.addNode(ViewNode(frame: rect(0, 300, 390, 50)), parent: ViewHierarchy.window)
        // A's origin is 200 above B's: (0, 100 − 300).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(a), to: .node(b)), point(0, -200))
    }

    func test13CousinsAcrossAScrolledScrollView() throws {
        var (hierarchy, scroll, _) = try scrolledForm()
        let a = try hierarchy.addNode(ViewNode(frame: rect(0, 700, 100, 10)), parent: scroll)
        let b = try hierarchy.addNode(ViewNode(frame: rect(0, 500, 100, 10)), parent: ViewHierarchy.window)
        // A's origin: content (0, 700) → window (0, 400); B's origin is window (0, 500): (0, −100).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(a), to: .node(b)), point(0, -100))
    }

    func test14IntoACollapsedNodeHasNoResult() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let collapsed = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 100, 100), center: point(50, 50), transform: LayoutTransform(scaleX: 0, y: 0)),
            parent: ViewHierarchy.window)
        XCTAssertNil(hierarchy.convert(point(1, 1), from: .window, to: .node(collapsed)))
        XCTAssertNil(hierarchy.transform(from: .screen, to: .node(collapsed)))
        // Out of it every point lands on the centre (50, 50).
        XCTAssertEqual(hierarchy.convert(point(99, 3), from: .node(collapsed), to: .window), point(50, 50))
    }

    func test15TranslationTransform() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let moved = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 50, 50), center: point(100, 100), transform: LayoutTransform(translationX: 10, y: 20)),
            parent: ViewHierarchy.window)
        // The bounds centre (25, 25) sits at centre + translation: (110, 120).
        XCTAssertEqual(hierarchy.convert(point(25, 25), from: .node(moved), to: .window), point(110, 120))
        XCTAssertEqual(hierarchy.node(moved)?.frame, rect(85, 95, 50, 50))
    }

    func test16SameSpaceIsExact() throws {
        let (hierarchy, _, field) = try scrolledForm()
        let odd = point(0.1, 0.7)
        XCTAssertEqual(hierarchy.convert(odd, from: .node(field), to: .node(field)), odd)
        XCTAssertEqual(hierarchy.convert(odd, from: .screen, to: .screen), odd)
        XCTAssertEqual(hierarchy.transform(from: .window, to: .window), .identity)
    }

    func test17RotatedLegacyWindow() throws {
        // A landscape window 1024 × 768 rotated a quarter turn inside a portrait screen 768 × 1024,
        // centred at (384, 512). Window (0, 0): rel (−512, −384) ↦ (384, −512) + (384, 512) = (768, 0),
        // the screen's top-right corner.
        let hierarchy = ViewHierarchy(
            window: ViewNode(bounds: rect(0, 0, 1024, 768), center: point(384, 512), transform: LayoutTransform(quarterTurns: 1)))
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .window, to: .screen), point(768, 0))
        XCTAssertEqual(hierarchy.convert(rect(0, 0, 1024, 768), from: .window, to: .screen), rect(0, 0, 768, 1024))
    }

    func test18KeyboardIntoAFormSheet() throws {
        // iPad portrait 768 × 1024; a form sheet at (100, 50, 540, 620); keyboard (0, 711, 768, 313).
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 768, 1024))
        let sheet = try hierarchy.addNode(ViewNode(frame: rect(100, 50, 540, 620)), parent: ViewHierarchy.window)
        // (0 − 100, 711 − 50) = (−100, 661): the keyboard starts 661 below the sheet's top, 41 above its bottom.
        XCTAssertEqual(hierarchy.convert(rect(0, 711, 768, 313), from: .screen, to: .node(sheet)), rect(-100, 661, 768, 313))
    }

    func test19ThroughACommonAncestorBelowTheWindow() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let container = try hierarchy.addNode(
            ViewNode(frame: rect(0, 0, 390, 844), boundsOrigin: point(0, 50)), parent: ViewHierarchy.window)
        let a = try hierarchy.addNode(ViewNode(frame: rect(10, 10, 50, 50)), parent: container)
        let b = try hierarchy.addNode(ViewNode(frame: rect(100, 200, 50, 50)), parent: container)
        let c = try hierarchy.addNode(ViewNode(frame: rect(5, 5, 10, 10)), parent: b)
        // A (0, 0) = container (10, 10); C's origin = container (105, 205): (10 − 105, 10 − 205) = (−95, −195).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(a), to: .node(c)), point(-95, -195))
    }

    func test20RotationInsideAScrolledScrollView() throws {
        var (hierarchy, scroll, _) = try scrolledForm()
        let rotated = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 40, 20), center: point(100, 800), transform: LayoutTransform(quarterTurns: 1)),
            parent: scroll)
        // (0, 0): rel (−20, −10) ↦ (10, −20) + (100, 800) = content (110, 780) → window (110, 480).
        XCTAssertEqual(hierarchy.convert(point(0, 0), from: .node(rotated), to: .window), point(110, 480))
    }

    func test21ArbitraryRotationGivesALargerBox() throws {
        var hierarchy = ViewHierarchy(windowFrame: rect(0, 0, 390, 844))
        let h = 0.5.squareRoot()  // cos 45° = sin 45°
        let tilted = try hierarchy.addNode(
            ViewNode(bounds: rect(0, 0, 10, 10), center: point(0, 0), transform: LayoutTransform(a: h, b: h, c: -h, d: h, tx: 0, ty: 0)),
            parent: ViewHierarchy.window)
        // Corners rel (±5, ±5) rotate onto the axes at distance 5√2 ≈ 7.0711: box (−5√2, −5√2, 10√2, 10√2).
        let box = try XCTUnwrap(hierarchy.convert(rect(0, 0, 10, 10), from: .node(tilted), to: .window))
        let r = 5 * 2.0.squareRoot()
        XCTAssert(Tolerance.geometry.agrees(box, rect(-r, -r, 2 * r, 2 * r)), "\(box)")
    }

    func test22UnknownNodesHaveNoResult() throws {
        let (hierarchy, _, _) = try scrolledForm()
        XCTAssertNil(hierarchy.convert(point(0, 0), from: .node(ViewHierarchy.NodeID(rawValue: 99)), to: .window))
        XCTAssertNil(hierarchy.convert(point(0, 0), from: .window, to: .node(ViewHierarchy.NodeID(rawValue: -1))))
    }
}
