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
            ("no-bottom-safe-area", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under, docked),
            (
                "no-bottom-safe-area-hidden", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under,
                .hidden(screenBounds: screen)
            ),
        ]
    }
}
