import KeyboardAvoidanceUIKit
import SwiftUI
import UIKit
import UIKitApp
import UIKitSimulation
import XCTest

/// Runs the documentation's UIKit and SwiftUI code, generated into `Generated/` from README.md and the
/// DocC catalogs by the repository's `DocumentationSnippetsTests`: the statement blocks as written, and
/// each declared function on the simulated system, checking that it does what its document says.
///
/// A 390 × 844 phone with a 59 pt top and 34 pt bottom safe area, the sign-up form of `UIKitApp` (fields
/// 44 pt tall at y = 0, 200, … 800 of a plain scroll view), and a 291 pt docked keyboard, whose top is at 553.
final class DocumentationSnippetRunTests: XCTestCase {
    // swift-corelibs-xctest runs tests on the main thread but cannot run `@MainActor` test methods:
    // each test hops onto the main actor and runs a `@MainActor` body.
    private func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated { try body() }
    }

    @MainActor
    private static func device() -> SimulatedDevice {
        SimulatedDevice(safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func testTheDocumentsStatementsRun() throws {
        try onMain {
            try howTheAdapterWorksSnippets()
        }
    }

    func testTheReadmesOneLineKeepsTheFieldAboveTheKeyboard() {
        onMain {
            let device = Self.device()
            let form = SignUpViewController()
            connect(device.window, showing: form)
            device.layout()
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            // 291 covered − 34 the scroll view already adds; the field's bottom 644 + 10 − 553.
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            device.window.uninstallKeyboardAvoidance()
        }
    }

    func testTheLandingPagesOneLine() {
        onMain {
            let device = Self.device()
            let form = SignUpViewController()
            device.window.rootViewController = form
            sceneDidConnect(device.window)
            device.layout()
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            device.window.uninstallKeyboardAvoidance()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
        }
    }

    func testTheLandingPagesOptions() {
        onMain {
            let device = Self.device()
            let form = SignUpViewController()
            device.window.rootViewController = form
            device.layout()
            // A carousel across the form, scrolling sideways, holding a field at y = 600 of the form's content.
            let carousel = UIScrollView(frame: CGRect(x: 0, y: 580, width: 390, height: 84))
            carousel.contentSize = CGSize(width: 780, height: 84)
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 350, height: 44))
            carousel.addSubview(field)
            form.scrollView.addSubview(carousel)
            // A 44 pt input bar resting on the safe area's bottom (766…810), riding on the keyboard.
            let inputBar = UIView(frame: CGRect(x: 0, y: 766, width: 390, height: 44))
            form.view.addSubview(inputBar)
            installKeyboardAvoidance(in: device.window, leavingAlone: carousel, riding: inputBar)
            device.layout()
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The carousel is left alone; the form's scroll view takes its part.
            XCTAssertEqual(carousel.contentInset, .zero)
            XCTAssertEqual(carousel.contentOffset, .zero)
            // The 44 pt bar rides on the keyboard: 291 + 44 covered − 34 = 301; the bar rises 810 − 553 = 257.
            XCTAssertEqual(form.scrollView.contentInset.bottom, 301)
            XCTAssertEqual(inputBar.transform, CGAffineTransform(translationX: 0, y: -257))
            // Centring the field grown by the margins (600 − 0 to 644 + 20, middle 632) in the visible
            // band from 59 to 844 − 335 = 509, 450 tall: 632 − (59 + 225) = 348.
            XCTAssertEqual(form.scrollView.contentOffset.y, 348)
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            XCTAssertEqual(form.scrollView.contentOffset.y, 0)
            device.window.uninstallKeyboardAvoidance()
        }
    }

    func testTheToolbarTellsTheAdapterTheLayoutChanged() {
        onMain {
            let device = Self.device()
            let form = SignUpViewController()
            device.window.rootViewController = form
            let avoidance = device.window.installKeyboardAvoidance()
            device.layout()
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            showToolbar(over: form.scrollView, avoidance: avoidance)
            XCTAssertEqual(
                form.scrollView.contentInset.bottom, 257, "the larger of the app's 50 and the keyboard's 257, at once (the toolbar is under it)")
            device.hideKeyboard()
            XCTAssertEqual(form.scrollView.contentInset.bottom, 50, "hiding gives the app's own inset back")
            device.window.uninstallKeyboardAvoidance()
        }
    }

    func testAUIKitScreenOfASwiftUIAppIsAdjustedAndSwiftUIsRootLeftAlone() {
        onMain {
            // SwiftUI's root (a plain controller stands in for the hosting controller) with a field of its
            // own, and a UIKit sign-up form embedded in it as a child.
            let device = Self.device()
            let root = UIViewController()
            device.window.rootViewController = root
            let swiftUIField = UITextField(frame: CGRect(x: 20, y: 700, width: 350, height: 44))
            root.view.addSubview(swiftUIField)
            let form = SignUpViewController()
            root.addChild(form)
            root.view.addSubview(form.view)
            form.view.frame = root.view.bounds
            device.layout()
            uikitScreenDidAppear(form)
            // The form's field is avoided: 291 − 34 = 257, 644 + 10 − 553 = 101.
            _ = form.fields[3].becomeFirstResponder()
            device.showKeyboard(height: 291)
            XCTAssertEqual(form.scrollView.contentInset.bottom, 257)
            XCTAssertEqual(form.scrollView.contentOffset.y, 101)
            // SwiftUI's own field is left to SwiftUI: nothing moves for it.
            _ = swiftUIField.becomeFirstResponder()
            XCTAssertEqual(root.view.transform, .identity)
            XCTAssertEqual(form.scrollView.contentInset, .zero)
            device.window.uninstallKeyboardAvoidance()
        }
    }

    func testSwiftUIContentGetsASafeAreaThatEndsAtTheKeyboard() throws {
        try onMain {
            let device = Self.device()
            host(Text("Sign up"), in: device.window)
            let hostingController = try XCTUnwrap(device.window.rootViewController as? UIHostingController<Text>)
            XCTAssertEqual(hostingController.safeAreaRegions, .container)
            // The stand-in renders nothing: a UIKit text field stands for the one SwiftUI would make.
            let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            hostingController.view.addSubview(field)
            device.layout()
            XCTAssertEqual(hostingController.view.safeAreaInsets.bottom, 34)
            _ = field.becomeFirstResponder()
            device.showKeyboard(height: 291)
            // The safe area's bottom is raised to the keyboard's top: 34 + 257 = 291.
            XCTAssertEqual(hostingController.additionalSafeAreaInsets.bottom, 257)
            XCTAssertEqual(hostingController.view.safeAreaInsets.bottom, 291)
            device.hideKeyboard()
            XCTAssertEqual(hostingController.additionalSafeAreaInsets, .zero)
            XCTAssertEqual(hostingController.view.safeAreaInsets.bottom, 34)
            device.window.uninstallKeyboardAvoidance()
        }
    }
}
