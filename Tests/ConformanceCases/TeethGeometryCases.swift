import KeyboardAvoidance
import KeyboardAvoidanceTool

// Vectors with teeth, round 3 (issue 38): the geometry a port could misread with every earlier
// vector passing. A rectangle mapped through a turn or a shear by two diagonal corners, the safe
// rectangle inherited from the parent or from the outermost barred ancestor, the window's safe top
// collapsed, a focus beside the root view shifted, scroll inset's remainder tied to the reveal or
// measured from the innermost scroll view, and the tracker's threshold on origin and size. Each
// case says in a comment what the right rule gives and what the misreading gives.

extension ConformanceVectors {
    /// A phone (393 × 852, safe area 59 / 34).
    private static var teethGeometryPhone: LayoutRect { LayoutRect(x: 0, y: 0, width: 393, height: 852) }

    /// Strategy cases (every strategy).
    static func teethGeometryCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let phone = teethGeometryPhone
        let docked = KeyboardState.docked(height: 336, screenBounds: phone)  // top at 516
        let withoutPredictive = KeyboardState.docked(height: 291, screenBounds: phone)  // top at 561
        // A hardware keyboard's shortcut bar: 55 pt on screen, minimized (§6.1).
        let minimized = KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: phone)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []

        // §3.2: a rectangle through a transform is the box of all four corners. The only odd turn
        // and shear of the earlier vectors are clockwise and downwards (b > 0), for which the box of
        // the diagonal corners (minX, minY) and (maxX, maxY) has the right top and bottom. Turned
        // the other way, or sheared upwards, the other two corners hold the extremes.
        // A 300 × 44 field centred at (196.5, 640.5) in a form of 1,500 pt.
        func turnedField(_ transform: LayoutTransform) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let scroll = layout.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_500))
            let field = layout.addView(
                ViewNode(
                    bounds: LayoutRect(x: 0, y: 0, width: 300, height: 44), center: LayoutPoint(x: 196.5, y: 640.5), transform: transform),
                in: scroll)
            layout.focus(on: field)
            return layout
        }
        // Turned 36.87° counter-clockwise (cos 0.8, sin −0.6): half its height on screen is
        // 0.6·150 + 0.8·22 = 107.6, so it spans 532.9…748.1; by the diagonal corners, whose y is
        // ±(0.6·150 − 0.8·22) = ±72.4, only 568.1…712.9. Under the 336 pt keyboard scroll inset
        // scrolls 748.1 + 10 − 516 = 242.1, and view shift rises as much; by two corners, 206.9.
        let counterClockwise = turnedField(LayoutTransform(a: 0.8, b: -0.6, c: 0.6, d: 0.8, tx: 0, ty: 0))
        result.append(("field-turned-counter-clockwise-docked", counterClockwise, docked))
        result.append(("field-turned-counter-clockwise-without-predictive", counterClockwise, withoutPredictive))
        // Sheared upwards (b = −0.25: its right end 75 pt higher than its left): 581…700 on
        // screen, 625…656 by the diagonal corners (y ±(37.5 − 22)). Scroll inset scrolls
        // 700 + 10 − 516 = 194; by two corners, 150.
        let shearedUp = turnedField(LayoutTransform(a: 1, b: -0.25, c: 0, d: 1, tx: 0, ty: 0))
        result.append(("field-sheared-upwards-docked", shearedUp, docked))
        result.append(("field-sheared-upwards-without-predictive", shearedUp, withoutPredictive))

        // §5.1: a node inherits the safe rectangle of its nearest ancestor with additional insets,
        // or the window's — not its parent's. A scroll view filling the screen inside a 400 pt
        // container that does not clip it: it has the window's 59 / 34, so a 336 pt keyboard adds
        // 336 − 34 = 302 to its inset and it scrolls its field (600…644) 644 + 10 − 516 = 138.
        // Inheriting the container's safe rectangle (59…400 in the window), its bottom inset is
        // 852 − 400 = 452: no keyboard inset (336 < 452), and it scrolls 654 − 400 = 254.
        var overhanging = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let overhangingRoot = overhanging.addView(frame: phone)
        let shortContainer = overhanging.addView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 400), in: overhangingRoot)
        let overhangingScroll = overhanging.addScrollView(
            frame: phone, contentSize: LayoutSize(width: 393, height: 1_400), in: shortContainer)
        overhanging.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: overhangingScroll)
        result.append(("scroll-view-overhanging-a-short-container-docked", overhanging, docked))
        result.append(("scroll-view-overhanging-a-short-container-without-predictive", overhanging, withoutPredictive))

        // §5.1: bars on nested ancestors add up, and a view inherits the nearest one's safe
        // rectangle. A tab bar controller's view (bottom bar 49) holding a navigation controller's
        // (top bar 44) holding the root view and its form: the form's insets are 103 / 83. Read
        // from the outermost barred ancestor alone, the navigation bar is lost below it: 59 / 83.
        func nestedBars(outer: LayoutInsets, inner: LayoutInsets, offset: Double, fieldY: Double) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let outerNode = layout.addView(frame: phone, additionalSafeAreaInsets: outer)
            let innerNode = layout.addView(frame: phone, additionalSafeAreaInsets: inner, in: outerNode)
            let root = layout.addView(frame: phone, in: innerNode)
            layout.rootView = root
            let scroll = layout.addScrollView(
                frame: phone, contentSize: LayoutSize(width: 393, height: 1_400), contentOffset: LayoutPoint(x: 0, y: offset), in: root)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: scroll)
            return layout
        }
        // Scrolled to 300, its field (380…424) is under the navigation bar (at 80 on screen): the
        // form scrolls up to 380 − 10 − 103 = 267 to bring it below the bar; with a top band of 59
        // the field counts as shown and nothing moves (300).
        result.append(
            (
                "nested-bars-field-under-the-inner-bar",
                nestedBars(outer: LayoutInsets(bottom: 49), inner: LayoutInsets(top: 44), offset: 300, fieldY: 380),
                docked
            ))
        // A field at 150 and a 760 pt keyboard (top at 92): view shift stops the field's top 10 below
        // the navigation bar, 150 − 10 − 103 = 37; below the window's safe top alone, 81.
        result.append(
            (
                "nested-bars-field-near-the-top-tall-keyboard",
                nestedBars(outer: LayoutInsets(bottom: 49), inner: LayoutInsets(top: 44), offset: 0, fieldY: 150),
                .docked(height: 760, screenBounds: phone)
            ))
        // A navigation controller's view (top bar 44) holding a child with a toolbar (bottom 49):
        // the form's bottom inset is 34 + 49 = 83, so a 336 pt keyboard adds 336 − 83 = 253; read
        // from the outermost barred ancestor, 34 and 302. Under the 55 pt shortcut bar, nothing
        // (55 < 83) against 21, and resize keeps the root view's 83 against 55.
        let toolbarInside = nestedBars(outer: LayoutInsets(top: 44), inner: LayoutInsets(bottom: 49), offset: 0, fieldY: 600)
        result.append(("nested-bars-toolbar-inside-a-navigation-controller-docked", toolbarInside, docked))
        result.append(("nested-bars-toolbar-inside-a-navigation-controller-minimized", toolbarInside, minimized))

        // §10.5: the window's safe top is `window.bounds.minY + insets.top`, not collapsed when the
        // insets are taller than the window. A compact window 400 tall low on the screen (at 452)
        // with insets 230 / 190 (420 together): its safe rectangle collapses to 220, its safe top
        // stays 230. A field at 250…294 in the window and a keyboard whose top is at 280 (120 pt)
        // or 270 (130 pt) in it: view shift rises 250 − 10 − 230 = 10; from the collapsed top, 20.
        result.append(
            ("window-shorter-than-its-insets-keyboard-120", compactWindow(fieldY: 250), .docked(height: 120, screenBounds: phone)))
        result.append(
            ("window-shorter-than-its-insets-keyboard-130", compactWindow(fieldY: 250), .docked(height: 130, screenBounds: phone)))
        // A sheet at 240 in that window, its field at 300…344, a 70 pt keyboard (top at 330): the
        // sheet may rise 240 − 230 = 10, and the field's own bottom needs 14, so it rises 14; from
        // the collapsed top it may rise 20 (the margin's 24 capped there).
        result.append(
            ("window-shorter-than-its-insets-sheet", compactWindow(fieldY: 300, sheetTop: 240), .docked(height: 70, screenBounds: phone)))

        // §10.5: a focus beside the root view does not move with it, so view shift leaves the root
        // view where it is. A root view 600 tall and, beside it in the window, an overlay holding
        // the field (600…644): under the 336 pt keyboard, 0; shifted anyway, the root view would
        // rise as far as its bottom allows, 600 − 516 = 84 (39 under 291, 168 under 420).
        for (name, keyboard) in [
            ("docked", docked), ("without-predictive", withoutPredictive), ("tall", .docked(height: 420, screenBounds: phone)),
        ] {
            result.append(("focus-beside-the-root-view-\(name)", focusBesideTheRootView(), keyboard))
        }
        return result
    }

    /// Option cases: scroll inset's remainder shift (§10.4).
    static func teethGeometryOptionCases() -> [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] {
        let phone = teethGeometryPhone
        let remainder = StrategyOptions(shiftsRootViewForRemainder: true)
        var result: [(String, StrategyName, StrategyOptions, AvoidanceLayout, KeyboardState)] = []

        // The remainder applies whether or not the keyboard covers the scroll view. A form 500 tall
        // whose field (470…514) hangs 14 pt below its bottom edge: a keyboard whose top is at 510,
        // 516 or exactly on the form's bottom (500, a zero-height overlap) covers no part of it, so
        // nothing scrolls, and the root view rises 514 + 10 − 510 = 14 (8, 24). Tied to the
        // reveal's condition, it would stay (0).
        var overhanging = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = overhanging.addView(frame: phone)
        let form = overhanging.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 500), contentSize: LayoutSize(width: 393, height: 1_400), in: root)
        overhanging.addFocusedView(frame: LayoutRect(x: 16, y: 470, width: 361, height: 44), in: form)
        for height in [342.0, 336, 352] {
            result.append(
                (
                    "remainder-field-hanging-below-a-form-above-the-keyboard-\(Int(height))", .scrollInset, remainder, overhanging,
                    .docked(height: height, screenBounds: phone)
                ))
        }

        // The remainder is measured from the outermost scroll view's rectangle, moved by its
        // scroll. A notes view (16…377 × 450…600, 600 of content) in a form filling the screen,
        // its caret at 100…120 (550…570 on screen): under the 336 pt keyboard the notes view shows
        // the caret already and the form scrolls 570 + 10 − 516 = 64, so nothing remains (0). From
        // the notes view's own rectangle and scroll the form's 64 is not counted: the root view
        // would rise 64 (19 under 291, 148 under 420). With the caret at 200, the notes view scrolls
        // 80 and the form 84: 0, against 84.
        for (caretY, keyboards) in [(100.0, [336.0, 291, 420]), (200, [336])] {
            var notes = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let notesRoot = notes.addView(frame: phone)
            let outer = notes.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 1_400), in: notesRoot)
            let notesView = notes.addScrollView(
                frame: LayoutRect(x: 16, y: 450, width: 361, height: 150), contentSize: LayoutSize(width: 361, height: 600), in: outer)
            notes.focus(on: notesView, rect: LayoutRect(x: 4, y: caretY, width: 2, height: 20))
            for height in keyboards {
                result.append(
                    (
                        "remainder-after-the-outer-form-scrolled-caret-at-\(Int(caretY))-keyboard-\(Int(height))", .scrollInset, remainder,
                        notes, .docked(height: height, screenBounds: phone)
                    ))
            }
        }

        // The remainder has view shift's rules: the window's uncollapsed safe top (10, not 20) and
        // no shift for a focus beside the root view (0, not 84).
        result.append(
            (
                "remainder-window-shorter-than-its-insets", .scrollInset, remainder, compactWindow(fieldY: 250),
                .docked(height: 120, screenBounds: phone)
            ))
        result.append(
            (
                "remainder-focus-beside-the-root-view", .scrollInset, remainder, focusBesideTheRootView(),
                .docked(height: 336, screenBounds: phone)
            ))
        return result
    }

    /// A compact window (0…393 × 452…852 on a phone) with safe-area insets 230 / 190, taller than
    /// it together; its root view fills it, or is a sheet from `sheetTop` down; a 44 pt field at
    /// `fieldY` in the window.
    static func compactWindow(fieldY: Double, sheetTop: Double = 0) -> AvoidanceLayout {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 452, width: 393, height: 400), safeAreaInsets: LayoutInsets(top: 230, bottom: 190))
        let root = layout.addView(frame: LayoutRect(x: 0, y: sheetTop, width: 393, height: 400 - sheetTop))
        layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY - sheetTop, width: 361, height: 44), in: root)
        return layout
    }

    /// A phone (safe area 59 / 34) whose root view is 0…600 tall, and beside it in the window an
    /// overlay holding a 44 pt field at 600…644.
    static func focusBesideTheRootView() -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: teethGeometryPhone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        layout.addView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 600))
        let overlay = layout.addView(frame: teethGeometryPhone)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: overlay)
        return layout
    }

    /// Tracker cases (§7 rule 4): the threshold is on the four edges, not on the origin and size.
    static func teethGeometryTrackerCases() -> [TrackerCase] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let floating = LayoutRect(x: 35, y: 400, width: 320, height: 250)
        let docked = KeyboardState.docked(height: 291, screenBounds: screen).frame  // 0…390 × 553…844
        func frame(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> LayoutRect {
            LayoutRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
        var result: [TrackerCase] = []
        for (name, start, end, configuration) in [
            // Each edge moves 0.3 (< 0.5): no update. The height grows 0.6 (the origin 0.3): an
            // update by origin and size.
            ("floating-keyboard-grows-0.3-at-top-and-bottom", floating, frame(35, 399.7, 355, 650.3), nil),
            // Likewise sideways: the width grows 0.6.
            ("floating-keyboard-grows-0.3-at-each-side", floating, frame(34.7, 400, 355.3, 650), nil),
            // Down 0.3 and 0.3 taller: its bottom edge moves 0.6, an update; its origin and its
            // height each move 0.3, none.
            ("floating-keyboard-moves-down-0.3-and-grows-0.3", floating, frame(35, 400.3, 355, 650.6), nil),
            // A docked keyboard whose top rises 0.3 and whose bottom ends 0.3 below the screen
            // (still docked, within the edge tolerance): no update; by its height, 0.6, an update.
            ("docked-keyboard-grows-0.3-at-top-and-bottom", docked, frame(0, 552.7, 390, 844.3), nil),
            // Under a threshold of 1: each edge moves 0.6, the height 1.2.
            (
                "floating-keyboard-grows-0.6-at-top-and-bottom/threshold-1", floating, frame(35, 399.4, 355, 650.6),
                KeyboardTracker.Configuration(minimumChange: 1)
            ),
        ] as [(String, LayoutRect, LayoutRect, KeyboardTracker.Configuration?)] {
            result.append(
                TrackerCase(
                    name: "teeth-geometry/tracker-\(name)", screenBounds: screen, configuration: configuration,
                    events: [KeyboardEvent(phase: .willShow, endFrame: start), KeyboardEvent(phase: .willChangeFrame, endFrame: end)]))
        }
        return result
    }
}
