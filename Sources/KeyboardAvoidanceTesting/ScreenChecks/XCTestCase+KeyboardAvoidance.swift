import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens
import XCTest

extension XCTestCase {
    /// Checks a screen across devices and keyboards (``ScreenCheck``), failing the test once per
    /// problem found, with a message that names the device, orientation, window, keyboard and
    /// field and prints the numbers.
    ///
    /// Each failure's picture — the case before and after, drawn as the tool's `render` draws —
    /// is written as SVG to a folder named after the test in `picturesDirectory`, emptied of the
    /// pictures of an earlier run first (its path is in the failure message), and, on Apple
    /// platforms, attached to the test. At most `failureLimit` failures are reported one by
    /// one; the rest are counted in a last failure.
    ///
    /// ```swift
    /// assertKeyboardAvoidance(ScrollInsetStrategy(), on: DeviceCatalogue.screens(of: DeviceCatalogue.phones)) { screen in
    ///     SignUpScreen(screen).layout
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: The strategy the screen uses.
    ///   - screens: The screens; every screen of the catalogue by default.
    ///   - keyboards: The keyboards; every kind by default.
    ///   - requiresLeastMovement: Whether to check that nothing moves further than needed; `nil`
    ///     (the default) decides by the strategy (``ScreenCheck/requiresLeastMovement``).
    ///   - picturesDirectory: Where to write the failures' pictures: `KEYBOARD_AVOIDANCE_PICTURES`
    ///     from the environment when set, else `keyboard-avoidance-pictures` in the temporary
    ///     directory; `nil` writes none.
    ///   - failureLimit: How many failures to report one by one; 20 by default.
    ///   - file: The file the failures are reported in.
    ///   - line: The line the failures are reported at.
    ///   - layout: The screen's layout on a device, built for that screen.
    /// - Returns: The check's report, for further assertions of your own.
    @discardableResult
    public func assertKeyboardAvoidance(
        _ strategy: some KeyboardAvoidanceStrategy, on screens: [DeviceScreen] = DeviceCatalogue.screens(),
        keyboards: [KeyboardKind] = KeyboardKind.allCases, requiresLeastMovement: Bool? = nil,
        picturesDirectory: String? = XCTestCase.defaultPicturesDirectory,
        failureLimit: Int = 20, file: StaticString = #filePath, line: UInt = #line, layout: (DeviceScreen) -> ScreenLayout
    ) -> ScreenCheckReport {
        let report = ScreenCheck(screens: screens, keyboards: keyboards, requiresLeastMovement: requiresLeastMovement)
            .run(strategy, layout: layout)
        if report.caseCount == 0 {
            XCTFail("no case ran: no screen, no field, or no keyboard its devices have", file: file, line: line)
        }
        let folder = picturesDirectory.flatMap { picturesFolder(in: $0) }
        var written: Set<String> = []
        for failure in report.failures.prefix(max(0, failureLimit)) {
            var message = failure.description
            if let folder, let path = write(failure, to: folder, avoiding: &written) {
                message += " (picture: \(path))"
            }
            attach(failure)
            XCTFail(message, file: file, line: line)
        }
        let unreported = report.failures.count - max(0, failureLimit)
        if unreported > 0 {
            XCTFail("… and \(unreported) more failure\(unreported == 1 ? "" : "s") of \(report.caseCount) cases", file: file, line: line)
        }
        return report
    }

    /// Where failures' pictures go by default: `KEYBOARD_AVOIDANCE_PICTURES`, else
    /// `keyboard-avoidance-pictures` in the temporary directory.
    public static var defaultPicturesDirectory: String? {
        ProcessInfo.processInfo.environment["KEYBOARD_AVOIDANCE_PICTURES"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-avoidance-pictures").path
    }

    /// This test's folder of pictures in `directory`, created and emptied of earlier pictures whose
    /// names start with `prefix` (every picture by default), or `nil` when it cannot be made.
    func picturesFolder(in directory: String, removingPicturesStartingWith prefix: String = "") -> URL? {
        let testName = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let folder = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(testName, isDirectory: true)
        let files = FileManager.default
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            for earlier in try files.contentsOfDirectory(atPath: folder.path) where earlier.hasPrefix(prefix) && earlier.hasSuffix(".svg") {
                try files.removeItem(at: folder.appendingPathComponent(earlier))
            }
            return folder
        } catch {
            return nil
        }
    }

    /// Writes a failure's picture into `folder`, under a name not yet `written` (a number after
    /// the name when two failures' names meet), and returns its path.
    private func write(_ failure: ScreenCheckFailure, to folder: URL, avoiding written: inout Set<String>) -> String? {
        var fileName = failure.pictureFileName
        var count = 1
        while written.contains(fileName) {
            count += 1
            fileName = String(failure.pictureFileName.dropLast(".svg".count)) + "-\(count).svg"
        }
        written.insert(fileName)
        let file = folder.appendingPathComponent(fileName)
        do {
            try Data(failure.picture.svg.utf8).write(to: file)
            return file.path
        } catch {
            return nil
        }
    }

    private func attach(_ failure: ScreenCheckFailure) {
        #if canImport(Darwin)
            let attachment = XCTAttachment(data: Data(failure.picture.svg.utf8), uniformTypeIdentifier: "public.svg-image")
            attachment.name = failure.pictureFileName
            attachment.lifetime = .keepAlways
            add(attachment)
        #endif
    }
}
