import Foundation
import FuzzSupport
import KeyboardAvoidanceTesting
import XCTest

@testable import KeyboardAvoidance

/// The avoider's guarantees (SPEC §14.4) as properties over random sequences of inputs.
///
/// A model-based test: ``AvoiderWorld`` is the reference model — the app's own values and resting
/// offsets kept as truth, and the ideal answer computed by evaluating the strategy once on them —
/// and the avoider runs beside it, seeing only what an adapter sees: the live views.
final class KeyboardAvoiderSequenceTests: XCTestCase {
    /// One of the built-in strategies, chosen at random.
    enum TestStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
        case scrollInset(ScrollInsetStrategy)
        case viewShift
        case contentGrowth
        case centering
        case resize(ResizeStrategy)

        func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
            switch self {
            case .scrollInset(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
            case .viewShift: ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard)
            case .contentGrowth: ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard)
            case .centering: CenteringStrategy().adjustment(for: layout, keyboard: keyboard)
            case .resize(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
            }
        }
    }

    /// One step of a sequence: what the app, the user or the system does.
    enum Step: CustomStringConvertible {
        case keyboard(height: Double, phase: KeyboardEvent.Phase)
        case hide
        case redeliver
        case otherAppsKeyboard(height: Double)
        case otherAppsKeyboardHides
        case noPosition
        case focus(field: Int, caret: LayoutRect?)
        /// UIKit scrolls the form to `y` as it makes `field` the first responder, then the focus is
        /// reported (SPEC §14.2: a reveal, not where the user is).
        case systemScrollsThenFocus(field: Int, y: Double)
        case endEditing
        /// The app sets its own bottom inset on a scroll view and no observation reaches the avoider
        /// before editing ends, or before the adapter is removed: the adapter reads the views back
        /// first (SPEC §14.2).
        case appSetsBottomInsetThenLeaves(scrollView: Int, bottom: Double, removesTheAdapter: Bool)
        case caret(LayoutRect)
        case userScrolls(scrollView: Int, y: Double)
        case appSetsBottomInset(scrollView: Int, bottom: Double)
        case appSetsTopInset(scrollView: Int, top: Double)
        case appSetsContentHeight(scrollView: Int, height: Double)
        case appSetsRootTranslation(x: Double)
        case rotate
        case drag(touchY: Double)
        /// The finger lets go and no notification comes by the next turn (SPEC §14.1).
        case dragEnds
        case frame(progress: Double)

        var description: String {
            switch self {
            case .keyboard(let height, let phase): "\(phase) \(height)"
            case .hide: "hide"
            case .redeliver: "redeliver"
            case .otherAppsKeyboard(let height): "other app's keyboard \(height)"
            case .otherAppsKeyboardHides: "other app's keyboard hides"
            case .noPosition: "frame change to (0, 0, 0, 0)"
            case .focus(let field, let caret): "focus \(field)\(caret.map { " caret \($0)" } ?? "")"
            case .systemScrollsThenFocus(let field, let y): "UIKit scrolls 2 to \(y) and focuses \(field)"
            case .endEditing: "end editing"
            case .appSetsBottomInsetThenLeaves(let view, let bottom, let removes):
                "app sets \(view)'s bottom inset \(bottom) unobserved, then \(removes ? "the adapter is removed" : "editing ends")"
            case .caret(let rect): "caret \(rect)"
            case .userScrolls(let view, let y): "user scrolls \(view) to \(y)"
            case .appSetsBottomInset(let view, let bottom): "app sets \(view)'s bottom inset \(bottom)"
            case .appSetsTopInset(let view, let top): "app sets \(view)'s top inset \(top)"
            case .appSetsContentHeight(let view, let height): "app sets \(view)'s content height \(height)"
            case .appSetsRootTranslation(let x): "app sets the root's tx \(x)"
            case .rotate: "rotate"
            case .drag(let y): "drag to \(y)"
            case .dragEnds: "the finger lets go"
            case .frame(let progress): "frame at \(progress)"
            }
        }
    }

    struct Case: CustomStringConvertible {
        var world: AvoiderWorld
        var strategy: TestStrategy
        var otherAppsKeyboards: NonLocalKeyboardPolicy
        var form: KeyboardAvoider<Int, TestStrategy>.AnimationForm
        var steps: [Step]
        var description: String {
            "\(strategy)\(otherAppsKeyboards == .ignore ? "" : ", other apps' keyboards \(otherAppsKeyboards),")"
                + "\(form == .perFrame ? ", per frame," : "") on \(world); steps: \(steps.map(\.description).joined(separator: ", "))"
        }
    }

    /// The guarantees of SPEC §14.4, each checked by its own property over the same sequences.
    enum Guarantee {
        /// After every step the views show exactly one evaluation of the truth: nothing accumulates.
        case nothingAccumulates
        /// With the keyboard hidden or nothing focused, the views show exactly the app's latest
        /// own values, and the avoider adjusts nothing.
        case hidingRestores
        /// A focus change or caret move shows the strategy's answer for the new focus at once,
        /// whatever the keyboard did.
        case focusChangesReveal
        /// Re-delivering the last keyboard event answers `nil`.
        case redeliveryChangesNothing
        /// Another app's keyboard changes nothing under the default policy (its hide hides, as any
        /// hide); under inset-only, while
        /// it is up, every scroll view has the strategy's insets at its resting offset and the root
        /// its own transform; under avoid it is this app's.
        case otherAppsKeyboardsFollowThePolicy
        /// A fresh avoider given only the final state lands on the same values.
        case historyDoesNotLeak
        /// An update is `nil` exactly when the views stay as they were.
        case updatesAreExact
        /// A frame of a keyboard animation shows the evaluation of the keyboard at its start at
        /// progress 0 (and NaN, and below) and of the keyboard at its end at progress 1 (and above),
        /// finite values at every progress, at once; in the per-frame form a keyboard input answers
        /// at once too.
        case framesFollowTheKeyboard
        /// The same sequence through a bounded ``AvoidanceRecorder`` gives the same answers, and its
        /// trace replays to exactly what was recorded, through JSON too (SPEC §14.8).
        case recordingReplaysExactly
    }

    /// A keyboard as the model evaluates it: where it is, and whether the focus may be revealed.
    struct ModelKeyboard: Equatable {
        var keyboard: KeyboardState
        var revealsFocus: Bool
        /// Following a drag: the scroll views keep the offsets they show (SPEC §14.3).
        var followsDrag = false
    }

    /// The model's keyboard at a frame of a transition (SPEC §8.1, §14.3), written out here rather
    /// than taken from the library: each edge `a + (b − a)·p`, the ends exactly at `p ≤ 0` (NaN
    /// included) and `p ≥ 1`, the start's screen in between, revealing only when both ends do.
    static func frame(of transition: (from: ModelKeyboard, to: ModelKeyboard), at progress: Double) -> ModelKeyboard {
        if !(progress > 0) { return transition.from }
        if progress >= 1 { return transition.to }
        let (a, b) = (transition.from.keyboard.frame, transition.to.keyboard.frame)
        func lerp(_ start: Double, _ end: Double) -> Double { start + (end - start) * progress }
        let frame = LayoutRect(
            minX: lerp(a.minX, b.minX), minY: lerp(a.minY, b.minY), maxX: lerp(a.maxX, b.maxX), maxY: lerp(a.maxY, b.maxY))
        return ModelKeyboard(
            keyboard: KeyboardState(frame: frame, screenBounds: transition.from.keyboard.screenBounds),
            revealsFocus: transition.from.revealsFocus && transition.to.revealsFocus,
            followsDrag: transition.from.followsDrag || transition.to.followsDrag)
    }

    static var generator: Generator<Case> {
        Generator<Case> { draws in
            let phone = draws.pick(
                LayoutSize(width: 390, height: 844), LayoutSize(width: 375, height: 667), LayoutSize(width: 430, height: 932))
            let screen = LayoutRect(origin: .zero, size: phone)
            let safe = draws.chance(0.8) ? LayoutInsets(top: 59, bottom: 34) : LayoutInsets(top: 20)
            func scrollState(
                frame: LayoutRect, parent: Int, contentHeight: Double, contentWidth: Double? = nil, _ draws: inout Draws
            ) -> AvoiderWorld.ScrollState {
                let inset = LayoutInsets(top: draws.chance(0.3) ? 8 : 0, bottom: draws.chance(0.5) ? draws.pick(0, 20, 44) : 0)
                return AvoiderWorld.ScrollState(
                    offset: LayoutPoint(x: 0, y: draws.chance(0.3) ? draws.double(in: 0...200).rounded() : 0),
                    contentInsets: inset, scrollIndicatorInsets: draws.chance(0.8) ? inset : .zero,
                    contentSize: LayoutSize(width: contentWidth ?? frame.width, height: contentHeight),
                    contentInsetAdjustmentBehavior: draws.chance(0.7) ? .always : draws.pick(.automatic, .scrollableAxes, .never),
                    frame: frame, parent: parent)
            }
            var scrollViews: [Int: AvoiderWorld.ScrollState] = [:]
            let outerHeight = draws.double(in: (phone.height * 0.6)...(phone.height * 2.5)).rounded()
            scrollViews[2] = scrollState(frame: screen, parent: 1, contentHeight: outerHeight, &draws)
            var nextKey = 3
            var fields: [Int: AvoiderWorld.Field] = [:]
            if draws.chance(0.3) {
                // An inner scroll view, a block of the form that scrolls on its own — half the time a
                // carousel three screens wide, whose fields may sit on cards not showing (SPEC §10.3).
                let innerY = draws.double(in: 100...(max(101, outerHeight - 300))).rounded()
                scrollViews[3] = scrollState(
                    frame: LayoutRect(x: 0, y: innerY, width: phone.width, height: 250), parent: 2,
                    contentHeight: draws.double(in: 200...600).rounded(), contentWidth: draws.chance(0.5) ? phone.width * 3 : nil, &draws)
                nextKey = 4
            }
            for _ in 0..<draws.integer(in: 2...5) {
                let parent = scrollViews[3] != nil && draws.chance(0.4) ? 3 : 2
                let height = scrollViews[parent]?.contentSize.height ?? outerHeight
                let width = scrollViews[parent]?.contentSize.width ?? phone.width
                let y = draws.double(in: 0...max(0, height - 44)).rounded()
                let x = width > phone.width ? draws.double(in: 0...(width - phone.width)).rounded() + 20 : 20
                fields[nextKey] = AvoiderWorld.Field(
                    frame: LayoutRect(x: x, y: y, width: phone.width - 40, height: draws.chance(0.2) ? 160 : 44), parent: parent)
                nextKey += 1
            }
            if draws.chance(0.3) {
                // A list that holds no focus beside the form (SPEC §10.2's other scroll views): over
                // its lower half, or filling the root behind it, as a tab's list does.
                let frame =
                    draws.chance(0.5)
                    ? LayoutRect(x: 0, y: (phone.height / 2).rounded(), width: phone.width, height: (phone.height / 2).rounded()) : screen
                scrollViews[nextKey] = scrollState(
                    frame: frame, parent: 1, contentHeight: draws.double(in: 200...2_400).rounded(), &draws)
            }
            let root = AvoiderWorld.RootState(
                transform: .identity, additionalSafeAreaInsets: draws.chance(0.2) ? LayoutInsets(bottom: 49) : .zero)
            let world = AvoiderWorld(
                screen: screen, safeAreaInsets: safe, liveScrollViews: scrollViews, liveRoot: root, ownScrollViews: scrollViews,
                ownRoot: root, fields: fields, focus: nil, caret: nil)
            let strategy: TestStrategy = draws.pick(
                .scrollInset(ScrollInsetStrategy()), .scrollInset(ScrollInsetStrategy(shiftsRootViewForRemainder: true)),
                .scrollInset(ScrollInsetStrategy(revealsFocus: false)), .viewShift, .contentGrowth, .centering,
                .resize(ResizeStrategy()), .resize(ResizeStrategy(usesBottomSafeArea: false)))
            let fieldKeys = fields.keys.sorted()
            let scrollKeys = scrollViews.keys.sorted()
            let form: KeyboardAvoider<Int, TestStrategy>.AnimationForm = draws.chance(0.3) ? .perFrame : .endValues
            let progresses = [0, 0.25, 0.5, 0.75, 1, 1, .nan, .infinity, -.infinity, -0.5, 1.5]
            var steps: [Step] = []
            for _ in 0..<draws.integer(in: 1...24) {
                // An adapter that animates per frame asks for frames after a keyboard input; any
                // adapter may, and frames may come at any time.
                if form == .perFrame, let last = steps.last, last.isKeyboardInput, draws.chance(0.7) {
                    var frames = (0..<draws.integer(in: 1...3)).map { _ in
                        draws.chance(0.2) ? draws.pick(from: progresses) ?? 0 : draws.double(in: 0...1)
                    }
                    if draws.chance(0.6) { frames.append(1) }
                    steps += frames.sorted().map { .frame(progress: $0) }
                }
                switch draws.below(14) {
                case 0, 1:
                    steps.append(
                        .keyboard(height: draws.pick(216, 260, 291, 335, 346), phase: draws.pick(.willShow, .willChangeFrame)))
                case 2: steps.append(.hide)
                case 3: steps.append(.redeliver)
                case 4:
                    if draws.chance(0.15) {
                        steps.append(.noPosition)
                    } else {
                        steps.append(draws.chance(0.7) ? .otherAppsKeyboard(height: draws.pick(291, 335, 353)) : .otherAppsKeyboardHides)
                    }
                case 5 where draws.chance(0.25):
                    steps.append(
                        .systemScrollsThenFocus(field: draws.pick(from: fieldKeys) ?? 3, y: draws.double(in: -20...600).rounded()))
                case 5, 6:
                    steps.append(
                        .focus(
                            field: draws.pick(from: fieldKeys) ?? 3,
                            caret: draws.chance(0.3) ? LayoutRect(x: 4, y: draws.double(in: 0...120).rounded(), width: 2, height: 20) : nil)
                    )
                case 7:
                    if draws.chance(0.6) {
                        steps.append(.endEditing)
                    } else {
                        steps.append(
                            .appSetsBottomInsetThenLeaves(
                                scrollView: draws.pick(from: scrollKeys) ?? 2, bottom: draws.pick(0, 12, 30, 60),
                                removesTheAdapter: draws.chance(0.3)))
                    }
                case 8: steps.append(.caret(LayoutRect(x: 4, y: draws.double(in: 0...140).rounded(), width: 2, height: 20)))
                case 9: steps.append(.userScrolls(scrollView: draws.pick(from: scrollKeys) ?? 2, y: draws.double(in: -20...600).rounded()))
                case 10:
                    if draws.chance(0.35) {
                        steps.append(.appSetsBottomInset(scrollView: draws.pick(from: scrollKeys) ?? 2, bottom: draws.pick(0, 12, 30, 60)))
                    } else if draws.chance(0.45) {
                        // One component of a field the avoider sets: the top, beside the keyboard's bottom.
                        steps.append(.appSetsTopInset(scrollView: draws.pick(from: scrollKeys) ?? 2, top: draws.pick(0, 8, 20, 44)))
                    } else {
                        steps.append(
                            .appSetsContentHeight(
                                scrollView: draws.pick(from: scrollKeys) ?? 2, height: draws.double(in: 300...2_000).rounded()))
                    }
                case 11: steps.append(draws.chance(0.7) ? .rotate : .appSetsRootTranslation(x: draws.pick(0, 5, -8)))
                case 12: steps.append(.frame(progress: draws.chance(0.5) ? draws.pick(from: progresses) ?? 0 : draws.double(in: 0...1)))
                default: steps.append(draws.chance(0.25) ? .dragEnds : .drag(touchY: draws.double(in: 300...900).rounded()))
                }
            }
            let policy: NonLocalKeyboardPolicy = draws.chance(0.5) ? .ignore : draws.chance(0.6) ? .insetOnly : .avoid
            return Case(world: world, strategy: strategy, otherAppsKeyboards: policy, form: form, steps: steps)
        }
    }

    /// Runs a case, checking after every step that the live views are exactly what one evaluation
    /// of the truth gives, and the step-specific guarantees.
    func run(_ testCase: Case, checking guarantee: Guarantee) throws {
        var world = testCase.world
        let policy = KeyboardTracker.Configuration(nonLocalKeyboardPolicy: testCase.otherAppsKeyboards)
        var avoider = KeyboardAvoider<Int, TestStrategy>(
            strategy: testCase.strategy, screenBounds: world.screen, trackerConfiguration: policy,
            configuration: .init(animationForm: testCase.form))
        // The reference's keyboard: a tracker of its own, fed the same events.
        var referenceTracker = KeyboardTracker(screenBounds: world.screen, configuration: policy)
        // Whose keyboard it is, kept by the model from the events it accepts (SPEC §7.1), not read
        // from a tracker: another app's under inset-only is evaluated without revealing.
        var otherAppsKeyboardIsUp = false
        var revealsFocus: Bool {
            !(testCase.otherAppsKeyboards == .insetOnly && otherAppsKeyboardIsUp && referenceTracker.reportedKeyboard.placement != .hidden)
        }
        // The keyboard the views are for (SPEC §14.3), kept by the model: a keyboard event that
        // changes the tracker starts a transition from it to the reported keyboard, and it becomes
        // the transition's end, or in the per-frame form its start (its end when immediate); a frame
        // moves it along; a new screen puts it on the reported keyboard.
        var presented = ModelKeyboard(keyboard: referenceTracker.reportedKeyboard, revealsFocus: true)
        var transition = (from: presented, to: presented)
        // While the keyboard follows a drag the scroll views keep the offsets they show (SPEC §14.3):
        // the finger is scrolling the content. A notification, a focus or a caret move ends it.
        // SPEC §7 rules 0 and 1, read by the reference rather than asked of the tracker it checks.
        var reference = TrackerReference(policy: testCase.otherAppsKeyboards, screenBounds: world.screen)
        var disagreement: String?
        // What the avoider keeps between inputs (the prepared screen, its arrays) never changes an
        // answer (SPEC §14.3): each input is answered too by the same avoider with nothing kept.
        func afresh(_ answer: (inout KeyboardAvoider<Int, TestStrategy>) -> AvoidanceUpdate<Int>?) -> AvoidanceUpdate<Int>? {
            var unkept = avoider
            unkept.derived = .init()
            let expected = answer(&unkept)
            let update = answer(&avoider)
            if update != expected || avoider != unkept {
                disagreement = disagreement ?? "the avoider answered otherwise than with nothing kept: \(String(describing: update))"
            }
            return update
        }
        // For the recording guarantee, every call goes through a recorder whose capacity is less
        // than the sequence's length as often as not, so that the trace starts after dropped steps.
        var recorder =
            guarantee == .recordingReplaysExactly
            ? AvoidanceRecorder(avoider: avoider, capacity: 1 + testCase.steps.count % 9, kind: { "view \($0 % 3)" }) : nil
        func receive(_ input: AvoidanceInput<Int>) -> AvoidanceUpdate<Int>? {
            guard recorder != nil else { return afresh { $0.receive(input) } }
            return recorder?.receive(input, by: &avoider, kind: { "view \($0 % 3)" }) ?? nil
        }
        func readBack(_ shown: [Int: ViewValues]) {
            guard recorder != nil else { return avoider.readBack(shown) }
            recorder?.readBack(shown, by: &avoider, kind: { "view \($0 % 3)" })
        }
        func restoreAll() -> AvoidanceUpdate<Int>? {
            guard recorder != nil else { return afresh { $0.restoreAll() } }
            return recorder?.restoreAll(by: &avoider, kind: { "view \($0 % 3)" }) ?? nil
        }
        func seen(_ event: KeyboardEvent) -> Bool {
            reference.screenBounds = world.screen
            return !reference.drops(event)
        }
        // Where the keyboard rested when the drag began: a drag is measured from there, and a drag
        // that ends with no notification goes back there (SPEC §14.1). Only a notification the
        // tracker does not drop, or the drag's end, forgets it.
        var dragStart: KeyboardState?
        func endDrag(by event: KeyboardEvent? = nil) {
            if let event {
                guard seen(event) else { return }
                dragStart = nil
            }
            presented.followsDrag = false
            transition.from.followsDrag = false
            transition.to.followsDrag = false
        }
        func accept(_ event: KeyboardEvent, dragged: Bool = false) {
            defer {
                reference.screenBounds = world.screen
                reference.receive(event)
            }
            let before = referenceTracker
            _ = referenceTracker.receive(event)
            // An event the tracker takes says whose keyboard is up: another app's when it is
            // another app's and leaves one on the screen (under `ignore` only its hide is taken).
            if seen(event) {
                otherAppsKeyboardIsUp = !event.isLocal && reference.keyboard(after: event).placement != .hidden
            }
            // The tracker takes no event the model does not see.
            let changed = !referenceTracker.holdsTheSameKeyboards(as: before)
            if !seen(event), changed { disagreement = "the tracker took \(event), which rules 0 and 1 drop" }
            guard changed else { return }
            transition = (
                presented,
                ModelKeyboard(keyboard: referenceTracker.reportedKeyboard, revealsFocus: revealsFocus, followsDrag: dragged)
            )
            presented = testCase.form == .perFrame && event.animation.duration > 0 ? transition.from : transition.to
        }
        var lastEvent: KeyboardEvent?
        var keyboardShown = false
        // A range shrinking under a resting offset brings it to the new end (SPEC §14.3): the views
        // showed `shown` when the avoider took the input; they are now given the strategy's values
        // for the presented keyboard (their own, once nothing is focused).
        func bringOffsetsIntoShrinkingRanges(shown: [Int: AvoiderWorld.ScrollState]) {
            let allowed =
                world.focus == nil
                ? world.ownScrollViews : world.expectedLive(strategy: testCase.strategy, keyboard: presented.keyboard).scrollViews
            world.bringOffsetsIntoShrinkingRanges(shown: shown, allowed: allowed)
        }
        for (number, step) in testCase.steps.enumerated() {
            var update: AvoidanceUpdate<Int>?
            var checksRest = false
            switch step {
            case .keyboard(let height, let phase):
                keyboardShown = true
                let event = KeyboardEvent(
                    phase: phase, endFrame: LayoutRect(x: 0, y: world.screen.maxY - height, width: world.screen.width, height: height))
                lastEvent = event
                endDrag(by: event)
                accept(event)
                update = receive(.keyboard(event, screen: world.observation()))
            case .hide:
                keyboardShown = false
                let event = KeyboardEvent(
                    phase: .willHide, endFrame: LayoutRect(x: 0, y: world.screen.maxY, width: world.screen.width, height: 291))
                lastEvent = event
                endDrag(by: event)
                accept(event)
                update = receive(.keyboard(event, screen: world.observation()))
            case .redeliver:
                guard let event = lastEvent else { continue }
                // After a drag a notification is news: the finger lifted, and the drag ends.
                let endsADrag = presented.followsDrag || transition.from.followsDrag || transition.to.followsDrag
                endDrag(by: event)
                update = receive(.keyboard(event, screen: world.observation()))
                if guarantee == .redeliveryChangesNothing, !endsADrag {
                    try require(update == nil, "step \(number + 1): re-delivering an event changed \(String(describing: update))")
                }
            case .otherAppsKeyboard(let height):
                let event = KeyboardEvent(
                    phase: .willShow, endFrame: LayoutRect(x: 0, y: world.screen.maxY - height, width: world.screen.width, height: height),
                    isLocal: false)
                lastEvent = event
                endDrag(by: event)
                accept(event)
                update = receive(.keyboard(event, screen: world.observation()))
                if guarantee == .otherAppsKeyboardsFollowThePolicy, testCase.otherAppsKeyboards == .ignore {
                    try require(update == nil, "step \(number + 1): another app's keyboard changed \(String(describing: update))")
                }
            case .otherAppsKeyboardHides:
                let event = KeyboardEvent(
                    phase: .willHide, endFrame: LayoutRect(x: 0, y: world.screen.maxY, width: world.screen.width, height: 291),
                    isLocal: false)
                // It restores when it hides a keyboard the tracker held, and the views go there at
                // once (the end values; per frame they follow the animation's frames).
                let restores =
                    testCase.otherAppsKeyboards == .ignore && seen(event) && testCase.form == .endValues
                    && referenceTracker.reportedKeyboard.placement != .hidden
                let stale = !seen(event)
                lastEvent = event
                endDrag(by: event)
                accept(event)
                update = receive(.keyboard(event, screen: world.observation()))
                if guarantee == .otherAppsKeyboardsFollowThePolicy, stale {
                    try require(
                        update == nil, "step \(number + 1): a late hide of another app's keyboard changed \(String(describing: update))")
                }
                // Right after another app's event its hide is a hide: the views go back to the app's own.
                checksRest = guarantee == .otherAppsKeyboardsFollowThePolicy && restores
            case .noPosition:
                let event = KeyboardEvent(phase: .willChangeFrame, endFrame: .zero)
                lastEvent = event
                endDrag(by: event)
                accept(event)
                update = receive(.keyboard(event, screen: world.observation()))
                try require(update == nil, "step \(number + 1): a frame change with no position changed \(String(describing: update))")
            // Under `ignore` too, another app's hide is a hide (§7 rule 1): the views go back to
            // rest, which the hiding guarantee checks.
            case .focus(let field, let caret):
                world.focus = field
                world.caret = caret
                if let observation = world.observation() {
                    endDrag()
                    world.takeRevealBases()
                    update = receive(.focusBegan(observation))
                }
            case .systemScrollsThenFocus(let field, let y):
                guard let live = world.liveScrollViews[2], (live.offset.y - y).magnitude > 0.5 else { continue }
                if live == world.ownScrollViews[2] {
                    // A scroll view the avoider does not adjust has no values of the avoider's: where it is, is its own.
                    world.userScrolls(2, to: LayoutPoint(x: live.offset.x, y: y))
                } else {
                    world.liveScrollViews[2]?.offset.y = y
                }
                world.focus = field
                world.caret = nil
                if let observation = world.observation() {
                    endDrag()
                    world.takeRevealBases()
                    update = receive(.focusBegan(observation))
                }
            case .endEditing:
                world.focus = nil
                world.caret = nil
                update = receive(.focusEnded)
            case .appSetsBottomInsetThenLeaves(let key, let bottom, let removesTheAdapter):
                // Half a point from what the avoider set is the documented limit of telling them apart.
                if let live = world.liveScrollViews[key], (live.contentInsets.bottom - bottom).magnitude > 0.5,
                    (live.scrollIndicatorInsets.bottom - bottom).magnitude > 0.5
                {
                    world.appSetsBottomInset(key, to: bottom)
                }
                world.focus = nil
                world.caret = nil
                // Nothing observed the app's value: the adapter reads the views back on its way out.
                readBack(world.shownValues(of: avoider.adjustedViews))
                update = removesTheAdapter ? restoreAll() : receive(.focusEnded)
            case .caret(let rect):
                guard world.focus != nil else { continue }
                world.caret = rect
                if let observation = world.observation() {
                    endDrag()
                    world.takeRevealBases()
                    update = receive(.caretMoved(observation))
                }
            case .userScrolls(let key, let y):
                // Half a point from what the avoider set is the documented limit of telling them apart.
                guard let live = world.liveScrollViews[key], (live.offset.y - y).magnitude > 0.5 else { continue }
                world.userScrolls(key, to: LayoutPoint(x: live.offset.x, y: y))
                if let observation = world.observation() { update = receive(.layoutChanged(observation)) }
            case .appSetsBottomInset(let key, let bottom):
                guard let live = world.liveScrollViews[key], (live.contentInsets.bottom - bottom).magnitude > 0.5,
                    (live.scrollIndicatorInsets.bottom - bottom).magnitude > 0.5
                else { continue }
                world.appSetsBottomInset(key, to: bottom)
                if let observation = world.observation() { update = receive(.layoutChanged(observation)) }
            case .appSetsTopInset(let key, let top):
                guard let live = world.liveScrollViews[key], (live.contentInsets.top - top).magnitude > 0.5 else { continue }
                world.appSetsTopInset(key, to: top)
                if let observation = world.observation() { update = receive(.layoutChanged(observation)) }
            case .appSetsContentHeight(let key, let height):
                guard let live = world.liveScrollViews[key], (live.contentSize.height - height).magnitude > 0.5 else { continue }
                world.appSetsContentHeight(key, to: height)
                if let observation = world.observation() { update = receive(.layoutChanged(observation)) }
            case .appSetsRootTranslation(let x):
                guard (world.liveRoot.transform.tx - x).magnitude > 0.5 else { continue }
                world.appSetsRootTranslation(x: x)
                if let observation = world.observation() { update = receive(.layoutChanged(observation)) }
            case .rotate:
                world.rotate()
                _ = referenceTracker.updateScreenBounds(world.screen)
                presented = ModelKeyboard(keyboard: referenceTracker.reportedKeyboard, revealsFocus: revealsFocus)
                transition = (presented, presented)
                if presented.keyboard.placement == .hidden { world.revealBases = [:] }
                if let observation = world.observation() {
                    update = receive(.layoutChanged(observation))
                } else {
                    // Nothing focused: the adapter tells the avoider of the new screen alone.
                    update = receive(.screenChanged(bounds: world.screen))
                }
                // The keyboard follows the rotation with a new frame, as UIKit announces it.
                lastEvent = nil
                if keyboardShown {
                    let shown = world.liveScrollViews
                    world.apply(update)
                    bringOffsetsIntoShrinkingRanges(shown: shown)
                    let event = KeyboardEvent(
                        phase: .willChangeFrame,
                        endFrame: LayoutRect(x: 0, y: world.screen.maxY - 200, width: world.screen.width, height: 200))
                    lastEvent = event
                    endDrag(by: event)
                    accept(event)
                    update = receive(.keyboard(event, screen: world.observation()))
                }
            case .drag(let touchY):
                let start = dragStart ?? referenceTracker.keyboard
                dragStart = start
                let dragged = start.followingDrag(toTouchAt: touchY)
                let measured = avoider.keyboardFollowingDrag(toTouchAt: touchY, dismissPadding: 0)
                if measured != dragged { disagreement = disagreement ?? "the drag measured \(measured), not \(dragged)" }
                // Whoever's keyboard is up is dragged: another app's stays another app's (SPEC §14.1).
                let event = KeyboardEvent(
                    phase: .didChangeFrame, endFrame: dragged.frame, animation: .immediate, isLocal: referenceTracker.keyboardRevealsFocus)
                lastEvent = event
                accept(event, dragged: true)
                update = receive(.keyboardDragged(frame: dragged.frame, screen: world.observation()))
                if let update { try require(update.animation == .immediate, "step \(number + 1): a drag animates") }
            case .dragEnds:
                if let start = dragStart, start != referenceTracker.keyboard {
                    let event = KeyboardEvent(phase: .willChangeFrame, endFrame: start.frame, animation: .keyboardDefault)
                    lastEvent = event
                    endDrag()
                    accept(event)
                }
                dragStart = nil
                update = receive(.keyboardDragEnded(screen: world.observation()))
            case .frame(let progress):
                presented = Self.frame(of: transition, at: progress)
                update = receive(.keyboardFrame(progress: progress))
            }
            let before = (world.liveScrollViews, world.liveRoot)
            // With the keyboard hidden, reveals start from rest again (SPEC §14.3).
            if presented.keyboard.placement == .hidden { world.revealBases = [:] }
            world.apply(update)
            if let disagreement { try require(false, "step \(number + 1): \(disagreement)") }
            bringOffsetsIntoShrinkingRanges(shown: before.0)
            // A view given its own values back has no reveal base any more.
            for key in world.revealBases.keys where world.liveScrollViews[key] == world.ownScrollViews[key] {
                world.revealBases[key] = nil
            }
            if checksRest {
                try require(
                    world.liveScrollViews == world.ownScrollViews && world.liveRoot == world.ownRoot,
                    "step \(number + 1): another app's hide left \(world.liveScrollViews) and \(world.liveRoot)")
            }
            let expected = world.expectedLive(
                strategy: testCase.strategy, keyboard: presented.keyboard, revealsFocus: presented.revealsFocus,
                keepingOffsets: presented.followsDrag ? before.0.mapValues(\.offset) : nil)
            // A horizontal reveal is a navigation the user keeps (SPEC §14.3): the revealed x offset
            // becomes the scroll view's own, as if the user had scrolled there.
            for (key, view) in expected.scrollViews where world.ownScrollViews[key]?.offset.x != view.offset.x {
                world.ownScrollViews[key]?.offset.x = view.offset.x
            }
            let context = "after step \(number + 1) (\(step)):"
            switch guarantee {
            case .nothingAccumulates:
                try requireEqual(avoider.tracker.reportedKeyboard, referenceTracker.reportedKeyboard, "\(context) the keyboards differ")
                try requireEqual(avoider.presentedKeyboard, presented.keyboard, "\(context) the presented keyboards differ")
                try requireEqual(world.liveScrollViews, expected.scrollViews, "\(context) scroll views")
                try requireEqual(world.liveRoot, expected.root, "\(context) root view")
            case .hidingRestores:
                // A keyboard dragged all the way down keeps the offsets until the finger lets go.
                if world.focus == nil || presented.keyboard.placement == .hidden && !presented.followsDrag {
                    try requireEqual(world.liveScrollViews, world.ownScrollViews, "\(context) not restored")
                    try requireEqual(world.liveRoot, world.ownRoot, "\(context) root not restored")
                    try require(avoider.adjustedViews.isEmpty, "\(context) still adjusting \(avoider.adjustedViews)")
                }
            case .focusChangesReveal:
                switch step {
                case .focus, .caret:
                    try requireEqual(world.liveScrollViews, expected.scrollViews, "\(context) the new focus is not revealed")
                    try requireEqual(world.liveRoot, expected.root, "\(context) the new focus is not revealed (root)")
                default: break
                }
            case .updatesAreExact:
                let after = (world.liveScrollViews, world.liveRoot)
                try require(
                    (before == after) == (update == nil),
                    "\(context) views \(before == after ? "unchanged" : "changed"), update \(String(describing: update))")
            case .otherAppsKeyboardsFollowThePolicy:
                // While a drag lasts the offsets shown are kept, another app's keyboard or not.
                if !presented.revealsFocus && !presented.followsDrag {
                    // Inset only: the strategy's insets, so what the keyboard hides can be scrolled to…
                    let revealing = world.expectedLive(strategy: testCase.strategy, keyboard: presented.keyboard)
                    for (key, live) in world.liveScrollViews {
                        try requireEqual(live.contentInsets, revealing.scrollViews[key]?.contentInsets, "\(context) \(key)'s insets")
                        try requireEqual(live.contentSize, revealing.scrollViews[key]?.contentSize, "\(context) \(key)'s content")
                        // …and nothing revealed: every scroll view where the user left it, the root where the app put it.
                        try requireEqual(live.offset, world.ownScrollViews[key]?.offset, "\(context) \(key) scrolled for another app")
                    }
                    try requireEqual(world.liveRoot.transform, world.ownRoot.transform, "\(context) the root moved for another app")
                } else if testCase.otherAppsKeyboards == .avoid, case .otherAppsKeyboard = step {
                    try requireEqual(world.liveScrollViews, expected.scrollViews, "\(context) avoided like this app's")
                    try requireEqual(world.liveRoot, expected.root, "\(context) avoided like this app's (root)")
                }
            case .framesFollowTheKeyboard:
                if case .frame(let progress) = step {
                    if let update { try requireEqual(update.animation, .immediate, "\(context) a frame animates") }
                    let numbers = world.liveScrollViews.values.flatMap { view in
                        [
                            view.offset.x, view.offset.y, view.contentInsets.bottom, view.scrollIndicatorInsets.bottom,
                            view.contentSize.height,
                        ]
                    }
                    try require(
                        (numbers + [world.liveRoot.transform.ty, world.liveRoot.additionalSafeAreaInsets.bottom]).allSatisfy(\.isFinite),
                        "\(context) a value is not finite")
                    // At the ends, exactly the evaluations of the transition's two keyboards.
                    let end: ModelKeyboard? = !(progress > 0) ? transition.from : progress >= 1 ? transition.to : nil
                    if let end {
                        let evaluation = world.expectedLive(
                            strategy: testCase.strategy, keyboard: end.keyboard, revealsFocus: end.revealsFocus,
                            keepingOffsets: end.followsDrag ? before.0.mapValues(\.offset) : nil)
                        try requireEqual(world.liveScrollViews, evaluation.scrollViews, "\(context) not the evaluation at the end")
                        try requireEqual(world.liveRoot, evaluation.root, "\(context) not the evaluation at the end (root)")
                    }
                } else if testCase.form == .perFrame, step.isKeyboardInput, let update {
                    try requireEqual(update.animation, .immediate, "\(context) a keyboard input animates in the per-frame form")
                }
            case .redeliveryChangesNothing, .historyDoesNotLeak, .recordingReplaysExactly: break
            }
        }
        if let recorder { try checkReplay(of: recorder.trace, endingAt: avoider) }
        // What a drag keeps — the offsets shown, and a remainder shift measured against them — is
        // history by design: the guarantee is for every other final state.
        // And so is the reveal base, what the screen showed at the last focus or caret move (SPEC §14.3).
        guard guarantee == .historyDoesNotLeak, !presented.followsDrag, world.revealBases.isEmpty else { return }
        // History does not leak: a fresh avoider given the final state alone lands on the same values.
        var fresh = KeyboardAvoider<Int, TestStrategy>(
            strategy: testCase.strategy, screenBounds: world.screen, trackerConfiguration: policy)
        var freshWorld = world
        freshWorld.liveScrollViews = world.ownScrollViews
        freshWorld.liveRoot = world.ownRoot
        if let observation = freshWorld.observation() {
            // The keyboard the views are for, mid-animation or not: another app's when it does not
            // reveal (inset-only), else this app's.
            let final = KeyboardEvent(phase: .willChangeFrame, endFrame: presented.keyboard.frame, isLocal: presented.revealsFocus)
            freshWorld.apply(fresh.receive(.keyboard(final, screen: observation)))
        }
        try requireEqual(freshWorld.liveScrollViews, world.liveScrollViews, "a fresh evaluation of the final state differs")
        // The root's shift for the remainder comes from the focus carried through the scroll views'
        // conversions, from a resting offset the history reached another way (a kept drag offset,
        // a user's scroll): the same within rounding, 1e-9 pt (SPEC §10.1's tolerance for nesting).
        let (again, kept) = (freshWorld.liveRoot.transform, world.liveRoot.transform)
        try require(
            [again.a - kept.a, again.b - kept.b, again.c - kept.c, again.d - kept.d, again.tx - kept.tx, again.ty - kept.ty]
                .allSatisfy { $0.magnitude <= 1e-9 }
                && freshWorld.liveRoot.additionalSafeAreaInsets == world.liveRoot.additionalSafeAreaInsets,
            "a fresh evaluation of the final state differs (root): \(freshWorld.liveRoot) != \(world.liveRoot)")
    }

    func testNothingAccumulates() {
        checkProperty(Self.generator) { try run($0, checking: .nothingAccumulates) }
    }

    func testHidingRestoresTheAppsLatestOwnValues() {
        checkProperty(Self.generator) { try run($0, checking: .hidingRestores) }
    }

    func testAFocusChangeOrCaretMoveRevealsTheNewFocus() {
        checkProperty(Self.generator) { try run($0, checking: .focusChangesReveal) }
    }

    func testReDeliveringAnEventChangesNothing() {
        checkProperty(Self.generator) { try run($0, checking: .redeliveryChangesNothing) }
    }

    func testOtherAppsKeyboardsFollowThePolicy() {
        checkProperty(Self.generator) { try run($0, checking: .otherAppsKeyboardsFollowThePolicy) }
    }

    func testHistoryDoesNotLeak() {
        checkProperty(Self.generator) { try run($0, checking: .historyDoesNotLeak) }
    }

    func testAnUpdateIsNilExactlyWhenNothingChanges() {
        checkProperty(Self.generator) { try run($0, checking: .updatesAreExact) }
    }

    func testARecordedSequenceReplaysExactly() {
        checkProperty(Self.generator) { try run($0, checking: .recordingReplaysExactly) }
    }

    /// A trace replays to exactly what was recorded, ends on the avoider's state, and comes back
    /// from JSON as it went.
    private func checkReplay(of trace: AvoidanceTrace<TestStrategy>, endingAt avoider: KeyboardAvoider<Int, TestStrategy>) throws {
        let replayed = trace.replay()
        try requireEqual(replayed.count, trace.steps.count, "a step was not replayed")
        for step in replayed {
            // The same library, the same answers: exactly, not within the tolerance.
            try require(
                !step.differs && step.replayed == step.recorded.answer,
                "step \(step.number) (\(step.recorded.action)) replays as \(String(describing: step.replayed)), "
                    + "recorded \(String(describing: step.recorded.answer))")
        }
        if let last = replayed.last {
            try requireEqual(last.adjustedViews.map(\.values), avoider.appliedValues.map(\.values), "the replay ends elsewhere")
            try requireEqual(last.keyboard, avoider.presentedKeyboard, "the replay ends on another keyboard")
        }
        // Through JSON for one sequence in four (by its length): encoding is most of this property's
        // time, and the format's every field is met well within the iterations.
        guard trace.steps.count % 4 == 0 else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(trace)
        let decoded = try JSONDecoder().decode(AvoidanceTrace<TestStrategy>.self, from: json)
        try requireEqual(try encoder.encode(decoded), json, "the trace changed through JSON")
        try requireEqual(decoded.replay().map(\.replayed), replayed.map(\.replayed), "the decoded trace replays otherwise")
    }

    func testFramesStartAndEndOnTheEvaluationsAndStayFinite() {
        checkProperty(Self.generator) { try run($0, checking: .framesFollowTheKeyboard) }
    }
}

extension KeyboardAvoiderSequenceTests.Step {
    /// Whether the step reaches the avoider as a keyboard input (an event or a dragged frame).
    var isKeyboardInput: Bool {
        switch self {
        case .keyboard, .hide, .redeliver, .otherAppsKeyboard, .otherAppsKeyboardHides, .noPosition, .drag: true
        default: false
        }
    }
}
