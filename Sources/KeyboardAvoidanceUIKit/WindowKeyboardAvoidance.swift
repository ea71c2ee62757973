#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import KeyboardAvoidanceFoundation
    import UIKit

    /// Keeps the view being edited in one window above the keyboard: the thin UIKit shell around a
    /// ``KeyboardAvoider``.
    ///
    /// Install it with one line — `window.installKeyboardAvoidance()` — and it watches, for its
    /// window only:
    ///
    /// - the keyboard's notifications (`keyboardWillChangeFrameNotification`,
    ///   `keyboardWillHideNotification`), read with ``KeyboardEvent/init(notification:)``;
    /// - which text field or text view is being edited (their begin- and end-editing notifications),
    ///   and typing in it (their text-change notifications); a text view's focus is its caret, which
    ///   the capture takes from `UITextInput` (``UIKit/UIView/layoutCaret``);
    /// - a drag that dismisses the keyboard interactively, in a scroll view whose
    ///   `keyboardDismissMode` is `.interactive`.
    ///
    /// After each, it captures the chain of views from the window to the focused view as it is now,
    /// hands it to the avoider, and sets what the avoider answers inside `UIView.animate` with the
    /// keyboard's own curve. Everything it decides beyond watching and setting is the avoider's, pure
    /// and tested (SPEC §14). It holds its window weakly, and its observers go away with it.
    ///
    /// Not run on a device: compiled and tested against stand-ins of UIKit that declare Apple's API.
    @MainActor
    public final class WindowKeyboardAvoidance<Strategy: KeyboardAvoidanceStrategy & Hashable> {
        /// The window whose views this adjusts.
        public private(set) weak var window: UIWindow?
        /// The rules, and what has been set.
        public private(set) var avoider: KeyboardAvoider<ObjectIdentifier, Strategy>
        /// The strategy for a focus in a screen that states none (``setPreference(_:for:)-(_,UIViewController)``).
        public var strategy: Strategy {
            didSet { layoutDidChange() }
        }
        /// The distances kept above and below the focus, for a screen that states none; 10 pt each
        /// way by default.
        public var margins: FocusMargins = .default {
            didSet { layoutDidChange() }
        }
        /// What to do about a floating or split keyboard; ignored by default.
        public var undockedPolicy: UndockedKeyboardPolicy = .ignore {
            didSet { layoutDidChange() }
        }
        /// The height above the keyboard where a drag starts the interactive dismissal; 0 by default.
        ///
        /// As `UIKeyboardLayoutGuide.keyboardDismissPadding`: it changes where the keyboard follows
        /// the finger and nothing else (SPEC §6.5).
        public var keyboardDismissPadding: Double = 0
        /// Told when the keyboard still covers the field being edited after the adapter applied its
        /// answer, with the reason and the field (SPEC §12.4): once per field and reason, so a
        /// screen that cannot be helped does not repeat itself.
        ///
        /// In a debug build it prints one line by default; in a release build it is `nil`. Set your
        /// own to log elsewhere or to fail a UI test, or `nil` for quiet.
        public var coveredFocusHandler: (@MainActor (CoveredFocus, UIView) -> Void)? = WindowKeyboardAvoidance.printingCoveredFocus
        /// Whether a finger has dragged a scroll view since the last focus began.
        private var userScrolledSinceFocus = false
        /// The last covered focus reported: the field and the reason's kind.
        private var reportedCoveredFocus: (view: ObjectIdentifier, kind: Int)?
        /// The view that rides on the keyboard — a chat input bar, a sticky footer — or `nil`.
        ///
        /// The focus is kept clear of it, and the adapter moves it onto the keyboard's top with a
        /// translation after its own transform (SPEC §6.5). A text view inside it rides with it.
        /// Its superviews are taken as untransformed (its frame is measured in the window).
        public weak var ridingView: UIView? {
            // A riding view replaced leaves the present: the avoider gives it its own values back.
            didSet { layoutDidChange() }
        }

        /// The preferences screens stated, by the view or view controller that stated them.
        private var preferences: [ObjectIdentifier: StatedPreference<Strategy>] = [:]

        /// The view being edited, if it is in this window.
        public private(set) weak var focusedView: UIView?
        /// Whether editing ended and no view has taken it yet (see `editingEnded(in:)`).
        private var editingEndedWithoutSuccessor = false
        private var excludedScrollViews: Set<ObjectIdentifier> = []
        /// The views the avoider has set or may set, by key, held weakly.
        private var views: [ObjectIdentifier: WeakView] = [:]
        private let observers = NotificationObservers()
        private var dismissalTracker: KeyboardDismissalTracker?
        /// What the adapter gives its avoider, recorded, or `nil` when not recording.
        private var recorder: AvoidanceRecorder<ObjectIdentifier, Strategy>?
        /// For each scroll view, whether UIKit added its vertical safe area without it scrolling,
        /// as last read while it did not scroll: once content growth has made it taller than its
        /// bounds, UIKit's insets no longer tell, and the flag must not change with the growth.
        private var addsSafeAreaWithoutScrolling: [ObjectIdentifier: Bool] = [:]

        /// Starts keeping the focus of a window above the keyboard.
        ///
        /// Prefer ``UIKit/UIWindow/installKeyboardAvoidance(strategy:)``, which keeps the result
        /// alive as long as the window; an instance made here lives as long as you keep it.
        ///
        /// - Parameters:
        ///   - window: The window.
        ///   - strategy: How to keep the focus visible; ``ScrollInsetStrategy`` is the usual choice.
        ///   - trackerConfiguration: Which keyboard changes matter (other apps' keyboards are ignored
        ///     by default).
        public init(window: UIWindow, strategy: Strategy, trackerConfiguration: KeyboardTracker.Configuration = .init()) {
            self.window = window
            self.strategy = strategy
            avoider = KeyboardAvoider(
                strategy: strategy, screenBounds: LayoutRect(window.screen.bounds), trackerConfiguration: trackerConfiguration)
            observe()
            // The keyboard may be up already (installed as a screen appears, or again with another
            // strategy): the last keyboard event this process saw places it, without animation.
            if let event = KeyboardAvoidanceRegistry.shared.lastKeyboardEvent(on: window.screen) {
                keyboardChanged(
                    KeyboardEvent(phase: event.phase, endFrame: event.endFrame, animation: .immediate, isLocal: event.isLocal))
            }
            let tracker = KeyboardDismissalTracker(
                moved: { [weak self] location, view in self?.dragged(to: location, touching: view) },
                ended: { [weak self] in self?.dragEnded() })
            window.addGestureRecognizer(tracker)
            dismissalTracker = tracker
        }

        /// Stops: gives every adjusted view the app's own values back and stops watching.
        public func uninstall() {
            readBack(shownValues())
            apply(restoreAll())
            observers.removeAll()
            if let dismissalTracker { dismissalTracker.view?.removeGestureRecognizer(dismissalTracker) }
            dismissalTracker = nil
            focusedView = nil
        }

        /// Whether the adapter records what it gives its avoider (``startRecording(capacity:)``).
        public var isRecording: Bool { recorder != nil }

        /// Starts recording a trace of this window: each input the adapter gives its avoider (keyboard
        /// events as read from their notifications, the screen as captured, focus and caret changes,
        /// drags), each read-back of what the views show, and what the avoider answered (SPEC §14.8).
        ///
        /// Off by default; one line turns it on — in a debug build, or behind a settings switch in a
        /// beta — and it can stay on: it keeps the last `capacity` steps. It records geometry and
        /// keyboard events only, never text or a view's content; a view is named by its class and
        /// the order it was first seen (`UITextField 3`). Starting again starts a new trace.
        ///
        /// ```swift
        /// window.installKeyboardAvoidance().startRecording()
        /// ```
        ///
        /// - Parameter capacity: The most steps kept; less than 1 counts as 1.
        public func startRecording(capacity: Int = AvoidanceRecorder<ObjectIdentifier, Strategy>.defaultCapacity) {
            recorder = AvoidanceRecorder(avoider: avoider, capacity: capacity, kind: kind(of:))
        }

        /// Stops recording and forgets the trace.
        public func stopRecording() {
            recorder = nil
        }

        /// The trace recorded since ``startRecording(capacity:)``, its last steps.
        ///
        /// `nil` when not recording. Write it with ``writeTrace(to:)``, or as data with
        /// `jsonData()` (a `Codable` strategy).
        public var trace: AvoidanceTrace<Strategy>? { recorder?.trace }

        /// Leaves a scroll view alone (or takes it back): it is not inset or scrolled, and the scroll
        /// views around it are adjusted instead.
        ///
        /// - Parameters:
        ///   - adjusts: Whether the scroll view is adjusted.
        ///   - scrollView: The scroll view.
        public func setAdjusts(_ adjusts: Bool, scrollView: UIScrollView) {
            if adjusts {
                excludedScrollViews.remove(ObjectIdentifier(scrollView))
            } else {
                excludedScrollViews.insert(ObjectIdentifier(scrollView))
            }
            layoutDidChange()
        }

        /// Tells the avoider that the layout changed while editing.
        ///
        /// Call it after changing your own insets, content size or bars while the keyboard is
        /// shown, and when the system moves or resizes the window (a Stage Manager window, a Split
        /// View divider), from the scene delegate's
        /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`, which a rotation
        /// calls too. (iOS has been seen to hide the keyboard before a rotation and show it again
        /// after, which the adapter handles without this call; that is not checked on current iOS
        /// here, and the call costs nothing when nothing changed.)
        ///
        /// Values you set on a view the avoider adjusts become your own values; the keyboard's
        /// adjustment is made again on top of them.
        public func layoutDidChange() {
            guard let observation = currentObservation() else {
                // The focus's screen has just been left alone (or its view left the window): what
                // was set for it goes back.
                if avoider.restingScreen != nil { endEditing(animation: avoider.configuration.layoutAnimation) }
                return
            }
            apply(receive(.layoutChanged(observation)))
        }

        /// States what a screen wants for a focus inside its view: its own strategy, its own margins,
        /// or to be left alone (SPEC §14.7); `nil` takes a statement back.
        ///
        /// For a focus, each field comes from the innermost view controller or view on its chain that
        /// states it (``AvoidancePreference/inForce(along:)``), else from the adapter's ``strategy``
        /// and ``margins``; a view controller counts just outside its view. It takes effect at once,
        /// keyboard up or not. The adapter holds the view controller weakly.
        ///
        /// ```swift
        /// avoidance.setPreference(AvoidancePreference(strategy: .resize(ResizeStrategy())), for: chatController)
        /// avoidance.setPreference(.disabled, for: tableViewController)  // it insets its own table view
        /// ```
        ///
        /// - Parameters:
        ///   - preference: What the screen wants, or `nil`.
        ///   - viewController: The screen.
        public func setPreference(_ preference: AvoidancePreference<Strategy>?, for viewController: UIViewController) {
            state(preference, by: viewController)
        }

        /// States what a view wants for a focus inside it (see
        /// ``setPreference(_:for:)-(_,UIViewController)``); `nil` takes a statement back.
        ///
        /// - Parameters:
        ///   - preference: What the view wants, or `nil`.
        ///   - view: The view.
        public func setPreference(_ preference: AvoidancePreference<Strategy>?, for view: UIView) {
            state(preference, by: view)
        }

        private func state(_ preference: AvoidancePreference<Strategy>?, by owner: AnyObject) {
            preferences = preferences.filter { $0.value.owner != nil }
            preferences[ObjectIdentifier(owner)] = preference.map { StatedPreference(owner: owner, preference: $0) }
            layoutDidChange()
        }

        /// The preference in force for a focus in `view`: the statements along its chain, window
        /// first, each view controller just outside its view.
        private func preferenceInForce(for view: UIView) -> AvoidancePreference<Strategy> {
            guard !preferences.isEmpty else { return AvoidancePreference() }
            var chain: [AvoidancePreference<Strategy>?] = []
            var next: UIView? = view
            while let current = next {
                chain.append(preferences[ObjectIdentifier(current)]?.preference)
                if let controller = current.next as? UIViewController, controller.viewIfLoaded === current {
                    chain.append(preferences[ObjectIdentifier(controller)]?.preference)
                }
                next = current.superview
            }
            return .inForce(along: chain.reversed())
        }

        private func observe() {
            let center = NotificationCenter.default
            // UIKit posts a frame change with every show and hide; the show and the hide are watched
            // too, so that one delivered alone is not missed (a repeat changes nothing, SPEC §7).
            let keyboardNotifications = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                UIResponder.keyboardWillHideNotification,
            ]
            for name in keyboardNotifications {
                observers.add(
                    center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                        // Read the payload where it arrives; the event is a value that crosses to the main actor.
                        guard let event = KeyboardEvent.actedOn(notification) else { return }
                        onMainActor { self?.keyboardChanged(event) }
                    })
            }
            // UIKit posts the editing notifications on the main thread with the view as the object;
            // one posted on another thread is not UIKit's, and its object cannot cross to the main
            // actor: it is ignored.
            let editingNotifications: [(Notification.Name, @MainActor (WindowKeyboardAvoidance, UIView?) -> Void)] = [
                (UITextField.textDidBeginEditingNotification, { $0.editingBegan(in: $1) }),
                (UITextView.textDidBeginEditingNotification, { $0.editingBegan(in: $1) }),
                (UITextField.textDidEndEditingNotification, { $0.editingEnded(in: $1) }),
                (UITextView.textDidEndEditingNotification, { $0.editingEnded(in: $1) }),
                (UITextField.textDidChangeNotification, { $0.textChanged(in: $1) }),
                (UITextView.textDidChangeNotification, { $0.textChanged(in: $1) }),
            ]
            for (name, handle) in editingNotifications {
                observers.add(
                    center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                        guard Thread.isMainThread else { return }
                        nonisolated(unsafe) let object = notification.object
                        MainActor.assumeIsolated {
                            guard let self else { return }
                            handle(self, object as? UIView)
                        }
                    })
            }
        }

        private func keyboardChanged(_ event: KeyboardEvent) {
            guard let window else { return }
            if let observation = currentObservation() {
                apply(receive(.keyboard(event, screen: observation)))
                return
            }
            // Nothing focused: what the app set since the last observation is read from the views.
            readBack(shownValues())
            // Editing ended and no view took it, or the focus's screen is left alone: the views go
            // back, in the keyboard's animation.
            if editingEndedWithoutSuccessor || avoider.restingScreen != nil { endEditing(animation: event.animation) }
            apply(receive(.screenChanged(bounds: LayoutRect(window.screen.bounds))))
            apply(receive(.keyboard(event, screen: nil)))
        }

        private func editingBegan(in view: UIView?) {
            guard let view, let window, view.window === window else { return }
            focusedView = view
            editingEndedWithoutSuccessor = false
            // The avoider takes an offset that moved by the next focus for UIKit's scroll of the new
            // first responder into view (SPEC §14.2); one a finger moved is the user's: read it back
            // first, so that it is the resting offset.
            if userScrolledSinceFocus {
                userScrolledSinceFocus = false
                readBack(shownValues())
            }
            guard let observation = currentObservation() else {
                // A field in a screen left alone: what was set for the last one goes back.
                if avoider.restingScreen != nil { endEditing(animation: avoider.configuration.focusAnimation) }
                return
            }
            apply(receive(.focusBegan(observation)))
        }

        /// Editing ended in the focused view.
        ///
        /// Moving to another field ends editing in one and begins
        /// it in the other in the same turn of the run loop, so the end is not reported at once: the
        /// next begin reports the move as one change (one animation), the keyboard's hiding reports
        /// the end, and if neither comes this turn, the end is reported on the next.
        private func editingEnded(in view: UIView?) {
            guard let view, view === focusedView else { return }
            focusedView = nil
            editingEndedWithoutSuccessor = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.editingEndedWithoutSuccessor else { return }
                    self.endEditing(animation: self.avoider.configuration.focusAnimation)
                }
            }
        }

        private func endEditing(animation: KeyboardAnimation) {
            editingEndedWithoutSuccessor = false
            // What the app set since the last observation (its own inset as a button appeared) is
            // what the views get back.
            readBack(shownValues())
            var update = receive(.focusEnded)
            update?.animation = animation
            apply(update)
        }

        private func textChanged(in view: UIView?) {
            guard let view, view === focusedView, let observation = currentObservation() else { return }
            apply(receive(.caretMoved(observation)))
        }

        /// A touch moved to a point in the window: the keyboard follows it while the touch drags a
        /// scroll view that dismisses the keyboard interactively (UIKit moves the keyboard for that
        /// scroll view's pan, not for touches elsewhere, nor for a nested scroll view's own pan),
        /// with a field of this window being edited, wherever it is: a chat's field sits in a bar
        /// outside the message list that the finger drags.
        private func dragged(to location: CGPoint, touching touchedView: UIView?) {
            // A finger scrolling content: an offset that moves before the next focus is the user's.
            if let touchedView, Self.draggedScrollView(holding: touchedView) != nil { userScrolledSinceFocus = true }
            guard let window, let focusedView, focusedView.window === window, let touchedView,
                Self.draggedScrollView(holding: touchedView).map(Self.dismissesInteractively) == true
            else { return }
            let inScreen = window.convert(location, to: window.screen.coordinateSpace)
            // Measured from where the keyboard rested when the drag began, which the avoider keeps.
            let dragged = avoider.keyboardFollowingDrag(toTouchAt: Double(inScreen.y), dismissPadding: keyboardDismissPadding)
            guard dragged != avoider.tracker.keyboard else { return }
            apply(receive(.keyboardDragged(frame: dragged.frame, screen: currentObservation())))
        }

        /// The finger let go: the avoider hears of it on the next turn of the run loop.
        ///
        /// UIKit then posts the keyboard's hiding, or, when it springs back, may post nothing; by the
        /// next turn a notification has come or not, and the avoider decides (SPEC §14.1).
        private func dragEnded() {
            guard focusedView != nil else { return }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.apply(self.receive(.keyboardDragEnded(screen: self.currentObservation())))
                }
            }
        }

        /// The scroll view a touch on a view is dragging: the innermost one holding it (the view
        /// itself included) whose pan is under way (`isDragging`), the one UIKit scrolls.
        private static func draggedScrollView(holding view: UIView) -> UIScrollView? {
            var next: UIView? = view
            while let current = next {
                if let scrollView = current as? UIScrollView, scrollView.isDragging { return scrollView }
                next = current.superview
            }
            return nil
        }

        /// Whether dragging a scroll view dismisses the keyboard interactively, with or without its
        /// accessory.
        private static func dismissesInteractively(_ scrollView: UIScrollView) -> Bool {
            scrollView.keyboardDismissMode == .interactive || scrollView.keyboardDismissMode == .interactiveWithAccessory
        }

        /// The focused view's chain as it is now, or `nil` when nothing in this window is focused or
        /// its screen is left alone; the strategy in force for it goes on the avoider.
        private func currentObservation() -> ScreenObservation<ObjectIdentifier>? {
            guard let window, let focusedView, focusedView.window === window else { return nil }
            let preference = preferenceInForce(for: focusedView)
            guard preference.isEnabled != false else { return nil }
            avoider.strategy = preference.strategy ?? strategy
            // Pending layout first (a text view that grew, a content size that follows it), so that what
            // is captured is what will be on screen.
            window.layoutIfNeeded()
            // A text view's focus is its caret: the capture takes it from `layoutCaret`.
            // The chain, window first: node i of the capture is chain[i].
            var (layout, chain) = AvoidanceLayout.capturing(
                focusedView, rootView: Self.presentedView(around: focusedView, in: window), undockedPolicy: undockedPolicy)
            layout.margins = preference.margins ?? margins
            layout.scrollContainers.removeAll { container in
                chain.indices.contains(container.node.rawValue)
                    && excludedScrollViews.contains(ObjectIdentifier(chain[container.node.rawValue]))
            }
            // Readings of scroll views no longer on the chain are dropped: they are read afresh when
            // the chain holds them again, their content back at the app's own size.
            let onChain = Set(chain.map(ObjectIdentifier.init))
            addsSafeAreaWithoutScrolling = addsSafeAreaWithoutScrolling.filter { onChain.contains($0.key) }
            for index in layout.scrollContainers.indices {
                let position = layout.scrollContainers[index].node.rawValue
                guard chain.indices.contains(position), let scrollView = chain[position] as? UIScrollView else { continue }
                let key = ObjectIdentifier(scrollView)
                if scrollView.contentSize.height > scrollView.bounds.height {
                    // Taller than its bounds (by the app's content or by a growth the avoider set):
                    // the last reading stands.
                    layout.scrollContainers[index].settings.isInNavigationController = addsSafeAreaWithoutScrolling[key] ?? false
                } else {
                    addsSafeAreaWithoutScrolling[key] = layout.scrollContainers[index].settings.isInNavigationController
                }
            }
            // The riding view: on the chain when it holds the focus, else a node of its own in the window.
            if let ridingView, ridingView.window === window {
                if let position = chain.firstIndex(where: { $0 === ridingView }) {
                    layout.ridingView = ViewHierarchy.NodeID(rawValue: position)
                } else if let superview = ridingView.superview {
                    // A node of its own, in the root view when it is inside it (so that it moves with the
                    // root view, as SPEC §6.5 counts it), else in the window.
                    let rootPosition = layout.rootView.rawValue
                    let root = rootPosition > 0 && ridingView.isDescendant(of: chain[rootPosition]) ? chain[rootPosition] : nil
                    let node = ViewNode(
                        boundsOrigin: LayoutPoint(ridingView.bounds.origin), boundsSize: LayoutSize(ridingView.bounds.size),
                        center: LayoutPoint(superview.convert(ridingView.center, to: root)),
                        transform: LayoutTransform(ridingView.transform))
                    layout.ridingView = try? layout.hierarchy.addNode(node, parent: root == nil ? ViewHierarchy.window : layout.rootView)
                    chain.append(ridingView)
                }
            }
            // The window's other scroll views (SPEC §10.2: a results list, a chat's message list, the
            // other pane): each a node of its own, in the root view when it is inside it, as the
            // riding view is, so that the strategy insets it where it rests.
            let rootPosition = layout.rootView.rawValue
            for scrollView in Self.otherScrollViews(in: window, besides: chain)
            where !excludedScrollViews.contains(ObjectIdentifier(scrollView))
                && !(ridingView.map { scrollView.isDescendant(of: $0) } ?? false)
            {
                guard let superview = scrollView.superview, let settings = scrollView.layoutScrollView else { continue }
                let root = rootPosition > 0 && scrollView.isDescendant(of: chain[rootPosition]) ? chain[rootPosition] : nil
                let node = ViewNode(
                    boundsOrigin: LayoutPoint(scrollView.bounds.origin), boundsSize: LayoutSize(scrollView.bounds.size),
                    center: LayoutPoint(superview.convert(scrollView.center, to: root)), transform: LayoutTransform(scrollView.transform))
                guard let id = try? layout.hierarchy.addNode(node, parent: root == nil ? ViewHierarchy.window : layout.rootView) else {
                    continue
                }
                layout.scrollContainers.append(ScrollContainer(node: id, settings: settings))
                chain.append(scrollView)
            }
            for view in chain { views[ObjectIdentifier(view)] = WeakView(view) }
            return ScreenObservation(
                layout: layout, viewKeys: chain.map(ObjectIdentifier.init), screenBounds: LayoutRect(window.screen.bounds))
        }

        /// The most views the search for other scroll views visits, so that a screen of thousands
        /// of views costs a bounded walk per observation.
        private static var maximumViewsSearched: Int { 4_096 }

        /// The window's scroll views that hold no focus and lie inside no other scroll view.
        ///
        /// In the order of a walk from the window (SPEC §10.2): not on `chain`, visible, scrolling
        /// enabled, and not text views (a text view that is not being edited has nothing to scroll
        /// above the keyboard). What is inside a scroll view is not searched, except along the chain.
        ///
        /// - Parameters:
        ///   - window: The window.
        ///   - chain: The focus's chain, window first.
        /// - Returns: The scroll views, at most what ``maximumViewsSearched`` views hold.
        /// - Complexity: O(v) for the v views visited.
        private static func otherScrollViews(in window: UIWindow, besides chain: [UIView]) -> [UIScrollView] {
            let onChain = Set(chain.map(ObjectIdentifier.init))
            var found: [UIScrollView] = []
            var pending: [UIView] = [window]
            var visited = 0
            while let view = pending.popLast(), visited < maximumViewsSearched {
                visited += 1
                // Inside a scroll view of the chain only the chain goes on.
                let insideScrollView = view is UIScrollView
                for subview in view.subviews.reversed() where !subview.isHidden {
                    if onChain.contains(ObjectIdentifier(subview)) {
                        pending.append(subview)
                    } else if insideScrollView {
                        continue
                    } else if let scrollView = subview as? UIScrollView {
                        if scrollView.isScrollEnabled && !(scrollView is UITextView) { found.append(scrollView) }
                    } else {
                        pending.append(subview)
                    }
                }
            }
            return found
        }

        /// The view that view shift moves and resize shrinks when a presented controller holds the
        /// focus: the view of the last controller in the window's presentations whose view contains
        /// it (a sheet's own view, not the full-window container UIKit puts it in), or `nil`, which
        /// leaves the capture's default, the window's subview on the chain (the root controller's).
        private static func presentedView(around focusedView: UIView, in window: UIWindow) -> UIView? {
            var found: UIView?
            var presented = window.rootViewController?.presentedViewController
            while let controller = presented {
                if let view = controller.viewIfLoaded, focusedView.isDescendant(of: view) { found = view }
                presented = controller.presentedViewController
            }
            return found
        }

        /// What the views the avoider adjusts show now, read from them, for
        /// ``KeyboardAvoider/readBack(_:)``: every part a view can have (the avoider ignores the parts
        /// it did not set), read as the capture reads them.
        private func shownValues() -> [ObjectIdentifier: ViewValues] {
            var shown: [ObjectIdentifier: ViewValues] = [:]
            for key in avoider.adjustedViews {
                guard let view = views[key]?.view else { continue }
                shown[key] = ViewValues(
                    scrollView: (view as? UIScrollView).map { scrollView in
                        ScrollViewValues(
                            contentOffset: LayoutPoint(scrollView.contentOffset), contentInsets: LayoutInsets(scrollView.contentInset),
                            scrollIndicatorInsets: LayoutInsets(scrollView.verticalScrollIndicatorInsets),
                            contentSize: LayoutSize(scrollView.contentSize))
                    },
                    rootView: RootViewValues(
                        transform: view.layoutTransform, additionalSafeAreaInsets: view.layoutAdditionalSafeAreaInsets),
                    ridingView: RidingViewValues(transform: view.layoutTransform))
            }
            return shown
        }

        /// Gives the avoider an input, through the recorder when recording.
        private func receive(_ input: AvoidanceInput<ObjectIdentifier>) -> AvoidanceUpdate<ObjectIdentifier>? {
            // Taken out while it records, so that its steps are not copied for a second owner.
            guard var recording = recorder.take() else { return avoider.receive(input) }
            defer { recorder = recording }
            return recording.receive(input, by: &avoider, kind: kind(of:))
        }

        /// Tells the avoider what the views show, through the recorder when recording.
        private func readBack(_ shown: [ObjectIdentifier: ViewValues]) {
            guard var recording = recorder.take() else { return avoider.readBack(shown) }
            defer { recorder = recording }
            recording.readBack(shown, by: &avoider, kind: kind(of:))
        }

        /// Gives every view its own values back, through the recorder when recording.
        private func restoreAll() -> AvoidanceUpdate<ObjectIdentifier>? {
            guard var recording = recorder.take() else { return avoider.restoreAll() }
            defer { recorder = recording }
            return recording.restoreAll(by: &avoider, kind: kind(of:))
        }

        /// A view's kind in a trace: its class's name, which says nothing of its content.
        private func kind(of key: ObjectIdentifier) -> String {
            views[key]?.view.map { String(describing: type(of: $0)) } ?? "UIView"
        }

        /// In a debug build, a handler that prints a covered focus as one line; `nil` in a release build.
        private static var printingCoveredFocus: (@MainActor (CoveredFocus, UIView) -> Void)? {
            #if DEBUG
                return { reason, view in print("KeyboardAvoidance: \(type(of: view)) at \(view.frame): \(reason)") }
            #else
                return nil
            #endif
        }

        /// Tells ``coveredFocusHandler`` when the keyboard covers the focus now, once per field and
        /// reason; asks nothing of the avoider without a handler.
        private func reportCoveredFocus() {
            guard let coveredFocusHandler, let focusedView, let reason = avoider.coveredFocus else {
                if avoider.restingScreen == nil { reportedCoveredFocus = nil }
                return
            }
            let kind =
                switch reason {
                case .nothingMoves: 0
                case .outsideRootView: 1
                case .tallerThanTheSpaceAboveTheKeyboard: 2
                case .movementStopsShort: 3
                }
            let report = (view: ObjectIdentifier(focusedView), kind: kind)
            guard reportedCoveredFocus.map({ $0.view != report.view || $0.kind != report.kind }) ?? true else { return }
            reportedCoveredFocus = report
            coveredFocusHandler(reason, focusedView)
        }

        /// Sets an answer's values inside one animation with its curve, then reports a focus the
        /// keyboard still covers.
        private func apply(_ update: AvoidanceUpdate<ObjectIdentifier>?) {
            defer { reportCoveredFocus() }
            guard let update else { return }
            let targets = update.changes.compactMap { change in views[change.view]?.view.map { (change.values, $0) } }
            let changesRootView = targets.contains { $0.0.rootView != nil }
            let set = { [weak self] in
                for (values, view) in targets { Self.set(values, on: view) }
                // A root view's new safe area (the resize strategy) lays its content out again: inside
                // the animation, so that the content moves with the keyboard.
                if changesRootView { self?.window?.layoutIfNeeded() }
            }
            if update.animation.duration > 0 {
                let curve = UIView.AnimationOptions(rawValue: update.animation.curve.animationOptionsRawValue)
                UIView.animate(
                    withDuration: update.animation.duration, delay: 0, options: [curve, .beginFromCurrentState, .allowUserInteraction],
                    animations: set)
            } else {
                UIView.performWithoutAnimation(set)
            }
            // Forget the views the avoider no longer adjusts and that are not on the focus's chain.
            let adjusted = Set(avoider.adjustedViews)
            let chain = Set(avoider.restingScreen?.viewKeys ?? [])
            views = views.filter { adjusted.contains($0.key) || chain.contains($0.key) }
        }

        private static func set(_ values: ViewValues, on view: UIView) {
            if let scroll = values.scrollView, let scrollView = view as? UIScrollView {
                scrollView.contentInset = UIEdgeInsets(scroll.contentInsets)
                scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(scroll.scrollIndicatorInsets)
                scrollView.contentSize = CGSize(scroll.contentSize)
                scrollView.contentOffset = CGPoint(scroll.contentOffset)
            }
            if let riding = values.ridingView {
                view.transform = CGAffineTransform(riding.transform)
            }
            if let root = values.rootView {
                view.transform = CGAffineTransform(root.transform)
                // The root view's controller takes the resize strategy's inset as a safe area.
                if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                    controller.additionalSafeAreaInsets = UIEdgeInsets(root.additionalSafeAreaInsets)
                }
            }
        }
    }

    extension WindowKeyboardAvoidance where Strategy: Codable {
        /// Writes the trace recorded since ``startRecording(capacity:)`` as JSON, to attach to a bug
        /// report (SPEC §14.8); `keyboard-avoidance replay` and `assertReplay` read it.
        ///
        /// - Parameter url: The file to write.
        /// - Returns: Whether a trace was written: `false`, and nothing written, when not recording.
        /// - Throws: The file's error.
        @discardableResult
        public func writeTrace(to url: URL) throws -> Bool {
            guard let trace else { return false }
            try trace.jsonData().write(to: url, options: .atomic)
            return true
        }
    }

    /// A preference and the view or view controller that stated it, held weakly.
    @MainActor
    private struct StatedPreference<Strategy: KeyboardAvoidanceStrategy & Hashable> {
        weak var owner: AnyObject?
        var preference: AvoidancePreference<Strategy>
    }

    /// A view held weakly.
    @MainActor
    private struct WeakView {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    /// The notification observers of one adapter, removed when it goes away.
    ///
    /// A class of its own so that removing them needs nothing of the main actor: `deinit` of a
    /// main-actor class cannot touch its isolated state.
    private final class NotificationObservers: @unchecked Sendable {
        // Only touched on the main actor, and in deinit, when nothing else holds it.
        private var tokens: [any NSObjectProtocol] = []

        func add(_ token: any NSObjectProtocol) { tokens.append(token) }

        func removeAll() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens = []
        }

        deinit { removeAll() }
    }
#endif
