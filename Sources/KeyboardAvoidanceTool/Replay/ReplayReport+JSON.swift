import Foundation
import KeyboardAvoidance

extension ReplayReport {
    /// One step in `replay --json`.
    struct StepEntry: Encodable {
        var number: Int
        /// The action in a few words (``AvoidanceTrace/Action/description``).
        var action: String
        /// The strategy in force after the step, in a few words.
        var strategy: String
        var differs: Bool
        var differingViews: [String]
        /// The recorded answer, `null` for none.
        var recorded: AvoidanceUpdate<String>?
        /// The replayed answer, `null` for none.
        var replayed: AvoidanceUpdate<String>?
        /// The keyboard the avoider's values are for after the step.
        var keyboard: KeyboardState
        /// Whether something is focused after the step (the avoider has a resting screen).
        var focused: Bool
        /// Why the keyboard still covers the focus after the step, or `null`.
        var coveredFocus: String?

        private enum CodingKeys: String, CodingKey {
            case number, action, strategy, differs, differingViews, recorded, replayed, keyboard, focused, coveredFocus
        }

        // Written by hand so that an absent answer is an explicit `null`, not a missing key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(action, forKey: .action)
            try container.encode(strategy, forKey: .strategy)
            try container.encode(differs, forKey: .differs)
            try container.encode(differingViews, forKey: .differingViews)
            try container.encode(recorded, forKey: .recorded)
            try container.encode(replayed, forKey: .replayed)
            try container.encode(keyboard, forKey: .keyboard)
            try container.encode(focused, forKey: .focused)
            try container.encode(coveredFocus, forKey: .coveredFocus)
        }
    }

    /// The counts of `replay --json`.
    struct Summary: Encodable {
        var steps: Int
        var same: Int
        var differing: Int
        /// The number of the first step that differs, `null` when none does.
        var firstDifference: Int?

        private enum CodingKeys: String, CodingKey {
            case steps, same, differing, firstDifference
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(steps, forKey: .steps)
            try container.encode(same, forKey: .same)
            try container.encode(differing, forKey: .differing)
            try container.encode(firstDifference, forKey: .firstDifference)
        }
    }

    /// The whole of `replay --json`.
    struct Document: Encodable {
        /// `recorded` when the steps' own strategies were replayed, else the `--strategy` name.
        var strategy: String
        var droppedSteps: Int
        var steps: [StepEntry]
        var summary: Summary
    }

    /// The report as JSON: sorted keys, indented, a final newline.
    var json: String {
        let document = Document(
            strategy: strategyName ?? "recorded", droppedSteps: droppedSteps,
            steps: steps.map { step in
                StepEntry(
                    number: step.number, action: step.recorded.action.description, strategy: ReplayStrategy.describe(step.strategy),
                    differs: step.differs, differingViews: step.differingViews, recorded: step.recorded.answer, replayed: step.replayed,
                    keyboard: step.keyboard, focused: step.restingScreen != nil, coveredFocus: step.coveredFocus.map { "\($0)" })
            },
            summary: Summary(
                steps: steps.count, same: steps.count - differing.count, differing: differing.count,
                firstDifference: differing.first?.number))
        return JSONOutput.encode(document)
    }
}
