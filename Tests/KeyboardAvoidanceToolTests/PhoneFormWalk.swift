import KeyboardAvoidance

/// A short walk on a phone form, recorded as the UIKit adapter records one.
///
/// A text view is focused, the keyboard comes up, the caret moves down a line, the keyboard goes,
/// the focus ends. Its trace is committed as `Traces/phone-form-walk.json`.
///
/// The screen: 390 × 844 with a 59 / 34 safe area (`UIWindow 1`); a root view filling it
/// (`UIView 2`); a scroll view filling the root view (`UIScrollView 3`, 1,200 pt of content, the
/// safe area added to its insets); in its content a 120 pt text view at y 600 (`UITextView 4`)
/// whose 20 pt caret is the focus. The keyboard is 291 pt tall, its top at y 553.
///
/// The live views follow what the avoider answers, as on a device: each observation is captured
/// from the views as they are then, and each answer is read back.
struct PhoneFormWalk {
    /// The screen, which is also the window.
    static let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    /// The keyboard up.
    static let keyboardUp = LayoutRect(x: 0, y: 553, width: 390, height: 291)
    /// The keyboard down: below the screen.
    static let keyboardDown = LayoutRect(x: 0, y: 844, width: 390, height: 291)

    /// The scroll view's live values.
    private var scrollView = ScrollViewValues(
        contentOffset: .zero, contentInsets: .zero, scrollIndicatorInsets: .zero, contentSize: LayoutSize(width: 390, height: 1_200))
    /// The root view's live values.
    private var rootView = RootViewValues(transform: .identity, additionalSafeAreaInsets: .zero)
    /// The avoider, as the adapter holds it (views keyed by their node number).
    private var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .standard, screenBounds: screen)
    /// The recorder the avoider is called through.
    private var recorder: AvoidanceRecorder<Int, BuiltInStrategy>

    private init() {
        recorder = AvoidanceRecorder(avoider: avoider, kind: Self.kind)
    }

    /// The walk's trace.
    static func trace() -> AvoidanceTrace<BuiltInStrategy> {
        var walk = PhoneFormWalk()
        let firstLine = LayoutRect(x: 8, y: 8, width: 2, height: 20)
        let secondLine = LayoutRect(x: 8, y: 90, width: 2, height: 20)
        walk.receive(.focusBegan(walk.observation(caret: firstLine)))
        walk.receive(
            .keyboard(
                KeyboardEvent(phase: .willShow, beginFrame: keyboardDown, endFrame: keyboardUp), screen: walk.observation(caret: firstLine))
        )
        walk.readBack()
        walk.receive(.caretMoved(walk.observation(caret: secondLine)))
        walk.readBack()
        walk.receive(
            .keyboard(
                KeyboardEvent(phase: .willHide, beginFrame: keyboardUp, endFrame: keyboardDown), screen: walk.observation(caret: secondLine)
            ))
        walk.readBack()
        walk.receive(.focusEnded)
        return walk.recorder.trace
    }

    /// A view's kind, as the adapter names it from its class.
    private static func kind(_ key: Int) -> String {
        ["UIWindow", "UIView", "UIScrollView", "UITextView"][min(max(key, 0), 3)]
    }

    /// Gives the avoider an input through the recorder, and applies its answer to the live views.
    private mutating func receive(_ input: AvoidanceInput<Int>) {
        let answer = recorder.receive(input, by: &avoider, kind: Self.kind)
        for change in answer?.changes ?? [] {
            if change.view == 2, let values = change.values.scrollView { scrollView = values }
            if change.view == 1, let values = change.values.rootView { rootView = values }
        }
    }

    /// Tells the avoider what the views it adjusts show, through the recorder.
    private mutating func readBack() {
        var shown: [Int: ViewValues] = [:]
        for key in avoider.adjustedViews {
            shown[key] = ViewValues(scrollView: key == 2 ? scrollView : nil, rootView: key == 1 ? rootView : nil)
        }
        recorder.readBack(shown, by: &avoider, kind: Self.kind)
    }

    /// The screen captured from the live views, the caret (in the text view) the focus.
    private func observation(caret: LayoutRect) -> ScreenObservation<Int> {
        var hierarchy = ViewHierarchy(windowFrame: Self.screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        var root = ViewNode(frame: LayoutRect(origin: .zero, size: Self.screen.size))
        root.transform = rootView.transform
        root.additionalSafeAreaInsets = rootView.additionalSafeAreaInsets
        let rootID = (try? hierarchy.addNode(root, parent: ViewHierarchy.window)) ?? ViewHierarchy.window
        let scrollID =
            (try? hierarchy.addNode(
                ViewNode(frame: LayoutRect(origin: .zero, size: Self.screen.size), boundsOrigin: scrollView.contentOffset), parent: rootID))
            ?? rootID
        let fieldID =
            (try? hierarchy.addNode(ViewNode(frame: LayoutRect(x: 20, y: 600, width: 350, height: 120)), parent: scrollID)) ?? scrollID
        let container = ScrollContainer(
            node: scrollID, contentSize: scrollView.contentSize, contentInsets: scrollView.contentInsets,
            scrollIndicatorInsets: scrollView.scrollIndicatorInsets, contentInsetAdjustmentBehavior: .always)
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: rootID, scrollContainers: [container], focus: FocusTarget(node: fieldID, rect: caret))
        return ScreenObservation(layout: layout, viewKeys: [0, 1, 2, 3], screenBounds: Self.screen)
    }
}
