import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// One step of a replayed trace whose answer differs from what was recorded: the step, what the
/// adapter asked, each view that differs with its recorded and replayed values, and a picture of
/// the screen after the step.
public struct ReplayFailure: Sendable, Hashable, CustomStringConvertible {
    /// One view whose values differ between the recording and the replay.
    public struct ViewDifference: Sendable, Hashable, CustomStringConvertible {
        /// The view's name in the trace, for example `UIScrollView 3`.
        public var view: String
        /// What the recorded answer set on the view, or `nil` when it did not change it.
        public var recorded: ViewChange<String>?
        /// What the replayed answer sets on the view, or `nil` when it does not change it.
        public var replayed: ViewChange<String>?

        /// Creates a view's difference.
        ///
        /// - Parameters:
        ///   - view: The view's name in the trace.
        ///   - recorded: The recorded change, or `nil`.
        ///   - replayed: The replayed change, or `nil`.
        public init(view: String, recorded: ViewChange<String>?, replayed: ViewChange<String>?) {
            self.view = view
            self.recorded = recorded
            self.replayed = replayed
        }

        /// The view and what differs, for example `'UIScrollView 3': scrollView.contentOffset.y
        /// recorded 145, replays 101`; a view only one answer changes is printed whole.
        public var description: String {
            "'\(view)': " + ReplayFailure.differences(recorded, replayed).joined(separator: "; ")
        }
    }

    /// The step's number since recording began, from 0 (`AvoidanceTrace.ReplayedStep.number`).
    public var step: Int
    /// What the adapter asked at the step, in words (`AvoidanceTrace.Action.description`).
    public var action: String
    /// The views whose values differ, in the order the replay names them.
    public var views: [ViewDifference]
    /// What else differs — whether there is an answer at all, its animation, its keyboard — in
    /// words; empty when only views differ.
    public var otherDifferences: [String]
    /// The screen after the step, drawn with the strategy's adjustment, or `nil` when nothing is
    /// focused after it (`AvoidancePicture(replayedStep:title:)`).
    public var picture: AvoidancePicture?
    /// The heading the picture and its file name start with: the trace's name.
    public var title: String

    /// The failure of a replayed step, or `nil` when the step answers what was recorded.
    ///
    /// - Parameters:
    ///   - step: A step of `AvoidanceTrace.replay(strategy:)`.
    ///   - title: The trace's name, for the picture's heading and file name.
    public init?<Strategy>(_ step: AvoidanceTrace<Strategy>.ReplayedStep, title: String) {
        guard step.differs else { return nil }
        self.step = step.number
        action = step.recorded.action.description
        let recorded = step.recorded.answer?.changes ?? []
        let replayed = step.replayed?.changes ?? []
        views = step.differingViews.map { name in
            ViewDifference(
                view: name, recorded: recorded.first { $0.view == name }, replayed: replayed.first { $0.view == name })
        }
        otherDifferences = Self.frameDifferences(step.recorded.answer, step.replayed)
        picture = AvoidancePicture(replayedStep: step, title: title)
        self.title = title
    }

    /// `step 3, keyboard willShow to x 0…390, y 553…844: 'UIScrollView 3':
    /// scrollView.contentOffset.y recorded 145, replays 101`: the step, its action, and what differs.
    public var description: String {
        let differences = views.map(\.description) + otherDifferences
        return "step \(step), \(action): \(differences.joined(separator: "; "))"
    }

    /// A file name for the picture, unique within a trace: the title in lowercase letters, digits
    /// and hyphens, `-step-` and the step's number, then `.svg`.
    public var pictureFileName: String {
        "\(Self.fileNamePrefix(title))\(step).svg"
    }

    /// The start of every picture file name of a trace with `title`: `trace-step-` for `trace`.
    static func fileNamePrefix(_ title: String) -> String {
        var name = ""
        for character in title.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                name.append(character)
            } else if !name.isEmpty && name.last != "-" {
                name.append("-")
            }
        }
        if name.last == "-" { name.removeLast() }
        return (name.isEmpty ? "trace" : name) + "-step-"
    }

    /// What differs between a view's recorded and replayed changes, part by part.
    static func differences(_ recorded: ViewChange<String>?, _ replayed: ViewChange<String>?) -> [String] {
        guard let recorded, let replayed else {
            return ["recorded \(summary(recorded)), replays \(summary(replayed))"]
        }
        var found: [String] = []
        if recorded.isRestoring != replayed.isRestoring {
            found.append(
                "recorded \(recorded.isRestoring ? "restoring" : "adjusting"), replays \(replayed.isRestoring ? "restoring" : "adjusting")")
        }
        let tolerance = AvoidanceTrace<BuiltInStrategy>.replayTolerance
        let one = recorded.values.namedComponents
        let other = replayed.values.namedComponents
        for (name, value) in one {
            guard let replayedValue = other.first(where: { $0.name == name })?.value else {
                found.append("\(name) recorded \(number(value)), replays none")
                continue
            }
            if (value - replayedValue).magnitude > tolerance {
                let (recordedText, replayedText) = numbers(value, replayedValue)
                found.append("\(name) recorded \(recordedText), replays \(replayedText)")
            }
        }
        for (name, value) in other where !one.contains(where: { $0.name == name }) {
            found.append("\(name) recorded none, replays \(number(value))")
        }
        return found
    }

    /// What differs between two answers besides their views: one missing, the animation, the keyboard.
    private static func frameDifferences(_ recorded: AvoidanceUpdate<String>?, _ replayed: AvoidanceUpdate<String>?) -> [String] {
        guard let recorded, let replayed else {
            if recorded == nil && replayed == nil { return [] }
            return ["recorded \(recorded == nil ? "no answer" : "an answer"), replays \(replayed == nil ? "no answer" : "an answer")"]
        }
        let tolerance = AvoidanceTrace<BuiltInStrategy>.replayTolerance
        var found: [String] = []
        if recorded.animation.curve != replayed.animation.curve
            || (recorded.animation.duration - replayed.animation.duration).magnitude > tolerance
        {
            found.append("the animation recorded \(recorded.animation), replays \(replayed.animation)")
        }
        let frames = [
            (recorded.keyboard.frame, replayed.keyboard.frame), (recorded.keyboard.screenBounds, replayed.keyboard.screenBounds),
        ]
        if frames.contains(where: { !$0.0.isClose(to: $0.1, tolerance: tolerance) }) {
            found.append(
                "the keyboard recorded at \(recorded.keyboard.frame) on a \(recorded.keyboard.screenBounds.size) screen, "
                    + "replays at \(replayed.keyboard.frame) on a \(replayed.keyboard.screenBounds.size) screen")
        }
        return found
    }

    /// A change in words: `no change`, or every part it sets.
    private static func summary(_ change: ViewChange<String>?) -> String {
        guard let change else { return "no change" }
        let parts = change.values.namedComponents.map { "\($0.name) \(number($0.value))" }
        return (change.isRestoring ? "restoring " : "") + (parts.isEmpty ? "no values" : parts.joined(separator: ", "))
    }

    /// A number as messages print it: at most two decimals.
    private static func number(_ value: Double) -> String { Numbers.text(value) }

    /// Two numbers that differ, printed so that they read differently: with two decimals, or in
    /// full when two decimals print them alike.
    private static func numbers(_ one: Double, _ other: Double) -> (String, String) {
        let short = (Numbers.text(one), Numbers.text(other))
        return short.0 == short.1 ? ("\(one)", "\(other)") : short
    }
}

extension AvoidanceTrace {
    /// Replays the trace (`replay(strategy:)`) and gives a failure for each step whose answer
    /// differs from the recorded one, in order.
    ///
    /// - Parameters:
    ///   - strategy: The strategy to replay with instead of the recorded ones, or `nil`.
    ///   - title: The trace's name, for the pictures' headings and file names.
    /// - Returns: The failures; empty when every step answers what was recorded.
    /// - Complexity: One avoider input per step, and a picture per differing step.
    public func replayFailures(strategy: Strategy? = nil, title: String = "trace") -> [ReplayFailure] {
        replay(strategy: strategy).compactMap { ReplayFailure($0, title: title) }
    }
}

extension ViewValues {
    /// Every number the values hold, named by part and field: `scrollView.contentOffset.y`,
    /// `rootView.transform.ty`, `ridingView.transform.ty`.
    fileprivate var namedComponents: [(name: String, value: Double)] {
        var named: [(name: String, value: Double)] = []
        if let scrollView {
            named += [
                ("scrollView.contentOffset.x", scrollView.contentOffset.x), ("scrollView.contentOffset.y", scrollView.contentOffset.y),
            ]
            named += scrollView.contentInsets.named("scrollView.contentInsets")
            named += scrollView.scrollIndicatorInsets.named("scrollView.scrollIndicatorInsets")
            named += [
                ("scrollView.contentSize.width", scrollView.contentSize.width),
                ("scrollView.contentSize.height", scrollView.contentSize.height),
            ]
        }
        if let rootView {
            named += rootView.transform.named("rootView.transform")
            named += rootView.additionalSafeAreaInsets.named("rootView.additionalSafeAreaInsets")
        }
        if let ridingView { named += ridingView.transform.named("ridingView.transform") }
        return named
    }
}

extension LayoutInsets {
    fileprivate func named(_ prefix: String) -> [(name: String, value: Double)] {
        [("\(prefix).top", top), ("\(prefix).left", left), ("\(prefix).bottom", bottom), ("\(prefix).right", right)]
    }
}

extension LayoutTransform {
    fileprivate func named(_ prefix: String) -> [(name: String, value: Double)] {
        [("\(prefix).a", a), ("\(prefix).b", b), ("\(prefix).c", c), ("\(prefix).d", d), ("\(prefix).tx", tx), ("\(prefix).ty", ty)]
    }
}

extension LayoutRect {
    fileprivate func isClose(to other: LayoutRect, tolerance: Double) -> Bool {
        (origin.x - other.origin.x).magnitude <= tolerance && (origin.y - other.origin.y).magnitude <= tolerance
            && (size.width - other.size.width).magnitude <= tolerance && (size.height - other.size.height).magnitude <= tolerance
    }
}
