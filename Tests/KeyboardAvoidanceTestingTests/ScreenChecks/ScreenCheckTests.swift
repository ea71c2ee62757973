import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens
import KeyboardAvoidanceTesting
import XCTest

/// A screen checked across the catalogue (SPEC §16): a sound form passes everywhere, and each
/// problem is reported with the device, the keyboard, the field and the numbers.
final class ScreenCheckTests: XCTestCase {
    /// A form filling the window: a scroll view with three fields inside the safe area at rest —
    /// near the top, in the middle and near the bottom — and optionally a field pinned to the
    /// window's bottom outside the scroll view.
    private func form(_ screen: DeviceScreen, pinned: Bool = false) -> ScreenLayout {
        let window = screen.windowFrame
        let insets = screen.safeAreaInsets
        var layout = AvoidanceLayout(window: window, safeAreaInsets: insets)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        let root = layout.addView(frame: bounds)
        // At rest UIKit holds the content just below the safe area's top.
        let scroll = layout.addScrollView(
            frame: bounds, contentSize: LayoutSize(width: window.width, height: 2 * window.height),
            contentOffset: LayoutPoint(x: 0, y: -insets.top), contentInsetAdjustmentBehavior: .always, in: root)
        let width = window.width - insets.left - insets.right - 32
        let bottom = window.height - insets.top - insets.bottom - 44 - 12
        var fields: [ScreenLayout.Field] = []
        for (name, y) in [("first", 12), ("second", (bottom / 2).rounded()), ("third", bottom)] {
            let view = layout.addView(frame: LayoutRect(x: insets.left + 16, y: y, width: width, height: 44), in: scroll)
            fields.append(
                ScreenLayout.Field(
                    name, layout: layout, focus: FocusTarget(node: view, rect: LayoutRect(x: 0, y: 0, width: width, height: 44))))
        }
        if pinned {
            let view = layout.addView(
                frame: LayoutRect(x: insets.left + 16, y: window.height - insets.bottom - 52, width: width, height: 44), in: root)
            fields.append(
                ScreenLayout.Field(
                    "pinned", layout: layout, focus: FocusTarget(node: view, rect: LayoutRect(x: 0, y: 0, width: width, height: 44))))
        }
        // Each field's layout holds the views added before it; give every field the whole screen.
        return ScreenLayout(fields: fields.map { ScreenLayout.Field($0.name, layout: layout, focus: $0.layout.focus) })
    }

    func testASoundFormPassesOnEveryScreenWithEveryBuiltInStrategy() {
        let check = ScreenCheck()
        // The aligned ones move a visible focus to a position by design: not "more than needed".
        let strategies: [any KeyboardAvoidanceStrategy] = [
            ScrollInsetStrategy(), ViewShiftStrategy(), ContentGrowthStrategy(), CenteringStrategy(), ResizeStrategy(),
            ScrollInsetStrategy(alignment: .center), ContentGrowthStrategy(alignment: .top),
        ]
        for strategy in strategies {
            let report = check.run(strategy) { self.form($0) }
            XCTAssertEqual(report.failures, [], "\(type(of: strategy)): \(report)")
            // Every screen × 3 fields × the keyboards its device has.
            let expected = DeviceCatalogue.screens().map { 3 * $0.keyboardKinds.count }.reduce(0, +)
            XCTAssertEqual(report.caseCount, expected)
        }
    }

    func testAFieldOutsideTheScrollViewIsReportedWithItsNumbers() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-se-3"))
        let check = ScreenCheck(screens: phone.screens(orientations: [.portrait]), keyboards: [.standard, .hidden])
        let report = check.run(ScrollInsetStrategy()) { self.form($0, pinned: true) }
        XCTAssertEqual(report.caseCount, 4 * 2)
        XCTAssertEqual(report.failures.count, 1, "\(report)")
        let failure = try XCTUnwrap(report.failures.first)
        // 375 × 667, status bar 20: the pinned field at 667 − 0 − 52 = 615 … 659; the keyboard's
        // top at 667 − 260 = 407; the region is the window's safe area, 20 … 407.
        XCTAssertEqual(
            failure.description,
            "iPhone SE (3rd generation), portrait, standard keyboard, field 'pinned': focus not visible: "
                + "the focus ends at x 16…359, y 615…659 in the window, the visible region is x 0…375, y 20…407; "
                + "the keyboard covers 252 pt of it")
        XCTAssertEqual(failure.problem, .focusNotVisible)
        // A report is a value: it round-trips through JSON, its pictures and all.
        XCTAssertEqual(try JSONDecoder().decode(ScreenCheckReport.self, from: JSONEncoder().encode(report)), report)
        XCTAssertEqual(try JSONDecoder().decode(ScreenCheck.self, from: JSONEncoder().encode(check)), check)
        XCTAssertEqual(failure.pictureFileName, "iphone-se-3-portrait-full-screen-standard-pinned-focus-not-visible.svg")
        let svg = failure.picture.svg
        XCTAssert(svg.hasPrefix("<?xml") && svg.contains("field &apos;pinned&apos;") && svg.contains("panel-ScrollInsetStrategy"), svg)
        // View shift moves the whole screen, so it reveals the pinned field too.
        XCTAssertEqual(check.run(ViewShiftStrategy()) { self.form($0, pinned: true) }.failures, [])
    }

    /// A strategy that makes the classic mistakes on purpose, one at a time.
    private struct Faulty: KeyboardAvoidanceStrategy {
        enum Fault { case movesByTheKeyboardsHeight, keepsItsShiftWhenHidden, saturates }
        var fault: Fault

        func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
            var adjustment = ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard)
            switch fault {
            case .movesByTheKeyboardsHeight:
                // `origin.y -= keyboardHeight`: far more than the overlap.
                if let visible = keyboard.visibleFrame, adjustment.rootViewTranslation != 0 {
                    adjustment.rootViewTranslation = -visible.height
                }
            case .keepsItsShiftWhenHidden:
                if keyboard.visibleFrame == nil { adjustment.rootViewTranslation = -12 }
            case .saturates:
                if keyboard.visibleFrame != nil { adjustment.rootViewBottomInset = .infinity }
            }
            return adjustment
        }
    }

    func testMovingMoreThanNeededIsReportedForALeastScrollStrategy() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        var check = ScreenCheck(screens: phone.screens(orientations: [.portrait]), keyboards: [.standard])
        // An app's own strategy is not assumed to reveal with the least scroll …
        XCTAssertEqual(check.run(Faulty(fault: .movesByTheKeyboardsHeight)) { self.form($0) }.failures, [])
        // … until the check is told it does.
        check.requiresLeastMovement = true
        let failures = check.run(Faulty(fault: .movesByTheKeyboardsHeight)) { self.form($0) }.failures
        // On the iPhone 16 (852 tall, insets 59/34) the keyboard's top is at 852 − 335 = 517. The
        // first and second fields (71 … 115, 411 … 455) clear it with their margins, so nothing
        // moves for them; the third (762 … 806) needs 806 + 10 − 517 = 299 and moves 335.
        XCTAssertEqual(failures.map(\.field), ["third"])
        XCTAssertEqual(failures.first?.problem, .movedMoreThanNeeded)
        XCTAssert(failures.first?.details.hasPrefix("the focus moved 335 pt, from y 762 to y 427 in the window") == true, "\(failures)")
        // The built-in view shift moves exactly enough.
        XCTAssertEqual(check.run(ViewShiftStrategy()) { self.form($0) }.failures, [])
    }

    func testAShiftKeptAfterHidingIsReported() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        let check = ScreenCheck(screens: phone.screens(orientations: [.portrait]), keyboards: [.hidden])
        let failures = check.run(Faulty(fault: .keepsItsShiftWhenHidden)) { self.form($0) }.failures
        XCTAssertEqual(failures.map(\.problem), [.notRestoredWhenHidden, .notRestoredWhenHidden, .notRestoredWhenHidden])
        XCTAssertEqual(failures.first?.details, "rootViewTranslation is -12, not 0")
        XCTAssertEqual(failures.first?.keyboard, .hidden)
    }

    func testASaturatedOutputIsReported() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        let check = ScreenCheck(screens: phone.screens(orientations: [.landscape]), keyboards: [.emoji])
        let failures = check.run(Faulty(fault: .saturates)) { self.form($0) }.failures
        XCTAssertEqual(Set(failures.map(\.problem)), [.saturatedOutput])
        XCTAssertEqual(failures.first?.details, "rootViewBottomInset is at the saturation limit")
    }

    func testAFieldBelowTheFoldIsRequiredVisibleOnlyWhereTheKeyboardIsAvoided() throws {
        // On the iPad mini (744 × 1133) a field 200 pt below the window's bottom, in the scroll view.
        let pad = try XCTUnwrap(DeviceCatalogue.device("ipad-mini-a17-pro"))
        func belowTheFold(_ screen: DeviceScreen) -> ScreenLayout {
            var layout = AvoidanceLayout(window: screen.windowFrame, safeAreaInsets: screen.safeAreaInsets)
            let bounds = LayoutRect(origin: .zero, size: screen.windowFrame.size)
            let scroll = layout.addScrollView(
                frame: bounds, contentSize: LayoutSize(width: bounds.width, height: 3 * bounds.height),
                contentOffset: LayoutPoint(x: 0, y: -screen.safeAreaInsets.top), contentInsetAdjustmentBehavior: .always)
            layout.addFocusedView(frame: LayoutRect(x: 16, y: bounds.height + 200, width: 300, height: 44), in: scroll)
            return ScreenLayout(layout, name: "below")
        }
        let check = ScreenCheck(
            screens: pad.screens(orientations: [.portrait], arrangements: [.fullScreen]), keyboards: [.standard, .floating])
        // The docked keyboard is avoided: scroll inset reveals the field. The floating one is ignored
        // (the default policy), and a field the user could not see stays where it was: no failure.
        XCTAssertEqual(check.run(ScrollInsetStrategy()) { belowTheFold($0) }.failures, [])
        // View shift cannot scroll: the field stays out of sight under the docked keyboard only.
        let shifted = check.run(ViewShiftStrategy()) { belowTheFold($0) }.failures
        XCTAssertEqual(shifted.map(\.keyboard), [.standard])
        XCTAssertEqual(shifted.map(\.problem), [.focusNotVisible])
    }

    /// A chat: the messages in a scroll view, a 52 pt input bar riding on the keyboard, its field
    /// the composer.
    private func chat(_ screen: DeviceScreen) -> ScreenLayout {
        let window = screen.windowFrame
        let insets = screen.safeAreaInsets
        var layout = AvoidanceLayout(window: window, safeAreaInsets: insets)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        let root = layout.addView(frame: bounds)
        let barTop = window.height - insets.bottom - 52
        let messages = layout.addScrollView(
            frame: LayoutRect(x: 0, y: 0, width: window.width, height: barTop),
            contentSize: LayoutSize(width: window.width, height: barTop), contentInsetAdjustmentBehavior: .never, in: root)
        let newest = layout.addView(frame: LayoutRect(x: insets.left + 16, y: barTop - 60, width: 200, height: 50), in: messages)
        let bar = layout.addView(frame: LayoutRect(x: 0, y: barTop, width: window.width, height: 52), in: root)
        layout.ridingView = bar
        let composer = layout.addView(
            frame: LayoutRect(x: insets.left + 8, y: 8, width: window.width - insets.left - insets.right - 16, height: 36), in: bar)
        return ScreenLayout(fields: [
            ScreenLayout.Field("composer", layout: layout, focusing: composer),
            ScreenLayout.Field("newest message", layout: layout, focusing: newest),
        ])
    }

    func testAChatWhoseComposerRidesOnTheKeyboardPasses() throws {
        // The composer rides on the keyboard: it must clear the keyboard, not its own band above it;
        // resize's guide is the keyboard's own top (SPEC §6.5).
        let phones = DeviceCatalogue.screens(of: DeviceCatalogue.phones)
        for strategy in [ScrollInsetStrategy(), ViewShiftStrategy(), ResizeStrategy()] as [any KeyboardAvoidanceStrategy] {
            let report = ScreenCheck(screens: phones).run(strategy) { self.chat($0) }
            XCTAssertEqual(report.failures, [], "\(type(of: strategy)): \(report)")
            XCTAssertEqual(report.caseCount, 12 * 2 * 5)
        }
    }

    func testALayoutDecodedFromJSONIsCheckedOnItsScreen() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-se-3"))
        let screen = DeviceScreen(device: phone, orientation: .portrait)
        let fields = form(screen, pinned: true).fields
        for (field, failures) in zip(fields, [0, 0, 0, 4]) {
            // Written as the tool's `evaluate --json` writes a scenario's layout, read back as a test would.
            let decoded = try JSONDecoder().decode(AvoidanceLayout.self, from: JSONEncoder().encode(field.layout))
            XCTAssertEqual(decoded, field.layout)
            let report = ScreenCheck(screens: [screen]).run(ScrollInsetStrategy()) { _ in ScreenLayout(decoded, name: field.name) }
            // The pinned field is covered by every docked keyboard: standard, without predictive,
            // emoji and the hardware keyboard's bar (which, at 44 pt, covers 659 − 623 = 36 of it).
            XCTAssertEqual(report.failures.count, failures, "\(field.name): \(report)")
        }
    }

    func testNoCaseRunsWithoutAKeyboardTheDeviceHas() throws {
        let phone = try XCTUnwrap(DeviceCatalogue.device("iphone-16"))
        let report = ScreenCheck(screens: phone.screens(), keyboards: [.floating, .split]).run(ViewShiftStrategy()) { self.form($0) }
        XCTAssertEqual(report.caseCount, 0)
        XCTAssertEqual(report.description, "0 cases, 0 failures")
    }
}
