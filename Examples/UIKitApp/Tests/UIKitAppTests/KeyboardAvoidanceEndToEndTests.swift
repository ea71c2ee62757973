import KeyboardAvoidanceUIKit
import UIKit
import UIKitApp
import UIKitSimulation
import XCTest

/// The phone with an empty controller's view as its root (or pushed onto a navigation controller that
/// is the root), for a screen built by the test.
@MainActor
private func emptyScreen(inNavigationController: Bool = false) -> (SimulatedDevice, UIViewController) {
    let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let controller = UIViewController()
    device.window.rootViewController = inNavigationController ? UINavigationController(rootViewController: controller) : controller
    return (device, controller)
}

/// The phone with a full-screen scroll view, its content `contentHeight` tall and its inset
/// behaviour `behavior`, holding a text field at `field`, laid out.
@MainActor
private func fieldInAScrollView(
    contentHeight: CGFloat, field frame: CGRect, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    inNavigationController: Bool = false
) -> (device: SimulatedDevice, scrollView: UIScrollView, field: UITextField) {
    let (device, controller) = emptyScreen(inNavigationController: inNavigationController)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390, height: contentHeight)
    scrollView.contentInsetAdjustmentBehavior = behavior
    let field = UITextField(frame: frame)
    scrollView.addSubview(field)
    controller.view.addSubview(scrollView)
    device.layout()
    return (device, scrollView, field)
}

/// A chat on the phone with a 291 pt keyboard shown.
///
/// A message list 0…760 that dismisses the keyboard with `dismissMode`, and below it an input bar
/// 760…810 (the riding view) whose text view is being edited: the bar rides 257 pt up, onto the
/// keyboard's top. `fill` adds views to the list.
@MainActor
private func chatWithTheKeyboardUp(
    dismissMode: UIScrollView.KeyboardDismissMode, fill: (UIScrollView) -> Void = { _ in }
) -> (device: SimulatedDevice, list: UIScrollView, bar: UIView) {
    let (device, controller) = emptyScreen()
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 760))
    list.contentSize = CGSize(width: 390, height: 2_000)
    list.keyboardDismissMode = dismissMode
    fill(list)
    let bar = UIView(frame: CGRect(x: 0, y: 760, width: 390, height: 50))
    let message = UITextView(frame: CGRect(x: 8, y: 8, width: 374, height: 34))
    bar.addSubview(message)
    controller.view.addSubview(list)
    controller.view.addSubview(bar)
    device.layout()
    let avoidance = device.window.installKeyboardAvoidance().recording()
    avoidance.ridingView = bar
    _ = message.becomeFirstResponder()
    device.showKeyboard(height: 291)
    return (device, list, bar)
}

/// The app as it lives, end to end: the simulated system posts UIKit's notifications, the adapter
/// installed in one line (``SceneSetup/connect(_:)``) reacts, and the tests read the views.
///
/// A 390 × 844 phone with a 59 pt top and 34 pt bottom safe area; the sign-up form's scroll view
/// adds the safe area (`.automatic`), so the keyboard's inset is its overlap less 34.
final class KeyboardAvoidanceEndToEndTests: XCTestCase {
    func testShowQuickTypeEmojiHideNothingAccumulatesAndHideRestores() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            // 291 − 34 = 257; the field's bottom 644 + 10 − the keyboard's top 553 = 101.
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.verticalScrollIndicatorInsets.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // The QuickType bar: 335 tall. 301, not 257 + 301; 654 − 509 = 145.
            device.changeKeyboardFrame(to: CGRect(x: 0, y: 844 - 335, width: 390, height: 335))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 301)
            XCTAssertEqual(form.scrollView.contentOffset.y, 145)
            // The emoji keyboard: 333 tall, announced as another show.
            device.showKeyboard(height: 333)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 299)
            XCTAssertEqual(form.scrollView.contentOffset.y, 143)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.verticalScrollIndicatorInsets, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            assertReplaysAsRecorded(device)
        }
    }

    func testTheAdjustmentAnimatesWithTheKeyboardsCurve() {
        onMain {
            let (device, form) = launchSignUp()
            _ = form.fields[3].becomeFirstResponder()
            SimulatedDevice.clearRecordedAnimations()
            device.showKeyboard(height: 291, duration: 0.35, curve: 7)
            let animation = SimulatedDevice.recordedAnimations.last
            XCTAssertEqual(animation?.duration, 0.35)
            XCTAssertEqual(animation.map { $0.options.rawValue & (0xF << 16) }, 7 << 16)
            XCTAssertEqual(animation?.options.contains(.beginFromCurrentState), true)
            assertReplaysAsRecorded(device)
        }
    }

    func testFocusMovingToALowerFieldWithTheKeyboardUpReveals() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // The field at 800 is under the keyboard (its bottom 844 − 101 = 743 on screen, the keyboard's top 553):
            // the least scroll from the resting 0 is 844 + 10 − 553 = 301; the inset stays.
            _ = form.fields[4].becomeFirstResponder()
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            // The simulated device holds the window, and the adapter holds it weakly: it must outlive
            // the checks, as the replay, which takes the device, makes it.
            assertReplaysAsRecorded(device)
        }
    }

    func testTypingIntoATextViewUntilItGrowsPastTheKeyboardKeepsTheCaretVisible() {
        onMain {
            let (device, form) = launchSignUp()
            _ = form.notes.becomeFirstResponder()
            device.showKeyboard(height: 291)
            for line in 1...30 {
                device.type("line \(line)\n", into: form.notes)
                let caret = form.notes.caretRect(for: form.notes.endOfDocument)
                let onScreen = form.notes.convert(caret, to: nil)
                // The caret's bottom 10 pt above the keyboard's top (553), and below the safe area's top.
                XCTAssertLessThanOrEqual(onScreen.maxY, 553 - 10 + 1e-9, "after \(line) lines: caret at \(onScreen)")
                XCTAssertGreaterThanOrEqual(onScreen.minY, 59, "after \(line) lines: caret at \(onScreen)")
            }
            // 31 lines: the notes are 31 × 20 + 16 = 636 tall, taller than the band between the safe area's top
            // (59) and the keyboard's (553); the caret, not the view's top, is what stays in view.
            XCTAssertEqual(form.notes.bounds.height, 636)
            XCTAssertLessThan(form.notes.convert(form.notes.bounds, to: nil).minY, 59)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testCaptureTakesATextViewsCaretAndAFieldsWholeBounds() {
        onMain {
            let (_, form) = launchSignUp()
            form.notes.text = "one\ntwo"
            // The selection at the end of "two": column 3, line 1, offset by the 8 pt inset: (30, 28), 2 × 20.
            let caret = LayoutRect(x: 30, y: 28, width: 2, height: 20)
            XCTAssertEqual(form.notes.layoutCaret, caret)
            XCTAssertEqual(AvoidanceLayout(capturing: form.notes).focus.rect, caret)
            // A caret given to the capture wins over the view's own.
            let given = LayoutRect(x: 0, y: 8, width: 2, height: 20)
            XCTAssertEqual(AvoidanceLayout(capturing: form.notes, caret: given).focus.rect, given)
            // A field has no caret of its own: its whole bounds are the focus.
            XCTAssertNil(form.fields[3].layoutCaret)
            XCTAssertEqual(AvoidanceLayout(capturing: form.fields[3]).focus.rect, LayoutRect(form.fields[3].bounds))
            // A caret UIKit cannot lay out (`CGRect.null`) counts as absent, not as a rectangle at 10¹².
            let unlaid = UnlaidTextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
            form.scrollView.addSubview(unlaid)
            XCTAssertNil(unlaid.layoutCaret)
            XCTAssertEqual(AvoidanceLayout(capturing: unlaid).focus.rect, LayoutRect(x: 0, y: 0, width: 350, height: 200))
        }
    }

    func testAPagerBringsInThePageOfTheFieldBeingEdited() {
        onMain {
            let (device, controller) = emptyScreen()
            // Three 390 pt pages, resting on the first; a field on the third at y 600…644.
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            pager.contentSize = CGSize(width: 1_170, height: 844)
            pager.isPagingEnabled = true
            pager.alwaysBounceHorizontal = true
            pager.contentInsetAdjustmentBehavior = .scrollableAxes
            let field = UITextField(frame: CGRect(x: 796, y: 600, width: 358, height: 44))
            pager.addSubview(field)
            controller.view.addSubview(pager)
            device.layout()
            // The capture reads the behaviour, the bounces and the paging as UIKit holds them.
            let captured = AvoidanceLayout(capturing: field).scrollContainers[0]
            XCTAssertEqual(captured.contentInsetAdjustmentBehavior, .scrollableAxes)
            XCTAssertTrue(captured.isPagingEnabled && captured.alwaysBouncesHorizontally)
            XCTAssertFalse(captured.alwaysBouncesVertically || captured.isInNavigationController)
            _ = device.window.installKeyboardAvoidance().recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The third page (780), and, since the pager does not scroll vertically, no safe area in its
            // insets: the inset is the whole 291 and the field's bottom 644 + 10 − 553 = 101.
            XCTAssertEqual(pager.contentOffset, CGPoint(x: 780, y: 101))
            XCTAssertEqual(pager.contentInset.bottom, 291)
            device.hideKeyboard()
            XCTAssertEqual(pager.contentOffset, CGPoint(x: 780, y: 0), "the user is on the third page now: it stays")
            XCTAssertEqual(pager.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testAnAutomaticScrollViewThatUIKitInsetsWithoutScrollingIsReadAsInANavigationController() {
        onMain {
            // `.automatic` adds the top and bottom to a short scroll view that a controller inside a navigation
            // controller owns (UIScrollView.h:38); the capture reads that from `adjustedContentInset`.
            let (device, form, field) = fieldInAScrollView(
                contentHeight: 700, field: CGRect(x: 16, y: 600, width: 358, height: 44), inNavigationController: true)
            XCTAssertTrue(field.window === device.window)
            XCTAssertTrue(AvoidanceLayout(capturing: field).scrollContainers[0].isInNavigationController)
            form.contentInsetAdjustmentBehavior = .scrollableAxes
            XCTAssertFalse(AvoidanceLayout(capturing: field).scrollContainers[0].isInNavigationController)
            // The same short scroll view outside a navigation controller adds nothing vertically.
            let (plainDevice, _, plainField) = fieldInAScrollView(
                contentHeight: 700, field: CGRect(x: 16, y: 600, width: 358, height: 44))
            XCTAssertTrue(plainField.window === plainDevice.window)
            XCTAssertEqual(AvoidanceLayout(capturing: plainField).scrollContainers.map(\.isInNavigationController), [false])
        }
    }

    func testTheAppsOwnInsetSetWhileTheKeyboardIsShownBecomesItsOwn() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            // The app adds a 50 pt toolbar of its own while the keyboard is up, then the user types.
            form.scrollView.contentInset.bottom = 50
            device.type("a", into: form.fields[3])
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257, "the larger of the app's 50 and the keyboard's 257")
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset.bottom, 50, "hiding gives the app's latest own inset back")
            assertReplaysAsRecorded(device)
        }
    }

    func testRotationWithTheKeyboardUp() {
        onMain {
            let (device, form) = launchSignUp(editing: 2, keyboardHeight: 291)
            // Landscape: 844 × 390, the safe area at the sides and 21 at the bottom. iOS hides the keyboard,
            // rotates, and shows it again: 291 tall at the new bottom here, its top at 99.
            device.rotate(to: .landscapeRight, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 291 - 21)
            let field = form.fields[2].convert(form.fields[2].bounds, to: nil)
            // The field (44 tall) cannot fit between the top (0) and the keyboard's top 99 with 10 pt either side…
            // …but its top is kept in view and its bottom clears the keyboard as far as the range allows.
            XCTAssertLessThanOrEqual(field.maxY, 99, "field at \(field)")
            XCTAssertGreaterThanOrEqual(field.minY, 0, "field at \(field)")
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testRotationAndBackWithEachOrientationsKeyboardLeavesNothingBehind() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // A landscape keyboard 209 tall here: inset 209 − 21 = 188.
            device.rotate(
                to: .landscapeRight, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), keyboardHeight: 209)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 188)
            // And back: exactly the first answer, as on a fresh device.
            device.rotate(to: .portrait, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            assertReplaysAsRecorded(device)
        }
    }

    func testAShowDeliveredWithoutAFrameChangeIsAvoided() {
        onMain {
            let (device, form) = launchSignUp()
            _ = form.fields[3].becomeFirstResponder()
            device.postKeyboardNotification(
                UIResponder.keyboardWillShowNotification, beginFrame: CGRect(x: 0, y: 844, width: 390, height: 291),
                endFrame: CGRect(x: 0, y: 553, width: 390, height: 291), duration: 0.25, curve: 7)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            assertReplaysAsRecorded(device)
        }
    }

    func testAnotherAppsKeyboardChangesNothing() {
        onMain {
            let (device, form) = launchSignUp()
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291, isLocal: false)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            assertReplaysAsRecorded(device)
        }
    }

    func testAnotherAppsHideRestoresThisAppsViewsInSplitView() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            // The user taps into the other app of the Split View: its keyboard comes (ignored), then
            // goes. No keyboard is on screen any more, so this app's views go back to rest.
            device.showKeyboard(height: 291, isLocal: false)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            device.hideKeyboard(isLocal: false)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            assertReplaysAsRecorded(device)
        }
    }

    func testAFloatingKeyboardDraggedKeepsTheViewsWhereTheyAre() {
        onMain {
            let (device, scrollView, field) = fieldInAScrollView(
                contentHeight: 1_200, field: CGRect(x: 20, y: 600, width: 350, height: 44), behavior: .never)
            let avoidance = device.window.installKeyboardAvoidance().recording()
            avoidance.undockedPolicy = .avoid
            _ = field.becomeFirstResponder()
            // A floating keyboard over the field, its top at 520 (the phone stands in for an iPad):
            // it covers 844 − 520 = 324 of the scroll view; the field's bottom 644 + 10 − 520 = 134.
            device.changeKeyboardFrame(to: CGRect(x: 35, y: 520, width: 320, height: 250))
            XCTAssertEqual(scrollView.contentInset.bottom, 324)
            XCTAssertEqual(scrollView.contentOffset.y, 134)
            // Dragging it, iPadOS posts frame changes to (0, 0, 0, 0): no position, nothing moves.
            device.postKeyboardNotification(
                UIResponder.keyboardWillChangeFrameNotification, beginFrame: CGRect(x: 35, y: 520, width: 320, height: 250), endFrame: .zero
            )
            XCTAssertEqual(scrollView.contentInset.bottom, 324)
            XCTAssertEqual(scrollView.contentOffset.y, 134)
            // Dropped lower, at 600: 244 covered, 644 + 10 − 600 = 54.
            device.changeKeyboardFrame(to: CGRect(x: 35, y: 600, width: 320, height: 244))
            XCTAssertEqual(scrollView.contentInset.bottom, 244)
            XCTAssertEqual(scrollView.contentOffset.y, 54)
            assertReplaysAsRecorded(device)
        }
    }

    func testAnotherAppsKeyboardInsetsWithoutRevealingWhenConfigured() {
        onMain {
            let (device, form) = launchSignUp()
            // The adapter with the tracker told to inset for other apps' keyboards (Split View).
            device.window.uninstallKeyboardAvoidance()
            let avoidance = WindowKeyboardAvoidance(
                window: device.window, strategy: ScrollInsetStrategy(),
                trackerConfiguration: KeyboardTracker.Configuration(nonLocalKeyboardPolicy: .insetOnly)
            ).recording()
            withExtendedLifetime(avoidance) {
                _ = form.fields[3].becomeFirstResponder()
                // The other app's keyboard covers the form: the inset, so the user can scroll to what
                // it hides, but no scroll to the field nobody is typing into.
                device.showKeyboard(height: 291, isLocal: false)
                XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
                XCTAssertEqual(form.scrollView.contentOffset.y, 0)
                device.hideKeyboard(isLocal: false)
                XCTAssertEqual(form.scrollView.contentInset, .zero)
                // This app's own keyboard reveals as ever.
                device.showKeyboard(height: 291)
                XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
                XCTAssertEqual(form.scrollView.contentOffset.y, 101)
                assertReplaysAsRecorded(avoidance)
            }
            withExtendedLifetime(device) {}
        }
    }

    func testAnInteractiveDismissalIsFollowed() {
        onMain {
            let (device, form) = launchSignUp()
            form.scrollView.keyboardDismissMode = .interactive
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            // The finger drags down into the keyboard, to 700: its top follows, 144 of it on screen: inset 110.
            let touch = device.beginTouch(at: CGPoint(x: 200, y: 400), on: form.scrollView)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 500))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257, "above the keyboard the finger drags nothing")
            device.moveTouch(touch, to: CGPoint(x: 200, y: 700))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 110)
            device.endTouch(touch)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testADragDoesNotScrollAgainstTheFinger() {
        onMain {
            let (device, form) = launchSignUp()
            form.scrollView.keyboardDismissMode = .interactive
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // The user scrolls back to the top (the field goes under the keyboard), then drags the
            // keyboard down to 600: the inset follows (244 on screen, less the 34 safe area), the
            // offset stays where the finger put it instead of jumping to 54 to reveal the field.
            form.scrollView.contentOffset.y = 0
            let touch = device.beginTouch(at: CGPoint(x: 200, y: 400), on: form.scrollView)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 600))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 210)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            // The finger goes back up: the keyboard comes back with it, to where it rested, no higher.
            device.moveTouch(touch, to: CGPoint(x: 200, y: 560))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 250)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 300))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0, "nothing but the finger scrolls during the drag")
            device.endTouch(touch)
            assertReplaysAsRecorded(device)
        }
    }

    func testOnlyADragInTheScrollViewMovesTheKeyboardAndALiftWithoutANotificationRestsIt() {
        onMain {
            let (device, form) = launchSignUp()
            form.scrollView.keyboardDismissMode = .interactive
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            // A swipe on the window itself is no drag of the keyboard: UIKit moves it only for the
            // scroll view's pan.
            let elsewhere = device.beginTouch(at: CGPoint(x: 200, y: 400), on: device.window)
            device.moveTouch(elsewhere, to: CGPoint(x: 200, y: 700))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            device.endTouch(elsewhere)
            // A drag in the scroll view that springs back: UIKit may post nothing when the finger
            // lifts, and on the next turn of the run loop the keyboard is where it rested.
            let touch = device.beginTouch(at: CGPoint(x: 200, y: 400), on: form.scrollView)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 700))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 110)
            device.endTouch(touch)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            assertReplaysAsRecorded(device)
        }
    }

    func testEndingEditingRestoresWithTheKeyboardAndUninstallingStopsWatching() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            // Editing ends with no other field taking it: the keyboard hides, and the views go back with it.
            _ = form.fields[3].resignFirstResponder()
            SimulatedDevice.clearRecordedAnimations()
            device.hideKeyboard(duration: 0.3)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            XCTAssertEqual(SimulatedDevice.recordedAnimations.map(\.duration), [0.3], "in the keyboard's own animation")
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            let installed = device.window.keyboardAvoidance()
            device.window.uninstallKeyboardAvoidance()
            XCTAssertEqual(form.scrollView.contentInset, .zero, "uninstalling gives the app's values back")
            device.showKeyboard(height: 335)
            XCTAssertEqual(form.scrollView.contentInset, .zero, "and nothing watches any more")
            // The trace ends with the uninstall's restore: the show after it reached nobody.
            if let installed { assertReplaysAsRecorded(installed) } else { XCTFail("no adapter was installed") }
            withExtendedLifetime(device) {}
        }
    }

    func testEditingThatEndsWhileTheKeyboardStaysIsUndoneOnTheNextTurnOfTheRunLoop() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            _ = form.fields[3].resignFirstResponder()
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257, "not at once: another field may take the focus this turn")
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            // The simulated device holds the window, and the adapter holds it weakly: it must outlive
            // the checks, as the replay, which takes the device, makes it.
            assertReplaysAsRecorded(device)
        }
    }

    func testMovingToAnotherFieldIsOneAnimation() {
        onMain {
            let (device, form) = launchSignUp(editing: 3, keyboardHeight: 291)
            SimulatedDevice.clearRecordedAnimations()
            _ = form.fields[4].becomeFirstResponder()
            XCTAssertEqual(SimulatedDevice.recordedAnimations.count, 1, "not a restore and then a reveal")
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            // Nothing is left to undo on the next turn.
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            XCTAssertEqual(form.scrollView.contentOffset.y, 301)
            // The simulated device holds the window, and the adapter holds it weakly: it must outlive
            // the checks, as the replay, which takes the device, makes it.
            assertReplaysAsRecorded(device)
        }
    }

    func testAnAdapterThatGoesAwayStopsObserving() {
        onMain {
            let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            let form = SignUpViewController()
            device.window.rootViewController = form
            device.layout()
            weak var released: WindowKeyboardAvoidance<ScrollInsetStrategy>?
            do {
                let avoidance = WindowKeyboardAvoidance(window: device.window, strategy: ScrollInsetStrategy()).recording()
                released = avoidance
                _ = form.fields[3].becomeFirstResponder()
                device.showKeyboard(height: 291)
                XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
                avoidance.uninstall()
                assertReplaysAsRecorded(avoidance)
            }
            XCTAssertNil(released, "nothing keeps an adapter alive but its owner")
            device.showKeyboard(height: 335)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            withExtendedLifetime(device) {}
        }
    }

    func testAWindowInSlideOverUsesTheScreensCoordinates() {
        onMain {
            // A 1024 × 1366 iPad; the app's scene is a 320-wide Slide Over panel at the right, 1,300 tall,
            // from y = 33. The window's own centre is in the scene's coordinates; the keyboard's frame in the
            // screen's.
            let device = SimulatedDevice(
                screenSize: CGSize(width: 1_024, height: 1_366), sceneFrame: CGRect(x: 694, y: 33, width: 320, height: 1_300),
                safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            SceneSetup.connect(device.window)
            device.window.keyboardAvoidance()?.startRecording()
            device.layout()
            // swift-format-ignore
            let form = device.window.rootViewController as! SignUpViewController
            _ = form.fields[4].becomeFirstResponder()
            // A docked keyboard 398 tall across the screen: its top at 968 on the screen, 935 in the window.
            device.showKeyboard(height: 398)
            // The window's bottom is at 1,333 on the screen: the keyboard covers 1,333 − 968 = 365 of it. The
            // form, 1,200 tall in a 1,300 pt window, does not scroll, and `.automatic` outside a navigation
            // controller then adds no safe area (UIScrollView.h:38): all 365 is the keyboard's inset.
            XCTAssertEqual(form.scrollView.contentInset.bottom, 365)
            // The field at 800 (bottom 844) + 10 − 935 = … already visible: nothing scrolls.
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            _ = form.notes.becomeFirstResponder()
            // A text view's focus is its caret: at the notes' top 1,000 + 8 (its inset), 20 tall: 1,028 + 10 − 935 = 103.
            XCTAssertEqual(form.scrollView.contentOffset.y, 103)
            assertReplaysAsRecorded(device)
        }
    }
}

/// A view that rides on the keyboard (SPEC §6.5): an input bar whose text view is being edited, and a
/// sticky footer below a form.
final class RidingViewEndToEndTests: XCTestCase {
    func testAChatInputBarRidesOnTheKeyboard() {
        onMain {
            // The bar rests on the safe area's bottom: 760…810; its text view is what the user types in.
            let (device, list, bar) = chatWithTheKeyboardUp(dismissMode: .none)
            // The bar's bottom 810 onto the keyboard's top 553: up 257. Its text view rides with it: nothing else moves.
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -257))
            XCTAssertEqual(bar.superview?.transform, .identity)
            // The message list holds no focus: one of the window's other scroll views (SPEC §10.2). The
            // keyboard and the bar riding on it cover 760 − (553 − 50) = 257 of it, so its newest
            // messages can scroll up to the bar; its offset stays where the user left it.
            XCTAssertEqual(list.contentInset.bottom, 257)
            XCTAssertEqual(list.verticalScrollIndicatorInsets.bottom, 257)
            XCTAssertEqual(list.contentOffset, .zero)
            device.changeKeyboardFrame(to: CGRect(x: 0, y: 844 - 335, width: 390, height: 335))
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -301), "absolute: not −257 − 301")
            XCTAssertEqual(list.contentInset.bottom, 301)
            device.hideKeyboard()
            XCTAssertEqual(bar.transform, .identity)
            XCTAssertEqual(list.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }

    func testDraggingAChatsMessageListDismissesWithTheFieldOutsideIt() {
        onMain {
            let (device, list, bar) = chatWithTheKeyboardUp(dismissMode: .interactiveWithAccessory)
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -257))
            // The finger drags the list down into the keyboard, to 700: the keyboard's top follows it,
            // and the bar rides on it, 810 → 700.
            let touch = device.beginTouch(at: CGPoint(x: 200, y: 300), on: list)
            device.moveTouch(touch, to: CGPoint(x: 200, y: 700))
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -110))
            device.endTouch(touch)
            device.hideKeyboard()
            XCTAssertEqual(bar.transform, .identity)
            assertReplaysAsRecorded(device)
        }
    }

    func testOnlyTheListsOwnPanMovesTheKeyboardNotANestedScrollViewsPan() {
        onMain {
            // Inside the interactive list, a carousel (sideways only) and a quote box that scrolls
            // vertically on its own, dismissing nothing.
            let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            carousel.contentSize = CGSize(width: 1_170, height: 200)
            let quote = UIScrollView(frame: CGRect(x: 0, y: 350, width: 390, height: 150))
            quote.contentSize = CGSize(width: 390, height: 600)
            let (device, _, bar) = chatWithTheKeyboardUp(dismissMode: .interactive) { list in
                list.addSubview(carousel)
                list.addSubview(quote)
            }
            // Where the keyboard is while a touch that begins at `start` on `view` moves to `middle`
            // and then to `end`, read before the finger lifts.
            @MainActor
            func barDuringDrag(on view: UIView, from start: CGPoint, through middle: CGPoint, to end: CGPoint) -> CGAffineTransform {
                let touch = device.beginTouch(at: start, on: view)
                device.moveTouch(touch, to: middle)
                device.moveTouch(touch, to: end)
                defer { device.endTouch(touch) }
                return bar.transform
            }
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -257))
            // A sideways swipe in the carousel is the carousel's pan, even where it ends low: the keyboard stays.
            XCTAssertEqual(
                barDuringDrag(on: carousel, from: CGPoint(x: 300, y: 200), through: CGPoint(x: 200, y: 210), to: CGPoint(x: 100, y: 600)),
                CGAffineTransform(translationX: 0, y: -257))
            // A vertical drag that starts on the carousel is the list's pan: the keyboard follows it to 700.
            XCTAssertEqual(
                barDuringDrag(on: carousel, from: CGPoint(x: 200, y: 200), through: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700)),
                CGAffineTransform(translationX: 0, y: -110))
            device.changeKeyboardFrame(to: CGRect(x: 0, y: 553, width: 390, height: 291))
            XCTAssertEqual(bar.transform, CGAffineTransform(translationX: 0, y: -257))
            // A drag in the quote box scrolls the box, which dismisses nothing: the keyboard stays.
            XCTAssertEqual(
                barDuringDrag(on: quote, from: CGPoint(x: 200, y: 400), through: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700)),
                CGAffineTransform(translationX: 0, y: -257))
            // With its scrolling turned off, the box's drag is the list's: the keyboard follows to 700.
            quote.isScrollEnabled = false
            XCTAssertEqual(
                barDuringDrag(on: quote, from: CGPoint(x: 200, y: 400), through: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700)),
                CGAffineTransform(translationX: 0, y: -110))
            assertReplaysAsRecorded(device)
        }
    }

    func testAFooterInsideTheRootViewStaysOnTheKeyboardUnderViewShift() {
        onMain {
            let (device, controller) = emptyScreen()
            let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            let footer = UIView(frame: CGRect(x: 0, y: 750, width: 390, height: 60))
            controller.view.addSubview(field)
            controller.view.addSubview(footer)
            device.layout()
            let avoidance = device.window.installKeyboardAvoidance(strategy: ViewShiftStrategy()).recording()
            avoidance.ridingView = footer
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The field clears the footer on the keyboard: 644 + 10 − (553 − 60) = 161, the root view up 161.
            // The footer is inside the root view, so it rises 161 with it, and its own translation adds the
            // rest, 257 − 161 = 96: its bottom 810 − 257 = 553 on the keyboard's top — not moved twice.
            XCTAssertEqual(controller.view.transform, CGAffineTransform(translationX: 0, y: -161))
            XCTAssertEqual(footer.transform, CGAffineTransform(translationX: 0, y: -96))
            device.hideKeyboard()
            XCTAssertEqual(footer.transform, .identity)
            XCTAssertEqual(controller.view.transform, .identity)
            assertReplaysAsRecorded(device, strategyType: ViewShiftStrategy.self)
        }
    }

    func testContentGrowthOfShortContentGrowsOnceWhateverItGrewTo() {
        onMain {
            // Content 728 tall in an 844 pt scroll view that UIKit insets vertically without it
            // scrolling (`.automatic` in a navigation controller, UIScrollView.h:38): the content grows
            // by the keyboard less the 34 it adds, 728 + 335 − 34 = 1,029. Grown, the scroll view is
            // taller than its bounds and UIKit's insets no longer tell: the flag must stay as read.
            let (device, scrollView, field) = fieldInAScrollView(
                contentHeight: 728, field: CGRect(x: 20, y: 660, width: 350, height: 44), inNavigationController: true)
            _ = device.window.installKeyboardAvoidance(strategy: ContentGrowthStrategy()).recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 335)
            XCTAssertEqual(scrollView.contentSize.height, 1_029)
            let offset = scrollView.contentOffset.y
            device.showKeyboard(height: 335)
            XCTAssertEqual(scrollView.contentSize.height, 1_029, "a second show grows nothing more")
            XCTAssertEqual(scrollView.contentOffset.y, offset)
            device.hideKeyboard()
            XCTAssertEqual(scrollView.contentSize.height, 728)
            assertReplaysAsRecorded(device, strategyType: ContentGrowthStrategy.self)
        }
    }

    func testANotesScreensTextViewIsInsetAndItsCaretRevealed() {
        onMain {
            // A notes screen: a text view filling the phone (390 × 844, safe area 59 / 34), 60 lines of text
            // (content 60 × 20 + 16 = 1,216 tall), the caret at the end of the last line (1,188…1,208).
            let (device, controller) = emptyScreen()
            let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            notes.text = Array(repeating: "line", count: 59).joined(separator: "\n") + "\nend"
            controller.view.addSubview(notes)
            device.layout()
            _ = device.window.installKeyboardAvoidance().recording()
            _ = notes.becomeFirstResponder()
            device.type("!", into: notes)
            notes.contentOffset = .zero
            device.showKeyboard(height: 291)
            // The text view is the scroll view holding its own caret (SPEC §4.4): inset 291 − 34 = 257 (it
            // adds its safe area), and the caret's bottom plus the margin, 1,218, on the keyboard's top, 553:
            // 665 — past the range's end, 1,216 + 257 + 34 − 844 = 663, so 663; the caret ends 8 pt above
            // the keyboard. Before, the text view was only the focus, nobody inset it, and the caret stayed
            // under the keyboard.
            XCTAssertEqual(notes.contentInset.bottom, 257)
            XCTAssertEqual(notes.contentOffset.y, 663)
            // Typing a new line with the keyboard up: the content grows to 1,236 and the caret is at
            // 1,208…1,228. The text view scrolls it into its own visible bounds first, as UIKit's does
            // (above its adjusted bottom inset, 257 + 34): 1,228 − (844 − 291) = 675. The adapter then
            // reveals it with its margin, 1,238 − 553 = 685, past the range's end, 1,236 + 257 + 34 − 844
            // = 683: 683.
            device.type("\nmore", into: notes)
            XCTAssertEqual(notes.contentSize.height, 1_236)
            XCTAssertEqual(notes.contentOffset.y, 683)
            device.hideKeyboard()
            XCTAssertEqual(notes.contentInset.bottom, 0)
            // Hidden: the text view's own range ends at 1,236 + 34 − 844 = 426, and the offset rests there,
            // not past it with a blank band.
            XCTAssertEqual(notes.contentOffset.y, 426)
            assertReplaysAsRecorded(device)
        }
    }

    func testAPresentedSheetIsTheViewThatMovesAndShrinks() {
        onMain {
            // A page sheet over the root controller: UIKit puts its view in containers that fill the
            // window, its top 10 below the safe area's (59 + 10 = 69). A field at 600 in it: 669…713.
            let (device, controller) = emptyScreen()
            let sheet = UIViewController()
            let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            sheet.view.addSubview(field)
            controller.present(sheet, animated: true)
            device.layout()
            let shift = device.window.installKeyboardAvoidance(strategy: ViewShiftStrategy()).recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The field needs 713 + 10 − 553 = 170. Rising to the safe area's top (69 − 59 = 10) would leave it
            // covered, so the sheet rises as far as the field's own bottom needs, 713 − 553 = 160, not the
            // margin's 170 (SPEC §10.5: the field wins over the sheet's top, the safe area over the margin).
            // It is the sheet that moves: the full-window container below it stays put.
            XCTAssertEqual(sheet.view.transform, CGAffineTransform(translationX: 0, y: -160))
            XCTAssertEqual(controller.view.transform, .identity)
            device.hideKeyboard()
            XCTAssertEqual(sheet.view.transform, .identity)
            _ = field.resignFirstResponder()
            shift.uninstall()
            assertReplaysAsRecorded(shift, part: "view-shift")
            // Resize gives the sheet's controller the keyboard as a safe area: 291 covered, less the 34 it has.
            _ = device.window.installKeyboardAvoidance(strategy: ResizeStrategy()).recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(sheet.additionalSafeAreaInsets.bottom, 257)
            XCTAssertEqual(controller.additionalSafeAreaInsets, .zero)
            device.hideKeyboard()
            XCTAssertEqual(sheet.additionalSafeAreaInsets, .zero)
            assertReplaysAsRecorded(device, strategyType: ResizeStrategy.self, part: "resize")
        }
    }

    func testAFieldAboveAStickyFooterClearsTheFooterToo() {
        onMain {
            let device = SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            SceneSetup.connect(device.window)
            device.layout()
            // swift-format-ignore
            let form = device.window.rootViewController as! SignUpViewController
            // A 60 pt footer pinned to the keyboard, resting on the safe area's bottom (750…810).
            let footer = UIView(frame: CGRect(x: 0, y: 750, width: 390, height: 60))
            form.view.addSubview(footer)
            device.window.uninstallKeyboardAvoidance()
            let avoidance = device.window.installKeyboardAvoidance().recording()
            avoidance.ridingView = footer
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The field (600…644) clears the footer on the keyboard: 644 + 10 − (553 − 60) = 161; the inset
            // is the keyboard and the footer less the safe area: 351 − 34 = 317; the footer rises 810 − 553.
            XCTAssertEqual(form.scrollView.contentOffset.y, 161)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 317)
            XCTAssertEqual(footer.transform, CGAffineTransform(translationX: 0, y: -257))
            device.hideKeyboard()
            XCTAssertEqual(footer.transform, .identity)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            assertReplaysAsRecorded(device)
        }
    }
}

/// A text view whose caret UIKit cannot lay out: `caretRect(for:)` gives `CGRect.null`, as UIKit does
/// for a position outside any laid-out text.
private final class UnlaidTextView: UITextView {
    override func caretRect(for position: UITextPosition) -> CGRect { .null }
}

/// The window's other scroll views (SPEC §10.2): a scroll view holding no focus that the keyboard
/// covers is inset where it rests and keeps its offset, and comes back on hide.
final class OtherScrollViewsEndToEndTests: XCTestCase {
    func testASearchScreensResultsListIsInsetAndScrolledToItsEndComesBackOnHide() {
        onMain {
            // A search field at the top of the screen, its results list below (115…844, 2,000 of
            // content), a carousel of suggestions beside it (sideways only) and a disabled scroll view:
            // only the list is one of the window's other scroll views.
            let (device, controller) = emptyScreen()
            let field = UITextField(frame: CGRect(x: 16, y: 65, width: 358, height: 44))
            let list = UIScrollView(frame: CGRect(x: 0, y: 115, width: 390, height: 729))
            list.contentSize = CGSize(width: 390, height: 2_000)
            let carousel = UIScrollView(frame: CGRect(x: 0, y: 700, width: 390, height: 80))
            carousel.contentSize = CGSize(width: 1_200, height: 80)
            let frozen = UIScrollView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
            frozen.contentSize = CGSize(width: 390, height: 400)
            frozen.isScrollEnabled = false
            controller.view.addSubview(field)
            controller.view.addSubview(list)
            list.addSubview(carousel)
            controller.view.addSubview(frozen)
            device.layout()
            device.window.installKeyboardAvoidance().recording()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The keyboard's top, 553, covers 291 of the list, which adds its 34 pt safe-area bottom
            // (it scrolls): inset 257. The field is in plain view: nothing scrolls or moves.
            XCTAssertEqual(list.contentInset.bottom, 257)
            XCTAssertEqual(list.contentOffset, .zero)
            XCTAssertEqual(carousel.contentInset, .zero)
            XCTAssertEqual(frozen.contentInset, .zero)
            XCTAssertEqual(controller.view.transform, .identity)
            // The user scrolls the results to their end, which the inset allows: 2,000 + 257 + 34 − 729.
            list.contentOffset = CGPoint(x: 0, y: 1_562)
            device.hideKeyboard()
            // Hidden: the list's own inset, and the offset at the end of its own range, 2,000 + 34 − 729.
            XCTAssertEqual(list.contentInset, .zero)
            XCTAssertEqual(list.contentOffset, CGPoint(x: 0, y: 1_305))
            assertReplaysAsRecorded(device)
        }
    }
}
