import KeyboardAvoidanceTesting
import XCTest

final class HarnessTests: XCTestCase {
    func testSplitMix64MatchesTheReferenceOutputs() {
        // Reference outputs of Vigna's splitmix64.c for seed 0.
        var generator = SplitMix64(seed: 0)
        XCTAssertEqual(generator.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(generator.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(generator.next(), 0x06C4_5D18_8009_454F)
    }

    func testXoshiroMatchesTheReferenceOutputs() {
        // xoshiro256** from state {1, 2, 3, 4}: rotl(2·5, 7)·9 = 1280·9 = 11520; the second
        // output uses s1 = 2 ^ (3 ^ 1) = 0, so it is 0; the next two are the published values.
        var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
        XCTAssertEqual(generator.next(), 11520)
        XCTAssertEqual(generator.next(), 0)
        XCTAssertEqual(generator.next(), 1_509_978_240)
        XCTAssertEqual(generator.next(), 1_215_971_899_390_074_240)
    }

    func testDrawsReplayTheirRecordingThenZeros() {
        var fresh = Draws(seed: 42)
        let values = (0..<5).map { _ in fresh.next() }
        var replay = Draws(replaying: fresh.recorded)
        XCTAssertEqual((0..<5).map { _ in replay.next() }, values)
        XCTAssertEqual(replay.next(), 0)
    }

    func testRawZeroGivesTheSimplestChoices() {
        var draws = Draws(replaying: [])
        XCTAssertEqual(draws.unit(), 0)
        XCTAssertEqual(draws.below(10), 0)
        XCTAssertEqual(draws.integer(in: 3...9), 3)
        XCTAssertEqual(draws.double(in: -5...5), -5)
        XCTAssertFalse(draws.chance(0.99))
        XCTAssertEqual(draws.pick(["first", "second"]), "first")
    }

    func testDrawnValuesStayInTheirRanges() {
        var draws = Draws(seed: 7)
        for _ in 0..<10_000 {
            let unit = draws.unit()
            XCTAssert(unit >= 0 && unit < 1)
            XCTAssert((3...9).contains(draws.integer(in: 3...9)))
            let value = draws.double(in: -5...5)
            XCTAssert(value >= -5 && value <= 5)
        }
    }

    func testAnyRangeOrBoundsDrawWithoutTrapping() {
        // Ranges as wide as the type, bounds given the wrong way round or NaN, depths below 1: each
        // gives a defined value, finite where the bounds are.
        var draws = Draws(seed: 7)
        for _ in 0..<1_000 {
            let whole = draws.integer(in: Int.min...Int.max)
            XCTAssert((Int.min...Int.max).contains(whole))
            XCTAssert((0...Int.max).contains(draws.integer(in: 0...Int.max)))
            XCTAssertEqual(draws.integer(in: 5...5), 5)
            let wide = draws.double(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            XCTAssert(wide.isFinite, "\(wide)")
            XCTAssert((0...1).contains(draws.double(in: 0...1)))
            for (lower, upper) in [(Double.nan, 1.0), (5, 1), (.nan, .nan), (1, .nan)] {
                let value = Generator<Double>.coordinate(lower, upper).generate(&draws)
                XCTAssert(value.isFinite, "coordinate(\(lower), \(upper)) gave \(value)")
            }
        }
        XCTAssertEqual(Generator<Double>.coordinate(5, 1).generate(&draws) >= 1, true)
        XCTAssertGreaterThanOrEqual(Generator<RandomHierarchy>.hierarchy(maximumDepth: 0).generate(&draws).hierarchy.count, 1)
        XCTAssertGreaterThanOrEqual(Generator<RandomHierarchy>.hierarchy(maximumDepth: -5).generate(&draws).hierarchy.count, 1)
        // Raw 0 still gives the lower bounds.
        var zeros = Draws(replaying: [])
        XCTAssertEqual(zeros.integer(in: Int.min...Int.max), Int.min)
        XCTAssertEqual(zeros.double(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), -Double.greatestFiniteMagnitude)
    }

    func testTheSameSeedGivesTheSameCases() {
        let generator = Generator<Double>.coordinate()
        var first = Draws(seed: 99)
        var second = Draws(seed: 99)
        XCTAssertEqual((0..<100).map { _ in generator.generate(&first) }, (0..<100).map { _ in generator.generate(&second) })
    }

    func testAFailingPropertyIsFoundAndShrunkToTheBoundary() throws {
        // "every coordinate is below 1000" fails; the smallest counterexample the shrinker can
        // reach by halving draws is close to 1000 and still fails.
        let found = try XCTUnwrap(
            findCounterexample(Generator<Double>.coordinate(0, 10_000), iterations: 1_000, seed: 1) { value in
                try require(value < 1_000, "\(value) ≥ 1000")
            })
        XCTAssertGreaterThanOrEqual(found.original, 1_000)
        XCTAssertGreaterThanOrEqual(found.shrunk, 1_000)
        XCTAssertLessThanOrEqual(found.shrunk, found.original)
        XCTAssertLessThan(found.shrunk, 2_000, "halving the draw should bring the value near the boundary")
        XCTAssertGreaterThan(found.shrinkSteps, 0)
    }

    func testTheFailingCaseReplaysFromItsSeed() throws {
        let generator = Generator<Double>.coordinate(0, 10_000)
        let found = try XCTUnwrap(
            findCounterexample(generator, iterations: 1_000, seed: 5) { try require($0 < 9_000) })
        let replayed = try XCTUnwrap(
            findCounterexample(generator, iterations: 1, seed: found.seed) { try require($0 < 9_000) })
        XCTAssertEqual(replayed.caseNumber, 0)
        XCTAssertEqual(replayed.original, found.original)
    }

    func testAPropertyThatHoldsHasNoCounterexample() {
        XCTAssertNil(findCounterexample(Generator<Double>.coordinate(0, 10), iterations: 500, seed: 3) { try require($0 <= 10) })
    }

    func testHierarchiesShrinkToFewNodes() throws {
        // Fails as soon as there are two nodes; shrinking must reach exactly two.
        let found = try XCTUnwrap(
            findCounterexample(Generator<RandomHierarchy>.hierarchy(), iterations: 100, seed: 11) {
                try require($0.nodes.count < 2)
            })
        XCTAssertEqual(found.shrunk.nodes.count, 2)
    }
}
