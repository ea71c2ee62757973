import Dispatch
import KeyboardAvoidanceUIKit
import UIKit
import UIKitApp
import UIKitSimulation
import XCTest

/// The one line on the screens it used to leave wrong (issue 36): a short screen with no scroll
/// view, a notification off the main thread, a hide with no readable frame, an inset the app sets
/// while the keyboard is up, and a keyboard already up when an adapter is installed.
///
/// A 390 × 844 phone with a 59 pt top and 34 pt bottom safe area, as in
/// ``KeyboardAvoidanceEndToEndTests``.
final class OneLineEndToEndTests: XCTestCase {
    /// A short screen on the phone: a field at 700…744 directly in the root controller's view, no
    /// scroll view, laid out; no adapter yet.
    @MainActor
    private static func shortScreen() -> (SimulatedDevice, UIViewController, UITextField) {
        let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        device.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 700, width: 350, height: 44))
        controller.view.addSubview(field)
        device.layout()
        return (device, controller, field)
    }

    /// Runs the main queue for a moment: what the adapter left for the next turn of the run loop.
    @MainActor
    private static func nextTurn() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
    }

    func testAShortScreenWithNoScrollViewMovesWithTheOneLine() {
        onMain {
            // A short screen: a field at 700…744 directly in the controller's view, no scroll view.
            let (device, controller, field) = Self.shortScreen()
            device.window.installKeyboardAvoidance().recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // Nothing to scroll: the remainder is the whole reveal, 744 + 10 − 553 = 201, and the view moves.
            XCTAssertEqual(controller.view.transform.ty, -201)
            device.hideKeyboard()
            XCTAssertEqual(controller.view.transform, .identity)
            assertReplaysAsRecorded(device)
        }
    }

    func testAKeyboardNotificationPostedOffTheMainThreadIsTakenOnTheMainQueue() {
        onMain {
            let (device, form) = launchSignUp()
            _ = form.fields[3].becomeFirstResponder()
            let frame = NSValue(cgRect: CGRect(x: 0, y: 553, width: 390, height: 291))
            let posted = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                // A text change with no object and a keyboard notification, from a background thread.
                NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: nil)
                NotificationCenter.default.post(
                    name: UIResponder.keyboardWillShowNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
                posted.signal()
            }
            posted.wait()
            XCTAssertEqual(form.scrollView.contentInset.bottom, 0, "not on the posting thread")
            Self.nextTurn()
            // On the main queue: 291 − 34 = 257, and 644 + 10 − 553 = 101.
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            assertReplaysAsRecorded(device)
        }
    }

    func testAHideWhosePayloadCannotBeReadRestores() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            // No end frame at all: still a hide.
            device.postKeyboardNotification(UIResponder.keyboardWillHideNotification, beginFrame: nil, endFrame: nil)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            assertReplaysAsRecorded(device)
        }
    }

    func testAnInsetTheAppSetsWhileTheKeyboardIsUpSurvivesEveryPathOut() {
        onMain {
            // Editing ends and the keyboard hides; editing ends and the keyboard stays (the next turn);
            // the adapter is removed.
            for path in 0..<3 {
                let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
                // A floating button appears: the app sets its own bottom inset, and tells nobody.
                form.scrollView.contentInset.bottom = 80
                form.scrollView.verticalScrollIndicatorInsets.bottom = 80
                let installed = device.window.keyboardAvoidance()
                switch path {
                case 0:
                    _ = form.fields[3].resignFirstResponder()
                    device.hideKeyboard()
                case 1:
                    _ = form.fields[3].resignFirstResponder()
                    Self.nextTurn()
                default:
                    device.window.uninstallKeyboardAvoidance()
                }
                XCTAssertEqual(form.scrollView.contentInset.bottom, 80, "path \(path)")
                XCTAssertEqual(form.scrollView.verticalScrollIndicatorInsets.bottom, 80, "path \(path)")
                XCTAssertEqual(form.scrollView.contentOffset.y, 0, "path \(path)")
                if let installed { assertReplaysAsRecorded(installed, part: "path-\(path)") } else { XCTFail("no adapter") }
                withExtendedLifetime(device) {}
            }
        }
    }

    func testAnAdapterInstalledWithTheKeyboardUpAvoidsAtOnce() {
        onMain {
            let (device, form) = launchSignUp(editing: 0, keyboardHeight: 291)
            // A screen installs its own adapter (here: another strategy) while the keyboard is up, then a
            // lower field takes the focus: no keyboard notification comes, and it is avoided at once.
            device.window.installKeyboardAvoidance(strategy: ScrollInsetStrategy(alignment: .center)).recording()
            _ = form.fields[3].becomeFirstResponder()
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertGreaterThan(form.scrollView.contentOffset.y, 0, "the field at 600 is revealed")
            // Centred in the band between the safe top 59 and the keyboard's top 553: 622 − 306 = 316.
            XCTAssertEqual(form.scrollView.contentOffset.y, 316)
            assertReplaysAsRecorded(device, strategyType: ScrollInsetStrategy.self)
        }
    }

    func testTheInstalledAdapterIsReachableFromItsWindow() {
        onMain {
            let (device, _) = launchSignUp()
            let installed = device.window.keyboardAvoidance()
            XCTAssertNotNil(installed)
            XCTAssertTrue(installed === device.window.keyboardAvoidance(), "the same adapter each time")
            XCTAssertNil(device.window.keyboardAvoidance(strategyType: ScrollInsetStrategy.self), "installed with another type")
            device.window.uninstallKeyboardAvoidance()
            XCTAssertNil(device.window.keyboardAvoidance())
        }
    }

    func testAScreensOwnStrategyTakesEffectAtOnceAndGoesWithIt() {
        onMain {
            let (device, form) = launchSignUp()
            let avoidance = device.window.keyboardAvoidance()
            avoidance?.setPreference(AvoidancePreference(strategy: .resize(ResizeStrategy())), for: form)
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            // Resize: the view's safe area ends at the keyboard's top, 291 − 34 = 257 above the bottom one.
            XCTAssertEqual(form.additionalSafeAreaInsets.bottom, 257)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 0)
            // Taken back with the keyboard up: at once, the window's strategy, scroll inset.
            avoidance?.setPreference(nil, for: form)
            XCTAssertEqual(form.additionalSafeAreaInsets.bottom, 0)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            assertReplaysAsRecorded(device)
        }
    }

    func testAScreenLeftAloneIsNotAdjustedAndAScreenInsideItCanAskAgain() {
        onMain {
            let (device, form) = launchSignUp()
            let avoidance = device.window.keyboardAvoidance()
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            // The form handles the keyboard itself from now on: everything goes back at once.
            avoidance?.setPreference(.disabled, for: form)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            _ = form.fields[4].becomeFirstResponder()
            device.showKeyboard(height: 335)
            XCTAssertEqual(form.scrollView.contentInset, .zero, "nothing for a field in a screen left alone")
            // A panel inside it asks for view shift: its field at 700…744 of the root view moves up
            // 744 + 10 − 509 = 245.
            let panel = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            let field = UITextField(frame: CGRect(x: 20, y: 0, width: 350, height: 44))
            panel.addSubview(field)
            form.view.addSubview(panel)
            device.layout()
            avoidance?.setPreference(AvoidancePreference(strategy: .viewShift(ViewShiftStrategy()), isEnabled: true), for: panel)
            _ = field.becomeFirstResponder()
            XCTAssertEqual(form.view.transform.ty, -245)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testAFieldsOwnMarginsApply() {
        onMain {
            let (device, form) = launchSignUp()
            device.window.keyboardAvoidance()?.setPreference(
                AvoidancePreference(margins: FocusMargins(top: 10, bottom: 40)), for: form.fields[3])
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            // 644 + 40 − 553 = 131, not 101.
            XCTAssertEqual(form.scrollView.contentOffset.y, 131)
            // Another field keeps the window's 10 pt: 844 + 10 − 553 = 301.
            _ = form.fields[4].becomeFirstResponder()
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            assertReplaysAsRecorded(device)
        }
    }

    func testAFieldLeftCoveredIsReportedOnceWithItsReason() {
        onMain {
            // The short screen with scroll inset *without* the remainder shift: nothing can move.
            let (device, controller, field) = Self.shortScreen()
            let avoidance = device.window.installKeyboardAvoidance(strategy: ScrollInsetStrategy()).recording()
            XCTAssertNotNil(avoidance.coveredFocusHandler, "a debug build prints by default")
            var reports: [(CoveredFocus, UIView)] = []
            avoidance.coveredFocusHandler = { reports.append(($0, $1)) }
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(reports.map(\.0), [.nothingMoves(coveredHeight: 191)])
            XCTAssertTrue(reports.first?.1 === field)
            // The same field and reason again: not repeated.
            device.showKeyboard(height: 335)
            XCTAssertEqual(reports.count, 1)
            // Another strategy that shows it: nothing more to report.
            avoidance.strategy = ScrollInsetStrategy(shiftsRootViewForRemainder: true)
            device.showKeyboard(height: 291)
            XCTAssertEqual(reports.count, 1)
            XCTAssertEqual(controller.view.transform.ty, -201)
            assertReplaysAsRecorded(device, strategyType: ScrollInsetStrategy.self)
        }
    }

    func testAnInstantKeyboardIsFollowedWithoutAnAnimation() {
        onMain {
            // A keyboard shown with no animation (duration 0: a hardware keyboard's bar, a state restored):
            // the values are set at once, not inside a zero-length animation.
            let (device, form) = launchSignUp()
            _ = form.fields[3].becomeFirstResponder()
            SimulatedDevice.clearRecordedAnimations()
            device.showKeyboard(height: 291, duration: 0)
            XCTAssertEqual(SimulatedDevice.recordedAnimations.map(\.kind), [.withoutAnimation])
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            assertReplaysAsRecorded(device)
        }
    }

    func testTheWalkThroughWithTheOneLineLeavesNoFieldCovered() {
        onMain {
            // The one line and nothing else, then the screens an app has; the adapter's own report of a
            // covered field (SPEC §12.4) must stay silent throughout.
            let (device, form) = launchSignUp()
            var covered: [String] = []
            device.window.keyboardAvoidance()?.coveredFocusHandler = { reason, view in covered.append("\(type(of: view)): \(reason)") }
            // A form in a plain scroll view: every field, two keyboards, the notes typed into.
            for field in form.fields {
                _ = field.becomeFirstResponder()
                device.showKeyboard(height: 291)
                device.showKeyboard(height: 335)
            }
            _ = form.notes.becomeFirstResponder()
            device.type("a long note\nthat grows\nand grows", into: form.notes)
            device.hideKeyboard()
            _ = form.notes.resignFirstResponder()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            // A page sheet with no scroll view, its field near its bottom (669 + 700 − 600 = 769…813 in
            // the window): it rises until the field clears the keyboard.
            let sheet = UIViewController()
            let sheetField = UITextField(frame: CGRect(x: 20, y: 700, width: 350, height: 44))
            sheet.view.addSubview(sheetField)
            form.present(sheet, animated: true)
            device.layout()
            _ = sheetField.becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertLessThan(sheet.view.transform.ty, 0, "the sheet rises")
            device.hideKeyboard()
            _ = sheetField.resignFirstResponder()
            XCTAssertEqual(sheet.view.transform, .identity)
            sheet.dismiss(animated: false)
            // A short screen and a bottom bar with a field on the root view: the view moves.
            let short = UIViewController()
            let login = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            let bar = UITextField(frame: CGRect(x: 20, y: 790, width: 350, height: 44))
            short.view.addSubview(login)
            short.view.addSubview(bar)
            device.window.rootViewController = short
            device.layout()
            for field in [login, bar] {
                _ = field.becomeFirstResponder()
                device.showKeyboard(height: 291)
                device.showKeyboard(height: 335)
            }
            device.hideKeyboard()
            _ = bar.resignFirstResponder()
            XCTAssertEqual(short.view.transform, .identity)
            XCTAssertEqual(covered, [])
            assertReplaysAsRecorded(device)
        }
    }

    func testUIKitsScrollOfTheNextFieldIntoViewIsUndoneOnHideAndAUsersScrollIsKept() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // The next field, 800…844: UIKit scrolls it above the inset first (844 − (844 − 257 − 34) = 291),
            // then the adapter adds the margin: 844 + 10 − 553 = 301.
            _ = form.fields[4].becomeFirstResponder()
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            // Hidden: the form rests where the user left it, 0, not where UIKit's reveal put it.
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            // A finger scrolls the form to 300 with the keyboard up, then taps the field at 800: that offset
            // is the user's, and hiding keeps it.
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            let touch = device.beginTouch(at: CGPoint(x: 200, y: 400), on: form.scrollView)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 300))
            form.scrollView.contentOffset.y = 300
            device.endTouch(touch)
            _ = form.fields[4].becomeFirstResponder()
            // 544 + 10 − 553: one point more, 301.
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentOffset.y, 300)
            assertReplaysAsRecorded(device)
        }
    }
}
