/// The part of an ``AvoidanceLayout`` that does not depend on the keyboard, computed once and
/// flattened: what the strategies need, with every walk through the hierarchy already done.
///
/// Evaluating a strategy on a prepared layout is arithmetic on a few dozen numbers — no
/// conversion through the hierarchy, no allocation (unless scroll views are nested). Preparing
/// allocates: what only nested scroll views and the root-view remainder need is kept out of
/// line, so that the common evaluations read a small inline part. Prepare once
/// when the layout changes, then evaluate for every keyboard frame: during an interactive
/// dismissal that is every display frame. `strategy.adjustment(for: layout, keyboard:)` is exactly
/// `strategy.adjustment(for: PreparedLayout(layout), keyboard:)`.
public struct PreparedLayout: Sendable, Hashable {
    /// The innermost scroll view holding the focus, when ``hasPrimary``; otherwise a placeholder
    /// that is never read.
    ///
    /// Not an optional: the strategies read its fields in place, where unwrapping an optional
    /// would copy all of it (about 400 bytes) on every evaluation.
    @usableFromInline var primary: PreparedContainer
    /// Whether a scroll view holds the focus.
    @usableFromInline var hasPrimary: Bool
    /// Whether exactly one scroll view holds the focus: the case scroll inset evaluates inline.
    @usableFromInline var hasSingleScrollView: Bool
    /// What only nested scroll views and the root-view remainder of ``ScrollInsetStrategy`` need,
    /// out of line: always exactly one element.
    ///
    /// An array, not a field, so that the strategies' inlined evaluation holds one reference to
    /// it instead of loading (and spilling) all of its values on every evaluation.
    @usableFromInline var remainder: [PreparedRemainder]
    @usableFromInline var root: PreparedRoot
    /// The primary scroll view's resting values, or `nil` when there is none.
    @usableFromInline var restingPrimary: ContainerAdjustment? {
        @_transparent get { hasPrimary ? primary.resting : nil }
    }
    /// The focus in window coordinates, at rest.
    @usableFromInline var focusInWindow: LayoutRect?
    /// The margin in effect, `max(0, margin)`.
    @usableFromInline var margin: Double
    @usableFromInline var undockedPolicy: UndockedKeyboardPolicy

    /// Prepares a layout: walks the hierarchy once for everything the strategies need.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Complexity: O(c² + c·d) for c scroll views at depth up to d; allocates the out-of-line
    ///   part (one or two allocations).
    @inlinable
    public init(_ layout: AvoidanceLayout) {
        let hierarchy = layout.hierarchy
        margin = layout.effectiveMargin
        undockedPolicy = layout.undockedPolicy
        var primary: PreparedContainer?
        var chain: [PreparedContainer] = []
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
            if primary == nil { primary = prepared }
            chain.append(prepared)
            previous = container.node
            next = hierarchy.depth(of: container.node).flatMap { layout.nextContainer(shallowerThan: $0) }
        }
        self.primary = primary ?? .placeholder
        hasPrimary = primary != nil
        hasSingleScrollView = chain.count == 1
        root = PreparedRoot(layout)
        focusInWindow = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window)
        remainder = [
            PreparedRemainder(
                chain: chain, rootInWindow: root.inWindow, safeTop: root.safeTop, focusInWindow: focusInWindow, margin: margin)
        ]
    }
}

/// The part of a ``PreparedLayout`` that only nested scroll views and the root-view remainder
/// need.
@usableFromInline
struct PreparedRemainder: Sendable, Hashable {
    /// Every scroll view around the focus, innermost (the primary) to outermost.
    @usableFromInline var chain: [PreparedContainer]
    /// The root view's frame in the window, as the keyboard sees it.
    @usableFromInline var rootInWindow: KeyboardViewport
    /// The top of the window's safe area, in window coordinates.
    @usableFromInline var safeTop: Double
    /// The focus in window coordinates, at rest.
    @usableFromInline var focusInWindow: LayoutRect?
    /// The margin in effect.
    @usableFromInline var margin: Double

    @inlinable
    init(chain: [PreparedContainer], rootInWindow: KeyboardViewport, safeTop: Double, focusInWindow: LayoutRect?, margin: Double) {
        self.chain = chain
        self.rootInWindow = rootInWindow
        self.safeTop = safeTop
        self.focusInWindow = focusInWindow
        self.margin = margin
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
    /// Its local space as the keyboard sees it: screen → local, and `[0, w] × [0, h]`.
    @usableFromInline var viewport: KeyboardViewport
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
        viewport = KeyboardViewport(screenToLocal: screenToLocal, size: size)
        self.focus = focus
        self.fromInner = fromInner
        self.toWindow = toWindow
    }

    /// What ``PreparedLayout/primary`` holds when no scroll view holds the focus.
    @usableFromInline static let placeholder = PreparedContainer(
        container: ScrollContainer(node: ViewHierarchy.window, contentSize: .zero), offset: .zero, size: .zero, safeArea: .zero,
        screenToLocal: nil, focus: nil, fromInner: nil, toWindow: nil)

    /// The resting values: what strategies that do not scroll set on it.
    @usableFromInline var resting: ContainerAdjustment {
        @_transparent get { .resting(container, offset: offset) }
    }

    /// How much of it the keyboard's avoided frame covers (SPEC §6.3).
    @usableFromInline @_transparent
    func obscuredHeight(avoiding avoided: LayoutRect?) -> Double {
        viewport.obscuredHeight(avoiding: avoided)
    }
}

/// The root view and the window, flattened.
@usableFromInline
struct PreparedRoot: Sendable, Hashable {
    /// The root view's frame in window coordinates, as the keyboard (mapped screen → window)
    /// sees it: for view shift.
    @usableFromInline var inWindow: KeyboardViewport
    /// The top of the window's safe area, in window coordinates.
    @usableFromInline var safeTop: Double
    /// The root view's local space, `[0, w] × [0, h]`, as the keyboard sees it: for resize.
    @usableFromInline var local: KeyboardViewport
    /// The root view's safe-area bottom (for resize).
    @usableFromInline var safeBottom: Double

    @inlinable
    init(_ layout: AvoidanceLayout) {
        let hierarchy = layout.hierarchy
        let node = hierarchy.node(layout.rootView)
        let frameInWindow = node.flatMap { hierarchy.convert($0.bounds, from: .node(layout.rootView), to: .window) }
        inWindow = KeyboardViewport(
            screenToLocal: frameInWindow == nil ? nil : hierarchy.transform(from: .screen, to: .window), box: frameInWindow ?? .zero)
        safeTop = (hierarchy.node(ViewHierarchy.window)?.bounds.minY ?? 0) + Swift.max(0, hierarchy.windowSafeAreaInsets.top)
        local = KeyboardViewport(
            screenToLocal: node == nil ? nil : hierarchy.localTransform(from: .screen, to: layout.rootView),
            size: node?.boundsSize ?? .zero)
        safeBottom = hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0
    }
}
