import KeyboardAvoidance
import XCTest

/// ``LayoutInsets/additionalSafeAreaInsets(safeAreaInsets:bounds:inheritedSafeRectangle:)``: what a
/// view adds to the safe area it inherits, from its whole insets (SPEC §5.1).
final class AdditionalSafeAreaCaptureTests: XCTestCase {
    private let phone = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    /// The window's safe rectangle: 59 off the top, 34 off the bottom.
    private let safe = LayoutRect(x: 0, y: 59, width: 390, height: 751)

    func testAViewThatOnlyInheritsAddsNothing() {
        let insets = LayoutInsets.additionalSafeAreaInsets(
            safeAreaInsets: LayoutInsets(top: 59, bottom: 34), bounds: phone, inheritedSafeRectangle: safe)
        XCTAssertEqual(insets, .zero)
    }

    func testANavigationBarAndATabBarAreWhatIsBeyondTheInheritedReach() {
        // Under a 44 pt navigation bar and above an 83 pt tab bar: 103 = 59 + 44 at the top, 83 at the
        // bottom (the tab bar covers the 34 pt indicator band): adds 44 and 49.
        let insets = LayoutInsets.additionalSafeAreaInsets(
            safeAreaInsets: LayoutInsets(top: 103, bottom: 83), bounds: phone, inheritedSafeRectangle: safe)
        XCTAssertEqual(insets, LayoutInsets(top: 44, bottom: 49))
    }

    func testBoundsOriginAndAViewInTheMiddle() {
        // A scrolled view (bounds origin y 300) whose superview's safe rectangle, in its coordinates,
        // starts 20 below its top: inherits 20; its own 20 adds nothing; a view in the middle inherits 0.
        let scrolled = LayoutRect(x: 0, y: 300, width: 390, height: 400)
        let inherited = LayoutRect(x: 0, y: 320, width: 390, height: 1_000)
        XCTAssertEqual(
            LayoutInsets.additionalSafeAreaInsets(
                safeAreaInsets: LayoutInsets(top: 20), bounds: scrolled, inheritedSafeRectangle: inherited), .zero)
        let middle = LayoutRect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(
            LayoutInsets.additionalSafeAreaInsets(
                safeAreaInsets: LayoutInsets(bottom: 30), bounds: middle,
                inheritedSafeRectangle: LayoutRect(x: -50, y: -50, width: 400, height: 400)),
            LayoutInsets(bottom: 30))
    }

    func testNonFiniteInputGivesFiniteInsets() {
        let insets = LayoutInsets.additionalSafeAreaInsets(
            safeAreaInsets: LayoutInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 5), bounds: phone,
            inheritedSafeRectangle: LayoutRect(x: .nan, y: .infinity, width: -.infinity, height: .nan))
        for edge in [insets.top, insets.left, insets.bottom, insets.right] {
            XCTAssert(edge.isFinite && edge >= 0, "\(insets)")
        }
    }
}
