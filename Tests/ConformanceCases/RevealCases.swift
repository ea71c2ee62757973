import KeyboardAvoidance
import KeyboardAvoidanceTool

// The vector cases for how the scroll views reveal a focus (SPEC §10.2, §10.3): horizontally in
// carousels and pagers, at an alignment, and under each of UIKit's content-inset adjustment
// behaviours — in a full-screen window and in one that is not the screen.

extension ConformanceVectors {
    /// A phone form (393 × 852, safe area 59 / 34): one scroll view filling the window, its content
    /// `content`, and a 44 pt field at `field` in the content, the focus.
    static func revealForm(
        window: LayoutRect = LayoutRect(x: 0, y: 0, width: 393, height: 852), safeArea: LayoutInsets = LayoutInsets(top: 59, bottom: 34),
        content: LayoutSize, offset: LayoutPoint = .zero, field: LayoutPoint, behavior: ContentInsetAdjustmentBehavior = .automatic,
        configure: (inout ScrollContainer) -> Void = { _ in }
    ) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: window, safeAreaInsets: safeArea)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        let scrollView = layout.addScrollView(
            frame: bounds, contentSize: content, contentOffset: offset, contentInsetAdjustmentBehavior: behavior)
        configure(&layout.scrollContainers[0])
        layout.addFocusedView(frame: LayoutRect(x: field.x, y: field.y, width: 361, height: 44), in: scrollView)
        return layout
    }

    /// Horizontal reveals and the four behaviours, each evaluated by every strategy.
    static func revealCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let docked = KeyboardState.docked(height: 336, screenBounds: screen)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []

        // A carousel form: content three screens wide. The field on the second card, off to the
        // right: the least scroll brings its right edge in (x = 409 + 361 − 393 = 377); paging, the
        // whole second page (393). Resting on the third page, a field on the first: its left edge (16).
        let wide = LayoutSize(width: 1_179, height: 1_400)
        result.append(("carousel-card-to-the-right", revealForm(content: wide, field: LayoutPoint(x: 409, y: 600)), docked))
        result.append(
            (
                "carousel-card-to-the-left",
                revealForm(content: wide, offset: LayoutPoint(x: 786, y: 0), field: LayoutPoint(x: 16, y: 600)), docked
            ))
        result.append(
            (
                "pager-page-to-the-right",
                revealForm(content: wide, field: LayoutPoint(x: 409, y: 600)) { $0.isPagingEnabled = true }, docked
            ))
        // A pager whose field straddles two pages (x ∈ [300, 661]): the page holding its centre,
        // 480.5, is the second (393).
        result.append(
            (
                "pager-field-across-pages",
                revealForm(content: wide, field: LayoutPoint(x: 300, y: 600)) { $0.isPagingEnabled = true }, docked
            ))
        // A field already on the page showing: no horizontal movement, paging or not.
        result.append(
            (
                "pager-field-on-the-page-showing",
                revealForm(content: wide, offset: LayoutPoint(x: 393, y: 0), field: LayoutPoint(x: 409, y: 600)) {
                    $0.isPagingEnabled = true
                },
                docked
            ))
        // No keyboard over the scroll view: nothing reveals, the carousel stays where it is.
        result.append(
            (
                "carousel-card-to-the-right-keyboard-hidden", revealForm(content: wide, field: LayoutPoint(x: 409, y: 600)),
                .hidden(screenBounds: screen)
            ))
        // Content exactly as wide as the viewport does not scroll horizontally, unless it bounces.
        let narrow = LayoutSize(width: 393, height: 1_400)
        result.append(("field-off-to-the-side-narrow-content", revealForm(content: narrow, field: LayoutPoint(x: 409, y: 600)), docked))
        result.append(
            (
                "field-off-to-the-side-bouncing-horizontally",
                revealForm(content: narrow, field: LayoutPoint(x: 409, y: 600)) { $0.alwaysBouncesHorizontally = true }, docked
            ))
        // Landscape, side safe areas 59: hidden bands on the left and right; `.always` adds them to
        // the horizontal range, `.automatic` adds them because the content is wider than the viewport,
        // `.never` does not. The field near the content's end (x ∈ [2180, 2541]) needs 2541 − (852 − 59)
        // = 1748: within the range 1763 that adds the right band, past the 1704 that does not.
        let landscape = LayoutRect(x: 0, y: 0, width: 852, height: 393)
        let landscapeSafe = LayoutInsets(top: 0, left: 59, bottom: 21, right: 59)
        let landscapeKeyboard = KeyboardState.docked(height: 209, screenBounds: landscape)
        for behavior in [ContentInsetAdjustmentBehavior.always, .never, .automatic] {
            result.append(
                (
                    "landscape-carousel-\(behavior.rawValue)",
                    revealForm(
                        window: landscape, safeArea: landscapeSafe, content: LayoutSize(width: 2_556, height: 900),
                        field: LayoutPoint(x: 2_180, y: 300),
                        behavior: behavior), landscapeKeyboard
                ))
        }
        // A three-page landscape pager under `.always`, resting at the end of its range (1,763, its
        // last page less the right band), whose field sticks 5 pt out of the content's end
        // (x ∈ [2,200, 2,561]): the least scroll would go to 1,768, the range clamps it back to
        // 1,763, so the pager does not move — it pages only when the reveal moves its offset
        // (SPEC §10.3), not whenever the target is not shown (which would take it to 1,704).
        let lastPage = revealForm(
            window: landscape, safeArea: landscapeSafe, content: LayoutSize(width: 2_556, height: 900), offset: LayoutPoint(x: 1_763, y: 0),
            field: LayoutPoint(x: 2_200, y: 300), behavior: .always
        ) { $0.isPagingEnabled = true }
        result.append(("pager-at-its-end-field-sticking-out", lastPage, landscapeKeyboard))
        // The same pager, and a portrait carousel, whose field lies outside the visible band by half a
        // millionth of a point, within ε (§10.3): shown, so nothing scrolls sideways and the pager
        // stays at 1,763. Read with an exact "shown", the carousel creeps 5 × 10⁻⁷ to the right and
        // the pager, its offset moved, jumps to the page holding the field's centre (1,704).
        let withinTolerance = 5e-7
        let pagerOnTheBand = revealForm(
            window: landscape, safeArea: landscapeSafe, content: LayoutSize(width: 2_556, height: 900), offset: LayoutPoint(x: 1_763, y: 0),
            field: LayoutPoint(x: 1_822 - withinTolerance, y: 300), behavior: .always
        ) { $0.isPagingEnabled = true }
        result.append(("pager-field-a-hair-outside-the-band", pagerOnTheBand, landscapeKeyboard))
        result.append(
            (
                "carousel-field-a-hair-outside-the-band",
                revealForm(content: wide, field: LayoutPoint(x: 32 + withinTolerance, y: 600)), docked
            ))
        // A carousel in a form, resting at y = −10 under its own top inset of 10, holding a field that
        // sticks out of its bottom: it cannot scroll vertically, so it keeps −10 (revealing inside it
        // would give 0) and the form scrolls; a card off to the right comes in sideways.
        for (name, x) in [("carousel-in-form-field-sticking-out", 16.0), ("carousel-in-form-card-to-the-right", 409)] {
            var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let form = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 393, height: 1_200))
            let carousel = layout.addScrollView(
                frame: LayoutRect(x: 0, y: 580, width: 393, height: 84), contentSize: LayoutSize(width: 786, height: 84),
                contentOffset: LayoutPoint(x: 0, y: -10), contentInsets: LayoutInsets(top: 10), in: form)
            layout.addFocusedView(frame: LayoutRect(x: x, y: 60, width: 361, height: 44), in: carousel)
            result.append((name, layout, docked))
        }
        // The same carousel in a form that itself scrolls sideways (three screens wide): the carousel
        // brings the card in (377), and the form, handed the field where the carousel left it
        // (x ∈ [32, 393]), has nothing left to scroll sideways.
        var wideForm = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let outer = wideForm.addScrollView(frame: screen, contentSize: LayoutSize(width: 1_179, height: 1_200))
        let inner = wideForm.addScrollView(
            frame: LayoutRect(x: 0, y: 580, width: 393, height: 84), contentSize: LayoutSize(width: 786, height: 84), in: outer)
        wideForm.addFocusedView(frame: LayoutRect(x: 409, y: 20, width: 361, height: 44), in: inner)
        result.append(("carousel-in-a-wide-form-card-to-the-right", wideForm, docked))
        // A pager whose pages are forms (SPEC §10.2, the keyboard's scroll view): three pages, each
        // a vertical form; the keyboard goes to the page's form, not to the pager, which keeps its
        // vertical values. A tall form (1,000) adds its safe area: inset 336 − 34 = 302, offset
        // 700 + 44 + 10 − 516 = 238. A short one (700, not scrolling) adds none: inset 336, and the
        // field at 600 goes up 654 − 516 = 138 in the range 700 + 336 − 852 = 184. A field on the
        // next page: the pager pages (786) and that page's form, resting off screen, still takes the
        // keyboard, its overlap taken over the rows it spans.
        for (name, page, formHeight, fieldY) in [
            ("pager-of-forms-field-on-the-page-showing", 1, 1_000.0, 700.0), ("pager-of-forms-field-on-the-next-page", 2, 1_000, 700),
            ("pager-of-forms-short-form", 1, 700, 600),
        ] {
            var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let pager = layout.addScrollView(
                frame: screen, contentSize: LayoutSize(width: 1_179, height: 852), contentOffset: LayoutPoint(x: 393, y: 0))
            layout.scrollContainers[0].isPagingEnabled = true
            let form = layout.addScrollView(
                frame: LayoutRect(x: 393 * Double(page), y: 0, width: 393, height: 852),
                contentSize: LayoutSize(width: 393, height: formHeight), in: pager)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: form)
            result.append((name, layout, docked))
        }
        // A window that is not the screen (Stage Manager, 700 × 600 at (200, 100)) with a keyboard
        // docked to it: the pager pages, and the inset is the overlap with the window.
        let stage = LayoutRect(x: 200, y: 100, width: 700, height: 600)
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        result.append(
            (
                "stage-manager-pager",
                revealForm(
                    window: stage, safeArea: LayoutInsets(top: 24, bottom: 20), content: LayoutSize(width: 2_100, height: 600),
                    field: LayoutPoint(x: 1_450, y: 480)
                ) {
                    $0.isPagingEnabled = true
                },
                KeyboardState(frame: LayoutRect(x: 200, y: 400, width: 700, height: 300), screenBounds: iPad)
            ))

        // The behaviours on a short form (content 700, viewport 852, so it does not scroll
        // vertically) and a tall one (1,400): UIKit adds the vertical safe area for `.always`, for
        // `.automatic` in a navigation controller, and otherwise only when the content scrolls.
        for (size, height) in [("short", 700.0), ("tall", 1_400)] {
            for behavior in ContentInsetAdjustmentBehavior.allCases {
                result.append(
                    (
                        "behavior-\(behavior.rawValue)-\(size)",
                        revealForm(content: LayoutSize(width: 393, height: height), field: LayoutPoint(x: 16, y: 600), behavior: behavior),
                        docked
                    ))
            }
            result.append(
                (
                    "behavior-automatic-in-navigation-controller-\(size)",
                    revealForm(content: LayoutSize(width: 393, height: height), field: LayoutPoint(x: 16, y: 600)) {
                        $0.isInNavigationController = true
                    }, docked
                ))
        }
        // A short form that bounces vertically scrolls vertically, so `.scrollableAxes` adds the
        // safe area; and the same in a Stage Manager window with the keyboard docked to it.
        result.append(
            (
                "behavior-scrollable-axes-short-bouncing",
                revealForm(content: LayoutSize(width: 393, height: 700), field: LayoutPoint(x: 16, y: 600), behavior: .scrollableAxes) {
                    $0.alwaysBouncesVertically = true
                }, docked
            ))
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .always] {
            result.append(
                (
                    "stage-manager-behavior-\(behavior.rawValue)-short",
                    revealForm(
                        window: stage, safeArea: LayoutInsets(top: 24, bottom: 20), content: LayoutSize(width: 700, height: 500),
                        field: LayoutPoint(x: 16, y: 480), behavior: behavior),
                    KeyboardState(frame: LayoutRect(x: 200, y: 400, width: 700, height: 300), screenBounds: iPad)
                ))
        }
        return result
    }

    /// The alignments of the reveal (SPEC §10.3), for scroll inset and content growth: a hidden
    /// field at the top, the centre, the bottom and a quarter of the visible band; a visible field
    /// left alone, and moved when realigning; a field too tall to fit, which no alignment aligns.
    static func alignmentOptionCases() -> [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let docked = KeyboardState.docked(height: 336, screenBounds: screen)
        let form = revealForm(content: LayoutSize(width: 393, height: 1_400), field: LayoutPoint(x: 16, y: 600))
        let visible = revealForm(content: LayoutSize(width: 393, height: 1_400), field: LayoutPoint(x: 16, y: 200))
        var tall = form
        tall.focus.rect = LayoutRect(x: 0, y: 0, width: 361, height: 600)
        var result: [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] = []
        for strategy in [StrategyName.scrollInset, .contentGrowth] {
            for (name, alignment) in [
                ("top", RevealAlignment.top), ("center", .center), ("bottom", .bottom), ("quarter", RevealAlignment(position: 0.25)),
            ] {
                result.append(("alignment-\(name)", strategy, StrategyOptions(alignment: alignment), form, docked))
            }
            result.append(("alignment-top-visible-field", strategy, StrategyOptions(alignment: .top), visible, docked))
            result.append(
                (
                    "alignment-top-realigning-visible-field", strategy,
                    StrategyOptions(alignment: RevealAlignment(position: 0, realignsVisibleTarget: true)), visible, docked
                ))
            result.append(("alignment-top-too-tall", strategy, StrategyOptions(alignment: .top), tall, docked))
        }
        return result
    }
}
