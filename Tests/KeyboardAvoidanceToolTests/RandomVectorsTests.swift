import Foundation
import KeyboardAvoidance
import XCTest

@testable import KeyboardAvoidanceTool

/// `keyboard-avoidance random-vectors` (SPEC §11.3): random cases on demand, reproducible from a
/// seed, that the library passes and that a port 10⁻⁶ off in any strategy fails.
final class RandomVectorsTests: XCTestCase {
    private func vectors(count: Int, seed: UInt64) -> ConformanceVectors {
        var generator = RandomConformanceCases(seed: seed)
        return generator.vectors(count: count)
    }

    func testTheSameSeedGivesTheSameFile() {
        // The same file on every machine and in every run: the draws are SplitMix64's, which the format
        // fixes, checked against the reference outputs of Vigna's splitmix64.c for seed 0 rather than
        // against a second run of this code (which could only differ within one run by drawing from
        // outside the seed).
        var draws = RandomConformanceCases.Draws(state: 0)
        XCTAssertEqual([draws.next(), draws.next(), draws.next()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        XCTAssertNotEqual(vectors(count: 200, seed: 42).encoded(), vectors(count: 200, seed: 43).encoded())
        let drawn = vectors(count: 200, seed: 42)
        XCTAssertEqual(drawn.cases.count, 200)
        XCTAssertEqual(drawn.trackerCases?.count, 20)
        XCTAssertEqual(drawn.animationCases?.count, 20)
        XCTAssertEqual(drawn.interpolationCases?.count, 20)
        XCTAssertEqual(Set(drawn.cases.map(\.name)).count, 200, "names are unique")
        // Through the command, to a file and to standard output alike.
        let run = runTool(["random-vectors", "--count", "30", "--seed", "5"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(Data(run.standardOutput.utf8), vectors(count: 30, seed: 5).encoded())
        XCTAssertEqual(runTool(["random-vectors", "--count", "many"]).status, 64)
    }

    func testTenThousandCasesComeBackFromTheFormatAsDrawn() throws {
        let drawn = vectors(count: 10_000, seed: 2026)
        // Through the format, as a port's file would come back: every input and every expected value
        // exactly as drawn. (Not `decoded.mismatches() == []`: the expected values are this library's
        // answers from this run, so re-running it could only fail where the format loses an input, which
        // this compares directly. `testAPortOffByAMillionth…` shows the verifier catches a wrong answer.)
        let decoded = try ConformanceVectors.decode(drawn.encoded())
        XCTAssertEqual(decoded.cases.count, 10_000)
        let changed = zip(decoded.cases, drawn.cases).filter { back, sent in
            back.name != sent.name || back.strategy != sent.strategy || back.options != sent.options || back.layout != sent.layout
                || back.keyboard != sent.keyboard || back.expected != sent.expected
        }
        XCTAssertEqual(changed.map(\.1.name), [], "cases the format changed")
        let trackers = zip(decoded.trackerCases ?? [], drawn.trackerCases ?? []).filter { back, sent in
            back.screenBounds != sent.screenBounds || back.configuration != sent.configuration || back.events != sent.events
                || back.expected != sent.expected
        }
        XCTAssertEqual(trackers.map(\.1.name), [], "tracker cases the format changed")
        let animations = zip(decoded.animationCases ?? [], drawn.animationCases ?? []).filter { back, sent in
            back.animation != sent.animation || back.elapsed != sent.elapsed || back.expected != sent.expected
        }
        XCTAssertEqual(animations.map(\.1.name), [], "animation cases the format changed")
        let blends = zip(decoded.interpolationCases ?? [], drawn.interpolationCases ?? []).filter { back, sent in
            back.from != sent.from || back.to != sent.to || back.progress != sent.progress || back.expected != sent.expected
        }
        XCTAssertEqual(blends.map(\.1.name), [], "interpolation cases the format changed")
        XCTAssertEqual(
            [decoded.trackerCases?.count, decoded.animationCases?.count, decoded.interpolationCases?.count], [1_000, 1_000, 1_000])
        // They reach what the issue asks of them: every strategy, options, nested chains, windows
        // that are not the screen, keyboards docked to them, riding views, rotations, sideways scrolls.
        let cases = decoded.cases
        XCTAssertEqual(Set(cases.map(\.strategy)), Set(StrategyName.allCases))
        XCTAssertGreaterThan(cases.filter { $0.options != nil }.count, 1_000)
        XCTAssertGreaterThan(cases.filter { !$0.expected.outerContainers.isEmpty }.count, 500)
        XCTAssertGreaterThan(cases.filter { $0.layout.ridingView != nil }.count, 1_000)
        XCTAssertGreaterThan(cases.filter { $0.layout.placement(of: $0.keyboard) != $0.keyboard.placement }.count, 100)
        XCTAssertGreaterThan(
            cases.filter { $0.layout.hierarchy.node($0.layout.rootView).map { $0.transform.b != 0 } ?? false }.count, 100)
        let sideways = cases.filter { testCase in
            testCase.expected.allContainers.contains { container in
                container.contentOffset.x != testCase.layout.hierarchy.node(container.node)?.boundsOrigin.x
            }
        }
        XCTAssertGreaterThan(sideways.count, 300)
    }

    func testTheCasesDrawWhatTheCommittedVectorsPin() {
        // Each situation a committed vector pins and random cases long missed (issue 38) is drawn at
        // least once in 2,000 cases, counted from the cases themselves: keyboards on, within and
        // beyond §6.1's and §6.4's edge tolerances, riding views that hold the focus or a scroll view
        // or sit beside the root view, a focus that is a scroll view, targets a hair off the visible
        // band's edge, and tracker events without a position; and what round 3's misreadings need:
        // a focus turned counter-clockwise or sheared upwards, a window's insets taller than the
        // window, a focus beside the root view, a scroll view listed twice, a riding view holding
        // the focus inside the form or squashed by a singular transform, and tracker events moving
        // two opposite edges; and what the last five need: a floating keyboard touching a
        // window's side under view shift and the `avoid` policy, a sheet under a navigation
        // controller's bar, another app's hide after this app's frame with no position, a scroll
        // view inside a bottom margin as tall, and a carousel under a root view turned by a quarter.
        let drawn = vectors(count: 2_000, seed: 1)
        var seen: [String: Int] = [:]
        func count(_ situation: String, _ happens: Bool) { seen[situation, default: 0] += happens ? 1 : 0 }
        for testCase in drawn.cases {
            let layout = testCase.layout
            let frame = testCase.keyboard.frame
            let screen = testCase.keyboard.screenBounds
            let window = layout.hierarchy.node(ViewHierarchy.window)?.frame ?? screen
            for hair in [0.5, 1, 1.5] {
                count("left edge \(hair) in from the screen's", frame.minX == screen.minX + hair && frame.maxX == screen.maxX)
                count("right edge \(hair) in from the screen's", frame.maxX == screen.maxX - hair && frame.minX == screen.minX)
                count("bottom \(hair) above the screen's", frame.maxY == screen.maxY - hair && frame.height > hair)
                count("bottom \(hair) below the screen's", frame.maxY == screen.maxY + hair)
                count("a sliver \(hair) thick", frame.minY == screen.maxY - hair)
                if window != screen {
                    count("left edge \(hair) in from the window's", frame.minX == window.minX + hair && frame.maxX == window.maxX)
                    count("right edge \(hair) in from the window's", frame.maxX == window.maxX - hair && frame.minX == window.minX)
                    count("bottom \(hair) off the window's", (frame.maxY - window.maxY).magnitude == hair && frame.width == window.width)
                }
            }
            count("narrower than the window at its bottom", window != screen && frame.maxY == window.maxY && frame.width < window.width)
            count(
                "a floating keyboard touching the window's side",
                window != screen && testCase.keyboard.placement == .undocked && (frame.maxX == window.minX || frame.minX == window.maxX))
            count(
                "a floating keyboard touching the window's side, avoided under view shift",
                window != screen && testCase.keyboard.placement == .undocked && (frame.maxX == window.minX || frame.minX == window.maxX)
                    && layout.undockedPolicy == .avoid && testCase.strategy == .viewShift)
            let rootParent = layout.hierarchy.parent(of: layout.rootView).flatMap { layout.hierarchy.node($0) }
            count(
                "a sheet under a navigation controller's bar",
                (layout.hierarchy.node(layout.rootView)?.frame.minY ?? 0) > 0 && (rootParent?.additionalSafeAreaInsets.top ?? 0) > 0)
            count(
                "a scroll view of the chain inside a bottom margin as tall",
                layout.scrollChain.contains { container in
                    guard let node = layout.hierarchy.node(container.node) else { return false }
                    return (layout.hierarchy.safeAreaInsets(of: container.node)?.bottom ?? 0) >= node.bounds.height
                })
            count(
                "a carousel under a root view turned by a quarter",
                layout.hierarchy.node(layout.rootView)?.transform.b == 1
                    && layout.scrollChain.contains { $0.contentSize.width > (layout.hierarchy.node($0.node)?.bounds.width ?? 0) })
            let windowNode = layout.hierarchy.node(ViewHierarchy.window)
            count("a scaled window", windowNode?.transform != .identity)
            count("bars on the window", windowNode?.additionalSafeAreaInsets != .zero)
            count("a negative inset on the window", layout.hierarchy.windowSafeAreaInsets.bottom < 0)
            count("a root view inside another view", layout.hierarchy.parent(of: layout.rootView) != ViewHierarchy.window)
            count(
                "indicator insets apart from content insets",
                layout.scrollContainers.contains { $0.scrollIndicatorInsets != $0.contentInsets })
            count("a caret given from its far corner", layout.focus.rect.size.width < 0 && layout.focus.rect.size.height < 0)
            count("a translated or sheared focus", layout.hierarchy.node(layout.focus.node).map { $0.transform != .identity } ?? false)
            // The box of a rectangle's diagonal corners misses its extremes when the y of the
            // corners (maxX, minY) and (minX, maxY) moves against x: b < 0 (turned counter-
            // clockwise or sheared upwards).
            let focusTransform = layout.hierarchy.node(layout.focus.node)?.transform ?? .identity
            count("a focus sheared upwards", focusTransform.b < 0 && focusTransform.a == 1)
            count("a focus turned counter-clockwise", focusTransform.b < 0 && focusTransform.c > 0)
            let insets = layout.hierarchy.windowSafeAreaInsets
            count("a window's insets taller than the window", insets.top + insets.bottom > window.height)
            count("a focus beside the root view", !layout.hierarchy.isNode(layout.focus.node, inSubtreeOf: layout.rootView))
            let listed = layout.scrollContainers.map(\.node)
            count(
                "a scroll view of the chain listed twice, with other settings",
                layout.scrollChain.contains { first in
                    layout.scrollContainers.contains { $0.node == first.node && $0 != first }
                        && listed.filter { $0 == first.node }.count == 2
                })
            let chain = Set(layout.scrollChain.map(\.node))
            count("a scroll view holding no focus", layout.scrollContainers.contains { !chain.contains($0.node) })
            let focus = layout.focus.node
            count("a focus that is a scroll view", layout.scrollContainers.contains { $0.node == focus })
            if let riding = layout.ridingView, let node = layout.hierarchy.node(riding) {
                count("a riding view holding the focus", layout.hierarchy.isNode(focus, inSubtreeOf: riding))
                count(
                    "a riding view holding a scroll view",
                    layout.scrollContainers.contains { layout.hierarchy.isNode($0.node, inSubtreeOf: riding) })
                count("a riding view that is a scroll view", layout.scrollContainers.contains { $0.node == riding })
                count("a riding view beside the root view", !layout.hierarchy.isNode(riding, inSubtreeOf: layout.rootView))
                count("a scaled riding view", node.transform != .identity)
                count("a riding view flattened by a singular transform", node.transform.d == 0)
                count(
                    "a riding view squashed by a singular transform holding the focus",
                    node.transform.d == 0 && layout.hierarchy.isNode(focus, inSubtreeOf: riding))
                count(
                    "a riding view holding the focus inside the form",
                    layout.hierarchy.isNode(focus, inSubtreeOf: riding)
                        && layout.scrollContainers.contains { $0.node != riding && layout.hierarchy.isNode(riding, inSubtreeOf: $0.node) })
                let onScreen = layout.hierarchy.convert(node.bounds, from: .node(riding), to: .screen)
                count("a riding view reaching above the window's top", (onScreen?.minY ?? 0) < window.minY)
                count(
                    "a floating keyboard touching the riding view's side",
                    testCase.keyboard.placement == .undocked && (frame.maxX == onScreen?.minX || frame.minX == onScreen?.maxX))
            }
            for hair in [0x1p-21, 0x1p-19] {
                count(
                    "a scroll view \(hair) pt off a quarter point",
                    layout.scrollContainers.contains { container in
                        guard let origin = layout.hierarchy.node(container.node)?.boundsOrigin else { return false }
                        return [origin.x, origin.y].contains { ($0 - ($0 * 4).rounded() / 4).magnitude == hair }
                    })
            }
        }
        for tracker in drawn.trackerCases ?? [] {
            let trackerScreen = tracker.screenBounds
            count("a tracker with its defaults", tracker.configuration == nil)
            for event in tracker.events {
                let change = event.phase == .willChangeFrame || event.phase == .didChangeFrame
                count("a frame change to (0, 0, 0, 0), \(event.isLocal ? "local" : "another app's")", event.endFrame == .zero && change)
                count("a show or hide with the frame (0, 0, 0, 0)", event.endFrame == .zero && !change)
                count("an empty frame elsewhere", event.endFrame.size == .zero && event.endFrame != .zero)
            }
            count(
                "another app's show, this app's frame with no position, another app's hide",
                zip(tracker.events, zip(tracker.events.dropFirst(), tracker.events.dropFirst(2))).contains { show, next in
                    let (noPosition, hide) = next
                    return !show.isLocal && show.endFrame.maxY > trackerScreen.minY && show.endFrame.minY < trackerScreen.maxY
                        && noPosition.isLocal && noPosition.endFrame == .zero && !hide.isLocal && hide.endFrame.minY >= trackerScreen.maxY
                })
            for (before, after) in zip(tracker.events, tracker.events.dropFirst()) {
                let (a, b) = (before.endFrame, after.endFrame)
                let moved = [a.minX != b.minX, a.maxX != b.maxX, a.minY != b.minY, a.maxY != b.maxY]
                count("one edge moved alone", a.width > 0 && moved.filter { $0 }.count == 1)
                // Two opposite edges moved so that an edge moves more than the origin and the
                // size (moving and growing), or the size more than any edge (growing at both).
                let edges = [b.minX - a.minX, b.maxX - a.maxX, b.minY - a.minY, b.maxY - a.maxY].map(\.magnitude).max() ?? 0
                let originAndSize = [b.minX - a.minX, b.minY - a.minY, b.width - a.width, b.height - a.height].map(\.magnitude).max() ?? 0
                count("a keyboard growing at two opposite edges", a.width > 0 && b.width > 0 && originAndSize > edges)
                count("a keyboard moving and growing", a.width > 0 && b.width > 0 && originAndSize > 0 && edges > originAndSize)
            }
        }
        XCTAssertEqual(seen.filter { $0.value == 0 }.keys.sorted(), [], "situations 2,000 cases never draw")
        XCTAssertGreaterThan(seen.count, 30)
    }

    func testAPortOffByAMillionthInAnyStrategyFails() {
        // A port whose strategy answers differ by 10⁻⁶ wherever that strategy moved something (its
        // offsets, translations or guide away from rest) fails the random cases: each strategy's own
        // formula is exercised, not only its resting answer.
        let drawn = vectors(count: 2_000, seed: 9)
        for strategy in StrategyName.allCases {
            var port = drawn
            for index in port.cases.indices where port.cases[index].strategy == strategy {
                let resting = strategy.restingAdjustment(for: port.cases[index].layout)
                var expected = port.cases[index].expected
                guard expected != resting else { continue }
                expected.rootViewTranslation += expected.rootViewTranslation == resting.rootViewTranslation ? 0 : 1e-6
                expected.rootViewBottomInset += expected.rootViewBottomInset == resting.rootViewBottomInset ? 0 : 1e-6
                if var container = expected.container, container != resting.container {
                    container.contentOffset.y += 1e-6
                    expected.container = container
                }
                port.cases[index].expected = expected
            }
            let failures = port.mismatches().filter { $0.hasPrefix("random/") && $0.contains("/\(strategy.rawValue):") }
            XCTAssertGreaterThan(failures.count, 50, "\(strategy): a port 10⁻⁶ off passes")
        }
    }
}
