import Foundation
import KeyboardAvoidance
import XCTest

/// The avoider's per-frame form (SPEC §14.3) on SPEC §14.5's form: the keyboard evaluated at every
/// frame of its animation, against the end values a toolkit interpolates.
final class KeyboardAvoiderPerFrameTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    private var world = AvoiderWorld.phoneForm()
    private let perFrame = KeyboardAvoider<Int, ScrollInsetStrategy>.Configuration(animationForm: .perFrame)

    override func setUp() {
        world = AvoiderWorld.phoneForm()
    }

    private func keyboard(_ phase: KeyboardEvent.Phase, height: Double, isLocal: Bool = true) -> KeyboardEvent {
        KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height), isLocal: isLocal)
    }

    private func step(_ avoider: inout KeyboardAvoider<Int, ScrollInsetStrategy>, _ input: AvoidanceInput<Int>) -> AvoidanceUpdate<Int>? {
        let update = avoider.receive(input)
        world.apply(update)
        return update
    }

    private var inset: Double? { world.liveScrollViews[2]?.contentInsets.bottom }

    /// SPEC §10.1's worked example through the avoider: the show answers the begin values (nothing
    /// to change), and each frame the keyboard at that frame — the inset `max(0, 291p − 34)`, the
    /// offset `max(0, 291p − 190)` — where the end-values form answers 257 and 101 at once.
    func testTheShowFrameByFrame() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation())), "the begin values")
        XCTAssertEqual(avoider.presentedKeyboard, .hidden(screenBounds: screen))
        XCTAssertEqual(avoider.tracker.reportedKeyboard, .docked(height: 291, screenBounds: screen), "the tracker has the end")
        for (progress, expectedInset, expectedOffset) in [(0.25, 38.75, 0.0), (0.5, 111.5, 0), (0.75, 184.25, 28.25), (1, 257, 101)] {
            let update = try XCTUnwrap(step(&avoider, .keyboardFrame(progress: progress)))
            XCTAssertEqual(update.animation, .immediate)
            XCTAssertEqual(update.keyboard.frame.minY, 844 - 291 * progress, "the frame's keyboard")
            XCTAssertEqual(inset, expectedInset, "\(progress)")
            XCTAssertEqual(world.liveScrollViews[2]?.offset.y, expectedOffset, "\(progress)")
        }
        XCTAssertEqual(avoider.presentedKeyboard, avoider.tracker.reportedKeyboard)
        XCTAssertNil(step(&avoider, .keyboardFrame(progress: 1)), "landed")
        // The end-values form, the same show: 257 and 101 at once, in the keyboard's animation.
        var endValues = KeyboardAvoider<Int, ScrollInsetStrategy>(strategy: ScrollInsetStrategy(), screenBounds: screen)
        var other = AvoiderWorld.phoneForm()
        other.focus = 3
        let answer = try XCTUnwrap(endValues.receive(.keyboard(keyboard(.willShow, height: 291), screen: other.observation())))
        XCTAssertEqual(answer.animation, .keyboardDefault)
        XCTAssertEqual(answer.changes.first?.values.scrollView?.contentInsets.bottom, 257)
        XCTAssertEqual(answer.changes.first?.values.scrollView?.contentOffset.y, 101)
    }

    /// QuickType on, 291 → 335: nothing switches, so every frame is the end values interpolated.
    func testFramesAgreeWithInterpolationWhileNothingSwitches() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation())))
        for (progress, expectedInset, expectedOffset) in [(0.25, 268.0, 112.0), (0.5, 279, 123), (0.75, 290, 134), (1, 301, 145)] {
            _ = step(&avoider, .keyboardFrame(progress: progress))
            XCTAssertEqual(inset, expectedInset, "\(progress)")
            XCTAssertEqual(world.liveScrollViews[2]?.offset.y, expectedOffset, "\(progress)")
        }
    }

    func testAnyProgressIsAFiniteFrameAndTheEndsAreExact() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: .infinity))
        XCTAssertEqual(inset, 257)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // Back to the start: NaN and −∞ are progress 0, the begin values (the app's own).
        _ = step(&avoider, .keyboardFrame(progress: .nan))
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2])
        _ = step(&avoider, .keyboardFrame(progress: 1.5))
        XCTAssertEqual(inset, 257)
        _ = step(&avoider, .keyboardFrame(progress: -.infinity))
        XCTAssertEqual(world.liveScrollViews[2], world.ownScrollViews[2])
        XCTAssertEqual(avoider.adjustedViews, [], "the begin values are the app's own: nothing is adjusted")
    }

    /// Interrupted mid-flight: a caret move evaluates the keyboard where it is; a new keyboard event
    /// starts from there; a re-delivered event, or another app's ignored keyboard, changes nothing.
    func testAnAnimationInterrupted() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 4
        let show = keyboard(.willShow, height: 291)
        _ = step(&avoider, .keyboard(show, screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        // The keyboard's top at 698.5: the field at 800 (844 + 10 in content) needs 844 + 10 − 698.5 = 155.5.
        XCTAssertEqual(inset, 111.5)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 155.5)
        // A caret at the field's bottom half, mid-flight: evaluated on the keyboard at 0.5, not its end,
        // and from what the screen shows (SPEC §14.3's reveal base): at 155.5 the caret (820…840 in
        // content) shows, 840 + 10 − 155.5 = 694.5 above the keyboard's top, so nothing moves — from rest
        // it would have scrolled to 840 + 10 − 698.5 = 151.5, 4 pt back down.
        world.caret = LayoutRect(x: 4, y: 20, width: 2, height: 20)
        XCTAssertNil(step(&avoider, .caretMoved(try XCTUnwrap(world.observation()))))
        XCTAssertEqual(inset, 111.5)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 155.5)
        // Re-delivered, or another app's keyboard under the default policy: nothing, still mid-flight.
        XCTAssertNil(step(&avoider, .keyboard(show, screen: world.observation())))
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willShow, height: 400, isLocal: false), screen: world.observation())))
        XCTAssertEqual(avoider.presentedKeyboard.frame.minY, 698.5)
        // QuickType, 335: its animation starts where the keyboard is, at 698.5, not at 553.
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation())))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        XCTAssertEqual(avoider.presentedKeyboard.frame.minY, (698.5 + 509) / 2)
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertEqual(inset, 301)
    }

    /// What a keyboard input answers in the per-frame form — the begin values, here with a change
    /// the app made — is set at once: the frames that follow are the animation.
    func testAKeyboardInputsAnswerIsImmediate() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 1))
        // The app sets its own bottom inset 50, and QuickType appears: at its first frame the keyboard
        // is still 291 tall, so max(50, 257) = 257, at once (the app's inset lies under the keyboard,
        // SPEC §10.2); the frames then take it to max(50, 301) = 301.
        world.appSetsBottomInset(2, to: 50)
        let answer = try XCTUnwrap(step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335), screen: world.observation())))
        XCTAssertEqual(answer.animation, .immediate)
        XCTAssertEqual(inset, 257)
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertEqual(inset, 301)
    }

    func testAnImmediateChangeAndADragLandAtOnce() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        var immediate = keyboard(.willShow, height: 291)
        immediate.animation = .immediate
        let answer = try XCTUnwrap(step(&avoider, .keyboard(immediate, screen: world.observation())))
        XCTAssertEqual(answer.animation, .immediate)
        XCTAssertEqual(inset, 257)
        let dragged = avoider.tracker.reportedKeyboard.followingDrag(toTouchAt: 700)
        _ = step(&avoider, .keyboardDragged(frame: dragged.frame, screen: world.observation()))
        XCTAssertEqual(inset, 110)
    }

    func testARotationEndsTheAnimationOnTheNewScreen() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, configuration: perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        world.rotate()
        _ = step(&avoider, .layoutChanged(try XCTUnwrap(world.observation())))
        XCTAssertEqual(avoider.presentedKeyboard, avoider.tracker.reportedKeyboard)
        XCTAssertEqual(avoider.presentedKeyboard.screenBounds, world.screen)
    }

    /// Another app's keyboard taking over this app's, inset only: the reveal is not kept in between.
    func testInBetweenAKeyboardRevealsOnlyWhenBothEndsDo() throws {
        var avoider = KeyboardAvoider<Int, ScrollInsetStrategy>(
            strategy: ScrollInsetStrategy(), screenBounds: screen, trackerConfiguration: .init(nonLocalKeyboardPolicy: .insetOnly),
            configuration: perFrame)
        world.focus = 3
        _ = step(&avoider, .keyboard(keyboard(.willShow, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // The other app's keyboard, 335: no reveal from the first frame on, the inset growing with it.
        XCTAssertNil(step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 335, isLocal: false), screen: world.observation())))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        XCTAssertEqual(inset, 279)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertEqual(inset, 301)
        // This app's keyboard back, 291: still no reveal in between; the reveal at the end.
        _ = step(&avoider, .keyboard(keyboard(.willChangeFrame, height: 291), screen: world.observation()))
        _ = step(&avoider, .keyboardFrame(progress: 0.5))
        XCTAssertEqual(inset, 279)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        _ = step(&avoider, .keyboardFrame(progress: 1))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
    }

    func testTheConfigurationWrittenBeforeTheFormDecodes() throws {
        let json = #"{"focusAnimation": {"duration": 0.25, "curve": 7}, "layoutAnimation": {"duration": 0, "curve": 3}}"#
        let decoded = try JSONDecoder().decode(KeyboardAvoider<Int, ScrollInsetStrategy>.Configuration.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, .init())
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertFalse(String(decoding: try encoder.encode(decoded), as: UTF8.self).contains("animationForm"))
        XCTAssertEqual(
            try JSONDecoder().decode(KeyboardAvoider<Int, ScrollInsetStrategy>.Configuration.self, from: try encoder.encode(perFrame)),
            perFrame)
    }
}
