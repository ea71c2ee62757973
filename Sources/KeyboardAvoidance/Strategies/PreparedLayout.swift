/// The part of an ``AvoidanceLayout`` that does not depend on the keyboard, computed once and
/// flattened: what the strategies need, with every walk through the hierarchy already done.
///
/// Evaluating a strategy on a prepared layout is arithmetic on a few dozen numbers — no
/// conversion through the hierarchy, no allocation (unless scroll views are nested). Prepare once
/// when the layout changes, then evaluate for every keyboard frame: during an interactive
/// dismissal that is every display frame. `strategy.adjustment(for: layout, keyboard:)` is exactly
/// `strategy.adjustment(for: PreparedLayout(layout), keyboard:)`.
public struct PreparedLayout: Sendable, Hashable {
    /// The innermost scroll view holding the focus.
    @usableFromInline var primary: PreparedContainer?
    /// Its resting values, precomputed: what strategies that do not scroll return for it.
    @usableFromInline var restingPrimary: ContainerAdjustment?
    /// The scroll views around it, innermost to outermost.
    @usableFromInline var outer: [PreparedContainer]
    @usableFromInline var root: PreparedRoot
    /// The focus in window coordinates, at rest.
    @usableFromInline var focusInWindow: LayoutRect?
    /// The margin in effect, `max(0, margin)`.
    @usableFromInline var margin: Double
    @usableFromInline var undockedPolicy: UndockedKeyboardPolicy

    /// Prepares a layout: walks the hierarchy once for everything the strategies need.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Complexity: O(c² + c·d) for c scroll views at depth up to d; allocates only when scroll
    ///   views are nested.
    @inlinable
    public init(_ layout: AvoidanceLayout) {
        let hierarchy = layout.hierarchy
        margin = layout.effectiveMargin
        undockedPolicy = layout.undockedPolicy
        primary = nil
        restingPrimary = nil
        outer = []
        var previous: ViewHierarchy.NodeID?
        var next = layout.innermostContainer
        while let container = next, let node = hierarchy.node(container.node) {
            let prepared = PreparedContainer(
                container: container, offset: node.boundsOrigin, size: node.boundsSize,
                safeArea: hierarchy.safeAreaInsets(of: container.node) ?? .zero,
                screenToLocal: hierarchy.localTransform(from: .screen, to: container.node),
                focus: previous == nil
                    ? hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(container.node)) : nil,
                fromInner: previous.flatMap { hierarchy.transform(from: .node($0), to: .node(container.node)) },
                toWindow: hierarchy.transform(from: .node(container.node), to: .window))
            if primary == nil {
                primary = prepared
            } else {
                outer.append(prepared)
            }
            previous = container.node
            next = hierarchy.depth(of: container.node).flatMap { layout.nextContainer(shallowerThan: $0) }
        }
        restingPrimary = primary.map { .resting($0.container, offset: $0.offset) }
        root = PreparedRoot(layout)
        focusInWindow = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window)
    }
}

/// A scroll view of the chain, flattened.
@usableFromInline
struct PreparedContainer: Sendable, Hashable {
    @usableFromInline var container: ScrollContainer
    @usableFromInline var offset: LayoutPoint
    @usableFromInline var size: LayoutSize
    /// Its safe area, where it rests.
    @usableFromInline var safeArea: LayoutInsets
    /// Screen → its local space; `nil` when unreachable.
    @usableFromInline var screenToLocal: LayoutTransform?
    /// The focus in its content coordinates (the innermost scroll view only).
    @usableFromInline var focus: LayoutRect?
    /// The next inner scroll view's content coordinates → its own, at rest.
    @usableFromInline var fromInner: LayoutTransform?
    /// Its content coordinates → window coordinates, at rest.
    @usableFromInline var toWindow: LayoutTransform?

    @inlinable
    init(
        container: ScrollContainer, offset: LayoutPoint, size: LayoutSize, safeArea: LayoutInsets, screenToLocal: LayoutTransform?,
        focus: LayoutRect?, fromInner: LayoutTransform?, toWindow: LayoutTransform?
    ) {
        self.container = container
        self.offset = offset
        self.size = size
        self.safeArea = safeArea
        self.screenToLocal = screenToLocal
        self.focus = focus
        self.fromInner = fromInner
        self.toWindow = toWindow
    }

    /// How much of it a keyboard covers (§6.3), from the prepared local transform.
    @inlinable @inline(__always)
    func obscuredHeight(_ keyboard: KeyboardState, policy: UndockedKeyboardPolicy) -> Double {
        ViewHierarchy.obscuredBottomHeight(keyboard, policy: policy, screenToLocal: screenToLocal, size: size)
    }
}

/// The root view and the window, flattened.
@usableFromInline
struct PreparedRoot: Sendable, Hashable {
    /// The root view's frame in window coordinates.
    @usableFromInline var frameInWindow: LayoutRect?
    /// Screen → window.
    @usableFromInline var screenToWindow: LayoutTransform?
    /// The top of the window's safe area, in window coordinates.
    @usableFromInline var safeTop: Double
    /// The root view's size, its screen → local map and its safe-area bottom (for resize).
    @usableFromInline var size: LayoutSize
    @usableFromInline var screenToLocal: LayoutTransform?
    @usableFromInline var safeBottom: Double

    @inlinable
    init(_ layout: AvoidanceLayout) {
        let hierarchy = layout.hierarchy
        let node = hierarchy.node(layout.rootView)
        frameInWindow = node.flatMap { hierarchy.convert($0.bounds, from: .node(layout.rootView), to: .window) }
        screenToWindow = hierarchy.transform(from: .screen, to: .window)
        safeTop = (hierarchy.node(ViewHierarchy.window)?.bounds.minY ?? 0) + Swift.max(0, hierarchy.windowSafeAreaInsets.top)
        size = node?.boundsSize ?? .zero
        screenToLocal = node == nil ? nil : hierarchy.localTransform(from: .screen, to: layout.rootView)
        safeBottom = hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0
    }

    /// How much of the root view a keyboard covers, in its own points.
    @inlinable @inline(__always)
    func obscuredHeight(_ keyboard: KeyboardState, policy: UndockedKeyboardPolicy) -> Double {
        ViewHierarchy.obscuredBottomHeight(keyboard, policy: policy, screenToLocal: screenToLocal, size: size)
    }
}
