extension AvoidanceLayout {
    /// Captures the resting layout around a focused view: the chain of views from the window down
    /// to it, the scroll views among them, and the focus.
    ///
    /// Walks from `focus` up through ``CapturableView/layoutSuperview`` to the view that has none
    /// (the window), then builds the hierarchy window-first: each view becomes a ``ViewNode`` of its
    /// bounds, centre and transform (UIKit's semantics: bounds origin = scroll offset, transform
    /// about the centre, the window's centre in screen coordinates). Every view above the focus that
    /// reports ``CapturableView/layoutScrollView`` becomes a scroll container with the app's own
    /// values; so does the focused view when it reports them and scrolls vertically (a notes
    /// screen's text view, whose caret must be revealed within its own scrolling). The
    /// focus rectangle is `caret`, else the view's ``CapturableView/layoutCaret``, else its whole
    /// bounds. The window's safe-area insets come from the window. Views off the chain play no part in any
    /// strategy and are not captured.
    ///
    /// - Parameters:
    ///   - focus: The view being edited.
    ///   - caret: The rectangle to keep visible in `focus`'s bounds coordinates (a text view's caret);
    ///     when `nil`, the focus's own ``CapturableView/layoutCaret``, and its whole bounds when that
    ///     is `nil` too.
    ///   - rootView: The view that view shift moves and resize shrinks, if it is on the chain
    ///     (the same object for classes, the same geometry otherwise); when `nil` or not on the
    ///     chain, the window's child on the chain (in UIKit, the root view controller's view).
    ///   - margins: The distances to keep above and below the focus; 10 pt each by default.
    ///   - undockedPolicy: What to do about a floating or split keyboard.
    ///
    /// The walk up stops after ``maximumCaptureDepth`` superviews: a chain that long is a cycle of
    /// superviews or an endless one, which no UI framework makes, and the last view reached then
    /// stands for the window (``LayoutDiagnostic/captureCutShort(depth:)`` says so).
    /// - Complexity: O(d) for a focus at depth d; allocates the hierarchy, the scroll containers and
    ///   the chain it walks. Inlinable, the one declaration that is: it is generic over the caller's
    ///   view type, and unspecialised it allocates five times instead of four (BENCHMARKS.md).
    @inlinable
    public init<Focus: CapturableView>(
        capturing focus: Focus, caret: LayoutRect? = nil, rootView: Focus.Superview? = nil,
        margins: FocusMargins = .default, undockedPolicy: UndockedKeyboardPolicy = .ignore
    ) where Focus.Superview.Superview == Focus.Superview {
        var ancestors: [Focus.Superview] = []
        self.init(
            capturing: focus, caret: caret, rootView: rootView, margins: margins, undockedPolicy: undockedPolicy,
            ancestors: &ancestors)
    }

    /// Captures the resting layout around a focused view, as
    /// ``init(capturing:caret:rootView:margins:undockedPolicy:)``, and returns the views it
    /// captured: node `i` of the layout is `views[i]`, the window first and the focus last.
    ///
    /// What an adapter needs to apply an answer to its views, or to key them for a
    /// ``KeyboardAvoider``, without walking the views a second time.
    ///
    /// - Parameters:
    ///   - focus: The view being edited.
    ///   - caret: The rectangle to keep visible in `focus`'s bounds coordinates, or `nil`.
    ///   - rootView: The view that view shift moves and resize shrinks, or `nil`.
    ///   - margins: The distances to keep above and below the focus.
    ///   - undockedPolicy: What to do about a floating or split keyboard.
    /// - Returns: The layout, and its views in node order.
    /// - Complexity: O(d) for a focus at depth d; allocates what the initializer does, the views
    ///   among it.
    @inlinable
    public static func capturing<View: CapturableView>(
        _ focus: View, caret: LayoutRect? = nil, rootView: View? = nil, margins: FocusMargins = .default,
        undockedPolicy: UndockedKeyboardPolicy = .ignore
    ) -> (layout: AvoidanceLayout, views: [View]) where View.Superview == View {
        var views: [View] = []
        let layout = AvoidanceLayout(
            capturing: focus, caret: caret, rootView: rootView, margins: margins, undockedPolicy: undockedPolicy,
            ancestors: &views)
        // Nearest first, then the focus: reversed in place, with the room the capture reserved.
        views.reverse()
        views.append(focus)
        return (layout, views)
    }

    /// The capture, leaving in `ancestors` the views above the focus that it captured, nearest
    /// first (the last one is the window), with room reserved for one more.
    @inlinable
    init<Focus: CapturableView>(
        capturing focus: Focus, caret: LayoutRect?, rootView: Focus.Superview?, margins: FocusMargins,
        undockedPolicy: UndockedKeyboardPolicy, ancestors: inout [Focus.Superview]
    ) where Focus.Superview.Superview == Focus.Superview {
        // The focus rectangle: the caller's caret, else the view's own, else (nil) its whole bounds.
        let focusRect = caret ?? focus.layoutCaret
        // The views above the focus, nearest first; the last is the window. Counted first so that
        // the chain and the hierarchy are each allocated once.
        var depth = 0
        var next = focus.layoutSuperview
        while let view = next, depth < Self.maximumCaptureDepth {
            depth += 1
            next = view.layoutSuperview
        }
        let cutShort = next != nil
        ancestors.removeAll(keepingCapacity: true)
        ancestors.reserveCapacity(depth + 1)
        next = focus.layoutSuperview
        while let view = next, ancestors.count < depth {
            ancestors.append(view)
            next = view.layoutSuperview
        }
        guard let window = ancestors.last else {
            // The focus is the window itself.
            self.init(
                hierarchy: ViewHierarchy(window: Self.node(of: focus), safeAreaInsets: focus.layoutSafeAreaInsets),
                rootView: ViewHierarchy.window,
                focus: FocusTarget(node: ViewHierarchy.window, rect: focusRect ?? Self.node(of: focus).bounds),
                margins: margins, undockedPolicy: undockedPolicy)
            return
        }
        self.init(
            hierarchy: ViewHierarchy(window: Self.node(of: window), safeAreaInsets: window.layoutSafeAreaInsets),
            rootView: ViewHierarchy.window, focus: FocusTarget(node: ViewHierarchy.window, rect: .zero), margins: margins,
            undockedPolicy: undockedPolicy)
        hierarchy.reserveCapacity(depth + 1)
        var parent = ViewHierarchy.window
        // From the window's child down to the focus's superview.
        for position in stride(from: ancestors.count - 2, through: 0, by: -1) {
            let view = ancestors[position]
            // The first view added to the window becomes the root view (see `addView(_:in:)`).
            parent = addView(Self.node(of: view), in: parent)
            if let rootView, Self.isSame(view, rootView) { self.rootView = parent }
            if let scrollView = view.layoutScrollView {
                scrollContainers.append(ScrollContainer(node: parent, settings: scrollView))
            }
        }
        let focusNode = Self.node(of: focus)
        let focused = addView(focusNode, in: parent)
        // A focus that scrolls vertically — a notes screen's text view — scrolls its caret within
        // itself, and nobody else insets it: it is the innermost scroll container of the chain.
        if let scrollView = focus.layoutScrollView, scrollView.scrollsVertically(inViewportOfHeight: focusNode.boundsSize.height) {
            scrollContainers.append(ScrollContainer(node: focused, settings: scrollView))
        }
        self.focus(on: focused, rect: focusRect)
        if let rootView, Self.isSame(window, rootView) { self.rootView = ViewHierarchy.window }
        if cutShort { record(.captureCutShort(depth: depth)) }
    }

    /// The most superviews ``init(capturing:caret:rootView:margins:undockedPolicy:)`` walks up
    /// from the focus: 65,536, far beyond any real hierarchy and short enough to end a cycle of
    /// superviews at once.
    public static let maximumCaptureDepth = 1 << 16

    /// A view's node: its bounds, centre and transform, and the safe-area insets it adds.
    @inlinable  // called from the inlinable capture, generic over the same view type
    static func node<View: CapturableView>(of view: View) -> ViewNode {
        var node = ViewNode(
            boundsOrigin: view.layoutBoundsOrigin, boundsSize: view.layoutBoundsSize, center: view.layoutCenter,
            transform: view.layoutTransform)
        node.additionalSafeAreaInsets = view.layoutAdditionalSafeAreaInsets
        return node
    }

    /// Whether two views are the same view: the same object for classes, the same geometry
    /// otherwise.
    @inlinable  // called from the inlinable capture, generic over the same view type
    static func isSame<View: CapturableView>(_ a: View, _ b: View) -> Bool {
        if View.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        return node(of: a) == node(of: b)
    }
}
