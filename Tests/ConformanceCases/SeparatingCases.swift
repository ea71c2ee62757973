import KeyboardAvoidance
import KeyboardAvoidanceTool

// Cases where one rule would hide another (issue 23): the §6.1 thresholds in a window that is not
// the screen (where §6.4's window docking cannot rescue a misread edge), bars in every shape, the
// hand-off under rotation and with a target taller than the inner viewport, and riding views with
// hidden, ignored and minimized keyboards.

extension ConformanceVectors {
    /// A form in a Stage Manager window (100…800 × 50…700 on a 1,180 × 820 screen, away from every
    /// screen edge, so that no keyboard here is docked to the window): one scroll view of 1,400 pt,
    /// its field at 560…604 in the window's coordinates.
    static func stageManagerForm() -> AvoidanceLayout {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 100, y: 50, width: 700, height: 650), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
        let scroll = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 700, height: 650), contentSize: LayoutSize(width: 700, height: 1_400))
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 560, width: 660, height: 44), in: scroll)
        return layout
    }

    /// A phone (393 × 852, safe area 59 / 34) whose root view is a child controller's view inside a
    /// container with a 44 pt navigation bar over it, and a 44 pt field at `fieldY` in it.
    static func ancestorBarLayout(fieldY: Double) -> AvoidanceLayout {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        var container = ViewNode(frame: phone)
        container.additionalSafeAreaInsets = LayoutInsets(top: 44)
        let containerNode = layout.addView(container)
        let child = layout.addView(frame: phone, in: containerNode)
        layout.rootView = child
        layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: child)
        return layout
    }

    static func separatingCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        let screen = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        let t = KeyboardState.edgeTolerance
        var result: [(String, AvoidanceLayout, KeyboardState)] = []

        // §6.1 in a window that is not the screen: each edge exactly on its threshold and half a
        // point past it. Under the default policy a keyboard the screen calls undocked is ignored,
        // so each pair differs in every strategy.
        let form = stageManagerForm()
        func keyboard(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> KeyboardState {
            KeyboardState(frame: LayoutRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY), screenBounds: screen)
        }
        for (name, frame) in [
            ("left-on-tolerance", keyboard(t, 500, 1_180, 820)), ("left-past-tolerance", keyboard(t + 0.5, 500, 1_180, 820)),
            ("right-on-tolerance", keyboard(0, 500, 1_180 - t, 820)), ("right-past-tolerance", keyboard(0, 500, 1_180 - t - 0.5, 820)),
            ("bottom-on-tolerance", keyboard(0, 500, 1_180, 820 - t)), ("bottom-past-tolerance", keyboard(0, 500, 1_180, 820 - t - 0.5)),
            ("below-on-tolerance", keyboard(0, 500, 1_180, 820 + t)), ("below-past-tolerance", keyboard(0, 500, 1_180, 820 + t + 0.5)),
        ] {
            result.append(("stage-manager-keyboard-\(name)", form, frame))
        }

        // The visible part's threshold (§6.1): a sliver exactly t thick at the bottom of a window that
        // reaches the screen's bottom covers its field's margin; half a point thinner, it is hidden.
        var tall = AvoidanceLayout(window: LayoutRect(x: 100, y: 50, width: 700, height: 770), safeAreaInsets: LayoutInsets(top: 24))
        let tallScroll = tall.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 700, height: 770), contentSize: LayoutSize(width: 700, height: 1_400))
        tall.addFocusedView(frame: LayoutRect(x: 20, y: 720, width: 660, height: 44), in: tallScroll)
        result.append(("window-keyboard-sliver-on-tolerance", tall, keyboard(0, 820 - t, 1_180, 1_100)))
        result.append(("window-keyboard-sliver-under-tolerance", tall, keyboard(0, 820 - t + 0.5, 1_180, 1_100)))

        // Bars in every shape: on a wrapper inside the root view, on the scroll view itself, on a
        // rotated root view, and on the window's own node.
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let docked = KeyboardState.docked(height: 336, screenBounds: phone)
        func phoneForm(_ configure: (inout AvoidanceLayout, ViewHierarchy.NodeID, ViewHierarchy.NodeID) -> Void) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let root = layout.addView(frame: phone)
            let wrapper = layout.addView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 852), in: root)
            let scroll = layout.addScrollView(
                frame: LayoutRect(x: 0, y: 0, width: 393, height: 852), contentSize: LayoutSize(width: 393, height: 1_400), in: wrapper)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: 110, width: 361, height: 44), in: scroll)
            configure(&layout, wrapper, scroll)
            return layout
        }
        func setBars(_ layout: inout AvoidanceLayout, _ node: ViewHierarchy.NodeID, _ bars: LayoutInsets) {
            guard var view = layout.hierarchy.node(node) else { return }
            view.additionalSafeAreaInsets = bars
            try? layout.hierarchy.setNode(node, to: view)
        }
        let bars = LayoutInsets(top: 44, bottom: 49)
        result.append(("bars-on-a-nested-wrapper", phoneForm { layout, wrapper, _ in setBars(&layout, wrapper, bars) }, docked))
        result.append(("bars-on-the-scroll-view", phoneForm { layout, _, scroll in setBars(&layout, scroll, bars) }, docked))
        result.append(("bars-on-the-window", phoneForm { layout, _, _ in setBars(&layout, ViewHierarchy.window, bars) }, docked))
        result.append(
            (
                "bars-on-a-rotated-root",
                phoneForm { layout, _, _ in
                    guard var root = layout.hierarchy.node(layout.rootView) else { return }
                    root.transform = LayoutTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)  // a half turn
                    root.additionalSafeAreaInsets = bars
                    try? layout.hierarchy.setNode(layout.rootView, to: root)
                }, docked
            ))

        // A bar of an ancestor, which stays put when the root view moves (§10.5's stationary safe
        // top): its field just under the bar cannot rise, and one lower rises only to the bar (37,
        // where the window's safe top alone would let it rise 81, under the bar).
        result.append(("bar-of-an-ancestor-stays-put", ancestorBarLayout(fieldY: 110), .docked(height: 760, screenBounds: phone)))
        result.append(("bar-of-an-ancestor-caps-the-rise", ancestorBarLayout(fieldY: 150), .docked(height: 760, screenBounds: phone)))

        // A sheet in a window whose bounds start at y = 100 (§10.5: the safe top is the window's
        // safe rectangle's top edge, 100 + 59, not the inset alone): resting 10 pt below it, the
        // sheet rises at most 10.
        // A root view at `frame` in a window whose bounds start at y = 100, its field at `fieldY`.
        func inOffsetWindow(_ frame: LayoutRect, fieldY: Double) -> AvoidanceLayout {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            if var window = layout.hierarchy.node(ViewHierarchy.window) {
                window.boundsOrigin = LayoutPoint(x: 0, y: 100)
                try? layout.hierarchy.setNode(ViewHierarchy.window, to: window)
            }
            let root = layout.addView(frame: frame)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: frame.width - 32, height: 44), in: root)
            return layout
        }
        result.append(
            (
                "sheet-in-a-window-whose-bounds-start-below-0",
                inOffsetWindow(LayoutRect(x: 0, y: 169, width: 393, height: 783), fieldY: 600), docked
            ))
        for (name, frame) in [
            ("lower-sheet", LayoutRect(x: 0, y: 189, width: 393, height: 763)),
            ("dialog", LayoutRect(x: 36, y: 400, width: 320, height: 300)),
        ] {
            result.append(
                (
                    "\(name)-in-a-window-whose-bounds-start-below-0", inOffsetWindow(frame, fieldY: frame.height - 60),
                    .docked(height: 600, screenBounds: phone)
                ))
        }

        // Root views whose top is under the keyboard's top (§10.5): the keyboard's own top is what the
        // field must clear, not its overlap with the root view, which stops at the root view's top
        // and left each of these fields covered. A bottom sheet, a centred dialog low on the screen
        // and a short card, each with no scroll view, under a 336 pt keyboard (its top at 516).
        for (name, frame, fieldY) in [
            ("bottom-sheet-under-the-keyboards-top", LayoutRect(x: 0, y: 552, width: 393, height: 300), 80.0),
            ("low-dialog-under-the-keyboards-top", LayoutRect(x: 36, y: 560, width: 320, height: 200), 140),
            ("card-under-the-keyboards-top", LayoutRect(x: 0, y: 652, width: 393, height: 200), 20),
        ] {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let root = layout.addView(frame: frame)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: frame.width - 32, height: 44), in: root)
            result.append((name, layout, .docked(height: 336, screenBounds: phone)))
        }

        // The offset window's sheet with its field's own bottom 5 (3) pt under the keyboard's top (616 in
        // the window), within the rise: it rises its limit, 169 − 159 = 10, where a safe top read as the
        // inset alone (59) would let it rise the 15 (13) the margin asks.
        for (name, fieldY, keyboard) in [
            ("docked", 408.0, KeyboardState.docked(height: 336, screenBounds: phone)),
            ("docked-field-2-higher", 406, .docked(height: 336, screenBounds: phone)),
            ("without-predictive", 453, .docked(height: 291, screenBounds: phone)),
        ] {
            result.append(
                (
                    "sheet-in-a-window-whose-bounds-start-below-0-rising-to-its-limit-\(name)",
                    inOffsetWindow(LayoutRect(x: 0, y: 169, width: 393, height: 783), fieldY: fieldY), keyboard
                ))
        }

        // The hand-off under a quarter turn, and with a target taller than the inner viewport (it
        // is carried outward whole, not clipped to the inner viewport).
        for (name, turn, tall) in [("rotated", true, false), ("tall-target", false, true), ("rotated-tall-target", true, true)] {
            var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let outer = layout.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 2_000))
            var holder = ViewNode(frame: LayoutRect(x: 46.5, y: 500, width: 300, height: 300))
            if turn { holder.transform = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
            let wrapper = layout.addView(holder, in: outer)
            let inner = layout.addScrollView(
                frame: LayoutRect(x: 0, y: 0, width: 300, height: 300), contentSize: LayoutSize(width: 300, height: 900),
                contentOffset: LayoutPoint(x: 0, y: 40), in: wrapper)
            layout.addFocusedView(frame: LayoutRect(x: 20, y: 500, width: 260, height: tall ? 420 : 44), in: inner)
            result.append(("hand-off-\(name)", layout, docked))
        }

        // A riding view with a hidden keyboard, an ignored floating one and a minimized one: it
        // rests, rests, and rides on the shortcut bar.
        var chat = phoneForm { _, _, _ in }
        chat.ridingView = chat.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: chat.rootView)
        result.append(("riding-view-keyboard-hidden", chat, .hidden(screenBounds: phone)))
        result.append(
            (
                "riding-view-keyboard-floating-ignored", chat,
                KeyboardState(frame: LayoutRect(x: 30, y: 300, width: 320, height: 250), screenBounds: phone)
            ))
        result.append(
            (
                "riding-view-keyboard-minimized", chat,
                KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: phone)
            ))
        var avoiding = chat
        avoiding.undockedPolicy = .avoid
        result.append(
            (
                "riding-view-keyboard-floating-avoided", avoiding,
                KeyboardState(frame: LayoutRect(x: 30, y: 300, width: 320, height: 250), screenBounds: phone)
            ))
        result += ridingAndSafeTopCases(phone: phone)
        result += portFuzzCases(phone: phone)
        return result
    }

    /// Rules a port could misread and the cases above would not notice (found by porting from
    /// SPEC.md alone): a focus inside the riding view, a riding view outside the root view, a
    /// riding view's height on the screen, a window's frame through its transform, and view shift's
    /// safe top when an ancestor's negative bar lifts the inherited safe area above the window's.
    static func ridingAndSafeTopCases(phone: LayoutRect) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        let keyboards: [(String, KeyboardState)] = [
            ("docked", .docked(height: 336, screenBounds: phone)), ("without-predictive", .docked(height: 291, screenBounds: phone)),
            ("minimized", KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: phone)),
        ]
        // The input bar's own field has the focus (§6.5): it rides with the bar, so nothing shifts
        // for it; read as an ordinary focus, view shift would raise the root view to reveal it.
        var (typing, _, inputBar) = chatScreen(phone: phone)
        typing.addFocusedView(frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), in: inputBar)
        for (name, keyboard) in keyboards { result.append(("riding-view-holds-the-focus-\(name)", typing, keyboard)) }

        // A bar in the window beside the root view, not inside it: view shift moves the root view,
        // and the bar's translation is its lift alone — the root's translation does not carry it.
        var beside = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let besideRoot = beside.addView(frame: phone)
        beside.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: besideRoot)
        beside.ridingView = beside.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52))
        for (name, keyboard) in keyboards + [("tall", .docked(height: 420, screenBounds: phone))] {
            result.append(("riding-view-beside-the-root-view-\(name)", beside, keyboard))
        }

        // A bar scaled to twice its height about its centre: 26 in its own units, 52 on the screen,
        // and the band it covers is the screen's 52 (§6.5: its bounds converted to the screen).
        var scaled = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let scaledRoot = scaled.addView(frame: phone)
        let scaledScroll = scaled.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 852), contentSize: LayoutSize(width: 393, height: 1_400), in: scaledRoot)
        scaled.addFocusedView(frame: LayoutRect(x: 16, y: 560, width: 361, height: 44), in: scaledScroll)
        var bar = ViewNode(frame: LayoutRect(x: 0, y: 779, width: 393, height: 26))
        bar.transform = LayoutTransform(a: 1, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        scaled.ridingView = scaled.addView(bar, in: scaledRoot)
        result.append(("riding-view-scaled-twice-its-height", scaled, keyboards[0].1))

        // A window scaled by 0.8 about its centre (a Stage Manager window being resized), 700 × 650
        // at (240, 75) unscaled, so 560 × 520 at (310, 140) on the screen; a keyboard docked to it as
        // drawn, 260 tall: docked for the window through its transform (§6.4), undocked — and
        // ignored — for its frame read without the transform.
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        var shrunk = AvoidanceLayout(window: LayoutRect(x: 240, y: 75, width: 700, height: 650), safeAreaInsets: LayoutInsets(top: 24))
        if var window = shrunk.hierarchy.node(ViewHierarchy.window) {
            window.transform = LayoutTransform(a: 0.8, b: 0, c: 0, d: 0.8, tx: 0, ty: 0)
            try? shrunk.hierarchy.setNode(ViewHierarchy.window, to: window)
        }
        let shrunkScroll = shrunk.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 700, height: 650), contentSize: LayoutSize(width: 700, height: 1_400))
        shrunk.addFocusedView(frame: LayoutRect(x: 20, y: 500, width: 660, height: 44), in: shrunkScroll)
        result.append(
            (
                "scaled-window-keyboard-docked-to-it", shrunk,
                KeyboardState(frame: LayoutRect(x: 310, y: 400, width: 560, height: 260), screenBounds: iPad)
            ))

        // An ancestor's negative bar (−30) lifts the safe area the root view inherits to 29, above
        // the window's 59: view shift still stops the focus's top at the window's safe top, the
        // larger of the two (§10.5), not at the inherited one alone.
        for fieldY in [110.0, 130, 150] {
            var lifted = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            var container = ViewNode(frame: phone)
            container.additionalSafeAreaInsets = LayoutInsets(top: -30)
            let containerNode = lifted.addView(container)
            let child = lifted.addView(frame: phone, in: containerNode)
            lifted.rootView = child
            lifted.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: child)
            result.append(("negative-ancestor-bar-field-at-\(Int(fieldY))", lifted, .docked(height: 760, screenBounds: phone)))
        }
        return result
    }

    /// A phone (393 × 852, safe area 59 / 34) whose root view has a 49 pt tab bar (its bottom safe
    /// area 83), filled by a scroll view with `behavior` and `contentHeight` of content, and a 44 pt
    /// field at y = 730 in it: with the margin its bottom is at 784, inside the 83 pt band but above
    /// a hardware keyboard's 55 pt shortcut bar.
    static func tabBarScrollLayout(_ behavior: ContentInsetAdjustmentBehavior, contentHeight: Double) -> AvoidanceLayout {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: phone, additionalSafeAreaInsets: LayoutInsets(bottom: 49))
        let scroll = layout.addScrollView(
            frame: phone, contentSize: LayoutSize(width: 393, height: contentHeight), contentInsetAdjustmentBehavior: behavior, in: root)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 730, width: 361, height: 44), in: scroll)
        return layout
    }

    /// Rules a second port (from SPEC.md alone) could misread with every other vector passing, found
    /// by fuzzing it: the insets for a focus inside the riding view, inner scroll views when the
    /// keyboard misses the outermost, inner scroll views' side bands, a keyboard touching the riding
    /// view's column or the root view at its side, the bottom band of a scroll view that adds no safe
    /// area, view shift's rise under an ancestor's bar and for a root view starting inside the top
    /// safe band, and resize's bars.
    static func portFuzzCases(phone: LayoutRect) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        let keyboards: [(String, KeyboardState)] = [
            ("docked", .docked(height: 336, screenBounds: phone)), ("without-predictive", .docked(height: 291, screenBounds: phone)),
        ]
        let minimized = KeyboardState(frame: LayoutRect(x: 0, y: 797, width: 393, height: 300), screenBounds: phone)

        // The caret of the input bar's own text view, a scroll view inside the riding view (§6.5):
        // it rides on the keyboard with the bar, so the keyboard never covers it and every strategy
        // leaves its insets, content and offset as they are. Read as "the keyboard covers all 36 pt
        // of it where it rests", scroll inset and centring would add 36 to its bottom insets and
        // content growth to its content: blank space under text that is in plain view.
        var (chat, _, inputBar) = chatScreen(phone: phone)
        let textView = chat.addScrollView(
            frame: LayoutRect(x: 8, y: 8, width: 377, height: 36), contentSize: LayoutSize(width: 377, height: 80),
            contentOffset: LayoutPoint(x: 0, y: 44), in: inputBar)
        chat.focus(on: textView, rect: LayoutRect(x: 4, y: 58, width: 2, height: 18))
        for (name, keyboard) in keyboards { result.append(("riding-view-text-view-holds-the-caret-\(name)", chat, keyboard)) }
        // The same chat with the text view itself as the riding view (a growing text view pinned to
        // the keyboard layout guide): "inside the riding view" counts the riding view, so it rides
        // and nothing covers it. Read as a strict descendant, it is covered.
        var bareTextView = chat
        bareTextView.ridingView = textView
        for (name, keyboard) in keyboards { result.append(("riding-view-is-the-text-view-\(name)", bareTextView, keyboard)) }

        // A compact window low on the screen (400 tall at y = 452) with a panel riding on the
        // keyboard that reaches 60 pt above the window's top, its bottom at 60: the column C runs
        // from the panel's own top (§6.5), so a keyboard whose top is 20, 40 or 60 pt above the
        // window's top lifts it 80, 100 and 120 (all of it). Read from the window's top, C would
        // stop every lift at 60.
        var lowWindow = AvoidanceLayout(window: LayoutRect(x: 0, y: 452, width: 393, height: 400), safeAreaInsets: LayoutInsets(bottom: 34))
        let lowRoot = lowWindow.addView(frame: LayoutRect(x: 0, y: 0, width: 393, height: 400))
        lowWindow.addFocusedView(frame: LayoutRect(x: 16, y: 150, width: 361, height: 44), in: lowRoot)
        lowWindow.ridingView = lowWindow.addView(frame: LayoutRect(x: 0, y: -60, width: 393, height: 120))
        for height in [420.0, 440, 460] {
            result.append(
                ("riding-view-above-the-window-top-keyboard-\(Int(height))", lowWindow, .docked(height: height, screenBounds: phone)))
        }

        // A caret below the visible part of a notes view inside a form that ends above the keyboard,
        // and the same with the keyboard hidden (§10.2): nothing in the chain reveals unless the
        // keyboard covers the outermost scroll view, so the notes view stays at rest too. Read as
        // "inner scroll views always reveal", it scrolls the caret in (280).
        var notes = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let notesRoot = notes.addView(frame: phone)
        let shortForm = notes.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 500), contentSize: LayoutSize(width: 393, height: 1_200), in: notesRoot)
        let notesView = notes.addScrollView(
            frame: LayoutRect(x: 16, y: 200, width: 361, height: 150), contentSize: LayoutSize(width: 361, height: 600), in: shortForm)
        notes.focus(on: notesView, rect: LayoutRect(x: 4, y: 400, width: 2, height: 20))
        result.append(("inner-caret-hidden-keyboard-below-the-outer-scroll-view", notes, keyboards[0].1))
        result.append(("inner-caret-hidden-keyboard-hidden", notes, .hidden(screenBounds: phone)))

        // A carousel across a landscape form (side bands 59), its field under the left band, then
        // under the right one, but inside the carousel's bounds (§10.3): an inner scroll view
        // reveals sideways with bands of 0, so it does not move. With its real side bands it would
        // move 39 pt (to −39, then to 39).
        let landscape = LayoutRect(x: 0, y: 0, width: 852, height: 393)
        for (name, fieldX) in [("left", 20.0), ("right", 632)] {
            var layout = AvoidanceLayout(window: landscape, safeAreaInsets: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59))
            let form = layout.addScrollView(frame: landscape, contentSize: LayoutSize(width: 852, height: 1_200))
            let carousel = layout.addScrollView(
                frame: LayoutRect(x: 0, y: 150, width: 852, height: 120), contentSize: LayoutSize(width: 2_556, height: 120), in: form)
            layout.addFocusedView(frame: LayoutRect(x: fieldX, y: 40, width: 200, height: 44), in: carousel)
            result.append(
                ("landscape-carousel-field-under-the-\(name)-band", layout, .docked(height: 209, screenBounds: landscape)))
        }

        // A floating keyboard, avoided, whose side touches the column of a bar riding on it (§6.5:
        // the lift counts only a crossing of positive width): the bar rests (its translation undoes
        // view shift's), where a zero-width crossing would lift it 400 pt.
        for (name, barX, keyboardX, fieldX) in [("left", 600.0, 280.0, 40.0), ("right", 0, 580, 640)] {
            var layout = AvoidanceLayout(window: iPad, safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
            let root = layout.addView(frame: iPad)
            layout.addFocusedView(frame: LayoutRect(x: fieldX, y: 500, width: 500, height: 44), in: root)
            layout.ridingView = layout.addView(frame: LayoutRect(x: barX, y: 740, width: 580, height: 60), in: root)
            layout.undockedPolicy = .avoid
            result.append(
                (
                    "floating-keyboard-touching-the-riding-view-on-its-\(name)", layout,
                    KeyboardState(frame: LayoutRect(x: keyboardX, y: 400, width: 320, height: 250), screenBounds: iPad)
                ))
        }

        // A scroll view that adds no safe area (`never`, and a short form under `automatic`) under a
        // tab bar, with a hardware keyboard's 55 pt shortcut bar (§10.2: hiddenBottom = max(s.bottom,
        // k), whether or not the scroll view adds s): the band is the 83 pt of safe area, so the field
        // scrolls 15 pt (centring to the range's end); as max(a·s.bottom, k) it would count as shown.
        // Resize keeps the tab bar's 83 (§10.8: the root view's safe area, its bars included).
        result.append(("tab-bar-scroll-view-never-keyboard-minimized", tabBarScrollLayout(.never, contentHeight: 1_400), minimized))
        result.append(
            ("tab-bar-short-scroll-view-automatic-keyboard-minimized", tabBarScrollLayout(.automatic, contentHeight: 820), minimized))
        // Resize with a floating keyboard it ignores: the guide rests on the tab bar (83), not on the
        // window's safe area alone (34).
        result.append(
            (
                "tab-bar-scroll-view-never-keyboard-floating-ignored", tabBarScrollLayout(.never, contentHeight: 1_400),
                KeyboardState(frame: LayoutRect(x: 30, y: 300, width: 320, height: 250), screenBounds: phone)
            ))

        // A sheet starting at y = 110 under an ancestor's 44 pt bar, which ends at 103 (§10.5): the
        // sheet's rise is measured from the window's safe top (59), so it rises 51; measured from the
        // stationary safe top (103) it would rise 7.
        for (name, keyboard) in keyboards {
            result.append(("sheet-under-an-ancestors-bar-\(name)", sheetUnderAncestorBar(), keyboard))
        }
        // The same sheet with its field's own bottom less than the rise below the keyboard's top, so
        // the rise (51) binds and the field still clears the keyboard: the field's bottom 45 (48) pt
        // under the keyboard's top, 55 (58) with the margin → 51; from the stationary safe top the rise
        // would be max(7, 45) = 45 (48).
        for (name, fieldY, keyboard) in [
            ("docked", 407.0, KeyboardState.docked(height: 336, screenBounds: phone)),
            ("docked-field-3-lower", 410, .docked(height: 336, screenBounds: phone)),
            ("without-predictive", 452, .docked(height: 291, screenBounds: phone)),
        ] {
            result.append(("sheet-under-an-ancestors-bar-rising-to-its-limit-\(name)", sheetUnderAncestorBar(fieldY: fieldY), keyboard))
        }

        // A card whose top (y = 30) is inside the window's top safe band (§10.5): it starts below the
        // window's top edge, so it is presented and may rise max(0, 30 − 59) = 0. Tested against the
        // safe top instead of the window's top edge, it would have no limit and rise 168 (123).
        for (name, keyboard) in keyboards {
            result.append(("card-starting-inside-the-top-safe-band-\(name)", cardInsideTheTopSafeBand(), keyboard))
        }

        // A form sheet (320…860 × 100…720 on an iPad) and a floating keyboard, avoided, touching its
        // right side, then its left (§10.5: covered counts a crossing of positive width only): the
        // sheet does not move; a zero-width crossing would raise it 76 pt, to its rise limit.
        for (name, keyboardX) in [("right", 860.0), ("left", 0)] {
            result.append(
                (
                    "floating-keyboard-touching-a-form-sheet-on-its-\(name)", formSheetBesideFloatingKeyboard(),
                    KeyboardState(frame: LayoutRect(x: keyboardX, y: 420, width: 320, height: 250), screenBounds: iPad)
                ))
        }
        return result
    }

    /// A chat on a phone (safe area 59 / 34): a root view filling the window holding a message list
    /// 766 tall and, below it, a 52 pt input bar riding on the keyboard; no focus yet.
    static func chatScreen(phone: LayoutRect) -> (layout: AvoidanceLayout, list: ViewHierarchy.NodeID, inputBar: ViewHierarchy.NodeID) {
        var chat = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = chat.addView(frame: phone)
        let list = chat.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 766), contentSize: LayoutSize(width: 393, height: 1_400), in: root)
        let inputBar = chat.addView(frame: LayoutRect(x: 0, y: 766, width: 393, height: 52), in: root)
        chat.ridingView = inputBar
        return (chat, list, inputBar)
    }

    /// A sheet (0…393 × 110…852) as the root view inside a container whose 44 pt bar ends at 103,
    /// on a phone with safe area 59 / 34; a 44 pt field at 710…754 in the window.
    static func sheetUnderAncestorBar(fieldY: Double = 600) -> AvoidanceLayout {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        var container = ViewNode(frame: phone)
        container.additionalSafeAreaInsets = LayoutInsets(top: 44)
        let containerNode = layout.addView(container)
        let sheet = layout.addView(frame: LayoutRect(x: 0, y: 110, width: 393, height: 742), in: containerNode)
        layout.rootView = sheet
        layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: 361, height: 44), in: sheet)
        return layout
    }

    /// A card (0…393 × 30…852) as the root view on a phone with safe area 59 / 34, its top inside the
    /// top safe band; a 44 pt field at 630…674 in the window.
    static func cardInsideTheTopSafeBand() -> AvoidanceLayout {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let card = layout.addView(frame: LayoutRect(x: 0, y: 30, width: 393, height: 822))
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: card)
        return layout
    }

    /// A form sheet (320…860 × 100…720) on an iPad (1,180 × 820, safe area 24 / 20) that avoids
    /// floating keyboards; a 44 pt field at 640…684 in the window.
    static func formSheetBesideFloatingKeyboard() -> AvoidanceLayout {
        var layout = AvoidanceLayout(
            window: LayoutRect(x: 0, y: 0, width: 1_180, height: 820), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
        let sheet = layout.addView(frame: LayoutRect(x: 320, y: 100, width: 540, height: 620))
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 540, width: 500, height: 44), in: sheet)
        layout.undockedPolicy = .avoid
        return layout
    }
}
