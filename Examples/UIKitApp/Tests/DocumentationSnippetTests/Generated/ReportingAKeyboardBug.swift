// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/ReportingAKeyboardBug.md by DocumentationSnippetsTests: do not edit.
// Regenerate in the repository's root (not here) with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import Foundation
import KeyboardAvoidanceUIKit
import UIKit

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/ReportingAKeyboardBug.md, block 1
/// The scene delegate's work when a scene connects, in a build that records.
@MainActor
func connectRecording(_ window: UIWindow) {
    window.installKeyboardAvoidance().startRecording()
}

// Sources/KeyboardAvoidanceUIKit/KeyboardAvoidanceUIKit.docc/ReportingAKeyboardBug.md, block 2
/// The file to attach to a bug report, or `nil` when the window does not record.
@MainActor
func keyboardTrace(of window: UIWindow) throws -> URL? {
    guard let avoidance = window.keyboardAvoidance() else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-trace.json")
    return try avoidance.writeTrace(to: file) ? file : nil
}
