/// A keyboard a device can show, as the catalogue knows it.
///
/// A device's ``KeyboardFigures`` give each kind's height; ``DeviceScreen/keyboard(_:)`` turns a
/// kind into the frame UIKit reports for it.
public enum KeyboardKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The docked system keyboard with its predictive (QuickType) bar: iOS's default.
    case standard
    /// The docked system keyboard with predictive text turned off.
    case withoutPredictive = "without-predictive"
    /// The docked emoji keyboard. With predictive text on it is as tall as the letters, which is
    /// what the catalogue derives until someone publishes a measurement (CATALOGUE.md); with it
    /// off it is taller.
    case emoji
    /// A hardware keyboard is attached: only the shortcut bar shows above the screen's bottom,
    /// while UIKit reports a frame the height of the standard keyboard, mostly off the screen.
    case hardwareShortcutBar = "hardware-shortcut-bar"
    /// The iPad's floating keyboard: a small keyboard the user drags anywhere. iPad only.
    case floating
    /// The iPad's split keyboard, raised off the bottom. iPad only, on the models that offer it.
    case split
    /// No keyboard: what hiding it gives.
    case hidden

    /// The name scenarios and failure messages use, for example `without-predictive`.
    public var description: String { rawValue }
}
