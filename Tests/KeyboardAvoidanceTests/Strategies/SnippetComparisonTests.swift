import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// Every common snippet's worked scenario with hand-computed numbers, and the case where the snippet's formula fails and ours holds.
///
/// The snippet's arithmetic is written out as the snippet does it.
///
/// The phone: screen = window = 390 × 844, safe area 59 top / 34 bottom, root view filling the
/// window, a scroll view filling the root view with 1,200 pt of content and UIKit's automatic
/// safe-area adjustment; a docked keyboard 291 tall, top at y = 553; margin 10.
final class SnippetComparisonTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private let keyboard291 = KeyboardState(
        frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
    private let hidden = KeyboardState.hidden(screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))

    private func keyboard(height: Double) -> KeyboardState {
        KeyboardState(frame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height), screenBounds: screen)
    }

    /// The phone form (``PhoneForm``) with a field at `field` in the content, scrolled to `offset`.
    private func phoneForm(
        field: LayoutRect, offset: Double = 0, ownInsets: LayoutInsets = .zero, contentHeight: Double = 1_200
    ) throws -> AvoidanceLayout {
        PhoneForm.layout(field: field, offset: offset, ownInsets: ownInsets, contentHeight: contentHeight)
    }

    // MARK: The inset snippet — scroll inset

    func testInsetSnippetWorkedScenario() throws {
        // Field at content y 600…644. Keyboard inset 291 − 34 = 257 (the scroll view adds the 34).
        // Reveal: target 590…654; lowest = 654 − (844 − 291) = 101; highest = 590 − 59 = 531;
        // clamp(0, 101, 531) = 101; range [−59, 1200 + 257 + 34 − 844 = 647] keeps it.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 600, width: 350, height: 44))
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(adjustment.container?.contentInsets, LayoutInsets(bottom: 257))
        XCTAssertEqual(adjustment.container?.scrollIndicatorInsets, LayoutInsets(bottom: 257))
        XCTAssertEqual(adjustment.container?.contentOffset, LayoutPoint(x: 0, y: 101))
        // The snippet's inset: kbInView.height − safeAreaInsets.bottom = 291 − 34 = 257, the same here.
        XCTAssertEqual(291.0 - 34.0, 257)
    }

    func testInsetSnippetFailsWhenTheAppHasItsOwnInset() throws {
        // The app keeps 50 pt at the bottom for a toolbar. Shown, the toolbar is under the keyboard, so
        // ours sets the larger, max(50, 257) = 257 (SPEC §10.2), which the snippet's 257 matches; hidden,
        // the snippet sets .zero and loses the 50, ours gives it back.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 600, width: 350, height: 44), ownInsets: LayoutInsets(bottom: 50))
        let insetSnippetShown = 291.0 - 34.0
        let insetSnippetHidden = 0.0
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard291).container?.contentInsets.bottom, 257)
        XCTAssertEqual(
            ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard291).container?.contentInsets.bottom, insetSnippetShown)
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: hidden).container?.contentInsets.bottom, 50)
        XCTAssertNotEqual(insetSnippetHidden, 50)
        // A bottom panel's 300 pt, taller than the keyboard's inset: ours keeps 300, the snippet's 257
        // lets the content's last 43 pt slide under the panel.
        let panel = try phoneForm(field: LayoutRect(x: 20, y: 600, width: 350, height: 44), ownInsets: LayoutInsets(bottom: 300))
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: panel, keyboard: keyboard291).container?.contentInsets.bottom, 300)
        XCTAssertNotEqual(insetSnippetShown, 300)
    }

    func testInsetSnippetFailsForAFloatingKeyboard() throws {
        // A floating iPad keyboard 320 × 250 in the middle of a 1024 × 768 screen: the snippet insets
        // by its height, 250; ours ignores it (the default policy) and leaves the layout at rest.
        let iPad = LayoutRect(x: 0, y: 0, width: 1024, height: 768)
        var hierarchy = ViewHierarchy(windowFrame: iPad)
        let scroll = try hierarchy.addNode(ViewNode(frame: iPad), parent: ViewHierarchy.window)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 20, y: 600, width: 300, height: 44)), parent: scroll)
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: scroll,
            scrollContainers: [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 1024, height: 1500))],
            focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 300, height: 44)))
        let floating = KeyboardState(frame: LayoutRect(x: 300, y: 300, width: 320, height: 250), screenBounds: iPad)
        let insetSnippet = floating.frame.height - 0
        XCTAssertEqual(insetSnippet, 250)
        let adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: floating)
        XCTAssertEqual(adjustment, ScrollInsetStrategy().restingAdjustment(for: layout))
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 0)
    }

    // MARK: The height-shift snippet — view shift

    func testHeightShiftSnippetWorkedScenario() throws {
        // Field at window y 700…744. need = 744 + 10 − 553 = 201; covered = 291;
        // top limit = 700 − 10 − 59 = 631: shift 201.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 700, width: 350, height: 44))
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard291).rootViewTranslation, -201)
        // The snippet: targetY = 744, visible = 844 − 291 = 553, shift = 744 − 553 + 5 = 196 (its margin is 5).
        var snippetMargin = layout
        snippetMargin.margins = FocusMargins(5)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: snippetMargin, keyboard: keyboard291).rootViewTranslation, -(744 - 553 + 5))
    }

    func testHeightShiftSnippetFailsWhenTheViewDoesNotFillTheScreen() throws {
        // Stage Manager: a 600 × 500 window at (100, 80) on a 1024 × 768 iPad; keyboard top 415 in
        // the screen = 335 in the window; covered = 500 − 335 = 165. Field at window y 400…430:
        // need = 430 + 10 − 335 = 105. The snippet: visible = 500 − 353 = 147, shift = 430 − 147 + 5 = 288,
        // which throws the field to y 112…142, far above the keyboard.
        let iPad = LayoutRect(x: 0, y: 0, width: 1024, height: 768)
        let window = LayoutRect(x: 100, y: 80, width: 600, height: 500)
        var hierarchy = ViewHierarchy(windowFrame: window)
        let root = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 600, height: 500)), parent: ViewHierarchy.window)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 20, y: 400, width: 200, height: 30)), parent: root)
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: root, focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 200, height: 30)))
        let keyboard = KeyboardState(frame: LayoutRect(x: 0, y: 415, width: 1024, height: 353), screenBounds: iPad)
        let heightShiftSnippet = 430.0 - (500 - 353) + 5
        XCTAssertEqual(heightShiftSnippet, 288)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -105)
    }

    // MARK: The content-growth snippet — content growth

    func testContentGrowthSnippetWorkedScenario() throws {
        // Field at content y 900…944, not scrolled. Growth = 291 − 34 = 257: content 1457.
        // Range upper = 1457 + 34 − 844 = 647. Reveal: lowest = 954 − 553 = 401, highest = 890 − 59 = 831
        // → 401. The field ends at 944 − 401 = 543 = 553 − 10 on screen.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 900, width: 350, height: 44))
        let adjustment = ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(adjustment.container?.contentSize, LayoutSize(width: 390, height: 1_457))
        XCTAssertEqual(adjustment.container?.contentOffset, LayoutPoint(x: 0, y: 401))
        XCTAssertEqual(adjustment.container?.contentInsets, .zero)
        // The snippet: distanceToBottom = 844 − 900 − 44 = −100; collapse = 291 + 100 = 391; offset 396.
        XCTAssertEqual(291.0 - (844 - 900 - 44) + 5, 396)
    }

    func testContentGrowthSnippetFailsWhenTheUserHasAlreadyScrolled() throws {
        // Scrolled to 500, the field is at 400…444 on screen: visible above the keyboard (553).
        // The snippet still sets 396 and moves the content back down by 104; ours does not move.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 900, width: 350, height: 44), offset: 500)
        XCTAssertEqual(ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard291).container?.contentOffset.y, 500)
        XCTAssertEqual(291.0 - (844 - 900 - 44) + 5, 396)
    }

    func testContentGrowthSnippetFailsWhenTheKeyboardSwitchesToEmoji() throws {
        // The snippet ignores the second willShow (333 tall, top 511): its offset stays 396 and the
        // field ends at 944 − 396 = 548 > 511, under the keyboard. Ours: growth 333 − 34 = 299,
        // lowest = 954 − 511 = 443: the field ends at 501 = 511 − 10.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 900, width: 350, height: 44))
        let emoji = ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard(height: 333))
        XCTAssertEqual(emoji.container?.contentOffset.y, 443)
        XCTAssertEqual(emoji.container?.contentSize.height, 1_499)
        XCTAssertGreaterThan(944 - 396.0, 511)
        // And hiding restores the app's own size and the resting offset exactly.
        XCTAssertEqual(
            ContentGrowthStrategy().adjustment(for: layout, keyboard: hidden).container,
            ContainerAdjustment(
                node: layout.scrollContainers[0].node, contentOffset: .zero, contentInsets: .zero, scrollIndicatorInsets: .zero,
                contentSize: LayoutSize(width: 390, height: 1_200)
            ))
    }

    // MARK: The accumulating-shift snippet — view shift base class

    func testAccumulatingShiftSnippetWorkedScenarioAndTwoWillShowsInARow() throws {
        // Field at y 700…744. The snippet: keyboardY = 844 − 291 = 553; 700 > 553 − 60, so
        // origin.y −= 700 − 493 = 207. A second willShow (QuickType) runs the same code on the
        // moved view: −207 again, −414 in all. Ours is a function of the resting layout: −201, twice.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 700, width: 350, height: 44))
        var accumulatingShiftSnippetOrigin = 0.0
        for _ in 0..<2 {
            let keyboardY = 844.0 - 291
            if 700 > keyboardY - 60 { accumulatingShiftSnippetOrigin -= 700 - (keyboardY - 60) }
        }
        XCTAssertEqual(accumulatingShiftSnippetOrigin, -414)
        var tracker = KeyboardTracker(screenBounds: screen, configuration: .init(minimumChange: 0))
        var translations: [Double] = []
        for _ in 0..<2 {
            let update = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: keyboard291.frame))
            translations.append(
                ViewShiftStrategy().adjustment(for: layout, keyboard: update?.keyboard ?? tracker.keyboard).rootViewTranslation)
        }
        XCTAssertEqual(translations, [-201, -201])
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: hidden).rootViewTranslation, 0)
    }

    // MARK: The centring snippet — centre in the visible area

    func testCentringSnippetWorkedScenario() throws {
        // Field at content y 600…644, hidden at rest (visible part 59…553 minus margin). Centre 622;
        // visible centre = 59 + (844 − 59 − 291) / 2 = 306; offset 316, inside [−59, 647].
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 600, width: 350, height: 44))
        let adjustment = CenteringStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 316)
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 257)
    }

    func testCentringSnippetFailsNearTheEndOfTheContent() throws {
        // Field at content y 1150…1194 of 1200. The snippet: available = 844 − 291 = 553,
        // offset = 1150 − 553 / 2 = 873.5, past the largest offset even with the keyboard inset
        // (647): blank space below the content. Ours: 1172 − 306 = 866, clamped to 647.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 1_150, width: 350, height: 44))
        XCTAssertEqual(1_150 - (844 - 291) / 2.0, 873.5)
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard291).container?.contentOffset.y, 647)
        // Hiding goes back to where the user was, not to 0 as the snippet does.
        let scrolled = try phoneForm(field: LayoutRect(x: 20, y: 1_150, width: 350, height: 44), offset: 120)
        XCTAssertEqual(CenteringStrategy().adjustment(for: scrolled, keyboard: hidden).container?.contentOffset.y, 120)
    }

    // MARK: Resize

    func testResizeFollowsTheDockedKeyboardAndRestsOnTheSafeArea() throws {
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 600, width: 350, height: 44))
        XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: keyboard291).rootViewBottomInset, 291)
        XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: hidden).rootViewBottomInset, 34)
        XCTAssertEqual(ResizeStrategy(usesBottomSafeArea: false).adjustment(for: layout, keyboard: hidden).rootViewBottomInset, 0)
        let adjustment = ResizeStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(ResizeStrategy().usableFrame(adjustment, in: layout), LayoutRect(x: 0, y: 0, width: 390, height: 553))
    }

    // MARK: Nested scroll views

    func testNestedScrollViewsPassOnWhatTheyCannotAbsorb() throws {
        // An outer scroll view (the phone form) holds, at content y 500, an inner one 200 tall
        // whose content is 300 tall, scrolled to 0. The focus is at the inner content's y 250…280.
        // Inner (reveals within its own bounds, own insets 0): target 240…290 with the margin;
        //   lowest = 290 − 200 = 90, highest = 240 → 90; range [0, 300 − 200 = 100] keeps it.
        // The focus is then at inner bounds y 160…190 → outer content 660…690, grown 650…700.
        // Outer (against the keyboard): lowest = 700 − (844 − 291) = 147, highest = 650 − 59 = 591
        //   → 147, inside [−59, 1200 + 257 + 34 − 844 = 647]; its inset 291 − 34 = 257.
        var hierarchy = ViewHierarchy(windowFrame: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = try hierarchy.addNode(ViewNode(frame: screen), parent: ViewHierarchy.window)
        let outer = try hierarchy.addNode(ViewNode(frame: screen), parent: root)
        let inner = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 500, width: 390, height: 200)), parent: outer)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 250, width: 390, height: 30)), parent: inner)
        var layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: root,
            scrollContainers: [
                ScrollContainer(node: outer, contentSize: LayoutSize(width: 390, height: 1_200)),
                ScrollContainer(node: inner, contentSize: LayoutSize(width: 390, height: 300), contentInsetAdjustmentBehavior: .never),
            ],
            focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 390, height: 30)))
        var adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 90)
        XCTAssertEqual(adjustment.container?.contentInsets.bottom, 0)
        XCTAssertEqual(adjustment.outerContainers.map(\.contentOffset.y), [147])
        XCTAssertEqual(adjustment.outerContainers.map(\.contentInsets.bottom), [257])

        // With only 260 pt of inner content the inner range ends at 60: the inner scroll stops
        // there, leaving the focus at inner bounds 190…220 → outer 690…720, grown 680…730; the
        // outer scrolls the rest: 730 − 553 = 177.
        layout.scrollContainers[1].contentSize.height = 260
        adjustment = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(adjustment.container?.contentOffset.y, 60)
        XCTAssertEqual(adjustment.outerContainers.map(\.contentOffset.y), [177])

        // Hidden: every scroll view at rest.
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: layout, keyboard: hidden).allContainers.map(\.contentOffset.y), [0, 0])
    }

    func testTheRootViewTakesWhatNoScrollViewCanAbsorb() throws {
        // A scroll view whose content (844) is no taller than itself: only the keyboard inset makes
        // room, range [−59, 844 + 257 + 34 − 844 = 291]. The field at 700…744 needs 201, which the
        // scroll view absorbs itself. With reveal off, the root view takes all 201 instead.
        let layout = try phoneForm(field: LayoutRect(x: 20, y: 700, width: 350, height: 44), contentHeight: 844)
        let shifting = ScrollInsetStrategy(revealsFocus: false, shiftsRootViewForRemainder: true).adjustment(
            for: layout, keyboard: keyboard291)
        XCTAssertEqual(shifting.container?.contentOffset.y, 0)
        XCTAssertEqual(shifting.rootViewTranslation, -201)
        let scrolling = ScrollInsetStrategy(shiftsRootViewForRemainder: true).adjustment(for: layout, keyboard: keyboard291)
        XCTAssertEqual(scrolling.container?.contentOffset.y, 201)
        XCTAssertEqual(scrolling.rootViewTranslation, 0)
    }
}
