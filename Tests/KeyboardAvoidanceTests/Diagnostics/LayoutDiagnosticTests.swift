import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// `diagnostics(for:)` names each input the library accepts but an app most likely did not mean
/// (SPEC §12.1), and says nothing about a well-formed layout.
final class LayoutDiagnosticTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)

    func testAWellFormedLayoutHasNone() {
        XCTAssertEqual(PhoneForm.layout().diagnostics(for: PhoneForm.keyboard), [])
        XCTAssertEqual(PhoneForm.layout().diagnostics(), [])
    }

    func testEachMisuseIsNamed() {
        var layout = PhoneForm.layout()
        layout.focus.node = ViewHierarchy.NodeID(rawValue: 42)
        XCTAssertEqual(layout.diagnostics(), [.unknownFocusNode(ViewHierarchy.NodeID(rawValue: 42))])

        // The builder makes a focus on a node it does not hold the window's.
        var built = AvoidanceLayout(window: screen)
        let field = built.addFocusedView(frame: LayoutRect(x: 0, y: 600, width: 390, height: 44))
        built.focus(on: ViewHierarchy.NodeID(rawValue: 99))
        XCTAssertEqual(built.diagnostics(), [.focusOnUnknownView(ViewHierarchy.NodeID(rawValue: 99)), .focusIsTheWindow])
        built.focus(on: field)
        XCTAssertEqual(built.diagnostics(), [])

        layout = PhoneForm.layout()
        layout.rootView = ViewHierarchy.NodeID(rawValue: 50)
        layout.ridingView = ViewHierarchy.NodeID(rawValue: 51)
        layout.scrollContainers.append(ScrollContainer(node: ViewHierarchy.NodeID(rawValue: 52), contentSize: .zero))
        layout.scrollContainers.append(layout.scrollContainers[0])
        layout.margins = FocusMargins(top: -1, bottom: -2)
        XCTAssertEqual(
            layout.diagnostics(),
            [
                .unknownRootView(ViewHierarchy.NodeID(rawValue: 50)), .unknownScrollContainer(ViewHierarchy.NodeID(rawValue: 52)),
                .scrollContainerListedTwice(layout.scrollContainers[0].node), .unknownRidingView(ViewHierarchy.NodeID(rawValue: 51)),
                .negativeMargin(edge: "top"), .negativeMargin(edge: "bottom"),
            ])
    }

    func testAViewAddedToAnUnknownParentIsNamedWhereItWent() throws {
        var built = AvoidanceLayout(window: screen)
        let root = built.addView(frame: screen)
        let stranger = ViewHierarchy.NodeID(rawValue: 77)
        let field = built.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44), in: stranger)
        // It went into the window, and the diagnostics say so first, naming both nodes.
        XCTAssertEqual(built.hierarchy.parent(of: field), ViewHierarchy.window)
        // Beside the root view there, it does not move with it either, which is named next.
        XCTAssertEqual(built.diagnostics(), [.unknownParent(stranger, view: field), .focusOutsideRootView(field, rootView: root)])
        XCTAssertEqual(
            built.diagnostics().map(\.description),
            [
                "hierarchy: node 77, the parent given for node 2, is not in the hierarchy; node 2 went into the window",
                "focus: node 2 is not inside the root view node 1; moving the root view does not move it, so nothing shifts for it",
            ])

        // The same views added to the window on purpose are a different value without the first.
        var meant = AvoidanceLayout(window: screen)
        XCTAssertEqual(meant.addView(frame: screen), root)
        meant.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44))
        XCTAssertEqual(meant.diagnostics(), [.focusOutsideRootView(field, rootView: root)])
        XCTAssertNotEqual(built, meant)
        XCTAssertEqual(built.hierarchy, meant.hierarchy)

        // JSON holds the hierarchy as built, where the field's parent is the window: the record
        // is the builder's, and is not encoded.
        let decoded = try JSONDecoder().decode(AvoidanceLayout.self, from: JSONEncoder().encode(built))
        XCTAssertEqual(decoded, meant)
    }

    func testAFocusGivenToAnUnknownViewIsNamedUntilTheFocusIsGivenAgain() {
        var layout = AvoidanceLayout(window: screen)
        let field = layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 358, height: 44))
        let stranger = ViewHierarchy.NodeID(rawValue: 99)
        layout.focus(on: stranger)
        XCTAssertEqual(layout.focus.node, ViewHierarchy.window)
        XCTAssertEqual(layout.diagnostics(), [.focusOnUnknownView(stranger), .focusIsTheWindow])
        XCTAssertEqual(
            LayoutDiagnostic.focusOnUnknownView(stranger).description,
            "focus: node 99, given to focus(on:), is not in the hierarchy; the window has the focus")
        layout.focus(on: field)
        XCTAssertEqual(layout.diagnostics(), [])
        // Assigning the focus, which records nothing, also leaves nothing stale behind.
        layout.focus(on: stranger)
        layout.focus = FocusTarget(node: field, rect: LayoutRect(x: 0, y: 0, width: 358, height: 44))
        XCTAssertEqual(layout.diagnostics(), [])
    }

    func testARidingViewOrRootViewThatScrollsIsNamed() throws {
        // A bar inside the form's scrolling content: scrolling the form takes it off the keyboard.
        var layout = PhoneForm.layout()
        let scroll = layout.scrollContainers[0].node
        let bar = layout.addView(frame: LayoutRect(x: 0, y: 1_100, width: 390, height: 52), in: scroll)
        layout.ridingView = bar
        XCTAssertEqual(layout.diagnostics(), [.ridingViewInScrollContainer(bar, container: scroll)])
        // Listed twice, named once; a riding view that is the scroll view itself is not inside it.
        layout.scrollContainers.append(layout.scrollContainers[0])
        XCTAssertEqual(
            layout.diagnostics(), [.scrollContainerListedTwice(scroll), .ridingViewInScrollContainer(bar, container: scroll)])
        layout.scrollContainers.removeLast()
        layout.ridingView = scroll
        XCTAssertEqual(layout.diagnostics(), [])
        // A scroll view that does not hold the focus is not scrolled: a bar inside it stays put.
        var beside = PhoneForm.layout()
        let other = beside.addScrollView(
            frame: LayoutRect(x: 0, y: 700, width: 390, height: 100), contentSize: LayoutSize(width: 390, height: 300))
        beside.ridingView = beside.addView(frame: LayoutRect(x: 0, y: 40, width: 390, height: 52), in: other)
        XCTAssertEqual(beside.diagnostics(), [])
        // The window listed as a scroll container holds the root view, which its scrolling moves; a
        // root view that is itself the scroll view (a table view controller's) is fine.
        var scrolling = PhoneForm.layout()
        scrolling.scrollContainers.append(ScrollContainer(node: ViewHierarchy.window, contentSize: LayoutSize(width: 390, height: 2_000)))
        XCTAssertEqual(scrolling.diagnostics(), [.rootViewInScrollContainer(scrolling.rootView, container: ViewHierarchy.window)])
        var table = PhoneForm.layout()
        table.rootView = table.scrollContainers[0].node
        XCTAssertEqual(table.diagnostics(), [])
    }

    func testAFocusBehindASingularTransformCannotBePlaced() {
        var layout = PhoneForm.layout()
        let scroll = layout.scrollContainers[0].node
        var node = layout.hierarchy.node(scroll)!
        node.transform = LayoutTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        try? layout.hierarchy.setNode(scroll, to: node)
        XCTAssertEqual(layout.diagnostics(), [.singularTransform(scroll)])
    }

    func testInfinitiesShowAsValuesAtTheLimit() {
        var layout = PhoneForm.layout()
        layout.focus.rect = LayoutRect(x: 0, y: 0, width: .infinity, height: 44)
        let keyboard = KeyboardState(frame: LayoutRect(x: 0, y: 553, width: 390, height: .infinity), screenBounds: screen)
        XCTAssertEqual(
            layout.diagnostics(for: keyboard), [.saturatedValue(field: "focus.rect"), .saturatedValue(field: "keyboard.frame")])
        // A NaN becomes 0, which cannot be told from a 0.
        layout.focus.rect = LayoutRect(x: .nan, y: 0, width: 361, height: 44)
        XCTAssertEqual(layout.diagnostics(), [])
        // A scroll view's indicator insets count too.
        layout.scrollContainers[0].scrollIndicatorInsets.bottom = .infinity
        XCTAssertEqual(layout.diagnostics(), [.saturatedValue(field: "scrollContainers[0].scrollIndicatorInsets")])
        // Each diagnostic names the value, not only the container or the pair it belongs to.
        layout.scrollContainers[0].scrollIndicatorInsets.bottom = 0
        layout.scrollContainers[0].contentSize.height = .infinity
        layout.margins = FocusMargins(top: 10, bottom: .infinity)
        XCTAssertEqual(
            layout.diagnostics(),
            [.saturatedValue(field: "scrollContainers[0].contentSize.height"), .saturatedValue(field: "margins.bottom")])
        var moved = PhoneForm.layout()
        var root = moved.hierarchy.node(moved.rootView)!
        root.center.y = -.infinity
        try? moved.hierarchy.setNode(moved.rootView, to: root)
        XCTAssertEqual(moved.diagnostics(), [.saturatedValue(field: "hierarchy.nodes[\(moved.rootView.rawValue)].center")])
    }

    func testAFocusOutsideTheRootViewIsNamedAndNotShifted() throws {
        // The phone form's root view, and a second view beside it in the window holding the focus:
        // moving the root view would not move the field, so view shift leaves it, and says why.
        var layout = PhoneForm.layout()
        let beside = layout.addView(frame: LayoutRect(x: 0, y: 700, width: 390, height: 100))
        let field = layout.addView(frame: LayoutRect(x: 20, y: 20, width: 350, height: 44), in: beside)
        layout.focus(on: field)
        let keyboard = KeyboardState.docked(height: 291, screenBounds: screen)
        XCTAssertEqual(layout.diagnostics(for: keyboard), [.focusOutsideRootView(field, rootView: layout.rootView)])
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, 0)
        XCTAssertEqual(
            ScrollInsetStrategy(shiftsRootViewForRemainder: true).adjustment(for: layout, keyboard: keyboard).rootViewTranslation, 0)
        // Inside the root view, the same field is shifted: 764 + 10 − 553 = 221, less than the keyboard's 291.
        var inside = PhoneForm.layout()
        let holder = inside.addView(frame: LayoutRect(x: 0, y: 700, width: 390, height: 100), in: inside.rootView)
        inside.focus(on: inside.addView(frame: LayoutRect(x: 20, y: 20, width: 350, height: 44), in: holder))
        XCTAssertEqual(inside.diagnostics(for: keyboard), [])
        XCTAssertEqual(ViewShiftStrategy().adjustment(for: inside, keyboard: keyboard).rootViewTranslation, -221)
    }

    func testAFocusInARidingViewBesideTheRootViewIsNotNamed() {
        // A chat: the root view is the list, the input bar a riding view beside it in the window, the
        // field in the bar. The field rides on the keyboard: nothing needs to shift it.
        var layout = PhoneForm.layout()
        let bar = layout.addView(frame: LayoutRect(x: 0, y: 760, width: 390, height: 50))
        layout.ridingView = bar
        layout.focus(on: layout.addView(frame: LayoutRect(x: 8, y: 8, width: 374, height: 34), in: bar))
        XCTAssertEqual(layout.diagnostics(for: .docked(height: 291, screenBounds: screen)), [])
    }

    func testAnEmptyFocusAndANegativeSafeAreaAreNamed() {
        // A NaN height becomes 0: the focus is a line, which is named.
        var layout = PhoneForm.layout()
        layout.focus.rect = LayoutRect(x: 0, y: 0, width: 350, height: .nan)
        XCTAssertEqual(layout.diagnostics(), [.emptyFocusRect(LayoutRect(x: 0, y: 0, width: 350, height: 0))])
        // A caret of width 0, an insertion point, is a focus like any other.
        layout.focus.rect = LayoutRect(x: 120, y: 12, width: 0, height: 20)
        XCTAssertEqual(layout.diagnostics(), [])
        var negative = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: -34))
        negative.focus(on: negative.addView(frame: LayoutRect(x: 20, y: 100, width: 350, height: 44)))
        XCTAssertEqual(negative.diagnostics(), [.negativeSafeAreaInset(edge: "bottom")])
    }

    func testAKeyboardFrameInTheWindowsCoordinatesIsNamed() {
        // A Slide Over window at (850, 30), 320 × 760 on a 1,180 × 820 screen. Its keyboard, 300 tall,
        // given in the window's coordinates: (0, 460, 320, 300) — undocked for the screen and the
        // window, docked once moved by the window's origin.
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        var layout = AvoidanceLayout(window: LayoutRect(x: 850, y: 30, width: 320, height: 760))
        layout.addFocusedView(frame: LayoutRect(x: 0, y: 600, width: 320, height: 44))
        let inWindow = KeyboardState(frame: LayoutRect(x: 0, y: 460, width: 320, height: 300), screenBounds: iPad)
        XCTAssertEqual(layout.diagnostics(for: inWindow), [.keyboardFrameInWindowCoordinates(inWindow.frame)])
        let inScreen = KeyboardState(frame: LayoutRect(x: 850, y: 490, width: 320, height: 300), screenBounds: iPad)
        XCTAssertEqual(layout.diagnostics(for: inScreen), [])
        // A floating keyboard in screen coordinates is not mistaken for one.
        let floating = KeyboardState(frame: LayoutRect(x: 400, y: 300, width: 320, height: 250), screenBounds: iPad)
        XCTAssertEqual(layout.diagnostics(for: floating), [])
        XCTAssert(LayoutDiagnostic.keyboardFrameInWindowCoordinates(inWindow.frame).description.hasPrefix("keyboard.frame: "))
    }

    func testAKeyboardInTheCoordinatesOfACentredWindowIsNamed() {
        // A Stage Manager window centred on an 820 × 1,180 iPad: (102, 147), 615 × 885, so its bottom
        // is 147 above the screen's. The docked keyboard (0, 843, 820, 337) given in the window's
        // coordinates, (−102, 696, 820, 337), spans the window and ends at its bottom: docked to the
        // window as given (§6.4), so it changes the answer (an inset of 336, not 189) — but only
        // moved by the window's origin is it a keyboard of the screen.
        let iPad = LayoutRect(x: 0, y: 0, width: 820, height: 1_180)
        var layout = AvoidanceLayout(window: LayoutRect(x: 102, y: 147, width: 615, height: 885))
        let scroll = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: 615, height: 885), contentSize: LayoutSize(width: 615, height: 2_000))
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 700, width: 575, height: 44), in: scroll)
        let inWindow = KeyboardState(frame: LayoutRect(x: -102, y: 696, width: 820, height: 337), screenBounds: iPad)
        XCTAssertEqual(layout.placement(of: inWindow), .docked)
        XCTAssertEqual(layout.diagnostics(for: inWindow), [.keyboardFrameInWindowCoordinates(inWindow.frame)])
        let inScreen = KeyboardState(frame: LayoutRect(x: 0, y: 843, width: 820, height: 337), screenBounds: iPad)
        XCTAssertEqual(layout.diagnostics(for: inScreen), [])
    }

    func testAKeyboardDockedToAWindowIsNeverNamed() {
        // A window as wide as the screen, 100 below its top, and its keyboard docked to it, given
        // correctly in screen coordinates: moved by the window's origin it would be docked to the
        // screen, but it reaches past neither of the screen's sides, so it is no window-space frame.
        let phone = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        var layout = AvoidanceLayout(window: LayoutRect(x: 0, y: 100, width: 390, height: 644))
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 500, width: 358, height: 44))
        let docked = KeyboardState(frame: LayoutRect(x: 0, y: 444, width: 390, height: 300), screenBounds: phone)
        XCTAssertEqual(layout.placement(of: docked), .docked)
        XCTAssertEqual(layout.diagnostics(for: docked), [])
        // A window at the screen's origin has no other coordinates: a frame wider than the screen
        // there (as during a rotation) is not named either.
        var fullScreen = AvoidanceLayout(window: phone)
        fullScreen.addFocusedView(frame: LayoutRect(x: 16, y: 500, width: 358, height: 44))
        let wide = KeyboardState(frame: LayoutRect(x: -10, y: 553, width: 410, height: 291), screenBounds: phone)
        XCTAssertEqual(fullScreen.diagnostics(for: wide), [])
        // Any window inside a device's screen, and a keyboard docked to it as wide as it and ending
        // at its bottom: never named.
        let generator = Generator { draws in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            let width = (screen.width * draws.double(in: 0.3...1)).rounded()
            let height = (screen.height * draws.double(in: 0.5...1)).rounded()
            let window = LayoutRect(
                x: (draws.double(in: 0...1) * (screen.width - width)).rounded(),
                y: (draws.double(in: 0...1) * (screen.height - height)).rounded(), width: width, height: height)
            let keyboardHeight = (height * draws.double(in: 0.1...0.6)).rounded()
            return (screen: screen, window: window, keyboardHeight: keyboardHeight)
        }
        checkProperty(generator) { screen, window, keyboardHeight in
            var layout = AvoidanceLayout(window: window)
            layout.addFocusedView(frame: LayoutRect(x: 0, y: 0, width: window.width, height: 44))
            let docked = KeyboardState(
                frame: LayoutRect(x: window.minX, y: window.maxY - keyboardHeight, width: window.width, height: keyboardHeight),
                screenBounds: screen)
            try require(layout.diagnostics(for: docked).isEmpty, "\(docked.frame) docked to the window at \(window) is named")
        }
    }

    func testAHardwareKeyboardsBarInTheWindowsCoordinatesIsNamed() {
        // A Slide Over window at (850, 30); a hardware keyboard's 55 pt bar, as wide as the
        // screen and extending 245 below it, (0, 765, 1,180, 300), given in the window's coordinates:
        // undocked as given, minimized once moved.
        let iPad = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
        var layout = AvoidanceLayout(window: LayoutRect(x: 850, y: 30, width: 320, height: 760))
        layout.addFocusedView(frame: LayoutRect(x: 0, y: 600, width: 320, height: 44))
        let inWindow = KeyboardState(frame: LayoutRect(x: -850, y: 735, width: 1_180, height: 300), screenBounds: iPad)
        XCTAssertEqual(inWindow.placement, .undocked)
        XCTAssertEqual(layout.diagnostics(for: inWindow), [.keyboardFrameInWindowCoordinates(inWindow.frame)])
        let inScreen = KeyboardState(frame: LayoutRect(x: 0, y: 765, width: 1_180, height: 300), screenBounds: iPad)
        XCTAssertEqual(layout.placement(of: inScreen), .minimized)
        XCTAssertEqual(layout.diagnostics(for: inScreen), [])
    }

    func testADockedKeyboardGivenInTheCoordinatesOfAWindowOffTheOriginIsNamed() {
        // A device's screen (its bounds at the origin, as UIScreen's coordinate space has them) and a
        // window anywhere inside it whose origin is more than the tolerance from the screen's: a
        // docked keyboard moved into the window's coordinates no longer spans the screen or no
        // longer reaches its bottom, and reads as a keyboard again once moved back.
        let generator = Generator { draws in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            let width = (screen.width * draws.double(in: 0.3...1)).rounded()
            let height = (screen.height * draws.double(in: 0.5...1)).rounded()
            let x = (draws.double(in: 0...1) * (screen.width - width)).rounded()
            let y = (draws.double(in: 0...1) * (screen.height - height)).rounded()
            var layout = AvoidanceLayout(window: LayoutRect(x: x, y: y, width: width, height: height))
            let scroll = layout.addScrollView(
                frame: LayoutRect(x: 0, y: 0, width: width, height: height), contentSize: LayoutSize(width: width, height: 2 * height))
            layout.addFocusedView(
                frame: LayoutRect(x: 0, y: (height * draws.double(in: 0...0.9)).rounded(), width: width, height: 44), in: scroll)
            return (layout: layout, docked: Generator<KeyboardState>.docked(on: screen).generate(&draws))
        }
        checkProperty(generator) { layout, docked in
            guard let window = layout.hierarchy.node(ViewHierarchy.window)?.frame,
                window.minX > KeyboardState.edgeTolerance || window.minY > KeyboardState.edgeTolerance, docked.placement == .docked
            else { return }
            let inWindow = KeyboardState(
                frame: docked.frame.offsetBy(dx: -window.minX, dy: -window.minY), screenBounds: docked.screenBounds)
            // A window as wide as the screen whose keyboard, moved up into its coordinates, ends at
            // its bottom: that is a keyboard docked to it too, and cannot be told apart (SPEC §12.1).
            if window.minX <= KeyboardState.edgeTolerance, [.docked, .minimized].contains(layout.placement(of: inWindow)) { return }
            try require(
                layout.diagnostics(for: inWindow).contains(.keyboardFrameInWindowCoordinates(inWindow.frame)),
                "\(inWindow.frame) in the window at \(window) is not named")
            try require(layout.diagnostics(for: docked).isEmpty, "\(docked.frame) in screen coordinates is named")
        }
    }

    func testEveryDescriptionNamesItsField() {
        let node = ViewHierarchy.NodeID(rawValue: 7)
        // The switch has no default, so a new diagnostic does not compile here until it is listed.
        func field(of diagnostic: LayoutDiagnostic) -> String {
            switch diagnostic {
            case .unknownParent, .captureCutShort: "hierarchy"
            case .focusOnUnknownView, .unknownFocusNode, .focusIsTheWindow: "focus"
            case .unknownRootView: "rootView"
            case .focusOutsideRootView: "focus"
            case .emptyFocusRect: "focus.rect"
            case .negativeSafeAreaInset: "hierarchy.safeAreaInsets.left"
            case .unknownScrollContainer, .scrollContainerListedTwice: "scrollContainers"
            case .unknownRidingView, .ridingViewInScrollContainer: "ridingView"
            case .rootViewInScrollContainer: "rootView"
            case .singularTransform: "hierarchy.nodes[7].transform"
            case .keyboardFrameInWindowCoordinates: "keyboard.frame"
            case .saturatedValue: "focus.rect"
            case .negativeMargin: "margins.top"
            }
        }
        let all: [LayoutDiagnostic] = [
            .unknownParent(node, view: node), .captureCutShort(depth: 3), .focusOnUnknownView(node), .unknownFocusNode(node),
            .focusIsTheWindow, .unknownRootView(node), .unknownScrollContainer(node), .scrollContainerListedTwice(node),
            .unknownRidingView(node), .ridingViewInScrollContainer(node, container: node),
            .rootViewInScrollContainer(node, container: node),
            .singularTransform(node), .keyboardFrameInWindowCoordinates(.zero),
            .saturatedValue(field: "focus.rect"), .negativeMargin(edge: "top"), .focusOutsideRootView(node, rootView: node),
            .emptyFocusRect(.zero), .negativeSafeAreaInset(edge: "left"),
        ]
        for diagnostic in all {
            XCTAssert(diagnostic.description.hasPrefix("\(field(of: diagnostic)): "), diagnostic.description)
        }
    }

    func testTheRandomLayoutsOfTheStrategyPropertiesAreWellFormed() {
        // The generator's layouts are meant to be right: no unknown node, no negative margin, no limit.
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            let found = scenario.layout.diagnostics()
            try require(found.isEmpty, "\(found)")
        }
    }

    func testAScrollContainerListedThreeTimesIsNamedOnce() {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
        let scroll = layout.addScrollView(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200))
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44), in: scroll)
        XCTAssertEqual(layout.diagnostics(), [])
        // A capture loop that appends the same scroll view on every pass: three listings.
        layout.scrollContainers += [layout.scrollContainers[0], layout.scrollContainers[0]]
        XCTAssertEqual(layout.diagnostics(), [.scrollContainerListedTwice(scroll)])
    }

    func testASaturatedScreenIsNamedAsTheScreenNotTheFrame() {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        var layout = AvoidanceLayout(window: screen)
        layout.addFocusedView(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44))
        // An adapter that read an infinite screen width: the bounds saturate at 10¹², the frame is sound.
        let keyboard = KeyboardState(
            frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: LayoutRect(x: 0, y: 0, width: .infinity, height: 844))
        XCTAssertEqual(layout.diagnostics(for: keyboard), [.saturatedValue(field: "keyboard.screenBounds")])
        XCTAssertEqual(layout.diagnostics(for: .docked(height: 291, screenBounds: screen)), [])
    }
}
