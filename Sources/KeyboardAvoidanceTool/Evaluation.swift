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
    /// or does not cross the focus horizontally.
    public var keyboardClearance: Double?

    /// Evaluates one strategy on a resolved scenario.
    public init(_ strategy: StrategyName, on scenario: ResolvedScenario) {
        let layout = scenario.layout
        let adjustment = strategy.adjustment(for: layout, keyboard: scenario.keyboard)
        self.strategy = strategy
        self.adjustment = adjustment
        let presented = layout.presentedHierarchy(applying: adjustment)
        guard let focus = presented.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window) else {
            focusVisible = strategy == .resize ? nil : false
            keyboardClearance = nil
            return
        }
        let keyboard = layout.avoidedFrame(of: scenario.keyboard).flatMap {
            presented.convert($0, from: .screen, to: .window)
        }
        if let keyboard, keyboard.minX < focus.maxX, focus.minX < keyboard.maxX {
            keyboardClearance = keyboard.minY - focus.maxY
        } else {
            keyboardClearance = nil
        }
        if strategy == .resize {
            focusVisible = nil
            return
        }
        var region = presented.node(ViewHierarchy.window).map { $0.bounds.inset(by: presented.windowSafeAreaInsets) }
        // Bars over the root view (additional safe-area insets) hide what is under them too.
        if let root = presented.node(layout.rootView), let insets = presented.safeAreaInsets(of: layout.rootView),
            let rootSafe = presented.convert(root.bounds.inset(by: insets), from: .node(layout.rootView), to: .window)
        {
            region = region.flatMap { $0.intersection(rootSafe) }
        }
        if let keyboard, keyboard.minX < focus.maxX, focus.minX < keyboard.maxX, let current = region {
            region = LayoutRect(
                minX: current.minX, minY: current.minY, maxX: current.maxX, maxY: min(current.maxY, max(current.minY, keyboard.minY)))
        }
        for container in layout.scrollContainers where layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: container.node) {
            if let bounds = presented.node(container.node)?.bounds,
                let frame = presented.convert(bounds, from: .node(container.node), to: .window)
            {
                region = region.flatMap { $0.intersection(frame) }
            }
        }
        let tolerance = 1e-6
        focusVisible =
            region.map {
                focus.minY >= $0.minY - tolerance && focus.maxY <= $0.maxY + tolerance && focus.minX >= $0.minX - tolerance
                    && focus.maxX <= $0.maxX + tolerance
            } ?? false
    }

    /// Evaluates every strategy, or only `only`.
    public static func all(on scenario: ResolvedScenario, only: StrategyName? = nil) -> [Evaluation] {
        (only.map { [$0] } ?? StrategyName.allCases).map { Evaluation($0, on: scenario) }
    }
}
