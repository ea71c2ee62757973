/// What an adapter did with its ``KeyboardAvoider``, step by step: a keyboard bug seen on a device,
/// as a value any machine replays (SPEC §14.8).
///
/// A trace holds the avoider as it was before its first step (``start``) and, for each step, what
/// the adapter asked — an input, a read-back of what the views showed, or a restore — with what the
/// avoider answered then. Views are named by strings an ``AvoidanceRecorder`` gives them (the
/// adapter's kind of view and the order it was first seen, `UITextField 3`). It holds geometry
/// only: frames, insets, offsets, transforms, keyboard events. Never text, never a view's content.
///
/// ``replay(strategy:)`` runs the start through the steps again and says, per step, whether the
/// avoider answers what was applied then.
///
/// JSON, for a `Codable` strategy (``BuiltInStrategy``, the UIKit adapter's default):
/// `{"format": "keyboard-avoidance-trace", "version": 1, "droppedSteps": …, "start": …,
/// "steps": […]}`; a trace of another format or version does not decode (SPEC §14.8).
public struct AvoidanceTrace<Strategy: KeyboardAvoidanceStrategy & Hashable>: Sendable, Hashable {
    /// The format's name, `keyboard-avoidance-trace`.
    public static var format: String { "keyboard-avoidance-trace" }
    /// The format's version this library writes and reads: 1.
    public static var version: Int { 1 }

    /// One thing the adapter asked of its avoider.
    public enum Action: Sendable, Hashable, Codable {
        /// ``KeyboardAvoider/receive(_:)``.
        case receive(input: AvoidanceInput<String>)
        /// ``KeyboardAvoider/readBack(_:)``: what the views the avoider adjusts showed, by name.
        case readBack(shown: [String: ViewValues])
        /// ``KeyboardAvoider/restoreAll()``.
        case restoreAll
    }

    /// One step: an action, with the strategy it was taken with and what the avoider answered.
    public struct Step: Sendable, Hashable {
        /// The strategy put on the avoider before the action, when it differs from the one before
        /// (an adapter sets the strategy in force for each focus); `nil`, unchanged.
        public var strategy: Strategy?
        /// What the adapter asked.
        public var action: Action
        /// What the avoider answered: `nil` when it had nothing to do, and always for
        /// ``Action/readBack(shown:)``.
        public var answer: AvoidanceUpdate<String>?

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - strategy: The strategy put on the avoider before the action, or `nil`.
        ///   - action: What the adapter asked.
        ///   - answer: What the avoider answered.
        public init(strategy: Strategy? = nil, action: Action, answer: AvoidanceUpdate<String>?) {
            self.strategy = strategy
            self.action = action
            self.answer = answer
        }

        /// Takes this step on an avoider: puts its strategy on, then performs its action.
        ///
        /// - Parameter avoider: The avoider, as it was before the step.
        /// - Returns: What the avoider answers; `nil` for a read-back.
        public func perform(on avoider: inout KeyboardAvoider<String, Strategy>) -> AvoidanceUpdate<String>? {
            if let strategy { avoider.strategy = strategy }
            switch action {
            case .receive(let input): return avoider.receive(input)
            case .readBack(let shown):
                avoider.readBack(shown)
                return nil
            case .restoreAll: return avoider.restoreAll()
            }
        }
    }

    /// The avoider before the first step, with its strategy and configuration.
    public var start: KeyboardAvoider<String, Strategy>
    /// The steps, oldest first.
    public var steps: [Step]
    /// How many steps were taken before the first one here: a bounded recorder drops the oldest,
    /// and ``start`` is the avoider after them.
    public var droppedSteps: Int

    /// Creates a trace.
    ///
    /// - Parameters:
    ///   - start: The avoider before the first step.
    ///   - steps: The steps, oldest first.
    ///   - droppedSteps: How many steps came before the first one here; negative counts as 0.
    public init(start: KeyboardAvoider<String, Strategy>, steps: [Step], droppedSteps: Int = 0) {
        self.start = start
        self.steps = steps
        self.droppedSteps = max(0, droppedSteps)
    }
}

extension AvoidanceTrace.Step: Codable where Strategy: Codable {}

extension AvoidanceTrace: Codable where Strategy: Codable {
    private enum CodingKeys: String, CodingKey {
        case format, version, strategyType, droppedSteps, start, steps
    }

    /// Decodes a trace.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field: a `format` other than
    ///   `keyboard-avoidance-trace`, a `version` other than 1, a negative `droppedSteps`, or any
    ///   field missing or of the wrong kind.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "\"\(format)\" is not \"\(Self.format)\"")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version) is not one this library reads (\(Self.version))")
        }
        let dropped = try container.decodeIfPresent(Int.self, forKey: .droppedSteps) ?? 0
        guard dropped >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .droppedSteps, in: container, debugDescription: "\(dropped) is negative")
        }
        self.init(
            start: try container.decode(KeyboardAvoider<String, Strategy>.self, forKey: .start),
            steps: try container.decode([Step].self, forKey: .steps), droppedSteps: dropped)
    }

    /// Encodes the trace, with its format and version, and the strategy type's Swift name as
    /// `strategyType` (a reader's hint: one strategy's JSON may read as several types; decoding
    /// ignores it).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(String(describing: Strategy.self), forKey: .strategyType)
        try container.encode(droppedSteps, forKey: .droppedSteps)
        try container.encode(start, forKey: .start)
        try container.encode(steps, forKey: .steps)
    }
}

extension AvoidanceTrace.Action: CustomStringConvertible {
    /// The action in a few words, as the replay's report and pictures print it: `keyboard
    /// willChangeFrame to y 512…812`, `focus began`, `read back 2 views`.
    public var description: String {
        switch self {
        case .receive(let input):
            switch input {
            case .keyboard(let event, _):
                let frame = event.endFrame
                return "keyboard \(event.phase.rawValue)\(event.isLocal ? "" : " (another app's)") to "
                    + "x \(Self.number(frame.minX))…\(Self.number(frame.maxX)), y \(Self.number(frame.minY))…\(Self.number(frame.maxY))"
            case .keyboardDragged(let frame, _): return "keyboard dragged to y \(Self.number(frame.minY))"
            case .keyboardDragEnded: return "drag ended"
            case .keyboardFrame(let progress): return "animation frame at \(Self.number(progress))"
            case .focusBegan: return "focus began"
            case .focusEnded: return "focus ended"
            case .caretMoved: return "caret moved"
            case .layoutChanged: return "layout changed"
            case .screenChanged(let bounds): return "screen changed to \(Self.number(bounds.width)) × \(Self.number(bounds.height))"
            }
        case .readBack(let shown): return "read back \(shown.count) view\(shown.count == 1 ? "" : "s")"
        case .restoreAll: return "restore all"
        }
    }

    /// A number with at most two decimals.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

extension AvoidanceTrace {
    /// The same trace with every strategy it holds — the start's and each step's — replaced.
    ///
    /// A trace recorded by an adapter holding one strategy type (`ScrollInsetStrategy`) becomes a
    /// trace of another (``BuiltInStrategy``, `.scrollInset`) that replays to the same answers,
    /// when `transform` gives a strategy that answers as the one it replaces.
    ///
    /// - Parameter transform: The new strategy for each one.
    /// - Returns: The trace with the new strategies.
    /// - Complexity: O(s + n) for the s steps and the n nodes of the start's resting screen.
    public func mappingStrategies<Other: KeyboardAvoidanceStrategy & Hashable>(_ transform: (Strategy) -> Other) -> AvoidanceTrace<Other> {
        AvoidanceTrace<Other>(
            start: start.mappingStrategy(transform),
            steps: steps.map { step in
                let action: AvoidanceTrace<Other>.Action =
                    switch step.action {
                    case .receive(let input): .receive(input: input)
                    case .readBack(let shown): .readBack(shown: shown)
                    case .restoreAll: .restoreAll
                    }
                return AvoidanceTrace<Other>.Step(strategy: step.strategy.map(transform), action: action, answer: step.answer)
            },
            droppedSteps: droppedSteps)
    }
}
