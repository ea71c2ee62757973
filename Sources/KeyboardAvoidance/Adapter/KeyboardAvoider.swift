/// The logic of a keyboard-avoidance adapter, as a value: fed what happened, it answers with the
/// absolute values to set on each view and the animation to set them with — or `nil`, nothing to do.
///
/// Every adapter (UIKit, AppKit, a game UI, a cross-platform shell) gets the same things wrong when
/// it is written by hand: it reads the keyboard's inset back as the app's own and stacks it, it does
/// nothing when the focus moves with the keyboard up, and it forgets what to restore. The avoider
/// owns those rules (SPEC §14):
///
/// - **Own values.** The first time it sets a view, it records the app's values. Because it knows
///   what it last set, a value that differs from that when the view is next observed was set by
///   the app and becomes the new own value; a value that equals it is its own and is read as the
///   recorded own value (within ``readBackTolerance``). A scroll offset that differs is where the
///   user scrolled to, and becomes the resting offset.
/// - **One evaluation of the present.** After every input it evaluates ``strategy`` once on the
///   resting layout (the observation with the own values put back) and the presented keyboard, so
///   the values after any sequence of inputs are those of one fresh evaluation of the final state
///   (with the reveal bases below): nothing accumulates.
/// - **Revealing from the screen.** A focus or caret move is revealed from the offsets the scroll
///   views show then (their reveal bases), with the least movement; the resting offsets stay what
///   hiding gives back (SPEC §14.3).
/// - **Restoring.** A view that leaves its care (the focus moved elsewhere, editing ended, the
///   keyboard hid) gets the app's latest own values back, with its resting offset.
/// - **No blank band.** A resting offset past the end of the range a scroll view is given, while
///   the range it shows is longer (the keyboard's inset let the user scroll there), comes back to
///   that end when the keyboard gets shorter or hides, or editing ends (SPEC §14.3).
/// - **Nothing to do** is `nil`: re-delivering an event, an unchanged observation, or a keyboard
///   the tracker's policy ignores changes nothing.
/// - **Other apps' keyboards** follow the tracker's ``KeyboardTracker/Configuration/nonLocalKeyboardPolicy``:
///   ignored by default; under ``NonLocalKeyboardPolicy/insetOnly`` evaluated without revealing
///   (``KeyboardAdjustment/withoutRevealing(in:)``: the insets, no scroll or shift); under
///   ``NonLocalKeyboardPolicy/avoid`` like this app's own.
/// - **Per frame or end values.** A keyboard input answers the end values, for a toolkit that
///   animates them (UIKit); with ``Configuration/animationForm`` ``AnimationForm/perFrame`` it
///   answers the values at the animation's start, and each ``AvoidanceInput/keyboardFrame(progress:)``
///   the strategy evaluated on the keyboard at that frame (SPEC §14.3). The two differ whenever a
///   `max` or a clamp switches during the animation (SPEC §10.1).
///
/// A value type with no references to views: an adapter keeps one per window and applies what it
/// answers.
///
/// - Complexity: An observation is prepared once (``PreparedLayout``) and costs O(n·v) for n nodes
///   and v adjusted views; an input without one — a keyboard event, a drag, an animation frame — is
///   one evaluation of the prepared layout plus O(s·c) for s keyed scroll views and c scroll views
///   the adjustment sets, and allocates nothing while the views it adjusts stay the same, no resting
///   offset moves (a range shrinking under it, a sideways reveal: then it prepares again) and each
///   update is dropped before the next input.
public struct KeyboardAvoider<ViewKey: Hashable & Sendable, Strategy: KeyboardAvoidanceStrategy & Hashable>: Sendable, Hashable {
    /// How far, in points, an observed value may be from what the avoider set and still count as
    /// the avoider's: 0.5 pt.
    ///
    /// Frameworks round some values they are given (a scroll offset to the pixel grid); the app
    /// setting a value within half a point of the avoider's is not told apart from it.
    public static var readBackTolerance: Double { avoiderReadBackTolerance }

    /// The strategy evaluated after every input.
    public var strategy: Strategy
    /// How non-keyboard inputs animate.
    public var configuration: Configuration
    /// The keyboard tracker every keyboard event goes through: its policy decides other apps'
    /// keyboards and small changes (SPEC §7).
    public var tracker: KeyboardTracker { trackerStorage }
    /// The screen as last observed, with the app's own values in place of the avoider's, or `nil`
    /// when nothing is focused.
    public var restingScreen: ScreenObservation<ViewKey>? { restingScreenStorage }

    // The avoider's state. Internal and `@usableFromInline`, with ``receive(_:)`` and the methods
    // it calls `@inlinable`: the caller's compiler specialises them for its key and strategy types
    // (measured unspecialised: 38× a prepared evaluation per drag frame, most of it looking up
    // generic metadata; BENCHMARKS.md, "The avoider prepared once"). ``tracker`` and
    // ``restingScreen`` are read-only views of the first two, kept apart because inlinable code
    // cannot call a `private(set)` setter.

    /// ``tracker``.
    @usableFromInline internal var trackerStorage: KeyboardTracker
    /// ``restingScreen``; a new one discards the prepared screen.
    @usableFromInline internal var restingScreenStorage: ScreenObservation<ViewKey>? {
        didSet { derived.discardScreen() }
    }
    /// The views the avoider has set and not yet restored, in the order it first set them.
    @usableFromInline internal var records: [AdjustedView]
    /// The keyboard the values are for: the reported one, or the keyboard at the last frame of a
    /// per-frame animation.
    @usableFromInline internal var presented: PresentedKeyboard
    /// The animation of the last keyboard input, which ``AvoidanceInput/keyboardFrame(progress:)``
    /// follows.
    @usableFromInline internal var transition: KeyboardTransition
    /// The tracker's keyboard when the current drag began, or `nil` when no drag is under way: a
    /// drag is measured from there, and a drag that ends with no notification comes back there.
    @usableFromInline internal var keyboardBeforeDrag: KeyboardState?
    /// The resting screen prepared, and the arrays answers are built in: derived, kept between
    /// inputs so that a keyboard, drag or animation frame prepares and allocates nothing.
    @usableFromInline internal var derived = Derived()

    /// What the avoider knows of one view it has set.
    @usableFromInline internal struct AdjustedView: Sendable, Hashable, KeyedEntry {
        /// The view.
        @usableFromInline var key: ViewKey
        /// The app's own scroll-view values (the resting offset as the content offset), when the
        /// avoider set scroll-view values.
        @usableFromInline var ownScrollView: ScrollViewValues?
        /// The app's own root-view values, when the avoider set root-view values.
        @usableFromInline var ownRootView: RootViewValues?
        /// The app's own riding-view values, when the avoider set riding-view values.
        @usableFromInline var ownRidingView: RidingViewValues?
        /// What the avoider last set.
        @usableFromInline var applied: ViewValues
        /// What the scroll view's vertical range depends on besides its insets and content size,
        /// from the last resting screen: where the range ends with the app's own values and with
        /// what the avoider shows (SPEC §14.3).
        @usableFromInline var rangeGeometry: VerticalRangeGeometry?
        /// The vertical offset reveals start from while the keyboard is up, when it is not the
        /// resting one: what the view showed at the last focus or caret move (SPEC §14.3).
        @usableFromInline var revealBase: Double?

        /// A record of a view the avoider has just set, with no range geometry or reveal base yet.
        @usableFromInline init(
            key: ViewKey, ownScrollView: ScrollViewValues?, ownRootView: RootViewValues?, ownRidingView: RidingViewValues?,
            applied: ViewValues
        ) {
            self.key = key
            self.ownScrollView = ownScrollView
            self.ownRootView = ownRootView
            self.ownRidingView = ownRidingView
            self.applied = applied
            rangeGeometry = nil
            revealBase = nil
        }

        /// The values the view rests at without the avoider: its own, with a resting offset past
        /// the end of the own range brought to that end when the range the views show is longer
        /// (the keyboard's inset let the user scroll there; SPEC §14.3).
        @inlinable var restingValues: ViewValues {
            var scrollView = ownScrollView
            if let geometry = rangeGeometry, let own = ownScrollView, let shown = applied.scrollView {
                scrollView?.contentOffset.y = geometry.offset(own.contentOffset.y, showing: shown, given: own)
            }
            return ViewValues(scrollView: scrollView, rootView: ownRootView, ridingView: ownRidingView)
        }
    }

    /// Creates an avoider with the keyboard hidden and nothing focused.
    ///
    /// - Parameters:
    ///   - strategy: The strategy to evaluate.
    ///   - screenBounds: The screen's bounds, in screen coordinates.
    ///   - trackerConfiguration: How keyboard events are filtered (other apps' keyboards, small
    ///     changes).
    ///   - configuration: How non-keyboard inputs animate.
    public init(
        strategy: Strategy, screenBounds: LayoutRect, trackerConfiguration: KeyboardTracker.Configuration = .init(),
        configuration: Configuration = .init()
    ) {
        self.strategy = strategy
        self.configuration = configuration
        let tracker = KeyboardTracker(screenBounds: screenBounds, configuration: trackerConfiguration)
        trackerStorage = tracker
        restingScreenStorage = nil
        records = []
        presented = PresentedKeyboard(keyboard: tracker.reportedKeyboard, revealsFocus: tracker.reportedKeyboardRevealsFocus)
        transition = KeyboardTransition(at: presented)
        keyboardBeforeDrag = nil
    }

    /// The keyboard under a finger that drags it down at `y` (interactive dismissal), measured from
    /// where the keyboard rested when the drag began: what an adapter sends as
    /// ``AvoidanceInput/keyboardDragged(frame:screen:)``.
    ///
    /// `K.followingDrag(toTouchAt: y, dismissPadding: padding)` (SPEC §6.6), where `K` is the
    /// tracker's keyboard when the first ``AvoidanceInput/keyboardDragged(frame:screen:)`` of this
    /// drag came, or the tracker's keyboard now before one has; a keyboard notification the tracker
    /// does not drop, and ``AvoidanceInput/keyboardDragEnded(screen:)``, end the drag. Measured from
    /// `K`, not from the last dragged frame, so that a finger that moves back up brings the keyboard
    /// back up.
    ///
    /// - Parameters:
    ///   - y: The touch's vertical position in screen coordinates.
    ///   - padding: The height above the keyboard where the drag takes hold.
    /// - Returns: The keyboard under the finger; the tracker's keyboard when the finger is above it.
    public func keyboardFollowingDrag(toTouchAt y: Double, dismissPadding padding: Double) -> KeyboardState {
        (keyboardBeforeDrag ?? tracker.keyboard).followingDrag(toTouchAt: y, dismissPadding: padding)
    }

    /// The keyboard the values are for now: the tracker's reported keyboard
    /// (``KeyboardTracker/reportedKeyboard``), or during a per-frame animation the
    /// keyboard at the progress of its last ``AvoidanceInput/keyboardFrame(progress:)`` (SPEC §14.3).
    public var presentedKeyboard: KeyboardState { presented.keyboard }

    /// The views the avoider currently adjusts, in the order it first set them.
    public var adjustedViews: [ViewKey] { records.map(\.key) }

    /// Why the keyboard still covers the focus with the values the avoider answered, or `nil` when
    /// it does not (SPEC §12.4): what an adapter reports in a debug build.
    ///
    /// `nil` too when nothing is focused, the keyboard is hidden, reveals nothing (another app's
    /// under ``NonLocalKeyboardPolicy/insetOnly``) or follows a drag: then covering the focus is
    /// what is meant. Otherwise ``AvoidanceLayout/coveredFocus(after:keyboard:)`` of the strategy's
    /// adjustment, on the screen the avoider evaluated (its reveal bases in place).
    ///
    /// - Complexity: One strategy evaluation and one visibility check; an adapter asks for it in
    ///   debug builds only.
    public var coveredFocus: CoveredFocus? {
        guard let screen = restingScreen, presented.revealsFocus, !presented.followsDrag, presented.keyboard.placement != .hidden
        else { return nil }
        let revealing = revealingScreen(from: screen).layout
        let adjustment = strategy.adjustment(for: revealing, keyboard: presented.keyboard)
        return revealing.coveredFocus(after: adjustment, keyboard: presented.keyboard)
    }

    /// Folds one input in and says what to set.
    ///
    /// 1. An observation that comes with the input becomes the resting screen, with the app's own
    ///    values put back on the views the avoider has set (SPEC §14.2); a new screen size moves the
    ///    tracker to it.
    /// 2. A keyboard event goes through the tracker; a dragged frame too, as an immediate
    ///    `didChangeFrame`; a drag that ended with no notification, away from where the keyboard
    ///    rested before it, as a `willChangeFrame` back there with the keyboard's default
    ///    animation. One that changes what the tracker holds starts a transition from the
    ///    presented keyboard to the reported one, and the presented keyboard becomes its end
    ///    (``AnimationForm/endValues``) or its keyboard at the animation's start,
    ///    `progress(atElapsed: 0)` (``AnimationForm/perFrame``); a
    ///    ``AvoidanceInput/keyboardFrame(progress:)`` moves the presented keyboard along it; a new
    ///    screen ends it at the reported keyboard. ``AvoidanceInput/focusEnded`` forgets the resting
    ///    screen.
    /// 3. The strategy is evaluated on the resting screen and the presented keyboard
    ///    (nothing focused, or a hidden keyboard, gives every view its own values back); for
    ///    another app's keyboard under ``NonLocalKeyboardPolicy/insetOnly``
    ///    (``KeyboardTracker/reportedKeyboardRevealsFocus`` `false`), without its reveal; for a
    ///    keyboard that follows a drag, with each scroll view's offset as it shows, since the finger
    ///    is scrolling the content (a notification, a new focus or a caret move ends the drag). Without a
    ///    per-frame animation the presented keyboard is the tracker's reported one.
    /// 4. Each view whose new values differ from what the avoider last set (or, for a view it has
    ///    not set, from the view's own values) is a change; a view given its own values back is
    ///    forgotten.
    ///
    /// - Parameter input: What happened.
    /// - Returns: The changes and their animation, or `nil` when nothing changes.
    @inlinable public mutating func receive(_ input: AvoidanceInput<ViewKey>) -> AvoidanceUpdate<ViewKey>? {
        let animation: KeyboardAnimation
        switch input {
        case .keyboard(let event, let screen):
            if let screen { observe(screen) }
            // A notification comes once the finger has lifted: whatever it says, the drag is over
            // (one the tracker drops — a frame change with no position, another app's late hide,
            // another app's other events under `ignore` — says nothing), and the next drag is
            // measured from where this notification leaves the keyboard.
            if !tracker.drops(event) {
                endDrag()
                keyboardBeforeDrag = nil
            }
            animation = follow(event)
        case .keyboardDragged(let frame, let screen):
            if let screen { observe(screen) }
            if keyboardBeforeDrag == nil { keyboardBeforeDrag = tracker.keyboard }
            // The finger is scrolling the content: the keyboard follows it, the insets with it, and
            // no offset or shift moves for the focus against the drag (SPEC §14.3).
            // The keyboard under the finger is whoever's keyboard is up: another app's, tracked under
            // inset-only, stays another app's.
            let isLocal = tracker.keyboardRevealsFocus
            animation = follow(
                KeyboardEvent(phase: .didChangeFrame, endFrame: frame, animation: .immediate, isLocal: isLocal), followsDrag: true)
        case .keyboardDragEnded(let screen):
            // A notification since the finger let go ended the drag; a keyboard back where it rested
            // needs no event (the offsets the finger left stay until the next input that ends a drag).
            if let screen { observe(screen) }
            if let resting = keyboardBeforeDrag, resting != tracker.keyboard {
                // As the notification of a keyboard that springs back would say.
                let event = KeyboardEvent(phase: .willChangeFrame, endFrame: resting.frame, animation: .keyboardDefault)
                endDrag()
                animation = follow(event)
            } else {
                animation = configuration.layoutAnimation
            }
            keyboardBeforeDrag = nil
        case .keyboardFrame(let progress):
            presented = transition.keyboard(atProgress: progress)
            animation = .immediate
        case .focusBegan(let screen), .caretMoved(let screen):
            // UIKit scrolls a new first responder into view before it reports the focus: an offset
            // seen moved then is that reveal, shown but not the app's (SPEC §14.2).
            if case .focusBegan = input { observe(screen, offsetsMovedBySystem: true) } else { observe(screen) }
            // A new focus or the caret is revealed from what the screen shows now, not from rest.
            for index in records.indices {
                setRevealBase(records[index].applied.scrollView?.contentOffset.y, ofRecord: index)
            }
            // Typing or a new focus is no drag: reveal it.
            endDrag()
            animation = configuration.focusAnimation
        case .focusEnded:
            restingScreenStorage = nil
            animation = configuration.focusAnimation
        case .layoutChanged(let screen):
            observe(screen)
            animation = configuration.layoutAnimation
        case .screenChanged(let bounds):
            if bounds != tracker.keyboard.screenBounds { moveTracker(to: bounds) }
            animation = configuration.layoutAnimation
        }
        return settle(animation: animation)
    }

    /// Takes a keyboard event through the tracker and, when it changed what the tracker holds,
    /// starts the transition to the reported keyboard (SPEC §14.3); returns the answer's animation.
    ///
    /// An event the tracker drops (a frame change with no position, another app's late hide, and
    /// another app's other events under `ignore`) or that repeats what it holds starts
    /// nothing: the views stay on the keyboard they show, even mid-animation.
    ///
    /// - Parameters:
    ///   - event: The keyboard event.
    ///   - followsDrag: Whether the keyboard follows a drag: the scroll views then keep the offsets
    ///     they show, while insets and a root view's shift follow the keyboard.
    /// - Returns: The answer's animation.
    @inlinable internal mutating func follow(_ event: KeyboardEvent, followsDrag: Bool = false) -> KeyboardAnimation {
        let before = tracker
        _ = trackerStorage.receive(event)
        guard !tracker.holdsSameKeyboards(as: before) else {
            return configuration.animationForm == .perFrame ? .immediate : event.animation
        }
        let reported = PresentedKeyboard(
            keyboard: tracker.reportedKeyboard, revealsFocus: tracker.reportedKeyboardRevealsFocus, followsDrag: followsDrag)
        transition = KeyboardTransition(from: presented, to: reported)
        switch configuration.animationForm {
        case .endValues:
            presented = reported
            return event.animation
        case .perFrame:
            // The animation's first frame: its start, or its end when it is immediate.
            presented = transition.keyboard(atProgress: event.animation.progress(atElapsed: 0))
            return .immediate
        }
    }

    /// Ends a drag the presented keyboard follows: from now on the strategy's offsets apply again,
    /// even when the input that ends it changes nothing the tracker holds (a notification that
    /// repeats the keyboard the finger let go of).
    @inlinable internal mutating func endDrag() {
        presented.followsDrag = false
        transition.from.followsDrag = false
        transition.to.followsDrag = false
    }

    /// Moves the tracker to a new screen; the presented keyboard becomes the tracker's on it,
    /// ending any per-frame animation (a rotation is not animated frame by frame).
    @inlinable internal mutating func moveTracker(to screenBounds: LayoutRect) {
        _ = trackerStorage.updateScreenBounds(screenBounds)
        presented = PresentedKeyboard(keyboard: tracker.reportedKeyboard, revealsFocus: tracker.reportedKeyboardRevealsFocus)
        transition = KeyboardTransition(at: presented)
    }

    /// Gives every view the avoider adjusts its own values back and forgets the focus: what an
    /// adapter applies when it is removed.
    ///
    /// - Returns: The changes, with no animation, or `nil` when nothing is adjusted.
    public mutating func restoreAll() -> AvoidanceUpdate<ViewKey>? {
        restingScreenStorage = nil
        return settle(animation: .immediate)
    }

    /// Takes an observation in as the resting screen: the app's own values in place of the
    /// avoider's on every view it has set (SPEC §14.2).
    ///
    /// - Parameters:
    ///   - screen: The observation.
    ///   - offsetsMovedBySystem: Whether an offset that moved since the avoider set it was moved by
    ///     the system (a focus change's scroll into view): then it is shown, and the resting offset
    ///     stays.
    @inlinable internal mutating func observe(_ screen: ScreenObservation<ViewKey>, offsetsMovedBySystem: Bool = false) {
        var resting = screen
        for index in records.indices {
            guard let position = screen.position(of: records[index].key) else { continue }
            let node = ViewHierarchy.NodeID(rawValue: position)
            guard let viewNode = screen.layout.hierarchy.node(node) else { continue }
            if let live = screen.layout.scrollContainers.first(where: { $0.node == node }) {
                // UIKit moves an offset that the scroll view's new size or content no longer allows
                // into its range: what was applied, clamped so, is the avoider's too.
                let ranges = screen.layout.offsetRanges(of: live)
                resolveScrollView(
                    at: index, movedBySystem: offsetsMovedBySystem,
                    showing: ScrollViewValues(
                        contentOffset: viewNode.boundsOrigin, contentInsets: live.contentInsets,
                        scrollIndicatorInsets: live.scrollIndicatorInsets, contentSize: live.contentSize)
                ) { offset in
                    ranges.map { LayoutPoint(x: $0.horizontal.clamp(offset.x), y: $0.vertical.clamp(offset.y)) } ?? offset
                }
            }
            if node == screen.layout.rootView {
                resolveRootView(
                    at: index,
                    showing: RootViewValues(transform: viewNode.transform, additionalSafeAreaInsets: viewNode.additionalSafeAreaInsets))
            }
            if node == screen.layout.ridingView {
                resolveRidingView(at: index, showing: RidingViewValues(transform: viewNode.transform))
            }
            putOwnValues(of: records[index], into: &resting)
        }
        // Only once every view has its own values back: a scroll view's safe area depends on the
        // transforms above it, and the root's shift (recorded after the scroll view) is one of them.
        for index in records.indices {
            records[index].rangeGeometry = Self.rangeGeometry(of: records[index].key, in: resting)
        }
        restingScreenStorage = resting
        if screen.screenBounds != tracker.keyboard.screenBounds { moveTracker(to: screen.screenBounds) }
    }

    /// Takes in what the views the avoider adjusts show, read from the views themselves where no
    /// screen is observed (SPEC §14.2): what an adapter does on every path out of editing — editing
    /// ending, a hide with nothing focused, being removed — so that a value the app set since the
    /// last observation (its own bottom inset as a button appears, a content size) is the one it
    /// gets back.
    ///
    /// Each part is resolved as an observation resolves it: a component within
    /// ``readBackTolerance`` of what the avoider set is the avoider's, and the app's own stays;
    /// any other is the app's, and becomes its own. A scroll offset at the end of a range shorter
    /// than what the avoider set — where UIKit moves it when the content shrinks — is the
    /// avoider's too. Views the avoider does not adjust, and parts it did not set, are ignored.
    /// The own values go into the resting screen too. Nothing is set: the next input
    /// (``AvoidanceInput/focusEnded``, a hide, ``restoreAll()``) answers with the values.
    ///
    /// - Parameter shown: What each adjusted view shows, by key; a part the view does not have is
    ///   `nil`.
    /// - Complexity: O(v) for the v views the avoider adjusts.
    public mutating func readBack(_ shown: [ViewKey: ViewValues]) {
        for index in records.indices {
            guard let values = shown[records[index].key] else { continue }
            if let scrollView = values.scrollView {
                let geometry = records[index].rangeGeometry
                resolveScrollView(at: index, showing: scrollView) { offset in
                    LayoutPoint(x: offset.x, y: geometry.map { min(offset.y, $0.end(of: scrollView)) } ?? offset.y)
                }
            }
            if let rootView = values.rootView { resolveRootView(at: index, showing: rootView) }
            if let ridingView = values.ridingView { resolveRidingView(at: index, showing: ridingView) }
            if var screen = restingScreen {
                putOwnValues(of: records[index], into: &screen)
                restingScreenStorage = screen
            }
        }
    }

    /// Puts a recorded view's own values in place of what a screen shows for it (SPEC §14.2's
    /// resting screen): insets and size into its scroll container, the resting offset as its
    /// node's bounds origin, the transform and additional insets into the root's or the riding
    /// view's node — each part the avoider set, where the screen still holds the view as that.
    @inlinable internal func putOwnValues(of record: AdjustedView, into screen: inout ScreenObservation<ViewKey>) {
        guard let position = screen.position(of: record.key) else { return }
        let node = ViewHierarchy.NodeID(rawValue: position)
        guard var viewNode = screen.layout.hierarchy.node(node) else { return }
        if let own = record.ownScrollView, let container = screen.layout.scrollContainers.firstIndex(where: { $0.node == node }) {
            screen.layout.scrollContainers[container].contentInsets = own.contentInsets
            screen.layout.scrollContainers[container].scrollIndicatorInsets = own.scrollIndicatorInsets
            screen.layout.scrollContainers[container].contentSize = own.contentSize
            viewNode.boundsOrigin = own.contentOffset
        }
        if node == screen.layout.rootView, let own = record.ownRootView {
            viewNode.transform = own.transform
            viewNode.additionalSafeAreaInsets = own.additionalSafeAreaInsets
        }
        if node == screen.layout.ridingView, let own = record.ownRidingView {
            viewNode.transform = own.transform
        }
        try? screen.layout.hierarchy.setNode(node, to: viewNode)
    }

    /// Resolves what a recorded scroll view shows against what the avoider set and the app's own
    /// values (SPEC §14.2), and keeps both in its record, when the avoider set the scroll view's
    /// values.
    ///
    /// - Parameters:
    ///   - index: The record.
    ///   - movedBySystem: Whether a moved offset was moved by the system: shown, and the own stays.
    ///   - shown: What the scroll view shows.
    ///   - clampedIntoRange: An offset moved into the range the scroll view shows, as UIKit moves it.
    @inlinable internal mutating func resolveScrollView(
        at index: Int, movedBySystem: Bool = false, showing shown: ScrollViewValues, clampedIntoRange: (LayoutPoint) -> LayoutPoint
    ) {
        guard let own = records[index].ownScrollView, let applied = records[index].applied.scrollView else { return }
        let offset =
            movedBySystem
            ? (own: own.contentOffset, shown: shown.contentOffset.resolved(applied: applied.contentOffset, own: own.contentOffset).shown)
            : shown.contentOffset.resolvedOffset(
                applied: applied.contentOffset, clampedIntoRange: clampedIntoRange(applied.contentOffset), own: own.contentOffset)
        let insets = shown.contentInsets.resolved(applied: applied.contentInsets, own: own.contentInsets)
        let indicators = shown.scrollIndicatorInsets.resolved(applied: applied.scrollIndicatorInsets, own: own.scrollIndicatorInsets)
        let size = shown.contentSize.resolved(applied: applied.contentSize, own: own.contentSize)
        records[index].ownScrollView = ScrollViewValues(
            contentOffset: offset.own, contentInsets: insets.own, scrollIndicatorInsets: indicators.own, contentSize: size.own)
        records[index].applied.scrollView = ScrollViewValues(
            contentOffset: offset.shown, contentInsets: insets.shown, scrollIndicatorInsets: indicators.shown, contentSize: size.shown)
        // Moved by someone else (the user, or UIKit into its range): reveals start from rest again.
        if offset.shown.y != applied.contentOffset.y { setRevealBase(nil, ofRecord: index) }
    }

    /// Resolves what a recorded root view shows (SPEC §14.2), and keeps it in its record, when the
    /// avoider set the root view's values.
    @inlinable internal mutating func resolveRootView(at index: Int, showing shown: RootViewValues) {
        guard let own = records[index].ownRootView, let applied = records[index].applied.rootView else { return }
        let transform = shown.transform.resolved(applied: applied.transform, own: own.transform)
        let additional = shown.additionalSafeAreaInsets.resolved(
            applied: applied.additionalSafeAreaInsets, own: own.additionalSafeAreaInsets)
        records[index].ownRootView = RootViewValues(transform: transform.own, additionalSafeAreaInsets: additional.own)
        records[index].applied.rootView = RootViewValues(transform: transform.shown, additionalSafeAreaInsets: additional.shown)
    }

    /// Resolves what a recorded riding view shows (SPEC §14.2), and keeps it in its record, when
    /// the avoider set the riding view's values.
    @inlinable internal mutating func resolveRidingView(at index: Int, showing shown: RidingViewValues) {
        guard let own = records[index].ownRidingView, let applied = records[index].applied.ridingView else { return }
        let transform = shown.transform.resolved(applied: applied.transform, own: own.transform)
        records[index].ownRidingView = RidingViewValues(transform: transform.own)
        records[index].applied.ridingView = RidingViewValues(transform: transform.shown)
    }

    /// Evaluates the present and turns it into changes (steps 3 and 4 of ``receive(_:)``).
    ///
    /// The targets and changes are built in ``derived``'s arrays, taken out while they are filled so
    /// that each is the only reference to its storage (see ``Derived``).
    @inlinable internal mutating func settle(animation: KeyboardAnimation) -> AvoidanceUpdate<ViewKey>? {
        // With the keyboard hidden, reveals start from rest again.
        if presented.keyboard.placement == .hidden {
            for index in records.indices { setRevealBase(nil, ofRecord: index) }
        }
        var targets: [Target] = []
        swap(&targets, &derived.targets)
        evaluate(into: &targets)
        if bringOffsetsIntoShrinkingRanges(of: targets) { evaluate(into: &targets) }
        if presented.followsDrag { keepShownOffsets(in: &targets) }
        keepHorizontalReveals(of: targets)
        var changes: [ViewChange<ViewKey>] = []
        swap(&changes, &derived.changes)
        changes.removeAll(keepingCapacity: true)
        // Views the avoider has set that the present does not adjust: their own values back.
        var kept = 0
        for index in records.indices {
            if Self.index(of: records[index].key, in: targets) != nil {
                // Kept, moved down over the ones dropped before it (order stays).
                if kept != index { records[kept] = records[index] }
                kept += 1
                continue
            }
            let own = records[index].restingValues
            if own != records[index].applied {
                changes.append(ViewChange(view: records[index].key, values: own, isRestoring: true))
            }
            // Forgotten with its reveal base, which the prepared screen has in place.
            setRevealBase(nil, ofRecord: index)
        }
        records.removeSubrange(kept...)
        // The views the present adjusts, from the window down.
        for target in targets {
            if let index = Self.index(of: target.key, in: records) {
                var record = records[index]
                // A part the avoider did not set before has the view's resting values as its own.
                record.ownScrollView = Self.keepingHorizontalReveal(
                    of: target.values.scrollView, in: record.ownScrollView ?? target.observed.scrollView)
                record.ownRootView = record.ownRootView ?? target.observed.rootView
                record.ownRidingView = record.ownRidingView ?? target.observed.ridingView
                let own = record.restingValues
                // A part the present does not set goes back to the app's own.
                let values = ViewValues(
                    scrollView: target.values.scrollView ?? own.scrollView, rootView: target.values.rootView ?? own.rootView,
                    ridingView: target.values.ridingView ?? own.ridingView)
                if values != record.applied {
                    changes.append(ViewChange(view: target.key, values: values, isRestoring: values == own))
                }
                if values == own {
                    setRevealBase(nil, ofRecord: index)
                    records.remove(at: index)
                } else {
                    record.applied = values
                    records[index] = record
                }
            } else if target.values != target.observed {
                changes.append(ViewChange(view: target.key, values: target.values, isRestoring: false))
                let ownScrollView = Self.keepingHorizontalReveal(of: target.values.scrollView, in: target.observed.scrollView)
                // A change of the x offset alone is a navigation the view keeps: nothing to restore.
                guard ownScrollView != target.values.scrollView || target.values.rootView != nil || target.values.ridingView != nil
                else { continue }
                records.append(
                    AdjustedView(
                        key: target.key, ownScrollView: target.values.scrollView == nil ? nil : ownScrollView,
                        ownRootView: target.values.rootView == nil ? nil : target.observed.rootView,
                        ownRidingView: target.values.ridingView == nil ? nil : target.observed.ridingView, applied: target.values))
                if target.values.scrollView != nil, let screen = restingScreen, let last = records.indices.last {
                    records[last].rangeGeometry = Self.rangeGeometry(of: target.key, in: screen)
                }
            }
        }
        derived.targets = targets
        derived.changes = changes
        guard !changes.isEmpty else { return nil }
        return AvoidanceUpdate(changes: changes, animation: animation, keyboard: presented.keyboard)
    }

    /// The values the strategy gives each keyed view of the resting screen for the presented
    /// keyboard (SPEC §14.3), into `targets`.
    ///
    /// Evaluated on the prepared screen, prepared first when the resting screen or a reveal base
    /// changed since. Reveals start from the reveal bases; a
    /// keyboard that must not reveal the focus (another app's under the inset-only policy) leaves
    /// every scroll view at its resting offset, and the adjustment is taken without its reveal.
    /// Nothing focused gives no targets.
    @inlinable internal mutating func evaluate(into targets: inout [Target]) {
        targets.removeAll(keepingCapacity: true)
        prepareScreen(revealsFocus: presented.revealsFocus)
        derived.screen?.evaluate(strategy, for: presented, into: &targets)
    }

    /// Prepares the screen to evaluate on, unless the one kept is for the same resting screen,
    /// reveal bases and `revealsFocus`; with nothing focused there is none.
    @inlinable internal mutating func prepareScreen(revealsFocus: Bool) {
        guard derived.screen?.revealsFocus != revealsFocus, let resting = restingScreen else { return }
        derived.discardScreen()
        derived.screen = PreparedScreen(
            revealsFocus ? revealingScreen(from: resting) : resting, revealsFocus: revealsFocus, reusing: &derived.spareViews)
    }

    /// The index of a view's entry in the records or the targets, or `nil`.
    ///
    /// A loop over the indices rather than `firstIndex(where:)`: where the avoider runs
    /// unspecialised (a caller that is generic itself, a debug build), the standard library's
    /// generic algorithms read each element through a coroutine that allocates, on every frame.
    @inlinable internal static func index<Entry: KeyedEntry>(of key: ViewKey, in entries: [Entry]) -> Int? where Entry.ViewKey == ViewKey {
        for index in entries.indices where entries[index].key == key { return index }
        return nil
    }

    /// Sets a record's reveal base; a change discards the prepared screen, which has the reveal
    /// bases in place.
    @inlinable internal mutating func setRevealBase(_ base: Double?, ofRecord index: Int) {
        guard records[index].revealBase != base else { return }
        records[index].revealBase = base
        derived.discardScreen()
    }

    /// Gives each scroll view of the targets the offset it shows now — what the avoider last set,
    /// or the resting offset of one it has not set — for a keyboard that follows a drag: the finger
    /// is scrolling the content, and setting an offset would move it under the finger (SPEC §14.3).
    @inlinable internal func keepShownOffsets(in targets: inout [Target]) {
        for index in targets.indices where targets[index].values.scrollView != nil {
            let key = targets[index].key
            let shown =
                Self.index(of: key, in: records).flatMap { records[$0].applied.scrollView?.contentOffset }
                ?? targets[index].observed.scrollView?.contentOffset
            if let shown { targets[index].values.scrollView?.contentOffset = shown }
        }
    }

    /// Takes the x offsets the present reveals as the resting screen's, as if the user had scrolled
    /// there (SPEC §14.3), so that later evaluations start from the page the user is on.
    @inlinable internal mutating func keepHorizontalReveals(of targets: [Target]) {
        for target in targets {
            // The target's resting x offset is the resting screen's (reveal bases are vertical).
            guard let x = target.values.scrollView?.contentOffset.x, x != target.observed.scrollView?.contentOffset.x,
                let index = restingScreenStorage?.position(of: target.key)
            else { continue }
            let node = ViewHierarchy.NodeID(rawValue: index)
            guard var view = restingScreenStorage?.layout.hierarchy.node(node), view.boundsOrigin.x != x else { continue }
            view.boundsOrigin.x = x
            // Only a view that moves changes the resting screen (which is then prepared again).
            try? restingScreenStorage?.layout.hierarchy.setNode(node, to: view)
        }
    }

    /// A scroll view's own values once a horizontal reveal has been applied.
    ///
    /// The revealed x offset becomes its own, as if the user had scrolled there (SPEC §14.3).
    /// Bringing in the card or page of the field being edited is a navigation, not a keyboard
    /// adjustment: hiding the keyboard does not send the user back to the page they left.
    @inlinable internal static func keepingHorizontalReveal(of values: ScrollViewValues?, in own: ScrollViewValues?) -> ScrollViewValues? {
        guard var own, let values else { return own }
        own.contentOffset.x = values.contentOffset.x
        return own
    }

    /// The resting screen with each scroll view's reveal base, where it has one, in place of its
    /// resting vertical offset: what the strategy is evaluated on (SPEC §14.3).
    @inlinable internal func revealingScreen(from screen: ScreenObservation<ViewKey>) -> ScreenObservation<ViewKey> {
        var revealing = screen
        for record in records {
            guard let base = record.revealBase, let position = screen.position(of: record.key) else { continue }
            let node = ViewHierarchy.NodeID(rawValue: position)
            guard var view = revealing.layout.hierarchy.node(node) else { continue }
            view.boundsOrigin.y = base
            try? revealing.layout.hierarchy.setNode(node, to: view)
        }
        return revealing
    }

    /// The vertical range geometry of a keyed scroll view of a resting screen, or `nil` when it is
    /// not one of its scroll containers.
    @inlinable internal static func rangeGeometry(of key: ViewKey, in screen: ScreenObservation<ViewKey>) -> VerticalRangeGeometry? {
        guard let position = screen.position(of: key),
            let container = screen.layout.scrollContainers.first(where: { $0.node == ViewHierarchy.NodeID(rawValue: position) })
        else { return nil }
        return VerticalRangeGeometry(of: container, in: screen.layout)
    }

    /// Brings each resting offset and reveal base that the range is shrinking under to the range's
    /// new end (SPEC §14.3).
    ///
    /// A scroll view whose target values allow less than what it shows (a shorter keyboard's inset,
    /// or, hidden, its own) and whose resting offset lies past the new end — the user scrolled there
    /// while the keyboard's inset allowed it — rests at that end: UIKit never rests past the end,
    /// and the band below the content would be blank where the keyboard was. That end is the
    /// resting offset from then on, as if UIKit had moved the offset there.
    ///
    /// - Returns: Whether a resting offset moved (the targets are then to be evaluated again; the
    ///   insets and sizes they give do not depend on the offset, so once is enough).
    @inlinable internal mutating func bringOffsetsIntoShrinkingRanges(of targets: [Target]) -> Bool {
        var moved = false
        for target in targets {
            guard let values = target.values.scrollView,
                let record = Self.index(of: target.key, in: records),
                let geometry = records[record].rangeGeometry, let shown = records[record].applied.scrollView,
                let own = records[record].ownScrollView?.contentOffset.y
            else { continue }
            let resting = geometry.offset(own, showing: shown, given: values)
            let base = records[record].revealBase.map { geometry.offset($0, showing: shown, given: values) }
            guard resting != own || base != records[record].revealBase,
                let position = restingScreenStorage?.position(of: target.key),
                var view = restingScreenStorage?.layout.hierarchy.node(ViewHierarchy.NodeID(rawValue: position))
            else { continue }
            records[record].ownScrollView?.contentOffset.y = resting
            setRevealBase(base, ofRecord: record)
            view.boundsOrigin.y = resting
            // Only a view that moves changes the resting screen (which is then prepared again).
            try? restingScreenStorage?.layout.hierarchy.setNode(ViewHierarchy.NodeID(rawValue: position), to: view)
            moved = true
        }
        return moved
    }

}

// In this file, where Swift can synthesise it: a trace holds the avoider's state (SPEC §14.8).
extension KeyboardAvoider.AdjustedView: Codable where ViewKey: Codable {}

/// A value the avoider compares with what it set, component by component (SPEC §14.2).
@usableFromInline internal protocol ReadBackComparable {
    /// This observed value resolved against what the avoider set, `applied`, and the app's `own`
    /// value: each component within ``KeyboardAvoider/readBackTolerance`` of the applied one keeps
    /// the own component and shows the applied one; any other component is the app's, both own and
    /// shown.
    func resolved(applied: Self, own: Self) -> (own: Self, shown: Self)
}

/// ``KeyboardAvoider/readBackTolerance``, for every key and strategy type alike.
@usableFromInline internal let avoiderReadBackTolerance = 0.5

/// One length resolved: the avoider's when within the read-back tolerance of what it set, else the
/// app's.
@usableFromInline internal func resolvedLength(_ observed: Double, applied: Double, own: Double) -> (own: Double, shown: Double) {
    (observed - applied).magnitude <= avoiderReadBackTolerance ? (own, applied) : (observed, observed)
}

extension LayoutPoint: ReadBackComparable {
    @usableFromInline func resolved(applied: LayoutPoint, own: LayoutPoint) -> (own: LayoutPoint, shown: LayoutPoint) {
        let x = resolvedLength(self.x, applied: applied.x, own: own.x)
        let y = resolvedLength(self.y, applied: applied.y, own: own.y)
        return (LayoutPoint(x: x.own, y: y.own), LayoutPoint(x: x.shown, y: y.shown))
    }

    /// This observed content offset resolved (SPEC §14.2).
    ///
    /// As ``resolved(applied:own:)``, and a component the avoider moved (applied ≠ own) that is
    /// within the tolerance of `clamped` — the applied offset moved into the scroll view's range,
    /// as UIKit moves it when a resize or a content change leaves it outside — is the avoider's
    /// too: the own component stays, and the view shows the observed one. A component the avoider
    /// left at the app's value is the app's wherever UIKit put it.
    @usableFromInline func resolvedOffset(applied: LayoutPoint, clampedIntoRange clamped: LayoutPoint, own: LayoutPoint) -> (
        own: LayoutPoint, shown: LayoutPoint
    ) {
        func component(_ observed: Double, _ applied: Double, _ clamped: Double, _ own: Double) -> (own: Double, shown: Double) {
            let readsApplied = (observed - applied).magnitude <= avoiderReadBackTolerance
            let avoiderMovedIt = (applied - own).magnitude > avoiderReadBackTolerance
            if !readsApplied, avoiderMovedIt, (observed - clamped).magnitude <= avoiderReadBackTolerance { return (own, observed) }
            return resolvedLength(observed, applied: applied, own: own)
        }
        let x = component(self.x, applied.x, clamped.x, own.x)
        let y = component(self.y, applied.y, clamped.y, own.y)
        return (LayoutPoint(x: x.own, y: y.own), LayoutPoint(x: x.shown, y: y.shown))
    }
}

extension LayoutSize: ReadBackComparable {
    @usableFromInline func resolved(applied: LayoutSize, own: LayoutSize) -> (own: LayoutSize, shown: LayoutSize) {
        let width = resolvedLength(self.width, applied: applied.width, own: own.width)
        let height = resolvedLength(self.height, applied: applied.height, own: own.height)
        return (LayoutSize(width: width.own, height: height.own), LayoutSize(width: width.shown, height: height.shown))
    }
}

extension LayoutInsets: ReadBackComparable {
    @usableFromInline func resolved(applied: LayoutInsets, own: LayoutInsets) -> (own: LayoutInsets, shown: LayoutInsets) {
        let top = resolvedLength(self.top, applied: applied.top, own: own.top)
        let left = resolvedLength(self.left, applied: applied.left, own: own.left)
        let bottom = resolvedLength(self.bottom, applied: applied.bottom, own: own.bottom)
        let right = resolvedLength(self.right, applied: applied.right, own: own.right)
        return (
            LayoutInsets(top: top.own, left: left.own, bottom: bottom.own, right: right.own),
            LayoutInsets(top: top.shown, left: left.shown, bottom: bottom.shown, right: right.shown)
        )
    }
}

extension LayoutTransform: ReadBackComparable {
    /// The linear part is one component (the avoider never changes it: a different one is the
    /// app's new transform, whole); the translation's two are resolved each.
    @usableFromInline func resolved(applied: LayoutTransform, own: LayoutTransform) -> (own: LayoutTransform, shown: LayoutTransform) {
        guard a == applied.a, b == applied.b, c == applied.c, d == applied.d else { return (self, self) }
        let tx = resolvedLength(self.tx, applied: applied.tx, own: own.tx)
        let ty = resolvedLength(self.ty, applied: applied.ty, own: own.ty)
        return (
            LayoutTransform(a: own.a, b: own.b, c: own.c, d: own.d, tx: tx.own, ty: ty.own),
            LayoutTransform(a: a, b: b, c: c, d: d, tx: tx.shown, ty: ty.shown)
        )
    }
}

/// An entry the avoider keeps per view: a record or a target.
@usableFromInline internal protocol KeyedEntry {
    /// What names a view.
    associatedtype ViewKey: Hashable
    /// The view.
    var key: ViewKey { get }
}
