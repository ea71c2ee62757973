import Foundation
import KeyboardAvoidance

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
    /// Rectangles may be `CGRect` values or `NSValue`s boxing one (as UIKit sends them). Numbers
    /// may be `NSNumber`s or Swift `Double`, `Float`, `CGFloat` or `Int` values; the curve must be
    /// a whole number, and `isLocal` a `Bool` or a number that is 0 or 1. Nothing is guessed: a
    /// key that is present with the wrong type is an error even when the key is optional, and a
    /// NaN or infinite value is an error rather than being sanitized.
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
            try Self.integer(value, key: KeyboardNotificationKey.animationCurve)
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

    private static func typeName(_ value: Any) -> String {
        if let boxed = value as? NSValue, !(value is NSNumber) {
            return "NSValue holding \(String(cString: boxed.objCType))"
        }
        return String(describing: type(of: value))
    }

    private static func rect(_ value: Any, key: String) throws(KeyboardNotificationError) -> LayoutRect {
        let rect: CGRect
        if let direct = value as? CGRect {
            rect = direct
        } else if let boxed = value as? NSValue, !(value is NSNumber),
            String(cString: boxed.objCType).hasPrefix("{CGRect=") || String(cString: boxed.objCType).hasPrefix("{NSRect=")
        {
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

    private static func integer(_ value: Any, key: String) throws(KeyboardNotificationError) -> Int {
        if let value = value as? Int { return value }
        let number = try Self.number(value, key: key)
        guard number.rounded() == number, let integer = Int(exactly: number) else {
            throw .mistypedValue(key: key, expected: "a whole number", found: "\(number)")
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
