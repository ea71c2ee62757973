import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceFoundation

/// Notification payloads built from bytes — every key present or not, with values of every type
/// UIKit might send or a buggy sender might — through the bridge: it returns an event whose values
/// are finite and whose curve is in 0...15, or an error whose message starts with the offending key
/// or name.
public enum NotificationCheck {
    static let keys = [
        KeyboardNotificationKey.frameEnd, KeyboardNotificationKey.frameBegin, KeyboardNotificationKey.animationDuration,
        KeyboardNotificationKey.animationCurve, KeyboardNotificationKey.isLocal,
    ]

    static func value(_ input: inout FuzzInput) -> Any {
        switch input.below(10) {
        case 0: return NSValue(rect: CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()))
        case 1: return CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        case 2: return NSNumber(value: input.double())
        case 3: return input.double()
        case 4: return Int(truncatingIfNeeded: input.uint64())
        case 5: return input.below(2) == 0
        case 6: return NSValue(point: CGPoint(x: input.double(), y: input.double()))
        case 7: return String(repeating: "x", count: input.below(4))
        case 8: return CGFloat(input.double())
        default: return NSNumber(value: Int(input.byte()))
        }
    }

    /// Builds a notification from the bytes, parses it, and checks the result.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        var input = FuzzInput(data)
        let names = KeyboardEvent.Phase.allCases.map(\.notificationName) + [Notification.Name("UIKeyboardWillFloatNotification")]
        let name = names[input.below(names.count)]
        var userInfo: [AnyHashable: Any] = [:]
        for key in keys where input.below(5) != 0 {
            userInfo[key] = value(&input)
        }
        do {
            let event = try KeyboardEvent(name: name, userInfo: input.below(8) == 0 ? nil : userInfo)
            let values = [event.endFrame.minX, event.endFrame.maxY, event.beginFrame.minY, event.animation.duration]
            try expect(values.allSatisfy(\.isFinite), "non-finite event values \(values)")
            // An accepted curve fits UIKit's 4 curve bits, so it converts to animation options as it is.
            let curve = event.animation.curve
            try expect((0...15).contains(curve.rawValue), "an accepted curve outside 0...15: \(curve.rawValue)")
            try expect(
                curve.animationOptionsRawValue == UInt(truncatingIfNeeded: curve.rawValue) << 16,
                "curve \(curve.rawValue) gives options \(curve.animationOptionsRawValue)")
        } catch let error as KeyboardNotificationError {
            let text = error.description
            try expect(
                keys.contains { text.hasPrefix($0 + ": ") } || text.hasPrefix(name.rawValue + ": "), "an error not naming its key: \(text)")
        } catch {
            try expect(false, "an untyped error: \(error)")
        }
    }
}
