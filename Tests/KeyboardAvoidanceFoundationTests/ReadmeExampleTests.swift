import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import XCTest

/// The README's examples, run as written, with the numbers it states.
final class ReadmeExampleTests: XCTestCase {
    func testCoordinateSpacesAndKeyboardExamples() throws {
        var layout = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scroll = try layout.addNode(
            ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844), boundsOrigin: LayoutPoint(x: 0, y: 300)),
            parent: ViewHierarchy.window)
        let field = try layout.addNode(ViewNode(frame: LayoutRect(x: 20, y: 700, width: 350, height: 44)), parent: scroll)
        XCTAssertEqual(
            layout.convert(LayoutRect(x: 0, y: 0, width: 350, height: 44), from: .node(field), to: .screen)?.description,
            "(20.0, 400.0, 350.0, 44.0)")
        XCTAssertEqual(layout.safeAreaInsets(of: scroll)?.description, "(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)")

        var tracker = KeyboardTracker(screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let notification = Notification(
            name: KeyboardEvent.Phase.willShow.notificationName, object: nil,
            userInfo: ["UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 553, width: 390, height: 291))])
        let event = try KeyboardEvent(notification: notification)
        let update = try XCTUnwrap(tracker.receive(event))
        XCTAssertEqual(layout.obscuredBottomHeight(of: scroll, by: update.keyboard), 291)
    }

    func testStrategiesExample() throws {
        var hierarchy = ViewHierarchy(
            windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844),
            safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844)), parent: ViewHierarchy.window)
        let scroll = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 390, height: 844)), parent: root)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44)), parent: scroll)
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: root,
            scrollContainers: [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 390, height: 1200))],
            focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 350, height: 44)))
        let keyboard = KeyboardState(
            frame: LayoutRect(x: 0, y: 553, width: 390, height: 291),
            screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let inset = try XCTUnwrap(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container)
        XCTAssertEqual(inset.contentInsets.bottom, 257)
        XCTAssertEqual(inset.contentOffset.y, 101)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -101)
        XCTAssertEqual(
            ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentSize, LayoutSize(width: 390, height: 1457)
        )
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 316)
        XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: keyboard).rootViewBottomInset, 291)
        let target = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        let frame = KeyboardAdjustment.interpolated(
            from: ScrollInsetStrategy().restingAdjustment(for: layout), to: target,
            progress: KeyboardAnimation.keyboardDefault.progress(atElapsed: 0.1))
        let offset = try XCTUnwrap(frame.container?.contentOffset.y)
        XCTAssert(offset > 0 && offset < 101, "\(offset)")
    }
}
