/// Records what an adapter does with its ``KeyboardAvoider`` as an ``AvoidanceTrace``, keeping the
/// last ``capacity`` steps, so that it can stay on (SPEC §14.8).
///
/// The adapter calls the avoider through the recorder — ``receive(_:by:kind:)``,
/// ``readBack(_:by:kind:)``, ``restoreAll(by:kind:)`` — and each call is one step: the action and the
/// answer, with the views named. A view's name is its kind, as the adapter gives it, then a space
/// and the order in which the recorder first saw it (`UITextField 3`): distinct views get distinct
/// names, so the renamed avoider answers exactly what the adapter's did. A step beyond the capacity
/// drops the oldest, which is taken on the recorder's copy of the start (``AvoidanceTrace/start``),
/// so the trace always replays from where its first step was taken.
///
/// It records what the avoider is given: geometry and keyboard events, never text or content. The
/// avoider's ``KeyboardAvoider/configuration`` is taken as it was when recording began; a strategy
/// changed between steps is recorded with the step.
///
/// - Complexity: A step costs O(n) for the n nodes of its observation (its views named), plus one
///   input to a copy of the avoider once the capacity is reached.
public struct AvoidanceRecorder<ViewKey: Hashable & Sendable, Strategy: KeyboardAvoidanceStrategy & Hashable>: Sendable,
    Hashable
{
    /// The capacity of a recorder made without one: 500 steps.
    public static var defaultCapacity: Int { 500 }

    /// The most steps kept; at least 1.
    public let capacity: Int
    /// The names given to the views seen.
    private var names: ViewNames
    /// The avoider before the oldest step kept, its views named.
    private var start: KeyboardAvoider<String, Strategy>
    /// The steps kept, as a ring: the oldest at `oldest` once the ring is full.
    ///
    /// A ring, so that dropping the oldest step moves none of the others.
    private var ring: [AvoidanceTrace<Strategy>.Step]
    /// The position of the oldest step in `ring`.
    private var oldest: Int
    /// How many steps were dropped.
    private var dropped: Int
    /// The strategy the avoider had at the last step (or when recording began).
    private var lastStrategy: Strategy

    /// Starts recording from an avoider as it is now.
    ///
    /// - Parameters:
    ///   - avoider: The adapter's avoider: the trace starts from its present state.
    ///   - capacity: The most steps kept; less than 1 counts as 1.
    ///   - kind: The kind of a view, the first part of its name (UIKit: its class's name).
    public init(avoider: KeyboardAvoider<ViewKey, Strategy>, capacity: Int = defaultCapacity, kind: (ViewKey) -> String) {
        var names = ViewNames()
        start = avoider.renamingViews { names.name(of: $0, kind: kind) }
        self.names = names
        self.capacity = max(1, capacity)
        ring = []
        oldest = 0
        dropped = 0
        lastStrategy = avoider.strategy
    }

    /// The steps recorded so far, the last ``capacity`` of them, with the avoider before the first.
    public var trace: AvoidanceTrace<Strategy> {
        AvoidanceTrace(start: start, steps: Array(ring[oldest...] + ring[..<oldest]), droppedSteps: dropped)
    }

    /// Gives the avoider an input and records it with the answer.
    ///
    /// - Parameters:
    ///   - input: What happened.
    ///   - avoider: The adapter's avoider.
    ///   - kind: The kind of a view the recorder has not seen (see ``init(avoider:capacity:kind:)``).
    /// - Returns: What the avoider answers.
    public mutating func receive(
        _ input: AvoidanceInput<ViewKey>, by avoider: inout KeyboardAvoider<ViewKey, Strategy>, kind: (ViewKey) -> String
    ) -> AvoidanceUpdate<ViewKey>? {
        let strategy = strategyChange(of: avoider)
        let answer = avoider.receive(input)
        let named = input.progressAsRead.renamingViews { names.name(of: $0, kind: kind) }
        let namedAnswer = answer?.renamingViews { names.name(of: $0, kind: kind) }
        append(AvoidanceTrace.Step(strategy: strategy, action: .receive(input: named), answer: namedAnswer))
        return answer
    }

    /// Gives the avoider what the views show (``KeyboardAvoider/readBack(_:)``) and records it.
    ///
    /// - Parameters:
    ///   - shown: What each adjusted view shows, by key.
    ///   - avoider: The adapter's avoider.
    ///   - kind: The kind of a view the recorder has not seen.
    public mutating func readBack(
        _ shown: [ViewKey: ViewValues], by avoider: inout KeyboardAvoider<ViewKey, Strategy>, kind: (ViewKey) -> String
    ) {
        let strategy = strategyChange(of: avoider)
        avoider.readBack(shown)
        var named: [String: ViewValues] = [:]
        for (key, values) in shown { named[names.name(of: key, kind: kind)] = values }
        append(AvoidanceTrace.Step(strategy: strategy, action: .readBack(shown: named), answer: nil))
    }

    /// Restores every view (``KeyboardAvoider/restoreAll()``) and records it with the answer.
    ///
    /// - Parameters:
    ///   - avoider: The adapter's avoider.
    ///   - kind: The kind of a view the recorder has not seen.
    /// - Returns: What the avoider answers.
    public mutating func restoreAll(by avoider: inout KeyboardAvoider<ViewKey, Strategy>, kind: (ViewKey) -> String)
        -> AvoidanceUpdate<ViewKey>?
    {
        let strategy = strategyChange(of: avoider)
        let answer = avoider.restoreAll()
        let namedAnswer = answer?.renamingViews { names.name(of: $0, kind: kind) }
        append(AvoidanceTrace.Step(strategy: strategy, action: .restoreAll, answer: namedAnswer))
        return answer
    }

    /// The avoider's strategy when it differs from the last step's, which it becomes.
    private mutating func strategyChange(of avoider: KeyboardAvoider<ViewKey, Strategy>) -> Strategy? {
        guard avoider.strategy != lastStrategy else { return nil }
        lastStrategy = avoider.strategy
        return avoider.strategy
    }

    /// Keeps a step, dropping the oldest (taken on the start) when the ring is full.
    private mutating func append(_ step: AvoidanceTrace<Strategy>.Step) {
        guard ring.count == capacity else {
            ring.append(step)
            return
        }
        _ = ring[oldest].perform(on: &start)
        ring[oldest] = step
        oldest = (oldest + 1) % capacity
        dropped += 1
        // Once per capacity dropped, the names of views no step kept mentions go, so that a
        // recorder left on for a long session holds names for what it keeps only.
        if dropped % capacity == 0 { names.keepOnly(trace.viewNames) }
    }

    /// The names given to views: each view's kind and the count of views named before it, plus one.
    private struct ViewNames: Sendable, Hashable {
        /// The name of each view named and not forgotten.
        private var names: [ViewKey: String] = [:]
        /// How many views have been named, forgotten ones included: names are never given twice.
        private var given = 0

        /// The name of a view, given on first sight.
        mutating func name(of key: ViewKey, kind: (ViewKey) -> String) -> String {
            if let name = names[key] { return name }
            given += 1
            let name = "\(kind(key)) \(given)"
            names[key] = name
            return name
        }

        /// Forgets the views whose names are not in `kept`.
        mutating func keepOnly(_ kept: Set<String>) {
            names = names.filter { kept.contains($0.value) }
        }
    }
}

extension AvoidanceInput {
    /// The input with an animation frame's progress as the avoider reads it.
    ///
    /// NaN as 0, and a value outside `[0, 1]` as the nearer end (SPEC §14.1): the same input to the
    /// avoider, and one JSON can hold, which has no NaN or infinity.
    fileprivate var progressAsRead: AvoidanceInput {
        guard case .keyboardFrame(let progress) = self else { return self }
        return .keyboardFrame(progress: progress > 0 ? min(progress, 1) : 0)
    }
}
