import KeyboardAvoidance

/// One strategy's result on a scenario, with what it means on screen.
public struct Evaluation: Sendable, Encodable {
    /// The strategy.
    public var strategy: StrategyName
    /// What it sets.
    public var adjustment: KeyboardAdjustment
    /// Whether the whole focus is on screen after applying: inside the window's safe area, above the keyboard, and inside every scroll view around it.
    ///
    /// `nil` for resize, which moves nothing: the app reflows its content into the usable area.
    public var focusVisible: Bool?
    /// The distance from the focus's bottom to the keyboard's top after applying, in window
    /// points (negative when the keyboard covers the focus); `nil` when the keyboard is not avoided
    /// or does not cross the focus horizontally, and for resize, whose focus moves where the app
    /// reflows it, not where the adjustment says.
    public var keyboardClearance: Double?

    /// Evaluates one strategy on a resolved scenario.
    public init(_ strategy: StrategyName, on scenario: ResolvedScenario) {
        let layout = scenario.layout
        let adjustment = strategy.adjustment(for: layout, keyboard: scenario.keyboard)
        self.strategy = strategy
        self.adjustment = adjustment
        let visibility = layout.focusVisibility(after: adjustment, keyboard: scenario.keyboard)
        // Resize moves nothing: the app reflows its content into the usable area, so neither
        // the focus's visibility nor its clearance is known here.
        focusVisible = strategy == .resize ? nil : visibility.isFocusVisible
        keyboardClearance = strategy == .resize ? nil : visibility.keyboardClearance
    }

    /// Evaluates every strategy, or only `only`.
    public static func all(on scenario: ResolvedScenario, only: StrategyName? = nil) -> [Evaluation] {
        (only.map { [$0] } ?? StrategyName.allCases).map { Evaluation($0, on: scenario) }
    }
}
