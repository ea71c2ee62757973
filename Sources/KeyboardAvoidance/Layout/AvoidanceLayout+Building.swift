// Building a layout in code, without `try`: start from a window, add views and scroll views, say
// which view has the focus. Data from outside — JSON, notifications — keeps its typed errors.

extension AvoidanceLayout {
    /// Creates a layout holding only a window: the starting point for building one in code.
    ///
    /// The window is at `window` in the screen, untransformed. Until views are added the window is
    /// the root view and its whole bounds are the focus.
    ///
    /// - Parameters:
    ///   - window: The window's frame in screen coordinates.
    ///   - safeAreaInsets: The window's safe-area insets.
    ///   - margins: The distances to keep above and below the focus; 10 pt each by default.
    ///   - undockedPolicy: What to do about a floating or split keyboard.
    public init(
        window: LayoutRect, safeAreaInsets: LayoutInsets = .zero, margins: FocusMargins = .default,
        undockedPolicy: UndockedKeyboardPolicy = .ignore
    ) {
        self.init(
            hierarchy: ViewHierarchy(windowFrame: window, safeAreaInsets: safeAreaInsets), rootView: ViewHierarchy.window,
            focus: FocusTarget(node: ViewHierarchy.window, rect: LayoutRect(x: 0, y: 0, width: window.width, height: window.height)),
            margins: margins, undockedPolicy: undockedPolicy)
    }

    /// Adds a view, as the last child of `parent`.
    ///
    /// While the root view is the window, the first view added to the window becomes the layout's
    /// ``rootView`` (in UIKit, the root view controller's view).
    ///
    /// - Parameters:
    ///   - node: The view's geometry in `parent`'s coordinates.
    ///   - parent: The view it goes into; the window by default. An identifier this layout does not
    ///     hold (one from another layout) puts the view in the window: building never fails, and
    ///     ``diagnostics(for:)`` reports it (``LayoutDiagnostic/unknownParent(_:view:)``).
    /// - Returns: The new view's identifier.
    /// - Complexity: Amortised O(1).
    @discardableResult
    public mutating func addView(_ node: ViewNode, in parent: ViewHierarchy.NodeID = ViewHierarchy.window) -> ViewHierarchy.NodeID {
        let knownParent = hierarchy.index(of: parent) == nil ? ViewHierarchy.window : parent
        // The window always exists, so adding under a known parent cannot fail.
        let added = (try? hierarchy.addNode(node, parent: knownParent)) ?? ViewHierarchy.window
        if knownParent != parent { buildingDiagnostics.append(.unknownParent(parent, view: added)) }
        if knownParent == ViewHierarchy.window && rootView == ViewHierarchy.window {
            rootView = added
        }
        return added
    }

    /// Adds an untransformed view occupying `frame` in its parent, as the last child of `parent`.
    ///
    /// - Parameters:
    ///   - frame: The view's frame in `parent`'s coordinates.
    ///   - additionalSafeAreaInsets: What the view adds to the safe area it inherits: a view
    ///     controller's `additionalSafeAreaInsets`, or the bars over it (``ViewNode/additionalSafeAreaInsets``).
    ///   - parent: The view it goes into; the window by default (see ``addView(_:in:)``).
    /// - Returns: The new view's identifier.
    @discardableResult
    public mutating func addView(
        frame: LayoutRect, additionalSafeAreaInsets: LayoutInsets = .zero, in parent: ViewHierarchy.NodeID = ViewHierarchy.window
    ) -> ViewHierarchy.NodeID {
        var node = ViewNode(frame: frame)
        node.additionalSafeAreaInsets = additionalSafeAreaInsets
        return addView(node, in: parent)
    }

    /// Adds an untransformed scroll view occupying `frame` in its parent, with the app's own values.
    ///
    /// - Parameters:
    ///   - frame: The scroll view's frame in `parent`'s coordinates.
    ///   - contentSize: The size of its content.
    ///   - contentOffset: Where the user has scrolled it to (its bounds origin); `(0, 0)` by
    ///     default. That is the content's top only for a scroll view that adds no top safe area: one
    ///     that adds it (`.automatic` with content taller than the view, or `.always`) rests at its
    ///     top with the offset `-safeAreaInsets.top`, as UIKit puts it there, so pass that.
    ///   - contentInsets: The app's own content and scroll indicator insets.
    ///   - contentInsetAdjustmentBehavior: Which edges of its safe area it adds to its insets;
    ///     `.automatic`, UIKit's default, by default.
    ///   - parent: The view it goes into; the window by default (see ``addView(_:in:)``).
    /// - Returns: The scroll view's identifier.
    @discardableResult
    public mutating func addScrollView(
        frame: LayoutRect, contentSize: LayoutSize, contentOffset: LayoutPoint = .zero, contentInsets: LayoutInsets = .zero,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic, in parent: ViewHierarchy.NodeID = ViewHierarchy.window
    ) -> ViewHierarchy.NodeID {
        let scrollView = addView(ViewNode(frame: frame, boundsOrigin: contentOffset), in: parent)
        scrollContainers.append(
            ScrollContainer(
                node: scrollView, contentSize: contentSize, contentInsets: contentInsets, scrollIndicatorInsets: contentInsets,
                contentInsetAdjustmentBehavior: contentInsetAdjustmentBehavior))
        return scrollView
    }

    /// Adds an untransformed view occupying `frame` in its parent and gives it the focus: a text
    /// field being edited.
    ///
    /// - Parameters:
    ///   - frame: The field's frame in `parent`'s coordinates.
    ///   - parent: The view it goes into; the window by default (see ``addView(_:in:)``).
    /// - Returns: The field's identifier.
    @discardableResult
    public mutating func addFocusedView(frame: LayoutRect, in parent: ViewHierarchy.NodeID = ViewHierarchy.window) -> ViewHierarchy.NodeID {
        let field = addView(frame: frame, in: parent)
        focus(on: field)
        return field
    }

    /// Gives the focus to a view: its whole bounds, or a rectangle in it (a text view's caret).
    ///
    /// - Parameters:
    ///   - node: The view; an identifier this layout does not hold focuses the window, and
    ///     ``diagnostics(for:)`` reports it (``LayoutDiagnostic/focusOnUnknownView(_:)``) until
    ///     the focus is given again.
    ///   - rect: The rectangle to keep visible, in the view's bounds coordinates; its whole bounds
    ///     when `nil`.
    public mutating func focus(on node: ViewHierarchy.NodeID, rect: LayoutRect? = nil) {
        let known = hierarchy.index(of: node) != nil
        let id = known ? node : ViewHierarchy.window
        focus = FocusTarget(node: id, rect: rect ?? hierarchy.node(id)?.bounds ?? .zero)
        // Only the latest focus counts.
        buildingDiagnostics.removeAll { diagnostic in
            if case .focusOnUnknownView = diagnostic { return true }
            return false
        }
        if !known { buildingDiagnostics.append(.focusOnUnknownView(node)) }
    }

    /// Records what building or capturing did instead of what was asked, for ``diagnostics(for:)``.
    @usableFromInline  // called from the inlinable capture
    internal mutating func record(_ diagnostic: LayoutDiagnostic) {
        buildingDiagnostics.append(diagnostic)
    }
}
