/// Why the keyboard still covers the focus once an adjustment is applied (SPEC §12.4): what an
/// adapter reports in a debug build instead of leaving a field covered silently.
public enum CoveredFocus: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No scroll view holds the focus and the strategy moves no view: scroll inset without its
    /// remainder shift, content growth and centring only scroll. `coveredHeight` is how much of the
    /// focus the keyboard covers.
    case nothingMoves(coveredHeight: Double)
    /// No scroll view holds the focus and it is outside the root view, which is the view that moves.
    case outsideRootView(coveredHeight: Double)
    /// The focus is taller than the band between the safe area's top and the keyboard: no movement
    /// shows all of it. `height` is the focus's, `space` the band's.
    case tallerThanTheSpaceAboveTheKeyboard(height: Double, space: Double)
    /// What the strategy moves stops short: a scroll view's range ends, the root view's shift stops
    /// at the safe area, or the strategy does not reveal (`revealsFocus` off).
    case movementStopsShort(coveredHeight: Double)

    /// One line saying what covers the focus and what to do about it.
    public var description: String {
        func points(_ value: Double) -> String { "\(value.rounded() == value ? String(Int(value)) : String(value)) pt" }
        return switch self {
        case .nothingMoves(let covered):
            "the keyboard covers \(points(covered)) of the focus: no scroll view holds it and the strategy moves no view "
                + "(use scroll inset with shiftsRootViewForRemainder, view shift, or put the screen in a scroll view)"
        case .outsideRootView(let covered):
            "the keyboard covers \(points(covered)) of the focus: it is outside the root view, the view that moves, "
                + "and no scroll view holds it"
        case .tallerThanTheSpaceAboveTheKeyboard(let height, let space):
            "the focus, \(points(height)) tall, does not fit the \(points(space)) between the safe area's top and the keyboard"
        case .movementStopsShort(let covered):
            "the keyboard covers \(points(covered)) of the focus: the strategy's scroll or shift stops short "
                + "(a scroll view's range ends, the shift stops at the safe area, or it does not reveal)"
        }
    }
}

extension AvoidanceLayout {
    /// Why the keyboard still covers the focus with an adjustment applied, or `nil` when it does
    /// not (SPEC §12.4).
    ///
    /// Covered means a negative ``FocusVisibility/keyboardClearance`` beyond
    /// ``FocusVisibility/tolerance``; then, in this order: a focus taller than the band from the
    /// window's safe top to the keyboard's top is ``CoveredFocus/tallerThanTheSpaceAboveTheKeyboard(height:space:)``;
    /// with no scroll view around the focus, one outside the root view is
    /// ``CoveredFocus/outsideRootView(coveredHeight:)`` and one the adjustment does not move (no
    /// translation, no resize inset) ``CoveredFocus/nothingMoves(coveredHeight:)``; anything else
    /// is ``CoveredFocus/movementStopsShort(coveredHeight:)``.
    ///
    /// - Parameters:
    ///   - adjustment: An adjustment computed for this layout and keyboard.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The reason, or `nil`.
    /// - Complexity: That of ``focusVisibility(after:keyboard:)``.
    public func coveredFocus(after adjustment: KeyboardAdjustment, keyboard: KeyboardState) -> CoveredFocus? {
        let visibility = focusVisibility(after: adjustment, keyboard: keyboard)
        guard let clearance = visibility.keyboardClearance, clearance < -FocusVisibility.tolerance,
            let focusFrame = visibility.focusFrame
        else { return nil }
        let keyboardTop = focusFrame.maxY + clearance
        let safeTop =
            hierarchy.node(ViewHierarchy.window).flatMap { window in
                hierarchy.safeAreaInsets(of: ViewHierarchy.window).map { window.bounds.minY + $0.top }
            } ?? 0
        let space = max(0, keyboardTop - safeTop)
        if focusFrame.height > space + FocusVisibility.tolerance {
            return .tallerThanTheSpaceAboveTheKeyboard(height: focusFrame.height, space: space)
        }
        let covered = -clearance
        let heldByAScrollView = scrollContainers.contains { hierarchy.isNode(focus.node, inSubtreeOf: $0.node) }
        if !heldByAScrollView {
            if !hierarchy.isNode(focus.node, inSubtreeOf: rootView) { return .outsideRootView(coveredHeight: covered) }
            if adjustment.rootViewTranslation == 0, adjustment.rootViewBottomInset == 0 { return .nothingMoves(coveredHeight: covered) }
        }
        return .movementStopsShort(coveredHeight: covered)
    }
}
