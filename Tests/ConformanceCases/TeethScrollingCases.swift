import KeyboardAvoidance
import KeyboardAvoidanceTool

// Vectors with teeth, round 3 (issue 38): rules of the riding view (§6.5) and of the chain's
// scrolling (§10.2, §10.3) that an independent port misread with every earlier vector passing.
// Each case is built so that the rule changes an answer; the comment above it gives one number
// as the rule gives it and as the misreading (Scripts/vector-mutants.json) would.

extension ConformanceVectors {
    /// Layouts where the riding view's band, its height, a focus inside it, the chain's reveal, a
    /// scroll view listed twice, `.scrollableAxes`, the side insets and `alwaysBouncesHorizontally`
    /// each decide a number; every strategy evaluates each.
    static func teethScrollingCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let phoneInsets = LayoutInsets(top: 59, bottom: 34)
        let docked = KeyboardState.docked(height: 336, screenBounds: phone)
        let withoutPredictive = KeyboardState.docked(height: 291, screenBounds: phone)
        let minimized = KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: phone)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        result += ridingBandCases(phone: phone, phoneInsets: phoneInsets)
        result += ridingFocusCases(phone: phone, phoneInsets: phoneInsets, keyboards: [docked, withoutPredictive, minimized])
        result += coveredChainCases(phone: phone, phoneInsets: phoneInsets, docked: docked, withoutPredictive: withoutPredictive)
        result += listedTwiceCases(phone: phone, phoneInsets: phoneInsets, docked: docked)

        // §10.2: the navigation-controller clause is `.automatic`'s alone. A short form (800 of
        // content in 852) under `.scrollableAxes`, flagged as in a navigation controller, does not
        // scroll vertically, so it adds no safe area: its inset is the whole overlap, 336 under the
        // docked keyboard. With the clause it would add the 34 pt bottom and take 336 − 34 = 302.
        let navigated = revealForm(
            content: LayoutSize(width: 393, height: 800), field: LayoutPoint(x: 16, y: 600), behavior: .scrollableAxes
        ) { $0.isInNavigationController = true }
        for (name, keyboard) in [("docked", docked), ("without-predictive", withoutPredictive), ("minimized", minimized)] {
            result.append(("scrollable-axes-short-form-in-a-navigation-controller-\(name)", navigated, keyboard))
        }

        result += sideBandCases(phone: phone, phoneInsets: phoneInsets, docked: docked)
        return result
    }

    /// §6.5's band and height: the band stops at the screen's top, not the window's, and the riding
    /// view's height is measured on the screen, not in a scaled window.
    static func ridingBandCases(phone: LayoutRect, phoneInsets: LayoutInsets) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        // A compact window low on the screen (400 tall at y = 452, safe bottom 34) whose message
        // list reaches 100 pt above the window's top (window y −100…340, screen 352…792), and a
        // 60 pt panel riding on the keyboard below it. The band runs up to the screen's top only:
        // under a 420 pt keyboard (top 432) it starts at 372, 20 pt into the list, so the list's
        // overlap is 420 and its inset 420 (it adds no bottom safe area there). Clamped at the
        // window's top (452), the band would start 100 pt into the list: 340. Under 400 and 380
        // the insets are 400 and 380, and 340 each clamped.
        var lowWindow = AvoidanceLayout(window: LayoutRect(x: 0, y: 452, width: 393, height: 400), safeAreaInsets: LayoutInsets(bottom: 34))
        let lowRoot = lowWindow.addView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 400))
        let list = lowWindow.addScrollView(
            frame: LayoutRect(x: 0, y: -100, width: 393, height: 440), contentSize: LayoutSize(width: 393, height: 1_400), in: lowRoot)
        lowWindow.addFocusedView(frame: LayoutRect(x: 16, y: 200, width: 361, height: 44), in: list)
        lowWindow.ridingView = lowWindow.addView(frame: LayoutRect(x: 0, y: 340, width: 393, height: 60), in: lowRoot)
        for height in [380.0, 400, 420] {
            result.append(
                ("riding-band-above-the-window-top-keyboard-\(Int(height))", lowWindow, .docked(height: height, screenBounds: phone)))
        }

        // A window moved 100 pt up the screen (the old snippet that lifts the whole window), a form
        // filling it and a 200 pt panel riding on a 760 pt keyboard (top 92): the band is clamped at
        // the screen's top, 0, which is 100 in the form, so its overlap is 752 and its inset
        // 752 − 34 = 718. Clamped at the window's top (−100) instead, it would cover the whole form:
        // 852 − 34 = 818.
        var raised = AvoidanceLayout(window: LayoutRect(x: 0, y: -100, width: 393, height: 852), safeAreaInsets: phoneInsets)
        let raisedRoot = raised.addView(frame: phone)
        let raisedForm = raised.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400), in: raisedRoot)
        raised.addFocusedView(frame: LayoutRect(x: 16, y: 300, width: 361, height: 44), in: raisedForm)
        raised.ridingView = raised.addView(frame: LayoutRect(x: 0, y: 652, width: 393, height: 200), in: raisedRoot)
        result.append(("riding-band-window-above-the-screen-top", raised, .docked(height: 760, screenBounds: phone)))

        // A Stage Manager window (700 × 650 at (240, 75)) scaled by 0.8 about its centre, so window
        // y maps to screen 140 + 0.8·y; a form 0…590 and a 60 pt bar riding below it, 48 pt on the
        // screen. A keyboard docked to the window as drawn (top 400): the band starts at 352 on the
        // screen, window y 265, so the form's inset is 590 − 265 = 325 and view shift lifts the
        // field (bottom 444) by 444 + 10 − 265 = 189. With the bar's 60 window points taken as its
        // height the band would start at 340 (window 250): 340 and 204.
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        var scaled = AvoidanceLayout(window: LayoutRect(x: 240, y: 75, width: 700, height: 650), safeAreaInsets: LayoutInsets(top: 24))
        if var window = scaled.hierarchy.node(ViewHierarchy.window) {
            window.transform = LayoutTransform(a: 0.8, b: 0, c: 0, d: 0.8, tx: 0, ty: 0)
            try? scaled.hierarchy.setNode(ViewHierarchy.window, to: window)
        }
        let scaledRoot = scaled.addView(frame: LayoutRect(x: 0, y: 0, width: 700, height: 650))
        let scaledForm = scaled.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 700, height: 590), contentSize: LayoutSize(width: 700, height: 1_400), in: scaledRoot)
        scaled.addFocusedView(frame: LayoutRect(x: 20, y: 400, width: 660, height: 44), in: scaledForm)
        scaled.ridingView = scaled.addView(frame: LayoutRect(x: 0, y: 590, width: 700, height: 60), in: scaledRoot)
        for (name, top) in [("docked", 400.0), ("shorter", 440)] {
            result.append(
                (
                    "riding-height-in-a-scaled-window-keyboard-\(name)", scaled,
                    KeyboardState(frame: LayoutRect(minX: 310, minY: top, maxX: 870, maxY: 660), screenBounds: iPad)
                ))
        }
        return result
    }

    /// §6.5: a focus inside the riding view is not revealed, but the scroll views of its chain
    /// outside the riding view are still covered and take the keyboard's inset where they rest.
    static func ridingFocusCases(
        phone: LayoutRect, phoneInsets: LayoutInsets, keyboards: [KeyboardState]
    ) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        // A table view as the root view with the chat's 52 pt input bar inside it, riding on the
        // keyboard, and the bar's field focused. The table is of the chain and outside the bar: under
        // the docked keyboard (top 516) the band starts at 464, so its inset is 852 − 464 − 34 = 354
        // and its offset stays 0. With the whole chain left at rest the inset would be 0.
        var table = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
        let tableView = table.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400))
        let bar = table.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: tableView)
        table.ridingView = bar
        table.addFocusedView(frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), in: bar)
        for (name, keyboard) in zip(["docked", "without-predictive", "minimized"], keyboards) {
            result.append(("riding-view-focus-inside-a-table-view-\(name)", table, keyboard))
        }
        // The same bar holding a text view with its caret: the text view rides and keeps its own
        // values, the table still takes 354.
        var textView = table
        let text = textView.addScrollView(
            frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), contentSize: LayoutSize(width: 377, height: 80),
            contentOffset: LayoutPoint(x: 0, y: 44), in: bar)
        textView.focus(on: text, rect: LayoutRect(x: 4, y: 58, width: 2, height: 18))
        result.append(("riding-view-text-view-inside-a-table-view-docked", textView, keyboards[0]))
        return result
    }

    /// §10.2: nothing in the chain reveals unless the keyboard covers the keyboard's scroll view,
    /// however much it covers the others.
    static func coveredChainCases(
        phone: LayoutRect, phoneInsets: LayoutInsets, docked: KeyboardState, withoutPredictive: KeyboardState
    ) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        // A pager (three pages of 393, not scrolling vertically) filling the phone, on its second
        // page a short form 0…450 that takes the keyboard. The keyboard (top 516) covers the pager
        // but not the form, so the chain rests: the pager's x offset stays 0. Revealing because the
        // pager is covered, it would bring in the field's page, x = 393 (377, the field's right
        // edge, for the carousel that does not page).
        func pagerOfShortForms(paging: Bool) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
            let pager = layout.addScrollView(frame: phone, contentSize: LayoutSize(width: 1_179, height: 852))
            layout.scrollContainers[0].isPagingEnabled = paging
            let form = layout.addScrollView(
                frame: LayoutRect(x: 393, y: 0, width: 393, height: 450), contentSize: LayoutSize(width: 393, height: 1_200), in: pager)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: 300, width: 361, height: 44), in: form)
            return layout
        }
        result.append(("pager-covered-short-form-not-docked", pagerOfShortForms(paging: true), docked))
        result.append(("pager-covered-short-form-not-without-predictive", pagerOfShortForms(paging: true), withoutPredictive))
        result.append(("carousel-covered-short-form-not-docked", pagerOfShortForms(paging: false), docked))

        // A notes view (250 tall at y = 400) sticking out below a short form (0…500) that does not
        // clip it; its caret at 400…420 in its content, below its bounds. The keyboard (top 516)
        // covers the notes view, not the form, so nothing reveals: the notes view stays at 0.
        // Revealing because the notes view is covered, it would scroll to 420 + 10 − 250 = 180.
        var notes = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
        let notesRoot = notes.addView(frame: phone)
        let shortForm = notes.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 500), contentSize: LayoutSize(width: 393, height: 1_200), in: notesRoot)
        let notesView = notes.addScrollView(
            frame: LayoutRect(x: 16, y: 400, width: 361, height: 250), contentSize: LayoutSize(width: 361, height: 600), in: shortForm)
        notes.focus(on: notesView, rect: LayoutRect(x: 4, y: 400, width: 2, height: 20))
        result.append(("notes-view-covered-below-an-uncovered-form", notes, docked))
        return result
    }

    /// §10.2: a scroll view listed twice counts once, with its first listing.
    static func listedTwiceCases(
        phone: LayoutRect, phoneInsets: LayoutInsets, docked: KeyboardState
    ) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        // A form listed first with 1,400 of content, then again with 2,000 and a 20 / 100 inset:
        // every strategy reports the first listing's content size (1,400; content growth 1,702),
        // where the last listing would give 2,000 (2,302).
        var form = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
        let formView = form.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400))
        form.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: formView)
        form.scrollContainers.append(
            ScrollContainer(
                node: formView, contentSize: LayoutSize(width: 393, height: 2_000), contentInsets: LayoutInsets(top: 20, bottom: 100)))
        result.append(("form-listed-twice", form, docked))

        // A notes view inside a form, the notes view listed twice (600 of content, then 900): the
        // innermost container reports 600 under every strategy.
        var nested = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
        let outer = nested.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400))
        let inner = nested.addScrollView(
            frame: LayoutRect(x: 16, y: 500, width: 361, height: 200), contentSize: LayoutSize(width: 361, height: 600), in: outer)
        nested.focus(on: inner, rect: LayoutRect(x: 4, y: 300, width: 2, height: 20))
        nested.scrollContainers.append(
            ScrollContainer(node: inner, contentSize: LayoutSize(width: 361, height: 900), contentInsets: LayoutInsets(bottom: 40)))
        result.append(("notes-view-listed-twice-in-a-form", nested, docked))
        return result
    }

    /// §10.2 and §10.3 sideways: which scroll views reveal sideways, the side bands of a carousel that
    /// does not scroll vertically, and `alwaysBouncesHorizontally`.
    static func sideBandCases(phone: LayoutRect, phoneInsets: LayoutInsets, docked: KeyboardState) -> [(
        String, AvoidanceLayout, KeyboardState
    )] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        let landscape = LayoutRect(x: 0, y: 0, width: 852, height: 393)
        let sides = LayoutInsets(top: 0, left: 59, bottom: 21, right: 59)
        let landscapeKeyboard = KeyboardState.docked(height: 209, screenBounds: landscape)

        // A landscape form under `.always` whose content is exactly as wide as it (852): it does not
        // scroll sideways, so its x offset stays 0 for a field under the left band (x = 20) or the
        // right one (x = 471…832). Revealing sideways anyway, within its range [−59, 59], it would
        // move to 20 − 59 = −39 and to 832 − 793 = 39.
        for (name, fieldX) in [("left", 20.0), ("right", 471)] {
            result.append(
                (
                    "form-always-narrow-content-field-under-the-\(name)-band",
                    revealForm(
                        window: landscape, safeArea: sides, content: LayoutSize(width: 852, height: 1_200),
                        field: LayoutPoint(x: fieldX, y: 250), behavior: .always),
                    landscapeKeyboard
                ))
        }
        // The same form holding a carousel whose field sits under the left band but inside the
        // carousel's bounds: the carousel (an inner scroll view, bands 0) does not move, nor does
        // the form sideways (−39 if it revealed sideways).
        var carouselInForm = AvoidanceLayout(window: landscape, safeAreaInsets: sides)
        let form = carouselInForm.addScrollView(
            frame: landscape, contentSize: LayoutSize(width: 852, height: 1_200), contentInsetAdjustmentBehavior: .always)
        let carousel = carouselInForm.addScrollView(
            frame: LayoutRect(x: 0, y: 150, width: 852, height: 120), contentSize: LayoutSize(width: 2_556, height: 120), in: form)
        carouselInForm.addFocusedView(frame: LayoutRect(x: 20, y: 40, width: 200, height: 44), in: carousel)
        result.append(("form-always-around-a-carousel-field-under-the-left-band", carouselInForm, landscapeKeyboard))

        // A landscape carousel alone (content 2,556 × 393: it scrolls sideways only, so it adds its
        // side insets but not its top and bottom), a field under the left band: x = 20 − 59 = −39,
        // in the range that starts at −59. Adding the sides only with the top and bottom, the range
        // would start at 0 and the carousel stay at 0. At the content's end (field 2,350…2,550) the
        // least scroll is 2,550 − 793 = 1,757, inside the range ending at 2,556 + 59 − 852 = 1,763;
        // without the right band the range ends at 1,704.
        func carouselAlone(_ behavior: ContentInsetAdjustmentBehavior, fieldX: Double) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: landscape, safeAreaInsets: sides)
            let carousel = layout.addScrollView(
                frame: landscape, contentSize: LayoutSize(width: 2_556, height: 393), contentInsetAdjustmentBehavior: behavior)
            layout.addFocusedView(frame: LayoutRect(x: fieldX, y: 250, width: 200, height: 44), in: carousel)
            return layout
        }
        result.append(("carousel-alone-automatic-field-under-the-left-band", carouselAlone(.automatic, fieldX: 20), landscapeKeyboard))
        result.append(("carousel-alone-automatic-field-at-the-content-end", carouselAlone(.automatic, fieldX: 2_350), landscapeKeyboard))
        result.append(
            ("carousel-alone-scrollable-axes-field-under-the-left-band", carouselAlone(.scrollableAxes, fieldX: 20), landscapeKeyboard))

        // `alwaysBouncesHorizontally` makes narrow content scroll sideways (§10.2): a landscape form
        // with content 852 wide that bounces sideways adds its side insets, range [−59, 59], and
        // reveals a field under the left band at −39 (under the right one at 39); ignoring the flag,
        // it does not scroll sideways and stays at 0.
        for (name, fieldX) in [("left", 20.0), ("right", 471)] {
            result.append(
                (
                    "form-bouncing-horizontally-field-under-the-\(name)-band",
                    revealForm(
                        window: landscape, safeArea: sides, content: LayoutSize(width: 852, height: 1_200),
                        field: LayoutPoint(x: fieldX, y: 250)
                    ) { $0.alwaysBouncesHorizontally = true },
                    landscapeKeyboard
                ))
        }
        // A pager exactly one page wide that bounces sideways, around a form: it is horizontal-only,
        // so the keyboard goes to the form (inset 302, offset 654 − 516 = 138) and the pager keeps
        // its vertical values. Ignoring the flag, the pager would scroll on neither axis, take the
        // keyboard itself (inset 336, offset 138) and leave the form at rest.
        var pager = AvoidanceLayout(window: phone, safeAreaInsets: phoneInsets)
        let pagerView = pager.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 852))
        pager.scrollContainers[0].alwaysBouncesHorizontally = true
        pager.scrollContainers[0].isPagingEnabled = true
        let pagedForm = pager.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400), in: pagerView)
        pager.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: pagedForm)
        result.append(("one-page-pager-bouncing-horizontally-around-a-form", pager, docked))
        return result
    }

    /// §10.3: an alignment never applies to a target too tall to fit, which gets the nearer-edge
    /// rule whatever the position.
    static func teethScrollingOptionCases() -> [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let docked = KeyboardState.docked(height: 336, screenBounds: screen)
        // A 600 pt focus below the visible band (content 600…1,200; band 59…516 at offset 0): with
        // its margins, highest = 590 − 59 = 531 and lowest = 1,210 − 516 = 694, so its top is
        // aligned, 531, at every position. Aligned at the bottom it would go to 694; at a quarter,
        // 531 + 0.25 · 163 = 571.75.
        var below = revealForm(content: LayoutSize(width: 393, height: 1_400), field: LayoutPoint(x: 16, y: 600))
        below.focus.rect = LayoutRect(x: 0, y: 0, width: 361, height: 600)
        // The same focus above the band (content 200…800, the form resting at 800): its bottom is
        // aligned, 810 − 516 = 294. Aligned at the top it would go to 190 − 59 = 131; at a quarter,
        // 171.75.
        var above = revealForm(
            content: LayoutSize(width: 393, height: 1_400), offset: LayoutPoint(x: 0, y: 800), field: LayoutPoint(x: 16, y: 200))
        above.focus.rect = LayoutRect(x: 0, y: 0, width: 361, height: 600)
        var result: [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] = []
        for strategy in [StrategyName.scrollInset, .contentGrowth] {
            for (name, alignment, layout) in [
                ("bottom-too-tall-below-the-band", RevealAlignment.bottom, below),
                ("quarter-too-tall-below-the-band", RevealAlignment(position: 0.25), below),
                ("top-too-tall-above-the-band", RevealAlignment.top, above),
                ("quarter-too-tall-above-the-band", RevealAlignment(position: 0.25), above),
            ] {
                result.append(("alignment-\(name)", strategy, StrategyOptions(alignment: alignment), layout, docked))
            }
        }
        return result
    }
}
