import KeyboardAvoidance

/// The heights of a device's docked keyboards in one orientation, each with its source.
public struct KeyboardFigures: Sendable, Hashable, Codable {
    /// The standard keyboard with its predictive bar.
    public var standard: SourcedLength
    /// The standard keyboard with predictive text off.
    public var withoutPredictive: SourcedLength
    /// The emoji keyboard.
    public var emoji: SourcedLength
    /// The shortcut bar shown with a hardware keyboard: the part of the reported frame on screen.
    public var hardwareShortcutBar: SourcedLength

    /// Creates a device's keyboard heights for one orientation.
    ///
    /// - Parameters:
    ///   - standard: The standard keyboard with its predictive bar.
    ///   - withoutPredictive: The standard keyboard without it.
    ///   - emoji: The emoji keyboard.
    ///   - hardwareShortcutBar: The hardware keyboard's shortcut bar.
    public init(standard: SourcedLength, withoutPredictive: SourcedLength, emoji: SourcedLength, hardwareShortcutBar: SourcedLength) {
        self.standard = standard
        self.withoutPredictive = withoutPredictive
        self.emoji = emoji
        self.hardwareShortcutBar = hardwareShortcutBar
    }

    /// The height of a docked kind, or `nil` for the kinds that are not docked (floating, split,
    /// hidden).
    ///
    /// - Parameter kind: The keyboard.
    /// - Returns: Its height with its source.
    public func height(of kind: KeyboardKind) -> SourcedLength? {
        switch kind {
        case .standard: standard
        case .withoutPredictive: withoutPredictive
        case .emoji: emoji
        case .hardwareShortcutBar: hardwareShortcutBar
        case .floating, .split, .hidden: nil
        }
    }
}
