import KeyboardAvoidance
import KeyboardAvoidanceTool

// Layouts and keyboards at the edges of the specification.

extension ConformanceVectors {
    /// Layouts and keyboards at the edges of the specification.
    static func edgeCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        guard let phone = DevicePreset.named("iphone-16-portrait"), let iPad = DevicePreset.named("ipad-a16-portrait") else { return [] }
        let docked = KeyboardState(frame: phone.keyboard(named: "standard") ?? .zero, screenBounds: phone.screen)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        result.append(("already-scrolled", form(on: phone, field: .under, restingOffset: 200), docked))
        result.append(("margin-0", form(on: phone, field: .straddling, margin: 0), docked))
        result.append(("margin-60", form(on: phone, field: .above, margin: 60), docked))
        var ownInsets = form(on: phone, field: .under)
        ownInsets.scrollContainers[0].contentInsets = LayoutInsets(top: 20, bottom: 50)
        ownInsets.scrollContainers[0].scrollIndicatorInsets = LayoutInsets(bottom: 50)
        result.append(("own-insets", ownInsets, docked))
        result += otherScrollViewCases(screen: phone.screen, keyboard: docked)
        // The app's own bottom inset is under the keyboard (SPEC §10.2): a toolbar's 44 pt and the
        // keyboard's inset take the larger, not the sum; one taller than the keyboard's inset (a 400 pt
        // bottom panel's room) gets no addition at all; and a content inset apart from an indicator
        // inset, each taking the larger on its own.
        for (name, content, indicators) in [
            ("toolbar-inset-under-the-keyboard", 44.0, 44.0), ("own-bottom-inset-taller-than-the-keyboards", 400, 400),
            ("own-content-and-indicator-insets-apart", 0, 320), ("own-indicator-and-content-insets-apart", 320, 0),
        ] {
            var layout = form(on: phone, field: .under)
            layout.scrollContainers[0].contentInsets = LayoutInsets(bottom: content)
            layout.scrollContainers[0].scrollIndicatorInsets = LayoutInsets(bottom: indicators)
            result.append((name, layout, docked))
        }
        var never = form(on: phone, field: .under)
        never.scrollContainers[0].contentInsetAdjustmentBehavior = .never
        result.append(("no-safe-area-adjustment", never, docked))
        var short = form(on: phone, field: .under)
        short.scrollContainers[0].contentSize.height = 400
        result.append(("content-shorter-than-viewport", short, docked))
        var tall = form(on: phone, field: .straddling)
        tall.focus.rect = LayoutRect(x: 0, y: 0, width: 361, height: 700)
        result.append(("focus-taller-than-visible-area", tall, docked))
        // The same focus scrolled past: above the visible part (its bottom aligned) and across it
        // (it covers the visible part, so nothing moves) — SPEC §10.3's nearer edge.
        var above = form(on: phone, field: .above, restingOffset: 600)
        above.focus.rect = LayoutRect(x: 0, y: -640, width: 361, height: 700)
        result.append(("focus-taller-than-visible-area-above-it", above, docked))
        var across = form(on: phone, field: .above, restingOffset: 300)
        across.focus.rect = LayoutRect(x: 0, y: -340, width: 361, height: 700)
        result.append(("focus-taller-than-visible-area-covering-it", across, docked))
        var caret = form(on: phone, field: .under)
        caret.focus.rect = LayoutRect(x: 40, y: 12, width: 2, height: 20)
        result.append(("caret", caret, docked))
        var avoid = form(on: iPad, field: .above)
        avoid.undockedPolicy = .avoid
        result.append(
            ("floating-avoided", avoid, KeyboardState(frame: iPad.keyboard(named: "floating") ?? .zero, screenBounds: iPad.screen)))
        result.append(
            (
                "keyboard-taller-than-screen", form(on: phone, field: .above),
                KeyboardState(
                    frame: LayoutRect(x: 0, y: -100, width: phone.screen.width, height: phone.screen.height + 200),
                    screenBounds: phone.screen)
            ))
        result.append(
            (
                "keyboard-above-screen", form(on: phone, field: .under),
                KeyboardState(frame: LayoutRect(x: 0, y: -400, width: phone.screen.width, height: 300), screenBounds: phone.screen)
            ))
        result.append(("empty-keyboard", form(on: phone, field: .under), KeyboardState(frame: .zero, screenBounds: phone.screen)))
        var unknownFocus = form(on: phone, field: .under)
        unknownFocus.focus.node = ViewHierarchy.NodeID(rawValue: 99)
        result.append(("unknown-focus-node", unknownFocus, docked))
        result.append(contentsOf: structuralEdgeCases(phone: phone, iPad: iPad, docked: docked))
        return result
    }

    private static func structuralEdgeCases(phone: DevicePreset, iPad: DevicePreset, docked: KeyboardState) -> [(
        String, AvoidanceLayout, KeyboardState
    )] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        // A form sheet that ends above the keyboard, and a taller one that it covers.
        let iPadDocked = KeyboardState(frame: iPad.keyboard(named: "standard") ?? .zero, screenBounds: iPad.screen)
        for (name, height) in [("form-sheet-above-keyboard", 700.0), ("form-sheet-under-keyboard", 1_000.0)] {
            var hierarchy = ViewHierarchy(windowFrame: iPad.windowFrame, safeAreaInsets: iPad.safeAreaInsets)
            let sheet =
                (try? hierarchy.addNode(
                    ViewNode(frame: LayoutRect(x: 130, y: 100, width: 560, height: height)), parent: ViewHierarchy.window))
                ?? ViewHierarchy.window
            let scroll =
                (try? hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 560, height: height)), parent: sheet)) ?? sheet
            let field =
                (try? hierarchy.addNode(ViewNode(frame: LayoutRect(x: 20, y: height - 80, width: 520, height: 44)), parent: scroll))
                ?? scroll
            result.append(
                (
                    name,
                    AvoidanceLayout(
                        hierarchy: hierarchy, rootView: sheet,
                        scrollContainers: [ScrollContainer(node: scroll, contentSize: LayoutSize(width: 560, height: height + 300))],
                        focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 520, height: 44))), iPadDocked
                ))
        }
        // A text view nested in a form: the caret in an inner scroll view.
        var hierarchy = ViewHierarchy(windowFrame: phone.windowFrame, safeAreaInsets: phone.safeAreaInsets)
        let window = LayoutRect(x: 0, y: 0, width: phone.screen.width, height: phone.screen.height)
        let root = (try? hierarchy.addNode(ViewNode(frame: window), parent: ViewHierarchy.window)) ?? ViewHierarchy.window
        let form = (try? hierarchy.addNode(ViewNode(frame: window), parent: root)) ?? root
        let textView = (try? hierarchy.addNode(ViewNode(frame: LayoutRect(x: 16, y: 480, width: 361, height: 200)), parent: form)) ?? form
        result.append(
            (
                "caret-in-nested-text-view",
                AvoidanceLayout(
                    hierarchy: hierarchy, rootView: root,
                    scrollContainers: [
                        ScrollContainer(node: form, contentSize: LayoutSize(width: window.width, height: 1_400)),
                        ScrollContainer(
                            node: textView, contentSize: LayoutSize(width: 361, height: 900), contentInsetAdjustmentBehavior: .never),
                    ],
                    focus: FocusTarget(node: textView, rect: LayoutRect(x: 30, y: 610, width: 2, height: 20))), docked
            ))
        // No scroll view at all: only the root view can move.
        var bare = ViewHierarchy(windowFrame: phone.windowFrame, safeAreaInsets: phone.safeAreaInsets)
        let bareRoot = (try? bare.addNode(ViewNode(frame: window), parent: ViewHierarchy.window)) ?? ViewHierarchy.window
        let bareField =
            (try? bare.addNode(ViewNode(frame: LayoutRect(x: 16, y: 700, width: 361, height: 44)), parent: bareRoot)) ?? bareRoot
        result.append(
            (
                "no-scroll-view",
                AvoidanceLayout(
                    hierarchy: bare, rootView: bareRoot,
                    focus: FocusTarget(node: bareField, rect: LayoutRect(x: 0, y: 0, width: 361, height: 44))), docked
            ))
        // A root view scaled by ½ (a zoomed preview).
        var scaled = bare
        if var node = scaled.node(bareRoot) {
            node.transform = LayoutTransform(scaleX: 0.5, y: 0.5)
            try? scaled.setNode(bareRoot, to: node)
        }
        result.append(
            (
                "scaled-root-view",
                AvoidanceLayout(
                    hierarchy: scaled, rootView: bareRoot,
                    focus: FocusTarget(node: bareField, rect: LayoutRect(x: 0, y: 0, width: 361, height: 44))), docked
            ))
        return result
    }

    /// The layout's other scroll views (SPEC §10.2) on a 393 × 852 phone (safe area 59 / 34) under a
    /// 335 pt keyboard (top at 517): each scrolling strategy insets them where they rest and
    /// scrolls none of them.
    private static func otherScrollViewCases(screen: LayoutRect, keyboard: KeyboardState) -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        let safeArea = LayoutInsets(top: 59, bottom: 34)
        // A search field at the top of the root view, its results list below it (y ∈ [115, 852],
        // 2,000 of content, scrolled to 300): the keyboard covers 335 of the list, which adds its
        // safe area (it scrolls), so its inset is 335 − 34 = 301 and its offset stays 300; content
        // growth grows it to 2,301.
        var search = AvoidanceLayout(window: screen, safeAreaInsets: safeArea)
        let root = search.addView(frame: screen)
        search.addScrollView(
            frame: LayoutRect(x: 0, y: 115, width: 393, height: 737), contentSize: LayoutSize(width: 393, height: 2_000),
            contentOffset: LayoutPoint(x: 0, y: 300), in: root)
        search.addFocusedView(frame: LayoutRect(x: 16, y: 65, width: 361, height: 44), in: root)
        result.append(("other-scroll-views-search-results", search, keyboard))
        // The other pane of a split screen: the focus in the left pane's form (x ∈ [0, 196]), a list
        // in the right pane with its own 20 pt bottom inset, short (600 of content in 852: it adds no
        // safe area), so its inset is max(20, 335) = 335.
        var split = AvoidanceLayout(window: screen, safeAreaInsets: safeArea)
        let left = split.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 196, height: 852), contentSize: LayoutSize(width: 196, height: 1_200))
        split.addFocusedView(frame: LayoutRect(x: 8, y: 700, width: 180, height: 44), in: left)
        split.addScrollView(
            frame: LayoutRect(x: 197, y: 0, width: 196, height: 852), contentSize: LayoutSize(width: 196, height: 600),
            contentInsets: LayoutInsets(bottom: 20))
        result.append(("other-scroll-views-split-screen", split, keyboard))
        // What is not one: a list inside the form (its place depends on the form's scroll), a
        // horizontal carousel beside the form, the form listed twice, and a list above the keyboard's
        // top (y ∈ [59, 459]), which is one but covered by nothing: it keeps its own values.
        var excluded = AvoidanceLayout(window: screen, safeAreaInsets: safeArea)
        let shell = excluded.addView(frame: screen)
        excluded.addScrollView(
            frame: LayoutRect(x: 0, y: 59, width: 393, height: 400), contentSize: LayoutSize(width: 393, height: 900), in: shell)
        let form = excluded.addScrollView(
            frame: LayoutRect(x: 0, y: 459, width: 393, height: 393), contentSize: LayoutSize(width: 393, height: 1_000), in: shell)
        excluded.addScrollView(
            frame: LayoutRect(x: 0, y: 600, width: 393, height: 200), contentSize: LayoutSize(width: 393, height: 800), in: form)
        excluded.addScrollView(
            frame: LayoutRect(x: 0, y: 760, width: 393, height: 92), contentSize: LayoutSize(width: 1_200, height: 92), in: shell)
        excluded.scrollContainers.append(excluded.scrollContainers[1])
        excluded.addFocusedView(frame: LayoutRect(x: 16, y: 300, width: 361, height: 44), in: form)
        result.append(("other-scroll-views-and-what-is-not-one", excluded, keyboard))
        return result
    }
}
