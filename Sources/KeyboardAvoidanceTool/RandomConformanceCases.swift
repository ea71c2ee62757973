import KeyboardAvoidance

/// Conformance cases drawn at random from a seed, with this library's answers as the expected
/// values: `keyboard-avoidance random-vectors --count N --seed S` (SPEC §11.3).
///
/// Fixed vectors run out: a port can pass every committed case and still misread a rule no case
/// happens to separate. Random cases do not run out. The same seed always gives the same file, so a
/// failure can be reproduced and shared. Every number is a whole or half point (or a quarter, for
/// scales), so that the cases' comparisons are exact in any IEEE-754 arithmetic — except the hairs
/// of 2⁻²¹ and 2⁻¹⁹ pt below, powers of two, which keep it exact too.
///
/// What a case may hold: a screen of a phone's or an iPad's size; a window filling it or, one time
/// in three, smaller and offset in it (Stage Manager, Slide Over; on the screen's bottom edge a
/// third of those times, scaled by 0.75 one time in ten), with a keyboard docked to that window
/// half those times — exactly, with one edge a hair (0.5, 1 or 1.5 pt) off the window's, on §6.4's
/// tolerance or beyond it, or narrower than the window; safe areas with side insets in landscape (a
/// negative bottom inset, bad input §5 reads as 0, one time in fifty; insets taller than the window
/// together, which collapse its safe rectangle, one time in eight windows that are not the screen);
/// bars on the window one time in twenty; a root view filling the window or presented below its top
/// (a sheet), rotated by a quarter turn or scaled one time in ten, with bars (additional safe-area
/// insets) one time in four, inside a navigation controller's view with bars of its own (or a
/// negative one) one time in eight (half the time for a sheet); wrapper views with bars of their
/// own; a scroll view of every content-inset behaviour (one time in twenty a strip 40 pt tall at
/// its parent's bottom, inside a bottom margin as tall), scrolled anywhere, wider than its viewport
/// (a carousel, a pager) one time in five (half the time under a root view turned by a quarter),
/// bouncing or not, its indicators' bottom inset apart from its content's one time in five; a
/// second scroll view nested in it half the time; a focus anywhere in the content, a field (moved
/// by a translation, a shear downwards, sideways or upwards, or a counter-clockwise turn of its own
/// one time in six) or a caret (given from its far corner, a negative size, one time in ten), or
/// one time in ten a caret in a text view that is itself a vertically scrolling scroll view (a
/// notes screen's); one time in twenty-five, a field beside the root view instead, in an overlay of
/// the window's; a scroll view of the chain listed twice, the second listing with other settings,
/// one time in twenty; a scroll view holding no focus, beside the form or inside it, one time in
/// eight; margins uniform or per edge; a view riding on the keyboard three times in ten — a bar
/// across the root view's bottom, or one holding the focus (squashed flat or to a point one time in
/// five), holding a text view with the caret (these two placed inside the form, a footer in its
/// content, one time in three) or being that text view, in the window beside the root view, scaled
/// or flattened, narrower than the root view, or a panel reaching above the window's top; every
/// undocked policy; keyboards docked, minimized, floating (touching the side of the window or of a
/// riding view half those times, where it can; beside a window that is not the screen, touching its
/// side, a quarter of those windows' cases, avoided by the `avoid` policy half the time), split or
/// hidden, or with an edge a hair off the screen's (§6.1's tolerances: on, within and beyond them)
/// or a visible sliver that thin; and every strategy with random options, the alignment included.
/// One case in eight rests its scroll views where the least scroll reveals the focus and then moves
/// one of them a hair back or on: the target on the visible band's edge, outside it by less than
/// §10.3's ε or by more. The tracker cases are random event sequences under random configurations
/// or the defaults, with frames that carry no position (rule 0), empty frames elsewhere, one edge
/// moved alone, two opposite edges moved so that the origin or the size changes by less than an
/// edge, and placements changing alone, and one time in five another app's show, this app's frame
/// with no position and another app's hide in a row; the animation cases random curves and
/// durations; the interpolation cases blends of random answers.
public struct RandomConformanceCases {
    /// A seeded generator of the tool's own (SplitMix64): the sequence is part of the format of
    /// these files, so it is fixed here rather than borrowed.
    struct Draws {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A whole number in `range`.
        mutating func integer(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }

        /// A half point in `range`.
        mutating func halfPoint(_ range: ClosedRange<Double>) -> Double {
            let steps = Int(((range.upperBound - range.lowerBound) * 2).rounded(.down))
            return range.lowerBound + Double(integer(0...Swift.max(0, steps))) / 2
        }

        mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < probability }

        mutating func pick<T>(_ values: [T]) -> T { values[integer(0...(values.count - 1))] }
    }

    var draws: Draws

    /// A generator for a seed.
    ///
    /// - Parameter seed: Any number; the same seed gives the same cases.
    public init(seed: UInt64) {
        draws = Draws(state: seed)
    }

    /// `count` strategy cases and a tenth as many tracker, animation and interpolation cases each
    /// (at least one), in the conformance vectors' format.
    ///
    /// - Parameter count: How many strategy cases.
    /// - Returns: The vectors, their expected values this library's.
    public mutating func vectors(count: Int) -> ConformanceVectors {
        let count = Swift.max(0, count)
        let sections = Swift.max(1, count / 10)
        var cases: [ConformanceVectors.Case] = []
        cases.reserveCapacity(count)
        var results: [KeyboardAdjustment] = []
        for index in 0..<count {
            let (layout, keyboard) = scenario()
            let (strategy, options) = strategyWithOptions()
            let expected = strategy.adjustment(for: layout, keyboard: keyboard, options: options ?? StrategyOptions())
            results.append(expected)
            cases.append(
                ConformanceVectors.Case(
                    name: "random/\(index)/\(strategy.rawValue)", strategy: strategy, options: options, layout: layout, keyboard: keyboard,
                    expected: expected))
        }
        let trackerCases = (0..<sections).map { trackerCase(index: $0) }
        let animationCases = (0..<sections).map { animationCase(index: $0) }
        let interpolationCases = (0..<sections).map { index -> ConformanceVectors.InterpolationCase in
            let from = results.isEmpty ? KeyboardAdjustment(container: nil) : draws.pick(results)
            let to = results.isEmpty ? KeyboardAdjustment(container: nil) : draws.pick(results)
            return ConformanceVectors.InterpolationCase(
                name: "random/interpolation/\(index)", from: from, to: to, progress: [-0.5, 0, 0.25, 0.5, 0.75, 1, 1.5])
        }
        return ConformanceVectors(
            cases: cases, trackerCases: trackerCases, animationCases: animationCases, interpolationCases: interpolationCases)
    }

    // MARK: Layouts

    /// A random layout and keyboard (see the type's description).
    mutating func scenario() -> (AvoidanceLayout, KeyboardState) {
        let size = draws.pick([
            LayoutSize(width: 375, height: 667), LayoutSize(width: 393, height: 852), LayoutSize(width: 430, height: 932),
            LayoutSize(width: 852, height: 393), LayoutSize(width: 1_180, height: 820), LayoutSize(width: 820, height: 1_180),
        ])
        let screen = LayoutRect(x: draws.chance(0.2) ? draws.halfPoint(-500...500) : 0, y: 0, width: size.width, height: size.height)
        var window = screen
        if draws.chance(1.0 / 3) {
            // A Stage Manager or Slide Over window: on the screen's bottom edge a third of the time.
            let width = (size.width * draws.pick([0.3, 0.5, 0.8, 1])).rounded()
            let height = (size.height * draws.pick([0.4, 0.5, 0.75, 1])).rounded()
            window = LayoutRect(
                x: screen.minX + draws.halfPoint(0...(size.width - width)),
                y: screen.minY + (draws.chance(1.0 / 3) ? size.height - height : draws.halfPoint(0...(size.height - height))),
                width: width, height: height)
        }
        let landscape = size.width > size.height && size.width < 1_000
        var safe = LayoutInsets(
            top: landscape ? 0 : draws.pick([0, 20, 24, 59]), left: landscape ? draws.pick([0, 59]) : 0,
            bottom: draws.pick([0, 20, 21, 34]), right: landscape ? draws.pick([0, 59]) : 0)
        if window != screen && draws.chance(0.125) {
            // Insets taller than the window together: its safe rectangle collapses (§5), its safe
            // top does not (§10.5).
            safe.top = (window.height * draws.pick([0.6, 0.75])).rounded()
            safe.bottom = (window.height * draws.pick([0.5, 0.6])).rounded()
        }
        var layout = AvoidanceLayout(
            window: window,
            safeAreaInsets: draws.chance(0.02) ? LayoutInsets(top: safe.top, left: safe.left, bottom: -10, right: safe.right) : safe,
            undockedPolicy: draws.chance(0.3) ? .avoid : .ignore)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        // The window itself: with bars of its own one time in twenty, and a window that is not the
        // screen scaled about its centre one time in ten (a Stage Manager window being resized).
        if var node = layout.hierarchy.node(ViewHierarchy.window) {
            if draws.chance(0.05) { node.additionalSafeAreaInsets = LayoutInsets(top: draws.pick([0, 20]), bottom: draws.pick([20, 49])) }
            if window != screen && draws.chance(0.1) { node.transform = LayoutTransform(a: 0.75, b: 0, c: 0, d: 0.75, tx: 0, ty: 0) }
            try? layout.hierarchy.setNode(ViewHierarchy.window, to: node)
        }
        let windowOnScreen = layout.hierarchy.convert(bounds, from: .window, to: .screen) ?? window
        // The root view: filling the window, or a sheet below its top; a quarter turn or a scale.
        var rootFrame = bounds
        if draws.chance(0.25) {
            let top = draws.halfPoint(0...(window.height / 3)).rounded()
            rootFrame = LayoutRect(x: 0, y: top, width: window.width, height: window.height - top)
        }
        var root = ViewNode(frame: rootFrame)
        if draws.chance(0.1) {
            root.transform = draws.pick([
                LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), LayoutTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0),
                LayoutTransform(a: 1.25, b: 0, c: 0, d: 1.25, tx: 0, ty: 0),
            ])
        }
        if draws.chance(0.25) {
            root.additionalSafeAreaInsets = LayoutInsets(top: draws.pick([0, 44, 50]), bottom: draws.pick([0, 49, 83]))
        }
        // A navigation or tab bar controller's view around the root view, its bars over it (or a
        // negative one taking back part of the window's, as a view controller extending under the
        // status bar does), one time in eight; a sheet half the time, under the controller's
        // bars: its rise is limited by the window's safe top, which those bars do not lower (§10.5).
        var parent = ViewHierarchy.window
        if draws.chance(rootFrame == bounds ? 0.125 : 0.5) {
            parent = layout.addView(
                frame: bounds, additionalSafeAreaInsets: LayoutInsets(top: draws.pick([44, 50, -20]), bottom: draws.pick([0, 49, 83])))
        }
        parent = layout.addView(root, in: parent)
        layout.rootView = parent
        var parentSize = rootFrame.size
        for _ in 0..<draws.integer(0...2) {
            let inset = draws.halfPoint(0...8)
            var wrapper = ViewNode(
                frame: LayoutRect(
                    x: inset, y: inset, width: Swift.max(1, parentSize.width - 2 * inset),
                    height: Swift.max(1, parentSize.height - 2 * inset)))
            if draws.chance(0.2) {
                wrapper.additionalSafeAreaInsets = LayoutInsets(top: draws.pick([0, 44, -20]), bottom: draws.pick([0, 49]))
            }
            parent = layout.addView(wrapper, in: parent)
            parentSize = wrapper.boundsSize
        }
        // The scroll view, and sometimes a second one inside it.
        // Under a root view turned by a quarter, scrolling sideways moves the focus up or down the
        // screen: the scroll view is a carousel half those times (§10.4's remainder).
        let turned = root.transform.b != 0
        var holder = addScrollView(to: &layout, in: parent, size: parentSize, carouselChance: turned ? 0.5 : 0.2)
        if draws.chance(0.5), let outer = layout.scrollContainers.last {
            let inner = LayoutSize(
                width: Swift.min(outer.contentSize.width, parentSize.width),
                height: draws.halfPoint(60...Swift.max(60, Swift.min(400, outer.contentSize.height / 2))).rounded())
            let wrapper = layout.addView(
                frame: LayoutRect(
                    x: 0, y: draws.halfPoint(0...Swift.max(0, outer.contentSize.height - inner.height)), width: inner.width,
                    height: inner.height),
                in: holder.node)
            holder = addScrollView(to: &layout, in: wrapper, size: inner, carouselChance: 0.2)
        }
        // The focus: a field anywhere in the innermost content, or a caret in it; or, one time in
        // ten, a caret in a text view that is itself a scroll view scrolling vertically (a notes
        // screen's), so that the chain starts at the focus's own node.
        let fieldWidth = Swift.max(1, Swift.min(holder.content.width, holder.viewport.width) - 32)
        let fieldX = draws.halfPoint(0...Swift.max(0, holder.content.width - fieldWidth))
        if draws.chance(0.1) {
            let height = draws.halfPoint(80...Swift.max(80, Swift.min(400, holder.viewport.height))).rounded()
            let text = LayoutSize(width: fieldWidth, height: (height * draws.pick([1.5, 2, 4])).rounded())
            let textView = layout.addScrollView(
                frame: LayoutRect(
                    x: fieldX, y: draws.halfPoint(-20...Swift.max(0, holder.content.height - height)), width: fieldWidth, height: height),
                contentSize: text, contentOffset: LayoutPoint(x: 0, y: draws.halfPoint(0...(text.height - height))),
                contentInsetAdjustmentBehavior: draws.pick(ContentInsetAdjustmentBehavior.allCases), in: holder.node)
            layout.focus(
                on: textView, rect: LayoutRect(x: draws.halfPoint(0...20), y: draws.halfPoint(0...(text.height - 20)), width: 2, height: 20)
            )
        } else {
            let fieldHeight = draws.chance(0.8) ? draws.halfPoint(30...60) : draws.halfPoint(100...900)
            var node = ViewNode(
                frame: LayoutRect(
                    x: fieldX, y: draws.halfPoint(-20...Swift.max(0, holder.content.height)), width: fieldWidth, height: fieldHeight))
            if draws.chance(1.0 / 6) {
                // Moved by a transform of its own: a translation, a shear downwards, sideways or
                // upwards, or a turn counter-clockwise (by about 34°, scaled by 0.9: entries of
                // quarters keep it exact), whose box needs all four corners (§3.2).
                node.transform = draws.pick([
                    LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: draws.halfPoint(-20...20), ty: draws.halfPoint(-40...40)),
                    LayoutTransform(a: 1, b: 0.25, c: 0, d: 1, tx: 0, ty: 0), LayoutTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0),
                    LayoutTransform(a: 1, b: -0.25, c: 0, d: 1, tx: 0, ty: 0),
                    LayoutTransform(a: 0.75, b: -0.5, c: 0.5, d: 0.75, tx: 0, ty: 0),
                ])
            }
            let field = layout.addView(node, in: holder.node)
            // A caret one time in five, given from its far corner (a negative size, the same
            // rectangle, SPEC §3.2) one time in ten of those.
            var caret: LayoutRect?
            if draws.chance(0.2) {
                let rect = LayoutRect(x: draws.halfPoint(0...100), y: draws.halfPoint(0...fieldHeight), width: 2, height: 20)
                caret = draws.chance(0.1) ? LayoutRect(x: rect.maxX, y: rect.maxY, width: -rect.width, height: -rect.height) : rect
            }
            layout.focus(on: field, rect: caret)
        }
        // A focus beside the root view one time in twenty-five: a field in an overlay of the
        // window's (a banner, a popover), which moving the root view does not move (§10.5).
        if draws.chance(0.04) {
            let overlay = layout.addView(frame: bounds)
            let field = layout.addView(
                frame: LayoutRect(
                    x: 16, y: draws.halfPoint(0...Swift.max(0, window.height - 44)), width: Swift.max(1, window.width - 32), height: 44),
                in: overlay)
            layout.focus(on: field)
        }
        // A scroll view of the chain listed twice one time in twenty, the second listing with
        // other settings, which do not count (§10.2).
        let chain = layout.scrollChain
        if !chain.isEmpty && draws.chance(0.05) {
            var second = draws.pick(chain)
            second.settings.contentSize.height = (second.settings.contentSize.height * draws.pick([0.5, 1.5])).rounded()
            second.settings.contentInsets = LayoutInsets(top: draws.pick([0, 20]), bottom: draws.pick([40, 100]))
            second.settings.contentInsetAdjustmentBehavior = draws.pick(ContentInsetAdjustmentBehavior.allCases)
            layout.scrollContainers.append(second)
        }
        // A scroll view holding no focus one time in eight: a list over the lower half of the form's
        // parent (search results under their field), or a list inside the form's content.
        if draws.chance(0.125) {
            let inside = draws.chance(0.5)
            let size =
                inside
                ? LayoutSize(width: fieldWidth, height: 200)
                : LayoutSize(width: parentSize.width, height: (parentSize.height / 2).rounded())
            let origin =
                inside
                ? LayoutPoint(x: fieldX, y: draws.halfPoint(0...Swift.max(0, holder.content.height - size.height)))
                : LayoutPoint(x: 0, y: parentSize.height - size.height)
            layout.addScrollView(
                frame: LayoutRect(origin: origin, size: size),
                contentSize: LayoutSize(width: size.width, height: size.height * draws.pick([0.5, 2, 4])),
                contentOffset: LayoutPoint(x: 0, y: draws.halfPoint(0...size.height)),
                contentInsetAdjustmentBehavior: draws.pick(ContentInsetAdjustmentBehavior.allCases), in: inside ? holder.node : parent)
        }
        layout.margins =
            draws.chance(0.3)
            ? FocusMargins(top: draws.pick([0, 5, 20, 60]), bottom: draws.pick([0, 10, 20])) : FocusMargins(draws.pick([0, 5, 10, 20]))
        if draws.chance(0.3) {
            addRidingView(
                to: &layout, rootSize: rootFrame.size, windowSize: window.size, safeBottom: safe.bottom,
                form: (
                    holder.node, LayoutSize(width: Swift.min(holder.content.width, holder.viewport.width), height: holder.content.height)
                ))
        }
        let riding = layout.ridingView.flatMap { node in
            layout.hierarchy.node(node).flatMap { layout.hierarchy.convert($0.bounds, from: .node(node), to: .screen) }
        }
        let keyboard = keyboard(screen: screen, window: windowOnScreen, riding: riding)
        // A floating keyboard beside the window, touching its side, is avoided half the time: it
        // covers none of the window (§10.5), which only the `avoid` policy can show.
        let touchesTheWindowsSide = keyboard.frame.maxX == windowOnScreen.minX || keyboard.frame.minX == windowOnScreen.maxX
        if keyboard.placement == .undocked && touchesTheWindowsSide && draws.chance(0.5) { layout.undockedPolicy = .avoid }
        if draws.chance(0.12) { restOnTheBandsEdge(&layout, keyboard: keyboard) }
        return (layout, keyboard)
    }

    /// Adds a view riding on the keyboard (SPEC §6.5) of a random kind.
    ///
    /// A bar across the root view's bottom; or one that holds the focus (the input bar's field, the
    /// bar squashed by a singular transform one time in five), holds a text view with the caret, or
    /// is itself that text view; one in the window beside the root view; one scaled about its
    /// centre, or flattened; one narrower than the root view; or a panel in the window reaching
    /// above its top. A bar holding the focus or a text view sits in `form` (the innermost scroll
    /// view, its content's width and height) one time in three.
    private mutating func addRidingView(
        to layout: inout AvoidanceLayout, rootSize: LayoutSize, windowSize: LayoutSize, safeBottom: Double,
        form: (node: ViewHierarchy.NodeID, content: LayoutSize)
    ) {
        let kind = draws.integer(0...9)
        let height = kind <= 2 ? draws.pick([44, 52, 120]) : draws.pick([0.5, 44, 52, 300])
        // An input bar holding the focus (or its text view) placed inside the form, a footer in the
        // scroll view's content, one time in three: the scroll views around it are still covered.
        let inForm = kind <= 1 && draws.chance(1.0 / 3)
        let bar =
            inForm
            ? LayoutRect(
                x: 0, y: draws.halfPoint(0...Swift.max(0, form.content.height - height)), width: form.content.width, height: height)
            : LayoutRect(x: 0, y: rootSize.height - safeBottom - height, width: rootSize.width, height: height)
        let barParent = inForm ? form.node : layout.rootView
        let inner = LayoutRect(x: 8, y: 4, width: Swift.max(1, bar.width - 16), height: height - 8)
        func caret(in height: Double) -> LayoutRect {
            LayoutRect(x: draws.halfPoint(0...20), y: draws.halfPoint(0...Swift.max(0, height - 18)), width: 2, height: 18)
        }
        switch kind {
        case 0:  // holding the focus: the input bar's own field; squashed flat or to a point one time in five
            var node = ViewNode(frame: bar)
            if draws.chance(0.2) {
                node.transform = draws.pick([
                    LayoutTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0), LayoutTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
                ])
            }
            let riding = layout.addView(node, in: barParent)
            let field = layout.addView(frame: inner, in: riding)
            layout.focus(on: field, rect: draws.chance(0.5) ? caret(in: inner.height) : nil)
            layout.ridingView = riding
        case 1, 2:  // holding a text view with the caret, or being that text view
            let text = LayoutSize(width: (kind == 1 ? inner : bar).width, height: (kind == 1 ? inner : bar).height * 2)
            let riding = kind == 1 ? layout.addView(frame: bar, in: barParent) : layout.rootView
            let textView = layout.addScrollView(
                frame: kind == 1 ? inner : bar, contentSize: text,
                contentOffset: LayoutPoint(x: 0, y: draws.halfPoint(0...(text.height / 2))),
                contentInsetAdjustmentBehavior: draws.pick(ContentInsetAdjustmentBehavior.allCases), in: riding)
            layout.focus(on: textView, rect: caret(in: text.height))
            layout.ridingView = kind == 1 ? riding : textView
        case 3:  // in the window, beside the root view
            layout.ridingView = layout.addView(
                frame: LayoutRect(x: 0, y: windowSize.height - safeBottom - height, width: windowSize.width, height: height))
        case 4:  // scaled about its centre: its height on the screen is not its own, or none (flattened)
            var node = ViewNode(frame: bar)
            node.transform = draws.pick([
                LayoutTransform(a: 1, b: 0, c: 0, d: 2, tx: 0, ty: 0), LayoutTransform(a: 1, b: 0, c: 0, d: 0.5, tx: 0, ty: 0),
                LayoutTransform(a: 1.25, b: 0, c: 0, d: 1.25, tx: 0, ty: 0), LayoutTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0),
            ])
            layout.ridingView = layout.addView(node, in: layout.rootView)
        case 5:  // narrower than the root view: a keyboard may pass beside it or touch its side
            let width = (rootSize.width / 2).rounded()
            layout.ridingView = layout.addView(
                frame: LayoutRect(
                    x: draws.pick([0, (rootSize.width / 4).rounded(), rootSize.width - width]), y: bar.minY, width: width, height: height),
                in: layout.rootView)
        case 6:  // a panel in the window reaching above the window's top
            let panel = draws.pick([120.0, 200])
            layout.ridingView = layout.addView(frame: LayoutRect(x: 0, y: -panel / 2, width: windowSize.width, height: panel))
        default: layout.ridingView = layout.addView(frame: bar, in: layout.rootView)
        }
    }

    /// Rests the chain's scroll views where the least scroll's reveal puts them, then moves one a hair.
    ///
    /// At the revealed offsets (a fixpoint) the target lies exactly on the visible band's edge; one
    /// scroll view that had to move is then moved back towards where it rested by 0, 2⁻²¹ or 2⁻¹⁹
    /// pt, or on past the edge by as much: on the edge, outside it by less than §10.3's ε = 10⁻⁶ pt
    /// (shown), or by more (moved). Both hairs are powers of two, so the offsets stay exact; they
    /// stand for the thirds of a point a 3× screen leaves.
    private mutating func restOnTheBandsEdge(_ layout: inout AvoidanceLayout, keyboard: KeyboardState) {
        let revealed = StrategyName.scrollInset.adjustment(for: layout, keyboard: keyboard, options: StrategyOptions())
        let moved = ([revealed.container].compactMap { $0 } + revealed.outerContainers).filter { container in
            layout.hierarchy.node(container.node)?.boundsOrigin != container.contentOffset
        }
        guard !moved.isEmpty else { return }
        let container = draws.pick(moved)
        guard let rest = layout.hierarchy.node(container.node)?.boundsOrigin else { return }
        layout = layout.applying(revealed)
        guard var node = layout.hierarchy.node(container.node) else { return }
        let hair = draws.pick([0, 0x1p-21, 0x1p-19]) * (draws.chance(0.75) ? 1 : -1)
        if container.contentOffset.y != rest.y {
            node.boundsOrigin.y += rest.y > container.contentOffset.y ? hair : -hair
        } else {
            node.boundsOrigin.x += rest.x > container.contentOffset.x ? hair : -hair
        }
        try? layout.hierarchy.setNode(container.node, to: node)
    }

    /// Adds a scroll view of a random kind in `parent`; returns its node, content and viewport.
    ///
    /// It fills `size` from its top or below it, or one time in twenty is a strip 40 pt tall at its
    /// bottom (a row of chips under a translucent tab bar: a bottom margin taller than the scroll
    /// view is capped at its height, §5); a carousel or pager `carouselChance` of the time.
    private mutating func addScrollView(
        to layout: inout AvoidanceLayout, in parent: ViewHierarchy.NodeID, size: LayoutSize, carouselChance: Double
    ) -> (node: ViewHierarchy.NodeID, content: LayoutSize, viewport: LayoutSize) {
        let top: Double
        switch draws.integer(0...19) {
        case 0: top = Swift.max(0, size.height - 40)
        case 1...9: top = 0
        default: top = draws.halfPoint(0...(size.height * 0.3)).rounded()
        }
        let viewport = LayoutSize(width: size.width, height: Swift.max(40, size.height - top))
        let pages = draws.chance(carouselChance) ? Double(draws.integer(2...3)) : 1
        let content = LayoutSize(width: viewport.width * pages, height: (viewport.height * draws.halfPoint(0.5...3)).rounded())
        let offset = LayoutPoint(
            x: pages > 1 ? draws.halfPoint(0...(content.width - viewport.width)) : 0,
            y: draws.chance(0.4) ? 0 : draws.halfPoint(-20...Swift.max(0, content.height - viewport.height)))
        let node = layout.addScrollView(
            frame: LayoutRect(x: 0, y: top, width: viewport.width, height: viewport.height), contentSize: content, contentOffset: offset,
            contentInsets: draws.chance(0.3) ? LayoutInsets(top: draws.pick([0, 20]), bottom: draws.pick([0, 20, 50])) : .zero,
            contentInsetAdjustmentBehavior: draws.pick(ContentInsetAdjustmentBehavior.allCases), in: parent)
        if let index = layout.scrollContainers.indices.last {
            layout.scrollContainers[index].isInNavigationController = draws.chance(0.2)
            layout.scrollContainers[index].alwaysBouncesVertically = draws.chance(0.2)
            layout.scrollContainers[index].alwaysBouncesHorizontally = draws.chance(0.1)
            layout.scrollContainers[index].isPagingEnabled = pages > 1 && draws.chance(0.5)
            if draws.chance(0.2) {  // the indicators' own bottom inset apart from the content's
                layout.scrollContainers[index].scrollIndicatorInsets.bottom = draws.pick([0, 10, 34, 80])
            }
        }
        return (node, content, viewport)
    }

    /// A keyboard of a random placement: docked to the window when the window is not the screen,
    /// half those times, or floating beside it touching its side a quarter of them; docked,
    /// minimized, floating (touching the side of the window or of a riding view half those times,
    /// where it can), split or hidden; or with one edge a hair — 0.5, 1 or 1.5 pt — off the
    /// screen's or the window's (within, on and beyond the edge tolerance of SPEC §6.1 and §6.4), a
    /// visible sliver that thin, or narrower than the window at its bottom.
    private mutating func keyboard(screen: LayoutRect, window: LayoutRect, riding: LayoutRect?) -> KeyboardState {
        let height = draws.pick([216, 260, 291, 336, 352, 398.5])
        // A window that is not the screen: a keyboard docked to it half the time (kinds 0 and 1);
        // floating beside it, touching its side, a quarter of the time where the screen has room
        // (kind 2: iPadOS's floating keyboard is what Stage Manager and Slide Over windows meet);
        // otherwise (kind 3, and always for a window that is the screen) one of the screen's.
        let windowKind = window == screen ? 3 : draws.integer(0...3)
        // Where a floating keyboard, 320 pt wide, can touch a rectangle's left or right side on the screen.
        func beside(_ rect: LayoutRect) -> [Double] {
            [rect.minX - 320, rect.maxX].filter { $0 >= screen.minX && $0 + 320 <= screen.maxX }
        }
        let besideTheWindow = beside(window)
        if windowKind == 2 && !besideTheWindow.isEmpty {
            return KeyboardState(
                frame: LayoutRect(x: draws.pick(besideTheWindow), y: screen.minY + draws.halfPoint(100...400), width: 320, height: 250),
                screenBounds: screen)
        }
        if windowKind <= 1 {
            let docked = LayoutRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
            let hair = draws.pick([0.5, 1, 1.5])
            let frame: LayoutRect
            switch draws.integer(0...7) {
            case 0: frame = LayoutRect(minX: docked.minX + hair, minY: docked.minY, maxX: docked.maxX, maxY: docked.maxY)
            case 1: frame = LayoutRect(minX: docked.minX, minY: docked.minY, maxX: docked.maxX - hair, maxY: docked.maxY)
            case 2: frame = docked.offsetBy(dx: 0, dy: draws.chance(0.5) ? hair : -hair)
            case 3:  // narrower than the window, at its bottom
                let width = (window.width / 2).rounded()
                frame = LayoutRect(
                    x: window.minX + draws.pick([0, (window.width / 4).rounded()]), y: docked.minY, width: width, height: height)
            default: frame = docked
            }
            return KeyboardState(frame: frame, screenBounds: screen)
        }
        let docked = LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        let hair = draws.pick([0.5, 1, 1.5])
        switch draws.integer(0...11) {
        case 0: return .hidden(screenBounds: screen)
        case 1:  // minimized: a shortcut bar whose frame extends below the screen
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - 55, width: screen.width, height: 300), screenBounds: screen)
        case 2:  // floating; half the time touching the side of the window or of a riding view, if it can
            var x = screen.minX + draws.halfPoint(0...100)
            if draws.chance(0.5) {
                let sides = besideTheWindow + (riding.map(beside) ?? [])
                if !sides.isEmpty { x = draws.pick(sides) }
            }
            return KeyboardState(
                frame: LayoutRect(x: x, y: screen.minY + draws.halfPoint(100...400), width: 320, height: 250), screenBounds: screen)
        case 3:  // split: across the width, away from the bottom
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - height - 120, width: screen.width, height: height), screenBounds: screen)
        case 4, 5:  // one edge a hair in from the screen's, or the bottom a hair above or below it
            switch draws.integer(0...3) {
            case 0:
                return KeyboardState(
                    frame: LayoutRect(minX: docked.minX + hair, minY: docked.minY, maxX: docked.maxX, maxY: docked.maxY),
                    screenBounds: screen)
            case 1:
                return KeyboardState(
                    frame: LayoutRect(minX: docked.minX, minY: docked.minY, maxX: docked.maxX - hair, maxY: docked.maxY),
                    screenBounds: screen)
            default: return KeyboardState(frame: docked.offsetBy(dx: 0, dy: draws.chance(0.5) ? hair : -hair), screenBounds: screen)
            }
        case 6:  // a sliver that thin on the screen, the frame ending at its bottom or running below it
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - hair, width: screen.width, height: draws.chance(0.5) ? hair : height),
                screenBounds: screen)
        default: return .docked(height: height, screenBounds: screen)
        }
    }

    /// A strategy and random options for it.
    private mutating func strategyWithOptions() -> (StrategyName, StrategyOptions?) {
        let strategy = draws.pick(StrategyName.allCases)
        func alignment() -> RevealAlignment? {
            draws.chance(0.5)
                ? nil : RevealAlignment(position: draws.pick([0, 0.25, 0.5, 1]), realignsVisibleTarget: draws.chance(0.3))
        }
        switch strategy {
        case .scrollInset:
            guard draws.chance(0.5) else { return (strategy, nil) }
            return (
                strategy,
                StrategyOptions(
                    revealsFocus: draws.chance(0.8), shiftsRootViewForRemainder: draws.chance(0.4), alignment: alignment())
            )
        case .contentGrowth: return (strategy, draws.chance(0.5) ? StrategyOptions(alignment: alignment()) : nil)
        case .resize: return (strategy, draws.chance(0.5) ? StrategyOptions(usesBottomSafeArea: draws.chance(0.5)) : nil)
        case .viewShift, .centering: return (strategy, nil)
        }
    }

    // MARK: Tracker and animation

    /// A random sequence of keyboard events under a random configuration, or the defaults: docked keyboards of
    /// several heights (0 hides), floating ones, frames with one edge moved alone (by less than,
    /// exactly or more than a threshold), two opposite edges moved (growing at both, or moving one
    /// step and growing one), or with the bottom a hair past the screen's (§6.1's
    /// placement changing alone), and frames with no position — `(0, 0, 0, 0)`, rule 0 — or an
    /// empty one elsewhere, in every phase, from this app and from others.
    private mutating func trackerCase(index: Int) -> ConformanceVectors.TrackerCase {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        // The defaults (no configuration in the file) one time in four.
        let configuration =
            draws.chance(0.25)
            ? nil
            : KeyboardTracker.Configuration(
                nonLocalKeyboardPolicy: draws.pick([.ignore, .insetOnly, .avoid]), minimumChange: draws.pick([0, 0.5, 2.25]))
        var events: [KeyboardEvent] = []
        var last = LayoutRect(x: 0, y: screen.maxY - 291, width: screen.width, height: 291)
        for _ in 0..<draws.integer(1...8) {
            let frame: LayoutRect
            switch draws.integer(0...10) {
            case 0: frame = .zero  // no position: a floating keyboard being dragged
            case 1: frame = LayoutRect(x: draws.pick([0, 196.5]), y: draws.pick([screen.maxY, 500]), width: 0, height: 0)
            case 2:  // one edge of the last frame moved alone
                let step = draws.pick([0.25, 0.5, 1, 2.25, 3]) * (draws.chance(0.5) ? 1 : -1)
                switch draws.integer(0...3) {
                case 0: frame = LayoutRect(minX: last.minX + step, minY: last.minY, maxX: last.maxX, maxY: last.maxY)
                case 1: frame = LayoutRect(minX: last.minX, minY: last.minY, maxX: last.maxX + step, maxY: last.maxY)
                case 2: frame = LayoutRect(minX: last.minX, minY: last.minY + step, maxX: last.maxX, maxY: last.maxY)
                default: frame = LayoutRect(minX: last.minX, minY: last.minY, maxX: last.maxX, maxY: last.maxY + step)
                }
            case 10:
                // Two opposite edges of the last frame moved: both outwards by a step (the size
                // changes by two steps, each edge by one), or both the same way by one step and
                // two (the origin and the size by one step, an edge by two): §7's threshold is on
                // the edges. Each step is under a threshold drawn above, twice it not.
                let step = draws.pick([0.25, 1.5])
                let grows = draws.chance(0.5)
                if draws.chance(0.5) {
                    frame = LayoutRect(
                        minX: last.minX, minY: last.minY + (grows ? -step : step), maxX: last.maxX,
                        maxY: last.maxY + (grows ? step : 2 * step))
                } else {
                    frame = LayoutRect(
                        minX: last.minX + (grows ? -step : step), minY: last.minY, maxX: last.maxX + (grows ? step : 2 * step),
                        maxY: last.maxY)
                }
            case 3:  // the bottom a hair above or below the screen's: docked, or minimized
                frame = LayoutRect(x: 0, y: screen.maxY - 291 + draws.pick([-1, -0.5, 0.5, 1, 1.5]), width: screen.width, height: 291)
            case 4, 5: frame = LayoutRect(x: draws.halfPoint(0...70), y: draws.halfPoint(200...500), width: 320, height: 250)
            default:
                let height = draws.pick([0, 216, 291, 291.25, 292, 336])
                frame = LayoutRect(x: 0, y: screen.maxY - height, width: screen.width, height: Swift.max(height, 291))
            }
            if frame.width > 0 { last = frame }
            events.append(
                KeyboardEvent(
                    phase: draws.pick(KeyboardEvent.Phase.allCases), endFrame: frame,
                    animation: KeyboardAnimation(
                        duration: draws.pick([0, 0.25, 0.5]), curve: draws.pick([.keyboard, .easeInOut, .linear])),
                    isLocal: draws.chance(0.7)))
        }
        if draws.chance(0.2) {
            // One case in five: another app's keyboard shows, this app posts a frame with no
            // position, and the other app's keyboard hides. Rule 0 drops the middle event before
            // rule 1 sees it, so the hide is still the other app's own, not a late one (§7).
            let hide = LayoutRect(x: 0, y: screen.maxY, width: screen.width, height: 291)
            let triple = [
                (LayoutRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336), false), (LayoutRect.zero, true), (hide, false),
            ]
            .map { frame, isLocal in
                KeyboardEvent(
                    phase: frame == .zero ? draws.pick([.willChangeFrame, .didChangeFrame]) : draws.pick(KeyboardEvent.Phase.allCases),
                    endFrame: frame, animation: KeyboardAnimation(duration: 0.25, curve: .keyboard), isLocal: isLocal)
            }
            events.insert(contentsOf: triple, at: draws.integer(0...events.count))
        }
        return ConformanceVectors.TrackerCase(
            name: "random/tracker/\(index)", screenBounds: screen, configuration: configuration, events: events)
    }

    /// A random curve and duration, at a spread of elapsed times.
    private mutating func animationCase(index: Int) -> ConformanceVectors.AnimationCase {
        let animation = KeyboardAnimation(
            duration: draws.pick([0, 0.1, 0.25, 0.5]), curve: draws.pick([.easeInOut, .easeIn, .easeOut, .linear, .keyboard]))
        return ConformanceVectors.AnimationCase(
            name: "random/animation/\(index)", animation: animation, elapsed: [-0.1, 0, 0.05, 0.125, 0.25, 0.4, 0.5, 1])
    }
}
