import KeyboardAvoidance
import XCTest

/// Every exact threshold SPEC.md states, tested on the threshold and one ulp (or the smallest
/// representable step) on the other side, so that a `<` written for a `≤` cannot pass.
final class ThresholdTableTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private let t = KeyboardState.edgeTolerance

    private func placement(minX: Double = 0, maxX: Double = 390, minY: Double = 553, maxY: Double = 844) -> KeyboardPlacement {
        KeyboardState(frame: LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), screenBounds: screen).placement
    }

    // MARK: §6.1 placement

    func testSpanningTheWidthIsWithinTheToleranceInclusive() {
        // K.minX ≤ S.minX + t and K.maxX ≥ S.maxX − t.
        let rows: [(minX: Double, maxX: Double, expected: KeyboardPlacement)] = [
            (t, 390, .docked), (t.nextUp, 390, .undocked),
            (0, 390 - t, .docked), (0, (390 - t).nextDown, .undocked),
            (-t, 390 + t, .docked),
        ]
        for row in rows {
            XCTAssertEqual(placement(minX: row.minX, maxX: row.maxX), row.expected, "minX \(row.minX), maxX \(row.maxX)")
        }
    }

    func testReachingTheBottomIsWithinTheToleranceInclusive() {
        // K.maxY ≥ S.maxY − t reaches the bottom; a keyboard lifted further is undocked.
        XCTAssertEqual(placement(maxY: 844 - t), .docked)
        XCTAssertEqual(placement(maxY: (844 - t).nextDown), .undocked)
    }

    func testExtendingBelowTheScreenByMoreThanTheToleranceIsMinimized() {
        // minimized iff K.maxY > S.maxY + t.
        XCTAssertEqual(placement(maxY: 844 + t), .docked)
        XCTAssertEqual(placement(maxY: (844 + t).nextUp), .minimized)
    }

    func testASliverExactlyTheToleranceThickIsVisible() {
        // V = K ∩ S is none when thinner than t in either direction; exactly t is visible.
        XCTAssertEqual(placement(minY: 844 - t), .docked)
        XCTAssertEqual(placement(minY: (844 - t).nextUp), .hidden)
        // Touching the bottom edge from below is off the screen.
        XCTAssertEqual(placement(minY: 844, maxY: 1_000), .hidden)
        // The same in width: a full-height keyboard exactly t wide is visible (and undocked).
        XCTAssertEqual(placement(minX: 0, maxX: t, minY: 0), .undocked)
        XCTAssertEqual(placement(minX: 0, maxX: t.nextDown, minY: 0), .hidden)
    }

    func testThresholdsMoveWithAScreenOffTheOrigin() {
        let offset = LayoutRect(x: -1_024, y: 20, width: 390, height: 844)
        func placement(minX: Double, maxY: Double) -> KeyboardPlacement {
            KeyboardState(frame: LayoutRect(x: minX, y: maxY - 291, width: -1_024 + 390 - minX, height: 291), screenBounds: offset)
                .placement
        }
        XCTAssertEqual(placement(minX: -1_024 + t, maxY: 864), .docked)
        XCTAssertEqual(placement(minX: (-1_024 + t).nextUp, maxY: 864), .undocked)
        XCTAssertEqual(placement(minX: -1_024, maxY: 864 - t), .docked)
        XCTAssertEqual(placement(minX: -1_024, maxY: 864 + t), .docked)
    }

    // MARK: §7 the tracker's minimum change

    func testAnEdgeMovingExactlyTheMinimumChangeIsAnUpdate() {
        func docked(_ height: Double) -> KeyboardEvent {
            KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height))
        }
        // Moving the top edge by 0.5 (553 → 552.5, both exact): an update at a threshold of 0.5,
        // none at the next larger threshold.
        for (threshold, expectsUpdate) in [(0.5, true), (0.5.nextUp, false), (0.5.nextDown, true)] {
            var tracker = KeyboardTracker(screenBounds: screen, configuration: .init(minimumChange: threshold))
            XCTAssertNotNil(tracker.receive(docked(291)))
            XCTAssertEqual(tracker.receive(docked(291.5)) != nil, expectsUpdate, "threshold \(threshold)")
        }
    }

    func testAPlacementChangeIsAnUpdateHoweverSmallTheMove() {
        // SPEC §7 rule 4: another placement is an update even when no edge moved by the minimum
        // change. The left edge from 1 (within the tolerance: docked) to 1.25 (undocked) moves
        // a quarter point, below the default 0.5.
        func keyboard(minX: Double) -> KeyboardEvent {
            KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: minX, y: 553, width: 390 - minX, height: 291))
        }
        var tracker = KeyboardTracker(screenBounds: screen)
        XCTAssertEqual(tracker.receive(keyboard(minX: t))?.keyboard.placement, .docked)
        XCTAssertEqual(tracker.receive(keyboard(minX: t + 0.25))?.keyboard.placement, .undocked)
    }

    // MARK: §10.3 reveal

    /// The reveal from offset 100 in a 400 pt viewport with hidden bands 10 and 50, range [0, 1,000].
    private func reveal(top: Double, bottom: Double) -> Double {
        ScrollViewport(length: 400, hiddenStart: 10, hiddenEnd: 50, range: ScrollRange(lower: 0, upper: 1_000))
            .revealOffset(start: top, end: bottom, from: 100)
    }

    func testRevealLeavesAFocusThatExactlyFitsWhereItIs() {
        // Visible part of the viewport at offset 100: [100 + 10, 100 + 400 − 50] = [110, 450].
        XCTAssertEqual(reveal(top: 200, bottom: 450), 100, "the bottom exactly on the visible bottom")
        XCTAssertEqual(reveal(top: 200, bottom: 450.5), 100.5, "half a point below: scroll by half a point")
        XCTAssertEqual(reveal(top: 110, bottom: 200), 100, "the top exactly on the visible top")
        XCTAssertEqual(reveal(top: 109.5, bottom: 200), 99.5)
        // Hidden by an ulp, or by half the tolerance (10⁻⁶), is shown; by twice the tolerance it
        // scrolls by that much.
        XCTAssertEqual(reveal(top: 200, bottom: 450.nextUp), 100)
        XCTAssertEqual(reveal(top: 200, bottom: 450 + 0.5e-6), 100)
        XCTAssertEqual(reveal(top: 200, bottom: 450 + 2e-6), 450 + 2e-6 - 350)
        XCTAssertEqual(reveal(top: 110 - 2e-6, bottom: 200), 110 - 2e-6 - 10)
        // lowest = highest: a focus exactly as tall as the visible part (340). Both alignments are
        // the same offset, so the fitting clamp and the too-tall one agree there: 490 from below
        // (840 − 350 = 500 − 10), 40 from above (390 − 350 = 50 − 10).
        XCTAssertEqual(reveal(top: 500, bottom: 840), 490)
        XCTAssertEqual(reveal(top: 50, bottom: 390), 40)
        XCTAssertEqual(reveal(top: 500, bottom: 840.5), 490, "taller, below: the top is aligned")
    }

    func testRevealLeavesATooTallFocusThatCoversTheVisiblePartWhereItIs() {
        // The same viewport: at offset 100 the visible part is [110, 450], 340 tall. Each target
        // below is taller, so y' = clamp(100, highest, lowest) with highest = top − 10 and
        // lowest = bottom − 350.
        // The top exactly on the visible top, the bottom half a point below the visible bottom:
        // [highest, lowest] = [100, 100.5] holds 100, nothing moves; half a point lower, the
        // target's top is below the visible top ([100.5, 101]): its top is aligned, 100.5.
        XCTAssertEqual(reveal(top: 110, bottom: 450.5), 100, "covering, the top on the visible top")
        XCTAssertEqual(reveal(top: 110.5, bottom: 451), 100.5, "below by half a point: the top aligned")
        // The bottom exactly on the visible bottom, the top half a point above: [99.5, 100] holds
        // 100; half a point higher ([99, 99.5]) its bottom is above the visible bottom: the bottom
        // aligned, 99.5.
        XCTAssertEqual(reveal(top: 109.5, bottom: 450), 100, "covering, the bottom on the visible bottom")
        XCTAssertEqual(reveal(top: 109, bottom: 449.5), 99.5, "above by half a point: the bottom aligned")
        // Past an edge by up to the tolerance (10⁻⁶) still covers it: an ulp, half the tolerance;
        // twice the tolerance moves by that much.
        XCTAssertEqual(reveal(top: 110.nextUp, bottom: 450.5), 100)
        XCTAssertEqual(reveal(top: 109.5, bottom: 450.nextDown), 100)
        XCTAssertEqual(reveal(top: 110 + 0.5e-6, bottom: 450.5), 100)
        XCTAssertEqual(reveal(top: 109.5, bottom: 450 - 0.5e-6), 100)
        XCTAssertEqual(reveal(top: 110 + 2e-6, bottom: 450.5), 110 + 2e-6 - 10)
        XCTAssertEqual(reveal(top: 109.5, bottom: 450 - 2e-6), 450 - 2e-6 - 350)
        // Far past on both sides: nothing moves however much of it is out of view.
        XCTAssertEqual(reveal(top: -5_000, bottom: 5_000), 100)
    }

    // MARK: §10.5 view shift

    /// The translation view shift gives a full-screen phone form (safe top 59, a 291 pt docked
    /// keyboard, so keyboardTop = 553) whose field is at `fieldTop` and `height` tall.
    private func viewShift(fieldTop: Double, height: Double = 44, margin: Double = 10) -> Double {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34), margins: FocusMargins(margin))
        let root = layout.addView(frame: screen)
        layout.addFocusedView(frame: LayoutRect(x: 20, y: fieldTop, width: 350, height: height), in: root)
        return ViewShiftStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen)).rootViewTranslation
    }

    func testViewShiftIsZeroWhenTheFocusPlusTheMarginEndsOnTheKeyboardsTop() {
        // The field's bottom at 543 plus the 10 pt margin touches 553; half a point lower moves it.
        XCTAssertEqual(viewShift(fieldTop: 499), 0)
        XCTAssertEqual(viewShift(fieldTop: 499.5), -0.5)
        // Past it by an ulp or half of ε (10⁻⁶) is shown, as the reveal takes it; by twice ε it moves.
        XCTAssertEqual(viewShift(fieldTop: 499.nextUp), 0)
        XCTAssertEqual(viewShift(fieldTop: 499 + 0.5e-6), 0)
        XCTAssertEqual(viewShift(fieldTop: 499 + 2e-6), -(499 + 2e-6 + 44 + 10 - 553), accuracy: 1e-12)
    }

    func testViewShiftStopsExactlyAtTheSafeTop() {
        // A field 650 tall needs 69 + 650 + 10 − 553 = 176 but may only move until its top less
        // the margin reaches the safe top: from 69 not at all, from 69.5 by half a point.
        XCTAssertEqual(viewShift(fieldTop: 69, height: 650), 0)
        XCTAssertEqual(viewShift(fieldTop: 69.5, height: 650), -0.5)
        // Where the cap (200 − 10 − 59 = 131) does not bind, the need does: 550 + 10 − 553 = 7.
        XCTAssertEqual(viewShift(fieldTop: 200, height: 350), -7)
    }

    // MARK: §10.7 centring

    func testCentringLeavesAFocusWhoseMarginTouchesTheVisibleBottom() {
        // A full-screen scroll view (adds the safe area: hidden top 59) over 2,000 pt of content;
        // the keyboard's inset is 291, so the visible part at offset 0 is [59, 553].
        func centering(fieldBottom: Double) -> Double? {
            var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
            let root = layout.addView(frame: screen)
            let scroll = layout.addScrollView(
                frame: screen, contentSize: LayoutSize(width: 390, height: 2_000), contentOffset: LayoutPoint(x: 0, y: -59), in: root)
            layout.addFocusedView(frame: LayoutRect(x: 20, y: fieldBottom - 44, width: 350, height: 44), in: scroll)
            return CenteringStrategy().adjustment(for: layout, keyboard: .docked(height: 291, screenBounds: screen)).container?
                .contentOffset.y
        }
        // At offset −59 the visible part in content coordinates is [0, 494]: the field's bottom at
        // 484 plus the margin touches 494 — already visible, so the offset stays.
        XCTAssertEqual(centering(fieldBottom: 484), -59)
        // Half a point lower: centred. middle = 462.5, visible height 494, so 462.5 − (59 + 247).
        XCTAssertEqual(centering(fieldBottom: 484.5), 156.5)
    }

    // MARK: §6.3 a keyboard beside a node

    func testAKeyboardTouchingANodesSideObscuresNothing() {
        // A floating keyboard (avoided) whose left edge is exactly the node's right edge: the
        // intersection has width 0, so nothing is obscured; one point further in, it is.
        var hierarchy = ViewHierarchy(windowFrame: screen)
        let node = try! hierarchy.addNode(ViewNode(frame: LayoutRect(x: 0, y: 0, width: 200, height: 844)), parent: ViewHierarchy.window)
        func obscured(keyboardMinX: Double) -> Double {
            let keyboard = KeyboardState(frame: LayoutRect(x: keyboardMinX, y: 500, width: 150, height: 200), screenBounds: screen)
            return hierarchy.obscuredBottomHeight(of: node, by: keyboard, policy: .avoid)
        }
        XCTAssertEqual(obscured(keyboardMinX: 200), 0)
        XCTAssertEqual(obscured(keyboardMinX: 199), 344)
    }
}
