import KeyboardAvoidance

/// A device a scenario can name instead of spelling out its screen, window, safe area and keyboards.
///
/// The figures are **illustrative**: typical values seen in public code and tests (see
/// `shared/reference/peers.md`), not measurements of any particular device or iOS version.
public struct DevicePreset: Sendable, Hashable {
    /// The name scenarios use, for example `face-id-phone-portrait`.
    public var name: String
    /// A one-line description.
    public var summary: String
    /// The screen's bounds.
    public var screen: LayoutRect
    /// The window's frame in the screen (not at the origin for Slide Over).
    public var windowFrame: LayoutRect
    /// The window's safe-area insets.
    public var safeAreaInsets: LayoutInsets
    /// The keyboards this device can show, by name, as end frames in screen coordinates.
    public var keyboards: [(name: String, frame: LayoutRect)]

    /// Presets compare by name.
    public static func == (lhs: DevicePreset, rhs: DevicePreset) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The keyboard frame of the given name, if this device has one.
    public func keyboard(named name: String) -> LayoutRect? {
        keyboards.first { $0.name == name }?.frame
    }

    /// Every preset, in the order `presets` lists them.
    public static let all: [DevicePreset] = phones + iPads

    /// The preset of the given name.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }

    private static func docked(_ height: Double, on screen: LayoutRect) -> LayoutRect {
        LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    private static func hidden(on screen: LayoutRect) -> LayoutRect {
        LayoutRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
    }

    private static func phone(_ name: String, _ summary: String, _ width: Double, _ height: Double, _ safe: LayoutInsets, keyboard: Double)
        -> DevicePreset
    {
        let screen = LayoutRect(x: 0, y: 0, width: width, height: height)
        return DevicePreset(
            name: name, summary: summary, screen: screen, windowFrame: screen, safeAreaInsets: safe,
            keyboards: [("docked", docked(keyboard, on: screen)), ("hidden", hidden(on: screen))])
    }

    private static let phones: [DevicePreset] = [
        phone("phone-4.7-portrait", "4.7\" phone (home button), portrait", 375, 667, LayoutInsets(top: 20), keyboard: 260),
        phone("phone-4.7-landscape", "4.7\" phone (home button), landscape", 667, 375, .zero, keyboard: 200),
        phone("face-id-phone-portrait", "Face ID phone, portrait", 393, 852, LayoutInsets(top: 59, bottom: 34), keyboard: 336),
        phone(
            "face-id-phone-landscape", "Face ID phone, landscape", 852, 393, LayoutInsets(left: 59, bottom: 21, right: 59), keyboard: 209),
        phone("large-face-id-phone-portrait", "large Face ID phone, portrait", 430, 932, LayoutInsets(top: 59, bottom: 34), keyboard: 346),
        phone(
            "large-face-id-phone-landscape", "large Face ID phone, landscape", 932, 430, LayoutInsets(left: 59, bottom: 21, right: 59),
            keyboard: 219),
    ]

    private static func iPad(
        _ name: String, _ summary: String, _ width: Double, _ height: Double, window: LayoutRect? = nil, keyboard: Double
    ) -> DevicePreset {
        let screen = LayoutRect(x: 0, y: 0, width: width, height: height)
        return DevicePreset(
            name: name, summary: summary, screen: screen, windowFrame: window ?? screen, safeAreaInsets: LayoutInsets(top: 24, bottom: 20),
            keyboards: [
                ("docked", docked(keyboard, on: screen)),
                ("floating", LayoutRect(x: (width - 320) / 2, y: height * 0.45, width: 320, height: 250)),
                ("split", LayoutRect(x: 0, y: height - keyboard - 140, width: width, height: keyboard - 40)),
                ("hardware", LayoutRect(x: 0, y: height - 55, width: width, height: keyboard)),
                ("hidden", hidden(on: screen)),
            ])
    }

    private static let iPads: [DevicePreset] = [
        iPad("ipad-portrait", "iPad, portrait", 820, 1_180, keyboard: 313),
        iPad("ipad-landscape", "iPad, landscape", 1_180, 820, keyboard: 352),
        iPad(
            "ipad-slide-over", "iPad landscape, a Slide Over window at the right edge", 1_180, 820,
            window: LayoutRect(x: 860, y: 0, width: 320, height: 820), keyboard: 352),
    ]
}
