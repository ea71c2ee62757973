import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The guarantees of SPEC.md §10.9, as properties over random layouts and keyboards.
final class StrategyPropertyTests: XCTestCase {
    private let tolerance = 1e-7

    private var cases: Generator<(AvoidanceScenario, StrategyUnderTest)> {
        Generator { draws in
            (Generator<AvoidanceScenario>.scenario().generate(&draws), draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset)
        }
    }

    // MARK: Visibility

    func testScrollStrategiesRevealTheFocusWheneverItCanBeShown() {
        checkProperty(cases) { scenario, under in
            guard under.scrolls, let view = ContainerView(scenario, under: under), view.obscured > 0 else { return }
            let adjustment = under.strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            let container = try XCTUnwrap(adjustment.container)
            let offset = container.contentOffset.y
            let (lower, upper) = view.range(container)
            let fits = view.lowest <= view.highest
            if fits, max(view.lowest, lower) <= min(view.highest, upper) {
                try require(view.isVisible(at: offset), "\(under): target \(view.target) not visible at offset \(offset)")
            } else if !fits, max(view.highest, lower) <= min(view.lowest, upper) {
                // Too tall, and some offset in the range makes it cover the visible part (SPEC §10.3):
                // it does after applying — whichever edge was nearer is aligned, or nothing moved.
                try require(view.covers(at: offset), "\(under): too tall, \(view.target) does not cover the visible part at \(offset)")
            }
            // The same, seen on screen: the presented focus, grown by the margin, lies between the
            // scroll view's safe top and the keyboard (checked through the presented hierarchy).
            if fits, max(view.lowest, lower) <= min(view.highest, upper) {
                let presented = scenario.layout.presentedHierarchy(applying: adjustment)
                let focus = try XCTUnwrap(
                    presented.convert(scenario.layout.focus.rect, from: .node(scenario.layout.focus.node), to: .window))
                let frame = try XCTUnwrap(
                    presented.convert(presented.node(view.container.node)!.bounds, from: .node(view.container.node), to: .window))
                let margins = scenario.layout.margins.effective
                try require(
                    focus.maxY + margins.bottom <= frame.maxY - view.hiddenBottom + 1e-6
                        && focus.minY - margins.top >= frame.minY + view.hiddenTop - 1e-6,
                    "\(under): on screen the focus \(focus) is outside \(frame) less \(view.hiddenTop)/\(view.hiddenBottom)")
            }
        }
    }

    func testViewShiftClearsTheKeyboardWheneverItCan() {
        checkProperty(Generator<AvoidanceScenario>.scenario()) { scenario in
            let layout = scenario.layout
            let hierarchy = layout.hierarchy
            guard let avoided = scenario.avoidedFrame,
                let keyboard = hierarchy.convert(avoided, from: .screen, to: .window),
                let root = hierarchy.convert(hierarchy.node(layout.rootView)!.bounds, from: .node(layout.rootView), to: .window),
                let overlap = keyboard.intersection(root), overlap.width > 0,
                let focus = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window)
            else { return }
            let margins = (top: max(0, layout.margins.top), bottom: max(0, layout.margins.bottom))
            // The keyboard's own top, even above the root view's top (a sheet wholly under it), and
            // how far the root view's bottom is from it: the root view never rises past that.
            let keyboardTop = keyboard.minY
            let reach = root.maxY - keyboardTop
            // SPEC.md §10.5: measured from the window's bounds origin, which is not always 0, and
            // lowered by the bars that stay put: the safe area of the nearest ancestor of the root view
            // that has additional insets (mapped to the window); the root view's own bars move with it.
            let windowTop = try XCTUnwrap(hierarchy.node(ViewHierarchy.window)).bounds.minY
            let windowSafeTop = windowTop + max(0, hierarchy.windowSafeAreaInsets.top)
            var barred = hierarchy.parent(of: layout.rootView)
            while let ancestor = barred, hierarchy.node(ancestor)?.additionalSafeAreaInsets == .zero {
                barred = hierarchy.parent(of: ancestor)
            }
            var stationarySafeTop = windowSafeTop
            if let ancestor = barred, let node = hierarchy.node(ancestor), let insets = hierarchy.safeAreaInsets(of: ancestor) {
                stationarySafeTop = try XCTUnwrap(hierarchy.convert(node.bounds.inset(by: insets), from: .node(ancestor), to: .window)).minY
            }
            let safeTop = max(windowSafeTop, stationarySafeTop)
            // A root view that starts below the window's top rises at most to the safe area's top,
            // unless its focus would otherwise stay covered: then as far as the focus's own bottom needs.
            let rise = root.minY > windowTop ? max(0, root.minY - windowSafeTop, focus.maxY - keyboardTop) : Double.infinity
            let adjustment = ViewShiftStrategy().adjustment(for: layout, keyboard: scenario.keyboard)
            let shift = -adjustment.rootViewTranslation
            try require(shift >= 0 && shift <= reach + tolerance, "shift \(shift) outside [0, \(reach)]")
            let presented = layout.presentedHierarchy(applying: adjustment)
            let moved = try XCTUnwrap(presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window))
            try requireClose(
                moved.minY, focus.minY - shift, Tolerance(absolute: 1e-6, relative: 1e-12), "the focus moves with the root view")
            // Some shift in [0, reach] shows the focus between the safe top and the keyboard:
            let needed = focus.maxY + margins.bottom - keyboardTop
            if max(0, needed) <= min(reach, focus.minY - margins.top - safeTop, rise) {
                try require(
                    moved.maxY + margins.bottom <= keyboardTop + 1e-6 && moved.minY - margins.top >= safeTop - 1e-6,
                    "fits but \(moved) is not clear")
            }
            if focus.minY - margins.top >= safeTop {
                try require(moved.minY - margins.top >= safeTop - 1e-6, "the focus's top left the safe area: \(moved)")
            }
            // Visible whenever some allowed movement shows it (SPEC §10.5): the field itself, margins
            // aside, clears the keyboard when a shift that keeps its top margin in the safe area and the
            // root view's bottom below the keyboard's top does. The one exception: a field too tall to fit
            // there keeps its top visible instead.
            let fieldNeeded = focus.maxY - keyboardTop
            if fieldNeeded > 1e-6, fieldNeeded <= min(reach, focus.minY - margins.top - safeTop) {
                try require(
                    moved.maxY <= keyboardTop + 1e-6, "the field \(moved) could clear the keyboard's top \(keyboardTop) but does not")
            }
            try require(shift <= rise + 1e-6, "a presented root view rose \(shift), past the safe area's top (\(rise))")
            // Minimal: a shift is at one of its limits.
            if shift > 0 {
                let limits = [needed, reach, focus.minY - margins.top - safeTop, rise]
                try require(limits.contains { abs($0 - shift) <= 1e-6 }, "shift \(shift) is none of \(limits)")
            }
        }
    }

    func testNestedScrollViewsRevealTheFocusInEveryViewportWhenThereIsRoom() {
        // Every scrolling strategy hands the focus outward through the chain (SPEC §10.2).
        let scrolling = StrategyUnderTest.allCases.filter(\.scrolls)
        checkProperty(
            Generator { draws in
                (Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws), draws.pick(from: scrolling) ?? .scrollInset)
            }
        ) {
            scenario, under in
            var layout = scenario.layout
            let chain = layout.scrollContainers.filter { layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: $0.node) }
            guard chain.count == 2 else { return }
            // Room to scroll everywhere: tall content, no insets of the app's own.
            for index in layout.scrollContainers.indices {
                layout.scrollContainers[index].contentSize.height = 1e6
                layout.scrollContainers[index].contentInsets = .zero
            }
            let hierarchy = layout.hierarchy
            let margins = layout.margins.effective
            let (inner, outer) =
                hierarchy.depth(of: chain[0].node)! > hierarchy.depth(of: chain[1].node)! ? (chain[0], chain[1]) : (chain[1], chain[0])
            let innerHeight = hierarchy.node(inner.node)!.boundsSize.height
            let outerSize = hierarchy.node(outer.node)!.boundsSize
            let outerSafe = hierarchy.safeAreaInsets(of: outer.node)!
            let obscured = hierarchy.obscuredBottomHeight(of: outer.node, avoiding: scenario.avoidedFrame)
            guard obscured > 0,
                let focusInInner = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(inner.node)),
                focusInInner.minY - margins.top >= 0, focusInInner.height + margins.top + margins.bottom <= innerHeight,
                focusInInner.height + margins.top + margins.bottom <= outerSize.height - outerSafe.top - max(outerSafe.bottom, obscured)
            else { return }
            let adjustment = under.strategy.adjustment(for: layout, keyboard: scenario.keyboard)
            let presented = layout.presentedHierarchy(applying: adjustment)
            let focus = try XCTUnwrap(presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window))
            // Inside the inner scroll view's viewport …
            let innerFrame = try XCTUnwrap(presented.convert(presented.node(inner.node)!.bounds, from: .node(inner.node), to: .window))
            try require(
                focus.minY - margins.top >= innerFrame.minY - 1e-6 && focus.maxY + margins.bottom <= innerFrame.maxY + 1e-6,
                "\(under): focus \(focus) outside the inner viewport \(innerFrame)")
            // … and, when the outer one can reach it, inside the outer one's visible part.
            let outerFrame = try XCTUnwrap(presented.convert(presented.node(outer.node)!.bounds, from: .node(outer.node), to: .window))
            let lower = -(outer.settings.addsVerticalSafeArea(inViewportOf: outerSize) ? outerSafe.top : 0)
            let restingFocus = try XCTUnwrap(presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(outer.node)))
            guard restingFocus.minY - margins.top - outerSafe.top >= lower else { return }
            try require(
                focus.maxY + margins.bottom <= outerFrame.maxY - max(outerSafe.bottom, obscured) + 1e-6
                    && focus.minY - margins.top >= outerFrame.minY + outerSafe.top - 1e-6,
                "\(under): focus \(focus) outside the outer visible part of \(outerFrame)")
        }
    }

    // MARK: Minimality

    func testNoMovementWhenTheFocusIsAlreadyVisibleAndOtherwiseTheLeast() {
        checkProperty(cases) { scenario, under in
            guard under.scrolls, let view = ContainerView(scenario, under: under) else { return }
            let adjustment = under.strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            let offset = try XCTUnwrap(adjustment.container).contentOffset.y
            let rest = view.bounds.origin.y
            if view.obscured == 0 {
                try requireEqual(offset, rest, "\(under) moved a focus the keyboard does not cover")
                return
            }
            if view.isVisible(at: rest, tolerance: 0) {
                // On the edge of the visible band the oracle's sums and the strategy's may round
                // apart by an ulp (the focus's bottom exactly on the margin band), so "not moved"
                // allows that much.
                try requireClose(offset, rest, Tolerance(absolute: 1e-9, relative: 1e-12), "\(under) moved a visible focus")
                return
            }
            // A focus too tall to fit that already covers the visible part is not moved either, by
            // any scroll strategy; and each of them, centring too, moves one that does not the least
            // (SPEC §10.3, §10.7).
            let tooTall = view.lowest > view.highest
            if tooTall, view.covers(at: rest, tolerance: 0) {
                try requireClose(
                    offset, rest, Tolerance(absolute: 1e-9, relative: 1e-12), "\(under) moved a too-tall focus covering the visible part")
                return
            }
            guard under.isMinimal || tooTall, offset != rest else { return }
            let (lower, upper) = view.range(try XCTUnwrap(adjustment.container))
            let atBottomEdge = abs(view.target.maxY - (offset + view.bounds.height - view.hiddenBottom)) <= tolerance
            let atTopEdge = abs(view.target.minY - (offset + view.hiddenTop)) <= tolerance
            let atRangeEnd = abs(offset - lower) <= tolerance || abs(offset - upper) <= tolerance
            try require(atBottomEdge || atTopEdge || atRangeEnd, "\(under): offset \(offset) is not the least movement")
        }
    }

    // MARK: Rest, accumulation, fixpoint

    func testAHiddenKeyboardGivesTheRestingLayoutExactly() {
        checkProperty(cases) { scenario, under in
            let layout = scenario.layout
            let hidden = under.strategy.adjustment(for: layout, keyboard: .hidden(screenBounds: scenario.keyboard.screenBounds))
            try requireEqual(hidden, under.strategy.restingAdjustment(for: layout))
            try requireEqual(hidden.rootViewTranslation, 0)
            for adjustment in hidden.allContainers {
                // Each result names its scroll view: it must be one of the layout's, at rest.
                let container = try XCTUnwrap(layout.scrollContainers.first { $0.node == adjustment.node })
                let offset = try XCTUnwrap(layout.hierarchy.node(container.node)).bounds.origin
                try requireEqual(
                    adjustment,
                    ContainerAdjustment(
                        node: container.node, contentOffset: offset, contentInsets: container.contentInsets,
                        scrollIndicatorInsets: container.scrollIndicatorInsets, contentSize: container.contentSize))
            }
            let expectedBottom = under == .resize ? (layout.hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0) : 0
            try requireEqual(hidden.rootViewBottomInset, expectedBottom)
            // An ignored floating keyboard is the same as none.
            let floating = KeyboardState(
                frame: LayoutRect(x: 40, y: 80, width: 200, height: 150), screenBounds: scenario.keyboard.screenBounds)
            var ignoring = layout
            ignoring.undockedPolicy = .ignore
            if floating.placement == .undocked {
                try requireEqual(
                    under.strategy.adjustment(for: ignoring, keyboard: floating), under.strategy.restingAdjustment(for: ignoring))
            }
        }
    }

    func testNothingAccumulatesAcrossKeyboardChanges() {
        let generator = Generator { draws -> (AvoidanceScenario, StrategyUnderTest, [KeyboardState]) in
            let scenario = Generator<AvoidanceScenario>.scenario().generate(&draws)
            let keyboards = (0..<draws.integer(in: 1...5)).map { _ in
                Generator<KeyboardState>.any(on: scenario.keyboard.screenBounds).generate(&draws)
            }
            return (scenario, draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset, keyboards)
        }
        checkProperty(generator) { scenario, under, keyboards in
            // An app that feeds a tracker a series of keyboards and evaluates on each update ends
            // where evaluating the last keyboard alone ends.
            var tracker = KeyboardTracker(screenBounds: scenario.keyboard.screenBounds, configuration: .init(minimumChange: 0))
            var applied = under.strategy.restingAdjustment(for: scenario.layout)
            for keyboard in keyboards + [scenario.keyboard] {
                if let update = tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: keyboard.frame)) {
                    applied = under.strategy.adjustment(for: scenario.layout, keyboard: update.keyboard)
                }
            }
            // The last keyboard that carries a position (a frame change to (0, 0, 0, 0) carries none,
            // SPEC §7 rule 0), evaluated on its own: not the tracker's keyboard, which is the one the
            // updates came from and so would agree with them whatever the tracker did.
            let last = (keyboards + [scenario.keyboard]).last { $0.frame != .zero }
            let alone =
                last.map { under.strategy.adjustment(for: scenario.layout, keyboard: $0) }
                ?? under.strategy.restingAdjustment(for: scenario.layout)
            try requireEqual(applied, alone)
        }
    }

    func testEvaluatingAnAppliedLayoutChangesNothing() {
        checkProperty(
            Generator { draws in
                (
                    Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws),
                    draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset
                )
            }
        ) { scenario, under in
            let first = under.strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            let again = under.strategy.adjustment(for: scenario.layout.applying(first), keyboard: scenario.keyboard)
            if first.outerContainers.isEmpty {
                try requireEqual(again, first, "\(under) is not a fixpoint")
            } else {
                // Through nested scroll views the focus's position is recomputed by another path
                // of conversions, which may round differently in the last digit.
                for (a, b) in zip(again.allContainers, first.allContainers) {
                    try requireClose(
                        a.contentOffset.y, b.contentOffset.y, Tolerance(absolute: 1e-9, relative: 1e-12), "\(under) nested offset")
                    try requireClose(
                        a.contentOffset.x, b.contentOffset.x, Tolerance(absolute: 1e-9, relative: 1e-12), "\(under) nested x offset")
                    try requireEqual(a.contentInsets, b.contentInsets)
                }
                try requireClose(again.rootViewTranslation, first.rootViewTranslation, Tolerance(absolute: 1e-9, relative: 1e-12))
            }
        }
    }

    func testTheRemainderIsTheViewShiftOfTheScrolledLayout() {
        // Scroll inset with the root-view remainder scrolls exactly as without it, and moves the
        // root view as view shift would move it for the layout left at the adjusted offsets: an
        // independent path (conversions through the applied hierarchy) to the same number.
        checkProperty(
            Generator { draws in
                (Generator<AvoidanceScenario>.scenario(nested: draws.chance(0.5)).generate(&draws), draws.chance(0.8))
            }
        ) { scenario, revealsFocus in
            let plain = ScrollInsetStrategy(revealsFocus: revealsFocus).adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            let strategy = ScrollInsetStrategy(revealsFocus: revealsFocus, shiftsRootViewForRemainder: true)
            let withRemainder = strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            try requireEqual(withRemainder.allContainers, plain.allContainers, "the remainder changed the scrolling")
            let expected = ViewShiftStrategy().adjustment(for: scenario.layout.applying(plain), keyboard: scenario.keyboard)
            try requireClose(
                withRemainder.rootViewTranslation, expected.rootViewTranslation, Tolerance(absolute: 1e-9, relative: 1e-12),
                "remainder")
        }
    }

    // MARK: Monotonic

    func testATallerDockedKeyboardNeverMovesContentLess() {
        let generator = Generator { draws -> (AvoidanceScenario, StrategyUnderTest, Double, Double) in
            (
                Generator<AvoidanceScenario>.scenario().generate(&draws), draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset,
                draws.double(in: 0...1),
                draws.double(in: 0...1)
            )
        }
        checkProperty(generator) { scenario, under, first, second in
            let screen = scenario.keyboard.screenBounds
            func docked(_ fraction: Double) -> KeyboardState {
                let height = (screen.height * fraction).rounded()
                return KeyboardState(
                    frame: LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height), screenBounds: screen)
            }
            let (low, high) = (docked(min(first, second)), docked(max(first, second)))
            let shorter = under.strategy.adjustment(for: scenario.layout, keyboard: low)
            let taller = under.strategy.adjustment(for: scenario.layout, keyboard: high)
            // The root view moves up at least as far; the layout guide is at least as tall.
            try require(-taller.rootViewTranslation >= -shorter.rootViewTranslation - tolerance, "\(under): shift shrank")
            try require(taller.rootViewBottomInset >= shorter.rootViewBottomInset - tolerance, "\(under): bottom inset shrank")
            guard let a = shorter.container, let b = taller.container else { return }
            try require(
                b.contentInsets.bottom >= a.contentInsets.bottom - tolerance && b.contentSize.height >= a.contentSize.height - tolerance,
                "\(under): inset or content size shrank")
            // Among keyboards that cover the scroll view, a taller one never scrolls the content
            // less far up. (One that covers nothing leaves the layout at rest, and the reveal may
            // bring a focus that was scrolled off the top back down: that is a move the other way.)
            // The exception: a resting offset outside the range (pulled past an end), which one
            // keyboard leaves where it is — the focus visible there, or too tall and covering the
            // visible part (SPEC §10.3) — while the other scrolls into the range, on either side.
            var lowScenario = scenario
            lowScenario.keyboard = low
            if let view = ContainerView(lowScenario), view.obscured > 0 {
                let rest = view.bounds.origin.y
                let (lower, upper) = view.range(a)
                if a.contentOffset.y == rest || b.contentOffset.y == rest, rest < lower || rest > upper { return }
                try require(
                    b.contentOffset.y >= a.contentOffset.y - tolerance, "\(under): offset \(b.contentOffset.y) < \(a.contentOffset.y)")
            }
        }
    }

    // MARK: Bounds

    func testOutputsStayWithinTheirBounds() {
        checkProperty(
            Generator { draws in
                (
                    Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws),
                    draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset
                )
            }
        ) { scenario, under in
            let layout = scenario.layout
            let adjustment = under.strategy.adjustment(for: layout, keyboard: scenario.keyboard)
            try require(adjustment.rootViewTranslation <= 0 && adjustment.rootViewBottomInset >= 0)
            if let view = ContainerView(scenario, under: under), let container = adjustment.container {
                let (lower, upper) = view.range(container)
                let offset = container.contentOffset.y
                let rest = view.bounds.origin.y
                try require(
                    offset == rest || (offset >= lower - tolerance && offset <= upper + tolerance),
                    "\(under): offset \(offset) outside [\(lower), \(upper)]")
                let own = view.container.contentInsets
                let set = container.contentInsets
                try require(
                    set.top >= own.top && set.left >= own.left && set.bottom >= own.bottom && set.right >= own.right,
                    "\(under): insets \(set) below own \(own)")
                try require(container.contentSize.height >= view.container.contentSize.height)
                let obscured = layout.hierarchy.obscuredBottomHeight(of: view.container.node, avoiding: scenario.avoidedFrame)
                try require(set.bottom - own.bottom <= obscured + tolerance, "\(under): keyboard inset beyond the keyboard")
            }
            if under == .resize {
                let rootHeight = try XCTUnwrap(layout.hierarchy.node(layout.rootView)).bounds.height
                try require(adjustment.rootViewBottomInset <= rootHeight + tolerance)
            }
        }
    }

    func testHostileLayoutsGiveFiniteOutputs() {
        let generator = Generator { draws -> (AvoidanceScenario, StrategyUnderTest) in
            var scenario = Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws)
            let hostile = Generator<Double>.hostile
            func maybe(_ draws: inout Draws) -> Bool { draws.chance(0.3) }
            if maybe(&draws) {
                scenario.keyboard = KeyboardState(
                    frame: Generator<LayoutRect>.hostileRect.generate(&draws),
                    screenBounds: Generator<LayoutRect>.hostileRect.generate(&draws))
            }
            if maybe(&draws) { scenario.layout.margins = FocusMargins(hostile.generate(&draws)) }
            if maybe(&draws) { scenario.layout.margins.top = hostile.generate(&draws) }
            if maybe(&draws), let root = scenario.layout.hierarchy.node(scenario.layout.rootView) {
                // A riding view of hostile geometry.
                let bar = ViewNode(
                    frame: LayoutRect(
                        x: hostile.generate(&draws), y: hostile.generate(&draws), width: root.boundsSize.width,
                        height: hostile.generate(&draws)))
                scenario.layout.ridingView = try? scenario.layout.hierarchy.addNode(bar, parent: scenario.layout.rootView)
            }
            for index in scenario.layout.scrollContainers.indices where maybe(&draws) {
                scenario.layout.scrollContainers[index].contentSize = LayoutSize(
                    width: hostile.generate(&draws), height: hostile.generate(&draws))
                scenario.layout.scrollContainers[index].contentInsets = LayoutInsets(
                    top: hostile.generate(&draws), bottom: hostile.generate(&draws))
            }
            for id in scenario.layout.hierarchy.nodeIDs where maybe(&draws) {
                try? scenario.layout.hierarchy.setNode(
                    id,
                    to: ViewNode(
                        bounds: Generator<LayoutRect>.hostileRect.generate(&draws),
                        center: LayoutPoint(x: hostile.generate(&draws), y: hostile.generate(&draws)),
                        transform: maybe(&draws) ? Generator<LayoutTransform>.hostileTransform.generate(&draws) : .identity))
            }
            for id in scenario.layout.hierarchy.nodeIDs where maybe(&draws) {
                guard var node = scenario.layout.hierarchy.node(id) else { continue }
                node.additionalSafeAreaInsets = LayoutInsets(
                    top: hostile.generate(&draws), left: hostile.generate(&draws), bottom: hostile.generate(&draws),
                    right: hostile.generate(&draws))
                try? scenario.layout.hierarchy.setNode(id, to: node)
            }
            if maybe(&draws) { scenario.layout.focus.rect = Generator<LayoutRect>.hostileRect.generate(&draws) }
            if maybe(&draws) { scenario.layout.focus.node = ViewHierarchy.NodeID(rawValue: draws.integer(in: -3...200)) }
            if maybe(&draws) { scenario.layout.rootView = ViewHierarchy.NodeID(rawValue: draws.integer(in: -3...200)) }
            return (scenario, draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset)
        }
        checkProperty(generator) { scenario, under in
            // Each strategy, and scroll inset with the root-view remainder (which every scenario
            // can take), gives only values the finite policy allows: finite, within the limit,
            // never −0.
            let remainder = ScrollInsetStrategy(shiftsRootViewForRemainder: true)
            for (name, adjustment) in [
                ("\(under)", under.strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)),
                ("scroll inset with remainder", remainder.adjustment(for: scenario.layout, keyboard: scenario.keyboard)),
            ] {
                var values = [adjustment.rootViewTranslation, adjustment.rootViewBottomInset]
                for container in adjustment.allContainers {
                    values += [
                        container.contentOffset.x, container.contentOffset.y, container.contentSize.width, container.contentSize.height,
                        container.contentInsets.top, container.contentInsets.bottom, container.scrollIndicatorInsets.bottom,
                    ]
                }
                try require(values.allSatisfy(\.isFinite), "\(name): non-finite output \(values)")
                let limit = FiniteCoordinate.coordinateLimit
                try require(values.allSatisfy { $0.magnitude <= limit && !($0 == 0 && $0.sign == .minus) }, "\(name): \(values)")
                try require(adjustment.rootViewTranslation <= 0 && adjustment.rootViewBottomInset >= 0)
                _ = scenario.layout.presentedHierarchy(applying: adjustment)
            }
        }
    }

    // MARK: Interpolation

    func testInterpolationRunsFromOneAdjustmentToTheOther() {
        let generator = Generator { draws -> (AvoidanceScenario, StrategyUnderTest, Double, Double) in
            (
                Generator<AvoidanceScenario>.scenario(nested: true).generate(&draws),
                draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset,
                draws.double(in: -0.2...1.2), draws.double(in: 0...1)
            )
        }
        checkProperty(generator) { scenario, under, progress, later in
            let from = under.strategy.restingAdjustment(for: scenario.layout)
            let to = under.strategy.adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            try requireEqual(KeyboardAdjustment.interpolated(from: from, to: to, progress: 0), from)
            try requireEqual(KeyboardAdjustment.interpolated(from: from, to: to, progress: 1), to)
            try requireEqual(KeyboardAdjustment.interpolated(from: from, to: to, progress: .nan), from)
            let middle = KeyboardAdjustment.interpolated(from: from, to: to, progress: progress)
            let further = KeyboardAdjustment.interpolated(from: from, to: to, progress: max(progress, later))
            func between(_ x: Double, _ a: Double, _ b: Double) -> Bool { x >= min(a, b) - 1e-9 && x <= max(a, b) + 1e-9 }
            try require(between(middle.rootViewTranslation, from.rootViewTranslation, to.rootViewTranslation))
            try require(between(middle.rootViewBottomInset, from.rootViewBottomInset, to.rootViewBottomInset))
            if let a = from.container, let b = to.container, let m = middle.container, let f = further.container {
                try require(
                    between(m.contentOffset.y, a.contentOffset.y, b.contentOffset.y)
                        && between(m.contentInsets.bottom, a.contentInsets.bottom, b.contentInsets.bottom))
                // Monotone in progress: later progress is no further from `to`.
                try require(abs(f.contentOffset.y - b.contentOffset.y) <= abs(m.contentOffset.y - b.contentOffset.y) + 1e-9)
            }
        }
    }
}
