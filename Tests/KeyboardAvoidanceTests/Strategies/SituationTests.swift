import ConformanceCases
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool
import XCTest

/// Bars, sheets and multitasking (SPEC §5.1, §6.4, §6.5, §10.1, §10.5): the scenario presets worked
/// by hand, as the article "Bars, sheets and multitasking" works them, and the properties of the
/// model's extensions over random layouts.
final class SituationTests: XCTestCase {
    private func preset(_ name: String) throws -> ResolvedScenario {
        try XCTUnwrap(ScenarioPreset.named(name)).scenario.resolve()
    }

    private func evaluate(_ strategy: StrategyName, _ scenario: ResolvedScenario) -> KeyboardAdjustment {
        strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
    }

    func testANavigationBarOnTheRootViewMovesWithIt() throws {
        // Phone 393 × 852, insets 59/34, keyboard 335 (top 517). The root view has a 44 pt bar: its
        // safe top is 59 + 44 = 103. The notes field: y ∈ [150, 550] in a scroll view at rest.
        let form = try preset("navigation-bar-form")
        // View shift: needed 550 + 10 − 517 = 43; covered 335; the bar moves with the root view, so the
        // cap is the window's safe top: 150 − 10 − 59 = 81 → 43 (the bar's resting edge gave 37, SPEC §10.5).
        XCTAssertEqual(evaluate(.viewShift, form).rootViewTranslation, -43)
        // Scroll inset: keyboardInset = 335 − 34 = 301. The visible band at offset y is
        // [y + 103, y + 852 − 335 = y + 517], 414 tall; the field with its margins is 420 tall:
        // too tall, so its top aligns: y = 140 − 103 = 37.
        let scroll = try XCTUnwrap(evaluate(.scrollInset, form).container)
        XCTAssertEqual(scroll.contentInsets.bottom, 301)
        XCTAssertEqual(scroll.contentOffset.y, 37)
    }

    func testATabBarIsNotCountedTwice() throws {
        // The root view has a 49 pt tab bar: its safe bottom is 34 + 49 = 83, and so is the scroll
        // view's. The keyboard covers 335 of it, the bar's band included.
        let form = try preset("tab-bar-form")
        let scroll = try XCTUnwrap(evaluate(.scrollInset, form).container)
        // keyboardInset = max(0, 335 − 83) = 252 — not 335, and not 335 + 49.
        XCTAssertEqual(scroll.contentInsets.bottom, 252)
        // The field y ∈ [700, 744]: offset = 744 + 10 − (852 − 335) = 237.
        XCTAssertEqual(scroll.contentOffset.y, 237)
        // Resize rests at 83 and follows the keyboard to max(335, 83) = 335.
        XCTAssertEqual(evaluate(.resize, form).rootViewBottomInset, 335)
        XCTAssertEqual(
            StrategyName.resize.adjustment(for: form.layout, keyboard: .hidden(screenBounds: form.keyboard.screenBounds))
                .rootViewBottomInset, 83)
    }

    func testAPageSheetRisesPastTheSafeAreaOnlyAsFarAsItsFieldNeeds() throws {
        // The sheet: y ∈ [69, 852], 10 pt below the safe top (59). Its field at 600 in the sheet,
        // y ∈ [669, 713] in the window.
        let sheet = try preset("page-sheet")
        // View shift: needed 713 + 10 − 517 = 206, reach 852 − 517 = 335, cap 669 − 10 − 59 = 600; the
        // sheet's top may rise 69 − 59 = 10 within the safe area, and past it as far as the field's
        // own bottom needs, 713 − 517 = 196 (not the margin's 206): the field ends on the keyboard's
        // top. The rule before round 4 stopped at 10 and left the field 186 pt under the keyboard.
        XCTAssertEqual(evaluate(.viewShift, sheet).rootViewTranslation, -196)
        // Scroll inset reveals it inside the sheet: the band below the keyboard is 852 − 517 = 335
        // of the sheet's 783, so the visible band ends at 448; offset 600 + 44 + 10 − 448 = 206.
        let scroll = try XCTUnwrap(evaluate(.scrollInset, sheet).container)
        XCTAssertEqual(scroll.contentOffset.y, 206)
        XCTAssertEqual(scroll.contentInsets.bottom, 335 - 34)
    }

    func testACarouselInAFormIsLeftAloneAndTheFormScrolls() throws {
        // The field at 600…644 of the form's content (in a carousel at 580 that cannot scroll
        // vertically); the keyboard 336 tall, its top at 516. The form: inset 336 − 34 = 302, offset
        // 644 + 10 − 516 = 138; the carousel absorbs nothing vertically, so it keeps its resting
        // values (and its x offset: the field is on the page showing).
        let layout = ConformanceVectors.carouselInForm(bounces: false)
        let keyboard = KeyboardState.docked(height: 336, screenBounds: LayoutRect(x: 0, y: 0, width: 393, height: 852))
        let form = ViewHierarchy.NodeID(rawValue: 1)
        let carousel = ViewHierarchy.NodeID(rawValue: 2)
        let restingCarousel = ContainerAdjustment.resting(layout.scrollContainers[1], offset: .zero)
        for strategy in [StrategyName.scrollInset, .centering, .contentGrowth] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertEqual(adjustment.allContainers.map(\.node), [carousel, form], "\(strategy)")
            XCTAssertEqual(adjustment.container, restingCarousel, "\(strategy)")
        }
        let scrollInset = ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).outerContainers.first
        XCTAssertEqual(scrollInset?.contentOffset.y, 138)
        XCTAssertEqual(scrollInset?.contentInsets.bottom, 302)
        // Centring centres the field in the form's visible band [y + 59, y + 516]: 622 − 287.5 = 334.5.
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard).outerContainers.first?.contentOffset.y, 334.5)
        // Content growth grows the form, not the carousel: 1,200 + 302.
        XCTAssertEqual(ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).outerContainers.first?.contentSize.height, 1_502)
        // A carousel that bounces vertically can scroll: it reveals within its own bounds first.
        let bouncing = ConformanceVectors.carouselInForm(bounces: true)
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: bouncing, keyboard: keyboard).allContainers.count, 2)
        XCTAssertEqual(layout.scrollChain.map(\.node), [carousel, form])
    }

    func testABottomSheetRisesToTheSafeAreaNotOnlyToWhereItStarted() {
        // A 390 × 844 phone (safe top 59), a bottom sheet 400 tall resting at y = 444, a 291 pt keyboard
        // (top 553). The field near the sheet's top, at 464…508 in the window, is clear; the sheet itself,
        // as the focus: needed 844 + 10 − 553 = 301, covered 291, cap 444 − 10 − 59 = 375, rise 444 − 59 =
        // 385 → 291: its bottom meets the keyboard's top. The old cap, the sheet's own top (444 − 10 − 444
        // < 0), kept it where it was.
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let sheet = layout.addView(frame: LayoutRect(x: 0, y: 444, width: 390, height: 400))
        layout.focus(on: sheet)
        let keyboard = KeyboardState.docked(height: 291, screenBounds: screen)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -291)
        // A field at the sheet's top edge + 100 (544…588): needed 588 + 10 − 553 = 45; the old cap 544 − 10 −
        // 444 = 90 allowed it too, but one at + 20 with a 100 pt margin above (cap 464 − 100 − 444 < 0) did not.
        let field = layout.addFocusedView(frame: LayoutRect(x: 20, y: 20, width: 350, height: 44), in: sheet)
        layout.margins = FocusMargins(top: 100, bottom: 100)
        // Needed 508 + 100 − 553 = 55; cap 464 − 100 − 59 = 305 → 55.
        XCTAssertEqual(layout.focus.node, field)
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, -55)
    }

    func testASheetWhoseTopIsUnderTheKeyboardRisesUntilItsFieldClearsTheKeyboard() {
        // A 393 × 852 phone (safe top 59), a 336 pt keyboard (top 516). A bottom sheet 300 tall at y = 552,
        // wholly under the keyboard, its field at 632…676: needed 676 + 10 − 516 = 170, reach 852 − 516 =
        // 336, cap 632 − 10 − 59 = 563, rise 552 − 59 = 493 → 170, the field's bottom 10 above the
        // keyboard. The rule before round 4 measured from the overlap's top, the sheet's own (552):
        // 676 + 10 − 552 = 124, which left the field's bottom at 552, 36 pt under the keyboard.
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let keyboard = KeyboardState.docked(height: 336, screenBounds: phone)
        func shift(rootFrame: LayoutRect, fieldY: Double) -> Double {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let root = layout.addView(frame: rootFrame)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: rootFrame.width - 32, height: 44), in: root)
            return ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation
        }
        XCTAssertEqual(shift(rootFrame: LayoutRect(x: 0, y: 552, width: 393, height: 300), fieldY: 80), -170)
        // A dialog at 560…760, its field at 700…744: needed 744 + 10 − 516 = 238, reach 760 − 516 = 244 → 238.
        XCTAssertEqual(shift(rootFrame: LayoutRect(x: 36, y: 560, width: 320, height: 200), fieldY: 140), -238)
        // A field at the dialog's very bottom, 716…760: needed 254, but reach 244 → 244: the dialog's
        // bottom meets the keyboard's top and the field, inside it, clears the keyboard (its margin does not).
        XCTAssertEqual(shift(rootFrame: LayoutRect(x: 36, y: 560, width: 320, height: 200), fieldY: 156), -244)
    }

    func testACentredDialogAsTheFocusRises() {
        // A 300 × 300 dialog centred at y = 272…572 over a 291 pt keyboard (top 553): needed 572 + 10 − 553 =
        // 29, covered 572 − 553 = 19, cap 272 − 10 − 59 = 203, rise 213 → 19: its bottom meets the keyboard's
        // top (never more than the keyboard covers). The old cap (272 − 10 − 272 < 0) kept it covered.
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let dialog = layout.addView(frame: LayoutRect(x: 45, y: 272, width: 300, height: 300))
        layout.focus(on: dialog)
        XCTAssertEqual(
            ViewShiftStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen)).rootViewTranslation, -19)
    }

    func testAFormSheetMovesByItsOverlapNotTheKeyboardsHeight() throws {
        // iPad 820 × 1180, keyboard 337 (top 843). The sheet y ∈ [280, 900]: covered 900 − 843 = 57.
        let sheet = try preset("form-sheet")
        XCTAssertEqual(evaluate(.resize, sheet).rootViewBottomInset, 57)
        // Its field at 560, y ∈ [840, 884] in the window: shift 884 + 10 − 843 = 51 (rise limit 280 − 32 = 248).
        XCTAssertEqual(evaluate(.viewShift, sheet).rootViewTranslation, -51)
        let scroll = try XCTUnwrap(evaluate(.scrollInset, sheet).container)
        XCTAssertEqual(scroll.contentInsets.bottom, 57)
        XCTAssertEqual(scroll.contentOffset.y, 51)
    }

    func testACentredModal() throws {
        // iPad 1180 × 820, keyboard 422 (top 398). The modal y ∈ [260, 560]: covered 162. Its field
        // at 220, y ∈ [480, 524]: shift 524 + 10 − 398 = 136.
        let modal = try preset("centred-modal")
        XCTAssertEqual(evaluate(.viewShift, modal).rootViewTranslation, -136)
        XCTAssertEqual(evaluate(.resize, modal).rootViewBottomInset, 162)
    }

    func testAKeyboardDockedToASlideOverWindowIsAvoided() throws {
        // The window x ∈ [850, 1170], y ∈ [30, 790]; the keyboard x ∈ [850, 1170], y ∈ [490, 790]:
        // undocked by the screen, docked for the window. Covered 300 of the 760 pt root view.
        let slideOver = try preset("slide-over-window")
        XCTAssertEqual(slideOver.keyboard.placement, .undocked)
        XCTAssertEqual(slideOver.layout.placement(of: slideOver.keyboard), .docked)
        let scroll = try XCTUnwrap(evaluate(.scrollInset, slideOver).container)
        XCTAssertEqual(scroll.contentInsets.bottom, 300)
        // The field at 560: offset 560 + 44 + 10 − (760 − 300) = 154.
        XCTAssertEqual(scroll.contentOffset.y, 154)
        // By the screen alone it would be ignored, and the field would stay covered.
        XCTAssertNil(slideOver.keyboard.avoidedFrame(policy: .ignore))
    }

    func testAnInputBarOnTheKeyboardIsKeptClearToo() throws {
        // The newest message y ∈ [716, 776]; the keyboard's top at 517 and a 52 pt input bar on it:
        // the avoided top is 465, 387 of the screen covered.
        let chat = try preset("chat-input-bar")
        let scroll = try XCTUnwrap(evaluate(.scrollInset, chat).container)
        // The message list's content is no taller than it and it is not in a navigation controller, so
        // `.automatic` adds no safe area (SPEC §10.2): the inset is the whole 387; offset 776 + 10 − 465 = 321.
        XCTAssertEqual(scroll.contentInsets.bottom, 387)
        XCTAssertEqual(scroll.contentOffset.y, 321)
        // Resize's guide is the keyboard's own 335: the bar sits on it, it does not float above it.
        XCTAssertEqual(evaluate(.resize, chat).rootViewBottomInset, 335)
        // The bar rests on the safe area, 766…818, and goes onto the keyboard's top: 517 − 818 = −301,
        // under every strategy that leaves the root view where it is (view shift: below).
        for strategy in StrategyName.allCases where strategy != .viewShift {
            XCTAssertEqual(evaluate(strategy, chat).ridingViewTranslation, -301, "\(strategy)")
        }
        // Hidden, it rests.
        let hidden = KeyboardState.hidden(screenBounds: chat.keyboard.screenBounds)
        XCTAssertEqual(ScrollInsetStrategy().adjustment(for: chat.layout, keyboard: hidden).ridingViewTranslation, 0)
    }

    func testARidingViewInsideAShiftedRootStaysOnTheKeyboard() throws {
        // The chat under view shift with the newest message as the focus: the root rises 776 + 10 − 465 =
        // 321; the bar inside it rises with it, so it moves back down 321 − 301 = 20 to sit on the keyboard.
        let chat = try preset("chat-input-bar")
        let shifted = evaluate(.viewShift, chat)
        XCTAssertEqual(shifted.rootViewTranslation, -321)
        XCTAssertEqual(shifted.ridingViewTranslation, 20)
        let presented = chat.layout.presentedHierarchy(applying: shifted)
        let bar = try XCTUnwrap(chat.layout.ridingView)
        let frame = try XCTUnwrap(presented.node(bar).flatMap { presented.convert($0.bounds, from: .node(bar), to: .screen) })
        XCTAssertEqual(frame.maxY, 517, "the bar's bottom on the keyboard's top")
    }

    func testAFocusInsideTheRidingViewRidesWithIt() throws {
        // The chat's own message field, inside its input bar (766…818): nothing is revealed for it, the
        // bar goes onto the keyboard's top (−301) and carries the field there.
        var chat = try preset("chat-input-bar")
        let bar = try XCTUnwrap(chat.layout.ridingView)
        let field = chat.layout.addView(frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), in: bar)
        chat.layout.focus(on: field)
        let shifted = evaluate(.viewShift, chat)
        XCTAssertEqual(shifted.rootViewTranslation, 0, "view shift does not lift the screen for a field on the keyboard")
        XCTAssertEqual(shifted.ridingViewTranslation, -301)
        let scroll = evaluate(.scrollInset, chat)
        XCTAssertNil(scroll.container, "the field is in no scroll view")
        XCTAssertEqual(scroll.ridingViewTranslation, -301)
    }

    func testARidingViewThatIsTheRootViewMakesTheWholeScreenRide() throws {
        // SPEC §6.5: "inside the root view" counts the root itself. The chat's root (the whole
        // 393 × 852 window) given as the riding view: every focus rides, so view shift moves nothing
        // for it, and the root goes up by the lift, 852 − 517 = 335, as a bar would.
        var chat = try preset("chat-input-bar")
        chat.layout.ridingView = chat.layout.rootView
        for strategy in [StrategyName.viewShift, .scrollInset, .centering] {
            let adjustment = evaluate(strategy, chat)
            XCTAssertEqual(adjustment.rootViewTranslation, 0, "\(strategy)")
            XCTAssertEqual(adjustment.ridingViewTranslation, -335, "\(strategy)")
            XCTAssertEqual(adjustment.container?.contentOffset.y ?? 0, 0, "\(strategy): nothing to reveal")
        }
        // Resize gives the same root the keyboard's height as its bottom inset as well: twice.
        XCTAssertEqual(evaluate(.resize, chat).rootViewBottomInset, 335)
        XCTAssertEqual(evaluate(.resize, chat).ridingViewTranslation, -335)
    }

    func testTheDismissPaddingIsTheGesturesRegionOnly() throws {
        // UIKeyboardLayoutGuide.keyboardDismissPadding enlarges where the drag starts; nothing keeps clear of it.
        let form = try preset("tab-bar-form")
        var tracker = KeyboardTracker(screenBounds: form.keyboard.screenBounds)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: form.keyboard.frame))
        XCTAssertEqual(tracker.dismissalRegion(padding: 44)?.minY, 517 - 44)
        XCTAssertEqual(form.keyboard.followingDrag(toTouchAt: 500, dismissPadding: 44).frame.minY, 544)
        XCTAssertEqual(evaluate(.resize, form).rootViewBottomInset, 335, "the guide is the keyboard's")
    }

    func testAKeyboardDistanceOnly() throws {
        // Margins 0 above, 20 below; the field y ∈ [600, 644]: 644 + 20 − 517 = 147.
        let form = try preset("keyboard-distance-form")
        XCTAssertEqual(try XCTUnwrap(evaluate(.scrollInset, form).container).contentOffset.y, 147)
        XCTAssertEqual(evaluate(.viewShift, form).rootViewTranslation, -147)
        // Centring centres [600, 664]: 632 − (59 + (852 − 59 − 335) / 2) = 344.
        XCTAssertEqual(try XCTUnwrap(evaluate(.centering, form).container).contentOffset.y, 344)
    }

    func testPerEdgeMargins() throws {
        var form = try preset("tab-bar-form")
        // Below only (IQKeyboardManager's keyboardDistance of 20): 744 + 20 − 517 = 247.
        form.layout.margins = FocusMargins(top: 0, bottom: 20)
        XCTAssertEqual(evaluate(.viewShift, form).rootViewTranslation, -247)
        XCTAssertEqual(try XCTUnwrap(evaluate(.scrollInset, form).container).contentOffset.y, 247)
        // Above only: the field's bottom meets the keyboard, 744 − 517 = 227.
        form.layout.margins = FocusMargins(top: 30, bottom: 0)
        XCTAssertEqual(evaluate(.viewShift, form).rootViewTranslation, -227)
        // The top margin binds for the tall field of the navigation-bar form: needed 550 − 517 = 33, cap
        // 150 − 70 − 59 = 21 (the window's safe top: the bar moves with the root view).
        var tall = try preset("navigation-bar-form")
        tall.layout.margins = FocusMargins(top: 70, bottom: 0)
        XCTAssertEqual(evaluate(.viewShift, tall).rootViewTranslation, -21)
        // Centring centres the grown focus: [700 − 0, 744 + 40] has its middle at 742, not 722.
        form.layout.margins = FocusMargins(top: 0, bottom: 40)
        let centred = try XCTUnwrap(evaluate(.centering, form).container)
        // Visible band [y + 59, y + 517] (hiddenTop = the scroll view's safe top 59): its middle is
        // y + 288, so y = 742 − 288 = 454.
        XCTAssertEqual(centred.contentOffset.y, 454)
    }

    func testARidingViewOnTheTabBarForm() throws {
        var form = try preset("tab-bar-form")
        form.layout = ConformanceVectors.riding(44, on: form.layout)
        // The avoided top is 517 − 44 = 473: inset 379 − 83 = 296, offset 744 + 10 − 473 = 281.
        let scroll = try XCTUnwrap(evaluate(.scrollInset, form).container)
        XCTAssertEqual(scroll.contentInsets.bottom, 296)
        XCTAssertEqual(scroll.contentOffset.y, 281)
        XCTAssertEqual(evaluate(.resize, form).rootViewBottomInset, 335)
        // The bar rests on the tab bar's top (852 − 83 = 769) and goes onto the keyboard's: 517 − 769.
        XCTAssertEqual(evaluate(.scrollInset, form).ridingViewTranslation, -252)
        // Hidden: the resting layout, riding view or not.
        let hidden = KeyboardState.hidden(screenBounds: form.keyboard.screenBounds)
        for strategy in StrategyName.allCases {
            XCTAssertEqual(
                strategy.adjustment(for: form.layout, keyboard: hidden),
                strategy.adjustment(for: try preset("tab-bar-form").layout, keyboard: hidden))
        }
    }

    func testLayoutJSONStaysCompatible() throws {
        let form = try preset("tab-bar-form").layout
        // Uniform margins and no riding view: written as version 1 wrote them.
        let plain = String(decoding: try JSONEncoder().encode(form), as: UTF8.self)
        XCTAssert(plain.contains("\"margin\":10"), plain)
        XCTAssertFalse(plain.contains("margins") || plain.contains("ridingView"))
        var extended = ConformanceVectors.riding(44, on: form)
        extended.margins = FocusMargins(top: 0, bottom: 16)
        let data = try JSONEncoder().encode(extended)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssert(text.contains("\"margins\":{") && text.contains("\"ridingView\":") && !text.contains("\"margin\":"))
        XCTAssertEqual(try JSONDecoder().decode(AvoidanceLayout.self, from: data), extended)
        // The retired dismiss padding: an error naming it and what replaces it.
        var retired = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        retired["keyboardDismissPadding"] = 44
        XCTAssertThrowsError(try JSONDecoder().decode(AvoidanceLayout.self, from: JSONSerialization.data(withJSONObject: retired))) {
            XCTAssert("\($0)".contains("keyboardDismissPadding") && "\($0)".contains("ridingView"), "\($0)")
        }
        // Both spellings at once, or neither: an error naming the field.
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        object["margins"] = ["top": 1, "bottom": 2]
        XCTAssertThrowsError(try JSONDecoder().decode(AvoidanceLayout.self, from: JSONSerialization.data(withJSONObject: object))) {
            XCTAssert("\($0)".contains("margin or margins"), "\($0)")
        }
        object["margins"] = nil
        object["margin"] = nil
        XCTAssertThrowsError(try JSONDecoder().decode(AvoidanceLayout.self, from: JSONSerialization.data(withJSONObject: object))) {
            XCTAssert("\($0)".contains("margin: missing"), "\($0)")
        }
    }

    // MARK: Properties

    /// A taller riding view never asks for less: every strategy's inset, shift and growth are monotone
    /// in its height, the guide does not depend on it, and a hidden keyboard gives the resting
    /// adjustment whatever it is.
    func testRidingViewsAreMonotoneAndHidingRests() {
        let generator = Generator { draws -> (AvoidanceScenario, StrategyUnderTest, Double, Double) in
            let scenario = Generator<AvoidanceScenario>.scenario().generate(&draws)
            let smaller: Double = draws.pick(0, 0.5, 20, 44)
            let more: Double = draws.pick(0.25, 1, 44, 300, 5_000)
            return (scenario, draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset, smaller, smaller + more)
        }
        checkProperty(generator) { scenario, under, smaller, larger in
            var plain = scenario.layout
            plain.ridingView = nil
            let low = ConformanceVectors.riding(smaller, on: plain)
            let high = ConformanceVectors.riding(larger, on: plain)
            let a = under.strategy.adjustment(for: low, keyboard: scenario.keyboard)
            let b = under.strategy.adjustment(for: high, keyboard: scenario.keyboard)
            let slack = 1e-9
            try require(
                b.rootViewTranslation <= a.rootViewTranslation + slack,
                "\(under): shift \(b.rootViewTranslation) < \(a.rootViewTranslation)")
            try require(b.rootViewBottomInset == a.rootViewBottomInset, "\(under): the guide depends on the riding view")
            if let x = a.container, let y = b.container {
                try require(y.contentInsets.bottom >= x.contentInsets.bottom - slack, "\(under): inset shrank")
                try require(y.contentSize.height >= x.contentSize.height - slack, "\(under): content shrank")
            }
            // Hidden, the riding view changes nothing: the layout without it at rest. (Not `high`'s own
            // resting adjustment, which is its evaluation with a hidden keyboard by definition.)
            let hidden = KeyboardState.hidden(screenBounds: scenario.keyboard.screenBounds)
            try requireEqual(under.strategy.adjustment(for: high, keyboard: hidden), under.strategy.restingAdjustment(for: plain))
        }
    }

    /// A larger bottom margin never shifts less, a larger top margin never shifts more (view shift),
    /// and with equal edges the per-edge form of the layout JSON reads as the one-number form.
    func testMarginsPerEdge() {
        let generator = Generator { draws -> (AvoidanceScenario, Double, Double, Double) in
            (
                Generator<AvoidanceScenario>.scenario().generate(&draws), draws.pick(0, 5, 10, 20), draws.pick(0, 5, 10, 20),
                draws.pick(0.5, 10, 60)
            )
        }
        checkProperty(generator) { scenario, top, bottom, more in
            func shift(_ margins: FocusMargins) -> Double {
                var layout = scenario.layout
                layout.margins = margins
                return -ViewShiftStrategy().adjustment(for: layout, keyboard: scenario.keyboard).rootViewTranslation
            }
            let base = shift(FocusMargins(top: top, bottom: bottom))
            try require(shift(FocusMargins(top: top, bottom: bottom + more)) >= base - 1e-9, "more margin below shifted less")
            try require(shift(FocusMargins(top: top + more, bottom: bottom)) <= base + 1e-9, "more margin above shifted more")
            // In code `FocusMargins(m)` is `FocusMargins(top: m, bottom: m)`, so comparing the strategies
            // on the two would compare a layout with itself. The two forms differ in the JSON: the
            // per-edge object with equal edges decodes to the layout with the one number, and that layout
            // writes the one number back.
            var uniform = scenario.layout
            uniform.margins = FocusMargins(bottom)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let written = try encoder.encode(uniform)
            var object = try XCTUnwrap(JSONSerialization.jsonObject(with: written) as? [String: Any])
            try requireEqual(object["margin"] as? Double, bottom, "the one-number form is written")
            object["margin"] = nil
            object["margins"] = ["top": bottom, "bottom": bottom]
            let perEdge = try JSONDecoder().decode(AvoidanceLayout.self, from: JSONSerialization.data(withJSONObject: object))
            try requireEqual(perEdge, uniform)
            try requireEqual(try encoder.encode(perEdge), written)
        }
    }
}
