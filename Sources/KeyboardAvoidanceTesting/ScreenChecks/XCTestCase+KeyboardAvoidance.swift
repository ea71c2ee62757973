import Foundation
import KeyboardAvoidance
import XCTest

extension XCTestCase {
    /// Checks a screen across devices and keyboards (``ScreenCheck``), failing the test once per
    /// problem found, with a message that names the device, orientation, window, keyboard and
    /// field and prints the numbers.
    ///
    /// Each failure's picture — the case before and after, drawn as the tool's `render` draws —
    /// is written as SVG to `picturesDirectory` (its path is in the failure message) and, on
    /// Apple platforms, attached to the test. At most `failureLimit` failures are reported one by
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
        keyboards: [KeyboardKind] = KeyboardKind.allCases, picturesDirectory: String? = XCTestCase.defaultPicturesDirectory,
        failureLimit: Int = 20, file: StaticString = #filePath, line: UInt = #line, layout: (DeviceScreen) -> ScreenLayout
    ) -> ScreenCheckReport {
        let report = ScreenCheck(screens: screens, keyboards: keyboards).run(strategy, layout: layout)
        if report.caseCount == 0 {
            XCTFail("no case ran: no screen, no field, or no keyboard its devices have", file: file, line: line)
        }
        for failure in report.failures.prefix(max(0, failureLimit)) {
            var message = failure.description
            if let path = write(failure, to: picturesDirectory) {
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

    private func write(_ failure: ScreenCheckFailure, to directory: String?) -> String? {
        guard let directory else { return nil }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let file = folder.appendingPathComponent(failure.pictureFileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
