import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// A focus taller than the visible band (SPEC §4.4, §10.3, issue 21): a text view's caret is its
/// focus, and a target that cannot fit keeps the part nearer the user in view.
///
/// Every case is the phone form: a 390 × 844 window with a 59 / 34 safe area, a scroll view filling
/// it that adds the safe area, over 1,200 pt of content; a docked keyboard 291 tall, its top at 553.
/// So `H = 844`, `t = 59`, `b = max(34, 291) = 291`, the keyboard's inset is 291 − 34 = 257, the
/// range is `[−59, 1,200 + 257 + 34 − 844] = [−59, 647]`, and the visible band at offset `y` is
/// `[y + 59, y + 553]`, 494 tall. Margins are 10 each way.
final class TallFocusTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private var keyboard: KeyboardState { .docked(height: 291, screenBounds: screen) }

    /// The window, the scroll view and a text view 600 tall at y = 300 in its content, as live views.
    private func textViewForm() -> (window: TestView, scroll: TestView, textView: TestView) {
        let window = TestView(frame: screen)
        window.safeAreaInsets = LayoutInsets(top: 59, bottom: 34)
        let scroll = TestView(frame: screen)
        scroll.makeScrollView(contentSize: LayoutSize(width: 390, height: 1_200))
        let textView = TestView(frame: LayoutRect(x: 16, y: 300, width: 358, height: 600))
        window.addSubview(scroll)
        scroll.addSubview(textView)
        return (window, scroll, textView)
    }

    /// The same form built in code: the text view as the whole focus, the scroll view resting at
    /// `restingOffset`.
    private func wholeTextView(restingOffset: Double) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: screen)
        let scroll = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 390, height: 1_200), contentOffset: LayoutPoint(x: 0, y: restingOffset), in: root)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 300, width: 358, height: 600), in: scroll)
        return layout
    }

    /// The offsets scroll inset, content growth and centring give, and view shift's translation.
    private func offsets(_ layout: AvoidanceLayout) -> [Double?] {
        [
            ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y,
            ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y,
            CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y,
            ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation,
        ]
    }

    func testATooTallTargetAboveTheVisibleBandHasItsBottomAligned() {
        // The text view [300, 900], grown [290, 910]: 620 tall, more than the band's 494, so
        // highest = 290 − 59 = 231 < lowest = 910 − 553 = 357. Scrolled to 500, the band is
        // [559, 1,053]: the target's bottom (910) is above the band's, its top above the band's
        // top — it lies above the band. y' = clamp(500, 231, 357) = 357: its bottom aligned, the text
        // view's last line (900) at 900 − 357 = 543 on screen, 10 above the keyboard — a scroll of
        // 143 back. (Until round 3: its top, 231, a scroll of 269 that put the end under the keyboard.)
        // Centring reveals a target too tall to centre the same way. View shift: the focus is at
        // [−200, 400] in the window, its bottom + 10 = 410 above the keyboard's top 553: no shift.
        XCTAssertEqual(offsets(wholeTextView(restingOffset: 500)), [357, 357, 357, 0])
    }

    func testATooTallTargetCoveringTheVisibleBandDoesNotMove() {
        // Scrolled to 300, the band is [359, 853], inside the grown target [290, 910]: it already
        // fills the visible part, and 300 lies in [highest, lowest] = [231, 357], so nothing moves —
        // the user is working in the middle of it. (Until round 3: its top aligned, 231, moving
        // visible content down by 69.) View shift: the focus at [0, 600] in the window would need
        // 600 + 10 − 553 = 57, but its top less the margin is already above the safe top
        // (0 − 10 < 59), so the cap is negative: no shift.
        XCTAssertEqual(offsets(wholeTextView(restingOffset: 300)), [300, 300, 300, 0])
    }

    func testATooTallTargetBelowTheVisibleBandHasItsTopAligned() {
        // At rest (0) the band is [59, 553] and the grown target's top (290) is below its top: the
        // target lies below the band, so its top is aligned: clamp(0, 231, 357) = 231, as before
        // round 3. View shift: the focus at [300, 900] needs 357 but its top may only rise to the
        // safe top, 300 − 10 − 59 = 231, within the 291 covered: −231, its top aligned too.
        XCTAssertEqual(offsets(wholeTextView(restingOffset: 0)), [231, 231, 231, -231])
    }

    func testATallTextViewsCaretIsRevealedNotItsTop() throws {
        // The views hold their superviews weakly, as UIKit's: keep the chain alive.
        let (window, scroll, textView) = textViewForm()
        defer { withExtendedLifetime((window, scroll)) {} }
        // The caret at the end of the text, 2 × 20 at (40, 570) in the text view: 870…890 in the
        // content. The capture takes it from the view (`layoutCaret`), with no caret argument.
        textView.caret = LayoutRect(x: 40, y: 570, width: 2, height: 20)
        let layout = AvoidanceLayout(capturing: textView)
        XCTAssertEqual(layout.focus.rect, LayoutRect(x: 40, y: 570, width: 2, height: 20))
        // The grown caret [860, 900] fits: lowest = 900 − (844 − 291) = 347, highest = 860 − 59 = 801,
        // so from y = 0 the least scroll is 347 — the caret's bottom at 890 − 347 = 543, 10 above the
        // keyboard's top.
        let scrolled = try XCTUnwrap(ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container)
        XCTAssertEqual(scrolled.contentOffset.y, 347)
        XCTAssertEqual(scrolled.contentInsets.bottom, 257)
        // Content growth: the content grows by 257 to 1,457, the same range, the same scroll.
        let grown = try XCTUnwrap(ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).container)
        XCTAssertEqual(grown.contentOffset.y, 347)
        XCTAssertEqual(grown.contentSize.height, 1_457)
        // Centring: the caret is hidden at rest (900 > 553), so its middle 880 goes to the band's
        // middle: 880 − (59 + 494 / 2) = 574, inside the range.
        XCTAssertEqual(CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, 574)

        // The whole text view instead — the focus before capture took the caret: grown, [290, 910]
        // is 620 tall, more than the band's 494; lowest = 910 − 553 = 357 > highest = 290 − 59 = 231.
        // It lies below the band (y = 0 < 231), so its top is aligned: 231, and the caret lands at
        // 870 − 231 = 639 on screen, under the keyboard's top (553): the jump issue 21 reports.
        textView.caret = nil
        let whole = AvoidanceLayout(capturing: textView)
        let aligned = try XCTUnwrap(ScrollInsetStrategy().adjustment(for: whole, keyboard: keyboard).container)
        XCTAssertEqual(aligned.contentOffset.y, 231)
        XCTAssertGreaterThan(870 - aligned.contentOffset.y, 553)
    }
}
