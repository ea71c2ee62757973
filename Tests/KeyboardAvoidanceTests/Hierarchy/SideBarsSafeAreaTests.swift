import KeyboardAvoidance
import XCTest

/// SPEC §5.1's additional safe-area insets on the sides: a navigation rail on the left, an
/// inspector on the right, each adds to its own edge of its view and of the subtree below.
final class SideBarsSafeAreaTests: XCTestCase {
    func testSideBarsAddToTheirOwnEdges() throws {
        // A landscape phone, 852 × 393, insets 59 left and right, 21 at the bottom.
        var hierarchy = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 852, height: 393), safeAreaInsets: LayoutInsets(left: 59, bottom: 21, right: 59))
        // A split view's content filling the window: a 80 pt rail on its left, a 120 pt inspector on its right.
        var content = ViewNode(frame: LayoutRect(x: 0, y: 0, width: 852, height: 393))
        content.additionalSafeAreaInsets = LayoutInsets(left: 80, right: 120)
        let root = try hierarchy.addNode(content, parent: ViewHierarchy.window)
        // left = 59 + 80 = 139; right = 59 + 120 = 179; the bottom is the window's.
        XCTAssertEqual(hierarchy.safeAreaInsets(of: root), LayoutInsets(left: 139, bottom: 21, right: 179))
        // A scroll view filling it inherits the narrowed rectangle x ∈ [139, 852 − 179 = 673].
        let scrollView = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 852, height: 393)), parent: root)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: scrollView), LayoutInsets(left: 139, bottom: 21, right: 179))
        // A card at x ∈ [100, 300]: the rail reaches 139 − 100 = 39 into it, the inspector not at all.
        let card = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 100, y: 50, width: 200, height: 100)), parent: scrollView)
        XCTAssertEqual(hierarchy.safeAreaInsets(of: card), LayoutInsets(left: 39))
    }
}
