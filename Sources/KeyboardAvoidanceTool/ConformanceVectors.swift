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

        /// Creates a case.
        ///
        /// - Parameters:
        ///   - name: The case's name.
        ///   - strategy: The strategy to evaluate.
        ///   - options: The strategy's options, when they are not the defaults.
        ///   - layout: The resting layout.
        ///   - keyboard: The keyboard.
        ///   - expected: The adjustment the strategy must return.
        public init(
            name: String, strategy: StrategyName, options: StrategyOptions? = nil, layout: AvoidanceLayout, keyboard: KeyboardState,
            expected: KeyboardAdjustment
        ) {
            self.name = name
            self.strategy = strategy
            self.options = options
            self.layout = layout
            self.keyboard = keyboard
            self.expected = expected
        }
    }

    /// The tolerance a verifier applies: `|actual − expected| ≤ absolute + relative·|expected|`.
    public struct Tolerance: Codable, Sendable {
        /// The allowed difference near zero.
        public var absolute: Double
        /// The allowed difference relative to the expected value.
        public var relative: Double

        /// Creates a tolerance.
        ///
        /// - Parameters:
        ///   - absolute: The allowed difference near zero.
        ///   - relative: The allowed difference relative to the expected value.
        public init(absolute: Double, relative: Double) {
            self.absolute = absolute
            self.relative = relative
        }
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

    /// Creates vectors in this format's current version (2) with its tolerance (10⁻⁹ absolute,
    /// 10⁻¹² relative).
    ///
    /// - Parameters:
    ///   - cases: The strategy cases.
    ///   - trackerCases: The tracker cases.
    ///   - animationCases: The animation cases.
    ///   - interpolationCases: The interpolation cases.
    public init(cases: [Case], trackerCases: [TrackerCase], animationCases: [AnimationCase], interpolationCases: [InterpolationCase]) {
        format = Self.formatName
        version = 2
        tolerance = Tolerance(absolute: 1e-9, relative: 1e-12)
        self.cases = cases
        self.trackerCases = trackerCases
        self.animationCases = animationCases
        self.interpolationCases = interpolationCases
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
        if let comma = ScenarioError.trailingCommaPosition(in: data) {
            throw ScenarioError("vectors", "not valid JSON at line \(comma.line), column \(comma.column): a comma before a closing bracket")
        }
        do {
            vectors = try JSONDecoder().decode(ConformanceVectors.self, from: data)
        } catch {
            var failure = ScenarioError.from(error, root: "vectors", data: data)
            // The most likely wrong file: a scenario, which `evaluate` and `render` read.
            if failure.path == "vectors.format", failure.message == "missing",
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["focus"] != nil
            {
                failure.message += "; this looks like a scenario: evaluate or render it"
            }
            throw failure
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
        for (name, e, a) in [
            ("outerContainers", expected.outerContainers, actual.outerContainers),
            ("otherContainers", expected.otherContainers, actual.otherContainers),
        ] {
            if e.count != a.count {
                result.append("\(name): expected \(e.count), got \(a.count)")
            } else {
                for (index, (e, a)) in zip(e, a).enumerated() { compare("\(name)[\(index)]", e, a) }
            }
        }
        compare("rootViewTranslation", expected.rootViewTranslation, actual.rootViewTranslation)
        compare("rootViewBottomInset", expected.rootViewBottomInset, actual.rootViewBottomInset)
        compare("ridingViewTranslation", expected.ridingViewTranslation, actual.ridingViewTranslation)
        return result
    }
}
