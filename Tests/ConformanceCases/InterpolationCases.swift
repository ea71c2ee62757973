import KeyboardAvoidance
import KeyboardAvoidanceTool
import TestFixtures

// The interpolation cases (SPEC §10.1).

extension ConformanceVectors {
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
                    name: "interpolation/\(strategy.rawValue)", from: from, to: to, progress: progress))
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
                    name: "interpolation/\(name)", from: from, to: to, progress: progress))
        }
        return result
    }
}
