// The screen the avoider evaluates, prepared once per observation (SPEC §14.3): every keyboard,
// drag and animation frame after it is one evaluation of a prepared layout and some arithmetic.

extension KeyboardAvoider {
    /// One view the present adjusts: the values to set, and the view's values in the resting
    /// screen (its own), part for part.
    @usableFromInline struct Target: Sendable, Hashable, KeyedEntry {
        /// The view.
        @usableFromInline var key: ViewKey
        /// The values to set.
        @usableFromInline var values: ViewValues
        /// The view's values in the resting screen, for each part in ``values``.
        @usableFromInline var observed: ViewValues

        /// Creates a target.
        @usableFromInline init(key: ViewKey, values: ViewValues, observed: ViewValues) {
            self.key = key
            self.values = values
            self.observed = observed
        }
    }

    /// The screen the strategy is evaluated on — the resting screen, with each scroll view's reveal
    /// base in place of its resting offset when the keyboard reveals (SPEC §14.3) — prepared, with
    /// every keyed view an adjustment can set and what that view has at rest.
    ///
    /// Built again when the resting screen or a reveal base changes, or a view with a reveal base is
    /// forgotten; until then the targets for any keyboard are ``targets(for:into:)`` of the
    /// strategy's adjustment of ``layout``.
    @usableFromInline struct PreparedScreen: Sendable, Hashable {
        /// The screen's layout, prepared.
        @usableFromInline var layout: PreparedLayout
        /// Whether the reveal bases are in place (the keyboard reveals the focus) or not.
        @usableFromInline var revealsFocus: Bool
        /// The keyed views an adjustment can set — scroll views, the root view, the riding view —
        /// from the window down (in the order of their keys' first nodes).
        @usableFromInline var views: [SettableView]

        /// Prepares a screen.
        ///
        /// - Parameters:
        ///   - screen: The screen to evaluate on, reveal bases in place when `revealsFocus`.
        ///   - revealsFocus: Whether the keyboard reveals the focus.
        ///   - spareViews: An array whose storage ``views`` takes over (the previous preparation's),
        ///     left empty: taken, not copied, so that it is refilled without allocating.
        @inlinable init(_ screen: ScreenObservation<ViewKey>, revealsFocus: Bool, reusing spareViews: inout [SettableView]) {
            let layout = screen.layout
            self.layout = PreparedLayout(layout)
            self.revealsFocus = revealsFocus
            views = []
            swap(&views, &spareViews)
            views.removeAll(keepingCapacity: true)
            for container in layout.scrollContainers {
                guard let node = layout.hierarchy.node(container.node), let index = view(for: container.node, in: screen),
                    self.views[index].scrollView == nil
                else { continue }
                self.views[index].scrollView = container.node
                self.views[index].restingScrollView = ScrollViewValues(
                    contentOffset: node.boundsOrigin, contentInsets: container.contentInsets,
                    scrollIndicatorInsets: container.scrollIndicatorInsets, contentSize: container.contentSize)
            }
            if let root = layout.hierarchy.node(layout.rootView), let index = view(for: layout.rootView, in: screen) {
                self.views[index].restingRootView = RootViewValues(
                    transform: root.transform, additionalSafeAreaInsets: root.additionalSafeAreaInsets)
                self.views[index].rootWindowToParent = Self.windowToParent(of: layout.rootView, in: layout)
                self.views[index].rootSafeBottom = layout.hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0
            }
            if let riding = layout.ridingView, let node = layout.hierarchy.node(riding), let index = view(for: riding, in: screen) {
                self.views[index].restingRidingView = RidingViewValues(transform: node.transform)
                self.views[index].ridingWindowToParent = Self.windowToParent(of: riding, in: layout)
            }
            // From the window down: node order.
            self.views.sort { (screen.position(of: $0.key) ?? 0) < (screen.position(of: $1.key) ?? 0) }
        }

        /// The index in ``views`` of a node's view, added when it is not there yet; `nil` when the
        /// node has no key.
        @inlinable mutating func view(for node: ViewHierarchy.NodeID, in screen: ScreenObservation<ViewKey>) -> Int? {
            guard let key = screen.key(of: node) else { return nil }
            if let index = views.firstIndex(where: { $0.key == key }) { return index }
            views.append(SettableView(key: key))
            return views.count - 1
        }

        /// The map from window coordinates into the space a node's transform is applied in (its
        /// parent's), or `nil` when it does not exist.
        @inlinable static func windowToParent(of node: ViewHierarchy.NodeID, in layout: AvoidanceLayout) -> LayoutTransform? {
            let parent: ViewHierarchy.CoordinateSpace = layout.hierarchy.parent(of: node).map { .node($0) } ?? .screen
            return layout.hierarchy.transform(from: .window, to: parent)
        }

        /// The strategy's targets for a keyboard (SPEC §14.3), into `targets`: its adjustment of
        /// ``layout``, without its reveal for a keyboard that must not reveal the focus (another
        /// app's under the inset-only policy), through ``targets(for:into:)``.
        ///
        /// - Parameters:
        ///   - strategy: The strategy.
        ///   - keyboard: The keyboard, and whether it reveals the focus.
        ///   - targets: Emptied, its capacity kept, and filled.
        @inlinable func evaluate(_ strategy: Strategy, for keyboard: PresentedKeyboard, into targets: inout [Target]) {
            var adjustment = strategy.adjustment(for: layout, keyboard: keyboard.keyboard)
            if !keyboard.revealsFocus { adjustment = adjustment.withoutRevealing(in: layout.layout) }
            self.targets(for: adjustment, into: &targets)
        }

        /// The values an adjustment of ``layout`` gives each keyed view (SPEC §14.3), into
        /// `targets`, from the window down.
        ///
        /// A scroll view the adjustment lists gets its values (the last listing of it); the root
        /// view its translation, converted from window points into its parent's space after the
        /// app's transform, and the resize inset as the part of its bottom the safe area does not
        /// already take; the riding view its translation, converted likewise. A view whose
        /// translation cannot be converted (the window-to-parent map does not exist) gets none.
        ///
        /// - Parameters:
        ///   - adjustment: The strategy's adjustment of ``layout``.
        ///   - targets: Emptied, its capacity kept, and filled.
        /// - Complexity: O(v·c) for v settable views and c adjusted scroll views; no allocation once
        ///   `targets` has the capacity.
        @inlinable func targets(for adjustment: KeyboardAdjustment, into targets: inout [Target]) {
            targets.removeAll(keepingCapacity: true)
            for view in views {
                var values = ViewValues()
                if let node = view.scrollView, let container = Self.lastListing(of: node, in: adjustment) {
                    values.scrollView = ScrollViewValues(container)
                }
                if let resting = view.restingRootView,
                    let transform = Self.translated(
                        resting.transform, byWindowPoints: adjustment.rootViewTranslation, windowToParent: view.rootWindowToParent)
                {
                    var additional = resting.additionalSafeAreaInsets
                    if adjustment.rootViewBottomInset > view.rootSafeBottom {
                        additional.bottom += adjustment.rootViewBottomInset - view.rootSafeBottom
                    }
                    values.rootView = RootViewValues(transform: transform, additionalSafeAreaInsets: additional)
                }
                if let resting = view.restingRidingView,
                    let transform = Self.translated(
                        resting.transform, byWindowPoints: adjustment.ridingViewTranslation, windowToParent: view.ridingWindowToParent)
                {
                    values.ridingView = RidingViewValues(transform: transform)
                }
                guard values.scrollView != nil || values.rootView != nil || values.ridingView != nil else { continue }
                targets.append(
                    Target(
                        key: view.key, values: values,
                        observed: ViewValues(
                            scrollView: values.scrollView == nil ? nil : view.restingScrollView,
                            rootView: values.rootView == nil ? nil : view.restingRootView,
                            ridingView: values.ridingView == nil ? nil : view.restingRidingView)))
            }
        }

        /// The last of an adjustment's scroll views (``KeyboardAdjustment/container``, then
        /// ``KeyboardAdjustment/outerContainers``, then ``KeyboardAdjustment/otherContainers``) that
        /// is a given node, or `nil`.
        @inlinable static func lastListing(of node: ViewHierarchy.NodeID, in adjustment: KeyboardAdjustment) -> ContainerAdjustment? {
            if let other = adjustment.otherContainers.last(where: { $0.node == node }) { return other }
            if let outer = adjustment.outerContainers.last(where: { $0.node == node }) { return outer }
            return adjustment.container?.node == node ? adjustment.container : nil
        }

        /// A transform followed by a vertical translation of `dy` window points: `tx += c·dy`,
        /// `ty += d·dy` with `(c, d)` the linear part of the window-to-parent map; the transform
        /// itself when `dy` is 0, and `nil` when the map does not exist.
        @inlinable static func translated(
            _ transform: LayoutTransform, byWindowPoints dy: Double, windowToParent: LayoutTransform?
        ) -> LayoutTransform? {
            guard dy != 0 else { return transform }
            guard let windowToParent else { return nil }
            var result = transform
            result.tx += windowToParent.c * dy
            result.ty += windowToParent.d * dy
            return result
        }
    }

    /// A keyed view an adjustment can set, and what it has at rest, part for part.
    @usableFromInline struct SettableView: Sendable, Hashable {
        /// The view.
        @usableFromInline var key: ViewKey
        /// The scroll container it is, or `nil`.
        @usableFromInline var scrollView: ViewHierarchy.NodeID? = nil
        /// Its scroll-view values at rest, when it is a scroll container.
        @usableFromInline var restingScrollView: ScrollViewValues? = nil
        /// Its root-view values at rest, when it is the root view.
        @usableFromInline var restingRootView: RootViewValues? = nil
        /// The map from window coordinates into the root view's parent's space, when it is the root
        /// view and the map exists.
        @usableFromInline var rootWindowToParent: LayoutTransform? = nil
        /// The root view's safe-area bottom, when it is the root view.
        @usableFromInline var rootSafeBottom: Double = 0
        /// Its riding-view values at rest, when it is the riding view.
        @usableFromInline var restingRidingView: RidingViewValues? = nil
        /// The map from window coordinates into the riding view's parent's space, when it is the
        /// riding view and the map exists.
        @usableFromInline var ridingWindowToParent: LayoutTransform? = nil

        /// A view with no part yet.
        @usableFromInline init(key: ViewKey) {
            self.key = key
        }
    }

    /// What the avoider derives from its state to answer fast — the prepared screen, and the
    /// arrays each answer is built in — kept between inputs.
    ///
    /// The arrays are emptied with their capacity kept, so an input that adjusts the same views as
    /// the last one allocates nothing (an adapter drops each update before the next input, which
    /// leaves the array it shares with it unique again). The last answer's targets and changes, and
    /// so their keys, are held until the next input. None of it is part of the avoider's value: two
    /// avoiders in the same state are equal, and hash alike, whatever each has derived.
    @usableFromInline struct Derived: Sendable, Hashable {
        /// The prepared screen, or `nil` until the next evaluation prepares it.
        @usableFromInline var screen: PreparedScreen?
        /// The views of the last prepared screen, kept for their capacity once it is discarded.
        @usableFromInline var spareViews: [SettableView] = []
        /// The targets of the last evaluation.
        @usableFromInline var targets: [Target] = []
        /// The changes of the last update.
        @usableFromInline var changes: [ViewChange<ViewKey>] = []

        /// Nothing derived, yet.
        @usableFromInline init() {}

        /// Always `true`: what is derived is not part of the avoider's value.
        @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { true }
        /// Hashes nothing: what is derived is not part of the avoider's value.
        @usableFromInline func hash(into hasher: inout Hasher) {}

        /// Discards the prepared screen, keeping its views' array for the next one.
        @inlinable mutating func discardScreen() {
            guard var old = screen else { return }
            screen = nil
            // Taken, not copied, and emptied: the storage is kept, the old screen's keys are not.
            swap(&spareViews, &old.views)
            spareViews.removeAll(keepingCapacity: true)
        }
    }
}
