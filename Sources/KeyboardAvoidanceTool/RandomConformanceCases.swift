import KeyboardAvoidance

/// Conformance cases drawn at random from a seed, with this library's answers as the expected
/// values: `keyboard-avoidance random-vectors --count N --seed S` (SPEC §11.3).
///
/// Fixed vectors run out: a port can pass every committed case and still misread a rule no case
/// happens to separate. Random cases do not run out. The same seed always gives the same file, so a
/// failure can be reproduced and shared. Every number is a whole or half point (or a quarter, for
/// scales), so that the cases' comparisons are exact in any IEEE-754 arithmetic.
///
/// What a case may hold: a screen of a phone's or an iPad's size; a window filling it or, one time
/// in four, offset in it (Stage Manager, Slide Over), with a keyboard docked to that window half
/// those times; safe areas with side insets in landscape; a root view filling the window or
/// presented below its top (a sheet), rotated by a quarter turn or scaled one time in ten, with bars
/// (additional safe-area insets) one time in four; wrapper views with bars of their own; a scroll
/// view of every content-inset behaviour, scrolled anywhere, wider than its viewport (a carousel,
/// a pager) one time in five, bouncing or not; a second scroll view nested in it half the time; a
/// focus anywhere in the content, a field or a caret; margins uniform or per edge; a view riding on
/// the keyboard one time in four; every undocked policy; keyboards docked, minimized, floating,
/// split or hidden; and every strategy with random options, the alignment included. The tracker
/// cases are random event sequences under random configurations; the animation cases random
/// curves and durations; the interpolation cases blends of random answers.
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
        if draws.chance(0.25) {
            let width = (size.width * draws.halfPoint(0.3...1)).rounded()
            let height = (size.height * draws.halfPoint(0.5...1)).rounded()
            window = LayoutRect(
                x: screen.minX + draws.halfPoint(0...(size.width - width)), y: screen.minY + draws.halfPoint(0...(size.height - height)),
                width: width, height: height)
        }
        let landscape = size.width > size.height && size.width < 1_000
        let safe = LayoutInsets(
            top: landscape ? 0 : draws.pick([0, 20, 24, 59]), left: landscape ? draws.pick([0, 59]) : 0,
            bottom: draws.pick([0, 20, 21, 34]), right: landscape ? draws.pick([0, 59]) : 0)
        var layout = AvoidanceLayout(window: window, safeAreaInsets: safe, undockedPolicy: draws.chance(0.3) ? .avoid : .ignore)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
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
        var parent = layout.addView(root)
        var parentSize = rootFrame.size
        for _ in 0..<draws.integer(0...2) {
            let inset = draws.halfPoint(0...8)
            var wrapper = ViewNode(
                frame: LayoutRect(
                    x: inset, y: inset, width: Swift.max(1, parentSize.width - 2 * inset),
                    height: Swift.max(1, parentSize.height - 2 * inset)))
            if draws.chance(0.2) {
                wrapper.additionalSafeAreaInsets = LayoutInsets(top: draws.pick([0, 44]), bottom: draws.pick([0, 49]))
            }
            parent = layout.addView(wrapper, in: parent)
            parentSize = wrapper.boundsSize
        }
        // The scroll view, and sometimes a second one inside it.
        var holder = addScrollView(to: &layout, in: parent, size: parentSize)
        if draws.chance(0.5), let outer = layout.scrollContainers.last {
            let inner = LayoutSize(
                width: Swift.min(outer.contentSize.width, parentSize.width),
                height: draws.halfPoint(60...Swift.max(60, Swift.min(400, outer.contentSize.height / 2))).rounded())
            let wrapper = layout.addView(
                frame: LayoutRect(
                    x: 0, y: draws.halfPoint(0...Swift.max(0, outer.contentSize.height - inner.height)), width: inner.width,
                    height: inner.height),
                in: holder.node)
            holder = addScrollView(to: &layout, in: wrapper, size: inner)
        }
        // The focus: a field anywhere in the innermost content, or a caret in it.
        let fieldHeight = draws.chance(0.8) ? draws.halfPoint(30...60) : draws.halfPoint(100...900)
        let fieldWidth = Swift.max(1, Swift.min(holder.content.width, holder.viewport.width) - 32)
        let field = layout.addView(
            frame: LayoutRect(
                x: draws.halfPoint(0...Swift.max(0, holder.content.width - fieldWidth)),
                y: draws.halfPoint(-20...Swift.max(0, holder.content.height)), width: fieldWidth, height: fieldHeight),
            in: holder.node)
        layout.focus(
            on: field,
            rect: draws.chance(0.2)
                ? LayoutRect(x: draws.halfPoint(0...100), y: draws.halfPoint(0...fieldHeight), width: 2, height: 20) : nil)
        layout.margins =
            draws.chance(0.3)
            ? FocusMargins(top: draws.pick([0, 5, 20, 60]), bottom: draws.pick([0, 10, 20])) : FocusMargins(draws.pick([0, 5, 10, 20]))
        // A view riding on the keyboard, across the root view's bottom.
        if draws.chance(0.25) {
            let height = draws.pick([0.5, 44, 52, 300])
            layout.ridingView = layout.addView(
                frame: LayoutRect(x: 0, y: rootFrame.height - safe.bottom - height, width: rootFrame.width, height: height),
                in: layout.rootView)
        }
        return (layout, keyboard(screen: screen, window: window))
    }

    /// Adds a scroll view of a random kind filling `size` in `parent`; returns its node, content and
    /// viewport.
    private mutating func addScrollView(
        to layout: inout AvoidanceLayout, in parent: ViewHierarchy.NodeID, size: LayoutSize
    ) -> (node: ViewHierarchy.NodeID, content: LayoutSize, viewport: LayoutSize) {
        let top = draws.chance(0.5) ? 0 : draws.halfPoint(0...(size.height * 0.3)).rounded()
        let viewport = LayoutSize(width: size.width, height: Swift.max(40, size.height - top))
        let pages = draws.chance(0.2) ? Double(draws.integer(2...3)) : 1
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
        }
        return (node, content, viewport)
    }

    /// A keyboard of a random placement; docked to the window when the window is not the screen,
    /// half those times.
    private mutating func keyboard(screen: LayoutRect, window: LayoutRect) -> KeyboardState {
        let height = draws.pick([216, 260, 291, 336, 352, 398.5])
        if window != screen && draws.chance(0.5) {
            return KeyboardState(
                frame: LayoutRect(x: window.minX, y: window.maxY - height, width: window.width, height: height), screenBounds: screen)
        }
        switch draws.integer(0...9) {
        case 0: return .hidden(screenBounds: screen)
        case 1:  // minimized: a shortcut bar whose frame extends below the screen
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - 55, width: screen.width, height: 300), screenBounds: screen)
        case 2:  // floating
            return KeyboardState(
                frame: LayoutRect(
                    x: screen.minX + draws.halfPoint(0...100), y: screen.minY + draws.halfPoint(100...400), width: 320, height: 250),
                screenBounds: screen)
        case 3:  // split: across the width, away from the bottom
            return KeyboardState(
                frame: LayoutRect(x: screen.minX, y: screen.maxY - height - 120, width: screen.width, height: height), screenBounds: screen)
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

    /// A random sequence of keyboard events under a random configuration.
    private mutating func trackerCase(index: Int) -> ConformanceVectors.TrackerCase {
        let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let configuration = KeyboardTracker.Configuration(
            nonLocalKeyboardPolicy: draws.pick([.ignore, .insetOnly, .avoid]), minimumChange: draws.pick([0, 0.5, 2.25]))
        var events: [KeyboardEvent] = []
        for _ in 0..<draws.integer(1...8) {
            let height = draws.pick([0, 216, 291, 291.25, 292, 336])
            let frame: LayoutRect =
                draws.chance(0.2)
                ? LayoutRect(x: draws.halfPoint(0...70), y: draws.halfPoint(200...500), width: 320, height: 250)
                : LayoutRect(x: 0, y: screen.maxY - height, width: screen.width, height: Swift.max(height, 291))
            events.append(
                KeyboardEvent(
                    phase: draws.pick(KeyboardEvent.Phase.allCases), endFrame: frame,
                    animation: KeyboardAnimation(
                        duration: draws.pick([0, 0.25, 0.5]), curve: draws.pick([.keyboard, .easeInOut, .linear])),
                    isLocal: draws.chance(0.8)))
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
