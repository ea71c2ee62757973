import KeyboardAvoidance
import KeyboardAvoidanceTool

// The vector cases for bars, sheets and multitasking (SPEC §5.1, §6.4, §6.5, §10.1, §10.5): each
// scenario preset, and the variations and hostile values of each model extension on top of them.

extension ConformanceVectors {
    /// The situations: every ``ScenarioPreset``, then per-edge margins, riding views, bars and
    /// window-docked keyboards varied around them, hostile values included.
    static func situationCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        var resolved: [String: ResolvedScenario] = [:]
        for preset in ScenarioPreset.all {
            // The presets are built in code and resolve; a failure would show as a missing case.
            guard let scenario = try? preset.scenario.resolve() else { continue }
            resolved[preset.name] = scenario
            result.append((preset.name, scenario.layout, scenario.keyboard))
        }
        guard let tabBar = resolved["tab-bar-form"], let navigationBar = resolved["navigation-bar-form"],
            let slideOver = resolved["slide-over-window"], let pageSheet = resolved["page-sheet"]
        else { return result }

        // Per-edge margins: below only (a keyboard distance), above only, and negative edges.
        for (name, margins) in [
            ("below-only", FocusMargins(top: 0, bottom: 20)), ("above-only", FocusMargins(top: 30, bottom: 0)),
            ("negative-top", FocusMargins(top: -40, bottom: 10)), ("negative-both", FocusMargins(top: -1, bottom: -1)),
        ] {
            var layout = tabBar.layout
            layout.margins = margins
            result.append(("tab-bar-form-margins-\(name)", layout, tabBar.keyboard))
            var tall = navigationBar.layout
            tall.margins = margins
            result.append(("navigation-bar-form-margins-\(name)", tall, navigationBar.keyboard))
        }

        // A view riding on the keyboard: an input bar 44 pt tall, a sliver, one taller than the
        // screen (the band stops at the screen's top), and with the keyboard hidden (it rests).
        for (name, height) in [("44", 44.0), ("sliver", 0.5), ("taller-than-the-screen", 2_000)] {
            result.append(("tab-bar-form-riding-view-\(name)", Self.riding(height, on: tabBar.layout), tabBar.keyboard))
        }
        // A band beyond the screen stops at its top edge, which matters for a view that extends
        // above the screen: its part above the screen is not covered.
        var tall = tabBar.layout
        if var root = tall.hierarchy.node(tall.rootView) {
            root.center.y -= 100
            root.boundsSize.height += 200
            try? tall.hierarchy.setNode(tall.rootView, to: root)
        }
        result.append(("tab-bar-form-taller-than-the-screen-riding-view-2000", Self.riding(2_000, on: tall), tabBar.keyboard))
        result.append(
            ("tab-bar-form-riding-view-44-hidden", Self.riding(44, on: tabBar.layout), .hidden(screenBounds: tabBar.keyboard.screenBounds)))

        // A horizontal carousel inside a form: it cannot scroll vertically, so the form takes its part
        // (SPEC §10.2); once it bounces vertically it is in the chain again.
        result.append(("carousel-in-form-built-in-code", Self.carouselInForm(bounces: false), tabBar.keyboard))
        result.append(("carousel-in-form-bouncing-vertically", Self.carouselInForm(bounces: true), tabBar.keyboard))

        // Bars: negative additional insets take away only what the node inherits; bars taller than
        // the view collapse its safe area.
        for (name, bars) in [
            ("negative", LayoutInsets(top: -100, bottom: -100)), ("taller-than-the-view", LayoutInsets(top: 900, bottom: 900)),
        ] {
            var layout = tabBar.layout
            if var root = layout.hierarchy.node(layout.rootView) {
                root.additionalSafeAreaInsets = bars
                try? layout.hierarchy.setNode(layout.rootView, to: root)
            }
            result.append(("tab-bar-form-bars-\(name)", layout, tabBar.keyboard))
        }

        // Docked to the window: one point off its bottom (inside the tolerance) and two points off
        // (outside: undocked, ignored, then avoided); one point narrower each side (inside).
        let window = LayoutRect(x: 850, y: 30, width: 320, height: 760)
        for (name, frame) in [
            ("bottom-1-below", LayoutRect(x: 850, y: 491, width: 320, height: 300)),
            ("bottom-2-above", LayoutRect(x: 850, y: 488, width: 320, height: 300)),
            ("1-narrower-each-side", LayoutRect(x: 851, y: 490, width: 318, height: 300)),
        ] {
            result.append(
                (
                    "slide-over-window-keyboard-\(name)", slideOver.layout,
                    KeyboardState(frame: frame, screenBounds: slideOver.keyboard.screenBounds)
                ))
        }
        var avoiding = slideOver.layout
        avoiding.undockedPolicy = .avoid
        result.append(
            (
                "slide-over-window-keyboard-bottom-2-above-avoided", avoiding,
                KeyboardState(frame: LayoutRect(x: 850, y: 488, width: 320, height: 300), screenBounds: slideOver.keyboard.screenBounds)
            ))
        // A keyboard at the window's bottom but narrower than the window: undocked, ignored.
        result.append(
            (
                "slide-over-window-narrow-keyboard-at-its-bottom", slideOver.layout,
                KeyboardState(frame: LayoutRect(x: 900, y: 540, width: 220, height: 250), screenBounds: slideOver.keyboard.screenBounds)
            ))
        // A view riding on an undocked keyboard that the policy avoids: above it too.
        result.append(
            (
                "slide-over-window-keyboard-bottom-2-above-avoided-riding-view-44", Self.riding(44, on: avoiding),
                KeyboardState(frame: LayoutRect(x: 850, y: 488, width: 320, height: 300), screenBounds: slideOver.keyboard.screenBounds)
            ))
        // A floating keyboard in the window's middle stays undocked.
        result.append(
            (
                "slide-over-window-floating-keyboard", slideOver.layout,
                KeyboardState(
                    frame: LayoutRect(x: window.minX, y: 300, width: 320, height: 250), screenBounds: slideOver.keyboard.screenBounds)
            ))

        // A page sheet whose top rests exactly on the safe area's top cannot rise at all; one resting
        // at the window's top edge is a full-height view, not a presented one, and may.
        for (name, top) in [("at-the-safe-top", 59.0), ("at-the-window-top", 0)] {
            var layout = pageSheet.layout
            if var sheet = layout.hierarchy.node(layout.rootView) {
                sheet.center.y = top + sheet.boundsSize.height / 2
                try? layout.hierarchy.setNode(layout.rootView, to: sheet)
            }
            result.append(("page-sheet-\(name)", layout, pageSheet.keyboard))
        }
        return result
    }

    /// A layout with a view riding on the keyboard: a bar `height` tall across the root view, resting
    /// on its safe area's bottom (SPEC §6.5).
    public static func riding(_ height: Double, on layout: AvoidanceLayout) -> AvoidanceLayout {
        var result = layout
        guard let root = layout.hierarchy.node(layout.rootView) else { return result }
        let bottom = root.boundsSize.height - (layout.hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0)
        let bar = ViewNode(frame: LayoutRect(x: 0, y: bottom - height, width: root.boundsSize.width, height: height))
        result.ridingView = try? result.hierarchy.addNode(bar, parent: layout.rootView)
        return result
    }

    /// A form on a 393 × 852 phone (safe area 59/34) whose field at y = 600 sits in a horizontal
    /// carousel 84 tall (content 786 wide, as tall as the carousel) at y = 580 of the form's content.
    public static func carouselInForm(bounces: Bool) -> AvoidanceLayout {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 393, height: 1_200))
        let carousel = layout.addView(frame: LayoutRect(x: 0, y: 580, width: 393, height: 84), in: form)
        layout.scrollContainers.append(
            ScrollContainer(node: carousel, contentSize: LayoutSize(width: 786, height: 84), alwaysBouncesVertically: bounces))
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 20, width: 361, height: 44), in: carousel)
        return layout
    }
}
