import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import KeyboardAvoidanceTesting
import XCTest

/// The committed traces (Traces/, see its README) — the UIKit adapter's from the example app's
/// end-to-end tests, and the tool's walk: each replays to what was applied, and holds the inputs it
/// was chosen for.
final class ReplayedTraceTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces", isDirectory: true)

    /// The kinds of input each committed trace holds at least, by file.
    private static let expectedInputs: [String: Set<String>] = [
        "testDraggingAChatsMessageListDismissesWithTheFieldOutsideIt.json": [
            "focusBegan", "keyboard willShow", "keyboard willChangeFrame", "keyboardDragged", "keyboard willHide",
        ],
        "testRotationAndBackWithEachOrientationsKeyboardLeavesNothingBehind.json": [
            "focusBegan", "keyboard willShow", "keyboard willChangeFrame", "keyboard willHide",
        ],
        "testEndingEditingRestoresWithTheKeyboardAndUninstallingStopsWatching.json": [
            "focusBegan", "focusEnded", "keyboard willShow", "keyboard willChangeFrame", "keyboard willHide", "screenChanged",
            "readBack", "restoreAll",
        ],
        // Recorded through `AvoidanceRecorder` by the tool's tests (PhoneFormWalk), not by the adapter.
        "phone-form-walk.json": ["focusBegan", "keyboard willShow", "readBack", "caretMoved", "keyboard willHide", "focusEnded"],
    ]

    private static func traceFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// An action's kind: the input's case, a keyboard event with its phase, or the action's case.
    private static func kind(of action: AvoidanceTrace<BuiltInStrategy>.Action) -> String {
        switch action {
        case .receive(.keyboard(let event, _)): "keyboard \(event.phase.rawValue)"
        case .receive(.keyboardDragged): "keyboardDragged"
        case .receive(.keyboardDragEnded): "keyboardDragEnded"
        case .receive(.keyboardFrame): "keyboardFrame"
        case .receive(.focusBegan): "focusBegan"
        case .receive(.focusEnded): "focusEnded"
        case .receive(.caretMoved): "caretMoved"
        case .receive(.layoutChanged): "layoutChanged"
        case .receive(.screenChanged): "screenChanged"
        case .readBack: "readBack"
        case .restoreAll: "restoreAll"
        }
    }

    func testEveryCommittedTraceReplaysAsTheAdapterApplied() throws {
        let files = try Self.traceFiles()
        XCTAssertEqual(Set(files.map(\.lastPathComponent)), Set(Self.expectedInputs.keys), "each trace states the inputs it holds")
        // Each step that answers otherwise fails here, naming the step, the view and the numbers.
        for file in files { assertReplay(contentsOf: file) }
    }

    func testEachTraceHoldsTheInputsItWasChosenFor() throws {
        for file in try Self.traceFiles() {
            let trace = try AvoidanceTrace<BuiltInStrategy>(jsonData: Data(contentsOf: file))
            let kinds = Set(trace.steps.map { Self.kind(of: $0.action) })
            let expected = Self.expectedInputs[file.lastPathComponent] ?? []
            XCTAssert(kinds.isSuperset(of: expected), "\(file.lastPathComponent) lacks \(expected.subtracting(kinds).sorted())")
            // Recorded from the start, and something was applied: a trace that sets nothing checks nothing.
            XCTAssertEqual(trace.droppedSteps, 0, file.lastPathComponent)
            XCTAssertGreaterThanOrEqual(trace.steps.filter { $0.answer != nil }.count, 3, file.lastPathComponent)
        }
    }

    func testTheRotationIsInTheTrace() throws {
        // The form rotated to landscape and back: the keyboard's events span both screens.
        let file = Self.folder.appendingPathComponent("testRotationAndBackWithEachOrientationsKeyboardLeavesNothingBehind.json")
        let trace = try AvoidanceTrace<BuiltInStrategy>(jsonData: Data(contentsOf: file))
        let screens = Set(trace.replay().map { $0.keyboard.screenBounds.size })
        XCTAssertEqual(screens, [LayoutSize(width: 390, height: 844), LayoutSize(width: 844, height: 390)])
    }
}
