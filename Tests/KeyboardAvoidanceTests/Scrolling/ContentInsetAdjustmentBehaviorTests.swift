import Foundation
import KeyboardAvoidance
import XCTest

/// UIKit's `contentInsetAdjustmentBehavior` rule (SPEC §10.2): which edges of its safe area a scroll
/// view adds, for each behaviour, scrolling or not on each axis.
final class ContentInsetAdjustmentBehaviorTests: XCTestCase {
    private let viewport = LayoutSize(width: 393, height: 852)

    private func container(
        _ behavior: ContentInsetAdjustmentBehavior, content: LayoutSize, navigation: Bool = false, bouncesVertically: Bool = false,
        bouncesHorizontally: Bool = false
    ) -> ScrollContainer {
        ScrollContainer(
            node: ViewHierarchy.NodeID(rawValue: 1), contentSize: content, contentInsetAdjustmentBehavior: behavior,
            isInNavigationController: navigation, alwaysBouncesVertically: bouncesVertically, alwaysBouncesHorizontally: bouncesHorizontally
        )
    }

    func testTheTableOfTheFourBehaviours() {
        let short = LayoutSize(width: 393, height: 852)  // exactly the viewport: does not scroll
        let tall = LayoutSize(width: 393, height: 853)
        let wide = LayoutSize(width: 394, height: 852)
        // (behaviour, content, in a navigation controller) → (top and bottom added, left and right added)
        let rows: [(ContentInsetAdjustmentBehavior, LayoutSize, Bool, Bool, Bool)] = [
            (.always, short, false, true, true),
            (.never, tall, true, false, false),
            (.never, wide, false, false, false),
            (.scrollableAxes, short, false, false, false),
            (.scrollableAxes, short, true, false, false),
            (.scrollableAxes, tall, false, true, false),
            (.scrollableAxes, wide, false, false, true),
            (.automatic, short, false, false, false),
            (.automatic, short, true, true, false),
            (.automatic, tall, false, true, false),
            (.automatic, wide, false, false, true),
            (.automatic, wide, true, true, true),
        ]
        for (behavior, content, navigation, vertical, horizontal) in rows {
            let scrollView = container(behavior, content: content, navigation: navigation)
            XCTAssertEqual(
                scrollView.settings.addsVerticalSafeArea(inViewportOf: viewport), vertical, "\(behavior) \(content) \(navigation)")
            XCTAssertEqual(
                scrollView.settings.addsHorizontalSafeArea(inViewportOf: viewport), horizontal, "\(behavior) \(content) \(navigation)")
        }
        // Bouncing makes an axis scroll with short content.
        let bouncing = container(.scrollableAxes, content: short, bouncesVertically: true, bouncesHorizontally: true)
        XCTAssertTrue(bouncing.settings.addsVerticalSafeArea(inViewportOf: viewport))
        XCTAssertTrue(bouncing.settings.addsHorizontalSafeArea(inViewportOf: viewport))
    }

    func testAShortFormInAPlainScrollViewGetsTheWholeOverlapAsItsInset() {
        // The phone, 852 tall, safe area 59 / 34, a keyboard 336 tall. A 700 pt form: UIKit adds no
        // safe area to an `.automatic` scroll view that does not scroll, so the keyboard's inset is the
        // whole overlap, 336 — the Boolean this replaced subtracted the safe area (302). In a
        // navigation controller it adds the top and bottom: 302.
        func inset(navigation: Bool) -> Double? {
            var layout = AvoidanceLayout(
                window: LayoutRect(origin: .zero, size: viewport), safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let scrollView = layout.addScrollView(
                frame: LayoutRect(origin: .zero, size: viewport), contentSize: LayoutSize(width: 393, height: 700))
            layout.scrollContainers[0].isInNavigationController = navigation
            layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: scrollView)
            return ScrollInsetStrategy().adjustment(
                for: layout, keyboard: .docked(height: 336, screenBounds: LayoutRect(origin: .zero, size: viewport))
            )
            .container?.contentInsets.bottom
        }
        XCTAssertEqual(inset(navigation: false), 336)
        XCTAssertEqual(inset(navigation: true), 302)
    }

    func testTheBehaviourDecodesFromEitherFieldAndEncodesAsBefore() throws {
        func decode(_ json: String) throws -> ScrollContainer {
            try JSONDecoder().decode(ScrollContainer.self, from: Data(json.utf8))
        }
        let head =
            #""node": 1, "contentSize": {"width": 393, "height": 900}, "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "scrollIndicatorInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0}"#
        XCTAssertEqual(try decode("{\(head), \"addsSafeAreaInsets\": true}").contentInsetAdjustmentBehavior, .always)
        XCTAssertEqual(try decode("{\(head), \"addsSafeAreaInsets\": false}").contentInsetAdjustmentBehavior, .never)
        let paging = try decode(
            "{\(head), \"contentInsetAdjustmentBehavior\": \"scrollableAxes\", \"isPagingEnabled\": true, \"alwaysBouncesHorizontally\": true, \"isInNavigationController\": true}"
        )
        XCTAssertEqual(paging.contentInsetAdjustmentBehavior, .scrollableAxes)
        XCTAssertTrue(paging.isPagingEnabled && paging.alwaysBouncesHorizontally && paging.isInNavigationController)
        XCTAssertFalse(paging.alwaysBouncesVertically)
        XCTAssertThrowsError(try decode("{\(head), \"addsSafeAreaInsets\": true, \"contentInsetAdjustmentBehavior\": \"never\"}")) {
            error in
            XCTAssert("\(error)".contains("addsSafeAreaInsets"), "\(error)")
        }
        XCTAssertThrowsError(try decode("{\(head)}")) { error in
            XCTAssert("\(error)".contains("contentInsetAdjustmentBehavior"), "\(error)")
        }
        XCTAssertThrowsError(try decode("{\(head), \"contentInsetAdjustmentBehavior\": \"sometimes\"}"))
        // `.always` and `.never` encode as the Boolean earlier files used; the flags only when set.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let always = String(decoding: try encoder.encode(try decode("{\(head), \"addsSafeAreaInsets\": true}")), as: UTF8.self)
        XCTAssert(always.contains("\"addsSafeAreaInsets\":true") && !always.contains("contentInsetAdjustmentBehavior"), always)
        let encoded = try encoder.encode(paging)
        XCTAssertEqual(try JSONDecoder().decode(ScrollContainer.self, from: encoded), paging)
        XCTAssert(String(decoding: encoded, as: UTF8.self).contains("\"contentInsetAdjustmentBehavior\":\"scrollableAxes\""))
    }
}
