import Foundation
import XCTest

@testable import KeyboardAvoidance

/// Hand-computed traces of SPEC §14.8 on §14.5's phone form: a 390 × 844 phone (safe area 59 top,
/// 34 bottom), keys 0 the window, 1 the root view, 2 the scroll view, 3 and 4 the fields.
final class AvoidanceRecorderTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private var world = AvoiderWorld.phoneForm()

    override func setUp() {
        world = AvoiderWorld.phoneForm()
    }

    private func keyboard(_ phase: KeyboardEvent.Phase, height: Double) -> KeyboardEvent {
        KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height))
    }

    private static func kind(_ key: Int) -> String { key == 2 ? "UIScrollView" : key >= 3 ? "UITextField" : "UIView" }

    /// Focus on the field at 600, a 291 pt keyboard, the caret, the focus moving to the field at
    /// 800, and the keyboard hiding: five steps, through a recorder of `capacity`.
    private func recordWalk(capacity: Int = 10) throws -> (AvoidanceRecorder<Int, BuiltInStrategy>, [AvoidanceUpdate<Int>?]) {
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .scrollInset(ScrollInsetStrategy()), screenBounds: screen)
        var recorder = AvoidanceRecorder(avoider: avoider, capacity: capacity, kind: Self.kind)
        var answers: [AvoidanceUpdate<Int>?] = []
        func take(_ input: AvoidanceInput<Int>) {
            let answer = recorder.receive(input, by: &avoider, kind: Self.kind)
            world.apply(answer)
            answers.append(answer)
        }
        world.focus = 3
        take(.focusBegan(try XCTUnwrap(world.observation())))
        take(.keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        world.caret = LayoutRect(x: 0, y: 0, width: 2, height: 20)
        take(.caretMoved(try XCTUnwrap(world.observation())))
        world.caret = nil
        world.focus = 4
        take(.focusBegan(try XCTUnwrap(world.observation())))
        take(.keyboard(keyboard(.willHide, height: 291), screen: world.observation()))
        return (recorder, answers)
    }

    func testAWalkIsRecordedWithItsViewsNamedAndReplaysAsRecorded() throws {
        let (recorder, answers) = try recordWalk()
        let trace = recorder.trace
        XCTAssertEqual(trace.steps.count, 5)
        XCTAssertEqual(trace.droppedSteps, 0)
        XCTAssertEqual(trace.start.adjustedViews, [], "recording began at rest")
        // Named in the order first seen, the kind first: the window, the root, the scroll view, the field.
        guard case .receive(.focusBegan(let first)) = trace.steps[0].action else { return XCTFail("\(trace.steps[0].action)") }
        XCTAssertEqual(first.viewKeys, ["UIView 1", "UIView 2", "UIScrollView 3", "UITextField 4", "UITextField 5"])
        XCTAssertNil(trace.steps[0].answer, "no keyboard yet: nothing to do")
        // Shown: inset 291 − 34 = 257, offset 644 + 10 − 553 = 101, on the scroll view.
        let shown = try XCTUnwrap(trace.steps[1].answer)
        XCTAssertEqual(shown.changes.map(\.view), ["UIScrollView 3"])
        XCTAssertEqual(shown.changes.first?.values.scrollView?.contentInsets.bottom, 257)
        XCTAssertEqual(shown.changes.first?.values.scrollView?.contentOffset.y, 101)
        // The field at 800 is the fifth view named (the observation holds both fields); moving to it scrolls to 844 + 10 − 553 = 301.
        guard case .receive(.focusBegan(let moved)) = trace.steps[3].action else { return XCTFail("\(trace.steps[3].action)") }
        XCTAssertEqual(moved.viewKeys.last, "UITextField 5")
        XCTAssertEqual(trace.steps[3].answer?.changes.first?.values.scrollView?.contentOffset.y, 301)
        // Hidden: the scroll view's own values back.
        XCTAssertEqual(trace.steps[4].answer?.changes.map(\.isRestoring), [true])
        // The recorded answers are the avoider's, renamed.
        XCTAssertEqual(trace.steps.map { $0.answer?.changes.count }, answers.map { $0?.changes.count })
        let replayed = trace.replay()
        XCTAssertEqual(replayed.map(\.number), [0, 1, 2, 3, 4])
        XCTAssertEqual(replayed.filter(\.differs).map(\.number), [])
        XCTAssertEqual(replayed.map(\.replayed), trace.steps.map(\.answer))
        XCTAssertNil(trace.firstDifference())
        XCTAssertEqual(replayed[1].keyboard.frame.minY, 553)
        XCTAssertNotNil(replayed[4].restingScreen, "the keyboard hid, the focus stays: the screen is kept")
    }

    func testABoundedRecorderKeepsTheLastStepsAndReplaysFromAfterTheDroppedOnes() throws {
        let (recorder, _) = try recordWalk(capacity: 2)
        let trace = recorder.trace
        XCTAssertEqual(trace.steps.count, 2)
        XCTAssertEqual(trace.droppedSteps, 3)
        // The start is the avoider after the first three steps: the scroll view inset and scrolled.
        XCTAssertEqual(trace.start.adjustedViews, ["UIScrollView 3"])
        XCTAssertEqual(trace.start.presentedKeyboard.frame.minY, 553)
        let (unbounded, _) = try recordWalkAfresh()
        XCTAssertEqual(trace.steps, Array(unbounded.trace.steps.suffix(2)))
        let replayed = trace.replay()
        XCTAssertEqual(replayed.map(\.number), [3, 4])
        XCTAssertNil(trace.firstDifference())
    }

    /// ``recordWalk(capacity:)`` on a fresh world.
    private func recordWalkAfresh() throws -> (AvoidanceRecorder<Int, BuiltInStrategy>, [AvoidanceUpdate<Int>?]) {
        world = AvoiderWorld.phoneForm()
        return try recordWalk()
    }

    func testAnAnswerEditedBeyondTheToleranceIsTheStepThatDiffers() throws {
        var trace = try recordWalk().0.trace
        let replayTolerance = AvoidanceTrace<BuiltInStrategy>.replayTolerance
        XCTAssertEqual(replayTolerance, 1e-6)
        // Within the tolerance: the same.
        trace.steps[1].answer?.changes[0].values.scrollView?.contentOffset.y += replayTolerance / 2
        XCTAssertNil(trace.firstDifference())
        // Beyond it: step 1 differs, on the scroll view.
        trace.steps[1].answer?.changes[0].values.scrollView?.contentOffset.y += replayTolerance
        let difference = try XCTUnwrap(trace.firstDifference())
        XCTAssertEqual(difference.number, 1)
        XCTAssertEqual(difference.differingViews, ["UIScrollView 3"])
        XCTAssertEqual(trace.replay().filter(\.differs).map(\.number), [1])
        // An answer recorded where the replay has none, and a different animation, differ too.
        var extra = try recordWalkAfresh().0.trace
        extra.steps[0].answer = extra.steps[1].answer
        XCTAssertEqual(extra.firstDifference()?.number, 0)
        var animated = try recordWalkAfresh().0.trace
        animated.steps[1].answer?.animation.duration += 0.1
        XCTAssertEqual(animated.firstDifference()?.number, 1)
        XCTAssertEqual(animated.firstDifference()?.differingViews, [], "the values are the same, the animation is not")
    }

    func testAnotherStrategyReplaysOtherwise() throws {
        // Under view shift the trace's scroll view is not set: the keyboard's step differs.
        let trace = try recordWalk().0.trace
        XCTAssertNil(trace.firstDifference())
        let shifted = trace.replay(strategy: .viewShift(ViewShiftStrategy()))
        XCTAssertEqual(shifted.first { $0.differs }?.number, 1)
        XCTAssertEqual(shifted[1].strategy, .viewShift(ViewShiftStrategy()))
    }

    func testAStrategyChangedBetweenStepsIsRecordedWithTheStep() throws {
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .standard, screenBounds: screen)
        var recorder = AvoidanceRecorder(avoider: avoider, kind: Self.kind)
        world.focus = 3
        _ = recorder.receive(.focusBegan(try XCTUnwrap(world.observation())), by: &avoider, kind: Self.kind)
        avoider.strategy = .viewShift(ViewShiftStrategy())
        _ = recorder.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation()), by: &avoider, kind: Self.kind)
        _ = recorder.receive(.keyboard(keyboard(.willHide, height: 291), screen: world.observation()), by: &avoider, kind: Self.kind)
        let trace = recorder.trace
        XCTAssertEqual(trace.steps.map(\.strategy), [nil, .viewShift(ViewShiftStrategy()), nil])
        XCTAssertEqual(trace.start.strategy, .standard)
        XCTAssertNil(trace.firstDifference())
        XCTAssertEqual(trace.replay().map(\.strategy), [.standard, .viewShift(ViewShiftStrategy()), .viewShift(ViewShiftStrategy())])
    }

    func testRecordingBeganMidWayStartsFromTheAvoidersStateWithItsViewsNamed() throws {
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .scrollInset(ScrollInsetStrategy()), screenBounds: screen)
        world.focus = 3
        world.apply(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        var recorder = AvoidanceRecorder(avoider: avoider, kind: Self.kind)
        XCTAssertEqual(
            recorder.trace.start.restingScreen?.viewKeys, ["UIView 1", "UIView 2", "UIScrollView 3", "UITextField 4", "UITextField 5"])
        XCTAssertEqual(recorder.trace.start.adjustedViews, ["UIScrollView 3"])
        let hidden = recorder.receive(
            .keyboard(keyboard(.willHide, height: 291), screen: world.observation()), by: &avoider, kind: Self.kind)
        XCTAssertEqual(recorder.trace.steps.first?.answer?.changes.map(\.view), ["UIScrollView 3"])
        XCTAssertEqual(hidden?.changes.map(\.view), [2])
        XCTAssertNil(recorder.trace.firstDifference())
    }

    func testAReadBackAndARestoreAreSteps() throws {
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .scrollInset(ScrollInsetStrategy()), screenBounds: screen)
        var recorder = AvoidanceRecorder(avoider: avoider, kind: Self.kind)
        world.focus = 3
        world.apply(
            recorder.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation()), by: &avoider, kind: Self.kind))
        // The app sets its own bottom inset, 40; the adapter reads it back, then is removed.
        world.appSetsBottomInset(2, to: 40)
        recorder.readBack(world.shownValues(of: avoider.adjustedViews), by: &avoider, kind: Self.kind)
        let restored = recorder.restoreAll(by: &avoider, kind: Self.kind)
        XCTAssertEqual(restored?.changes.first?.values.scrollView?.contentInsets.bottom, 40)
        let trace = recorder.trace
        guard case .readBack(let shown) = trace.steps[1].action else { return XCTFail("\(trace.steps[1].action)") }
        XCTAssertEqual(Array(shown.keys), ["UIScrollView 3"])
        XCTAssertNil(trace.steps[1].answer)
        XCTAssertEqual(trace.steps[2].action, .restoreAll)
        XCTAssertEqual(trace.steps[2].answer?.changes.first?.values.scrollView?.contentInsets.bottom, 40)
        XCTAssertEqual(
            trace.steps.map(\.action.description), ["keyboard willShow to x 0…390, y 553…844", "read back 1 view", "restore all"])
        XCTAssertNil(trace.firstDifference())
    }

    func testAViewNoKeptStepMentionsIsNamedAfreshWhenSeenAgain() throws {
        // Capacity 1: every step drops the one before, and the names go with it.
        var avoider = KeyboardAvoider<Int, BuiltInStrategy>(strategy: .scrollInset(ScrollInsetStrategy()), screenBounds: screen)
        var recorder = AvoidanceRecorder(avoider: avoider, capacity: 1, kind: Self.kind)
        world.focus = 3
        _ = recorder.receive(.focusBegan(try XCTUnwrap(world.observation())), by: &avoider, kind: Self.kind)
        _ = recorder.receive(.focusEnded, by: &avoider, kind: Self.kind)
        _ = recorder.receive(.screenChanged(bounds: screen), by: &avoider, kind: Self.kind)
        _ = recorder.receive(.focusBegan(try XCTUnwrap(world.observation())), by: &avoider, kind: Self.kind)
        let trace = recorder.trace
        XCTAssertEqual(trace.droppedSteps, 3)
        guard case .receive(.focusBegan(let again)) = trace.steps[0].action else { return XCTFail("\(trace.steps[0].action)") }
        XCTAssertEqual(
            again.viewKeys, ["UIView 6", "UIView 7", "UIScrollView 8", "UITextField 9", "UITextField 10"],
            "named afresh, never reusing a name")
        XCTAssertNil(trace.firstDifference())
    }

    func testATraceDecodesOnlyItsFormatAndVersion() throws {
        let trace = try recordWalk().0.trace
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(trace)
        let decoded = try JSONDecoder().decode(AvoidanceTrace<BuiltInStrategy>.self, from: json)
        XCTAssertEqual(try encoder.encode(decoded), json)
        var object = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(object["format"] as? String, "keyboard-avoidance-trace")
        XCTAssertEqual(object["version"] as? Int, 1)
        for (key, value, expected) in [
            ("format", "keyboard-avoidance-vectors" as Any, "format"), ("version", 2 as Any, "version"),
            ("droppedSteps", -1 as Any, "droppedSteps"),
        ] {
            var edited = object
            edited[key] = value
            let data = try JSONSerialization.data(withJSONObject: edited)
            XCTAssertThrowsError(try JSONDecoder().decode(AvoidanceTrace<BuiltInStrategy>.self, from: data)) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), [expected])
            }
        }
        object["start"] = nil
        XCTAssertThrowsError(
            try JSONDecoder().decode(AvoidanceTrace<BuiltInStrategy>.self, from: JSONSerialization.data(withJSONObject: object)))
    }
}
