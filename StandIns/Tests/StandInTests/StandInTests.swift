// Tests of the stand-ins' semantics that a UIKit adapter relies on. Test-only; not Apple's code.
// swift-corelibs-xctest cannot run a `@MainActor` test method, so each test hops onto the main actor
// (XCTest runs tests on the main thread) and calls its `@MainActor` body.

import CoreGraphics
import SwiftUI
import UIKit
import UIKitSimulation
import XCTest

/// Collects notifications posted synchronously on the main thread.
final class NotificationRecorder: @unchecked Sendable {
    struct Entry {
        var name: Notification.Name
        var object: ObjectIdentifier?
        var userInfo: [AnyHashable: Any]?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                    self?.lock.withLock {
                        self?.entries.append(Entry(name: note.name, object: object, userInfo: note.userInfo))
                    }
                })
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    var all: [Entry] { lock.withLock { entries } }
    var names: [Notification.Name] { all.map(\.name) }
}

final class GeometryTests: XCTestCase {
    func testAffineTransformArithmetic() {
        MainActor.assumeIsolated { Self.checkAffineTransformArithmetic() }
    }

    @MainActor private static func checkAffineTransformArithmetic() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(rotation)
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 1, accuracy: 1e-12)
        let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint.zero.applying(moved), CGPoint(x: 20, y: 0))
        XCTAssertTrue(moved.concatenating(moved.inverted()).isIdentity)
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(rotation)
        XCTAssertEqual(box.minX, -1, accuracy: 1e-12)
        XCTAssertEqual(box.width, 1, accuracy: 1e-12)
        XCTAssertEqual(box.height, 2, accuracy: 1e-12)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                       CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    func testConversionUsesBoundsOriginCenterAndTransform() {
        MainActor.assumeIsolated { Self.checkConversionUsesBoundsOriginCenterAndTransform() }
    }

    @MainActor private static func checkConversionUsesBoundsOriginCenterAndTransform() {
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        parent.bounds.origin = CGPoint(x: 0, y: 50)
        let child = UIView(frame: CGRect(x: 5, y: 60, width: 40, height: 20))
        parent.addSubview(child)
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 5, y: 60))
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 5, y: 60))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(parent)
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 15, y: 30))
        XCTAssertEqual(root.convert(CGPoint(x: 15, y: 30), to: child), .zero)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(child.frame, CGRect(x: -15, y: 50, width: 80, height: 40))
        XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: -15, y: 50))
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent),
                       CGRect(x: -15, y: 50, width: 20, height: 20))
    }

    func testWindowSitsInItsSceneWhichSitsOnTheScreen() {
        MainActor.assumeIsolated { Self.checkWindowSitsInItsSceneWhichSitsOnTheScreen() }
    }

    @MainActor private static func checkWindowSitsInItsSceneWhichSitsOnTheScreen() {
        let device = SimulatedDevice(
            screenSize: CGSize(width: 1024, height: 1366), scale: 2,
            sceneFrame: CGRect(x: 704, y: 0, width: 320, height: 1366), safeAreaInsets: .zero)
        XCTAssertEqual(device.window.frame, CGRect(x: 0, y: 0, width: 320, height: 1366))
        let screenSpace = device.window.screen.coordinateSpace
        XCTAssertEqual(device.window.convert(CGRect(x: 0, y: 100, width: 10, height: 10), to: screenSpace),
                       CGRect(x: 704, y: 100, width: 10, height: 10))
        XCTAssertEqual(device.windowScene.coordinateSpace.convert(CGPoint.zero, to: screenSpace), CGPoint(x: 704, y: 0))
        XCTAssertEqual(device.windowScene.effectiveGeometry.interfaceOrientation, .portrait)
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        device.window.addSubview(view)
        XCTAssertEqual(view.convert(CGPoint.zero, from: screenSpace), CGPoint(x: -724, y: -30))
        device.setSceneFrame(CGRect(x: 100, y: 50, width: 500, height: 600))
        XCTAssertEqual(device.window.bounds.size, CGSize(width: 500, height: 600))
        XCTAssertEqual(view.convert(CGPoint.zero, to: screenSpace), CGPoint(x: 120, y: 80))
    }

    func testRotationSwapsScreenBoundsAndMapsTheFixedSpace() {
        MainActor.assumeIsolated { Self.checkRotationSwapsScreenBoundsAndMapsTheFixedSpace() }
    }

    @MainActor private static func checkRotationSwapsScreenBoundsAndMapsTheFixedSpace() {
        let device = SimulatedDevice(screenSize: CGSize(width: 390, height: 844))
        device.rotate(to: .landscapeRight, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(device.screen.bounds.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(device.window.bounds.size, CGSize(width: 844, height: 390))
        let fixed = device.screen.fixedCoordinateSpace
        XCTAssertEqual(fixed.convert(CGPoint(x: 10, y: 20), to: device.screen.coordinateSpace), CGPoint(x: 20, y: 380))
        XCTAssertEqual(device.window.safeAreaInsets.left, 47)
    }
}

final class SafeAreaTests: XCTestCase {
    func testChildrenGetTheOverlapOfTheWindowsUnsafeBands() {
        MainActor.assumeIsolated { Self.checkChildrenGetTheOverlapOfTheWindowsUnsafeBands() }
    }

    @MainActor private static func checkChildrenGetTheOverlapOfTheWindowsUnsafeBands() {
        let device = SimulatedDevice()
        XCTAssertEqual(device.window.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        for view in [top, middle, bottom] { device.window.addSubview(view) }
        XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(bottom.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    func testViewControllerAddsItsAdditionalInsetsAndHearsOfChanges() {
        MainActor.assumeIsolated { Self.checkViewControllerAddsItsAdditionalInsetsAndHearsOfChanges() }
    }

    @MainActor private static func checkViewControllerAddsItsAdditionalInsetsAndHearsOfChanges() {
        final class Controller: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let device = SimulatedDevice()
        let controller = Controller()
        device.window.rootViewController = controller
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === device.window)
        XCTAssertTrue(device.window.next === device.windowScene)
        device.layout()
        XCTAssertEqual(controller.changes, 1)
        controller.additionalSafeAreaInsets.bottom = 100
        XCTAssertEqual(controller.view.safeAreaInsets.bottom, 134)
        device.layout()
        XCTAssertEqual(controller.changes, 2)
        device.setSafeAreaInsets(.zero)
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        XCTAssertEqual(controller.changes, 3)
    }

    func testPresentingPutsASheetBelowTheTopSafeAreaAndFullScreenOverTheWindow() {
        MainActor.assumeIsolated { Self.checkPresentingPutsASheetBelowTheTopSafeAreaAndFullScreenOverTheWindow() }
    }

    @MainActor private static func checkPresentingPutsASheetBelowTheTopSafeAreaAndFullScreenOverTheWindow() {
        let device = SimulatedDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        let sheet = UIViewController()
        XCTAssertEqual(sheet.modalPresentationStyle, .pageSheet, "automatic reads back as a page sheet")
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        // Two containers deep, not the window's subview: 47 + 10 from the window's top, its full width.
        XCTAssertTrue(sheet.view.superview?.superview?.superview === device.window)
        XCTAssertEqual(sheet.view.convert(sheet.view.bounds, to: device.window), CGRect(x: 0, y: 57, width: 390, height: 787))
        XCTAssertTrue(sheet.view.next === sheet)
        // A controller already presenting presents nothing more.
        let other = UIViewController()
        root.present(other, animated: false)
        XCTAssertNil(other.presentingViewController)
        // Dismissed by the presented controller itself, which asks the presenting one.
        sheet.dismiss(animated: true)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.window)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        XCTAssertEqual(cover.view.convert(cover.view.bounds, to: device.window), device.window.bounds)
        XCTAssertTrue(cover.view.superview?.superview === device.window)
        root.dismiss(animated: false)
        XCTAssertNil(cover.view.window)
        // A child controller presents from its farthest ancestor, the presentation context.
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)  // UIKit's containment call, spelled as the SDK imports it
        XCTAssertTrue(child.parent === root)
        let fromChild = UIViewController()
        child.present(fromChild, animated: false)
        XCTAssertTrue(root.presentedViewController === fromChild)
        XCTAssertTrue(fromChild.presentingViewController === root)
        XCTAssertTrue(child.presentedViewController === fromChild, "presented by its nearest ancestor")
        fromChild.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
    }

    func testAdjustedContentInsetPerBehaviour() {
        MainActor.assumeIsolated { Self.checkAdjustedContentInsetPerBehaviour() }
    }

    @MainActor private static func checkAdjustedContentInsetPerBehaviour() {
        let device = SimulatedDevice()
        let scroll = UIScrollView(frame: device.window.bounds)
        device.window.addSubview(scroll)
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        scroll.contentSize = CGSize(width: 390, height: 400)
        XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .automatic)
        // `.automatic` on a short scroll view no controller in a navigation controller owns: as `.scrollableAxes`.
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        // Owned (the first subview of a controller's view) by a controller pushed onto a navigation controller:
        // the top and bottom, scrolling or not (UIScrollView.h:38).
        let screen = UIViewController()
        screen.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: screen)
        device.window.rootViewController = navigation
        device.layout()
        XCTAssertTrue(screen.navigationController === navigation)
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        screen.automaticallyAdjustsScrollViewInsets = false
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        screen.automaticallyAdjustsScrollViewInsets = true
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        scroll.contentSize.height = 2000
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        XCTAssertEqual(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue, 3)
    }

    func testScrollRectToVisibleClearsTheBottomInset() {
        MainActor.assumeIsolated { Self.checkScrollRectToVisibleClearsTheBottomInset() }
    }

    @MainActor private static func checkScrollRectToVisibleClearsTheBottomInset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        scroll.contentInset.bottom = 300
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 20), animated: true)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 220))
        XCTAssertEqual(scroll.bounds.origin, scroll.contentOffset)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 20), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 220)
    }
}

final class TextTests: XCTestCase {
    func testFirstResponderNotificationsComeInUIKitsOrder() {
        MainActor.assumeIsolated { Self.checkFirstResponderNotificationsComeInUIKitsOrder() }
    }

    @MainActor private static func checkFirstResponderNotificationsComeInUIKitsOrder() {
        let device = SimulatedDevice()
        let first = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let second = UITextView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
        device.window.addSubview(first)
        device.window.addSubview(second)
        let recorder = NotificationRecorder([
            UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
            UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        ])
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(first.isFirstResponder && first.isEditing)
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isFirstResponder)
        XCTAssertTrue(second.resignFirstResponder())
        XCTAssertEqual(recorder.names.map(\.rawValue), [
            "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidEndEditingNotification",
            "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidEndEditingNotification",
        ])
        XCTAssertEqual(recorder.all[2].object, ObjectIdentifier(second))
        XCTAssertFalse(UITextField().becomeFirstResponder(), "a field outside a window cannot become first responder")
    }

    func testTextViewCaretAndSelfSizing() {
        MainActor.assumeIsolated { Self.checkTextViewCaretAndSelfSizing() }
    }

    @MainActor private static func checkTextViewCaretAndSelfSizing() {
        let device = SimulatedDevice()
        let textView = UITextView(frame: CGRect(x: 10, y: 300, width: 200, height: 36))
        textView.isScrollEnabled = false
        device.window.addSubview(textView)
        XCTAssertEqual(textView.bounds.height, 36)
        textView.text = "ab\ncd"
        XCTAssertEqual(textView.contentSize, CGSize(width: 200, height: 56))
        XCTAssertEqual(textView.frame, CGRect(x: 10, y: 300, width: 200, height: 56))
        let recorder = NotificationRecorder([UITextView.textDidChangeNotification])
        device.type("\nxyz", into: textView)
        XCTAssertEqual(textView.text, "ab\ncd\nxyz")
        XCTAssertEqual(recorder.names, [UITextView.textDidChangeNotification])
        XCTAssertEqual(textView.frame, CGRect(x: 10, y: 300, width: 200, height: 76))
        let caret = textView.caretRect(for: textView.selectedTextRange!.end)
        XCTAssertEqual(caret, CGRect(x: 30, y: 48, width: 2, height: 20))
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument), 9)
        textView.isScrollEnabled = true
        device.type("\n\n", into: textView)
        XCTAssertEqual(textView.bounds.height, 76)
        XCTAssertEqual(textView.contentSize.height, 116)
    }
}

final class SimulationTests: XCTestCase {
    func testAnimationsRunAtOnceAndAreRecorded() {
        MainActor.assumeIsolated { Self.checkAnimationsRunAtOnceAndAreRecorded() }
    }

    @MainActor private static func checkAnimationsRunAtOnceAndAreRecorded() {
        SimulatedDevice.clearRecordedAnimations()
        let view = UIView()
        var inherited: TimeInterval = -1
        var finished = false
        UIView.animate(withDuration: 0.25, delay: 0.1, options: [.beginFromCurrentState, .curveEaseOut]) {
            view.alpha = 0
            inherited = UIView.inheritedAnimationDuration
        } completion: { finished = $0 }
        UIView.performWithoutAnimation { view.alpha = 1 }
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(finished)
        XCTAssertEqual(inherited, 0.25)
        XCTAssertEqual(UIView.AnimationOptions.curveEaseOut.rawValue, 2 << 16)
        let recorded = SimulatedDevice.recordedAnimations
        XCTAssertEqual(recorded.count, 2)
        XCTAssertEqual(recorded[0], RecordedAnimation(kind: .animate, duration: 0.25, delay: 0.1,
                                                      options: [.beginFromCurrentState, .curveEaseOut]))
        XCTAssertEqual(recorded[0].curve, .easeOut)
        XCTAssertEqual(recorded[1].kind, .withoutAnimation)
    }

    func testKeyboardNotificationsHaveUIKitsNamesOrderAndUserInfo() throws {
        try MainActor.assumeIsolated { try Self.checkKeyboardNotificationsHaveUIKitsNamesOrderAndUserInfo() }
    }

    @MainActor private static func checkKeyboardNotificationsHaveUIKitsNamesOrderAndUserInfo() throws {
        let device = SimulatedDevice()
        let recorder = NotificationRecorder([
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ])
        device.showKeyboard(height: 336)
        device.hideKeyboard()
        XCTAssertEqual(recorder.names.map(\.rawValue), [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
        ])
        let willShow = recorder.all[1]
        XCTAssertEqual(willShow.object, ObjectIdentifier(device.screen))
        XCTAssertNil(recorder.all[0].object)
        // The shape KeyboardEvent(notification:) reads: String keys, NSValue rectangles, NSNumber numbers.
        let info = try XCTUnwrap(willShow.userInfo)
        let end = try XCTUnwrap(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
        XCTAssertTrue(String(cString: end.objCType).hasPrefix("{CGRect="))
        var endFrame = CGRect.zero
        end.getValue(&endFrame)
        XCTAssertEqual(endFrame, CGRect(x: 0, y: 508, width: 390, height: 336))
        XCTAssertEqual((info["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.cgRectValue.minY, 844)
        XCTAssertEqual((info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue, 0.25)
        XCTAssertEqual((info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue, 7)
        XCTAssertEqual((info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.intValue, 1)
        XCTAssertNil(recorder.all[3].userInfo?["UIKeyboardAnimationDurationUserInfoKey"])
        XCTAssertNil(device.keyboardFrame)
    }

    func testDeferredDidNotifications() {
        MainActor.assumeIsolated { Self.checkDeferredDidNotifications() }
    }

    @MainActor private static func checkDeferredDidNotifications() {
        let device = SimulatedDevice()
        let recorder = NotificationRecorder([UIResponder.keyboardDidShowNotification])
        device.showKeyboard(height: 300, finishes: false)
        XCTAssertTrue(recorder.names.isEmpty)
        device.finishKeyboardAnimation()
        XCTAssertEqual(recorder.names, [UIResponder.keyboardDidShowNotification])
    }

    func testTouchesReachTheGestureRecognizersOfTheViewAndItsSuperviews() {
        MainActor.assumeIsolated { Self.checkTouchesReachTheGestureRecognizersOfTheViewAndItsSuperviews() }
    }

    @MainActor private static func checkTouchesReachTheGestureRecognizersOfTheViewAndItsSuperviews() {
        let device = SimulatedDevice()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        scroll.addSubview(content)
        device.window.addSubview(scroll)
        let pan = scroll.panGestureRecognizer
        var states: [UIGestureRecognizer.State] = []
        final class Watcher: UIPanGestureRecognizer {
            var onChange: ((UIGestureRecognizer.State) -> Void)?
            override var state: UIGestureRecognizer.State { didSet { onChange?(state) } }
        }
        let watcher = Watcher()
        watcher.onChange = { states.append($0) }
        content.addGestureRecognizer(watcher)
        let touch = device.beginTouch(at: CGPoint(x: 50, y: 150), on: content)
        XCTAssertEqual(touch.location(in: content), CGPoint(x: 50, y: 50))
        device.moveTouch(touch, to: CGPoint(x: 50, y: 190))
        device.moveTouch(touch, to: CGPoint(x: 60, y: 250))
        XCTAssertEqual(pan.translation(in: scroll), CGPoint(x: 10, y: 100))
        XCTAssertEqual(watcher.location(in: nil), CGPoint(x: 60, y: 250))
        device.endTouch(touch)
        XCTAssertEqual(pan.state, .ended)
        XCTAssertEqual(states, [.began, .changed, .ended])
        device.drag(on: content, from: CGPoint(x: 10, y: 110), to: CGPoint(x: 10, y: 130))
        XCTAssertEqual(states.suffix(2), [.changed, .ended])
    }

    func testHostingControllerIsAViewController() {
        MainActor.assumeIsolated { Self.checkHostingControllerIsAViewController() }
    }

    @MainActor private static func checkHostingControllerIsAViewController() {
        let host = UIHostingController(rootView: Text("Hello").padding(.bottom))
        XCTAssertTrue(host.view.next === host)
        XCTAssertEqual(host.safeAreaRegions, .all)
        host.safeAreaRegions = .container
        XCTAssertEqual(host.safeAreaRegions, .container)
    }
}
