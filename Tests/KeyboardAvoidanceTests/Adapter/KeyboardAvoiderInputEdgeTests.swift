import KeyboardAvoidance
import XCTest

/// The avoider's inputs at their edges (SPEC §14).
///
/// The animation each input answers in, a screen-bounds notice that repeats the bounds, the
/// read-back tolerance at its boundary, a root view whose parent is rotated, and an app's own
/// scale under the shift. SPEC §14.5's form (``AvoiderWorld/phoneForm()``) unless said.
final class KeyboardAvoiderInputEdgeTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private var world = AvoiderWorld.phoneForm()
    /// Two animations that are told apart from each other and from the keyboard's.
    private let focusAnimation = KeyboardAnimation(duration: 0.4, curve: .easeOut)
    private let layoutAnimation = KeyboardAnimation(duration: 0.1, curve: .linear)

    override func setUp() {
        world = AvoiderWorld.phoneForm()
    }

    private func keyboard(_ phase: KeyboardEvent.Phase, height: Double) -> KeyboardEvent {
        KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height))
    }

    private func step<Strategy>(_ avoider: inout KeyboardAvoider<Int, Strategy>, _ input: AvoidanceInput<Int>) -> AvoidanceUpdate<Int>? {
        let update = avoider.receive(input)
        world.apply(update)
        return update
    }

    private func avoider(
        _ form: KeyboardAvoider<Int, ScrollInsetStrategy>.AnimationForm = .endValues
    ) -> KeyboardAvoider<Int, ScrollInsetStrategy> {
        KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen,
            configuration: .init(focusAnimation: focusAnimation, layoutAnimation: layoutAnimation, animationForm: form))
    }

    func testTheEndOfEditingRestoresInTheFocusAnimation() throws {
        var avoider = avoider()
        world.focus = 3
        let shown = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(shown?.animation, .keyboardDefault, "a keyboard event answers in the keyboard's animation")
        // Editing ends with the keyboard still up (the focus left for a button): the values go back
        // in the configuration's focus animation, the one a focus change uses, not the layout one.
        let ended = try XCTUnwrap(step(&avoider, .focusEnded))
        XCTAssertEqual(ended.animation, focusAnimation)
        XCTAssertEqual(ended.changes.map(\.isRestoring), [true])
    }

    func testAScreenChangeAnswersInTheLayoutAnimation() throws {
        var avoider = avoider()
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 257)
        // The screen turns to 844 × 390: the keyboard's portrait frame (y 553…844) is below it, so it
        // counts as hidden and the values go back — in the layout animation, as for any layout change.
        let rotated = try XCTUnwrap(step(&avoider, .screenChanged(bounds: LayoutRect(x: 0, y: 0, width: 844, height: 390))))
        XCTAssertEqual(rotated.animation, layoutAnimation)
        XCTAssertEqual(rotated.changes.map(\.isRestoring), [true])
    }

    func testTheSameScreenBoundsAgainDoNotCutAnAnimationShort() throws {
        // Per frame, half-way through the show (SPEC §10.1's example: inset 291·½ − 34 = 111.5).
        var avoider = avoider(.perFrame)
        world.focus = 3
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 111.5)
        let halfWay = avoider.presentedKeyboard
        // An adapter that reports the bounds on every layout pass repeats them: nothing changes, and
        // the animation goes on from where it is rather than jumping to its end (257).
        XCTAssertNil(step(&avoider, .screenChanged(bounds: screen)))
        XCTAssertEqual(avoider.presentedKeyboard, halfWay)
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 111.5)
        _ = step(&avoider, .keyboardFrame(progress: 0.75))
        XCTAssertEqual(world.liveScrollViews[2]?.contentInsets.bottom, 184.25, "291·¾ − 34")
    }

    func testAPerFrameShowAfterARotationStartsAtTheBottomOfTheNewScreen() throws {
        var avoider = avoider(.perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 1))
        // The screen turns to 844 × 390 with the keyboard up: its portrait frame is off the new
        // screen, so the keyboard is the new screen's hidden one — along its whole bottom edge.
        let landscape = LayoutRect(x: 0, y: 0, width: 844, height: 390)
        _ = step(&avoider, .screenChanged(bounds: landscape))
        XCTAssertEqual(avoider.presentedKeyboard, .hidden(screenBounds: landscape))
        // The landscape keyboard (162 tall) slides in from there: half-way it is docked, 81 tall,
        // y 309…390 — not a 390…844-wide blend of the portrait frame, which would be off screen or,
        // later, a narrow "floating" keyboard the default policy ignores.
        _ = avoider.receive(
            .keyboard(KeyboardEvent(phase: .willShow, endFrame: LayoutRect(x: 0, y: 228, width: 844, height: 162)), screen: nil))
        _ = avoider.receive(.keyboardFrame(progress: 0.5))
        XCTAssertEqual(avoider.presentedKeyboard.placement, .docked)
        XCTAssertEqual(avoider.presentedKeyboard.frame, LayoutRect(x: 0, y: 309, width: 844, height: 81))
    }

    func testAnOffsetReadBackExactlyHalfAPointAwayIsStillTheAvoiders() throws {
        // On a 1× display a framework rounds an offset to whole points, up to 0.5 pt away: the
        // tolerance is inclusive (SPEC §14.4: "within 0.5 pt").
        var avoider = avoider()
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        world.liveScrollViews[2]?.offset.y = 101.5
        _ = step(&avoider, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0, "101.5 is the avoider's 101: the resting offset 0 comes back")
        // Just beyond, it is the user's scroll, kept on hiding.
        var other = self.avoider()
        world = AvoiderWorld.phoneForm()
        world.focus = 3
        _ = step(&other, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        world.liveScrollViews[2]?.offset.y = 101.75
        _ = step(&other, .keyboard(keyboard(.willHide, height: 0), screen: world.observation()))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101.75)
    }

    func testViewShiftUnderARotatedParentMovesTheRootUpInTheWindow() throws {
        // The window, 390 × 844; node 1 a container holding landscape content (844 × 390 bounds)
        // turned a quarter (a = 0, b = 1, c = −1, d = 0) about its centre (195, 422), so that its
        // local (x, y) is the window's (390 − y, x); node 2 the root view filling it; node 3 the
        // field at local x 700…744, y 100…300 — in the window x 90…290, y 700…744.
        var hierarchy = ViewHierarchy(windowFrame: screen)
        let container = try hierarchy.addNode(
            ViewNode(
                boundsOrigin: .zero, boundsSize: LayoutSize(width: 844, height: 390), center: LayoutPoint(x: 195, y: 422),
                transform: LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
            parent: ViewHierarchy.window)
        let root = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 844, height: 390)), parent: container)
        let field = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 700, y: 100, width: 44, height: 200)), parent: root)
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: root, focus: FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 44, height: 200)))
        let fieldInWindow = try XCTUnwrap(hierarchy.convert(layout.focus.rect, from: .node(field), to: .window))
        XCTAssertEqual(fieldInWindow, LayoutRect(x: 90, y: 700, width: 200, height: 44))
        // A 291 pt keyboard (top 553): the shift is 744 + 10 − 553 = 201 window points up.
        var avoider = KeyboardAvoider<Int, ViewShiftStrategy>(strategy: ViewShiftStrategy(), screenBounds: screen)
        let observation = ScreenObservation(layout: layout, viewKeys: [0, 1, 2, 3], screenBounds: screen)
        _ = avoider.receive(.focusBegan(observation))
        let update = try XCTUnwrap(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: observation)))
        let rootTransform = try XCTUnwrap(update.changes.first { $0.view == 2 }?.values.rootView?.transform)
        // Up in the window is −x in the container's space: tx −201, ty unchanged.
        XCTAssertEqual(rootTransform, LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: -201, ty: 0))
        var presented = hierarchy
        var rootNode = try XCTUnwrap(presented.node(root))
        rootNode.transform = rootTransform
        try presented.setNode(root, to: rootNode)
        XCTAssertEqual(
            presented.convert(layout.focus.rect, from: .node(field), to: .window), LayoutRect(x: 90, y: 499, width: 200, height: 44),
            "the field's bottom plus its 10 pt margin on the keyboard's top, 553")
    }

    func testAnAppsVerticalScaleSetWhileShiftedIsTheAppsOwn() throws {
        // View shift, no scroll view: the root (key 1) is moved up 101 (the field's bottom 644 + 10 − 553).
        var avoider = KeyboardAvoider<Int, ViewShiftStrategy>(strategy: ViewShiftStrategy(), screenBounds: screen)
        world = .phoneFieldOnTheRoot()
        world.apply(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.transform, LayoutTransform(translationX: 0, y: -101))
        // The app stretches the root a little (a vertical scale, `d` 1.05, as a zoom-in effect does),
        // replacing the whole transform: a linear part other than the avoider's is the app's,
        // whatever tx and ty say. (A scale below 1 would lower the root's top below the window's and
        // make it a sheet that may not rise: §10.5.)
        let squashed = LayoutTransform(a: 1, b: 0, c: 0, d: 1.05, tx: 0, ty: 0)
        world.ownRoot.transform = squashed
        world.liveRoot.transform = squashed
        let relaid = try XCTUnwrap(avoider.receive(.layoutChanged(try XCTUnwrap(world.observation()))))
        world.apply(relaid)
        XCTAssertEqual(world.liveRoot.transform.d, 1.05, "the app's scale is kept under the avoider's shift")
        // Stretched about the centre (422), the field's bottom is at 422 + 222·1.05 = 655.1: up 112.1.
        XCTAssertEqual(world.liveRoot.transform.ty, -112.1, accuracy: 1e-9)
        world.apply(avoider.receive(.keyboard(keyboard(.willHide, height: 0), screen: world.observation())))
        XCTAssertEqual(world.liveRoot.transform, squashed, "hiding gives back the app's own transform, scale and all")
    }
}
