import Foundation
import KeyboardAvoidance

/// The conformance vectors: inputs and expected adjustments, language-neutral JSON, for checking another implementation against this one.
///
/// SPEC.md ("Conformance vectors") gives the format.
public struct ConformanceVectors: Codable, Sendable {
    /// One case: a strategy, its inputs and the adjustment it must give.
    public struct Case: Codable, Sendable {
        /// The case's name: `DEVICE/KEYBOARD/POSITION/STRATEGY`, or `SECTION/NAME/STRATEGY` (`edge`, `discriminating`, `situation`, `options`).
        public var name: String
        /// The strategy to evaluate.
        public var strategy: StrategyName
        /// The strategy's options, when they are not the defaults.
        public var options: StrategyOptions?
        /// The resting layout (§10.1).
        public var layout: AvoidanceLayout
        /// The keyboard.
        public var keyboard: KeyboardState
        /// The adjustment the strategy must return.
        public var expected: KeyboardAdjustment
    }

    /// The tolerance a verifier applies: `|actual − expected| ≤ absolute + relative·|expected|`.
    public struct Tolerance: Codable, Sendable {
        /// The allowed difference near zero.
        public var absolute: Double
        /// The allowed difference relative to the expected value.
        public var relative: Double
    }

    /// Always `keyboard-avoidance-conformance-vectors`.
    public var format: String
    /// The format's version: 2 (version 2 names each container result's scroll view).
    public var version: Int
    /// The tolerance a verifier applies.
    public var tolerance: Tolerance
    /// The strategy cases.
    public var cases: [Case]
    /// The tracker cases (SPEC §7).
    public var trackerCases: [TrackerCase]?
    /// The animation cases (SPEC §8).
    public var animationCases: [AnimationCase]?
    /// The interpolation cases (SPEC §10.1).
    public var interpolationCases: [InterpolationCase]?

    /// The identifier in the `format` field.
    public static let formatName = "keyboard-avoidance-conformance-vectors"

    /// The vectors of this library, built deterministically.
    public static func generate() -> ConformanceVectors {
        var cases: [Case] = []
        func add(_ name: String, _ layout: AvoidanceLayout, _ keyboard: KeyboardState) {
            for strategy in StrategyName.allCases {
                cases.append(
                    Case(
                        name: "\(name)/\(strategy.rawValue)", strategy: strategy, layout: layout, keyboard: keyboard,
                        expected: strategy.adjustment(for: layout, keyboard: keyboard)))
            }
        }
        for preset in DevicePreset.all {
            for (keyboardName, frame) in preset.keyboards {
                for position in FieldPosition.allCases {
                    add(
                        "\(preset.name)/\(keyboardName)/\(position.rawValue)", form(on: preset, field: position),
                        KeyboardState(frame: frame, screenBounds: preset.screen))
                }
            }
        }
        for (name, layout, keyboard) in edgeCases() {
            add("edge/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in discriminatingCases() + boundaryCases() {
            add("discriminating/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in situationCases() {
            add("situation/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in revealCases() {
            add("reveal/\(name)", layout, keyboard)
        }
        for (name, strategy, options, layout, keyboard) in optionCases() + alignmentOptionCases() {
            cases.append(
                Case(
                    name: "options/\(name)/\(strategy.rawValue)", strategy: strategy, options: options, layout: layout, keyboard: keyboard,
                    expected: strategy.adjustment(for: layout, keyboard: keyboard, options: options)))
        }
        return ConformanceVectors(
            format: formatName, version: 2, tolerance: Tolerance(absolute: 1e-9, relative: 1e-12), cases: cases,
            trackerCases: trackerCases(), animationCases: animationCases(), interpolationCases: interpolationCases())
    }

    /// Where the focused field sits relative to the device's docked keyboard.
    enum FieldPosition: String, CaseIterable {
        /// Well above the keyboard's top.
        case above
        /// Across the keyboard's top edge.
        case straddling
        /// Entirely under the keyboard.
        case under
    }

    /// The standard form on a device (``FormFixture/singleField(on:fieldTop:restingOffset:margin:)``),
    /// its field placed relative to the docked keyboard's top.
    static func form(on preset: DevicePreset, field position: FieldPosition, restingOffset: Double = 0, margin: Double = 10)
        -> AvoidanceLayout
    {
        let dockedTop = (preset.keyboard(named: "docked")?.minY ?? preset.screen.maxY) - preset.windowFrame.minY
        let fieldTop: Double
        switch position {
        case .above: fieldTop = dockedTop - 140
        case .straddling: fieldTop = dockedTop - 20
        case .under: fieldTop = dockedTop + 60
        }
        return FormFixture.singleField(on: preset, fieldTop: fieldTop, restingOffset: restingOffset, margin: margin).layout
    }

    /// Layouts and keyboards at the edges of the specification.
    static func edgeCases() -> [(String, AvoidanceLayout, KeyboardState)] {
        guard let phone = DevicePreset.named("face-id-phone-portrait"), let iPad = DevicePreset.named("ipad-portrait") else { return [] }
        let docked = KeyboardState(frame: phone.keyboard(named: "docked") ?? .zero, screenBounds: phone.screen)
        var result: [(String, AvoidanceLayout, KeyboardState)] = []
        result.append(("already-scrolled", form(on: phone, field: .under, restingOffset: 200), docked))
        result.append(("margin-0", form(on: phone, field: .straddling, margin: 0), docked))
        result.append(("margin-60", form(on: phone, field: .above, margin: 60), docked))
        var ownInsets = form(on: phone, field: .under)
        ownInsets.scrollContainers[0].contentInsets = LayoutInsets(top: 20, bottom: 50)
        ownInsets.scrollContainers[0].scrollIndicatorInsets = LayoutInsets(bottom: 50)
        result.append(("own-insets", ownInsets, docked))
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
        let iPadDocked = KeyboardState(frame: iPad.keyboard(named: "docked") ?? .zero, screenBounds: iPad.screen)
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

    /// Layouts whose numbers tell a right port from a subtly wrong one: thirds and decimals that
    /// binary floating point cannot represent, a window off the screen's origin, rotations (a
    /// quarter turn and 30°), a scaled and scrolled nested chain, resting offsets outside the
    /// scrollable range, and keyboards within and beyond the edge tolerance.
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
        return result
    }

    /// Layouts that sit on the boundaries SPEC.md draws, found by measuring which misreadings the
    /// other vectors let through (Scripts/vector-mutants.sh): a keyboard exactly one point on
    /// screen, a floating keyboard touching a window's side, a negative window inset, a scroll view
    /// inside the bottom margin, a skewed container, a keyboard shorter than the safe area, a field
    /// at the end of short content, fields off screen with nothing covering them, a nested chain
    /// whose inner scroll view scrolls too, a tall focus held by the safe area in a window whose
    /// bounds do not start at zero, and fields just inside the margin of the keyboard.
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
        return result
    }

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
        return [
            ("reveals-focus-off", .scrollInset, StrategyOptions(revealsFocus: false), PhoneFormLayout.under, docked),
            // Short content: the inset still lets the scroll view absorb it all, so the root view stays.
            ("remainder-absorbed", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true), short.layout, docked),
            (
                "remainder-without-reveal", .scrollInset, StrategyOptions(revealsFocus: false, shiftsRootViewForRemainder: true),
                short.layout, docked
            ),
            ("remainder-with-no-scroll-view", .scrollInset, StrategyOptions(shiftsRootViewForRemainder: true), bare, docked),
            ("no-bottom-safe-area", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under, docked),
            (
                "no-bottom-safe-area-hidden", .resize, StrategyOptions(usesBottomSafeArea: false), PhoneFormLayout.under,
                .hidden(screenBounds: screen)
            ),
        ]
    }

    /// The phone form with its field under the keyboard, for cases that vary something else.
    enum PhoneFormLayout {
        static var under: AvoidanceLayout { FormFixture.phone.layout }
    }

    /// The vectors as deterministic JSON: sorted keys, two-space indentation, a final newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// Reads vectors.
    ///
    /// - Throws: ``ScenarioError`` naming the JSON path of the first problem, under `vectors`.
    public static func decode(_ data: Data) throws(ScenarioError) -> ConformanceVectors {
        let vectors: ConformanceVectors
        do {
            vectors = try JSONDecoder().decode(ConformanceVectors.self, from: data)
        } catch {
            throw ScenarioError.from(error, root: "vectors", data: data)
        }
        guard vectors.format == formatName else {
            throw ScenarioError("vectors.format", "expected '\(formatName)', found '\(vectors.format)'")
        }
        guard vectors.version == 2 else { throw ScenarioError("vectors.version", "expected 2, found \(vectors.version)") }
        return vectors
    }

    /// Every difference between the library and the expected adjustments, one line each:
    /// `CASE: FIELD: expected X, got Y`.
    public func mismatches(tolerance override: Tolerance? = nil) -> [String] {
        let tolerance = override ?? self.tolerance
        var lines: [String] = []
        for testCase in cases {
            let actual = testCase.strategy.adjustment(
                for: testCase.layout, keyboard: testCase.keyboard, options: testCase.options ?? StrategyOptions())
            for difference in Self.differences(testCase.expected, actual, tolerance) {
                lines.append("\(testCase.name): \(difference)")
            }
        }
        return lines + sectionMismatches(tolerance)
    }

    static func differences(_ expected: KeyboardAdjustment, _ actual: KeyboardAdjustment, _ tolerance: Tolerance) -> [String] {
        var result: [String] = []
        func compare(_ field: String, _ e: Double, _ a: Double) {
            if !((a - e).magnitude <= tolerance.absolute + tolerance.relative * e.magnitude) {
                result.append("\(field): expected \(e), got \(a)")
            }
        }
        func compare(_ field: String, _ e: ContainerAdjustment, _ a: ContainerAdjustment) {
            if e.node != a.node { result.append("\(field).node: expected \(e.node.rawValue), got \(a.node.rawValue)") }
            compare("\(field).contentOffset.x", e.contentOffset.x, a.contentOffset.x)
            compare("\(field).contentOffset.y", e.contentOffset.y, a.contentOffset.y)
            for (name, ei, ai) in [
                ("contentInsets", e.contentInsets, a.contentInsets),
                ("scrollIndicatorInsets", e.scrollIndicatorInsets, a.scrollIndicatorInsets),
            ] {
                compare("\(field).\(name).top", ei.top, ai.top)
                compare("\(field).\(name).left", ei.left, ai.left)
                compare("\(field).\(name).bottom", ei.bottom, ai.bottom)
                compare("\(field).\(name).right", ei.right, ai.right)
            }
            compare("\(field).contentSize.width", e.contentSize.width, a.contentSize.width)
            compare("\(field).contentSize.height", e.contentSize.height, a.contentSize.height)
        }
        switch (expected.container, actual.container) {
        case (let e?, let a?): compare("container", e, a)
        case (nil, nil): break
        case (nil, _?): result.append("container: expected none, got one")
        case (_?, nil): result.append("container: expected one, got none")
        }
        if expected.outerContainers.count != actual.outerContainers.count {
            result.append("outerContainers: expected \(expected.outerContainers.count), got \(actual.outerContainers.count)")
        } else {
            for (index, (e, a)) in zip(expected.outerContainers, actual.outerContainers).enumerated() {
                compare("outerContainers[\(index)]", e, a)
            }
        }
        compare("rootViewTranslation", expected.rootViewTranslation, actual.rootViewTranslation)
        compare("rootViewBottomInset", expected.rootViewBottomInset, actual.rootViewBottomInset)
        return result
    }
}
