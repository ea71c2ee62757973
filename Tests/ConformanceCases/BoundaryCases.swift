import KeyboardAvoidance
import KeyboardAvoidanceTool
import TestFixtures

// Cases on the boundaries the rules draw.

extension ConformanceVectors {
    /// Layouts that sit on the boundaries SPEC.md draws, found by measuring which misreadings the
    /// other vectors let through (Scripts/vector-mutants.sh): a keyboard exactly one point on
    /// screen, a floating keyboard touching a window's side, a negative window inset, a scroll view
    /// inside the bottom margin, a skewed container, a keyboard shorter than the safe area, a field
    /// at the end of short content, fields off screen with nothing covering them, a nested chain
    /// whose inner scroll view scrolls too, a tall focus held by the safe area in a window whose
    /// bounds do not start at zero, fields just inside the margin of the keyboard, and fields exactly
    /// on it at a third of a point.
    static func boundaryCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let phoneInsets = LayoutInsets(top: 59, bottom: 34)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []

        // A keyboard whose visible part is exactly the tolerance, 1 pt, over a form with no safe area.
        var sliver = FormFixture.phone
        sliver.safeAreaInsets = .zero
        sliver.fields = [LayoutRect(x: 20, y: 790, width: 350, height: 44)]
        result.append(
            (
                "keyboard-exactly-one-point-on-screen", sliver.layout,
                KeyboardState(frame: LayoutRect(x: 0, y: 843, width: 390, height: 291), screenBounds: screen)
            ))

        // A floating keyboard, avoided, whose left edge touches the window's right edge.
        let iPadScreen = LayoutRect(x: 0, y: 0, width: 1_024, height: 1_366)
        var touching = FormFixture(
            window: LayoutRect(x: 0, y: 0, width: 500, height: 1_366), safeAreaInsets: LayoutInsets(top: 24, bottom: 20),
            fields: [LayoutRect(x: 16, y: 1_000, width: 468, height: 44)], contentHeight: 2_000
        ).layout
        touching.undockedPolicy = .avoid
        result.append(
            (
                "floating-keyboard-touching-the-window", touching,
                KeyboardState(frame: LayoutRect(x: 500, y: 900, width: 320, height: 250), screenBounds: iPadScreen)
            ))

        // A negative bottom inset on the window, and a scroll view that extends 50 below it.
        var negative = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: -10))
        let tallScroll = negative.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 390, height: 894), contentSize: LayoutSize(width: 390, height: 1_400))
        negative.addFocusedView(frame: LayoutRect(x: 20, y: 700, width: 350, height: 44), in: tallScroll)
        result.append(("negative-window-inset", negative, KeyboardState.docked(height: 291, screenBounds: screen)))

        // A 24 pt scroll view wholly inside the bottom margin, its field past the end of its content.
        var margin = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
        let root = margin.addView(frame: screen)
        let strip = margin.addScrollView(
            frame: LayoutRect(x: 0, y: 820, width: 390, height: 24), contentSize: LayoutSize(width: 390, height: 400), in: root)
        margin.addFocusedView(frame: LayoutRect(x: 20, y: 420, width: 350, height: 20), in: strip)
        result.append(("scroll-view-inside-the-bottom-margin", margin, KeyboardState.docked(height: 291, screenBounds: screen)))

        // A field in a sheared container (b ≠ 0, c = 0: its y depends on x).
        var skewed = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
        let skewScroll = skewed.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_500))
        let skewedView = skewed.addView(
            ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: 300, height: 44), center: LayoutPoint(x: 195, y: 640.5),
                transform: LayoutTransform(a: 1, b: 0.25, c: 0, d: 1, tx: 0, ty: 0)),
            in: skewScroll)
        skewed.focus(on: skewedView)
        result.append(("sheared-container", skewed, KeyboardState.docked(height: 291, screenBounds: screen)))

        // A hardware keyboard's bar, 20 pt on screen: shorter than the 34 pt safe area.
        var bar = FormFixture.phone
        bar.fields = [LayoutRect(x: 20, y: 776, width: 350, height: 44)]
        result.append(
            (
                "keyboard-shorter-than-the-safe-area", bar.layout,
                KeyboardState(frame: LayoutRect(x: 0, y: 824, width: 390, height: 75), screenBounds: screen)
            ))

        // Short content: the reveal runs into the range's upper end.
        var short = FormFixture.phone
        short.contentHeight = 700
        short.fields = [LayoutRect(x: 20, y: 640, width: 350, height: 44)]
        result.append(("field-at-the-end-of-short-content", short.layout, KeyboardState.docked(height: 291, screenBounds: screen)))

        // A field below the visible area while the keyboard covers nothing of the scroll view:
        // hidden, floating (ignored), and docked below a short scroll view.
        var offscreen = FormFixture.phone
        offscreen.fields = [LayoutRect(x: 20, y: 1_000, width: 350, height: 44)]
        result.append(("offscreen-field-keyboard-hidden", offscreen.layout, KeyboardState.hidden(screenBounds: screen)))
        result.append(
            (
                "offscreen-field-keyboard-floating", offscreen.layout,
                KeyboardState(frame: LayoutRect(x: 35, y: 420, width: 320, height: 250), screenBounds: screen)
            ))
        var above = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
        let upper = above.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 390, height: 500), contentSize: LayoutSize(width: 390, height: 1_500))
        above.addFocusedView(frame: LayoutRect(x: 20, y: 800, width: 350, height: 44), in: upper)
        result.append(("offscreen-field-keyboard-below-the-scroll-view", above, KeyboardState.docked(height: 291, screenBounds: screen)))

        // A chain whose inner scroll view must scroll too, under the status bar and over the keyboard.
        var chain = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
        let outer = chain.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 2_000))
        let inner = chain.addScrollView(
            frame: LayoutRect(x: 0, y: 20, width: 390, height: 780), contentSize: LayoutSize(width: 390, height: 1_500), in: outer)
        chain.addFocusedView(frame: LayoutRect(x: 20, y: 1_000, width: 350, height: 44), in: inner)
        for height in [291.0, 336, 398.5] {
            result.append(("nested-inner-scrolls-\(height)", chain, KeyboardState.docked(height: height, screenBounds: screen)))
        }

        // The same chain with the inner scroll view resting far down: it scrolls up to the focus,
        // under the status bar.
        var upward = chain
        if var innerNode = upward.hierarchy.node(inner) {
            innerNode.boundsOrigin = LayoutPoint(x: 0, y: 600)
            try? upward.hierarchy.setNode(inner, to: innerNode)
        }
        upward.addFocusedView(frame: LayoutRect(x: 20, y: 300, width: 350, height: 44), in: inner)
        for height in [291.0, 336, 398.5] {
            result.append(("nested-inner-scrolls-up-\(height)", upward, KeyboardState.docked(height: height, screenBounds: screen)))
        }

        // A tall focus held by the safe area, in a window whose bounds start at y = 25.
        var tall = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
        if var window = tall.hierarchy.node(ViewHierarchy.window) {
            window.boundsOrigin = LayoutPoint(x: 0, y: 25)
            try? tall.hierarchy.setNode(ViewHierarchy.window, to: window)
        }
        let tallRoot = tall.addView(frame: LayoutRect(x: 0, y: 25, width: 390, height: 844))
        tall.addFocusedView(frame: LayoutRect(x: 20, y: 100, width: 350, height: 500), in: tallRoot)
        for height in [291.0, 336, 398.5] {
            result.append(("tall-focus-window-bounds-offset-\(height)", tall, KeyboardState.docked(height: height, screenBounds: screen)))
        }

        // A field whose bottom is 5 pt above the keyboard: visible, but not with the margin.
        for height in [291.0, 336, 398.5] {
            var near = FormFixture.phone
            near.fields = [LayoutRect(x: 20, y: 844 - height - 5 - 44, width: 350, height: 44)]
            result.append(("field-inside-the-margin-\(height)", near.layout, KeyboardState.docked(height: height, screenBounds: screen)))
        }

        // A field whose bottom plus the margin is exactly on the keyboard's top, in a scroll view
        // resting a third of a point off a whole offset, as a 3× screen leaves it: shown, so no
        // strategy moves it — where the sums round an ulp apart, centring must not re-centre it.
        for height in [291.0, 336, 398.5] {
            var third = AvoidanceLayout(window: screen, safeAreaInsets: phoneInsets)
            let thirdRoot = third.addView(frame: screen)
            let offset = 100 + 1.0 / 3
            let thirdScroll = third.addScrollView(
                frame: screen, contentSize: LayoutSize(width: 390, height: 2_000), contentOffset: LayoutPoint(x: 0, y: offset),
                in: thirdRoot)
            let fieldBottom = offset + 844 - height - 10
            third.addFocusedView(frame: LayoutRect(x: 20, y: fieldBottom - 44, width: 350, height: 44), in: thirdScroll)
            result.append(
                ("field-on-the-margin-at-a-third-of-a-point-\(height)", third, KeyboardState.docked(height: height, screenBounds: screen)))
        }
        return result
    }
}
