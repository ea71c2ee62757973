import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

final class KeyboardStateTests: XCTestCase {
    private let phone = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private let iPad = LayoutRect(x: 0, y: 0, width: 1024, height: 768)

    private func placement(_ frame: LayoutRect, _ screen: LayoutRect) -> KeyboardPlacement {
        KeyboardState(frame: frame, screenBounds: screen).placement
    }

    func testClassificationVectors() {
        // A Face ID phone's keyboard: 291 tall at the bottom.
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 553, width: 390, height: 291), phone), .docked)
        // Empty, and wholly below the screen (the frame iOS sends with willHide).
        XCTAssertEqual(placement(.zero, phone), .hidden)
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 844, width: 390, height: 291), phone), .hidden)
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 900, width: 390, height: 291), phone), .hidden)
        // A sliver of 0.5 pt on screen is thinner than the 1 pt tolerance: hidden.
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 843.5, width: 390, height: 291), phone), .hidden)
        // iPad hardware keyboard: 55 pt bar visible, the frame 353 tall extends below the screen.
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 713, width: 1024, height: 353), iPad), .minimized)
        // Floating: 320 × 250 in the middle of the screen.
        XCTAssertEqual(placement(LayoutRect(x: 300, y: 300, width: 320, height: 250), iPad), .undocked)
        // Split: full width but lifted off the bottom edge.
        XCTAssertEqual(placement(LayoutRect(x: 0, y: 200, width: 1024, height: 300), iPad), .undocked)
        // Touching the bottom but narrower than the screen (a floating keyboard dragged down).
        XCTAssertEqual(placement(LayoutRect(x: 100, y: 518, width: 320, height: 250), iPad), .undocked)
        // Half a point short of the edges is within tolerance: still docked.
        XCTAssertEqual(placement(LayoutRect(x: 0.5, y: 553, width: 389, height: 290.5), phone), .docked)
    }

    func testVisibleAndAvoidedFrames() {
        let hardware = KeyboardState(frame: LayoutRect(x: 0, y: 713, width: 1024, height: 353), screenBounds: iPad)
        XCTAssertEqual(hardware.visibleFrame, LayoutRect(x: 0, y: 713, width: 1024, height: 55))
        XCTAssertEqual(hardware.avoidedFrame(policy: .ignore), LayoutRect(x: 0, y: 713, width: 1024, height: 55))
        let floating = KeyboardState(frame: LayoutRect(x: 300, y: 300, width: 320, height: 250), screenBounds: iPad)
        XCTAssertNil(floating.avoidedFrame(policy: .ignore))
        XCTAssertEqual(floating.avoidedFrame(policy: .avoid), LayoutRect(x: 300, y: 300, width: 320, height: 250))
        XCTAssertNil(KeyboardState.hidden(screenBounds: phone).visibleFrame)
        XCTAssertEqual(KeyboardState.hidden(screenBounds: phone).placement, .hidden)
    }

    func testPlacementIsTotalAndConsistentWithTheVisibleFrame() {
        checkProperty(
            Generator { draws -> KeyboardState in
                let screen = Generator<LayoutRect>.screenAnywhere.generate(&draws)
                return draws.chance(0.2)
                    ? KeyboardState(frame: Generator<LayoutRect>.hostileRect.generate(&draws), screenBounds: screen)
                    : Generator<KeyboardState>.any(on: screen).generate(&draws)
            }
        ) { keyboard in
            let placement = keyboard.placement
            try require(
                (placement == .hidden) == (keyboard.visibleFrame == nil), "\(placement) vs \(String(describing: keyboard.visibleFrame))")
            if let visible = keyboard.visibleFrame {
                try require(keyboard.screenBounds.contains(visible) && keyboard.frame.contains(visible))
            }
            if placement == .docked || placement == .minimized {
                try require(keyboard.avoidedFrame(policy: .ignore) == keyboard.visibleFrame)
            }
        }
    }
}
