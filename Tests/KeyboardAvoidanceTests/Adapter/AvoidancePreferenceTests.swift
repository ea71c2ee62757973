import KeyboardAvoidance
import KeyboardAvoidanceTesting
import TestFixtures
import XCTest

/// SPEC §14.7: the preference in force for a focus, over random chains of screens.
final class AvoidancePreferenceTests: XCTestCase {
    typealias Preference = AvoidancePreference<BuiltInStrategy>

    /// A chain of up to eight screens, outermost first, each stating nothing or some fields.
    static var chains: Generator<[Preference?]> {
        Generator { draws in
            (0..<draws.integer(in: 0...8)).map { _ -> Preference? in
                guard draws.chance(0.7) else { return nil }
                let strategy: BuiltInStrategy? =
                    draws.chance(0.5)
                    ? draws.pick(
                        .standard, .scrollInset(ScrollInsetStrategy()), .viewShift(ViewShiftStrategy()), .resize(ResizeStrategy()),
                        .centering(CenteringStrategy()), .contentGrowth(ContentGrowthStrategy())) : nil
                let margins: FocusMargins? =
                    draws.chance(0.4) ? FocusMargins(top: draws.pick(0, 8, 16), bottom: draws.pick(0, 10, 24)) : nil
                let isEnabled: Bool? = draws.chance(0.3) ? draws.chance(0.5) : nil
                return Preference(strategy: strategy, margins: margins, isEnabled: isEnabled)
            }
        }
    }

    func testEachFieldComesFromTheInnermostScreenThatStatesIt() {
        checkProperty(Self.chains) { chain in
            let inForce = Preference.inForce(along: chain)
            // Written out again: walk inwards-out and take the first statement of each field.
            let inwards = chain.reversed().compactMap { $0 }
            XCTAssertEqual(inForce.strategy, inwards.first { $0.strategy != nil }?.strategy)
            XCTAssertEqual(inForce.margins, inwards.first { $0.margins != nil }?.margins)
            XCTAssertEqual(inForce.isEnabled, inwards.first { $0.isEnabled != nil }?.isEnabled)
        }
    }

    func testScreensAroundNeverOverrideWhatAnInnerScreenStates() {
        checkProperty(zip(Self.chains, Self.chains)) { outer, inner in
            let alone = Preference.inForce(along: inner)
            let within = Preference.inForce(along: outer + inner)
            if let strategy = alone.strategy { XCTAssertEqual(within.strategy, strategy) }
            if let margins = alone.margins { XCTAssertEqual(within.margins, margins) }
            if let isEnabled = alone.isEnabled { XCTAssertEqual(within.isEnabled, isEnabled) }
            // And a screen that states nothing changes nothing, wherever it is.
            XCTAssertEqual(Preference.inForce(along: outer + [nil, Preference()] + inner), within)
        }
    }

    func testAHandComputedChain() {
        // The window's adapter; a navigation controller disabling it; a form screen inside enabling it
        // again with view shift; a field's container with its own margins.
        let chain: [Preference?] = [
            nil, .disabled, Preference(strategy: .viewShift(ViewShiftStrategy()), isEnabled: true), nil,
            Preference(margins: FocusMargins(top: 0, bottom: 24)),
        ]
        XCTAssertEqual(
            Preference.inForce(along: chain),
            Preference(strategy: .viewShift(ViewShiftStrategy()), margins: FocusMargins(top: 0, bottom: 24), isEnabled: true))
        XCTAssertEqual(Preference.inForce(along: chain.prefix(2)), .disabled)
        XCTAssertEqual(Preference.inForce(along: []), Preference())
    }

    func testTheBuiltInStrategyEvaluatesTheOneItHoldsAndRoundTripsThroughJSON() throws {
        // Each strategy answers the form differently (scroll inset 101, centring 316, resize 291, …), so a
        // case evaluating the wrong one fails.
        let layout = PhoneForm.layout()
        let keyboard = PhoneForm.keyboard
        let cases: [(BuiltInStrategy, any KeyboardAvoidanceStrategy)] = [
            (.standard, ScrollInsetStrategy(shiftsRootViewForRemainder: true)), (.viewShift(ViewShiftStrategy()), ViewShiftStrategy()),
            (.contentGrowth(ContentGrowthStrategy()), ContentGrowthStrategy()), (.centering(CenteringStrategy()), CenteringStrategy()),
            (.resize(ResizeStrategy(usesBottomSafeArea: false)), ResizeStrategy(usesBottomSafeArea: false)),
        ]
        let answers = cases.map { $0.1.adjustment(for: layout, keyboard: keyboard) }
        XCTAssertEqual(Set(answers).count, cases.count, "five different answers")
        for (builtIn, strategy) in cases {
            XCTAssertEqual(builtIn.adjustment(for: layout, keyboard: keyboard), strategy.adjustment(for: layout, keyboard: keyboard))
            let data = try JSONEncoder().encode(builtIn)
            XCTAssertEqual(try JSONDecoder().decode(BuiltInStrategy.self, from: data), builtIn)
        }
        let preference = AvoidancePreference(strategy: BuiltInStrategy.standard, margins: .default, isEnabled: true)
        XCTAssertEqual(
            try JSONDecoder().decode(AvoidancePreference<BuiltInStrategy>.self, from: JSONEncoder().encode(preference)), preference)
    }
}
