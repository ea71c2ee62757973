import KeyboardAvoidance
import XCTest

/// The README's ten-line example, as written, with the numbers it states.
final class ReadmeTenLinesTests: XCTestCase {
    func testTenLineExample() throws {
        var views = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844),
            safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scroll = try views.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844)), parent: ViewHierarchy.window)
        let field = try views.addNode(ViewNode(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44)), parent: scroll)
        let layout = AvoidanceLayout(
            hierarchy: views, rootView: scroll,
            scrollContainers: [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 390, height: 1200))],
            focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 350, height: 44)))
        let keyboard = KeyboardState(
            frame: LayoutRect(x: 0, y: 553, width: 390, height: 291),
            screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 257)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 101)
        // "For the layout above: … view shift −101; content growth to 1,457; centring to offset 316; resize 291."
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -101)
        XCTAssertEqual(ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentSize.height, 1_457)
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 316)
        XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: keyboard).rootViewBottomInset, 291)
        // Hidden, the app's own values: the scroll view at offset 0 with no inset and its 390 × 1,200
        // content, nothing moved. (Written out: `restingAdjustment(for:)` is this evaluation by definition.)
        let hidden = KeyboardState.hidden(screenBounds: keyboard.screenBounds)
        XCTAssertEqual(
            ScrollInsetStrategy().adjustment(for: layout, keyboard: hidden),
            KeyboardAdjustment(
                container: ContainerAdjustment(
                    node: scroll, contentOffset: .zero, contentInsets: .zero, scrollIndicatorInsets: .zero,
                    contentSize: LayoutSize(width: 390, height: 1200))))
    }
}
