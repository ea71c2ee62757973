import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// SPEC §6.4 (keyboards docked to a window) and §6.5 (the band of a view riding on the keyboard,
/// and the dismiss padding, which is the dismissal region's alone), and the tracker's dismissal
/// region (§7).
final class WindowDockingAndPaddingTests: XCTestCase {
    /// An iPad in landscape and a Slide Over window ending 30 pt above its bottom: x ∈ [850, 1170],
    /// y ∈ [30, 790].
    private let screen = LayoutRect(x: 0, y: 0, width: 1_180, height: 820)
    private let window = LayoutRect(x: 850, y: 30, width: 320, height: 760)

    private func keyboard(minX: Double = 850, maxX: Double = 1_170, maxY: Double = 790, height: Double = 300) -> KeyboardState {
        KeyboardState(frame: LayoutRect(minX: minX, minY: maxY - height, maxX: maxX, maxY: maxY), screenBounds: screen)
    }

    func testAKeyboardAtTheWindowsBottomIsDockedForThatWindow() {
        // By the screen alone: undocked (it spans 320 of 1,180 and ends 30 above the bottom).
        XCTAssertEqual(keyboard().placement, .undocked)
        XCTAssertEqual(keyboard().placement(in: window), .docked)
        XCTAssertEqual(keyboard().placement(in: nil), .undocked)
        // The tolerance t = 1, on both sides of the window's bottom and edges: exactly t is in.
        XCTAssertEqual(keyboard(maxY: 791).placement(in: window), .docked)
        XCTAssertEqual(keyboard(maxY: 789).placement(in: window), .docked)
        XCTAssertEqual(keyboard(maxY: 791.nextUp).placement(in: window), .undocked)
        XCTAssertEqual(keyboard(maxY: 789.nextDown).placement(in: window), .undocked)
        XCTAssertEqual(keyboard(minX: 851, maxX: 1_169).placement(in: window), .docked)
        XCTAssertEqual(keyboard(minX: 851.nextUp).placement(in: window), .undocked)
        XCTAssertEqual(keyboard(maxX: 1_169.nextDown).placement(in: window), .undocked)
        // A floating keyboard in the window's middle stays undocked.
        XCTAssertEqual(keyboard(maxY: 550, height: 250).placement(in: window), .undocked)
    }

    func testTheScreensPlacementStandsWhenItIsNotUndocked() {
        let docked = KeyboardState.docked(height: 352, screenBounds: screen)
        XCTAssertEqual(docked.placement(in: window), .docked)
        let hidden = KeyboardState.hidden(screenBounds: screen)
        XCTAssertEqual(hidden.placement(in: window), .hidden)
        let hardware = KeyboardState(frame: LayoutRect(x: 0, y: 765, width: 1_180, height: 352), screenBounds: screen)
        XCTAssertEqual(hardware.placement(in: window), .minimized)
        // A window reaching the screen's bottom changes nothing for a keyboard as wide as the screen.
        XCTAssertEqual(docked.placement(in: screen), .docked)
    }

    func testTheAvoidedFrameFollowsThePlacementForTheWindow() {
        XCTAssertNil(keyboard().avoidedFrame(policy: .ignore))
        XCTAssertEqual(
            keyboard().avoidedFrame(policy: .ignore, window: window, ridingHeight: 0), LayoutRect(x: 850, y: 490, width: 320, height: 300)
        )
        // 2 pt above the window's bottom: undocked, so ignored, or avoided under `avoid`.
        XCTAssertNil(keyboard(maxY: 788).avoidedFrame(policy: .ignore, window: window, ridingHeight: 0))
        XCTAssertEqual(
            keyboard(maxY: 788).avoidedFrame(policy: .avoid, window: window, ridingHeight: 0),
            LayoutRect(x: 850, y: 488, width: 320, height: 300))
    }

    func testTheDismissPaddingExtendsTheAvoidedFrameUp() {
        let docked = KeyboardState.docked(height: 352, screenBounds: screen)
        // 44 above the top edge at 468: from 424.
        XCTAssertEqual(
            docked.avoidedFrame(policy: .ignore, window: nil, ridingHeight: 44), LayoutRect(x: 0, y: 424, width: 1_180, height: 396))
        // Negative and NaN add nothing; a padding beyond the screen stops at its top edge.
        XCTAssertEqual(docked.avoidedFrame(policy: .ignore, window: nil, ridingHeight: -20), docked.visibleFrame)
        XCTAssertEqual(docked.avoidedFrame(policy: .ignore, window: nil, ridingHeight: .nan), docked.visibleFrame)
        XCTAssertEqual(
            docked.avoidedFrame(policy: .ignore, window: nil, ridingHeight: .infinity), LayoutRect(x: 0, y: 0, width: 1_180, height: 820))
        // On a screen off the origin, the top edge is the screen's, not 0.
        let offset = KeyboardState.docked(height: 300, screenBounds: LayoutRect(x: 100, y: 200, width: 400, height: 600))
        XCTAssertEqual(
            offset.avoidedFrame(policy: .ignore, window: nil, ridingHeight: 1e12), LayoutRect(x: 100, y: 200, width: 400, height: 600))
        // No keyboard, no padding.
        XCTAssertNil(KeyboardState.hidden(screenBounds: screen).avoidedFrame(policy: .avoid, window: nil, ridingHeight: 44))
        // An ignored floating keyboard has none either; an avoided one has its padding: from 300 − 44.
        let floating = KeyboardState(frame: LayoutRect(x: 400, y: 300, width: 320, height: 250), screenBounds: screen)
        XCTAssertNil(floating.avoidedFrame(policy: .ignore, window: nil, ridingHeight: 44))
        XCTAssertEqual(
            floating.avoidedFrame(policy: .avoid, window: nil, ridingHeight: 44), LayoutRect(x: 400, y: 256, width: 320, height: 294))
    }

    func testTheDismissalRegion() {
        let docked = KeyboardState.docked(height: 352, screenBounds: screen)
        XCTAssertEqual(docked.dismissalRegion(padding: 44), LayoutRect(x: 0, y: 424, width: 1_180, height: 396))
        XCTAssertEqual(docked.dismissalRegion(padding: 0), docked.visibleFrame)
        XCTAssertNil(KeyboardState.hidden(screenBounds: screen).dismissalRegion(padding: 44))
        let floating = KeyboardState(frame: LayoutRect(x: 400, y: 300, width: 320, height: 250), screenBounds: screen)
        XCTAssertNil(floating.dismissalRegion(padding: 44))
        // The tracker gives the latest keyboard's, and none once it hid.
        var tracker = KeyboardTracker(screenBounds: screen)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, beginFrame: .zero, endFrame: docked.frame, animation: .immediate))
        XCTAssertEqual(tracker.dismissalRegion(padding: 44), LayoutRect(x: 0, y: 424, width: 1_180, height: 396))
        _ = tracker.receive(KeyboardEvent(phase: .willHide, beginFrame: docked.frame, endFrame: docked.frame, animation: .immediate))
        XCTAssertNil(tracker.dismissalRegion(padding: 44))
    }

    // MARK: Properties

    /// The padded frame contains the visible one, grows with the padding, and stays on the screen.
    func testThePaddedFrameGrowsWithThePaddingAndStaysOnScreen() {
        let generator = Generator { draws -> (KeyboardState, Double, Double) in
            let keyboard = Generator<KeyboardState>.any(on: Generator<LayoutRect>.screenAnywhere.generate(&draws)).generate(&draws)
            let smaller: Double = draws.pick(-5, 0, 0.5, 44, 300, 1e13)
            let more: Double = draws.pick(0, 1, 44, 500)
            return (keyboard, smaller, smaller + more)
        }
        checkProperty(generator) { keyboard, smaller, larger in
            let plain = keyboard.avoidedFrame(policy: .avoid, window: nil, ridingHeight: 0)
            let low = keyboard.avoidedFrame(policy: .avoid, window: nil, ridingHeight: smaller)
            let high = keyboard.avoidedFrame(policy: .avoid, window: nil, ridingHeight: larger)
            guard let plain, let low, let high else {
                try require(plain == nil && low == nil && high == nil, "a padding made a keyboard appear or vanish")
                return
            }
            try require(low.contains(plain) && high.contains(low), "\(plain) ⊆ \(low) ⊆ \(high) fails")
            try require(high.minY >= keyboard.screenBounds.minY, "above the screen: \(high)")
            try requireEqual(high.maxY, plain.maxY)
            try requireEqual(high.minX, plain.minX)
            try requireEqual(high.maxX, plain.maxX)
        }
    }

    /// A window-docked keyboard is one the screen calls undocked, and only then; a keyboard the
    /// screen docks stays docked for any window.
    func testTheWindowOnlyEverDocksAnUndockedKeyboard() {
        let generator = Generator { draws -> (KeyboardState, LayoutRect) in
            let screen = Generator<LayoutRect>.screenAnywhere.generate(&draws)
            let window = LayoutRect(
                x: screen.minX + draws.double(in: 0...200).rounded(), y: screen.minY + draws.double(in: 0...100).rounded(),
                width: draws.double(in: 100...screen.width).rounded(), height: draws.double(in: 100...screen.height).rounded())
            let keyboard: KeyboardState
            if draws.chance(0.5) {
                let height = draws.double(in: 50...400).rounded()
                let bottom = Generator<Double>.near(window.maxY).generate(&draws)
                keyboard = KeyboardState(
                    frame: LayoutRect(
                        minX: Generator<Double>.near(window.minX).generate(&draws), minY: bottom - height,
                        maxX: Generator<Double>.near(window.maxX).generate(&draws), maxY: bottom), screenBounds: screen)
            } else {
                keyboard = Generator<KeyboardState>.any(on: screen).generate(&draws)
            }
            return (keyboard, window)
        }
        checkProperty(generator) { keyboard, window in
            let onScreen = keyboard.placement
            let forWindow = keyboard.placement(in: window)
            if onScreen != .undocked {
                try requireEqual(forWindow, onScreen)
            } else if forWindow == .docked {
                let t = KeyboardState.edgeTolerance
                try require(
                    keyboard.frame.minX <= window.minX + t && keyboard.frame.maxX >= window.maxX - t
                        && abs(keyboard.frame.maxY - window.maxY) <= t, "docked for \(window) without meeting its edges")
            } else {
                try requireEqual(forWindow, .undocked)
            }
        }
    }
}
