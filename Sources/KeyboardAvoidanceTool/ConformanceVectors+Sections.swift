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
        ///
        /// - Parameters:
        ///   - name: The case's name.
        ///   - screenBounds: The screen the tracker starts on.
        ///   - configuration: The tracker's configuration; its defaults when `nil`.
        ///   - events: The events, in order.
        public init(name: String, screenBounds: LayoutRect, configuration: KeyboardTracker.Configuration?, events: [KeyboardEvent]) {
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

        /// A case whose expected progresses are what the library's animation gives.
        ///
        /// - Parameters:
        ///   - name: The case's name.
        ///   - animation: The animation.
        ///   - elapsed: The elapsed times, in seconds.
        public init(name: String, animation: KeyboardAnimation, elapsed: [Double]) {
            self.name = name
            self.animation = animation
            self.elapsed = elapsed
            expected = elapsed.map { animation.progress(atElapsed: $0) }
        }
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

        /// A case whose expected adjustments are what the library's interpolation gives.
        ///
        /// - Parameters:
        ///   - name: The case's name.
        ///   - from: The adjustment at progress 0.
        ///   - to: The adjustment at progress 1.
        ///   - progress: The progresses.
        public init(name: String, from: KeyboardAdjustment, to: KeyboardAdjustment, progress: [Double]) {
            self.name = name
            self.from = from
            self.to = to
            self.progress = progress
            expected = progress.map { KeyboardAdjustment.interpolated(from: from, to: to, progress: $0) }
        }
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
