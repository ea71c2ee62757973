/// How a device is held: which of its sides is the screen's width.
public enum DeviceOrientation: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The short side is the width.
    case portrait
    /// The long side is the width. The catalogue's landscape figures hold for either landscape
    /// direction: the insets of the devices it lists are the same on the left and the right.
    case landscape

    /// `"portrait"` or `"landscape"`.
    public var description: String { rawValue }
}
