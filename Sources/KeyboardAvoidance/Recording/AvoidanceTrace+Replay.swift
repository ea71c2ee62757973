extension AvoidanceTrace {
    /// How far, in points (and for a transform's linear part, in its unitless components), a
    /// replayed value may be from the recorded one and still count as the same: 10⁻⁶.
    ///
    /// The same library replays a trace to exactly what it recorded; the tolerance lets a port, or
    /// another platform's floating point, replay it too.
    public static var replayTolerance: Double { 1e-6 }

    /// One step taken again: what was recorded, what the avoider answers now, and the screen after.
    public struct ReplayedStep: Sendable, Hashable {
        /// The step's number since recording began, from 0: dropped steps count.
        public var number: Int
        /// The step as recorded.
        public var recorded: Step
        /// What the avoider answers now (`nil`: nothing to do, and for a read-back).
        public var replayed: AvoidanceUpdate<String>?
        /// The views whose values differ by more than ``AvoidanceTrace/replayTolerance`` between
        /// the recorded answer and the replayed one, or that only one of them sets, in the order
        /// the replayed answer, then the recorded one, names them.
        public var differingViews: [String]
        /// Whether the replayed answer differs from the recorded one: in a view's values, in
        /// which views it sets or restores, in its animation or its keyboard, or by one being `nil`.
        public var differs: Bool
        /// The strategy in force.
        public var strategy: Strategy
        /// The resting screen after the step (``KeyboardAvoider/restingScreen``).
        public var restingScreen: ScreenObservation<String>?
        /// The keyboard the values are for after the step (``KeyboardAvoider/presentedKeyboard``).
        public var keyboard: KeyboardState
        /// The views the avoider adjusts after the step, with what it last set on each.
        public var adjustedViews: [ViewChange<String>]
        /// Why the keyboard still covers the focus after the step, or `nil` (``KeyboardAvoider/coveredFocus``).
        public var coveredFocus: CoveredFocus?
    }

    /// Runs ``start`` through the steps again and compares each answer with the recorded one.
    ///
    /// With `strategy`, that strategy is put on the avoider before the first step and every
    /// strategy the steps record is ignored: the same trace under another configuration.
    ///
    /// - Parameter strategy: The strategy to replay with instead of the recorded ones, or `nil`.
    /// - Returns: One replayed step per step, in order.
    /// - Complexity: One avoider input per step.
    public func replay(strategy: Strategy? = nil) -> [ReplayedStep] {
        var avoider = start
        if let strategy { avoider.strategy = strategy }
        var replayed: [ReplayedStep] = []
        replayed.reserveCapacity(steps.count)
        for (offset, recorded) in steps.enumerated() {
            var step = recorded
            if strategy != nil { step.strategy = nil }
            let answer = step.perform(on: &avoider)
            let differing = Self.differingViews(answer, recorded.answer)
            replayed.append(
                ReplayedStep(
                    number: Self.stepNumber(droppedSteps, plus: offset), recorded: recorded, replayed: answer, differingViews: differing,
                    differs: !differing.isEmpty || !Self.sameFrame(answer, recorded.answer), strategy: avoider.strategy,
                    restingScreen: avoider.restingScreen, keyboard: avoider.presentedKeyboard,
                    adjustedViews: avoider.appliedValues, coveredFocus: avoider.coveredFocus))
        }
        return replayed
    }

    /// The first replayed step whose answer differs from the recorded one, or `nil` when every
    /// step answers what was recorded.
    ///
    /// - Parameter strategy: As for ``replay(strategy:)``.
    /// - Returns: The step.
    public func firstDifference(strategy: Strategy? = nil) -> ReplayedStep? {
        replay(strategy: strategy).first { $0.differs }
    }

    /// A step's number: the dropped steps plus its position, `Int.max` at most (a decoded trace may
    /// say any count was dropped).
    private static func stepNumber(_ dropped: Int, plus position: Int) -> Int {
        let (sum, overflows) = dropped.addingReportingOverflow(position)
        return overflows ? Int.max : sum
    }

    /// Every view name the trace mentions: in the start, each step's action and each answer.
    internal var viewNames: Set<String> {
        var names = Set(start.restingScreen?.viewKeys ?? [])
        names.formUnion(start.adjustedViews)
        for step in steps {
            switch step.action {
            case .receive(let input): names.formUnion(input.screen?.viewKeys ?? [])
            case .readBack(let shown): names.formUnion(shown.keys)
            case .restoreAll: break
            }
            names.formUnion(step.answer?.changes.map(\.view) ?? [])
        }
        return names
    }

    /// The views whose changes differ between two answers (see ``ReplayedStep/differingViews``).
    private static func differingViews(_ replayed: AvoidanceUpdate<String>?, _ recorded: AvoidanceUpdate<String>?) -> [String] {
        let replayedChanges = replayed?.changes ?? []
        let recordedChanges = recorded?.changes ?? []
        var views: [String] = []
        for change in replayedChanges + recordedChanges where !views.contains(change.view) { views.append(change.view) }
        return views.filter { view in
            guard let one = replayedChanges.first(where: { $0.view == view }), let other = recordedChanges.first(where: { $0.view == view })
            else { return true }
            return one.isRestoring != other.isRestoring || !one.values.isClose(to: other.values, tolerance: replayTolerance)
        }
    }

    /// Whether two answers are both `nil`, or both there with the same animation and keyboard
    /// (within ``replayTolerance``).
    private static func sameFrame(_ replayed: AvoidanceUpdate<String>?, _ recorded: AvoidanceUpdate<String>?) -> Bool {
        switch (replayed, recorded) {
        case (nil, nil): return true
        case (let one?, let other?):
            return one.animation.curve == other.animation.curve
                && (one.animation.duration - other.animation.duration).magnitude <= replayTolerance
                && one.keyboard.frame.isClose(to: other.keyboard.frame, tolerance: replayTolerance)
                && one.keyboard.screenBounds.isClose(to: other.keyboard.screenBounds, tolerance: replayTolerance)
        default: return false
        }
    }
}

extension AvoidanceTrace.ReplayedStep: Codable where Strategy: Codable {}

extension AvoidanceInput {
    /// The screen the input carries, or `nil`.
    internal var screen: ScreenObservation<ViewKey>? {
        switch self {
        case .keyboard(_, let screen), .keyboardDragged(_, let screen), .keyboardDragEnded(let screen): screen
        case .focusBegan(let screen), .caretMoved(let screen), .layoutChanged(let screen): screen
        case .keyboardFrame, .focusEnded, .screenChanged: nil
        }
    }
}

extension KeyboardAvoider {
    /// The views the avoider adjusts, with what it last set on each, in the order it first set them.
    internal var appliedValues: [ViewChange<ViewKey>] {
        records.map { ViewChange(view: $0.key, values: $0.applied, isRestoring: false) }
    }
}

extension ViewValues {
    /// Whether two views' values have the same parts, each component within `tolerance`.
    internal func isClose(to other: ViewValues, tolerance: Double) -> Bool {
        components.count == other.components.count
            && zip(components, other.components).allSatisfy { ($0 - $1).magnitude <= tolerance }
            && (scrollView == nil) == (other.scrollView == nil) && (rootView == nil) == (other.rootView == nil)
            && (ridingView == nil) == (other.ridingView == nil)
    }

    /// Every number the values hold, part by part.
    private var components: [Double] {
        var numbers: [Double] = []
        if let scrollView {
            numbers += [
                scrollView.contentOffset.x, scrollView.contentOffset.y, scrollView.contentSize.width, scrollView.contentSize.height,
            ]
            numbers += scrollView.contentInsets.components + scrollView.scrollIndicatorInsets.components
        }
        if let rootView { numbers += rootView.transform.components + rootView.additionalSafeAreaInsets.components }
        if let ridingView { numbers += ridingView.transform.components }
        return numbers
    }
}

extension LayoutInsets {
    /// Top, left, bottom, right.
    fileprivate var components: [Double] { [top, left, bottom, right] }
}

extension LayoutTransform {
    /// a, b, c, d, tx, ty.
    fileprivate var components: [Double] { [a, b, c, d, tx, ty] }
}

extension LayoutRect {
    /// Whether two rectangles' origins and sizes are each within `tolerance`.
    fileprivate func isClose(to other: LayoutRect, tolerance: Double) -> Bool {
        (origin.x - other.origin.x).magnitude <= tolerance && (origin.y - other.origin.y).magnitude <= tolerance
            && (size.width - other.size.width).magnitude <= tolerance && (size.height - other.size.height).magnitude <= tolerance
    }
}
