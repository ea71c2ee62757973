import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceScreens
import XCTest

extension XCTestCase {
    /// Replays a trace an adapter recorded (`AvoidanceTrace.replay(strategy:)`), failing the test
    /// once per step whose answer differs from what was applied then, with a message that names
    /// the step, what the adapter asked, and each view that differs with its recorded and its
    /// replayed values.
    ///
    /// Each failing step's picture — the screen after the step, drawn with the strategy's
    /// adjustment — is written as SVG to the test's folder in `picturesDirectory`, as the screen
    /// checks write theirs (its path is in the failure message), and, on Apple platforms, attached
    /// to the test. A trace with no step fails: it replays nothing.
    ///
    /// ```swift
    /// func testTheCoveredFieldReportedFromTheBeta() {
    ///     assertReplay(recordedTrace)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - strategy: The strategy to replay with instead of the recorded ones, or `nil` (the
    ///     default) for the recorded ones.
    ///   - title: The trace's name, heading each picture and starting its file name.
    ///   - picturesDirectory: Where to write the pictures: `KEYBOARD_AVOIDANCE_PICTURES` from the
    ///     environment when set, else `keyboard-avoidance-pictures` in the temporary directory;
    ///     `nil` writes none.
    ///   - failureLimit: How many failing steps to report one by one; 20 by default.
    ///   - file: The file the failures are reported in.
    ///   - line: The line the failures are reported at.
    /// - Returns: Every failing step, for further assertions of your own.
    @discardableResult
    public func assertReplay<Strategy>(
        _ trace: AvoidanceTrace<Strategy>, strategy: Strategy? = nil, title: String = "trace",
        picturesDirectory: String? = XCTestCase.defaultPicturesDirectory, failureLimit: Int = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [ReplayFailure] {
        if trace.steps.isEmpty {
            XCTFail("the trace has no step: it replays nothing", file: file, line: line)
        }
        let failures = trace.replayFailures(strategy: strategy, title: title)
        let prefix = ReplayFailure.fileNamePrefix(title)
        let folder = failures.isEmpty ? nil : picturesDirectory.flatMap { picturesFolder(in: $0, removingPicturesStartingWith: prefix) }
        for failure in failures.prefix(max(0, failureLimit)) {
            var message = failure.description
            if let picture = failure.picture {
                if let folder, let path = write(picture, named: failure.pictureFileName, to: folder) {
                    message += " (picture: \(path))"
                }
                attach(picture, named: failure.pictureFileName)
            } else {
                message += " (no picture: nothing is focused after the step)"
            }
            XCTFail(message, file: file, line: line)
        }
        let unreported = failures.count - max(0, failureLimit)
        if unreported > 0 {
            XCTFail(
                "… and \(unreported) more failing step\(unreported == 1 ? "" : "s") of \(trace.steps.count)", file: file, line: line)
        }
        return failures
    }

    /// Reads a trace written as JSON by the UIKit adapter (`writeTrace(to:)`, with its default
    /// `BuiltInStrategy`) and replays it as
    /// ``assertReplay(_:strategy:title:picturesDirectory:failureLimit:file:line:)`` does: a bug
    /// report's attachment becomes a regression test in one line.
    ///
    /// ```swift
    /// func testTheCoveredFieldReportedFromTheBeta() throws {
    ///     assertReplay(contentsOf: try XCTUnwrap(Bundle.module.url(forResource: "covered-field", withExtension: "json")))
    /// }
    /// ```
    ///
    /// A file that cannot be read, or is not a trace of this format and version, fails the test
    /// with the path and the reason (the JSON path of the field that is wrong).
    ///
    /// - Parameters:
    ///   - url: The trace's file.
    ///   - strategy: The strategy to replay with instead of the recorded ones, or `nil`.
    ///   - picturesDirectory: Where to write the pictures; see
    ///     ``assertReplay(_:strategy:title:picturesDirectory:failureLimit:file:line:)``. Each
    ///     picture's name starts with the file's name.
    ///   - failureLimit: How many failing steps to report one by one; 20 by default.
    ///   - file: The file the failures are reported in.
    ///   - line: The line the failures are reported at.
    /// - Returns: Every failing step, or `nil` when the trace cannot be read.
    @discardableResult
    public func assertReplay(
        contentsOf url: URL, strategy: BuiltInStrategy? = nil, picturesDirectory: String? = XCTestCase.defaultPicturesDirectory,
        failureLimit: Int = 20, file: StaticString = #filePath, line: UInt = #line
    ) -> [ReplayFailure]? {
        assertReplay(
            contentsOf: url, strategyType: BuiltInStrategy.self, strategy: strategy, picturesDirectory: picturesDirectory,
            failureLimit: failureLimit, file: file, line: line)
    }

    /// Reads a trace recorded with a strategy of another type — an adapter installed with
    /// `ScrollInsetStrategy()`, or an app's own `Codable` strategy — and replays it as
    /// ``assertReplay(contentsOf:strategy:picturesDirectory:failureLimit:file:line:)`` does.
    ///
    /// - Parameters:
    ///   - url: The trace's file.
    ///   - strategyType: The type of the strategy the trace was recorded with.
    ///   - strategy: The strategy to replay with instead of the recorded ones, or `nil`.
    ///   - picturesDirectory: Where to write the pictures.
    ///   - failureLimit: How many failing steps to report one by one; 20 by default.
    ///   - file: The file the failures are reported in.
    ///   - line: The line the failures are reported at.
    /// - Returns: Every failing step, or `nil` when the trace cannot be read.
    @discardableResult
    public func assertReplay<Strategy: KeyboardAvoidanceStrategy & Hashable & Codable>(
        contentsOf url: URL, strategyType: Strategy.Type, strategy: Strategy? = nil,
        picturesDirectory: String? = XCTestCase.defaultPicturesDirectory, failureLimit: Int = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [ReplayFailure]? {
        let trace: AvoidanceTrace<Strategy>
        do {
            trace = try AvoidanceTrace(jsonData: Data(contentsOf: url))
        } catch {
            XCTFail("cannot read the trace \(url.path): \(Self.reason(error))", file: file, line: line)
            return nil
        }
        return assertReplay(
            trace, strategy: strategy, title: url.deletingPathExtension().lastPathComponent, picturesDirectory: picturesDirectory,
            failureLimit: failureLimit, file: file, line: line)
    }

    /// Why a trace could not be read: a decoding error's JSON path and description, or the error.
    private static func reason(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found), .valueNotFound(_, let found):
            context = found
        case .none: return "\(error)"
        @unknown default: return "\(error)"
        }
        var path = "$"
        for key in context.codingPath {
            path += key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }
        if case .keyNotFound(let key, _) = error as? DecodingError { path += ".\(key.stringValue)" }
        return "\(path): \(context.debugDescription)"
    }

    /// Writes a picture into `folder` and returns its path, or `nil` when it cannot be written.
    private func write(_ picture: AvoidancePicture, named fileName: String, to folder: URL) -> String? {
        let file = folder.appendingPathComponent(fileName)
        do {
            try Data(picture.svg.utf8).write(to: file)
            return file.path
        } catch {
            return nil
        }
    }

    private func attach(_ picture: AvoidancePicture, named fileName: String) {
        #if canImport(Darwin)
            let attachment = XCTAttachment(data: Data(picture.svg.utf8), uniformTypeIdentifier: "public.svg-image")
            attachment.name = fileName
            attachment.lifetime = .keepAlways
            add(attachment)
        #endif
    }
}
