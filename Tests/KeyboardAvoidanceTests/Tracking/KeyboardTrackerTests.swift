import Foundation
import FuzzSupport
import KeyboardAvoidance
import KeyboardAvoidanceTesting
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
        XCTAssertEqual(tracker.configuration.nonLocalKeyboardPolicy, .ignore)
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad), isLocal: false)))
        XCTAssertEqual(tracker.keyboard.placement, .hidden)
        var listening = KeyboardTracker(screenBounds: iPad, configuration: .init(nonLocalKeyboardPolicy: .avoid))
        let avoided = listening.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad), isLocal: false))
        XCTAssertEqual(avoided?.keyboard.placement, .docked)
        XCTAssertEqual(avoided?.revealsFocus, true, "avoid: another app's keyboard is treated as this app's")
    }

    func testAnotherAppsLateHideLeavesThisAppsKeyboardUnderEveryPolicy() {
        // Split View: the user leaves the other app's field for one of this app's. This app's show
        // comes first, the other app's hide after it: that keyboard was already going away, and
        // this app's is on screen, so the hide is dropped whatever the policy (SPEC §7 rule 1).
        let shown = KeyboardState(frame: frame(height: 353, on: iPad), screenBounds: iPad)
        for policy in NonLocalKeyboardPolicy.allCases {
            var tracker = KeyboardTracker(screenBounds: iPad, configuration: .init(nonLocalKeyboardPolicy: policy))
            _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 353, on: iPad), isLocal: false))
            _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: shown.frame))
            XCTAssertEqual(tracker.keyboard, shown, "\(policy)")
            XCTAssertNil(
                tracker.receive(KeyboardEvent(phase: .willHide, endFrame: frame(height: 0, on: iPad), isLocal: false)), "\(policy)")
            XCTAssertEqual(tracker.keyboard, shown, "\(policy)")
            XCTAssertTrue(tracker.keyboardRevealsFocus, "\(policy)")
            // Once the other app's keyboard shows again, its hide is taken: no keyboard is on screen.
            _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: shown.frame, isLocal: false))
            XCTAssertEqual(
                tracker.receive(KeyboardEvent(phase: .willHide, endFrame: frame(height: 0, on: iPad), isLocal: false))?.keyboard.placement,
                .hidden, "\(policy)")
        }
    }

    func testInsetOnlyTracksAnotherAppsKeyboardWithoutRevealing() {
        var tracker = KeyboardTracker(screenBounds: iPad, configuration: .init(nonLocalKeyboardPolicy: .insetOnly))
        let docked353 = KeyboardState(frame: frame(height: 353, on: iPad), screenBounds: iPad)
        // This app's keyboard: reveals.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willShow, endFrame: docked353.frame)),
            KeyboardUpdate(keyboard: docked353, animation: .keyboardDefault, revealsFocus: true))
        // Another app's keyboard at the very same frame (the user moved to the other app): the owner
        // alone changed, and that is an update — the layout takes its reveal back.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: docked353.frame, isLocal: false)),
            KeyboardUpdate(keyboard: docked353, animation: .keyboardDefault, revealsFocus: false))
        XCTAssertFalse(tracker.keyboardRevealsFocus)
        XCTAssertFalse(tracker.reportedKeyboardRevealsFocus)
        // Re-delivered: nothing.
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .didChangeFrame, endFrame: docked353.frame, isLocal: false)))
        // A 0.3 pt wobble of the other app's keyboard: recorded, not reported, still not revealing.
        XCTAssertNil(tracker.receive(KeyboardEvent(phase: .willChangeFrame, endFrame: frame(height: 353.3, on: iPad), isLocal: false)))
        // It hides: hidden, which reveals whoever hid it, so a hide is the same update from either app.
        let hidden = tracker.receive(KeyboardEvent(phase: .willHide, endFrame: frame(height: 0, on: iPad), isLocal: false))
        XCTAssertEqual(hidden, KeyboardUpdate(keyboard: .hidden(screenBounds: iPad), animation: .keyboardDefault, revealsFocus: true))
        // Shown again by the other app, then by this one at the same frame: the owner alone changed.
        XCTAssertEqual(
            tracker.receive(KeyboardEvent(phase: .willShow, endFrame: docked353.frame, isLocal: false))?.revealsFocus, false)
        XCTAssertEqual(tracker.receive(KeyboardEvent(phase: .willShow, endFrame: docked353.frame))?.revealsFocus, true)
    }

    func testARotationKeepsWhetherTheKeyboardReveals() {
        var tracker = KeyboardTracker(screenBounds: phone, configuration: .init(nonLocalKeyboardPolicy: .insetOnly))
        _ = tracker.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone), isLocal: false))
        // The frame kept, on a larger screen it no longer spans: undocked, still another app's.
        let larger = tracker.updateScreenBounds(LayoutRect(x: 0, y: 0, width: 1_024, height: 1_366))
        XCTAssertEqual(larger?.keyboard.placement, .undocked)
        XCTAssertEqual(larger?.revealsFocus, false)
        // A screen the frame is off: hidden, which reveals.
        XCTAssertEqual(tracker.updateScreenBounds(LayoutRect(x: 0, y: 0, width: 390, height: 400))?.revealsFocus, true)
    }

    func testConfigurationJSONOfEveryVersionDecodes() throws {
        func decode(_ json: String) throws -> KeyboardTracker.Configuration {
            try JSONDecoder().decode(KeyboardTracker.Configuration.self, from: Data(json.utf8))
        }
        func encode(_ configuration: KeyboardTracker.Configuration) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(configuration), as: UTF8.self)
        }
        // Files written before the policy: the flag.
        XCTAssertEqual(try decode(#"{"ignoresNonLocalKeyboards": true, "minimumChange": 0.5}"#), .init())
        XCTAssertEqual(
            try decode(#"{"ignoresNonLocalKeyboards": false, "minimumChange": 0}"#), .init(nonLocalKeyboardPolicy: .avoid, minimumChange: 0)
        )
        // The policy by name.
        for policy in NonLocalKeyboardPolicy.allCases {
            XCTAssertEqual(
                try decode(#"{"nonLocalKeyboardPolicy": "\#(policy.rawValue)", "minimumChange": 1}"#),
                .init(nonLocalKeyboardPolicy: policy, minimumChange: 1))
        }
        // What could be said before is written as before; inset-only by name.
        XCTAssertEqual(try encode(.init()), #"{"ignoresNonLocalKeyboards":true,"minimumChange":0.5}"#)
        XCTAssertEqual(try encode(.init(nonLocalKeyboardPolicy: .avoid)), #"{"ignoresNonLocalKeyboards":false,"minimumChange":0.5}"#)
        XCTAssertEqual(
            try encode(.init(nonLocalKeyboardPolicy: .insetOnly)), #"{"minimumChange":0.5,"nonLocalKeyboardPolicy":"insetOnly"}"#)
        // Both, neither, an unknown name: errors naming the field.
        XCTAssertThrowsError(try decode(#"{"ignoresNonLocalKeyboards": true, "nonLocalKeyboardPolicy": "ignore", "minimumChange": 0.5}"#)) {
            XCTAssertTrue("\($0)".contains("nonLocalKeyboardPolicy"), "\($0)")
        }
        XCTAssertThrowsError(try decode(#"{"minimumChange": 0.5}"#)) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "ignoresNonLocalKeyboards")
        }
        XCTAssertThrowsError(try decode(#"{"nonLocalKeyboardPolicy": "reveal", "minimumChange": 0.5}"#))
    }

    func testTrackerAndUpdateJSONWrittenBeforeThePolicyDecode() throws {
        // A tracker and an update as version 1 wrote them: no revealsFocus, which is then true.
        let screen = #"{"x": 0, "y": 0, "width": 390, "height": 844}"#
        let keyboard = #"{"frame": {"x": 0, "y": 553, "width": 390, "height": 291}, "screenBounds": \#(screen)}"#
        let tracker = try JSONDecoder().decode(
            KeyboardTracker.self,
            from: Data(
                #"{"configuration": {"ignoresNonLocalKeyboards": true, "minimumChange": 0.5}, "latest": \#(keyboard), "reported": \#(keyboard)}"#
                    .utf8))
        XCTAssertTrue(tracker.keyboardRevealsFocus)
        XCTAssertTrue(tracker.reportedKeyboardRevealsFocus)
        let update = try JSONDecoder().decode(
            KeyboardUpdate.self, from: Data(#"{"keyboard": \#(keyboard), "animation": {"duration": 0.25, "curve": 7}}"#.utf8))
        XCTAssertTrue(update.revealsFocus)
        // Written again: as before; one that does not reveal says so, and round-trips.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertFalse(String(decoding: try encoder.encode(update), as: UTF8.self).contains("revealsFocus"))
        var hiding = update
        hiding.revealsFocus = false
        XCTAssertEqual(try JSONDecoder().decode(KeyboardUpdate.self, from: try encoder.encode(hiding)), hiding)
        var insetOnly = KeyboardTracker(
            screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844), configuration: .init(nonLocalKeyboardPolicy: .insetOnly))
        _ = insetOnly.receive(KeyboardEvent(phase: .willShow, endFrame: frame(height: 291, on: phone), isLocal: false))
        XCTAssertEqual(try JSONDecoder().decode(KeyboardTracker.self, from: try encoder.encode(insetOnly)), insetOnly)
        // Whose event came last (rule 1) round-trips, and is written only when it was another app's.
        XCTAssert(String(decoding: try encoder.encode(insetOnly), as: UTF8.self).contains(#""otherAppsKeyboardShownSinceLocal":true"#))
        XCTAssertFalse(String(decoding: try encoder.encode(tracker), as: UTF8.self).contains("otherAppsKeyboardShownSinceLocal"))
        XCTAssertFalse(String(decoding: try encoder.encode(tracker), as: UTF8.self).contains("RevealsFocus"))
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
            var policy: NonLocalKeyboardPolicy
            var events: [KeyboardEvent]
            var description: String {
                "screen \(screen) policy \(policy)\n"
                    + events.map { "  \($0.phase) \($0.endFrame) local \($0.isLocal)" }.joined(separator: "\n")
            }
        }
        let generator = Generator { draws -> Stream in
            let screen = Generator<LayoutRect>.screen.generate(&draws)
            let events = (0..<draws.integer(in: 1...40)).map { _ -> KeyboardEvent in
                var frame = Generator<KeyboardState>.any(on: screen).generate(&draws).frame
                if draws.chance(0.3) { frame = frame.offsetBy(dx: 0, dy: draws.double(in: -0.6...0.6)) }  // tiny wobbles
                if draws.chance(0.05) { frame = .zero }  // a floating keyboard dragged: no position
                return KeyboardEvent(
                    phase: draws.pick(from: KeyboardEvent.Phase.allCases) ?? .willShow, endFrame: frame,
                    animation: KeyboardAnimation(
                        duration: draws.double(in: 0...0.5), curve: AnimationCurve(rawValue: draws.integer(in: 0...8))),
                    isLocal: !draws.chance(0.2))
            }
            return Stream(screen: screen, policy: draws.pick(from: NonLocalKeyboardPolicy.allCases) ?? .ignore, events: events)
        }
        checkProperty(generator) { stream in
            var tracker = KeyboardTracker(screenBounds: stream.screen, configuration: .init(nonLocalKeyboardPolicy: stream.policy))
            var reference = TrackerReference(policy: stream.policy, screenBounds: stream.screen)
            for event in stream.events {
                let before = tracker
                let update = tracker.receive(event)
                // The keyboard is exactly the event's, canonicalised, unless rules 0 and 1 drop it.
                let expected = reference.keyboard(after: event)
                let dropped = reference.drops(event)
                let reveals = reference.reveals(after: event)
                reference.receive(event)
                if dropped {
                    try require(tracker.holdsTheSameKeyboards(as: before), "a dropped event changed the tracker")
                    try require(update == nil)
                    continue
                }
                try requireEqual(tracker.keyboard, expected)
                // It reveals the focus unless it is another app's, on screen, under inset-only.
                try requireEqual(tracker.keyboardRevealsFocus, reveals)
                // An update is reported exactly when the reported keyboard (or whether it reveals)
                // changed, and carries it.
                try requireEqual(update?.keyboard, update == nil ? nil : tracker.reportedKeyboard)
                try requireEqual(update?.revealsFocus, update == nil ? nil : tracker.reportedKeyboardRevealsFocus)
                let changed =
                    tracker.reportedKeyboard != before.reportedKeyboard
                    || tracker.reportedKeyboardRevealsFocus != before.reportedKeyboardRevealsFocus
                try require((update != nil) == changed, "update \(update != nil) but reported keyboard changed \(changed)")
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
