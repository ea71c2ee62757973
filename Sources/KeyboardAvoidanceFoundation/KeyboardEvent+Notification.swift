import Foundation
import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardEvent {
    /// Reads a UIKit keyboard notification.
    ///
    /// - Parameter notification: A notification named as ``KeyboardEvent/Phase/notificationName``
    ///   with UIKit's `userInfo` (see ``KeyboardNotificationKey`` for the keys, which are optional
    ///   and what they default to).
    /// - Throws: ``KeyboardNotificationError`` naming the offending name or key.
    public init(notification: Notification) throws(KeyboardNotificationError) {
        try self.init(name: notification.name, userInfo: notification.userInfo)
    }

    /// Reads a keyboard notification's name and `userInfo`.
    ///
    /// Rectangles may be `CGRect` values or `NSValue`s boxing one (as UIKit sends them: the box's
    /// `objCType` is `{CGRect={CGPoint=dd}{CGSize=dd}}`). Numbers may be `NSNumber`s or Swift
    /// `Double`, `Float`, `CGFloat` or `Int` values; the curve must be a whole number in 0...15
    /// (the 4 bits `UIView.AnimationOptions` keeps it in; UIKit sends 7), and `isLocal` a `Bool` or
    /// a number that is 0 or 1. Nothing is guessed: a key that is present with the wrong type is an
    /// error even when the key is optional, and a NaN, infinite or out-of-range value is an error
    /// rather than being sanitized.
    ///
    /// - Parameters:
    ///   - name: The notification's name.
    ///   - userInfo: The notification's `userInfo`.
    /// - Throws: ``KeyboardNotificationError`` naming the offending name or key.
    public init(name: Notification.Name, userInfo: [AnyHashable: Any]?) throws(KeyboardNotificationError) {
        guard let phase = Phase(notificationName: name) else {
            throw .notAKeyboardNotification(name: name.rawValue)
        }
        let info = userInfo ?? [:]
        guard let endValue = info[KeyboardNotificationKey.frameEnd] else {
            throw .missingValue(key: KeyboardNotificationKey.frameEnd)
        }
        let endFrame = try Self.rect(endValue, key: KeyboardNotificationKey.frameEnd)
        let beginFrame = try info[KeyboardNotificationKey.frameBegin].map { value throws(KeyboardNotificationError) in
            try Self.rect(value, key: KeyboardNotificationKey.frameBegin)
        }
        let duration = try info[KeyboardNotificationKey.animationDuration].map { value throws(KeyboardNotificationError) in
            try Self.number(value, key: KeyboardNotificationKey.animationDuration)
        }
        let curve = try info[KeyboardNotificationKey.animationCurve].map { value throws(KeyboardNotificationError) in
            try Self.integer(value, key: KeyboardNotificationKey.animationCurve, in: AnimationCurve.animationOptionsRawValues)
        }
        let isLocal = try info[KeyboardNotificationKey.isLocal].map { value throws(KeyboardNotificationError) in
            try Self.boolean(value, key: KeyboardNotificationKey.isLocal)
        }
        self.init(
            phase: phase,
            beginFrame: beginFrame,
            endFrame: endFrame,
            animation: KeyboardAnimation(
                duration: duration ?? KeyboardAnimation.keyboardDefault.duration,
                curve: curve.map(AnimationCurve.init(rawValue:)) ?? KeyboardAnimation.keyboardDefault.curve),
            isLocal: isLocal ?? true)
    }

    /// Reads a keyboard notification as an adapter acts on it: the event to give the avoider, or
    /// `nil` to ignore the notification.
    ///
    /// - A notification ``init(notification:)`` reads is that event.
    /// - A hide (`keyboardWillHideNotification`, `keyboardDidHideNotification`) whose payload
    ///   cannot be read is a hide all the same — this app's, with no frame and UIKit's default
    ///   animation — since the keyboard goes away whatever its payload says; ignored, it would
    ///   leave the keyboard's inset on the views until editing ended.
    /// - Any other notification whose payload cannot be read says nothing to trust about where the
    ///   keyboard is: `nil`.
    ///
    /// - Parameter notification: A notification posted under one of the keyboard's names.
    /// - Returns: The event, or `nil`.
    public static func actedOn(_ notification: Notification) -> KeyboardEvent? {
        if let event = try? KeyboardEvent(notification: notification) { return event }
        guard let phase = Phase(notificationName: notification.name), phase.isHide else { return nil }
        return KeyboardEvent(phase: phase, endFrame: .zero)
    }

    /// The value as an `NSValue` object, or `nil` if it is not one or is an `NSNumber`.
    ///
    /// The test is on the dynamic type: an `as? NSValue` cast would box a Swift value (an `Int`
    /// becomes an `NSNumber`, and on Apple platforms a `CGPoint` an `NSValue`), so the messages
    /// would differ between platforms.
    private static func boxedValue(_ value: Any) -> NSValue? {
        guard type(of: value) is NSValue.Type, !(type(of: value) is NSNumber.Type) else { return nil }
        return value as? NSValue
    }

    /// The name of the value's type for messages, the same on every platform: `NSNumber` for any
    /// of its subclasses (`__NSCFNumber` on Apple platforms, `__NSCFBoolean` everywhere), and
    /// `NSValue holding` its `objCType` for an `NSValue`.
    private static func typeName(_ value: Any) -> String {
        if type(of: value) is NSNumber.Type { return "NSNumber" }
        if let boxed = boxedValue(value) { return "NSValue holding \(String(cString: boxed.objCType))" }
        return String(describing: type(of: value))
    }

    /// Whether an `objCType` is that of a rectangle of four `CGFloat`s on this platform, named
    /// `CGRect` or `NSRect`: `{CGRect={CGPoint=dd}{CGSize=dd}}` as UIKit, AppKit and
    /// swift-corelibs-foundation box a `CGRect` on 64-bit platforms, or the same with `f` where
    /// `CGFloat` is a `Float`.
    ///
    /// The whole encoding is checked, not its prefix, because `getValue(_:)` copies as many bytes
    /// as the encoding describes: on Apple platforms `NSValue(bytes:objCType:)` boxes any struct,
    /// and a larger one named `CGRect` would otherwise write past the rectangle.
    static func isRectangleEncoding(_ objCType: String) -> Bool {
        guard objCType.hasPrefix("{CGRect=") || objCType.hasPrefix("{NSRect=") else { return false }
        // Drop every struct's `{Name=` and `}`, keeping the field codes; the braces must balance.
        var fields = ""
        var depth = 0
        var inName = false
        for character in objCType {
            if inName {
                if character == "=" { inName = false }
                continue
            }
            switch character {
            case "{":
                depth += 1
                inName = true
            case "}":
                depth -= 1
                guard depth >= 0 else { return false }
            default:
                guard depth > 0 else { return false }
                fields.append(character)
            }
        }
        let code = MemoryLayout<CGFloat>.size == MemoryLayout<Double>.size ? "d" : "f"
        return depth == 0 && !inName && fields == String(repeating: code, count: 4)
    }

    private static func rect(_ value: Any, key: String) throws(KeyboardNotificationError) -> LayoutRect {
        let rect: CGRect
        if let direct = value as? CGRect {
            rect = direct
        } else if let boxed = boxedValue(value), isRectangleEncoding(String(cString: boxed.objCType)) {
            // `getValue(_:)` exists on every platform (`NSValue.cgRectValue` is UIKit's, `rectValue`
            // AppKit's and swift-corelibs-foundation's), and the encoding was checked to be exactly
            // a `CGRect`'s.
            var unboxed = CGRect.zero
            boxed.getValue(&unboxed)
            rect = unboxed
        } else {
            throw .mistypedValue(key: key, expected: "a CGRect or an NSValue holding one", found: typeName(value))
        }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            throw .nonFiniteValue(key: key, found: "\(rect)")
        }
        return LayoutRect(rect)
    }

    private static func number(_ value: Any, key: String) throws(KeyboardNotificationError) -> Double {
        // A Swift `Bool` is not a number here; `NSNumber(value: 1)` also casts to `Bool`, so the
        // test is on the dynamic type, not on `is Bool`.
        if type(of: value) == Bool.self { throw .mistypedValue(key: key, expected: "a number", found: "Bool") }
        let number: Double
        switch value {
        case let value as Double: number = value
        case let value as Float: number = Double(value)
        case let value as CGFloat: number = Double(value)
        case let value as Int: number = Double(value)
        case let value as NSNumber: number = value.doubleValue
        default: throw .mistypedValue(key: key, expected: "a number", found: typeName(value))
        }
        guard number.isFinite else { throw .nonFiniteValue(key: key, found: "\(number)") }
        return number
    }

    private static func integer(
        _ value: Any, key: String, in range: ClosedRange<Int>
    ) throws(KeyboardNotificationError) -> Int {
        let expected = "a whole number in \(range.lowerBound)...\(range.upperBound)"
        if let value = value as? Int {
            guard range.contains(value) else { throw .valueOutOfRange(key: key, expected: expected, found: "\(value)") }
            return value
        }
        let number = try Self.number(value, key: key)
        guard number.rounded() == number else {
            throw .mistypedValue(key: key, expected: "a whole number", found: "\(number)")
        }
        // A whole number beyond `Int`'s range (1e300) is out of range too, not mistyped.
        guard let integer = Int(exactly: number), range.contains(integer) else {
            throw .valueOutOfRange(key: key, expected: expected, found: Int(exactly: number).map(String.init) ?? "\(number)")
        }
        return integer
    }

    private static func boolean(_ value: Any, key: String) throws(KeyboardNotificationError) -> Bool {
        if type(of: value) == Bool.self, let value = value as? Bool { return value }
        let number = try Self.number(value, key: key)
        switch number {
        case 0: return false
        case 1: return true
        default: throw .mistypedValue(key: key, expected: "a Bool, or a number that is 0 or 1", found: "\(number)")
        }
    }
}
