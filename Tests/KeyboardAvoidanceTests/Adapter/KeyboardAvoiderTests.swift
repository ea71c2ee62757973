import KeyboardAvoidance
import XCTest

/// Hand-computed vectors for ``KeyboardAvoider``: the adopter's walk-through of SPEC §14.5, on a
/// 390 × 844 phone (safe area 59 top, 34 bottom) with a form in a plain scroll view (content 1,200
/// tall, the app's own insets zero, the safe area added as UIKit's `.automatic` does).
final class KeyboardAvoiderTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    /// Keys: 0 the window, 1 the root view, 2 the scroll view filling it, 3 and 4 the fields.
    private var world = AvoiderWorld.phoneForm()

    override func setUp() {
        world = AvoiderWorld.phoneForm()
    }

    private func keyboard(_ phase: KeyboardEvent.Phase, height: Double) -> KeyboardEvent {
        KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height))
    }

    /// Scroll inset on the form, the field at 600 focused and a 291 pt keyboard shown: inset 257,
    /// offset 101.
    private func avoiderShowingTheKeyboard() -> KeyboardAvoider<Int, ScrollInsetStrategy> {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(strategy: ScrollInsetStrategy(), screenBounds: screen)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        return avoider
    }

    private func step<Strategy>(_ avoider: inout KeyboardAvoider<Int, Strategy>, _ input: AvoidanceInput<Int>) -> AvoidanceUpdate<Int>? {
        let update = avoider.receive(input)
        world.apply(update)
        return update
    }

    func testShowQuickTypeEmojiHideNothingAccumulates() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(strategy: ScrollInsetStrategy(), screenBounds: screen)
        world.focus = 3
        XCTAssertNil(step(&avoider, .focusBegan(try XCTUnwrap(world.observation()))), "no keyboard yet: nothing to do")
        // Shown, 291 tall: inset 291 − 34 = 257; offset: field bottom 644 + 10 − keyboard top 553 = 101.
        let shown = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(shown?.changes.map(\.view), [2])
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.scrollIndicatorInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        XCTAssertEqual(shown?.animation, .keyboardDefault)
        // The QuickType bar appears, 335 tall: inset 335 − 34 = 301, not 257 + 301; offset 654 − 509 = 145.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 301)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 145)
        // The emoji keyboard, 333 tall: inset 299; from the resting offset 0 (the user never scrolled) the
        // least scroll is 654 − 511 = 143, as one fresh evaluation gives — not "145 is already visible".
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 333), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 299)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 143)
        // Re-delivered: nothing to do.
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willShow, height: 333), screen: world.observation())))
        // Hidden: the app's own inset 0 and the resting offset 0 (the user never scrolled).
        let hidden = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(hidden?.changes.map(\.isRestoring), [true])
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2])
        XCTAssertEqual(avoider.adjustedViews, [])
    }

    func testAFocusChangeWithTheKeyboardUpReveals() throws {
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // Focus moves to the field at 800 (bottom 844 in content, 743 on screen, under the keyboard's top 553):
        // the least scroll from the resting offset 0 is 844 + 10 − 553 = 301, inset unchanged.
        world.focus = 4
        let moved = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        XCTAssertEqual(moved?.changes.first?.values.scrollView?.contentOffset.y, 301)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(moved?.animation, .keyboardDefault)
    }

    func testAFocusMoveRevealsFromWhatTheScreenShows() throws {
        // Two more fields: 5 at 560…604 and 6 at 200…244.
        world.fields[5] = AvoiderWorld.Field(frame: LayoutRect(x: 20, y: 560, width: 350, height: 44), parent: 2)
        world.fields[6] = AvoiderWorld.Field(frame: LayoutRect(x: 20, y: 200, width: 350, height: 44), parent: 2)
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // Field 5 shows at 101 (its bottom plus the margin, 614 − 101 = 513, above the keyboard's top 553):
        // nothing moves. From the resting offset 0 it would not show (614 > 553), and the form would have
        // scrolled back to 614 − 553 = 61 under the user's eyes (SPEC §14.3, the reveal base).
        world.focus = 5
        XCTAssertNil(step(&avoider, .focusBegan(try XCTUnwrap(world.observation()))))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // Field 4 (800…844) is under the keyboard: the least scroll from 101 is 854 − 553 = 301.
        world.focus = 4
        _ = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 301)
        // Field 6 (200…244) is above the screen at 301: the least scroll brings its top to the safe top plus
        // the margin, 200 − 10 − 59 = 131 — not back to the resting offset 0, where it would show too.
        world.focus = 6
        _ = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 131)
        // The QuickType bar appears (335 tall): field 6 still shows at 131, nothing moves; the inset follows.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 131)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 301)
        // Hidden: the resting offset, 0, where the form was before the keyboard.
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2])
        XCTAssertEqual(avoider.adjustedViews, [])
    }

    func testTheAppsOwnInsetSetWhileShownBecomesItsOwn() throws {
        var avoider = avoiderShowingTheKeyboard()
        // The app sets its own bottom inset 50 (a toolbar) while the keyboard is up: the toolbar lies under
        // the keyboard, so the inset is the larger of the two, max(50, 257) = 257, not 307 (SPEC §10.2).
        world.appSetsBottomInset(2, to: 50)
        let changed = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(changed?.animation, .immediate)
        // Hidden: the app's 50, not 0 and not 257.
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 50)
    }

    func testWhereTheUserScrolledIsTheRestingOffset() throws {
        var avoider = avoiderShowingTheKeyboard()
        world.userScrolls(2, to: LayoutPoint(x: 0, y: 150))
        // The caret moves within the field: the field at 150 shows (600 − 150 = 450 ≥ 59 + 10; 644 + 10 − 150 ≤ 553): stays.
        world.caret = LayoutRect(x: 4, y: 12, width: 2, height: 20)
        XCTAssertNil(step(&avoider, .caretMoved(try XCTUnwrap(world.observation()))))
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 150, "hiding keeps where the user scrolled to")
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
    }

    func testScrolledToTheEndThenAShorterKeyboardOrAHideLeavesNoBlankBand() throws {
        var avoider = avoiderShowingTheKeyboard()
        // The last field (800…844) focused: the least scroll is 844 + 10 − 553 = 301.
        world.focus = 4
        _ = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 301)
        // With the 291 pt keyboard the range ends at 1,200 + 257 + 34 − 844 = 647; the user scrolls there
        // (the field, at 800 − 647 = 153 on screen, still shows).
        world.userScrolls(2, to: LayoutPoint(x: 0, y: 647))
        XCTAssertNil(step(&avoider, .layoutChanged(try XCTUnwrap(world.observation()))), "where the user is, stays")
        // A 200 pt keyboard: inset 166, the range ends at 1,200 + 166 + 34 − 844 = 556. The field shows at
        // 647 and at 556 alike (its bottom at 288 on screen, the keyboard's top at 644), so nothing is
        // revealed: the offset comes back to the end, 556, not kept at 647 with 91 pt of blank band.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 200), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 166)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 556)
        // Hidden: the app's own range ends at 1,200 + 34 − 844 = 390, and that is where the view rests.
        let hidden = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(hidden?.changes.map(\.isRestoring), [true])
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 390)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
        XCTAssertEqual(avoider.adjustedViews, [], "nothing held: the view rests on its own values")
        // Shown again: from 390, where the user now is (the field's bottom plus the margin, 854 − 390 = 464
        // on screen, is above the 291 pt keyboard's top, 553): nothing to reveal.
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 390)
    }

    func testARangeShrinkingWhileTheRootIsShiftedEndsWhereTheRestingScreenSaysIt() throws {
        // A short screen: content 506 tall in a scroll view filling a 390 × 844 phone with a 20 pt
        // status bar (safe area 20 / 0, added), the app resting at offset 0. Its range is
        // [−20, max(−20, 506 − 844)] = [−20, −20]: 0 lies outside it, as the app put it.
        var scrollView = try XCTUnwrap(world.ownScrollViews[2])
        scrollView.contentSize.height = 506
        world.safeAreaInsets = LayoutInsets(top: 20)
        world.liveScrollViews = [2: scrollView]
        world.ownScrollViews = [2: scrollView]
        world.fields = [3: AvoiderWorld.Field(frame: LayoutRect(x: 20, y: 452, width: 350, height: 44), parent: 2)]
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(shiftsRootViewForRemainder: true), screenBounds: screen)
        world.focus = 3
        world.caret = LayoutRect(x: 4, y: 28, width: 2, height: 20)
        // A 216 pt keyboard first: the scroll view gets its inset and the caret already shows, so the
        // root is not moved — the avoider records the scroll view before the root.
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 216), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 216)
        // Then a 335 pt keyboard (top 509): the caret, 480…500 in the content, needs 500 + 10 − 509 = 1; the
        // range ends at 506 + 335 − 844 = −3, so the offset is −3 and the root rises the remaining 4.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, -3)
        XCTAssertEqual(world.liveRoot.transform.ty, -4)
        // A 216 pt keyboard (top 628): the range shrinks to [−20, max(−20, 506 + 216 − 844)] = [−20, −20],
        // and the resting 0 lies past its end, so the view rests at −20, where the caret shows
        // (500 + 20 + 10 = 530 ≤ 628); the root goes back. Its safe area is read with the root's own
        // transform: read under the 4 pt shift it was 24 tall, and the offset went to −24, outside the range.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 216), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, -20)
        XCTAssertEqual(world.liveRoot.transform.ty, 0)
    }

    func testAnInsetTheAppSetsUnobservedSurvivesEditingEndingAndRemoval() throws {
        for removesTheAdapter in [false, true] {
            world = AvoiderWorld.phoneForm()
            var avoider = avoiderShowingTheKeyboard()
            XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
            // A floating button appears: the app sets its own bottom inset, 50, and nothing observes it.
            world.appSetsBottomInset(2, to: 50)
            world.focus = nil
            avoider.readBack(world.shownValues(of: avoider.adjustedViews))
            let update = removesTheAdapter ? avoider.restoreAll() : avoider.receive(.focusEnded)
            world.apply(update)
            // The app's 50 comes back, not the 0 from before the keyboard; the offset comes back to 0.
            XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 50, "removed: \(removesTheAdapter)")
            XCTAssertEqual(world.liveScrollViews[2]?.scrollIndicatorInsets.bottom, 50)
            XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
            XCTAssertEqual(avoider.adjustedViews, [])
        }
    }

    func testReadingBackWhatTheAvoiderSetChangesNothing() throws {
        var avoider = avoiderShowingTheKeyboard()
        let before = avoider
        // Read back as set, and within half a point of it (a framework's rounding): still the avoider's.
        avoider.readBack(world.shownValues(of: avoider.adjustedViews))
        XCTAssertEqual(avoider, before)
        var rounded = world.shownValues(of: avoider.adjustedViews)
        rounded[2]?.scrollView?.contentOffset.y = 101.4
        avoider.readBack(rounded)
        world.focus = nil
        world.apply(avoider.receive(.focusEnded))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
    }

    func testAnOffsetUIKitMovedToTheEndOfAShorterRangeIsStillTheAvoidersWhenReadBack() throws {
        var avoider = avoiderShowingTheKeyboard()
        // The app's content shrinks to 650 unobserved; UIKit moves the offset 101 to the range's end,
        // 650 + 257 + 34 − 844 = 97. Read back, 97 is the avoider's 101 clamped, not a user's scroll:
        // editing ending gives the resting offset 0 back, brought into the app's own range with the new
        // content, [−59, max(−59, 650 + 34 − 844)] = [−59, −59]: −59, where UIKit would put it.
        world.appSetsContentHeight(2, to: 650)
        world.liveScrollViews[2]?.offset.y = 97
        var shown = world.shownValues(of: avoider.adjustedViews)
        avoider.readBack(shown)
        XCTAssertEqual(avoider.restingScreen?.layout.hierarchy.node(ViewHierarchy.NodeID(rawValue: 2))?.boundsOrigin.y, 0)
        XCTAssertEqual(avoider.restingScreen?.layout.scrollContainers.first?.contentSize.height, 650)
        world.focus = nil
        world.apply(avoider.receive(.focusEnded))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, -59)
        XCTAssertEqual(world.liveScrollViews[2]?.contentSize.height, 650)
        // A user's scroll to 60 instead is where the user is: the resting offset from then on.
        world = AvoiderWorld.phoneForm()
        avoider = avoiderShowingTheKeyboard()
        shown = world.shownValues(of: avoider.adjustedViews)
        shown[2]?.scrollView?.contentOffset.y = 60
        avoider.readBack(shown)
        XCTAssertEqual(avoider.restingScreen?.layout.hierarchy.node(ViewHierarchy.NodeID(rawValue: 2))?.boundsOrigin.y, 60)
        world.liveScrollViews[2]?.offset.y = 60
        world.focus = nil
        world.apply(avoider.receive(.focusEnded))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 60)
    }

    func testUIKitsScrollOfANewFirstResponderIntoViewIsARevealNotTheRestingOffset() throws {
        var avoider = avoiderShowingTheKeyboard()
        // Before reporting the focus on the field at 800…844, UIKit scrolls it into the scroll view's
        // visible bounds, above its adjusted bottom inset 257 + 34: 844 − (844 − 291) = 291.
        world.liveScrollViews[2]?.offset.y = 291
        world.focus = 4
        world.takeRevealBases()
        _ = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        // Revealed from what the screen shows, with the margin: 844 + 10 − 553 = 301.
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 301)
        // Hidden: back to the resting offset 0 — UIKit's scroll was a reveal, not where the user is.
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
    }

    func testEditingEndingAfterScrollingToTheEndLeavesNoBlankBand() throws {
        var avoider = avoiderShowingTheKeyboard()
        world.userScrolls(2, to: LayoutPoint(x: 0, y: 600))
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        // Editing ends with the keyboard still up (the focus moved to a view outside the avoider's care):
        // the view gets its own values back, the offset at the end of its own range, 390, not 600.
        world.focus = nil
        _ = step(&avoider, .focusEnded)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 390)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
    }

    func testAnOffsetUIKitMovesIntoTheRangeIsStillTheAvoiders() throws {
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // The app's content shrinks to 650 with the keyboard up, and UIKit moves the offset into the
        // range left: at most 650 + 257 + 34 − 844 = 97. That is the avoider's 101 clamped, not a
        // scroll of the user's.
        world.appSetsContentHeight(2, to: 650)
        world.liveScrollViews[2]?.offset.y = 97
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 97, "the reveal (101), clamped to the range")
        XCTAssertEqual(avoider.restingScreen?.layout.hierarchy.node(ViewHierarchy.NodeID(rawValue: 2))?.boundsOrigin.y, 0)
        // Hidden: not 97 kept as where the user scrolled, and not the resting offset 0 either: with 650 of
        // content the app's own range is [−59, −59] (the content no taller than the view), shorter than the
        // range shown, so 0 lies past its end and the view rests at −59, where UIKit would have put it
        // without the keyboard (SPEC §14.3).
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, -59)
        XCTAssertEqual(avoider.adjustedViews, [])
        XCTAssertEqual(world.liveScrollViews[2]?.contentSize.height, 650, "the app's content stays its own")
    }

    func testAnOffsetTheAvoiderNeverMovedIsTheAppsWhereverUIKitPutsIt() throws {
        // The content is 600 wide and the user scrolled to x = 10 before the keyboard came (the field,
        // 20…370, still shows): the avoider leaves x at 10. The app narrows the content to 390, and
        // UIKit moves x to 0, the whole range: that is the app's (and the user's) x now, not 10 to be
        // written back.
        world.liveScrollViews[2]?.contentSize.width = 600
        world.ownScrollViews[2]?.contentSize.width = 600
        world.userScrolls(2, to: LayoutPoint(x: 10, y: 0))
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.offset, LayoutPoint(x: 10, y: 101))
        world.liveScrollViews[2]?.contentSize.width = 390
        world.ownScrollViews[2]?.contentSize.width = 390
        world.liveScrollViews[2]?.offset.x = 0
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset, LayoutPoint(x: 0, y: 101))
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset, .zero)
    }

    func testAnOffsetInsideTheRangeButNotTheAvoidersIsTheUsers() throws {
        var avoider = avoiderShowingTheKeyboard()
        // The same shrink, but the user scrolled to 40: inside the range, so it is where the user is.
        world.appSetsContentHeight(2, to: 650)
        world.liveScrollViews[2]?.offset.y = 40
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(avoider.restingScreen?.layout.hierarchy.node(ViewHierarchy.NodeID(rawValue: 2))?.boundsOrigin.y, 40)
    }

    func testEditingEndedRestoresAndForgets() throws {
        var avoider = avoiderShowingTheKeyboard()
        let ended = step(&avoider, .focusEnded)
        XCTAssertEqual(
            ended?.changes,
            [
                ViewChange(
                    view: 2,
                    values: ViewValues(
                        scrollView: ScrollViewValues(
                            contentOffset: .zero, contentInsets: .zero, scrollIndicatorInsets: .zero,
                            contentSize: LayoutSize(width: 390, height: 1_200))),
                    isRestoring: true)
            ])
        XCTAssertNil(avoider.restingScreen)
        XCTAssertNil(avoider.restoreAll())
    }

    func testViewShiftTranslatesTheRootAfterTheAppsTransform() throws {
        // No scroll view: the root (key 1) moves up by 101: the field's bottom 644 + 10 − 553.
        var avoider = KeyboardAvoider<Int, ViewShiftStrategy>(strategy: ViewShiftStrategy(), screenBounds: screen)
        world = .phoneFieldOnTheRoot()
        world.apply(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.transform, LayoutTransform(translationX: 0, y: -101))
        world.apply(avoider.receive(.keyboard(keyboard(.willHide, height: 0), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.transform, .identity)
    }

    func testResizeRaisesTheRootsAdditionalBottomInsetByWhatTheSafeAreaDoesNotTake() throws {
        // The keyboard covers 291 of the root; its safe area already takes 34: additional bottom 291 − 34 = 257.
        var avoider = KeyboardAvoider<Int, ResizeStrategy>(strategy: ResizeStrategy(), screenBounds: screen)
        world.focus = 3
        world.apply(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.additionalSafeAreaInsets, LayoutInsets(bottom: 257))
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2], "resize scrolls nothing")
        world.apply(avoider.receive(.keyboard(keyboard(.willHide, height: 0), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.additionalSafeAreaInsets, .zero)
    }

    func testAValueWithinHalfAPointOfTheAvoidersIsTheAvoiders() throws {
        // A framework that rounds the offset to the pixel grid (101 → 101.33 at 3×) is not the user scrolling.
        var avoider = avoiderShowingTheKeyboard()
        world.liveScrollViews[2]?.offset.y = 101.33
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0, "the resting offset is still the app's 0")
        XCTAssertEqual(KeyboardAvoider<Int, ScrollInsetStrategy>.readBackTolerance, 0.5)
    }

    func testADraggedKeyboardIsFollowedAtOnce() throws {
        var avoider = avoiderShowingTheKeyboard()
        // The finger at 700: the keyboard's top follows it, 144 visible; inset 144 − 34 = 110; the field at 101 shows.
        let dragged = avoider.tracker.reportedKeyboard.followingDrag(toTouchAt: 700)
        XCTAssertEqual(dragged.frame, LayoutRect(x: 0, y: 700, width: 390, height: 291))
        let update = step(&avoider, .keyboardDragged(frame: dragged.frame, screen: world.observation()))
        XCTAssertEqual(update?.animation, .immediate)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 110)
        // Only the finger moves the content while it drags: the offset stays the 101 it shows.
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101, "nothing but the finger scrolls during the drag")
    }

    func testAnAppsOwnTopInsetWhileTheKeyboardIsUpLeavesTheKeyboardsBottomInsetTheAvoiders() throws {
        // Each component of a field is resolved alone (SPEC §14.2): the app setting its top inset
        // to 20 while the avoider's 257 is at the bottom makes 20 its own top and leaves its own
        // bottom 0. Resolving the field whole took 257 as the app's bottom: 514 shown, 257 left on hide.
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        world.liveScrollViews[2]?.contentInsets.top = 20
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets, LayoutInsets(top: 20, bottom: 257))
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets, LayoutInsets(top: 20))
        // The same for the offset's axes: the user scrolling sideways keeps the avoider's vertical reveal its own.
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        world.liveScrollViews[2]?.offset.x = 5
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset, LayoutPoint(x: 5, y: 0))
    }

    func testADraggedKeyboardDoesNotScrollAgainstTheFinger() throws {
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // The user scrolls back to the top, taking the field (600…644) under the keyboard, then
        // drags the keyboard down to 600: 244 of it on screen, inset 244 − 34 = 210. Revealing the
        // field would scroll to 644 + 10 − (844 − 244) = 54, against the finger; nothing scrolls.
        world.liveScrollViews[2]?.offset.y = 0
        let dragged = avoider.tracker.reportedKeyboard.followingDrag(toTouchAt: 600)
        _ = step(&avoider, .keyboardDragged(frame: dragged.frame, screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 210)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0, "the offset stays where the finger left it")
        // The finger lifts and the keyboard comes back: a keyboard event, which reveals again.
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
    }

    func testADraggedKeyboardKeepsARevealAndAShiftFollowsIt() throws {
        // The avoider scrolled to 101 and the user has not scrolled: a drag keeps the 101 showing
        // (setting the resting 0 would jump the content by 101 under the finger).
        var avoider = avoiderShowingTheKeyboard()
        _ = step(
            &avoider,
            .keyboardDragged(frame: avoider.tracker.reportedKeyboard.followingDrag(toTouchAt: 554).frame, screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 256)
        // View shift moves no content under the finger: the root view follows the keyboard down.
        // Shown, up 101; the keyboard's top dragged to 600: 644 + 10 − 600 = 54.
        world = AvoiderWorld.phoneForm()
        world.focus = 3
        var shifting = KeyboardAvoider<Int, ViewShiftStrategy>(strategy: ViewShiftStrategy(), screenBounds: screen)
        _ = step(&shifting, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveRoot.transform.ty, -101)
        _ = step(
            &shifting,
            .keyboardDragged(frame: shifting.tracker.reportedKeyboard.followingDrag(toTouchAt: 600).frame, screen: world.observation()))
        XCTAssertEqual(world.liveRoot.transform.ty, -54)
    }

    func testADragToTheBottomKeepsTheOffsetsAndAnotherAppsKeyboardStaysAnotherApps() throws {
        // Dragged all the way down the keyboard is hidden, but the finger is still down: the 101 the
        // avoider scrolled to stays until the notification comes.
        var avoider = avoiderShowingTheKeyboard()
        let resting = avoider.tracker.reportedKeyboard
        _ = step(&avoider, .keyboardDragged(frame: resting.followingDrag(toTouchAt: 844).frame, screen: world.observation()))
        XCTAssertEqual(avoider.tracker.reportedKeyboard.placement, .hidden)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        // Another app's keyboard under inset-only, dragged: still no shift for it.
        world = AvoiderWorld.phoneForm()
        world.focus = 3
        var shifting = KeyboardAvoider<Int, ViewShiftStrategy>(
            strategy: ViewShiftStrategy(), screenBounds: screen, trackerConfiguration: .init(nonLocalKeyboardPolicy: .insetOnly))
        var otherApps = keyboard(.willShow, height: 291)
        otherApps.isLocal = false
        _ = step(&shifting, .keyboard(otherApps, screen: world.observation()))
        XCTAssertEqual(world.liveRoot.transform.ty, 0)
        _ = step(
            &shifting,
            .keyboardDragged(frame: shifting.tracker.reportedKeyboard.followingDrag(toTouchAt: 600).frame, screen: world.observation()))
        XCTAssertEqual(world.liveRoot.transform.ty, 0)
        XCTAssertFalse(shifting.tracker.reportedKeyboardRevealsFocus)
    }

    func testTheAvoiderMeasuresADragFromWhereTheKeyboardRestedAndPutsItBackWhenNoNotificationComes() throws {
        // The keyboard rests at 553 (291 high). The finger at 700 drags its top to 700; back up at 400
        // it is measured from 553, not from 700, so the keyboard comes back to 553, not above it.
        var avoider = avoiderShowingTheKeyboard()
        XCTAssertEqual(avoider.keyboardFollowingDrag(toTouchAt: 300, dismissPadding: 0).frame.minY, 553, "a finger above it moves nothing")
        var dragged = avoider.keyboardFollowingDrag(toTouchAt: 700, dismissPadding: 0)
        XCTAssertEqual(dragged.frame, LayoutRect(x: 0, y: 700, width: 390, height: 291))
        _ = step(&avoider, .keyboardDragged(frame: dragged.frame, screen: world.observation()))
        // With a padding of 20 the top sits 20 below the finger: 700 + 20, from the keyboard at rest.
        XCTAssertEqual(avoider.keyboardFollowingDrag(toTouchAt: 700, dismissPadding: 20).frame.minY, 720)
        dragged = avoider.keyboardFollowingDrag(toTouchAt: 400, dismissPadding: 0)
        XCTAssertEqual(dragged.frame.minY, 553, "measured from where the keyboard rested")
        _ = step(&avoider, .keyboardDragged(frame: avoider.keyboardFollowingDrag(toTouchAt: 750, dismissPadding: 0).frame, screen: nil))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 94 - 34, "844 − 750 = 94 on screen, less the 34 of safe area")
        // The finger lets go at 750 and UIKit posts nothing by the next turn: the keyboard springs
        // back to 553 with the keyboard's animation, and the field (600…644) is revealed: 101.
        world.liveScrollViews[2]?.offset.y = 0
        let update = step(&avoider, .keyboardDragEnded(screen: world.observation()))
        XCTAssertEqual(update?.animation, .keyboardDefault)
        XCTAssertEqual(avoider.tracker.reportedKeyboard.frame.minY, 553)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // The drag is over: the next one measures from the keyboard now, and a second end does nothing.
        XCTAssertNil(step(&avoider, .keyboardDragEnded(screen: world.observation())))
        XCTAssertEqual(avoider.keyboardFollowingDrag(toTouchAt: 600, dismissPadding: 0).frame.minY, 600)
    }

    func testANotificationAfterTheFingerLetsGoEndsTheDragAndItsEndChangesNothing() throws {
        // Dragged to 750, the finger lets go and UIKit hides the keyboard: the end that follows on
        // the next turn finds the drag over and the keyboard hidden, and leaves it so.
        var avoider = avoiderShowingTheKeyboard()
        let dragged = avoider.keyboardFollowingDrag(toTouchAt: 750, dismissPadding: 0)
        _ = step(&avoider, .keyboardDragged(frame: dragged.frame, screen: world.observation()))
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertNil(step(&avoider, .keyboardDragEnded(screen: world.observation())))
        XCTAssertEqual(avoider.tracker.reportedKeyboard.placement, .hidden)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 0)
        // The keyboard shows again; a new drag is measured from it, not from the first drag's start.
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 200), screen: world.observation()))
        XCTAssertEqual(avoider.keyboardFollowingDrag(toTouchAt: 400, dismissPadding: 0).frame.minY, 644)
        // A caret move during a drag ends the drag's offsets but not its measure: 553 stays the start.
        _ = step(&avoider, .keyboardDragged(frame: avoider.keyboardFollowingDrag(toTouchAt: 700, dismissPadding: 0).frame, screen: nil))
        _ = step(&avoider, .caretMoved(try XCTUnwrap(world.observation())))
        XCTAssertEqual(avoider.keyboardFollowingDrag(toTouchAt: 400, dismissPadding: 0).frame.minY, 644)
    }

    func testANotificationOrANewFocusEndsTheDrag() throws {
        // Dragged down and back up to where it rests, the keyboard is where the tracker had it: the
        // notification on lift repeats it, and still ends the drag — the field is revealed again.
        var avoider = avoiderShowingTheKeyboard()
        world.liveScrollViews[2]?.offset.y = 0
        // An adapter measures a drag from where the keyboard rested when it began (§6.6).
        let resting = avoider.tracker.reportedKeyboard
        _ = step(&avoider, .keyboardDragged(frame: resting.followingDrag(toTouchAt: 700).frame, screen: world.observation()))
        _ = step(&avoider, .keyboardDragged(frame: resting.followingDrag(toTouchAt: 400).frame, screen: world.observation()))
        XCTAssertEqual(avoider.tracker.reportedKeyboard.frame, LayoutRect(x: 0, y: 553, width: 390, height: 291))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0, "still dragging: the offset is the finger's")
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // After another drag, a new focus is revealed at once.
        world.liveScrollViews[2]?.offset.y = 0
        _ = step(
            &avoider,
            .keyboardDragged(frame: avoider.tracker.reportedKeyboard.followingDrag(toTouchAt: 560).frame, screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        _ = step(&avoider, .focusBegan(try XCTUnwrap(world.observation())))
        // The keyboard's top at 560: 644 + 10 − 560.
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 94, "the focus is revealed again")
    }

    func testAnotherAppsKeyboardUnderInsetOnlyInsetsWithoutRevealing() throws {
        // SPEC §14.5's last rows: the same form, the tracker told to inset for other apps' keyboards.
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, trackerConfiguration: .init(nonLocalKeyboardPolicy: .insetOnly))
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // The user moves to the other app; its keyboard has the same frame. The inset stays 257, the
        // reveal goes: back to the resting offset 0, in the keyboard's animation.
        var otherApps = keyboard(.willChangeFrame, height: 291)
        otherApps.isLocal = false
        let takenOver = step(&avoider, .keyboard(otherApps, screen: world.observation()))
        XCTAssertEqual(takenOver?.animation, .keyboardDefault)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.scrollIndicatorInsets.bottom, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        XCTAssertFalse(avoider.tracker.reportedKeyboardRevealsFocus)
        // The other app's keyboard grows to 335: inset 301, still no scroll.
        otherApps = keyboard(.willChangeFrame, height: 335)
        otherApps.isLocal = false
        _ = step(&avoider, .keyboard(otherApps, screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 301)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        // Focus moves to the field at 800 while it is up: still no scroll, and the user can scroll
        // the field out from under it (the range reaches 1,200 + 301 + 34 − 844 = 691 ≥ 301).
        world.focus = 4
        XCTAssertNil(step(&avoider, .focusBegan(try XCTUnwrap(world.observation()))))
        // It hides: the app's own values, nothing adjusted.
        otherApps = keyboard(.willHide, height: 0)
        otherApps.isLocal = false
        _ = step(&avoider, .keyboard(otherApps, screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2])
        XCTAssertEqual(avoider.adjustedViews, [])
    }

    func testInsetOnlyForTheOtherStrategies() throws {
        var otherApps = keyboard(.willShow, height: 291)
        otherApps.isLocal = false
        let insetOnly = KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly)
        // Content growth: 1,200 + 257 taller, no scroll.
        var growth = KeyboardAvoider<Int, ContentGrowthStrategy>(
            strategy: ContentGrowthStrategy(), screenBounds: screen, trackerConfiguration: insetOnly)
        world.focus = 3
        world.apply(growth.receive(.keyboard(otherApps, screen: world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.contentSize.height, 1_457)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        world.apply(growth.receive(.focusEnded))
        // Resize: the guide is kept, 291 − 34 = 257 as additional bottom inset.
        var resize = KeyboardAvoider<Int, ResizeStrategy>(strategy: ResizeStrategy(), screenBounds: screen, trackerConfiguration: insetOnly)
        world.focus = 3
        world.apply(resize.receive(.keyboard(otherApps, screen: world.observation())))
        XCTAssertEqual(world.liveRoot.additionalSafeAreaInsets, LayoutInsets(bottom: 257))
        // View shift: nothing at all.
        var shift = KeyboardAvoider<Int, ViewShiftStrategy>(
            strategy: ViewShiftStrategy(), screenBounds: screen, trackerConfiguration: insetOnly)
        XCTAssertNil(shift.receive(.keyboard(otherApps, screen: world.observation())))
        // The default policy: nothing either, whatever the strategy.
        var ignoring = KeyboardAvoider<Int, ScrollInsetStrategy>(strategy: ScrollInsetStrategy(), screenBounds: screen)
        XCTAssertNil(ignoring.receive(.keyboard(otherApps, screen: world.observation())))
    }

    func testFollowingADrag() {
        let shown = KeyboardState.docked(height: 291, screenBounds: screen)
        // Above the keyboard's top: it stays.
        XCTAssertEqual(shown.followingDrag(toTouchAt: 400), shown)
        // With 20 pt of dismiss padding, the top stays 20 below the finger: 620 + 20.
        XCTAssertEqual(shown.followingDrag(toTouchAt: 620, dismissPadding: 20).frame.minY, 640)
        // Never below the screen; a NaN touch counts as 0 (above: nothing moves).
        XCTAssertEqual(shown.followingDrag(toTouchAt: 10_000).frame.minY, 844)
        XCTAssertEqual(shown.followingDrag(toTouchAt: .nan), shown)
        XCTAssertEqual(shown.followingDrag(toTouchAt: 700, dismissPadding: -.infinity).frame.minY, 700)
        // A floating keyboard does not follow.
        let floating = KeyboardState(frame: LayoutRect(x: 20, y: 400, width: 320, height: 250), screenBounds: screen)
        XCTAssertEqual(floating.followingDrag(toTouchAt: 600), floating)
    }
}
