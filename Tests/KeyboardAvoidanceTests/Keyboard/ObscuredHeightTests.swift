import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The obscured bottom height, and where each common snippet's keyboard arithmetic gives another number.
///
/// Each snippet's formula is written out as the snippet computes it, next to the library's answer.
final class ObscuredHeightTests: XCTestCase {
    private let iPadPortrait = LayoutRect(x: 0, y: 0, width: 768, height: 1024)
    private let iPadLandscape = LayoutRect(x: 0, y: 0, width: 1024, height: 768)
    private let phone = LayoutRect(x: 0, y: 0, width: 390, height: 844)

    private func obscured(
        window: LayoutRect, node frame: LayoutRect? = nil, keyboard: LayoutRect, screen: LayoutRect,
        policy: UndockedKeyboardPolicy = .ignore
    ) throws -> Double {
        var hierarchy = ViewHierarchy(windowFrame: window)
        var id = ViewHierarchy.window
        if let frame { id = try hierarchy.addNode(ViewNode(frame: frame), parent: ViewHierarchy.window) }
        return hierarchy.obscuredBottomHeight(of: id, by: KeyboardState(frame: keyboard, screenBounds: screen), policy: policy)
    }

    func testAFaceIDPhoneWhereEveryoneAgrees() throws {
        // Full-screen view, docked keyboard 291 tall: 844 − 553 = 291, the keyboard's height.
        let keyboard = LayoutRect(x: 0, y: 553, width: 390, height: 291)
        XCTAssertEqual(try obscured(window: phone, keyboard: keyboard, screen: phone), 291)
        XCTAssertEqual(keyboard.height, 291)
    }

    func testInsetSnippetFormSheetThatTheKeyboardDoesNotReach() throws {
        // iPad portrait; form sheet (100, 50, 540, 620) ends at y = 670; keyboard top at 711.
        let keyboard = LayoutRect(x: 0, y: 711, width: 768, height: 313)
        let insetSnippet = keyboard.height - 0  // kbInView.height − safeAreaInsets.bottom (the sheet has none)
        XCTAssertEqual(insetSnippet, 313)
        XCTAssertEqual(
            try obscured(
                window: iPadPortrait, node: LayoutRect(x: 100, y: 50, width: 540, height: 620), keyboard: keyboard, screen: iPadPortrait), 0
        )
    }

    func testInsetSnippetTallFormSheetPartlyCovered() throws {
        // The sheet (100, 50, 540, 900) ends at 950: covered from 711 to 950, 239 pt, not 313.
        let keyboard = LayoutRect(x: 0, y: 711, width: 768, height: 313)
        XCTAssertEqual(
            try obscured(
                window: iPadPortrait, node: LayoutRect(x: 100, y: 50, width: 540, height: 900), keyboard: keyboard, screen: iPadPortrait),
            239)
    }

    func testHeightShiftSnippetStageManagerWindow() throws {
        // A 600 × 500 window at (100, 80) on a landscape iPad: screen y ∈ [80, 580]. Keyboard top 415.
        let keyboard = LayoutRect(x: 0, y: 415, width: 1024, height: 353)
        let window = LayoutRect(x: 100, y: 80, width: 600, height: 500)
        let heightShiftSnippetVisible = window.height - keyboard.height  // view.bounds.height − keyboard.height = 147
        XCTAssertEqual(window.height - heightShiftSnippetVisible, 353)
        // Correct: 580 − 415 = 165 of the window is covered.
        XCTAssertEqual(try obscured(window: window, keyboard: keyboard, screen: iPadLandscape), 165)
    }

    func testAccumulatingShiftSnippetStageManagerWindowTooShortToReachTheKeyboard() throws {
        // A 600 × 500 window at y = 0 ends at 500: covered from the keyboard's top, 415, so 85 pt.
        // Moved to y = −100 (partly off the top), it ends at 400, above the keyboard: not covered.
        let keyboard = LayoutRect(x: 0, y: 415, width: 1024, height: 353)
        let window = LayoutRect(x: 100, y: -100, width: 600, height: 500)
        let accumulatingShiftSnippetKeyboardY = window.height - keyboard.height  // view.frame.height − keyboard.height = 147
        XCTAssertEqual(accumulatingShiftSnippetKeyboardY, 147)  // the snippet thinks everything below y = 147 is covered
        XCTAssertEqual(try obscured(window: window, keyboard: keyboard, screen: iPadLandscape), 0)
        XCTAssertEqual(
            try obscured(window: LayoutRect(x: 100, y: 0, width: 600, height: 500), keyboard: keyboard, screen: iPadLandscape), 85)
    }

    func testHardwareKeyboardShowsOnlyItsBar() throws {
        // Frame (0, 713, 1024, 353) extends 298 pt below a 768 pt screen: only 55 pt covers anything.
        let keyboard = LayoutRect(x: 0, y: 713, width: 1024, height: 353)
        let seedsNumber = keyboard.height  // seeds 001, 002, 003 and 004 all use the frame's height
        XCTAssertEqual(seedsNumber, 353)
        XCTAssertEqual(try obscured(window: iPadLandscape, keyboard: keyboard, screen: iPadLandscape), 55)
    }

    func testInteractiveDismissalFrameExtendingBelowTheScreen() throws {
        // Mid-dismissal: (0, 700, 390, 291) — 144 pt on screen.
        XCTAssertEqual(try obscured(window: phone, keyboard: LayoutRect(x: 0, y: 700, width: 390, height: 291), screen: phone), 144)
    }

    func testFloatingKeyboardUnderEachPolicy() throws {
        let keyboard = LayoutRect(x: 300, y: 300, width: 320, height: 250)
        XCTAssertEqual(try obscured(window: iPadLandscape, keyboard: keyboard, screen: iPadLandscape), 0)
        // Avoided like a docked one: everything below its top, 768 − 300 = 468.
        XCTAssertEqual(try obscured(window: iPadLandscape, keyboard: keyboard, screen: iPadLandscape, policy: .avoid), 468)
        // A node beside it (x ∈ [700, 1000]) is not crossed: 0 even under .avoid.
        XCTAssertEqual(
            try obscured(
                window: iPadLandscape, node: LayoutRect(x: 700, y: 0, width: 300, height: 768), keyboard: keyboard, screen: iPadLandscape,
                policy: .avoid), 0)
    }

    func testKeyboardTallerThanTheNodeCoversAllOfIt() throws {
        // A card y ∈ [600, 700] under a keyboard from 553: all 100 pt covered (the seeds would say 291).
        XCTAssertEqual(
            try obscured(
                window: phone, node: LayoutRect(x: 0, y: 600, width: 390, height: 100),
                keyboard: LayoutRect(x: 0, y: 553, width: 390, height: 291), screen: phone), 100)
    }

    func testSlideOverWindowIsCoveredWhereTheKeyboardIs() throws {
        // A Slide Over window (694, 0, 320, 768): the docked keyboard spans the screen, so 353 pt.
        XCTAssertEqual(
            try obscured(
                window: LayoutRect(x: 694, y: 0, width: 320, height: 768), keyboard: LayoutRect(x: 0, y: 415, width: 1024, height: 353),
                screen: iPadLandscape), 353)
    }

    // MARK: Properties

    private struct Case: CustomStringConvertible {
        var random: RandomHierarchy
        var node: ViewHierarchy.NodeID
        var keyboard: KeyboardState
        var policy: UndockedKeyboardPolicy
        var description: String {
            "\(random)\n  node \(node.rawValue) keyboard \(keyboard.frame) on \(keyboard.screenBounds) policy \(policy)"
        }
    }

    private static var cases: Generator<Case> {
        Generator { draws in
            let random = Generator<RandomHierarchy>.hierarchy(maximumDepth: 8).generate(&draws)
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            return Case(
                random: random, node: draws.pick(from: random.nodes) ?? ViewHierarchy.window,
                keyboard: Generator<KeyboardState>.any(on: screen).generate(&draws),
                policy: draws.chance(0.5) ? .avoid : .ignore)
        }
    }

    func testObscuredHeightLiesWithinTheNode() {
        checkProperty(Self.cases) { c in
            let height = c.random.hierarchy.obscuredBottomHeight(of: c.node, by: c.keyboard, policy: c.policy)
            let nodeHeight = try XCTUnwrap(c.random.hierarchy.node(c.node)).bounds.height
            try require(height >= 0 && height <= nodeHeight, "\(height) outside [0, \(nodeHeight)]")
        }
    }

    func testHiddenKeyboardsObscureNothing() {
        checkProperty(Self.cases) { c in
            let hidden = KeyboardState.hidden(screenBounds: c.keyboard.screenBounds)
            try requireEqual(c.random.hierarchy.obscuredBottomHeight(of: c.node, by: hidden, policy: c.policy), 0)
            let below = KeyboardState(frame: c.keyboard.frame.offsetBy(dx: 0, dy: 3_000), screenBounds: c.keyboard.screenBounds)
            if below.placement == .hidden {
                try requireEqual(c.random.hierarchy.obscuredBottomHeight(of: c.node, by: below, policy: c.policy), 0)
            }
        }
    }

    func testARisingDockedKeyboardNeverObscuresLess() {
        let generator = Generator { draws -> (Case, Double, Double) in
            var c = Self.cases.generate(&draws)
            c.keyboard = Generator<KeyboardState>.docked(on: c.keyboard.screenBounds).generate(&draws)
            return (c, draws.double(in: 0...1), draws.double(in: 0...1))
        }
        checkProperty(generator) { c, first, second in
            let screen = c.keyboard.screenBounds
            func docked(_ fraction: Double) -> KeyboardState {
                let height = screen.height * fraction
                return KeyboardState(
                    frame: LayoutRect(x: 0, y: screen.maxY - height, width: screen.width, height: height), screenBounds: screen)
            }
            let (low, high) = (min(first, second), max(first, second))
            let lower = c.random.hierarchy.obscuredBottomHeight(of: c.node, by: docked(low))
            let higher = c.random.hierarchy.obscuredBottomHeight(of: c.node, by: docked(high))
            try require(higher >= lower - 1e-9, "taller keyboard obscures \(higher) < \(lower)")
        }
    }

    func testMovingWindowKeyboardAndScreenTogetherChangesNothing() {
        let generator = Generator { draws -> (Case, Double, Double) in
            (Self.cases.generate(&draws), draws.double(in: -500...500).rounded(), draws.double(in: -500...500).rounded())
        }
        checkProperty(generator) { c, dx, dy in
            var moved = c.random.hierarchy
            var window = try XCTUnwrap(moved.node(ViewHierarchy.window))
            window.center = window.center.offsetBy(dx: dx, dy: dy)
            try moved.setNode(ViewHierarchy.window, to: window)
            let keyboard = KeyboardState(
                frame: c.keyboard.frame.offsetBy(dx: dx, dy: dy), screenBounds: c.keyboard.screenBounds.offsetBy(dx: dx, dy: dy))
            // A frame one ulp from a placement threshold can be rounded onto it by the move
            // (1.0000000000000002 − 500 is −499 exactly): that is a different keyboard, not a
            // translated one.
            guard keyboard.placement == c.keyboard.placement else { return }
            let before = c.random.hierarchy.obscuredBottomHeight(of: c.node, by: c.keyboard, policy: c.policy)
            let after = moved.obscuredBottomHeight(of: c.node, by: keyboard, policy: c.policy)
            try requireClose(after, before, Tolerance(absolute: 1e-6, relative: 1e-9), "moved together")
        }
    }

    func testFullScreenNodeAndDockedKeyboardMatchTheClosedForm() {
        let generator = Generator { draws -> (LayoutRect, KeyboardState, Double) in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            return (screen, Generator<KeyboardState>.docked(on: screen).generate(&draws), draws.double(in: 0...400).rounded())
        }
        checkProperty(generator) { screen, keyboard, scrollOffset in
            var hierarchy = ViewHierarchy(windowFrame: screen)
            let node = try hierarchy.addNode(
                ViewNode(frame: screen, boundsOrigin: LayoutPoint(x: 0, y: scrollOffset)), parent: ViewHierarchy.window)
            // Closed form: the keyboard's visible height, screen.maxY − keyboard.minY, or 0 when hidden.
            let expected = keyboard.placement == .hidden ? 0 : screen.maxY - keyboard.frame.minY
            try requireClose(hierarchy.obscuredBottomHeight(of: node, by: keyboard), expected)
            try requireClose(hierarchy.obscuredBottomHeight(of: ViewHierarchy.window, by: keyboard), expected)
        }
    }
}
