/// Why a notification could not be read as a keyboard event.
///
/// Each case names the key (or the name) at fault and what was found there.
public enum KeyboardNotificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The notification's name is not one of the six keyboard notifications.
    case notAKeyboardNotification(name: String)
    /// A required key is absent (or the notification has no `userInfo` at all).
    case missingValue(key: String)
    /// A key holds a value of the wrong type or shape.
    case mistypedValue(key: String, expected: String, found: String)
    /// A key holds a number, or a rectangle with a coordinate, that is NaN or infinite.
    case nonFiniteValue(key: String, found: String)
    /// A key holds a number of the right kind outside the values it may take: an animation curve
    /// outside 0...15, which `UIView.AnimationOptions` cannot carry.
    case valueOutOfRange(key: String, expected: String, found: String)

    /// A one-line message that starts with the offending key or name.
    ///
    /// Control characters in what the notification carried (a name or a value with a newline) are
    /// escaped (`\n`, `\u{7}`), so the message stays one line.
    public var description: String {
        let message =
            switch self {
            case .notAKeyboardNotification(let name): "\(name): not a keyboard notification"
            case .missingValue(let key): "\(key): missing"
            case .mistypedValue(let key, let expected, let found): "\(key): expected \(expected), found \(found)"
            case .nonFiniteValue(let key, let found): "\(key): expected finite values, found \(found)"
            case .valueOutOfRange(let key, let expected, let found): "\(key): expected \(expected), found \(found)"
            }
        return message.escapingControlCharacters
    }
}
