import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation
import XCTest

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

final class KeyboardNotificationTests: XCTestCase {
    private let endFrame = CGRect(x: 0, y: 553, width: 390, height: 291)
    private let beginFrame = CGRect(x: 0, y: 844, width: 390, height: 291)

    /// The payload iOS sends with keyboardWillShow on a Face ID phone: frames boxed in NSValue,
    /// numbers as NSNumber.
    private var realWillShow: [AnyHashable: Any] {
        [
            "UIKeyboardFrameBeginUserInfoKey": boxed(beginFrame),
            "UIKeyboardFrameEndUserInfoKey": boxed(endFrame),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
            "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
            "UIKeyboardCenterBeginUserInfoKey": boxed(CGPoint(x: 195, y: 989.5)),
        ]
    }

    private func event(_ phase: KeyboardEvent.Phase, _ userInfo: [AnyHashable: Any]?) throws(KeyboardNotificationError) -> KeyboardEvent {
        try KeyboardEvent(notification: Notification(name: phase.notificationName, object: nil, userInfo: userInfo))
    }

    private func failure(_ userInfo: [AnyHashable: Any]?) -> String? {
        do {
            _ = try event(.willShow, userInfo)
            return nil
        } catch {
            return error.description
        }
    }

    func testRealWillShow() throws {
        let parsed = try event(.willShow, realWillShow)
        XCTAssertEqual(
            parsed,
            KeyboardEvent(
                phase: .willShow, beginFrame: LayoutRect(beginFrame), endFrame: LayoutRect(endFrame),
                animation: KeyboardAnimation(duration: 0.25, curve: .keyboard), isLocal: true))
    }

    func testWillChangeFrameWithSwiftValues() throws {
        // Simulators and tests often post CGRect, Double, Int and Bool directly.
        let parsed = try event(
            .willChangeFrame,
            [
                "UIKeyboardFrameEndUserInfoKey": CGRect(x: 0, y: 511, width: 390, height: 333),
                "UIKeyboardAnimationDurationUserInfoKey": 0.4,
                "UIKeyboardAnimationCurveUserInfoKey": 0,
                "UIKeyboardIsLocalUserInfoKey": false,
            ])
        XCTAssertEqual(parsed.endFrame, LayoutRect(x: 0, y: 511, width: 390, height: 333))
        XCTAssertEqual(parsed.beginFrame, parsed.endFrame)
        XCTAssertEqual(parsed.animation, KeyboardAnimation(duration: 0.4, curve: .easeInOut))
        XCTAssertFalse(parsed.isLocal)
        // CGFloat and Float numbers, and a 1-second NSNumber duration (which also casts to Bool).
        XCTAssertEqual(
            try event(
                .willChangeFrame, ["UIKeyboardFrameEndUserInfoKey": endFrame, "UIKeyboardAnimationDurationUserInfoKey": CGFloat(0.3)]
            ).animation.duration, 0.3, accuracy: 1e-15)
        XCTAssertEqual(
            try event(.willChangeFrame, ["UIKeyboardFrameEndUserInfoKey": endFrame, "UIKeyboardAnimationDurationUserInfoKey": Float(0.5)])
                .animation.duration, 0.5)
        XCTAssertEqual(
            try event(
                .willChangeFrame, ["UIKeyboardFrameEndUserInfoKey": endFrame, "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 1)]
            ).animation.duration, 1)
    }

    func testWillHide() throws {
        var payload = realWillShow
        payload["UIKeyboardFrameBeginUserInfoKey"] = boxed(endFrame)
        payload["UIKeyboardFrameEndUserInfoKey"] = boxed(beginFrame)
        let parsed = try event(.willHide, payload)
        XCTAssertEqual(parsed.phase, .willHide)
        XCTAssertEqual(parsed.endFrame, LayoutRect(beginFrame))
        var tracker = KeyboardTracker(screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        _ = tracker.receive(try event(.willShow, realWillShow))
        XCTAssertEqual(tracker.receive(parsed)?.keyboard.placement, .hidden)
    }

    func testAnAdapterActsOnEveryReadableNotificationAndOnEveryHide() throws {
        // Readable: the event as read, written out (not compared with `KeyboardEvent(notification:)`,
        // which `actedOn` calls first and so would match whatever both read).
        let show = Notification(name: KeyboardEvent.Phase.willShow.notificationName, userInfo: realWillShow)
        XCTAssertEqual(
            KeyboardEvent.actedOn(show),
            KeyboardEvent(
                phase: .willShow, beginFrame: LayoutRect(x: 0, y: 844, width: 390, height: 291),
                endFrame: LayoutRect(x: 0, y: 553, width: 390, height: 291), animation: KeyboardAnimation(duration: 0.25, curve: .keyboard),
                isLocal: true))
        // A hide with no readable end frame (missing, mistyped, NaN) still hides the keyboard this app tracks.
        var tracker = KeyboardTracker(screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
        _ = tracker.receive(try event(.willShow, realWillShow))
        let unreadable: [[AnyHashable: Any]?] = [
            nil, [:], ["UIKeyboardFrameEndUserInfoKey": "a string"],
            ["UIKeyboardFrameEndUserInfoKey": CGRect(x: CGFloat.nan, y: 0, width: 390, height: 291)],
        ]
        for payload in unreadable {
            for phase in [KeyboardEvent.Phase.willHide, .didHide] {
                let hide = try XCTUnwrap(KeyboardEvent.actedOn(Notification(name: phase.notificationName, userInfo: payload)))
                XCTAssertEqual(hide.phase, phase)
                XCTAssertTrue(hide.isLocal)
                var copy = tracker
                XCTAssertEqual(copy.receive(hide)?.keyboard.placement, .hidden, "\(phase) \(String(describing: payload))")
            }
            // Anything else unreadable places no keyboard: ignored.
            for phase in [KeyboardEvent.Phase.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
                XCTAssertNil(KeyboardEvent.actedOn(Notification(name: phase.notificationName, userInfo: payload)), "\(phase)")
            }
        }
        XCTAssertNil(KeyboardEvent.actedOn(Notification(name: Notification.Name("SomethingElse"), userInfo: nil)))
    }

    func testOptionalKeysAndTheirDefaults() throws {
        let parsed = try event(.didShow, ["UIKeyboardFrameEndUserInfoKey": boxed(endFrame)])
        XCTAssertEqual(parsed.beginFrame, LayoutRect(endFrame))
        XCTAssertEqual(parsed.animation, KeyboardAnimation(duration: 0.25, curve: .keyboard))
        XCTAssertTrue(parsed.isLocal)
        XCTAssertEqual(
            try event(.didShow, ["UIKeyboardFrameEndUserInfoKey": endFrame, "UIKeyboardIsLocalUserInfoKey": NSNumber(value: 0)]).isLocal,
            false)
    }

    func testEveryPhaseRoundTripsThroughItsName() throws {
        for phase in KeyboardEvent.Phase.allCases {
            XCTAssertEqual(KeyboardEvent.Phase(notificationName: phase.notificationName), phase)
            XCTAssertEqual(try event(phase, realWillShow).phase, phase)
        }
        XCTAssertEqual(KeyboardEvent.Phase.willShow.notificationName.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(KeyboardEvent.Phase.didChangeFrame.notificationName.rawValue, "UIKeyboardDidChangeFrameNotification")
    }

    private func curve(_ value: Any) throws(KeyboardNotificationError) -> AnimationCurve {
        var payload = realWillShow
        payload[KeyboardNotificationKey.animationCurve] = value
        return try event(.willShow, payload).animation.curve
    }

    private func curveError(_ value: Any) -> KeyboardNotificationError? {
        do {
            _ = try curve(value)
            return nil
        } catch {
            return error
        }
    }

    func testCurvesUIKitCanCarryAreAccepted() throws {
        XCTAssertEqual(try curve(7), .keyboard)
        XCTAssertEqual(try curve(0), .easeInOut)
        XCTAssertEqual(try curve(15), AnimationCurve(rawValue: 15))
        XCTAssertEqual(try curve(NSNumber(value: 7)), .keyboard)
        XCTAssertEqual(try curve(NSNumber(value: 15)), AnimationCurve(rawValue: 15))
        XCTAssertEqual(try curve(3.0), .linear)
        XCTAssertEqual(try curve(-0.0), .easeInOut)
    }

    func testCurvesOutsideTheFourBitsAreRejected() {
        let key = KeyboardNotificationKey.animationCurve
        let expected = "a whole number in 0...15"
        XCTAssertEqual(curveError(-1), .valueOutOfRange(key: key, expected: expected, found: "-1"))
        XCTAssertEqual(curveError(16), .valueOutOfRange(key: key, expected: expected, found: "16"))
        XCTAssertEqual(curveError(Int.max), .valueOutOfRange(key: key, expected: expected, found: "\(Int.max)"))
        XCTAssertEqual(curveError(Int.min), .valueOutOfRange(key: key, expected: expected, found: "\(Int.min)"))
        XCTAssertEqual(curveError(NSNumber(value: -1)), .valueOutOfRange(key: key, expected: expected, found: "-1"))
        XCTAssertEqual(
            curveError(NSNumber(value: UInt64.max)), .valueOutOfRange(key: key, expected: expected, found: "1.8446744073709552e+19"))
        XCTAssertEqual(curveError(16.0), .valueOutOfRange(key: key, expected: expected, found: "16"))
        XCTAssertEqual(curveError(1e300), .valueOutOfRange(key: key, expected: expected, found: "1e+300"))
        XCTAssertEqual(
            curveError(-1)?.description, "UIKeyboardAnimationCurveUserInfoKey: expected a whole number in 0...15, found -1")
        // Not a whole number is still mistyped, whatever its size.
        XCTAssertEqual(curveError(15.5), .mistypedValue(key: key, expected: "a whole number", found: "15.5"))
    }

    func testEachMalformedPayloadNamesItsKey() {
        func with(_ key: String, _ value: Any?) -> [AnyHashable: Any] {
            var payload = realWillShow
            payload[key] = value
            return payload
        }
        let end = "UIKeyboardFrameEndUserInfoKey"
        let cases: [(String, [AnyHashable: Any]?, String)] = [
            ("no userInfo", nil, "UIKeyboardFrameEndUserInfoKey: missing"),
            ("no end frame", with(end, nil), "UIKeyboardFrameEndUserInfoKey: missing"),
            (
                "end frame as a string", with(end, "{{0, 553}, {390, 291}}"),
                "UIKeyboardFrameEndUserInfoKey: expected a CGRect or an NSValue holding one, found String"
            ),
            (
                "end frame boxing a point", with(end, boxed(CGPoint(x: 1, y: 2))),
                "UIKeyboardFrameEndUserInfoKey: expected a CGRect or an NSValue holding one, found NSValue holding {CGPoint=dd}"
            ),
            (
                "end frame as a number", with(end, NSNumber(value: 3)),
                "UIKeyboardFrameEndUserInfoKey: expected a CGRect or an NSValue holding one, found NSNumber"
            ),
            (
                // A boolean NSNumber is an `__NSCFBoolean`, a number `__NSCFNumber` on Apple
                // platforms: every subclass is named `NSNumber`, the same everywhere.
                "end frame as a boolean NSNumber", with(end, NSNumber(value: true)),
                "UIKeyboardFrameEndUserInfoKey: expected a CGRect or an NSValue holding one, found NSNumber"
            ),
            (
                "end frame with NaN", with(end, CGRect(x: 0, y: CGFloat.nan, width: 390, height: 291)),
                "UIKeyboardFrameEndUserInfoKey: expected finite values, found \(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 291))"
            ),
            (
                "begin frame mistyped", with("UIKeyboardFrameBeginUserInfoKey", 12),
                "UIKeyboardFrameBeginUserInfoKey: expected a CGRect or an NSValue holding one, found Int"
            ),
            (
                "duration as a string", with("UIKeyboardAnimationDurationUserInfoKey", "0.25"),
                "UIKeyboardAnimationDurationUserInfoKey: expected a number, found String"
            ),
            (
                "duration as a Bool", with("UIKeyboardAnimationDurationUserInfoKey", true),
                "UIKeyboardAnimationDurationUserInfoKey: expected a number, found Bool"
            ),
            (
                "duration NaN", with("UIKeyboardAnimationDurationUserInfoKey", Double.nan),
                "UIKeyboardAnimationDurationUserInfoKey: expected finite values, found nan"
            ),
            (
                "duration infinite", with("UIKeyboardAnimationDurationUserInfoKey", NSNumber(value: Double.infinity)),
                "UIKeyboardAnimationDurationUserInfoKey: expected finite values, found inf"
            ),
            (
                "curve fractional", with("UIKeyboardAnimationCurveUserInfoKey", 0.5),
                "UIKeyboardAnimationCurveUserInfoKey: expected a whole number, found 0.5"
            ),
            (
                "curve as a string", with("UIKeyboardAnimationCurveUserInfoKey", "7"),
                "UIKeyboardAnimationCurveUserInfoKey: expected a number, found String"
            ),
            (
                "isLocal 2", with("UIKeyboardIsLocalUserInfoKey", 2),
                "UIKeyboardIsLocalUserInfoKey: expected a Bool, or a number that is 0 or 1, found 2.0"
            ),
            (
                "isLocal as a string", with("UIKeyboardIsLocalUserInfoKey", "YES"),
                "UIKeyboardIsLocalUserInfoKey: expected a number, found String"
            ),
        ]
        for (what, payload, message) in cases {
            XCTAssertEqual(failure(payload), message, what)
        }
        XCTAssertEqual(
            (try? KeyboardEvent(name: Notification.Name("UIApplicationDidBecomeActiveNotification"), userInfo: realWillShow)).map { _ in
                "parsed"
            },
            nil)
        do {
            _ = try KeyboardEvent(name: Notification.Name("NSSomethingElse"), userInfo: nil)
            XCTFail("parsed a non-keyboard notification")
        } catch {
            XCTAssertEqual(error, .notAKeyboardNotification(name: "NSSomethingElse"))
            XCTAssertEqual(error.description, "NSSomethingElse: not a keyboard notification")
            // What the notification carried is escaped: the message stays one line.
            XCTAssertEqual(
                KeyboardNotificationError.notAKeyboardNotification(name: "Forged\nerror: x\u{7}").description,
                "Forged\\nerror: x\\u{7}: not a keyboard notification")
        }
    }
}

/// A rectangle boxed in an `NSValue` as UIKit boxes it.
///
/// Its `objCType` is `{CGRect={CGPoint=dd}{CGSize=dd}}`. `NSValue(rect:)` is AppKit's and
/// swift-corelibs-foundation's; the iOS SDK has `NSValue(cgRect:)` only in UIKit, so there the box
/// is made from the bytes.
func boxed(_ rect: CGRect) -> NSValue {
    #if os(macOS) || !canImport(Darwin)
        return NSValue(rect: rect)
    #else
        var rect = rect
        return NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=\(cgFloatCode)\(cgFloatCode)}{CGSize=\(cgFloatCode)\(cgFloatCode)}}")
    #endif
}

/// A point boxed in an `NSValue` (`{CGPoint=dd}`), made as `boxed(_:)` makes a rectangle's box.
func boxed(_ point: CGPoint) -> NSValue {
    #if os(macOS) || !canImport(Darwin)
        return NSValue(point: point)
    #else
        var point = point
        return NSValue(bytes: &point, objCType: "{CGPoint=\(cgFloatCode)\(cgFloatCode)}")
    #endif
}

#if !(os(macOS) || !canImport(Darwin))
    /// The type code of `CGFloat`: `d`, or `f` where it is a `Float` (arm64_32).
    private let cgFloatCode = MemoryLayout<CGFloat>.size == MemoryLayout<Double>.size ? "d" : "f"
#endif
