/// The kind of device: which keyboards and windows it has.
public enum DeviceIdiom: String, Sendable, Hashable, Codable, CaseIterable {
    /// An iPhone: one full-screen window, docked keyboards only.
    case phone
    /// An iPad: floating and split keyboards, Slide Over and Stage Manager windows.
    case pad
}
