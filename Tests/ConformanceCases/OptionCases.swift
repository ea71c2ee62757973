import KeyboardAvoidance
import KeyboardAvoidanceTool
import TestFixtures

// Every strategy option.

extension ConformanceVectors {
    /// Cases for every strategy option, with the strategies it applies to.
    static func optionCases() -> [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let docked = KeyboardState.docked(height: 291, screenBounds: screen)
        var short = FormFixture.phone
        short.contentHeight = 700
        short.fields = [LayoutRect(x: 20, y: 640, width: 350, height: 44)]
        var bare = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = bare.addView(frame: screen)
        bare.addFocusedView(frame: LayoutRect(x: 20, y: 700.5, width: 350, height: 44), in: root)
        let separatingAncestorBar = ancestorBarLayout(fieldY: 150)
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        let remainder = StrategyOptions(shiftsRootViewForRemainder: true)
        // An input bar riding on the keyboard inside the root view, and a field in the root view
        // above it with no scroll view: the remainder raises the root view, and the bar's translation
        // takes that back off its lift (§6.5, §10.4).
        var riding = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let ridingRoot = riding.addView(frame: phone)
        riding.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: ridingRoot)
        riding.ridingView = riding.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: ridingRoot)
        return [
            ("reveals-focus-off", .scrollInset, StrategyOptions(revealsFocus: false), PhoneFormLayout.under, docked),
            // Short content: the inset still lets the scroll view absorb it all, so the root view stays.
            ("remainder-absorbed", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true), short.layout, docked),
            (
                "remainder-without-reveal", .scrollInset, StrategyOptions(revealsFocus: false, shiftsRootViewForRemainder: true),
                short.layout, docked
            ),
            ("remainder-with-no-scroll-view", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true), bare, docked),
            // The scroll view reveals the field itself: the remainder is measured from where the
            // scroll left the focus, so nothing is left for the root view (measured from the resting
            // focus, it would move too).
            (
                "remainder-after-the-scroll-view-revealed", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true),
                PhoneFormLayout.under, docked
            ),
            (
                "remainder-after-the-scroll-view-revealed-taller-keyboard", .scrollInset,
                StrategyOptions(shiftsRootViewForRemainder: true), PhoneFormLayout.under, .docked(height: 335, screenBounds: screen)
            ),
            // The remainder stops at an ancestor's bar, as view shift does (§10.5).
            (
                "remainder-under-an-ancestors-bar", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true),
                separatingAncestorBar, .docked(height: 760, screenBounds: LayoutRect(x: 0, y: 0, width: 393, height: 852))
            ),
            // The riding view's translation is −lift − rootViewTranslation with the remainder's
            // translation (−112 for each keyboard); taken without it, it would be the lift alone.
            ("remainder-with-a-riding-view", .scrollInset, remainder, riding, .docked(height: 336, screenBounds: phone)),
            (
                "remainder-with-a-riding-view-without-predictive", .scrollInset, remainder, riding,
                .docked(height: 291, screenBounds: phone)
            ),
            ("remainder-with-a-riding-view-tall-keyboard", .scrollInset, remainder, riding, .docked(height: 420, screenBounds: phone)),
            // The remainder has view shift's limits (§10.5): a sheet under an ancestor's bar rises 51,
            // from the window's safe top, not 7; a card starting inside the top safe band does not
            // rise; a form sheet a floating keyboard only touches does not move.
            (
                "remainder-in-a-sheet-under-an-ancestors-bar", .scrollInset, remainder, sheetUnderAncestorBar(),
                .docked(height: 336, screenBounds: phone)
            ),
            (
                "remainder-in-a-sheet-under-an-ancestors-bar-without-predictive", .scrollInset, remainder, sheetUnderAncestorBar(),
                .docked(height: 291, screenBounds: phone)
            ),
            (
                "remainder-in-a-card-starting-inside-the-top-safe-band", .scrollInset, remainder, cardInsideTheTopSafeBand(),
                .docked(height: 336, screenBounds: phone)
            ),
            (
                "remainder-floating-keyboard-touching-a-form-sheet", .scrollInset, remainder, formSheetBesideFloatingKeyboard(),
                KeyboardState(frame: LayoutRect(x: 860, y: 420, width: 320, height: 250), screenBounds: iPad)
            ),
            // A carousel turned a quarter (content x runs down the screen) holds the field: it
            // scrolls sideways by 307 to show the field, which moves the field 307 pt up the screen,
            // and the remainder is measured from there (§10.4: both axes handed off). Measured with
            // its vertical scroll alone, the field would still be off the screen's bottom.
            ("remainder-after-a-turned-carousel", .scrollInset, remainder, turnedCarousel(), .docked(height: 336, screenBounds: phone)),
            (
                "remainder-after-a-turned-carousel-without-predictive", .scrollInset, remainder, turnedCarousel(),
                .docked(height: 291, screenBounds: phone)
            ),
            (
                "remainder-after-a-turned-carousel-tall-keyboard", .scrollInset, remainder, turnedCarousel(),
                .docked(height: 420, screenBounds: phone)
            ),
            ("no-bottom-safe-area", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under, docked),
            (
                "no-bottom-safe-area-hidden", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under,
                .hidden(screenBounds: screen)
            ),
        ]
    }

    /// A phone (393 × 852, safe area 59 / 34) whose root view holds, at y = 400, a square holder
    /// turned a quarter about its centre (window y = 596.5 + local x − 196.5), and in it a
    /// horizontal carousel 393 wide with content 1,179 wide, its field 100 × 44 at x = 600 —
    /// below the screen's bottom edge where it rests.
    static func turnedCarousel() -> AvoidanceLayout {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: phone)
        var holder = ViewNode(frame: LayoutRect(x: 0, y: 400, width: 393, height: 393))
        holder.transform = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let turned = layout.addView(holder, in: root)
        let carousel = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 393), contentSize: LayoutSize(width: 1_179, height: 393), in: turned)
        layout.addFocusedView(frame: LayoutRect(x: 600, y: 100, width: 100, height: 44), in: carousel)
        return layout
    }
}
