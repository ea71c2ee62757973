import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardAvoidanceTool

/// What the property tests know about a scenario, derived only from public, lower-level APIs
/// (conversions, safe areas, obscured heights) — never from the strategies' own arithmetic.
struct ContainerView {
    let container: ScrollContainer
    let bounds: LayoutRect
    let hiddenTop: Double
    let hiddenBottom: Double
    let obscured: Double
    let safeArea: LayoutInsets
    /// The focus in content coordinates, grown by the margins (the top one above, the bottom one below).
    let target: LayoutRect

    /// The one scroll view holding the focus, as `under` sees it; `nil` for a scroll strategy when
    /// scroll views are nested (the hand-off has its own property), and for the other strategies
    /// the innermost one, which they report at rest.
    init?(_ scenario: AvoidanceScenario, under: StrategyUnderTest = .contentGrowth) {
        let layout = scenario.layout
        let holding = layout.scrollContainers.filter { layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: $0.node) }
        if under.scrolls && holding.count > 1 { return nil }
        guard let container = holding.max(by: { (layout.hierarchy.depth(of: $0.node) ?? 0) < (layout.hierarchy.depth(of: $1.node) ?? 0) }),
            let node = layout.hierarchy.node(container.node),
            let safe = layout.hierarchy.safeAreaInsets(of: container.node),
            let focus = layout.hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(container.node))
        else { return nil }
        let onScreen = holding.count == 1
        self.container = container
        bounds = node.bounds
        safeArea = onScreen ? safe : .zero
        obscured =
            onScreen ? layout.hierarchy.obscuredBottomHeight(of: container.node, avoiding: scenario.avoidedFrame) : 0
        hiddenTop = safeArea.top
        hiddenBottom = max(safeArea.bottom, obscured)
        let margins = (top: max(0, layout.margins.top), bottom: max(0, layout.margins.bottom))
        target = LayoutRect(minX: focus.minX, minY: focus.minY - margins.top, maxX: focus.maxX, maxY: focus.maxY + margins.bottom)
    }

    /// The smallest offset showing the target's bottom, and the largest showing its top.
    var lowest: Double { target.maxY - (bounds.height - hiddenBottom) }
    var highest: Double { target.minY - hiddenTop }

    /// The scroll range UIKit would allow with the adjustment's inset and content size.
    func range(_ adjustment: ContainerAdjustment) -> (lower: Double, upper: Double) {
        let adds = container.settings.addsVerticalSafeArea(inViewportOf: bounds.size)
        let lower = -(container.contentInsets.top + (adds ? safeArea.top : 0))
        let upper = adjustment.contentSize.height + adjustment.contentInsets.bottom + (adds ? safeArea.bottom : 0) - bounds.height
        return (lower, max(lower, upper))
    }

    /// Whether the target lies in the visible part of the viewport at an offset.
    func isVisible(at offset: Double, tolerance: Double = 1e-7) -> Bool {
        target.minY >= offset + hiddenTop - tolerance && target.maxY <= offset + bounds.height - hiddenBottom + tolerance
    }

    /// Whether the target covers the whole visible part of the viewport at an offset: what a target
    /// too tall to fit is brought to (SPEC §10.3).
    func covers(at offset: Double, tolerance: Double = 1e-7) -> Bool {
        target.minY <= offset + hiddenTop + tolerance && target.maxY >= offset + bounds.height - hiddenBottom - tolerance
    }
}

extension AvoidanceScenario {
    /// The region the strategies avoid, found from SPEC §6 directly rather than through the
    /// layout: the keyboard classified against the window's frame on the screen, under the
    /// layout's policy, extended up by the height of its riding view on the screen.
    var avoidedFrame: LayoutRect? {
        let hierarchy = layout.hierarchy
        let window = hierarchy.node(ViewHierarchy.window).flatMap { hierarchy.convert($0.bounds, from: .window, to: .screen) }
        let riding = layout.ridingView.flatMap { node in
            hierarchy.node(node).flatMap { hierarchy.convert($0.bounds, from: .node(node), to: .screen)?.height }
        }
        return keyboard.avoidedFrame(policy: layout.undockedPolicy, window: window, ridingHeight: riding ?? 0)
    }
}

/// The strategies under test, with the guarantees each one makes.
enum StrategyUnderTest: CaseIterable, CustomStringConvertible {
    case scrollInset, contentGrowth, centering, viewShift, resize

    var description: String { "\(self.strategy)" }

    var strategy: StrategyName {
        switch self {
        case .scrollInset: .scrollInset
        case .contentGrowth: .contentGrowth
        case .centering: .centering
        case .viewShift: .viewShift
        case .resize: .resize
        }
    }

    /// Scroll strategies reveal the focus inside the innermost scroll view.
    var scrolls: Bool { self == .scrollInset || self == .contentGrowth || self == .centering }
    /// Reveal-based strategies also promise the smallest movement.
    var isMinimal: Bool { self == .scrollInset || self == .contentGrowth }
}
