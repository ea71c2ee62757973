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
        XCTAssertEqual(vectors(count: 200, seed: 42).encoded(), vectors(count: 200, seed: 42).encoded())
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

    func testTenThousandCasesPassVerify() throws {
        let drawn = vectors(count: 10_000, seed: 2026)
        // Through the format, as a port's file would come back.
        let decoded = try ConformanceVectors.decode(drawn.encoded())
        XCTAssertEqual(decoded.mismatches(), [])
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
