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
        result += interpolationStructureCases(progress: progress)
        return result
    }

    /// Interpolations the cases above leave open (found by fuzzing a second port): a riding view's
    /// translation, outer chains of the same length at both ends, and a container whose node differs
    /// at the two ends.
    static func interpolationStructureCases(progress: [Double]) -> [InterpolationCase] {
        let phone = LayoutRect(x: 0, y: 0, width: 393, height: 852)
        let shown = KeyboardState.docked(height: 336, screenBounds: phone)
        var result: [InterpolationCase] = []

        // A chat: a message list with a field in it and an input bar riding on the keyboard. From rest
        // to shown, the bar's translation is a number like any other: it moves with p, it does not
        // switch at 1.
        var (chat, list, _) = chatScreen(phone: phone)
        chat.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 361, height: 44), in: list)
        for strategy in StrategyName.allCases {
            result.append(
                InterpolationCase(
                    name: "interpolation/riding-view/\(strategy.rawValue)", from: strategy.restingAdjustment(for: chat),
                    to: strategy.adjustment(for: chat, keyboard: shown), progress: progress))
        }

        // A caret in a notes view inside a form: from rest to shown, and from the keyboard without
        // its predictive bar to with it, the chain has one outer container at both ends, and it is
        // interpolated element by element, not switched at 1.
        var notes = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let form = notes.addScrollView(frame: phone, contentSize: LayoutSize(width: 393, height: 2_000))
        let notesView = notes.addScrollView(
            frame: LayoutRect(x: 16, y: 500, width: 361, height: 150), contentSize: LayoutSize(width: 361, height: 600), in: form)
        notes.focus(on: notesView, rect: LayoutRect(x: 4, y: 400, width: 2, height: 20))
        for strategy in [StrategyName.scrollInset, .contentGrowth, .centering] {
            result.append(
                InterpolationCase(
                    name: "interpolation/nested-chain/\(strategy.rawValue)", from: strategy.restingAdjustment(for: notes),
                    to: strategy.adjustment(for: notes, keyboard: shown), progress: progress))
            result.append(
                InterpolationCase(
                    name: "interpolation/nested-chain-keyboard-grows/\(strategy.rawValue)",
                    from: strategy.adjustment(for: notes, keyboard: .docked(height: 291, screenBounds: phone)),
                    to: strategy.adjustment(for: notes, keyboard: shown), progress: progress))
        }

        // The focus moving, keyboard up, from a field in the upper of two scroll views to one in the
        // lower: the container's node is `from`'s before p = 1 and `to`'s at it.
        var split = AvoidanceLayout(window: phone, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let splitRoot = split.addView(frame: phone)
        let upper = split.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 393, height: 426), contentSize: LayoutSize(width: 393, height: 1_000), in: splitRoot)
        let lower = split.addScrollView(
            frame: LayoutRect(x: 0, y: 426, width: 393, height: 426), contentSize: LayoutSize(width: 393, height: 1_000), in: splitRoot)
        let upperField = split.addView(frame: LayoutRect(x: 16, y: 300, width: 361, height: 44), in: upper)
        let lowerField = split.addView(frame: LayoutRect(x: 16, y: 300, width: 361, height: 44), in: lower)
        var inUpper = split
        inUpper.focus(on: upperField)
        var inLower = split
        inLower.focus(on: lowerField)
        for strategy in StrategyName.allCases {
            result.append(
                InterpolationCase(
                    name: "interpolation/focus-moves-to-another-scroll-view/\(strategy.rawValue)",
                    from: strategy.adjustment(for: inUpper, keyboard: shown), to: strategy.adjustment(for: inLower, keyboard: shown),
                    progress: progress))
        }
        return result
    }
}
