import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// Checks a screen across devices and keyboards: the focus ends fully visible, nothing moves more
/// than needed, hiding restores the resting values, and no output is saturated (SPEC §16).
///
/// A check is a pure function of the screens, the keyboards, the strategy and the layouts you
/// build for each screen; ``XCTest/XCTestCase/assertKeyboardAvoidance(_:on:keyboards:requiresLeastMovement:picturesDirectory:failureLimit:file:line:layout:)``
/// runs it inside a test and reports each failure.
///
/// For every screen, every field of the ``ScreenLayout`` you build for it, and every keyboard the
/// screen's device has among ``keyboards``, with `A` the strategy's adjustment and `R` its
/// adjustment for a hidden keyboard:
/// - **hidden** — `R` is the layout's own values: no translation, no bottom inset (for resize
///   with `ResizeStrategy.usesBottomSafeArea`, the root view's safe-area bottom), each scroll
///   view at its resting offset, insets and content size (to 10⁻⁶ pt);
/// - **saturated** — no number of `A` sits at the saturation limit, ±10¹² (SPEC §2);
/// - **visible** — the focus is in the visible region with `A` applied
///   (`AvoidanceLayout.focusVisibility`), wherever the focus is visible at rest or the keyboard
///   covers part of the root view (a keyboard the layout ignores, such as a floating one under
///   `UndockedKeyboardPolicy.ignore`, or one that misses the window, leaves a field the user
///   cannot see where it was); for resize, which moves nothing, the root view's usable area ends
///   at or above the keyboard's top instead (not extended by a riding view);
/// - **no further than needed** — for a strategy that reveals with the least scroll (view shift,
///   and scroll inset and content growth with `RevealAlignment.leastScroll`): when the focus
///   moved by `m > 1` pt, the adjustment one point short of `A`
///   (`interpolated(from: R, to: A, progress: 1 − 1/m)`) does not already hold the focus and its
///   margins inside the visible region. A resting content offset outside the scroll view's range
///   (one UIKit would not keep) is moved into it, and this reports that too.
public struct ScreenCheck: Sendable, Hashable, Codable {
    /// The screens to check on.
    public var screens: [DeviceScreen]
    /// The keyboards to check with; each screen uses those its device has.
    public var keyboards: [KeyboardKind]
    /// Whether to check that nothing moves further than needed: `nil` (the default) decides by
    /// the strategy — view shift, and scroll inset and content growth with
    /// `RevealAlignment.leastScroll` — and `true` asks it of an app's own strategy too.
    public var requiresLeastMovement: Bool?

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - screens: The screens; every screen of the catalogue by default
    ///     (`DeviceCatalogue.screens` chooses a part).
    ///   - keyboards: The keyboards; every kind by default.
    ///   - requiresLeastMovement: Whether to check that nothing moves further than needed; `nil`
    ///     decides by the strategy.
    public init(
        screens: [DeviceScreen] = DeviceCatalogue.screens(), keyboards: [KeyboardKind] = KeyboardKind.allCases,
        requiresLeastMovement: Bool? = nil
    ) {
        self.screens = screens
        self.keyboards = keyboards
        self.requiresLeastMovement = requiresLeastMovement
    }

    /// Runs the check.
    ///
    /// - Parameters:
    ///   - strategy: The strategy the screen uses.
    ///   - layout: The screen's layout on a device: built for that screen's size, safe area and window.
    /// - Returns: How many cases ran, and every failure, screen by screen.
    /// - Complexity: O(s · f · k) evaluations for s screens, f fields and k keyboards.
    public func run(_ strategy: some KeyboardAvoidanceStrategy, layout: (DeviceScreen) -> ScreenLayout) -> ScreenCheckReport {
        var report = ScreenCheckReport(caseCount: 0, failures: [])
        let strategyName = String(describing: type(of: strategy))
        let leastScroll = requiresLeastMovement ?? Self.revealsWithLeastScroll(strategy)
        for screen in screens {
            for field in layout(screen).fields {
                let subject = CheckedCase(
                    screen: screen, field: field, strategy: strategy, strategyName: strategyName, leastScroll: leastScroll)
                for kind in keyboards where screen.keyboardKinds.contains(kind) {
                    report.caseCount += 1
                    report.failures += subject.failures(with: kind)
                }
            }
        }
        return report
    }

    /// Whether a strategy reveals with the least scroll, so that moving more than needed is a fault.
    ///
    /// Centring and the other alignments move a visible focus to a position by design, resize moves
    /// nothing, and an app's own strategy states its own rule: those are not checked for it.
    static func revealsWithLeastScroll(_ strategy: any KeyboardAvoidanceStrategy) -> Bool {
        switch strategy {
        case is ViewShiftStrategy: true
        case let scrollInset as ScrollInsetStrategy: scrollInset.alignment == .leastScroll
        case let contentGrowth as ContentGrowthStrategy: contentGrowth.alignment == .leastScroll
        default: false
        }
    }
}

/// What a check found: how many cases it ran and which failed.
public struct ScreenCheckReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The cases run: one per screen, field and keyboard.
    public var caseCount: Int
    /// The failures, in the order the cases ran.
    public var failures: [ScreenCheckFailure]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - caseCount: The cases run.
    ///   - failures: The failures.
    public init(caseCount: Int, failures: [ScreenCheckFailure]) {
        self.caseCount = caseCount
        self.failures = failures
    }

    /// `"120 cases, 0 failures"`, then a line per failure.
    public var description: String {
        (["\(caseCount) cases, \(failures.count) failure\(failures.count == 1 ? "" : "s")"] + failures.map(\.description))
            .joined(separator: "\n")
    }
}

/// One field on one screen, checked keyboard by keyboard.
private struct CheckedCase<Strategy: KeyboardAvoidanceStrategy> {
    let screen: DeviceScreen
    let field: ScreenLayout.Field
    let strategy: Strategy
    let strategyName: String
    let leastScroll: Bool
    let prepared: PreparedLayout
    let resting: KeyboardAdjustment
    /// Whether the user sees the focus before any keyboard shows.
    let visibleAtRest: Bool

    init(screen: DeviceScreen, field: ScreenLayout.Field, strategy: Strategy, strategyName: String, leastScroll: Bool) {
        self.screen = screen
        self.field = field
        self.strategy = strategy
        self.strategyName = strategyName
        self.leastScroll = leastScroll
        prepared = PreparedLayout(field.layout)
        let hidden = KeyboardState.hidden(screenBounds: screen.screenBounds)
        resting = strategy.adjustment(for: prepared, keyboard: hidden)
        visibleAtRest = field.layout.focusVisibility(after: resting, keyboard: hidden).isFocusVisible
    }

    private var layout: AvoidanceLayout { field.layout }

    func failures(with kind: KeyboardKind) -> [ScreenCheckFailure] {
        guard let keyboard = screen.keyboard(kind) else { return [] }
        if kind == .hidden {
            return restoredProblem().map { [failure(kind, keyboard, .notRestoredWhenHidden, $0, adjustment: resting)] } ?? []
        }
        let adjustment = strategy.adjustment(for: prepared, keyboard: keyboard)
        var found: [ScreenCheckFailure] = []
        if let field = Self.saturatedField(of: adjustment) {
            found.append(failure(kind, keyboard, .saturatedOutput, "\(field) is at the saturation limit", adjustment: adjustment))
        }
        if strategy is ResizeStrategy {
            if let details = usableAreaProblem(adjustment, keyboard) {
                found.append(failure(kind, keyboard, .usableAreaUnderKeyboard, details, adjustment: adjustment))
            }
            return found
        }
        let visibility = layout.focusVisibility(after: adjustment, keyboard: keyboard)
        let required = visibleAtRest || layout.obscuredBottomHeight(of: layout.rootView, by: keyboard) > 0
        if required && !visibility.isFocusVisible {
            found.append(failure(kind, keyboard, .focusNotVisible, Self.describe(visibility), adjustment: adjustment))
        }
        if leastScroll, let details = movedTooFar(adjustment, keyboard, visibility) {
            found.append(failure(kind, keyboard, .movedMoreThanNeeded, details, adjustment: adjustment))
        }
        return found
    }

    /// What of the hidden keyboard's adjustment differs from the layout's own values, or `nil`.
    private func restoredProblem() -> String? {
        let tolerance = Tolerance(absolute: FocusVisibility.tolerance, relative: 0)
        var differences: [String] = []
        // Resize's guide rests on the root view's safe-area bottom when it uses it (SPEC §10.8).
        let restingGuide =
            (strategy as? ResizeStrategy)?.usesBottomSafeArea == true
            ? layout.hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0 : 0
        for (name, value, expected) in [
            ("rootViewTranslation", resting.rootViewTranslation, 0), ("rootViewBottomInset", resting.rootViewBottomInset, restingGuide),
            ("ridingViewTranslation", resting.ridingViewTranslation, 0),
        ] where !tolerance.agrees(value, expected) {
            differences.append("\(name) is \(Numbers.text(value)), not \(Numbers.text(expected))")
        }
        for container in resting.allContainers {
            guard let own = layout.scrollContainers.first(where: { $0.node == container.node }),
                let offset = layout.hierarchy.node(container.node)?.boundsOrigin
            else { continue }
            let expected = ContainerAdjustment.resting(own, offset: offset)
            if !tolerance.agrees(container, expected) {
                differences.append("scroll view \(container.node) is \(container), not its own \(expected)")
            }
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }

    /// Resize: where the usable area reaches under the keyboard, or `nil`.
    private func usableAreaProblem(_ adjustment: KeyboardAdjustment, _ keyboard: KeyboardState) -> String? {
        let presented = layout.presentedHierarchy(applying: adjustment)
        guard let usableInRoot = ResizeStrategy().usableFrame(adjustment, in: layout),
            let usable = presented.convert(usableInRoot, from: .node(layout.rootView), to: .window),
            let avoided = layout.keyboardFrame(of: keyboard).flatMap({ presented.convert($0, from: .screen, to: .window) }),
            avoided.minX < usable.maxX, usable.minX < avoided.maxX,
            usable.maxY > avoided.minY + FocusVisibility.tolerance
        else { return nil }
        return
            "the usable area ends at y \(Numbers.text(usable.maxY)) in the window, the keyboard's top is at y \(Numbers.text(avoided.minY))"
    }

    /// A least-scroll strategy: whether one point less would have done, or `nil`.
    private func movedTooFar(_ adjustment: KeyboardAdjustment, _ keyboard: KeyboardState, _ visibility: FocusVisibility) -> String? {
        guard let moved = visibility.focusFrame,
            let atRest = layout.focusVisibility(after: resting, keyboard: keyboard).focusFrame
        else { return nil }
        let distance = max(abs(moved.minY - atRest.minY), abs(moved.minX - atRest.minX))
        guard distance > 1 else { return nil }
        let shorter = KeyboardAdjustment.interpolated(from: resting, to: adjustment, progress: 1 - 1 / distance)
        let shortVisibility = layout.focusVisibility(after: shorter, keyboard: keyboard)
        let margins = layout.margins.effective
        guard let focus = shortVisibility.focusFrame, let region = shortVisibility.visibleRegion,
            shortVisibility.isVisible(margins.expanding(focus))
        else { return nil }
        return
            "the focus moved \(Numbers.text(distance)) pt, from y \(Numbers.text(atRest.minY)) to y \(Numbers.text(moved.minY)) in the window; "
            + "1 pt less keeps it and its margins (\(Numbers.text(margins.top)) above, \(Numbers.text(margins.bottom)) below) inside "
            + "the visible region \(Numbers.span(region))"
    }

    private static func saturatedField(of adjustment: KeyboardAdjustment) -> String? {
        var values: [(String, Double)] = [
            ("rootViewTranslation", adjustment.rootViewTranslation), ("rootViewBottomInset", adjustment.rootViewBottomInset),
            ("ridingViewTranslation", adjustment.ridingViewTranslation),
        ]
        for container in adjustment.allContainers {
            let name = "scroll view \(container.node)"
            values += [
                ("\(name) contentOffset.x", container.contentOffset.x), ("\(name) contentOffset.y", container.contentOffset.y),
                ("\(name) contentInsets.top", container.contentInsets.top),
                ("\(name) contentInsets.bottom", container.contentInsets.bottom),
                ("\(name) contentSize.width", container.contentSize.width),
                ("\(name) contentSize.height", container.contentSize.height),
            ]
        }
        return values.first { !$0.1.isFinite || abs($0.1) >= FiniteCoordinate.coordinateLimit }?.0
    }

    private static func describe(_ visibility: FocusVisibility) -> String {
        guard let focus = visibility.focusFrame else { return "the focus cannot be converted to the window" }
        guard let region = visibility.visibleRegion else {
            return "the focus ends at \(Numbers.span(focus)) in the window, and the visible region is empty: "
                + "the keyboard, the bars and the scroll views around the focus leave nothing of it"
        }
        var text = "the focus ends at \(Numbers.span(focus)) in the window, the visible region is \(Numbers.span(region))"
        if let clearance = visibility.keyboardClearance, clearance < 0 {
            text += "; the keyboard covers \(Numbers.text(-clearance)) pt of it"
        }
        return text
    }

    private func failure(
        _ kind: KeyboardKind, _ keyboard: KeyboardState, _ problem: ScreenCheckFailure.Problem, _ details: String,
        adjustment: KeyboardAdjustment
    ) -> ScreenCheckFailure {
        let heading = "\(screen), \(kind) keyboard, field '\(field.name)'"
        let picture = AvoidancePicture(
            title: heading, subtitle: "\(problem): \(details)", layout: layout, keyboard: keyboard,
            panels: [
                AvoidancePicture.Panel(
                    title: strategyName, resting: resting, adjustment: adjustment, caption: [String(describing: adjustment)],
                    drawsUsableArea: strategy is ResizeStrategy)
            ])
        return ScreenCheckFailure(screen: screen, keyboard: kind, field: field.name, problem: problem, details: details, picture: picture)
    }
}

/// Numbers as failure messages print them.
enum Numbers {
    static func text(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    static func span(_ rect: LayoutRect) -> String {
        "x \(text(rect.minX))…\(text(rect.maxX)), y \(text(rect.minY))…\(text(rect.maxY))"
    }

}
