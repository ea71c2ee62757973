import KeyboardAvoidance
import KeyboardAvoidanceTool
import TestFixtures

// Cases with awkward numbers, rotations, offset windows and nested chains: a right port from a subtly wrong one.

extension ConformanceVectors {
    /// Layouts whose numbers tell a right port from a subtly wrong one: thirds and decimals that
    /// binary floating point cannot represent, a window off the screen's origin, rotations (a
    /// quarter turn and 30°), a scaled and scrolled nested chain, resting offsets outside the
    /// scrollable range, keyboards within and beyond the edge tolerance, rectangles with negative
    /// sizes, and a transform with a translation of its own.
    static func discriminatingCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let docked = KeyboardState.docked(height: 291, screenBounds: screen)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []

        // Thirds and tenths everywhere: offsets, fields, content, insets, the margin.
        var awkward = FormFixture.phone
        awkward.fields = [LayoutRect(x: 20.1, y: 600 + 1.0 / 3, width: 350.7, height: 44.1)]
        awkward.restingOffset = 12.3
        awkward.contentHeight = 1_200.7
        awkward.ownInsets = LayoutInsets(top: 0.3, bottom: 20.1)
        awkward.margin = 10.0 / 3
        result.append(("thirds-and-tenths", awkward.layout, KeyboardState.docked(height: 291.3, screenBounds: screen)))

        // A Slide Over window: 320.5 wide at x = 703.25 on an iPad screen, its keyboard spanning
        // the screen.
        let iPadScreen = LayoutRect(x: 0, y: 0, width: 1_024, height: 1_366)
        var slideOver = FormFixture(
            window: LayoutRect(x: 703.25, y: 0, width: 320.5, height: 1_366), safeAreaInsets: LayoutInsets(top: 24, bottom: 20),
            fields: [LayoutRect(x: 16, y: 1_000.5, width: 288.5, height: 44)], restingOffset: 37.5, contentHeight: 2_000)
        slideOver.margin = 12
        result.append(("window-off-origin", slideOver.layout, KeyboardState.docked(height: 398.5, screenBounds: iPadScreen)))

        // The field inside a container turned a quarter turn (its frame is then 44 wide and 350 tall),
        // and inside one turned 30°.
        for (name, transform) in [
            ("quarter-turn", LayoutTransform(quarterTurns: 1)),
            ("rotated-30-degrees", LayoutTransform(a: 0.866_025_403_784_438_6, b: 0.5, c: -0.5, d: 0.866_025_403_784_438_6, tx: 0, ty: 0)),
        ] {
            var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let scroll = layout.addScrollView(
                frame: screen, contentSize: LayoutSize(width: 390, height: 1_500), contentOffset: LayoutPoint(x: 0, y: 40.5))
            let container = layout.addView(
                ViewNode(
                    bounds: LayoutRect(x: 0, y: 0, width: 350, height: 44), center: LayoutPoint(x: 195, y: 700.25), transform: transform),
                in: scroll)
            layout.focus(on: container)
            result.append((name, layout, docked))
        }

        // A scaled inner scroll view in a scrolled outer one: the hand-off between them.
        var nested = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let outer = nested.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 390, height: 2_000.5), contentOffset: LayoutPoint(x: 0, y: 150.25))
        let inner = nested.addView(
            ViewNode(
                boundsOrigin: LayoutPoint(x: 0, y: 33.3), boundsSize: LayoutSize(width: 390, height: 300),
                center: LayoutPoint(x: 195, y: 812.5), transform: LayoutTransform(scaleX: 0.75, y: 0.75)),
            in: outer)
        nested.scrollContainers.append(
            ScrollContainer(node: inner, contentSize: LayoutSize(width: 390, height: 900.7), contentInsetAdjustmentBehavior: .never))
        nested.addFocusedView(frame: LayoutRect(x: 20, y: 250.2, width: 350, height: 44), in: inner)
        result.append(("nested-scaled-and-scrolled", nested, docked))

        // The same chain with the inner scroll view turned 30° as well as scaled: the hand-off
        // carries its focus outward as a bounding box.
        var rotatedChain = nested
        if var innerNode = rotatedChain.hierarchy.node(inner) {
            innerNode.transform = LayoutTransform(
                a: 0.75 * 0.866_025_403_784_438_6, b: 0.75 * 0.5, c: -0.75 * 0.5, d: 0.75 * 0.866_025_403_784_438_6, tx: 0, ty: 0)
            try? rotatedChain.hierarchy.setNode(inner, to: innerNode)
        }
        result.append(("nested-scaled-rotated-and-scrolled", rotatedChain, docked))

        // Resting offsets outside the scrollable range with the field visible (pulled down,
        // rubber-banding), and far below.
        for (name, offset) in [("offset-above-range", -70.5), ("offset-below-range", 900.25)] {
            var form = FormFixture.phone
            form.fields = [LayoutRect(x: 20, y: offset + 300, width: 350, height: 44)]
            form.restingOffset = offset
            result.append((name, form.layout, docked))
        }

        // A text view too tall for the visible part, scrolled so that it covers it, in thirds and
        // tenths: nothing moves (SPEC §10.3), where aligning its top would scroll back 81.
        var tall = FormFixture.phone
        tall.fields = [LayoutRect(x: 20.1, y: 400 + 1.0 / 3, width: 350.7, height: 600.1)]
        tall.restingOffset = 412.3
        result.append(("tall-focus-covering-the-visible-part", tall.layout, docked))

        // Keyboards that miss an edge by less than the tolerance (docked), by more (undocked), and
        // that extend below the screen by more (minimized).
        for (name, frame) in [
            ("keyboard-within-tolerance", LayoutRect(x: 0.75, y: 552.5, width: 388.6, height: 290.8)),
            ("keyboard-beyond-tolerance", LayoutRect(x: 1.25, y: 552.5, width: 388.6, height: 289.2)),
            ("keyboard-below-screen", LayoutRect(x: 0, y: 553.5, width: 390, height: 292.25)),
        ] {
            result.append((name, PhoneFormLayout.under, KeyboardState(frame: frame, screenBounds: screen)))
        }

        // Rectangles given from their far corner, with a negative size (SPEC §3.2: a rectangle is
        // its two corners, the edges the smaller and larger of each): a caret rectangle in a text
        // field measured from its bottom right, and a keyboard frame from its bottom right corner.
        // A port that takes the origin for the top left puts the caret 44 pt higher.
        var negative = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let negativeScroll = negative.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 390, height: 1_500), contentOffset: LayoutPoint(x: 0, y: 40.5))
        let textField = negative.addView(frame: LayoutRect(x: 20, y: 700.25, width: 350, height: 44), in: negativeScroll)
        negative.focus(on: textField, rect: LayoutRect(x: 330, y: 40, width: -310, height: -36))
        result.append(
            ("negative-sizes", negative, KeyboardState(frame: LayoutRect(x: 390, y: 844, width: -390, height: -291), screenBounds: screen)))

        // A field inside a container whose transform has a translation of its own (tx 12.5,
        // ty −37.25, with a scale of 0.9), which UIKit applies about the centre like the rest of
        // the transform (SPEC §4.2: `T·v` includes its translation).
        var translated = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let translatedScroll = translated.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 390, height: 1_500), contentOffset: LayoutPoint(x: 0, y: 40.5))
        let translatedContainer = translated.addView(
            ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: 350, height: 120), center: LayoutPoint(x: 195, y: 690.75),
                transform: LayoutTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 12.5, ty: -37.25)),
            in: translatedScroll)
        translated.addFocusedView(frame: LayoutRect(x: 10, y: 70, width: 330, height: 44), in: translatedContainer)
        result.append(("translated-container", translated, docked))
        return result
    }
}
