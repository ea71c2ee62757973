import KeyboardAvoidance
import KeyboardAvoidanceTool

// The tracker cases (SPEC §7, §7.1).

extension ConformanceVectors {
    /// The tracker cases: shows, sub-threshold wobbles, moves of exactly the threshold, a keyboard
    /// that ends within the edge tolerance below the screen, height changes, another app's
    /// keyboard, a floating keyboard, a hide whose frame is still on the screen, hides; the default
    /// configuration (omitted, so that a port's defaults are checked), thresholds of 0, −1, 1 and
    /// 2.25, and each non-local policy (another app's keyboard taking over at the same frame,
    /// changing, hiding, and this app's coming back); frame changes with no position, and another
    /// app's hide under each policy, after another app's frame with no position, after this app's
    /// own, after this app's repeated show, after another app's frame change, and late.
    static func trackerCases() -> [TrackerCase] {
        let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
        func docked(_ height: Double) -> LayoutRect { KeyboardState.docked(height: height, screenBounds: screen).frame }
        func lowered(_ frame: LayoutRect, by distance: Double) -> LayoutRect { frame.offsetBy(dx: 0, dy: distance) }
        let showing = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .didShow, endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291.4), animation: KeyboardAnimation(duration: 0.1, curve: .easeOut)),
            // Exactly 0.5, 1 and 2.25 from what was last reported under each threshold.
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291.5)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(292.5)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(294.75)),
            // 0.4 below the screen: still docked (within the tolerance), so not a new placement.
            KeyboardEvent(phase: .willChangeFrame, endFrame: lowered(docked(294.75), by: 0.4)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(336), animation: KeyboardAnimation(duration: 0.25, curve: .easeInOut)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(400), isLocal: false),
        ]
        let leaving = [
            KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 35, y: 420.5, width: 320, height: 250)),
            KeyboardEvent(phase: .willShow, endFrame: docked(300), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(336)),
            // A hide whose end frame is still on the screen: a hide all the same.
            KeyboardEvent(phase: .willHide, endFrame: docked(336)),
            KeyboardEvent(phase: .didHide, endFrame: LayoutRect(x: 0, y: 844, width: 390, height: 336)),
        ]
        let configurations: [(String, KeyboardTracker.Configuration?)] = [
            ("default", nil),
            ("threshold-0-and-other-apps", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid, minimumChange: 0)),
            ("threshold-negative", KeyboardTracker.Configuration(minimumChange: -1)),
            ("threshold-0", KeyboardTracker.Configuration(minimumChange: 0)),
            ("threshold-1", KeyboardTracker.Configuration(minimumChange: 1)),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25)),
        ]
        var result: [TrackerCase] = []
        // A move of exactly the threshold is an update, under each positive threshold.
        for (name, configuration, threshold) in [
            ("default", nil, 0.5), ("threshold-1", KeyboardTracker.Configuration(minimumChange: 1), 1.0),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25), 2.25),
        ] as [(String, KeyboardTracker.Configuration?, Double)] {
            let events = [
                KeyboardEvent(phase: .willShow, endFrame: docked(291)),
                KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291 + threshold)),
            ]
            result.append(
                TrackerCase(name: "tracker/exact-threshold/\(name)", screenBounds: screen, configuration: configuration, events: events))
        }
        // Each of the four edges alone (SPEC §7 rule 4): a floating keyboard's left, top, right and
        // bottom edge moved by the threshold is an update, by less is not.
        let cardKeyboard = LayoutRect(x: 35, y: 400, width: 320, height: 250)
        for (edge, moved) in [
            ("left", LayoutRect(minX: 35.5, minY: 400, maxX: 355, maxY: 650)),
            ("top", LayoutRect(minX: 35, minY: 400.5, maxX: 355, maxY: 650)),
            ("right", LayoutRect(minX: 35, minY: 400, maxX: 355.5, maxY: 650)),
            ("bottom", LayoutRect(minX: 35, minY: 400, maxX: 355, maxY: 650.5)),
        ] {
            let nudged = LayoutRect(
                minX: (cardKeyboard.minX + moved.minX) / 2, minY: (cardKeyboard.minY + moved.minY) / 2,
                maxX: (cardKeyboard.maxX + moved.maxX) / 2,
                maxY: (cardKeyboard.maxY + moved.maxY) / 2)
            let events = [
                KeyboardEvent(phase: .willShow, endFrame: cardKeyboard), KeyboardEvent(phase: .willChangeFrame, endFrame: nudged),
                KeyboardEvent(phase: .willChangeFrame, endFrame: moved),
            ]
            result.append(TrackerCase(name: "tracker/\(edge)-edge-alone", screenBounds: screen, configuration: nil, events: events))
            result.append(
                TrackerCase(
                    name: "tracker/\(edge)-edge-alone/threshold-0.25", screenBounds: screen,
                    configuration: KeyboardTracker.Configuration(minimumChange: 0.25), events: events))
        }
        // A change of placement alone is an update, whatever the distance: 0.2 pt takes a keyboard
        // ending 0.9 below the screen (docked, within the tolerance) to 1.1 below (minimized).
        for (name, configuration) in [
            ("default", nil), ("threshold-1", KeyboardTracker.Configuration(minimumChange: 1)),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25)),
        ] as [(String, KeyboardTracker.Configuration?)] {
            result.append(
                TrackerCase(
                    name: "tracker/placement-change-alone/\(name)", screenBounds: screen, configuration: configuration,
                    events: [
                        KeyboardEvent(phase: .willShow, endFrame: lowered(docked(291), by: 0.9)),
                        KeyboardEvent(phase: .willChangeFrame, endFrame: lowered(docked(291), by: 1.1)),
                    ]))
        }
        for (sequence, events) in [("show-and-change", showing), ("float-and-hide", leaving), ("whole-session", showing + leaving)] {
            for (name, configuration) in configurations {
                result.append(
                    TrackerCase(name: "tracker/\(sequence)/\(name)", screenBounds: screen, configuration: configuration, events: events))
            }
        }
        // Added with the inset-only policy, after every earlier case so that those stay as they were:
        // the sequences above under it, and another app's keyboard taking over this app's at the same
        // frame, changing height, hiding, and this app's coming back at the same frame (a change of
        // owner alone is an update under inset-only, and nothing under the other policies).
        let insetOnly = KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly)
        for (sequence, events) in [("show-and-change", showing), ("float-and-hide", leaving), ("whole-session", showing + leaving)] {
            result.append(
                TrackerCase(name: "tracker/\(sequence)/inset-only", screenBounds: screen, configuration: insetOnly, events: events))
        }
        let otherApps = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(336), isLocal: false),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(336), by: 336), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291)),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(291), by: 291)),
        ]
        // Under two more thresholds too: a change of owner alone is an update whatever the threshold,
        // and each misreading of the policy then changes at least three vectors (VECTORS.md).
        for (name, configuration) in [
            ("default", nil), ("other-apps-avoided", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid)),
            ("inset-only", insetOnly),
            ("inset-only-threshold-0", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 0)),
            ("inset-only-threshold-2.25", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 2.25)),
        ] as [(String, KeyboardTracker.Configuration?)] {
            result.append(
                TrackerCase(
                    name: "tracker/other-apps-keyboard/\(name)", screenBounds: screen, configuration: configuration, events: otherApps))
        }
        // Added with rule 0 and rule 1's exception for hides (SPEC §7): a frame change to
        // (0, 0, 0, 0), which iPadOS posts while a floating keyboard is dragged, changes nothing,
        // a will- or didChangeFrame alike, between a floating keyboard and a docked one; a show or a
        // hide with that frame is a hide, and so is a zero-size frame anywhere else. Another app's
        // hide right after another app's event hides, by its phase (an on-screen frame) or by a
        // frame off the screen; after this app's own show it is a late one, and dropped.
        let floating = LayoutRect(x: 35, y: 400, width: 320, height: 250)
        let noPosition = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: .zero),
            KeyboardEvent(phase: .willChangeFrame, endFrame: floating),
            KeyboardEvent(phase: .willChangeFrame, endFrame: .zero),
            KeyboardEvent(phase: .didChangeFrame, endFrame: .zero),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291)),
            KeyboardEvent(phase: .willShow, endFrame: .zero),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291)),
            KeyboardEvent(phase: .willHide, endFrame: .zero),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: LayoutRect(x: 0, y: 844, width: 0, height: 0)),
        ]
        let otherAppsHide = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willShow, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willHide, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291)),
            KeyboardEvent(phase: .didHide, endFrame: lowered(docked(291), by: 291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(336), isLocal: false),
            KeyboardEvent(phase: .willChangeFrame, endFrame: lowered(docked(336), by: 336), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291)),
        ]
        for (name, configuration) in [
            ("default", nil), ("threshold-0", KeyboardTracker.Configuration(minimumChange: 0)), ("inset-only", insetOnly),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25)),
        ] as [(String, KeyboardTracker.Configuration?)] {
            result.append(
                TrackerCase(name: "tracker/no-position/\(name)", screenBounds: screen, configuration: configuration, events: noPosition))
            result.append(
                TrackerCase(
                    name: "tracker/other-apps-hide/\(name)", screenBounds: screen, configuration: configuration, events: otherAppsHide))
        }
        // Added when a port from SPEC.md alone found readings of rules 0 and 1 that no case told
        // apart: rule 0 holds for another app's frame changes too, and before rule 1 (its
        // (0, 0, 0, 0) is no hide, though another app's keyboard has shown); any event of this
        // app's that changes nothing ends "another app's keyboard has shown", so another app's hide
        // after it is a late one, but one rule 0 drops does not; an on-screen frame change of
        // another app's starts it, not only a show; and every policy drops a late hide.
        let otherAppsNoPosition = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willShow, endFrame: docked(300), isLocal: false),
            KeyboardEvent(phase: .willChangeFrame, endFrame: .zero, isLocal: false),
            KeyboardEvent(phase: .didChangeFrame, endFrame: .zero, isLocal: false),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(300), by: 300), isLocal: false),
        ]
        let localNoPositionThenLateHide = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willShow, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willChangeFrame, endFrame: .zero),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(291), by: 291), isLocal: false),
        ]
        let repeatedShowThenLateHide = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willShow, endFrame: docked(291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(291)),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(291), by: 291), isLocal: false),
        ]
        let otherAppsFrameThenHide = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willChangeFrame, endFrame: docked(300), isLocal: false),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(300), by: 300), isLocal: false),
        ]
        let lateHide = [
            KeyboardEvent(phase: .willShow, beginFrame: docked(0), endFrame: docked(291)),
            KeyboardEvent(phase: .willHide, endFrame: lowered(docked(291), by: 291), isLocal: false),
            KeyboardEvent(phase: .willShow, endFrame: docked(336)),
            KeyboardEvent(phase: .didHide, endFrame: lowered(docked(336), by: 336), isLocal: false),
        ]
        let ignoring: [(String, KeyboardTracker.Configuration?)] = [
            ("default", nil), ("threshold-0", KeyboardTracker.Configuration(minimumChange: 0)),
            ("threshold-2.25", KeyboardTracker.Configuration(minimumChange: 2.25)),
        ]
        let tracking: [(String, KeyboardTracker.Configuration?)] = [
            ("inset-only", insetOnly),
            ("inset-only-threshold-0", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 0)),
            ("inset-only-threshold-2.25", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly, minimumChange: 2.25)),
            ("other-apps-avoided", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid)),
            ("other-apps-avoided-threshold-0", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid, minimumChange: 0)),
            ("other-apps-avoided-threshold-2.25", KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .avoid, minimumChange: 2.25)),
        ]
        for (sequence, events, configurations) in [
            ("other-apps-no-position", otherAppsNoPosition, ignoring + tracking),
            ("no-position-then-late-hide", localNoPositionThenLateHide, ignoring + tracking),
            ("repeated-show-then-late-hide", repeatedShowThenLateHide, ignoring),
            ("other-apps-frame-then-hide", otherAppsFrameThenHide, ignoring),
            ("late-hide", lateHide, ignoring + tracking),
        ] as [(String, [KeyboardEvent], [(String, KeyboardTracker.Configuration?)])] {
            for (name, configuration) in configurations {
                result.append(
                    TrackerCase(name: "tracker/\(sequence)/\(name)", screenBounds: screen, configuration: configuration, events: events))
            }
        }
        return result
    }
}
