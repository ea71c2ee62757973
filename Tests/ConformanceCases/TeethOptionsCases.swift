import KeyboardAvoidance
import KeyboardAvoidanceTool
import TestFixtures

// Vectors with teeth, round 3 (issue 38): the options and the structure rules an independent port
// misread with only one or two vectors noticing (revealsFocus off with and without the remainder,
// usesBottomSafeArea, the alignment's re-aligning, content growth's safe area on a short form, the
// sheet's cap, chains of different lengths in interpolation, an immediate animation before it
// starts), and the answers to four places where SPEC.md left a porter guessing (§6.5's focus inside
// the riding view and its scroll views, a riding view squashed by a singular transform, and
// centring's already-visible test exactly on §10.3's ε). Each case's comment gives the number the
// right rule gives and the one the misreading gives.

extension ConformanceVectors {
    /// The phone these cases use: 393 × 852, safe area 59 / 34.
    static let teethPhone = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    /// A root view filling the phone with a 44 pt field at `fieldY` and, when `ridingBar`, a 52 pt
    /// input bar riding on the keyboard at 766…818; no scroll view.
    static func teethFieldAboveABar(fieldY: Double, ridingBar: Bool) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: teethPhone)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: root)
        if ridingBar {
            layout.ridingView = layout.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: root)
        }
        return layout
    }

    /// A form (the root view, a scroll view filling the phone, 1,400 of content) holding a notes
    /// view (16…377 × 500…650, 600 of content) with its caret at 100…120, window 600…620.
    static func teethNotesInAForm() -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: teethPhone, contentSize: LayoutSize(width: 393, height: 1_400))
        let notes = layout.addScrollView(
            frame: LayoutRect(x: 16, y: 500, width: 361, height: 150), contentSize: LayoutSize(width: 361, height: 600), in: form)
        layout.focus(on: notes, rect: LayoutRect(x: 4, y: 100, width: 2, height: 20))
        return layout
    }

    /// A bottom sheet (the root view, 0…393 × 500…852) with a 44 pt field near its top, at 520…564
    /// in the window; `wholeSheet` gives the sheet itself the focus instead.
    static func teethBottomSheet(wholeSheet: Bool) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let sheet = layout.addView(frame: LayoutRect(x: 0, y: 500, width: 393, height: 352))
        let field = layout.addView(frame: LayoutRect(x: 16, y: 20, width: 361, height: 44), in: sheet)
        layout.focus(on: wholeSheet ? sheet : field)
        return layout
    }

    /// A notes screen: a text view (the root view, a scroll view filling the phone, 2,000 of
    /// content, resting at 100⅓) holding its own 20 pt caret at `caretY` in its content.
    static func teethNotesScreen(caretY: Double) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let notes = layout.addScrollView(
            frame: teethPhone, contentSize: LayoutSize(width: 393, height: 2_000), contentOffset: LayoutPoint(x: 0, y: 100 + 1.0 / 3))
        layout.focus(on: notes, rect: LayoutRect(x: 20, y: caretY, width: 2, height: 20))
        return layout
    }

    /// A form (the root view, a scroll view filling the phone, 1,400 of content) with a 52 pt footer
    /// riding on the keyboard placed inside it at 766…818 of its content (a footer pinned to the
    /// keyboard's guide but added to the scroll view: `ridingViewInScrollContainer`, §12.1), and the
    /// node the focus goes in: the footer itself, or, with `textView`, a text view in the footer.
    static func teethFooterInsideAForm(footerTransform: LayoutTransform = .identity, textView: Bool = false) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: teethPhone, contentSize: LayoutSize(width: 393, height: 1_400))
        var footerNode = ViewNode(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52))
        footerNode.transform = footerTransform
        let footer = layout.addView(footerNode, in: form)
        layout.ridingView = footer
        if textView {
            let text = layout.addScrollView(
                frame: LayoutRect(x: 16, y: 8, width: 361, height: 36), contentSize: LayoutSize(width: 361, height: 100), in: footer)
            layout.focus(on: text, rect: LayoutRect(x: 4, y: 60, width: 2, height: 20))
        } else {
            layout.addFocusedView(frame: LayoutRect(x: 16, y: 4, width: 361, height: 44), in: footer)
        }
        return layout
    }

    /// Cases evaluated by every strategy.
    static func teethOptionCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let keyboards: [(String, KeyboardState)] = [
            ("docked", .docked(height: 336, screenBounds: teethPhone)),
            ("without-predictive", .docked(height: 291, screenBounds: teethPhone)),
        ]
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        for (name, keyboard) in keyboards {
            // SPEC §6.5: a focus inside the riding view is not revealed, but the scroll view around
            // the riding view is still covered and takes the keyboard's inset, the footer's band
            // included: docked, the avoided frame's top is 516 − 52 = 464, k = 852 − 464 = 388, so
            // scroll inset and centring set a bottom inset of 388 − 34 = 354 (content growth grows
            // the content to 1,754) and leave the offset at 0; left at rest, the inset stays 0.
            result.append(("focus-in-a-footer-riding-inside-the-form-\(name)", teethFooterInsideAForm(), keyboard))
            // The same with the caret in the footer's own text view: the text view rides (at rest)
            // and the form around the footer, the keyboard's scroll view, takes the inset, 354.
            result.append(("text-view-in-a-footer-riding-inside-the-form-\(name)", teethFooterInsideAForm(textView: true), keyboard))
            // SPEC §6.5: a riding view behind a singular transform still rides. An input bar
            // collapsed to a point (scale 0) inside the form holds the focus: h = 0 and the column
            // has no width, so nothing is lifted, but the focus still rides and nothing reveals it
            // (offset 0, view shift 0). Taken as no riding view, the focus — mapped to the point
            // (196.5, 792) — would be revealed: scroll inset to 802 − 516 = 286 (docked), view shift
            // by 286.
            result.append(
                (
                    "input-bar-collapsed-to-a-point-holding-the-focus-\(name)",
                    teethFooterInsideAForm(footerTransform: LayoutTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)), keyboard
                ))
            // An input bar squashed flat (a vertical scale of 0) in a chat holds the focus: its frame
            // on the screen is the line y = 792, so h = 0, but its column is the window down to that
            // line and the keyboard's top reaches 792 − 516 = 276 into it (docked; 231 without the
            // predictive bar): it rides up by 276, and view shift moves nothing. Taken as no riding
            // view, the bar would stay (0) and view shift would raise the root view 286 for the field.
            var (chat, _, inputBar) = chatScreen(phone: teethPhone)
            if var bar = chat.hierarchy.node(inputBar) {
                bar.transform = LayoutTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)
                try? chat.hierarchy.setNode(inputBar, to: bar)
            }
            chat.addFocusedView(frame: LayoutRect(x: 16, y: 4, width: 361, height: 44), in: inputBar)
            result.append(("input-bar-squashed-flat-holding-the-focus-\(name)", chat, keyboard))
        }
        return result
    }

    /// Cases with one strategy and its options (`nil`: the strategy's defaults).
    static func teethOptionStrategyCases() -> [(String, StrategyName, StrategyOptions?, AvoidanceLayout, KeyboardState)] {
        let docked = KeyboardState.docked(height: 336, screenBounds: teethPhone)
        let withoutPredictive = KeyboardState.docked(height: 291, screenBounds: teethPhone)
        let floating = KeyboardState(frame: LayoutRect(x: 30, y: 300, width: 320, height: 250), screenBounds: teethPhone)
        let minimized = KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: teethPhone)
        let form = revealForm(content: LayoutSize(width: 393, height: 1_400), field: LayoutPoint(x: 16, y: 600))
        let noReveal = StrategyOptions(revealsFocus: false)
        let noRevealRemainder = StrategyOptions(revealsFocus: false, shiftsRootViewForRemainder: true)
        var result: [(String, StrategyName, StrategyOptions?, AvoidanceLayout, KeyboardState)] = []

        // SPEC §10.4: the remainder applies with revealsFocus off too, and the keyboard's inset is
        // set either way. The form's field (600…644) stays where it rests, so the root view rises
        // by view shift's formula, 644 + 10 − 516 = 138 (93 without the predictive bar), and the
        // inset is 336 − 34 = 302 (257); with the remainder only after a reveal the root stays (0),
        // and with the inset dropped it is 0.
        result.append(("reveals-focus-off-with-the-remainder", .scrollInset, noRevealRemainder, form, docked))
        result.append(("reveals-focus-off-with-the-remainder-without-predictive", .scrollInset, noRevealRemainder, form, withoutPredictive))
        // No scroll view: the remainder alone, 138.
        result.append(
            (
                "reveals-focus-off-with-the-remainder-and-no-scroll-view", .scrollInset, noRevealRemainder,
                teethFieldAboveABar(fieldY: 600, ridingBar: false), docked
            ))
        // With an input bar riding on the keyboard inside the root view: the avoided top is 464, so
        // the root rises 654 − 464 = 190, and the bar, lifted 818 − 516 = 302, moves −302 + 190 =
        // −112; with the remainder only after a reveal the root stays and the bar moves −302.
        result.append(
            (
                "reveals-focus-off-with-the-remainder-and-a-riding-view", .scrollInset, noRevealRemainder,
                teethFieldAboveABar(fieldY: 600, ridingBar: true), docked
            ))
        // A caret in a notes view in a form: the inner notes view rests, the form takes the inset,
        // 302, and does not scroll; with the remainder the root (the form) rises 630 − 516 = 114.
        result.append(("reveals-focus-off-nested-chain", .scrollInset, noReveal, teethNotesInAForm(), docked))
        result.append(("reveals-focus-off-nested-chain-with-the-remainder", .scrollInset, noRevealRemainder, teethNotesInAForm(), docked))

        // SPEC §10.8: without the bottom safe area the guide is the keyboard's overlap alone. A
        // floating keyboard (ignored) gives 0, not the safe area's 34; under a tab bar (the root
        // view's safe bottom 34 + 49 = 83) a floating keyboard gives 0, not 83, and the hardware
        // keyboard's 55 pt bar gives 55, not 83.
        let noSafeArea = StrategyOptions(usesBottomSafeArea: false)
        result.append(("no-bottom-safe-area-floating-keyboard", .resize, noSafeArea, form, floating))
        result.append(
            (
                "no-bottom-safe-area-tab-bar-floating-keyboard", .resize, noSafeArea, tabBarScrollLayout(.never, contentHeight: 1_400),
                floating
            ))
        result.append(
            (
                "no-bottom-safe-area-tab-bar-minimized-keyboard", .resize, noSafeArea, tabBarScrollLayout(.never, contentHeight: 1_400),
                minimized
            ))

        // SPEC §10.5: the root view's own top edge caps nothing. A bottom sheet at 500 with its field
        // at 520…564 rises 564 + 10 − 516 = 58 (13 without the predictive bar); kept below the
        // sheet's own top it would rise 520 − 10 − 500 = 10. The whole sheet as the focus rises by
        // the reach, 852 − 516 = 336; kept below its own top it would not move.
        result.append(("sheet-field-near-its-top", .viewShift, nil, teethBottomSheet(wholeSheet: false), docked))
        result.append(
            ("sheet-field-near-its-top-without-predictive", .viewShift, nil, teethBottomSheet(wholeSheet: false), withoutPredictive))
        result.append(("whole-sheet-as-the-focus", .viewShift, nil, teethBottomSheet(wholeSheet: true), docked))
        result.append(
            (
                "sheet-field-near-its-top-remainder", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true),
                teethBottomSheet(wholeSheet: false), docked
            ))

        // SPEC §10.2, §10.6: content growth decides the range's safe area from the app's own content
        // size. A short form (700 of content, `automatic`) adds no safe area at rest, so it grows by
        // the whole overlap, 336, to 1,036, and its range is [0, 1,036 − 852 = 184]; decided on the
        // grown size it would add the safe area, [−59, 218]. A field at 650…694 needs 704 − 516 =
        // 188: 184, not 188 (without the predictive bar 139, not 143); a field at 20…64, under the
        // status bar, needs 10 − 59 = −49: 0, not −49; centred, a field at 600…644 goes to
        // (138 + 531) / 2 = 334.5: 184, not 218.
        let short = { (fieldY: Double) in revealForm(content: LayoutSize(width: 393, height: 700), field: LayoutPoint(x: 16, y: fieldY)) }
        result.append(("short-form-grown-field-at-the-end", .contentGrowth, nil, short(650), docked))
        result.append(("short-form-grown-field-at-the-end-without-predictive", .contentGrowth, nil, short(650), withoutPredictive))
        result.append(("short-form-grown-field-under-the-status-bar", .contentGrowth, nil, short(20), docked))
        result.append(
            ("short-form-grown-field-centred", .contentGrowth, StrategyOptions(alignment: .center), short(600), docked))

        // SPEC §10.3: an aligned reveal leaves a visible target alone unless it re-aligns. A field at
        // 400…444, visible above the keyboard (516), has lowest = 454 − 516 = −62 and highest =
        // 390 − 59 = 331: re-aligned at 0.25 it goes to 331 − 0.25·393 = 232.75, at 0.5 to 134.5
        // (ignoring realignsVisibleTarget leaves 0); not re-aligned, at 0.25 and 1 it stays at 0
        // (always re-aligned: 232.75, and −62 clamped to the range's −59).
        let visible = revealForm(content: LayoutSize(width: 393, height: 1_400), field: LayoutPoint(x: 16, y: 400))
        for strategy in [StrategyName.scrollInset, .contentGrowth] {
            for (name, position) in [("quarter", 0.25), ("center", 0.5)] {
                result.append(
                    (
                        "alignment-\(name)-realigning-visible-field", strategy,
                        StrategyOptions(alignment: RevealAlignment(position: position, realignsVisibleTarget: true)), visible, docked
                    ))
            }
            for (name, position) in [("quarter", 0.25), ("bottom", 1.0)] {
                result.append(
                    (
                        "alignment-\(name)-visible-field", strategy, StrategyOptions(alignment: RevealAlignment(position: position)),
                        visible, docked
                    ))
            }
        }

        // SPEC §10.3, §10.7: centring's "already visible" is §10.3's |y' − y| ≤ ε, computed in that
        // order. A notes screen resting at 100⅓ holds its caret exactly on the ε edge: with the
        // caret at 586.3333343333334…606.33…, end = 616.33…, lowest − y = (616.33… − 516) − 100⅓
        // is exact and 4 × 10⁻¹⁴ above 10⁻⁶, so the caret is hidden and centred, (lowest + highest)/2
        // = 308.83…; tested as end ≤ y + H − b + ε, the sum rounds up to it and the caret stays at
        // 100⅓. At the top edge (caret at 169.33333233333332) y − highest is 1.2 × 10⁻¹⁴ above ε:
        // centred, (−316.67 + 100.33)/2 clamped to the range's −59, where the band's edge keeps
        // 100⅓. Every aligned reveal takes the same test (scroll inset and content growth at 0.5).
        for (name, caretY) in [("bottom", 586.3333343333334), ("top", 169.33333233333332)] {
            let notes = teethNotesScreen(caretY: caretY)
            result.append(("caret-on-the-epsilon-edge-at-the-\(name)", .centering, nil, notes, docked))
            for strategy in [StrategyName.scrollInset, .contentGrowth] {
                result.append(
                    (
                        "caret-on-the-epsilon-edge-at-the-\(name)", strategy, StrategyOptions(alignment: RevealAlignment(position: 0.5)),
                        notes, docked
                    ))
            }
        }
        return result
    }

    /// Interpolations between chains of different lengths (SPEC §10.1): the focus moves, keyboard
    /// up, from a notes view's caret (two outer scroll views) to a field in the panel around it
    /// (one): the outer chain switches to `to`'s at 1 and is `from`'s before; zipped, it would hold
    /// one blend of the panel (from) and the form (to) for every progress below 1.
    static func teethOptionInterpolationCases() -> [InterpolationCase] {
        let shown = KeyboardState.docked(height: 336, screenBounds: teethPhone)
        var layout = AvoidanceLayout(window: teethPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: teethPhone, contentSize: LayoutSize(width: 393, height: 2_000))
        let panel = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 300, width: 393, height: 400), contentSize: LayoutSize(width: 393, height: 900), in: form)
        let notes = layout.addScrollView(
            frame: LayoutRect(x: 16, y: 100, width: 361, height: 150), contentSize: LayoutSize(width: 361, height: 600), in: panel)
        let field = layout.addView(frame: LayoutRect(x: 16, y: 380, width: 361, height: 44), in: panel)
        var inNotes = layout
        inNotes.focus(on: notes, rect: LayoutRect(x: 4, y: 100, width: 2, height: 20))
        var inPanel = layout
        inPanel.focus(on: field)
        let progress = [-0.5, 0, 1.0 / 3, 0.5, 0.9, 1, 1.5]
        var result: [InterpolationCase] = []
        for strategy in [StrategyName.scrollInset, .contentGrowth, .centering] {
            result.append(
                InterpolationCase(
                    name: "teeth-options/interpolation-focus-leaves-a-nested-chain/\(strategy.rawValue)",
                    from: strategy.adjustment(for: inNotes, keyboard: shown), to: strategy.adjustment(for: inPanel, keyboard: shown),
                    progress: progress))
            result.append(
                InterpolationCase(
                    name: "teeth-options/interpolation-focus-enters-a-nested-chain/\(strategy.rawValue)",
                    from: strategy.adjustment(for: inPanel, keyboard: shown), to: strategy.adjustment(for: inNotes, keyboard: shown),
                    progress: progress))
        }
        return result
    }

    /// Animations before they start (SPEC §8): an elapsed time below 0 gives 0 before a duration of
    /// 0 or less gives 1, so an immediate or negative animation is at 0 until it starts and at 1
    /// from then on; tested the other way round, it would be at 1 before it starts.
    static func teethOptionAnimationCases() -> [AnimationCase] {
        [
            AnimationCase(
                name: "teeth-options/animation-immediate-keyboard-curve", animation: KeyboardAnimation(duration: 0, curve: .keyboard),
                elapsed: [-0.25, -0.001, 0, 0.001, 1]),
            AnimationCase(
                name: "teeth-options/animation-negative-duration-linear", animation: KeyboardAnimation(duration: -0.25, curve: .linear),
                elapsed: [-1, -0.5, 0, 0.5]),
        ]
    }
}
