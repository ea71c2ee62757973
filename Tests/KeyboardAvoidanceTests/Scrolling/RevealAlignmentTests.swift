import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The reveal's alignment (SPEC §10.3): the least scroll, or a position in the visible band.
///
/// The exact cases use the phone form: viewport 852, hidden bands 59 / 336, range [−59, 1,000], and
/// a target (margins included) from 590 to 654: `highest = 590 − 59 = 531` puts its top on the
/// band's top, `lowest = 654 − 516 = 138` its bottom on the band's bottom.
final class RevealAlignmentTests: XCTestCase {
    private let range = ScrollRange(lower: -59, upper: 1_000)

    private func offset(_ alignment: RevealAlignment, top: Double = 590, bottom: Double = 654, from offset: Double = 0) -> Double {
        ScrollViewport(length: 852, hiddenStart: 59, hiddenEnd: 336, range: range).revealOffset(
            start: top, end: bottom, from: offset, alignment: alignment)
    }

    func testPositionsInTheVisibleBand() {
        XCTAssertEqual(offset(.leastScroll), 138)
        XCTAssertEqual(offset(.bottom), 138)
        XCTAssertEqual(offset(.top), 531)
        XCTAssertEqual(offset(.center), 334.5)
        XCTAssertEqual(offset(RevealAlignment(position: 0.25)), 432.75)
        // Clamped to the range: the top of a target near the content's end cannot reach the band's top.
        XCTAssertEqual(offset(.top, top: 1_490, bottom: 1_554), 1_000)
        // Out-of-range and NaN positions: clamped to 0...1, NaN as 0.
        XCTAssertEqual(RevealAlignment(position: 7).position, 1)
        XCTAssertEqual(RevealAlignment(position: -.infinity).position, 0)
        XCTAssertEqual(RevealAlignment(position: .nan).position, 0)
        XCTAssertNil(RevealAlignment.leastScroll.position)
    }

    func testTheJSONFormWritesWhatIsSetAndRefusesARealignmentWithoutAPosition() throws {
        func json(_ alignment: RevealAlignment) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(alignment), as: UTF8.self)
        }
        func decoded(_ text: String) throws -> RevealAlignment {
            try JSONDecoder().decode(RevealAlignment.self, from: Data(text.utf8))
        }
        XCTAssertEqual(try json(.leastScroll), "{}")
        XCTAssertEqual(try json(.center), #"{"position":0.5}"#)
        XCTAssertEqual(try json(RevealAlignment(position: 1, realignsVisibleTarget: true)), #"{"position":1,"realignsVisibleTarget":true}"#)
        XCTAssertEqual(try decoded("{}"), .leastScroll)
        XCTAssertEqual(try decoded(#"{"realignsVisibleTarget": false}"#), .leastScroll)
        XCTAssertEqual(
            try decoded(#"{"position": 0.25, "realignsVisibleTarget": true}"#), RevealAlignment(position: 0.25, realignsVisibleTarget: true)
        )
        XCTAssertEqual(try decoded(#"{"position": 4}"#), .bottom)
        // The least scroll has no position to move a visible target to: asking it to is an error
        // naming the field, not a value that prints a flag it ignores.
        XCTAssertThrowsError(try decoded(#"{"realignsVisibleTarget": true}"#)) { error in
            XCTAssert("\(error)".contains("realignsVisibleTarget: needs a position"), "\(error)")
        }
        XCTAssertThrowsError(try decoded(#"{"position": "top"}"#))
    }

    func testAVisibleTargetIsLeftAloneUnlessRealigned() {
        // The target 190…254 is inside the band [59, 516] at offset 0.
        XCTAssertEqual(offset(.top, top: 190, bottom: 254), 0)
        XCTAssertEqual(offset(.center, top: 190, bottom: 254), 0)
        XCTAssertEqual(offset(RevealAlignment(position: 0, realignsVisibleTarget: true), top: 190, bottom: 254), 131)
        XCTAssertEqual(offset(RevealAlignment(position: 1, realignsVisibleTarget: true), top: 190, bottom: 254), -59)
    }

    func testATargetTooTallToFitGetsTheNearerEdgeWhateverTheAlignment() {
        // 590…1,200 is 610 tall, the band 457: below the band its top is aligned (531) for every
        // alignment, bottom included; covering the band (offset 600) it does not move.
        for alignment in [RevealAlignment.top, .center, .bottom, RevealAlignment(position: 0.5, realignsVisibleTarget: true)] {
            XCTAssertEqual(offset(alignment, bottom: 1_200), 531, "\(alignment)")
            XCTAssertEqual(offset(alignment, bottom: 1_200, from: 600), 600, "\(alignment)")
        }
    }

    func testCentringIsTheCentreAlignment() {
        // CenteringStrategy is scroll inset with the centre alignment, on every random layout.
        checkProperty(Generator<AvoidanceScenario>.scenario(nested: true)) { scenario in
            let centring = CenteringStrategy().adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            let aligned = ScrollInsetStrategy(alignment: .center).adjustment(for: scenario.layout, keyboard: scenario.keyboard)
            try requireEqual(centring, aligned)
        }
    }

    func testAnAlignedTargetLandsAtItsPositionAndIsAFixpoint() {
        let generator = Generator { draws -> (AvoidanceScenario, RevealAlignment) in
            (
                Generator<AvoidanceScenario>.scenario().generate(&draws),
                RevealAlignment(position: draws.double(in: 0...1), realignsVisibleTarget: draws.chance(0.5))
            )
        }
        checkProperty(generator) { scenario, alignment in
            let layout = scenario.layout
            let strategy = ScrollInsetStrategy(alignment: alignment)
            let adjustment = strategy.adjustment(for: layout, keyboard: scenario.keyboard)
            // Evaluating the applied layout again gives the same adjustment.
            try requireEqual(
                strategy.adjustment(for: layout.applying(adjustment), keyboard: scenario.keyboard), adjustment, "not a fixpoint")
            // A single scroll view with a target that fits: the target's top lands `position·(V − h)`
            // below the visible band's top, clamped to the range — or, visible at rest and not
            // realigned, stays where it is.
            guard let scrollView = layout.scrollChain.first, layout.scrollChain.count == 1, let container = adjustment.container,
                let node = layout.hierarchy.node(container.node), let safe = layout.hierarchy.safeAreaInsets(of: container.node),
                let focus = layout.hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(container.node)),
                let position = alignment.position,
                !(layout.ridingView.map { layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: $0) } ?? false)
            else { return }
            let obscured = layout.obscuredBottomHeight(of: container.node, by: scenario.keyboard)
            guard obscured > 0 else { return }
            let margins = layout.margins.effective
            let top = focus.minY - margins.top
            let height = focus.height + margins.top + margins.bottom
            let viewport = node.boundsSize.height
            let hiddenBottom = max(safe.bottom, obscured)
            let band = viewport - safe.top - hiddenBottom
            guard height <= band else { return }
            let rest = node.boundsOrigin.y
            let (above, below) = (top - (rest + safe.top), (rest + viewport - hiddenBottom) - (top + height))
            guard abs(above) > 1e-6, abs(below) > 1e-6 else { return }  // on an edge of the band: either reading rounds
            if above > 0 && below > 0 && !alignment.realignsVisibleTarget {
                try requireClose(container.contentOffset.y, rest, .geometry, "a visible target moved")
                return
            }
            let adds = scrollView.settings.addsVerticalSafeArea(inViewportOf: node.boundsSize)
            let lower = -(scrollView.contentInsets.top + (adds ? safe.top : 0))
            let upper = max(lower, container.contentSize.height + container.contentInsets.bottom + (adds ? safe.bottom : 0) - viewport)
            let expected = min(max(top - safe.top - position * (band - height), lower), upper)
            try requireClose(container.contentOffset.y, expected, .geometry, "aligned at \(position)")
        }
    }
}
