import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// The bad-input suite: hostile values across the public API, each with the result SPEC.md documents for it (a value, or no result), worked out by hand.
///
/// Every case is a row; a failure names the row.
final class BadInputTableTests: XCTestCase {
    private let inf = Double.infinity
    private let limit = FiniteCoordinate.coordinateLimit

    // MARK: Numbers (SPEC §2)

    func testSanitization() {
        let rows: [(Double, Double)] = [
            (.nan, 0), (-.nan, 0), (.signalingNaN, 0), (inf, 1e12), (-inf, -1e12), (1e308, 1e12), (-1e308, -1e12),
            (.greatestFiniteMagnitude, 1e12), (-.greatestFiniteMagnitude, -1e12), (1e12, 1e12), (1e12.nextUp, 1e12),
            ((-1e12).nextDown, -1e12),
            (-0.0, 0), (0, 0), (.leastNonzeroMagnitude, .leastNonzeroMagnitude), (-.leastNonzeroMagnitude, -.leastNonzeroMagnitude),
            (.leastNormalMagnitude, .leastNormalMagnitude), (123.25, 123.25), (-7, -7), (999_999_999_999, 999_999_999_999),
        ]
        for (input, expected) in rows {
            let output = FiniteCoordinate.sanitized(input)
            XCTAssertEqual(output, expected, "sanitized(\(input))")
            XCTAssertEqual(output.sign == .minus, expected < 0, "sign of sanitized(\(input))")
        }
    }

    // MARK: Rectangles (SPEC §2, §3.2): each hostile value in each field of (10, 20, 30, 40)

    func testRectangleFields() {
        // (field, value, expected minX, minY, maxX, maxY)
        let rows: [(String, Double, Double, Double, Double, Double)] = [
            ("x", .nan, 0, 20, 30, 60), ("x", inf, 1e12, 20, 1e12, 60), ("x", -inf, -1e12, 20, -1e12 + 30, 60),
            ("x", 1e308, 1e12, 20, 1e12, 60), ("x", -0.0, 0, 20, 30, 60), ("x", .leastNonzeroMagnitude, .leastNonzeroMagnitude, 20, 30, 60),
            ("x", -1e308, -1e12, 20, -1e12 + 30, 60), ("x", 1e12 - 10, 1e12 - 10, 20, 1e12, 60),
            ("y", .nan, 10, 0, 40, 40), ("y", inf, 10, 1e12, 40, 1e12), ("y", -inf, 10, -1e12, 40, -1e12 + 40),
            ("y", 1e308, 10, 1e12, 40, 1e12), ("y", -0.0, 10, 0, 40, 40), ("y", .leastNonzeroMagnitude, 10, .leastNonzeroMagnitude, 40, 40),
            ("y", -1e308, 10, -1e12, 40, -1e12 + 40), ("y", 1e12 - 1, 10, 1e12 - 1, 40, 1e12),
            ("width", .nan, 10, 20, 10, 60), ("width", inf, 10, 20, 1e12, 60), ("width", -inf, -1e12 + 10, 20, 10, 60),
            ("width", 1e308, 10, 20, 1e12, 60), ("width", -0.0, 10, 20, 10, 60), ("width", -5, 5, 20, 10, 60),
            ("width", 0, 10, 20, 10, 60), ("width", -1e308, -1e12 + 10, 20, 10, 60),
            ("height", .nan, 10, 20, 40, 20), ("height", inf, 10, 20, 40, 1e12), ("height", -inf, 10, -1e12 + 20, 40, 20),
            ("height", 1e308, 10, 20, 40, 1e12), ("height", -0.0, 10, 20, 40, 20), ("height", -5, 10, 15, 40, 20),
            ("height", 0, 10, 20, 40, 20), ("height", -1e308, 10, -1e12 + 20, 40, 20),
        ]
        for (field, value, minX, minY, maxX, maxY) in rows {
            let rect = LayoutRect(
                x: field == "x" ? value : 10, y: field == "y" ? value : 20,
                width: field == "width" ? value : 30, height: field == "height" ? value : 40)
            XCTAssertEqual([rect.minX, rect.minY, rect.maxX, rect.maxY], [minX, minY, maxX, maxY], "\(field) = \(value)")
            XCTAssert(rect.width >= 0 && rect.height >= 0 && rect.width.isFinite, "\(field) = \(value)")
        }
    }

    // MARK: Transforms (SPEC §3.3)

    func testInversionOfHostileTransforms() {
        let rows: [(String, LayoutTransform, LayoutTransform?)] = [
            ("all NaN", LayoutTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan), nil),  // all 0: singular
            ("zero scale", LayoutTransform(scaleX: 0, y: 1), nil),
            ("rank one", LayoutTransform(a: 2, b: 4, c: 1, d: 2, tx: 0, ty: 0), nil),
            ("infinite scale", LayoutTransform(scaleX: inf, y: inf), LayoutTransform(scaleX: 1e-12, y: 1e-12)),
            ("tiny scale", LayoutTransform(scaleX: 1e-13, y: 1e-13), nil),  // inverse 1e13 > limit
            ("subnormal scale", LayoutTransform(scaleX: .leastNonzeroMagnitude, y: 1), nil),
            ("huge translation", LayoutTransform(translationX: 1e308, y: -inf), LayoutTransform(translationX: -1e12, y: 1e12)),
            ("negative zero", LayoutTransform(a: -0.0, b: 0, c: 0, d: -0.0, tx: 0, ty: 0), nil),
            ("flip", LayoutTransform(scaleX: -1, y: 1), LayoutTransform(scaleX: -1, y: 1)),
            ("half turn", LayoutTransform(quarterTurns: 2), LayoutTransform(quarterTurns: 2)),
            ("quarter turn", LayoutTransform(quarterTurns: 1), LayoutTransform(quarterTurns: 3)),
            ("scale 4", LayoutTransform(scaleX: 4, y: 0.25), LayoutTransform(scaleX: 0.25, y: 4)),
        ]
        for (name, transform, expected) in rows {
            XCTAssertEqual(transform.inverted(), expected, name)
        }
    }

    // MARK: Keyboards (SPEC §6.1): placement on a 390 × 844 screen

    func testPlacementOfHostileFrames() {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let rows: [(String, LayoutRect, LayoutRect, KeyboardPlacement)] = [
            ("NaN frame", LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan), screen, .hidden),
            ("NaN height", LayoutRect(x: 0, y: 553, width: 390, height: .nan), screen, .hidden),
            ("infinite height (extends below)", LayoutRect(x: 0, y: 553, width: 390, height: inf), screen, .minimized),
            ("origin −∞", LayoutRect(x: 0, y: -inf, width: 390, height: 291), screen, .hidden),
            // x = −∞ saturates to −10¹² and the far edge to −10¹² + 10¹² = 0: it never reaches the screen.
            ("infinite width from −∞", LayoutRect(x: -inf, y: 553, width: inf, height: 291), screen, .hidden),
            ("infinite width from 0", LayoutRect(x: 0, y: 553, width: inf, height: 291), screen, .docked),
            ("taller than the screen", LayoutRect(x: 0, y: -100, width: 390, height: 1_044), screen, .minimized),
            ("above the screen", LayoutRect(x: 0, y: -400, width: 390, height: 300), screen, .hidden),
            ("negative height, docked once standardized", LayoutRect(x: 0, y: 844, width: 390, height: -291), screen, .docked),
            ("negative width, docked once standardized", LayoutRect(x: 390, y: 553, width: -390, height: 291), screen, .docked),
            ("zero width", LayoutRect(x: 0, y: 553, width: 0, height: 291), screen, .hidden),
            ("sub-point sliver", LayoutRect(x: 0, y: 843.5, width: 390, height: 0.5), screen, .hidden),
            ("subnormal height", LayoutRect(x: 0, y: 553, width: 390, height: .leastNonzeroMagnitude), screen, .hidden),
            ("empty screen", LayoutRect(x: 0, y: 553, width: 390, height: 291), .zero, .hidden),
            (
                "NaN screen", LayoutRect(x: 0, y: 553, width: 390, height: 291), LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan),
                .hidden
            ),
            ("floating", LayoutRect(x: 50, y: 300, width: 200, height: 150), screen, .undocked),
        ]
        for (name, frame, screenBounds, expected) in rows {
            XCTAssertEqual(KeyboardState(frame: frame, screenBounds: screenBounds).placement, expected, name)
        }
    }

    func testObscuredHeightWithHostileNodes() throws {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = KeyboardState(frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: screen)
        // (name, node, expected obscured height)
        let rows: [(String, ViewNode, Double)] = [
            (
                "NaN bounds: an empty node at the centre",
                ViewNode(bounds: LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan), center: LayoutPoint(x: 195, y: 700)), 0
            ),
            // Height saturates to 10¹², centred at 422: its top is at 422 − 5·10¹¹, so the keyboard's
            // top (553) is 5·10¹¹ + 131 into it, and all below counts: 10¹² − 5·10¹¹ − 131.
            (
                "saturated height", ViewNode(bounds: LayoutRect(x: 0, y: 0, width: 390, height: inf), center: LayoutPoint(x: 195, y: 422)),
                499_999_999_869
            ),
            (
                "negative size, standardized",
                ViewNode(bounds: LayoutRect(x: 0, y: 0, width: -390, height: -844), center: LayoutPoint(x: 195, y: 422)), 291
            ),
            (
                "scale 0: not reachable",
                ViewNode(
                    bounds: LayoutRect(x: 0, y: 0, width: 390, height: 844), center: LayoutPoint(x: 195, y: 422),
                    transform: LayoutTransform(scaleX: 0, y: 0)), 0
            ),
            (
                "scale 2: twice the units",
                ViewNode(
                    bounds: LayoutRect(x: 0, y: 0, width: 195, height: 422), center: LayoutPoint(x: 195, y: 422),
                    transform: LayoutTransform(scaleX: 2, y: 2)), 145.5
            ),
            ("centre at +∞", ViewNode(bounds: LayoutRect(x: 0, y: 0, width: 390, height: 844), center: LayoutPoint(x: inf, y: inf)), 0),
            ("full screen", ViewNode(frame: screen), 291),
            ("a card above the keyboard", ViewNode(frame: LayoutRect(x: 0, y: 100, width: 390, height: 400)), 0),
            ("a card the keyboard covers", ViewNode(frame: LayoutRect(x: 0, y: 600, width: 390, height: 100)), 100),
            ("beside the keyboard (off screen right)", ViewNode(frame: LayoutRect(x: 400, y: 0, width: 390, height: 844)), 0),
        ]
        for (name, node, expected) in rows {
            var hierarchy = ViewHierarchy(windowFrame: screen)
            let id = try hierarchy.addNode(node, parent: ViewHierarchy.window)
            XCTAssertEqual(hierarchy.obscuredBottomHeight(of: id, by: keyboard), expected, name)
        }
    }

    // MARK: Animation (SPEC §8)

    func testAnimationProgressWithHostileTimes() {
        let rows: [(String, KeyboardAnimation, Double, Double)] = [
            ("NaN elapsed", .keyboardDefault, .nan, 0), ("−∞ elapsed", .keyboardDefault, -inf, 0), ("+∞ elapsed", .keyboardDefault, inf, 1),
            ("negative elapsed", .keyboardDefault, -0.1, 0), ("−0 elapsed", .keyboardDefault, -0.0, 0),
            ("NaN duration", KeyboardAnimation(duration: .nan, curve: .keyboard), 0, 1),
            ("negative duration", KeyboardAnimation(duration: -1, curve: .easeIn), 0.5, 1),
            ("infinite duration at 1e12", KeyboardAnimation(duration: inf, curve: .linear), 1e12, 1),
            ("infinite duration halfway", KeyboardAnimation(duration: inf, curve: .linear), 5e11, 0.5),
            ("unknown curve at the end", KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: Int.min)), 0.25, 1),
            ("unknown curve halfway: easeInOut", KeyboardAnimation(duration: 0.25, curve: AnimationCurve(rawValue: 99)), 0.125, 0.5),
            ("subnormal duration", KeyboardAnimation(duration: .leastNonzeroMagnitude, curve: .keyboard), 1, 1),
        ]
        for (name, animation, elapsed, expected) in rows {
            XCTAssertEqual(animation.progress(atElapsed: elapsed), expected, accuracy: 1e-12, name)
        }
    }

    // MARK: The keyboard between two frames (SPEC §8.1)

    func testTheKeyboardBetweenTwoFramesWithHostileInput() {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let shown = KeyboardState.docked(height: 291, screenBounds: screen)
        let hidden = KeyboardState.hidden(screenBounds: screen)
        let huge = KeyboardState(frame: LayoutRect(x: -inf, y: -inf, width: inf, height: inf), screenBounds: screen)
        // (name, from, to, progress, the expected top edge)
        let rows: [(String, KeyboardState, KeyboardState, Double, Double)] = [
            ("NaN progress", hidden, shown, .nan, 844), ("−∞ progress", hidden, shown, -inf, 844), ("+∞ progress", hidden, shown, inf, 553),
            ("−0 progress", hidden, shown, -0.0, 844), ("subnormal progress", hidden, shown, .leastNonzeroMagnitude, 844),
            ("just below 1", hidden, shown, 1 - .ulpOfOne, 553), ("a frame at the limit, halfway", huge, shown, 0.5, -5e11 + 276.5),
        ]
        for (name, from, to, progress, top) in rows {
            let keyboard = KeyboardState.interpolated(from: from, to: to, progress: progress)
            XCTAssertEqual(keyboard.frame.minY, top, accuracy: 1e-9 * max(1, top.magnitude), name)
            XCTAssert([keyboard.frame.minX, keyboard.frame.minY, keyboard.frame.maxX, keyboard.frame.maxY].allSatisfy(\.isFinite), name)
        }
    }

    // MARK: The tracker (SPEC §7)

    func testTrackerWithHostileEvents() {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        let docked = LayoutRect(x: 0, y: 553, width: 390, height: 291)
        // (name, event after a docked show, expected placement after, whether an update is reported)
        let rows: [(String, KeyboardEvent, KeyboardPlacement, Bool)] = [
            // NaN becomes 0: a frame change to (0, 0, 0, 0) carries no position (SPEC §7 rule 0), so
            // nothing changes; a show or hide with it reads as hidden.
            (
                "NaN end frame", KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)),
                .docked, false
            ),
            ("zero frame, a floating keyboard dragged", KeyboardEvent(phase: .didChangeFrame, endFrame: .zero), .docked, false),
            ("zero frame on a show", KeyboardEvent(phase: .willShow, endFrame: .zero), .hidden, true),
            (
                "infinite end frame", KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 0, y: 553, width: inf, height: inf)),
                .minimized, true
            ),
            ("the same frame again", KeyboardEvent(phase: .willShow, endFrame: docked), .docked, false),
            ("0.4 pt wobble", KeyboardEvent(phase: .willChangeFrame, endFrame: docked.offsetBy(dx: 0, dy: 0.4)), .docked, false),
            ("willHide with an on-screen frame", KeyboardEvent(phase: .willHide, endFrame: docked), .hidden, true),
            ("didHide", KeyboardEvent(phase: .didHide, endFrame: docked), .hidden, true),
            ("not local", KeyboardEvent(phase: .willChangeFrame, endFrame: .zero, isLocal: false), .docked, false),
            // 10 pt lower, the frame extends below the screen: minimized.
            (
                "NaN animation",
                KeyboardEvent(
                    phase: .willChangeFrame, endFrame: docked.offsetBy(dx: 0, dy: 10),
                    animation: KeyboardAnimation(duration: .nan, curve: AnimationCurve(rawValue: -1))), .minimized, true
            ),
            (
                "above the screen", KeyboardEvent(phase: .willShow, endFrame: LayoutRect(x: 0, y: -500, width: 390, height: 300)), .hidden,
                true
            ),
            (
                "floating", KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 50, y: 300, width: 200, height: 150)), .undocked,
                true
            ),
        ]
        for (name, event, placement, reported) in rows {
            var tracker = KeyboardTracker(screenBounds: screen)
            _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: docked))
            let update = tracker.receive(event)
            XCTAssertEqual(tracker.keyboard.placement, placement, name)
            XCTAssertEqual(update != nil, reported, name)
            if let update { XCTAssert(update.animation.duration.isFinite, name) }
        }
    }

    // MARK: Hierarchy (SPEC §4)

    func testHierarchyWithHostileIdentifiersAndNodes() throws {
        var hierarchy = ViewHierarchy(windowFrame: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        let nan = try hierarchy.addNode(
            ViewNode(bounds: LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan), center: LayoutPoint(x: .nan, y: .nan)),
            parent: ViewHierarchy.window)
        let singular = try hierarchy.addNode(
            ViewNode(bounds: LayoutRect(x: 0, y: 0, width: 10, height: 10), center: .zero, transform: LayoutTransform(scaleX: 0, y: 5)),
            parent: ViewHierarchy.window)
        let child = try hierarchy.addNode(ViewNode(frame: LayoutRect(x: 1, y: 1, width: 1, height: 1)), parent: singular)
        let rows: [(String, LayoutPoint?, LayoutPoint?)] = [
            ("from an unknown node", hierarchy.convert(.zero, from: .node(.init(rawValue: 99)), to: .screen), nil),
            ("into an unknown node", hierarchy.convert(.zero, from: .screen, to: .node(.init(rawValue: -1))), nil),
            ("from Int.max", hierarchy.convert(.zero, from: .node(.init(rawValue: .max)), to: .window), nil),
            (
                "into a NaN node: bounds and centre 0", hierarchy.convert(LayoutPoint(x: 5, y: 5), from: .window, to: .node(nan)),
                LayoutPoint(x: 5, y: 5)
            ),
            ("into a singular node", hierarchy.convert(.zero, from: .window, to: .node(singular)), nil),
            ("into a child of a singular node", hierarchy.convert(.zero, from: .window, to: .node(child)), nil),
            (
                "out of a singular node: x collapses onto the centre",
                hierarchy.convert(LayoutPoint(x: 7, y: 1), from: .node(singular), to: .window), LayoutPoint(x: 0, y: -20)
            ),
            (
                "hostile point in the same space", hierarchy.convert(LayoutPoint(x: .nan, y: inf), from: .window, to: .window),
                LayoutPoint(x: 0, y: 1e12)
            ),
        ]
        for (name, actual, expected) in rows {
            XCTAssertEqual(actual, expected, name)
        }
        XCTAssertThrowsError(try hierarchy.addNode(ViewNode(frame: .zero), parent: .init(rawValue: .min)))
        XCTAssertNil(hierarchy.safeAreaInsets(of: singular))
        XCTAssertEqual(hierarchy.safeAreaInsets(of: nan), .zero)
    }

    // MARK: Strategies (SPEC §10): the README's phone form with one field made hostile

    /// The phone form: screen = window 390 × 844, safe 59/34; root and scroll view fill it; 1,200 pt of content; a field at content 600…644; a docked keyboard 291 tall (top 553); margin 10.
    ///
    /// At rest for that keyboard: scroll inset offset 101, inset 257; view shift −101; growth 1457;
    /// centring 316; resize 291.
    private func form(_ edit: (inout AvoidanceLayout, inout KeyboardState) -> Void) throws -> (AvoidanceLayout, KeyboardState) {
        var layout = PhoneForm.layout()
        var keyboard = PhoneForm.keyboard
        edit(&layout, &keyboard)
        return (layout, keyboard)
    }

    /// Adds a view riding on the keyboard, `height` tall across the root view, its bottom on the safe
    /// area's (810).
    private static func ride(_ height: Double, on layout: inout AvoidanceLayout) {
        let bar = ViewNode(frame: LayoutRect(x: 0, y: 810 - height, width: 390, height: height))
        layout.ridingView = try? layout.hierarchy.addNode(bar, parent: layout.rootView)
    }

    func testARidingViewsTranslationIsFiniteForAnyRootTranslation() throws {
        // The public entry point takes the root view's translation as an argument: NaN counts as 0,
        // the infinities as the limit, and the answer is finite either way. The bar, 44 tall across
        // the root view, rises by the keyboard's 291 less the 34 below its bottom: 257.
        let (layout, keyboard) = try form { layout, _ in Self.ride(44, on: &layout) }
        let prepared = PreparedLayout(layout)
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: 0), -257)
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: .nan), -257)
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: -100), -157)
        // An infinity counts as the 10¹² limit, and so does the result: −257 − 10¹² saturates.
        let limit = FiniteCoordinate.coordinateLimit
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: .infinity), -limit)
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: .greatestFiniteMagnitude), -limit)
        XCTAssertEqual(prepared.ridingViewTranslation(for: keyboard, rootViewTranslation: -.infinity), limit - 257)
    }

    func testStrategiesWithHostileInputs() throws {
        // (name, edit, scroll-inset offset, view-shift translation, growth content height, centring offset, resize inset)
        let rows: [(String, (inout AvoidanceLayout, inout KeyboardState) -> Void, Double?, Double, Double?, Double?, Double)] = [
            ("as documented", { _, _ in }, 101, -101, 1_457, 316, 291),
            ("margin NaN counts as 0", { layout, _ in layout.margins = FocusMargins(.nan) }, 91, -91, 1_457, 316, 291),
            ("negative margin counts as 0", { layout, _ in layout.margins = FocusMargins(-50) }, 91, -91, 1_457, 316, 291),
            // A NaN top margin counts as 0: the reveal and the shift are bottom-bound and stay; centring
            // centres [600, 654], middle 627: 627 − (59 + (844 − 59 − 291) / 2) = 321.
            ("top margin NaN counts as 0", { layout, _ in layout.margins.top = .nan }, 101, -101, 1_457, 321, 291),
            // A riding view (SPEC §6.5) across the root view, resting on the safe area's bottom (810).
            ("riding view of NaN height counts as 0", { layout, _ in Self.ride(.nan, on: &layout) }, 101, -101, 1_457, 316, 291),
            ("riding view of height 0 adds nothing", { layout, _ in Self.ride(0, on: &layout) }, 101, -101, 1_457, 316, 291),
            // 44 above the keyboard: its avoided top is 509, 335 covered: offset 644 + 10 − 509 = 145,
            // inset 335 − 34 = 301, content 1,200 + 301; centring 622 − (59 + (844 − 59 − 335) / 2) = 338;
            // resize's guide is the keyboard's own 291: the bar sits on it.
            ("riding view 44", { layout, _ in Self.ride(44, on: &layout) }, 145, -145, 1_501, 338, 291),
            // Infinitely tall: the whole screen (up to its top edge, not beyond) is avoided. Nothing fits:
            // the field's top aligns with the safe top, 590 − 59 = 531; view shift's cap is the same 531.
            ("infinitely tall riding view", { layout, _ in Self.ride(.infinity, on: &layout) }, 531, -531, 2_010, 531, 291),
            (
                "NaN bars count as 0",
                { layout, _ in
                    var root = layout.hierarchy.node(layout.rootView)!
                    root.additionalSafeAreaInsets = LayoutInsets(top: .nan, left: .nan, bottom: .nan, right: .nan)
                    try? layout.hierarchy.setNode(layout.rootView, to: root)
                }, 101, -101, 1_457, 316, 291
            ),
            // A margin of 10¹² makes the focus taller than anything, and at rest it already covers
            // the visible part: nothing scrolls (SPEC §10.3: until round 3 its top was aligned,
            // clamped to the range's lower end, −59); view shift cannot keep the top inside the
            // safe area: 0.
            ("infinite margin", { layout, _ in layout.margins = FocusMargins(.infinity) }, 0, 0, 1_457, 0, 291),
            ("NaN keyboard height: hidden", { _, keyboard in keyboard.frame.size.height = .nan }, 0, 0, 1_200, 0, 34),
            ("keyboard at −∞: hidden", { _, keyboard in keyboard.frame.origin.y = -.infinity }, 0, 0, 1_200, 0, 34),
            (
                "infinite keyboard height: only its on-screen 291 pt count", { _, keyboard in keyboard.frame.size.height = .infinity }, 101,
                -101, 1_457, 316, 291
            ),
            (
                "NaN screen: hidden", { _, keyboard in keyboard.screenBounds = LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan) }, 0,
                0, 1_200, 0, 34
            ),
            // With no content (NaN is 0) the scroll view does not scroll vertically, so `.automatic` adds
            // no safe area (SPEC §10.2): the range collapses to 0, and the content grows by the whole 291.
            ("NaN content height", { layout, _ in layout.scrollContainers[0].contentSize.height = .nan }, 0, -101, 291, 0, 291),
            ("unknown focus node", { layout, _ in layout.focus.node = .init(rawValue: 99) }, nil, 0, nil, nil, 291),
            ("unknown root view", { layout, _ in layout.rootView = .init(rawValue: 99) }, 101, 0, 1_457, 316, 0),
            // The window centred on the screen's origin: the keyboard (screen y ≥ 553) lies below
            // the window (screen y ≤ 422). Nothing is covered; resize rests on the safe area.
            (
                "window centre NaN",
                { layout, _ in
                    var window = layout.hierarchy.node(ViewHierarchy.window)!
                    window.center = LayoutPoint(x: .nan, y: .nan)
                    try? layout.hierarchy.setNode(ViewHierarchy.window, to: window)
                }, 0, 0, 1_200, 0, 34
            ),
        ]
        for (name, edit, scrollInset, shift, growth, centring, resize) in rows {
            let (layout, keyboard) = try form(edit)
            XCTAssertEqual(
                ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, scrollInset,
                "\(name): scroll inset")
            XCTAssertEqual(
                ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard).rootViewTranslation, shift, "\(name): view shift")
            XCTAssertEqual(
                ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentSize.height, growth,
                "\(name): content growth")
            XCTAssertEqual(
                CenteringStrategy().adjustment(for: layout, keyboard: keyboard).container?.contentOffset.y, centring, "\(name): centring")
            XCTAssertEqual(ResizeStrategy().adjustment(for: layout, keyboard: keyboard).rootViewBottomInset, resize, "\(name): resize")
        }
    }
}

extension BadInputTableTests {
    func testScrollRangeKeepsUpperAtLeastLowerWhateverIsSet() {
        var range = ScrollRange(lower: -59, upper: 647)
        range.upper = -100
        XCTAssertEqual([range.lower, range.upper], [-59, -59], "upper set below lower")
        range = ScrollRange(lower: -59, upper: 647)
        range.lower = 1_000
        XCTAssertEqual([range.lower, range.upper], [1_000, 1_000], "lower set above upper")
        range.upper = .nan
        XCTAssertEqual([range.lower, range.upper], [1_000, 1_000], "NaN upper is 0, below lower")
        XCTAssertEqual(ScrollRange(lower: 5, upper: 1).upper, 5)
        XCTAssertEqual(range.clamp(-.infinity), 1_000)
        XCTAssert(range.contains(1_000) && !range.contains(999.5) && !range.contains(.nan))
    }
}

extension BadInputTableTests {
    func testTheViewportsRevealAndCentreAreFiniteForAnyArguments() {
        // The public primitives take raw Doubles: NaN, the infinities and huge values give a
        // finite offset in the range (or the sanitized resting offset, when nothing moves).
        let range = ScrollRange(lower: -59, upper: 647)
        XCTAssertEqual(range.clamp(.nan), -59, "NaN clamps to lower")
        XCTAssertEqual(range.clamp(.infinity), 647)
        let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 120, -0.0]
        for top in hostile {
            for bottom in hostile {
                for offset in hostile {
                    for height in [Double.nan, .infinity, 0, 600] {
                        let revealed = ScrollViewport(length: height, hiddenStart: 47, hiddenEnd: .infinity, range: range)
                            .revealOffset(start: top, end: bottom, from: offset)
                        let label = "reveal(\(top), \(bottom), \(offset), \(height))"
                        XCTAssert(revealed.isFinite, label)
                        XCTAssert(range.contains(revealed) || revealed == FiniteCoordinate.sanitized(offset), label)
                        XCTAssertFalse(revealed == 0 && revealed.sign == .minus, label)
                    }
                    let centred = ScrollViewport(length: bottom, hiddenStart: offset, hiddenEnd: 10, range: range).revealOffset(
                        start: top, end: top, from: 0, alignment: RevealAlignment(position: 0.5, realignsVisibleTarget: true))
                    XCTAssert(range.contains(centred), "centre(\(top), \(bottom), \(offset))")
                }
            }
        }
    }
}
