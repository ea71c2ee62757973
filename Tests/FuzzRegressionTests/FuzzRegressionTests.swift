import Foundation
import FuzzSupport
import XCTest

/// Replays every committed input of every fuzz target — the snippet corpus and every crash the
/// fuzzer has found (`Fuzz/Corpus/TARGET/`) — through the same invariant checks the fuzzer runs.
final class FuzzRegressionTests: XCTestCase {
    private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    private func replay(_ target: String, _ check: ([UInt8]) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertFalse(names.isEmpty, "no corpus for \(target)", file: file, line: line)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
            XCTAssertNoThrow(try check(bytes), "\(target)/\(name)", file: file, line: line)
        }
    }

    func testScenarioCorpus() throws { try replay("FuzzScenario", ScenarioCheck.check) }
    func testLayoutCorpus() throws { try replay("FuzzLayout", LayoutCheck.check) }
    func testTrackerCorpus() throws { try replay("FuzzTracker", TrackerCheck.check) }
    func testNotificationCorpus() throws { try replay("FuzzNotification", NotificationCheck.check) }
    func testTraceCorpus() throws { try replay("FuzzTrace", TraceCheck.check) }
}
