import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The testing kit's ``Tolerance``: `|a − b| ≤ absolute + relative · max(|a|, |b|)`, a closed bound,
/// and every value of a scroll view compared.
final class ToleranceTests: XCTestCase {
    func testTheBoundIsClosed() {
        // A zero tolerance is exact comparison: equal values agree.
        let exact = Tolerance(absolute: 0, relative: 0)
        XCTAssertTrue(exact.agrees(1, 1))
        XCTAssertTrue(exact.agrees(LayoutRect(x: 0, y: 553, width: 390, height: 291), LayoutRect(x: 0, y: 553, width: 390, height: 291)))
        XCTAssertFalse(exact.agrees(1, 1.000_000_1))
        // Half a point apart under a half-point tolerance: on the bound, so agreeing (0.5 is exact in binary).
        let halfPoint = Tolerance(absolute: 0.5, relative: 0)
        XCTAssertTrue(halfPoint.agrees(100, 100.5))
        XCTAssertFalse(halfPoint.agrees(100, 100.625))
    }

    func testScrollViewsAgreeOnlyWhenTheirIndicatorInsetsDo() {
        let container = ContainerAdjustment(
            node: ViewHierarchy.NodeID(rawValue: 2), contentOffset: LayoutPoint(x: 0, y: 101),
            contentInsets: LayoutInsets(bottom: 257), scrollIndicatorInsets: LayoutInsets(bottom: 257),
            contentSize: LayoutSize(width: 390, height: 1_200))
        XCTAssertTrue(Tolerance.geometry.agrees(container, container))
        // A strategy that leaves the indicators at the keyboard's inset after hiding differs from the
        // app's own values only there; the screen check's "restored when hidden" relies on seeing it.
        var indicatorsLeft = container
        indicatorsLeft.scrollIndicatorInsets.bottom = 0
        XCTAssertFalse(Tolerance.geometry.agrees(indicatorsLeft, container))
        var otherSize = container
        otherSize.contentSize.height = 1_457
        XCTAssertFalse(Tolerance.geometry.agrees(otherSize, container))
    }
}
