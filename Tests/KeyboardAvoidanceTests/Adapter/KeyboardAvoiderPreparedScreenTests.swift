import XCTest

@testable import KeyboardAvoidance

/// What the avoider keeps between inputs never changes an answer (SPEC §14.3).
///
/// Every input is answered as the same avoider with nothing kept — no prepared screen, no arrays —
/// answers it. `@testable`, to empty what is kept (``KeyboardAvoider/derived``).
final class KeyboardAvoiderPreparedScreenTests: XCTestCase {
    /// Scroll inset, or an app's strategy that sets nothing at all (not even a scroll view's
    /// resting values), so that the avoider forgets the views it set.
    enum SwitchedStrategy: KeyboardAvoidanceStrategy, Hashable {
        case scrollInset
        case nothing

        func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
            switch self {
            case .scrollInset: ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
            case .nothing: KeyboardAdjustment(container: nil)
            }
        }
    }

    /// The avoider's answer to an input, and the answer of the same avoider with nothing kept.
    private func answers(
        _ avoider: inout KeyboardAvoider<Int, SwitchedStrategy>, _ input: AvoidanceInput<Int>
    ) -> (kept: AvoidanceUpdate<Int>?, afresh: AvoidanceUpdate<Int>?) {
        var afresh = avoider
        afresh.derived = .init()
        let expected = afresh.receive(input)
        return (avoider.receive(input), expected)
    }

    private func keyboard(_ phase: KeyboardEvent.Phase, height: Double) -> KeyboardEvent {
        KeyboardEvent(phase: phase, endFrame: LayoutRect(x: 0, y: 844 - height, width: 390, height: height))
    }

    func testAViewForgottenWithItsRevealBaseIsRevealedFromRestAgain() throws {
        // SPEC §14.5's form: the field at y 600 under a 291 pt keyboard; scroll inset scrolls the form
        // by 101 (field bottom 644 + 10 at the keyboard's top 553).
        var world = AvoiderWorld.phoneForm()
        world.focus = 3
        var avoider = KeyboardAvoider<Int, SwitchedStrategy>(strategy: .scrollInset, screenBounds: world.screen)
        world.apply(avoider.receive(.keyboard(keyboard(.willShow, height: 291), screen: world.observation())))
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 101)
        // A caret move makes the 101 the form shows its reveal base; the strategy in force now sets
        // nothing, so the form gets its own offset, 0, back and the avoider forgets it, base and all.
        avoider.strategy = .nothing
        let caret = answers(&avoider, .caretMoved(try XCTUnwrap(world.observation())))
        XCTAssertEqual(caret.kept, caret.afresh)
        world.apply(caret.kept)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 0)
        // Scroll inset again, and a 216 pt keyboard with no new screen: revealed from rest (0), the
        // field (bottom 644 + 10) meets the keyboard's top at 628 after a scroll of 26. Revealed from
        // the forgotten base (101) it would look visible already and stay at 101.
        avoider.strategy = .scrollInset
        let shorter = answers(&avoider, .keyboard(keyboard(.willChangeFrame, height: 216), screen: nil))
        XCTAssertEqual(shorter.kept, shorter.afresh)
        world.apply(shorter.kept)
        XCTAssertEqual(world.liveScrollViews[2]?.offset.y, 26)
    }
}
