import Foundation
import XCTest

/// A failed expectation inside a property: thrown by ``require(_:_:)`` and its relatives.
public struct PropertyFailure: Error, CustomStringConvertible {
    /// What was expected and what was found.
    public var description: String

    /// Creates a failure with a message.
    public init(_ description: String) {
        self.description = description
    }
}

/// Fails the current property case unless `condition` holds.
public func require(_ condition: Bool, _ message: @autoclosure () -> String = "requirement failed") throws {
    if !condition { throw PropertyFailure(message()) }
}

/// Fails the current property case unless the values are equal.
public func requireEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: @autoclosure () -> String = "")
    throws
{
    if actual != expected { throw PropertyFailure("\(actual) != \(expected) \(message())") }
}

/// The environment variables that steer the harness.
public enum PropertyEnvironment {
    /// `PROPERTY_ITERATIONS`: cases per property; 1,000 when unset or unreadable.
    public static var iterations: Int {
        ProcessInfo.processInfo.environment["PROPERTY_ITERATIONS"].flatMap { Int($0) }.map { max(1, $0) } ?? 1_000
    }

    /// `PROPERTY_SEED`: the first case's seed, decimal or `0x` hexadecimal; `nil` when unset.
    public static var seed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["PROPERTY_SEED"] else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

/// What a property run found: the first failing case, before and after shrinking.
public struct PropertyCounterexample<Value> {
    /// The number of the failing case, from 0.
    public var caseNumber: Int
    /// The failing case's seed: `PROPERTY_SEED` replays it.
    public var seed: UInt64
    /// The value the case drew.
    public var original: Value
    /// Why it failed.
    public var originalFailure: String
    /// The simplest failing value shrinking found.
    public var shrunk: Value
    /// Why the shrunk value fails.
    public var shrunkFailure: String
    /// How many edits of the draws shrinking kept.
    public var shrinkSteps: Int
}

/// Runs a property and returns its first counterexample, shrunk, or `nil` if every case held.
///
/// Case 0 uses `seed`; each further case's seed is the next output of ``SplitMix64`` seeded with
/// the previous one, so a printed seed with one iteration replays exactly that case.
///
/// - Parameters:
///   - generator: Draws each case's value.
///   - iterations: How many cases to run.
///   - firstSeed: The first case's seed.
///   - body: The property: throws when it does not hold.
/// - Returns: The first failing case, shrunk, or `nil` when every case held.
public func findCounterexample<Value>(
    _ generator: Generator<Value>, iterations: Int, seed firstSeed: UInt64, _ body: (Value) throws -> Void
) -> PropertyCounterexample<Value>? {
    var seed = firstSeed
    for caseNumber in 0..<iterations {
        var draws = Draws(seed: seed)
        let value = generator.generate(&draws)
        if let failure = failureMessage(body, value) {
            let (shrunk, shrunkFailure, steps) = shrink(draws.recorded, generator, body, failure)
            return PropertyCounterexample(
                caseNumber: caseNumber, seed: seed, original: value, originalFailure: failure,
                shrunk: shrunk, shrunkFailure: shrunkFailure, shrinkSteps: steps)
        }
        var next = SplitMix64(seed: seed)
        seed = next.next()
    }
    return nil
}

extension XCTestCase {
    /// Checks a property over random values: fails the test with the counterexample, shrunk, and
    /// the command that replays the failing case.
    ///
    /// The first seed is `PROPERTY_SEED`, or else a fixed seed derived from the test's name
    /// (FNV-1a), so that runs are reproducible.
    ///
    /// - Parameters:
    ///   - generator: Draws each case's value.
    ///   - iterations: Cases to run; `PROPERTY_ITERATIONS` (default 1,000) when `nil`.
    ///   - file: The file to report a failure in (the caller's).
    ///   - line: The line to report a failure at (the caller's).
    ///   - function: The test's name, for the reproduce line (the caller's).
    ///   - body: The property: throws (through ``require(_:_:)``) when it does not hold.
    public func checkProperty<Value>(
        _ generator: Generator<Value>,
        iterations: Int? = nil,
        file: StaticString = #filePath,
        line: UInt = #line,
        function: String = #function,
        _ body: (Value) throws -> Void
    ) {
        let testName = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        let filter = "\(String(reflecting: type(of: self))).\(testName)"
        let count = iterations ?? PropertyEnvironment.iterations
        guard
            let found = findCounterexample(
                generator, iterations: count, seed: PropertyEnvironment.seed ?? fnv1a(filter), body)
        else { return }
        let seedText = "0x" + String(found.seed, radix: 16)
        XCTFail(
            """
            Property failed at case \(found.caseNumber + 1) of \(count), seed \(seedText).
            Original: \(found.original)
              \(found.originalFailure)
            Shrunk in \(found.shrinkSteps) steps: \(found.shrunk)
              \(found.shrunkFailure)
            Reproduce: PROPERTY_SEED=\(seedText) PROPERTY_ITERATIONS=1 swift test --filter \(filter)
            """, file: file, line: line)
    }
}

private func failureMessage<Value>(_ body: (Value) throws -> Void, _ value: Value) -> String? {
    do {
        try body(value)
        return nil
    } catch {
        return "\(error)"
    }
}

/// Greedy shrinking of the recorded draws: truncate, then zero, then halve each value, keeping every edit after which the property still fails.
///
/// At most 2,000 evaluations.
private func shrink<Value>(
    _ recorded: [UInt64], _ generator: Generator<Value>, _ body: (Value) throws -> Void, _ failure: String
) -> (Value, String, Int) {
    var best = recorded
    var bestFailure = failure
    var budget = 2_000
    var steps = 0
    func attempt(_ candidate: [UInt64]) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        var draws = Draws(replaying: candidate)
        let value = generator.generate(&draws)
        guard let message = failureMessage(body, value) else { return false }
        best = candidate
        bestFailure = message
        steps += 1
        return true
    }
    var length = best.count / 2
    while length > 0, attempt(Array(best.prefix(length))) {
        length = best.count / 2
    }
    var improved = true
    while improved && budget > 0 {
        improved = false
        for index in best.indices where best[index] != 0 {
            var candidate = best
            candidate[index] = 0
            if attempt(candidate) {
                improved = true
                continue
            }
            while best[index] > 1 {
                candidate = best
                candidate[index] = best[index] / 2
                guard attempt(candidate) else { break }
                improved = true
            }
        }
    }
    var draws = Draws(replaying: best)
    return (generator.generate(&draws), bestFailure, steps)
}

/// FNV-1a over the UTF-8 bytes: a stable 64-bit hash (Swift's `hashValue` changes every run).
private func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
}
