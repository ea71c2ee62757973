import KeyboardAvoidance
import KeyboardAvoidanceTool

// The committed vectors, built deterministically from every family of cases (one file each).

extension ConformanceVectors {
    /// The vectors of this library, built deterministically.
    public static func generate() -> ConformanceVectors {
        var cases: [Case] = []
        func add(_ name: String, _ layout: AvoidanceLayout, _ keyboard: KeyboardState) {
            for strategy in StrategyName.allCases {
                cases.append(
                    Case(
                        name: "\(name)/\(strategy.rawValue)", strategy: strategy, layout: layout, keyboard: keyboard,
                        expected: strategy.adjustment(for: layout, keyboard: keyboard)))
            }
        }
        // A case of one strategy with options (`nil`: the strategy's defaults, written out as none).
        func add(
            _ name: String, _ strategy: StrategyName, _ options: StrategyOptions?, _ layout: AvoidanceLayout, _ keyboard: KeyboardState
        ) {
            cases.append(
                Case(
                    name: "\(name)/\(strategy.rawValue)", strategy: strategy, options: options, layout: layout, keyboard: keyboard,
                    expected: strategy.adjustment(for: layout, keyboard: keyboard, options: options ?? StrategyOptions())))
        }
        for (preset, keyboards) in deviceFormScreens() {
            for kind in keyboards {
                guard let keyboard = preset.deviceScreen.keyboard(kind) else { continue }
                for position in FieldPosition.allCases {
                    add("\(preset.name)/\(kind)/\(position.rawValue)", form(on: preset, field: position), keyboard)
                }
            }
        }
        for (name, layout, keyboard) in edgeCases() {
            add("edge/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in discriminatingCases() + boundaryCases() {
            add("discriminating/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in situationCases() {
            add("situation/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in revealCases() {
            add("reveal/\(name)", layout, keyboard)
        }
        for (name, layout, keyboard) in separatingCases() {
            add("separating/\(name)", layout, keyboard)
        }
        for (name, strategy, options, layout, keyboard) in optionCases() + alignmentOptionCases() {
            add("options/\(name)", strategy, options, layout, keyboard)
        }
        for (name, layout, keyboard) in teethGeometryCases() {
            add("teeth-geometry/\(name)", layout, keyboard)
        }
        for (name, strategy, options, layout, keyboard) in teethGeometryOptionCases() {
            add("teeth-geometry/\(name)", strategy, options, layout, keyboard)
        }
        for (name, layout, keyboard) in teethOptionCases() {
            add("teeth-options/\(name)", layout, keyboard)
        }
        for (name, strategy, options, layout, keyboard) in teethOptionStrategyCases() {
            add("teeth-options/\(name)", strategy, options, layout, keyboard)
        }
        for (name, layout, keyboard) in teethScrollingCases() {
            add("teeth-scrolling/\(name)", layout, keyboard)
        }
        for (name, strategy, options, layout, keyboard) in teethScrollingOptionCases() {
            add("teeth-scrolling/\(name)", strategy, options, layout, keyboard)
        }
        return ConformanceVectors(
            cases: cases, trackerCases: trackerCases() + teethGeometryTrackerCases(),
            animationCases: animationCases() + teethOptionAnimationCases(),
            interpolationCases: interpolationCases() + teethOptionInterpolationCases())
    }
}
