import KeyboardAvoidance
import PropertyTesting
import XCTest

final class KeyboardTrackerTests: XCTestCase {
    private let phone = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private let iPad = LayoutRect(x: 0, y: 0, width: 1024, height: 768)

    private func frame(height: Double, on screen: LayoutRect) -> LayoutRect {
        LayoutRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }

    func testShowEmojiQuickTypeHide() {
        var tracker = KeyboardTracker(screenBounds: phone)
        let show = KeyboardAnimation(duration: 0.25, curve: .keyboard)
        // willShow 291: an update, docked, with the event's animation.
        let first = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone), animation: show))
        XCTAssertEqual(
            first, KeyboardUpdate(keyboard: KeyboardState(frame: frame(height: 291, on: phone), screenBounds: phone), animation: show))
        // didShow with the same frame: nothing new.
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .didShow, endFrame: frame(height: 291, on: phone))))
        // A second willShow while shown (emoji keyboard, 333 tall): a frame change, not ignored (a bug of the common content-growth snippet).
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 333, on: phone)))?.keyboard.frame,
            frame(height: 333, on: phone))
        // QuickType bar off: 247 tall.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: frame(height: 247, on: phone)))?.keyboard.frame.minY, 597)
        // A 0.3 pt wobble: recorded, not reported.
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: frame(height: 246.7, on: phone))))
        XCTAssertEqual(tracker.keyboard.frame, frame(height: 246.7, on: phone))
        XCTAssertEqual(tracker.reportedKeyboard.frame, frame(height: 247, on: phone))
        // Another 0.3 pt: 0.6 from the reported frame, so now it is reported.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: frame(height: 246.4, on: phone)))?.keyboard.frame,
            frame(height: 246.4, on: phone))
        // willHide (its end frame is below the screen): hidden.
        let hide = tracker.receive(KeyboardEvent(phase: .willHide, endFrame: LayoutRect(x: 0, y: 844, width: 390, height: 246.4)))
        XCTAssertEqual(hide?.keyboard.placement, .hidden)
        XCTAssertEqual(hide?.keyboard, .hidden(screenBounds: phone))
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .didHide, endFrame: LayoutRect(x: 0, y: 844, width: 390, height: 246.4))))
    }

    func testWillHideIsHiddenWhateverItsFrameSays() {
        var tracker = KeyboardTracker(screenBounds: phone)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone)))
        // Some payloads carry an on-screen end frame with willHide: the phase wins.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willHide, endFrame: frame(height: 291, on: phone)))?.keyboard.placement, .hidden)
    }

    func testOtherAppsKeyboardsAreIgnoredUnlessConfigured() {
        var tracker = KeyboardTracker(screenBounds: iPad)
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad), isLocal: false)))
        XCTAssertEqual(tracker.keyboard.placement, .hidden)
        var listening = KeyboardTracker(screenBounds: iPad, configuration: .init(ignoresNonLocalKeyboards: false))
        XCTAssertEqual(
            listening.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad), isLocal: false))?.keyboard.placement,
            .docked)
    }

    func testFloatingKeyboard() {
        var tracker = KeyboardTracker(screenBounds: iPad)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad)))
        // The user undocks it: a frame change to a floating keyboard is an update; the strategies
        // decide (with the policy) what an undocked keyboard means.
        let floating = LayoutRect(x: 300, y: 300, width: 320, height: 250)
        XCTAssertEqual(tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: floating))?.keyboard.placement, .undocked)
        // Dragging it by 0.4 pt is not.
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: floating.offsetBy(dx: 0.4, dy: 0))))
    }

    func testInteractiveDismissal() {
        var tracker = KeyboardTracker(screenBounds: phone)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone)))
        // The finger drags the keyboard down 40 pt per frame, with no animation of its own.
        var reported: [Double] = []
        for step in 1...7 {
            let dragged = frame(height: 291, on: phone).offsetBy(dx: 0, dy: Double(step) * 40)
            if let update = tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: dragged, animation: .immediate)) {
                reported.append(update.keyboard.visibleFrame?.height ?? 0)
                XCTAssertEqual(update.animation, .immediate)
            }
        }
        // Visible heights 251, 211, …, 11; the bar extends below the screen: minimized.
        XCTAssertEqual(reported, [251, 211, 171, 131, 91, 51, 11])
        XCTAssertEqual(tracker.keyboard.placement, .minimized)
        // Released: it goes off-screen with willHide.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willHide, endFrame: frame(height: 291, on: phone).offsetBy(dx: 0, dy: 291)))?.keyboard
                .placement, .hidden)
    }

    func testAnOffScreenEndFrameIsHiddenWhateverThePhase() {
        var tracker = KeyboardTracker(screenBounds: phone)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone)))
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 0, y: 900, width: 390, height: 291)))?.keyboard,
            .hidden(screenBounds: phone))
    }

    func testAnUnchangedKeyboardIsNeverAnUpdateEvenWithAZeroThreshold() {
        // Found by the fuzz corpus: with minimumChange 0 (or NaN, sanitized to 0, or negative) an
        // event repeating the reported keyboard was reported as an update.
        for threshold in [0, -5, Double.nan] {
            var tracker = KeyboardTracker(screenBounds: phone, configuration: .init(minimumChange: threshold))
            XCTAssertNotNil(tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone))))
            XCTAssertNil(tracker.receive(KeyboardEvent(phase: .didShow, endFrame: frame(height: 291, on: phone))), "\(threshold)")
            XCTAssertNotNil(
                tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: frame(height: 291.01, on: phone))), "\(threshold)")
        }
    }

    func testRotationReportsTheKeyboardOnTheNewScreen() {
        var tracker = KeyboardTracker(screenBounds: phone)
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone)))
        let landscape = LayoutRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(tracker.updateScreenBounds(landscape)?.keyboard.screenBounds, landscape)
    }

    func testRandomStreamsStayConsistentWithTheLastEndFrame() {
        struct Stream: CustomStringConvertible {
            var screen: LayoutRect
            var ignoresNonLocal: Bool
            var events: [KeyboardEvent]
            var description: String {
                "screen \(screen) ignoresNonLocal \(ignoresNonLocal)\n"
                    + events.map { "  \($0.phase) \($0.endFrame) local \($0.isLocal)" }.joined(separator: "\n")
            }
        }
        let generator = Generator { draws -> Stream in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            let events = (0..<draws.integer(in: 1...40)).map { _ -> KeyboardEvent in
                var frame = Generator<KeyboardState>.any(on: screen).generate(&draws).frame
                if draws.chance(0.3) { frame = frame.offsetBy(dx: 0, dy: draws.double(in: -0.6...0.6)) }  // tiny wobbles
                return KeyboardEvent(
                    phase: draws.pick(KeyboardEvent.Phase.allCases), endFrame: frame,
                    animation: KeyboardAnimation(
                        duration: draws.double(in: 0...0.5), curve: AnimationCurve(rawValue: draws.integer(in: 0...8))),
                    isLocal: !draws.chance(0.2))
            }
            return Stream(screen: screen, ignoresNonLocal: !draws.chance(0.3), events: events)
        }
        checkProperty(generator) { stream in
            var tracker = KeyboardTracker(
                screenBounds: stream.screen, configuration: .init(ignoresNonLocalKeyboards: stream.ignoresNonLocal))
            for event in stream.events {
                let before = tracker
                let update = tracker.receive(event)
                if stream.ignoresNonLocal && !event.isLocal {
                    try requireEqual(tracker, before, "a non-local event changed the tracker")
                    try require(update == nil)
                    continue
                }
                // The keyboard is exactly the event's, canonicalised.
                let candidate = KeyboardState(frame: event.endFrame, screenBounds: stream.screen)
                let expected =
                    event.phase.isHide || candidate.placement == .hidden ? KeyboardState.hidden(screenBounds: stream.screen) : candidate
                try requireEqual(tracker.keyboard, expected)
                // An update is reported exactly when the reported keyboard changed, and carries it.
                try requireEqual(update?.keyboard, update == nil ? nil : tracker.reportedKeyboard)
                try require(
                    (update != nil) == (tracker.reportedKeyboard != before.reportedKeyboard),
                    "update \(update != nil) but reported keyboard changed \(tracker.reportedKeyboard != before.reportedKeyboard)")
                if let update { try requireEqual(update.animation, event.animation) }
                // The reported keyboard is never more than half a point from the latest, in the same placement.
                let (latest, reported) = (tracker.keyboard, tracker.reportedKeyboard)
                try requireEqual(reported.placement, latest.placement)
                for (a, b) in [
                    (latest.frame.minX, reported.frame.minX), (latest.frame.maxX, reported.frame.maxX),
                    (latest.frame.minY, reported.frame.minY), (latest.frame.maxY, reported.frame.maxY),
                ] {
                    try require((a - b).magnitude < 0.5, "reported \(reported.frame) drifted from \(latest.frame)")
                }
            }
        }
    }
}
