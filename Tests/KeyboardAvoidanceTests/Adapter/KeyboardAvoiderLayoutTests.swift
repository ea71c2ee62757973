import FuzzSupport
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The avoider on the strategy properties' random layouts (rotated and scaled chains, nested
/// scroll views, bars, windows off the screen, every keyboard placement) and on hostile numbers:
/// the views always show one evaluation of the resting layout, and nothing non-finite comes out.
final class KeyboardAvoiderLayoutTests: XCTestCase {
    /// A layout's views as an adapter sees them: the resting layout with what the avoider set put in.
    struct LiveLayout {
        var layout: AvoidanceLayout

        mutating func apply(_ update: AvoidanceUpdate<Int>?) {
            for change in update?.changes ?? [] {
                let node = ViewHierarchy.NodeID(rawValue: change.view)
                guard var viewNode = layout.hierarchy.node(node) else { continue }
                if let values = change.values.scrollView, let index = layout.scrollContainers.firstIndex(where: { $0.node == node }) {
                    viewNode.boundsOrigin = values.contentOffset
                    layout.scrollContainers[index].contentInsets = values.contentInsets
                    layout.scrollContainers[index].scrollIndicatorInsets = values.scrollIndicatorInsets
                    layout.scrollContainers[index].contentSize = values.contentSize
                }
                if let values = change.values.rootView {
                    viewNode.transform = values.transform
                    viewNode.additionalSafeAreaInsets = values.additionalSafeAreaInsets
                }
                try? layout.hierarchy.setNode(node, to: viewNode)
            }
        }

        func observation(screen: LayoutRect) -> ScreenObservation<Int> {
            ScreenObservation(layout: layout, viewKeys: Array(0..<layout.hierarchy.count), screenBounds: screen)
        }
    }

    enum Input {
        case keyboard(KeyboardState)
        case hide
        case drag(Double)
        case refocus
        case endEditing
    }

    struct Case: CustomStringConvertible {
        var scenario: AvoidanceScenario
        var strategy: KeyboardAvoiderSequenceTests.TestStrategy
        var inputs: [Input]
        var description: String { "\(strategy), inputs \(inputs)\n\(scenario)" }
    }

    static func generator(hostile: Bool) -> Generator<Case> {
        Generator { draws in
            var scenario = Generator.scenario(nested: true).generate(&draws)
            if hostile {
                // Hostile numbers in the keyboard and the focus.
                scenario.layout.focus.rect = Generator.hostileRect.generate(&draws)
                scenario.keyboard = KeyboardState(
                    frame: Generator.hostileRect.generate(&draws), screenBounds: scenario.keyboard.screenBounds)
            }
            let screen = scenario.keyboard.screenBounds
            let strategy: KeyboardAvoiderSequenceTests.TestStrategy = draws.pick(
                .scrollInset(ScrollInsetStrategy()), .scrollInset(ScrollInsetStrategy(shiftsRootViewForRemainder: true)), .viewShift,
                .contentGrowth, .centering, .resize(ResizeStrategy()))
            var inputs: [Input] = [.keyboard(scenario.keyboard)]
            for _ in 0..<draws.integer(in: 0...8) {
                switch draws.below(5) {
                case 0: inputs.append(.keyboard(Generator.any(on: screen).generate(&draws)))
                case 1: inputs.append(.hide)
                case 2: inputs.append(.drag(hostile ? Generator.hostile.generate(&draws) : draws.double(in: screen.minY...screen.maxY)))
                case 3: inputs.append(.refocus)
                default: inputs.append(.endEditing)
                }
            }
            return Case(scenario: scenario, strategy: strategy, inputs: inputs)
        }
    }

    func run(_ testCase: Case, exact: Bool) throws {
        var truth = testCase.scenario.layout
        let screen = testCase.scenario.keyboard.screenBounds
        var live = LiveLayout(layout: truth)
        var avoider = KeyboardAvoider<Int, KeyboardAvoiderSequenceTests.TestStrategy>(strategy: testCase.strategy, screenBounds: screen)
        var focused = true
        // Whether the views are for a dragged keyboard, which reveals nothing (SPEC §14.3): set by
        // a drag that moves the tracker's keyboard, cleared by a keyboard event that moves it.
        var followsDrag = false
        // The reveal bases (SPEC §14.3): where reveals start while the keyboard is up.
        var bases: [ViewHierarchy.NodeID: Double] = [:]
        for (number, input) in testCase.inputs.enumerated() {
            let update: AvoidanceUpdate<Int>?
            let before = avoider.tracker
            switch input {
            case .keyboard(let keyboard):
                update = avoider.receive(
                    .keyboard(
                        KeyboardEvent(phase: .willChangeFrame, endFrame: keyboard.frame),
                        screen: focused ? live.observation(screen: screen) : nil))
            case .hide:
                update = avoider.receive(
                    .keyboard(
                        KeyboardEvent(phase: .willHide, endFrame: LayoutRect(x: 0, y: screen.maxY, width: screen.width, height: 300)),
                        screen: focused ? live.observation(screen: screen) : nil))
            case .drag(let y):
                let frame = avoider.tracker.keyboard.followingDrag(toTouchAt: y).frame
                update = avoider.receive(.keyboardDragged(frame: frame, screen: focused ? live.observation(screen: screen) : nil))
            case .refocus:
                focused = true
                // Revealed from what the screen shows (SPEC §14.3): each scroll view the avoider adjusts
                // (its values differ from the truth's) has what it shows as its reveal base.
                bases = [:]
                for container in live.layout.scrollContainers {
                    guard let shown = live.layout.hierarchy.node(container.node)?.boundsOrigin,
                        let resting = truth.scrollContainers.first(where: { $0.node == container.node }),
                        container != resting || shown != truth.hierarchy.node(container.node)?.boundsOrigin
                    else { continue }
                    bases[container.node] = shown.y
                }
                update = avoider.receive(.focusBegan(live.observation(screen: screen)))
            case .endEditing:
                focused = false
                update = avoider.receive(.focusEnded)
            }
            // A drag that moves the tracker's keyboard starts following it; a notification or a new
            // focus ends it, whether or not it moves the keyboard (SPEC §14.3).
            switch input {
            case .drag: if !avoider.tracker.holdsTheSameKeyboards(as: before) { followsDrag = true }
            // A frame change to (0, 0, 0, 0) carries no position: dropped, it ends nothing (SPEC §7 rule 0).
            case .keyboard(let keyboard) where keyboard.frame == .zero: break
            case .keyboard, .hide, .refocus: followsDrag = false
            case .endEditing: break
            }
            for change in update?.changes ?? [] {
                let values = change.values
                let numbers: [Double] =
                    [
                        values.scrollView?.contentOffset.x, values.scrollView?.contentOffset.y, values.scrollView?.contentInsets.bottom,
                        values.scrollView?.contentSize.height, values.rootView?.transform.tx, values.rootView?.transform.ty,
                        values.rootView?.additionalSafeAreaInsets.bottom,
                    ].compactMap { $0 }
                try require(numbers.allSatisfy(\.isFinite), "input \(number + 1): a non-finite value in \(change)")
            }
            // What the scroll views show before the answer: a keyboard following a drag keeps it.
            let shownOffsets = Dictionary(
                live.layout.scrollContainers.compactMap { container in
                    live.layout.hierarchy.node(container.node).map { (container.node, $0.boundsOrigin) }
                }, uniquingKeysWith: { first, _ in first })
            let shownLayout = live.layout
            live.apply(update)
            if avoider.presentedKeyboard.placement == .hidden || !focused { bases = [:] }
            guard exact else { continue }
            // The truth with the reveal bases in place of the resting offsets: what is evaluated.
            func revealing(_ layout: AvoidanceLayout) -> AvoidanceLayout {
                var layout = layout
                for (node, base) in bases {
                    guard var view = layout.hierarchy.node(node) else { continue }
                    view.boundsOrigin.y = base
                    try? layout.hierarchy.setNode(node, to: view)
                }
                return layout
            }
            // A range shrinking under a resting offset brings it to the new end (SPEC §14.3), where it
            // rests from then on: the views showed `shownLayout`'s values and are now given the
            // strategy's (their own once nothing is focused).
            let given = testCase.strategy.adjustment(for: revealing(truth), keyboard: avoider.tracker.reportedKeyboard)
            for index in truth.scrollContainers.indices {
                let container = truth.scrollContainers[index]
                guard let shown = shownLayout.scrollContainers.first(where: { $0.node == container.node }),
                    var node = truth.hierarchy.node(container.node)
                else { continue }
                var allowed = container
                if focused, let adjusted = given.allContainers.first(where: { $0.node == container.node }) {
                    allowed.contentInsets = adjusted.contentInsets
                    allowed.contentSize = adjusted.contentSize
                }
                guard let end = Self.rangeEnd(of: allowed, in: truth), let shownEnd = Self.rangeEnd(of: shown, in: truth),
                    end < shownEnd
                else { continue }
                if let base = bases[container.node], base > end { bases[container.node] = end }
                guard node.boundsOrigin.y > end else { continue }
                node.boundsOrigin.y = end
                try? truth.hierarchy.setNode(container.node, to: node)
            }
            // The views show one evaluation of the truth: each scroll view of the adjustment exactly, every
            // other scroll view at rest; the root's translation after its own transform.
            let evaluation = testCase.strategy.adjustment(for: revealing(truth), keyboard: avoider.tracker.reportedKeyboard)
            var expected =
                focused ? evaluation : KeyboardAdjustment(container: nil)
            if focused && followsDrag {
                if let node = expected.container?.node { expected.container?.contentOffset = shownOffsets[node] ?? .zero }
                for index in expected.outerContainers.indices {
                    expected.outerContainers[index].contentOffset = shownOffsets[expected.outerContainers[index].node] ?? .zero
                }
            }
            // A horizontal reveal is kept (SPEC §14.3): the revealed x offset becomes the truth's.
            for adjusted in expected.allContainers {
                guard var node = truth.hierarchy.node(adjusted.node), node.boundsOrigin.x != adjusted.contentOffset.x else { continue }
                node.boundsOrigin.x = adjusted.contentOffset.x
                try? truth.hierarchy.setNode(adjusted.node, to: node)
            }
            for container in truth.scrollContainers {
                let shown = live.layout.scrollContainers.first { $0.node == container.node }
                let offset = live.layout.hierarchy.node(container.node)?.boundsOrigin
                if let adjusted = expected.allContainers.first(where: { $0.node == container.node }) {
                    try requireEqual(shown?.contentInsets, adjusted.contentInsets, "input \(number + 1): insets of \(container.node)")
                    try requireEqual(shown?.contentSize, adjusted.contentSize, "input \(number + 1): size of \(container.node)")
                    try requireEqual(offset, adjusted.contentOffset, "input \(number + 1): offset of \(container.node)")
                } else {
                    try requireEqual(shown, container, "input \(number + 1): \(container.node) not at rest")
                    try requireEqual(
                        offset, truth.hierarchy.node(container.node)?.boundsOrigin, "input \(number + 1): offset of \(container.node)")
                }
                // A view back at its own values is no longer the avoider's: no reveal base.
                if shown == container && offset == truth.hierarchy.node(container.node)?.boundsOrigin { bases[container.node] = nil }
            }
        }
    }

    /// The end of a scroll container's vertical range with its insets and content size, in the
    /// layout's geometry: SPEC §10.2's `max(lower, contentHeight + bottom + a·s.bottom − H)` with
    /// `lower = −(top + a·s.top)`, written out here rather than taken from the avoider.
    static func rangeEnd(of container: ScrollContainer, in layout: AvoidanceLayout) -> Double? {
        guard let node = layout.hierarchy.node(container.node), let safe = layout.hierarchy.safeAreaInsets(of: container.node) else {
            return nil
        }
        let adds = container.settings.addsVerticalSafeArea(inViewportOf: node.boundsSize)
        let lower = -(container.contentInsets.top + (adds ? safe.top : 0))
        return max(lower, container.contentSize.height + container.contentInsets.bottom + (adds ? safe.bottom : 0) - node.boundsSize.height)
    }

    func testTheViewsShowOneEvaluationOfTheRestingLayout() {
        checkProperty(Self.generator(hostile: false)) { try run($0, exact: true) }
    }

    func testHostileNumbersNeverTrapAndNothingNonFiniteComesOut() {
        checkProperty(Self.generator(hostile: true)) { try run($0, exact: false) }
    }
}
