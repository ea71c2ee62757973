import KeyboardAvoidance

// The vector sections beyond the strategies: the tracker (SPEC §7), animation curves (§8) and
// interpolation (§10.1). Each case lists its inputs and the expected outputs in order.

extension ConformanceVectors {
    /// A sequence of keyboard events fed to a tracker, and what it reports after each.
    public struct TrackerCase: Codable, Sendable {
        /// The case's name.
        public var name: String
        /// The screen the tracker starts on.
        public var screenBounds: LayoutRect
        /// The tracker's configuration; its defaults when absent.
        public var configuration: KeyboardTracker.Configuration?
        /// The events, in order.
        public var events: [KeyboardEvent]
        /// The update reported after each event, or `null` when none is.
        public var expected: [KeyboardUpdate?]

        /// A case whose expected updates are what the library's tracker reports.
        init(name: String, screenBounds: LayoutRect, configuration: KeyboardTracker.Configuration?, events: [KeyboardEvent]) {
            self.name = name
            self.screenBounds = screenBounds
            self.configuration = configuration
            self.events = events
            expected = Self.updates(events, screenBounds: screenBounds, configuration: configuration)
        }

        /// What the library's tracker reports after each of this case's events.
        func updates() -> [KeyboardUpdate?] {
            Self.updates(events, screenBounds: screenBounds, configuration: configuration)
        }

        /// What a tracker on `screenBounds` with `configuration` (its defaults when `nil`) reports
        /// after each event.
        static func updates(
            _ events: [KeyboardEvent], screenBounds: LayoutRect, configuration: KeyboardTracker.Configuration?
        ) -> [KeyboardUpdate?] {
            var tracker = KeyboardTracker(screenBounds: screenBounds, configuration: configuration ?? KeyboardTracker.Configuration())
            return events.map { tracker.receive($0) }
        }
    }

    /// An animation and its progress at several elapsed times.
    public struct AnimationCase: Codable, Sendable {
        /// The case's name.
        public var name: String
        /// The animation.
        public var animation: KeyboardAnimation
        /// The elapsed times, in seconds.
        public var elapsed: [Double]
        /// The progress at each elapsed time.
        public var expected: [Double]
    }

    /// Two adjustments blended at several progresses.
    public struct InterpolationCase: Codable, Sendable {
        /// The case's name.
        public var name: String
        /// The adjustment at progress 0.
        public var from: KeyboardAdjustment
        /// The adjustment at progress 1.
        public var to: KeyboardAdjustment
        /// The progresses.
        public var progress: [Double]
        /// The blended adjustment at each progress.
        public var expected: [KeyboardAdjustment]
    }

    /// The tracker cases: shows, sub-threshold wobbles, moves of exactly the threshold, a keyboard
    /// that ends within the edge tolerance below the screen, height changes, another app's
    /// keyboard, a floating keyboard, a hide whose frame is still on the screen, hides; the default
    /// configuration (omitted, so that a port's defaults are checked), thresholds of 0, −1, 1 and
    /// 2.25, and each non-local policy (another app's keyboard taking over at the same frame,
    /// changing, hiding, and this app's coming back).
    static func trackerCases() -> [TrackerCase] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        func docked(_ height: Double) -> LayoutRect { KeyboardState.docked(height: height, screenBounds: screen).frame }
        func lowered(_ frame: LayoutRect, by distance: Double) -> LayoutRect { frame.offsetBy(dx: 0, dy: distance) }
        let showing = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .didShow, endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291.4), animation: KeyboardAnimation(duration: 0.1, curve: .easeOut)),
            // Exactly 0.5, 1 and 2.25 from what was last reported under each threshold.
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291.5)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(292.5)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(294.75)),
            // 0.4 below the screen: still docked (within the tolerance), so not a new placement.
            KeyboardEvent(phase: .willChangeFrame, endFrame: lowered(docked(294.75), by: 0.4)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(336), animation: KeyboardAnimation(duration: 0.25, curve: .easeInOut)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(400), isLocal: false),
        ]
        let leaving = [
            KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 35, y: 420.5, width: 320, height: 250)),
            KeyboardEvent(phase: .willShow, endFrame: docked(300), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(336)),
            // A hide whose end frame is still on the screen: a hide all the same.
            KeyboardEvent(phase: .willHide, endFrame: docked(336)),
            KeyboardEvent(phase: .didHide, endFrame: LayoutRect(x: 0, y: 844, width: 390, height: 336)),
        ]
        let configurations: [(String, KeyboardTracker.Configuration?)] = [
            ("default", nil),
            ("threshold-0-and-other-apps", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid, minimumChange: 0)),
            ("threshold-negative", KeyboardTracker.Configuration(minimumChange: -1)),
            ("threshold-0", KeyboardTracker.Configuration(minimumChange: 0)),
            ("threshold-1", KeyboardTracker.Configuration(minimumChange: 1)),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25)),
        ]
        var result: [TrackerCase] = []
        // A move of exactly the threshold is an update, under each positive threshold.
        for (name, configuration, threshold) in [
            ("default", nil, 0.5), ("threshold-1", KeyboardTracker.Configuration(minimumChange: 1), 1.0),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25), 2.25),
        ] as [(String, KeyboardTracker.Configuration?, Double)] {
            let events = [
                KeyboardEvent(phase: .willShow, endFrame: docked(291)),
                KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291 + threshold)),
            ]
            result.append(
                TrackerCase(name: "tracker/exact-threshold/\(name)", screenBounds: screen, configuration: configuration, events: events))
        }
        for (sequence, events) in [("show-and-change", showing), ("float-and-hide", leaving), ("whole-session", showing + leaving)] {
            for (name, configuration) in configurations {
                result.append(
                    TrackerCase(name: "tracker/\(sequence)/\(name)", screenBounds: screen, configuration: configuration, events: events))
            }
        }
        // Added with the inset-only policy, after every earlier case so that those stay as they were:
        // the sequences above under it, and another app's keyboard taking over this app's at the same
        // frame, changing height, hiding, and this app's coming back at the same frame (a change of
        // owner alone is an update under inset-only, and nothing under the other policies).
        let insetOnly = KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly)
        for (sequence, events) in [("show-and-change", showing), ("float-and-hide", leaving), ("whole-session", showing + leaving)] {
            result.append(
                TrackerCase(name: "tracker/\(sequence)/inset-only", screenBounds: screen, configuration: insetOnly, events: events))
        }
        let otherApps = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(336), isLocal: false),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(336), by: 336), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291)),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(291), by: 291)),
        ]
        // Under two more thresholds too: a change of owner alone is an update whatever the threshold,
        // and each misreading of the policy then changes at least three vectors (VECTORS.md).
        for (name, configuration) in [
            ("default", nil), ("other-apps-avoided", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid)),
            ("inset-only", insetOnly),
            ("inset-only-threshold-0", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 0)),
            ("inset-only-threshold-2.25", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 2.25)),
        ] as [(String, KeyboardTracker.Configuration?)] {
            result.append(
                TrackerCase(
                    name: "tracker/other-apps-keyboard/\(name)", screenBounds: screen, configuration: configuration, events: otherApps))
        }
        return result
    }

    /// The animation cases: every named curve, unknown raw values, several durations, a zero and a
    /// negative duration, at elapsed times before, inside and after the animation.
    static func animationCases() -> [AnimationCase] {
        let elapsed = [-0.1, 0, 0.0125, 0.05, 1.0 / 12, 0.125, 0.2, 0.24, 0.25, 0.3]
        var animations: [(String, KeyboardAnimation)] = [
            ("ease-in-out", KeyboardAnimation(duration: 0.25, curve: .easeInOut)),
            ("linear", KeyboardAnimation(duration: 0.25, curve: .linear)), ("immediate", .immediate),
            ("negative-duration", KeyboardAnimation(duration: -1, curve: .easeOut)),
        ]
        // The keyboard's curve and the eased ones at three durations, and three unknown raw values
        // (animated as easeInOut).
        for duration in [0.25, 0.4, 0.1] {
            animations.append(("keyboard-\(duration)-s", KeyboardAnimation(duration: duration, curve: .keyboard)))
            animations.append(("ease-in-\(duration)-s", KeyboardAnimation(duration: duration, curve: .easeIn)))
            animations.append(("ease-out-\(duration)-s", KeyboardAnimation(duration: duration, curve: .easeOut)))
        }
        for rawValue in [4, 5, 100] {
            animations.append(("unknown-curve-\(rawValue)", KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: rawValue))))
        }
        return animations.map { name, animation in
            AnimationCase(
                name: "animation/\(name)", animation: animation, elapsed: elapsed,
                expected: elapsed.map { animation.progress(atElapsed: $0) })
        }
    }

    /// The interpolation cases: from rest to a shown adjustment of each strategy on the phone form,
    /// and between adjustments of different structure.
    static func interpolationCases() -> [InterpolationCase] {
        let layout = FormFixture.phone.layout
        let shown = KeyboardState.docked(height: 291, screenBounds: FormFixture.phone.window)
        let progress = [-0.5, 0, 1.0 / 3, 0.5, 0.9, 1, 1.5]
        var result: [InterpolationCase] = []
        for strategy in StrategyName.allCases {
            let from = strategy.restingAdjustment(for: layout)
            let to = strategy.adjustment(for: layout, keyboard: shown)
            result.append(
                InterpolationCase(
                    name: "interpolation/\(strategy.rawValue)", from: from, to: to, progress: progress,
                    expected: progress.map { KeyboardAdjustment.interpolated(from: from, to: to, progress: $0) }))
        }
        // A scroll view on one side only, and chains of different lengths: the structure switches to
        // `to`'s at progress 1.
        let bare = KeyboardAdjustment(container: nil, rootViewTranslation: -120.5)
        let withContainer = ViewShiftStrategy().adjustment(for: layout, keyboard: shown)
        var chained = withContainer
        chained.outerContainers = [withContainer.container].compactMap { $0 }
        let scrolled = ScrollInsetStrategy().adjustment(for: layout, keyboard: shown)
        for (name, from, to) in [
            ("container-appears", bare, withContainer), ("container-disappears", withContainer, bare),
            ("scrolled-container-appears", bare, scrolled),
            ("chain-lengthens", withContainer, chained),
        ] {
            result.append(
                InterpolationCase(
                    name: "interpolation/\(name)", from: from, to: to, progress: progress,
                    expected: progress.map { KeyboardAdjustment.interpolated(from: from, to: to, progress: $0) }))
        }
        return result
    }

    /// Every difference in the tracker, animation and interpolation sections, one line each.
    func sectionMismatches(_ tolerance: Tolerance) -> [String] {
        var lines: [String] = []
        func close(_ expected: Double, _ actual: Double) -> Bool {
            (actual - expected).magnitude <= tolerance.absolute + tolerance.relative * expected.magnitude
        }
        for testCase in trackerCases ?? [] {
            for (index, (expected, actual)) in zip(testCase.expected, testCase.updates()).enumerated() {
                switch (expected, actual) {
                case (nil, nil): break
                case (let e?, let a?):
                    let frames = [(e.keyboard.frame, a.keyboard.frame), (e.keyboard.screenBounds, a.keyboard.screenBounds)]
                    let same =
                        frames.allSatisfy {
                            close($0.minX, $1.minX) && close($0.minY, $1.minY) && close($0.maxX, $1.maxX) && close($0.maxY, $1.maxY)
                        }
                        && close(e.animation.duration, a.animation.duration) && e.animation.curve == a.animation.curve
                        && e.revealsFocus == a.revealsFocus
                    if !same { lines.append("\(testCase.name): events[\(index)]: expected \(e), got \(a)") }
                default:
                    lines.append(
                        "\(testCase.name): events[\(index)]: expected \(expected.map { "\($0)" } ?? "no update"), got \(actual.map { "\($0)" } ?? "no update")"
                    )
                }
            }
            if testCase.events.count != testCase.expected.count { lines.append("\(testCase.name): as many expected updates as events") }
        }
        for testCase in animationCases ?? [] {
            for (index, (elapsed, expected)) in zip(testCase.elapsed, testCase.expected).enumerated() {
                let actual = testCase.animation.progress(atElapsed: elapsed)
                if !close(expected, actual) { lines.append("\(testCase.name): elapsed[\(index)]: expected \(expected), got \(actual)") }
            }
        }
        for testCase in interpolationCases ?? [] {
            for (index, (progress, expected)) in zip(testCase.progress, testCase.expected).enumerated() {
                let actual = KeyboardAdjustment.interpolated(from: testCase.from, to: testCase.to, progress: progress)
                for difference in Self.differences(expected, actual, tolerance) {
                    lines.append("\(testCase.name): progress[\(index)]: \(difference)")
                }
            }
        }
        return lines
    }

    /// The number of cases in every section.
    public var caseCount: Int {
        cases.count + (trackerCases?.count ?? 0) + (animationCases?.count ?? 0) + (interpolationCases?.count ?? 0)
    }
}
