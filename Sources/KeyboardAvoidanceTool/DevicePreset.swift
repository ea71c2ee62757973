import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// A device a scenario can name instead of spelling out its screen, window, safe area and keyboards.
///
/// There is one preset per screen of KeyboardAvoidanceScreens' ``DeviceCatalogue`` — each device in each
/// orientation and window arrangement it offers — named `<device>-<orientation>` with
/// `-slide-over` or `-stage-manager` after it for those windows (`iphone-se-3-landscape`,
/// `ipad-a16-landscape-slide-over`). Its keyboards are the screen's, named as ``KeyboardKind``
/// names them (`standard`, `without-predictive`, `emoji`, `hardware-shortcut-bar`, `floating`,
/// `split`, `hidden`). Every figure is the catalogue's, with its source (CATALOGUE.md).
public struct DevicePreset: Sendable, Hashable {
    /// The catalogue's screen this preset is.
    public var deviceScreen: DeviceScreen

    /// Creates the preset of a catalogue screen.
    ///
    /// - Parameter deviceScreen: The screen.
    public init(_ deviceScreen: DeviceScreen) {
        self.deviceScreen = deviceScreen
    }

    /// The name scenarios use, for example `iphone-16-portrait`.
    public var name: String {
        let base = "\(deviceScreen.device.identifier)-\(deviceScreen.orientation)"
        return deviceScreen.arrangement == .fullScreen ? base : "\(base)-\(deviceScreen.arrangement)"
    }

    /// A one-line description: the screen's, for example `iPhone 16, portrait`.
    public var summary: String { deviceScreen.description }
    /// The screen's bounds.
    public var screen: LayoutRect { deviceScreen.screenBounds }
    /// The window's frame in the screen (not the screen for Slide Over and Stage Manager).
    public var windowFrame: LayoutRect { deviceScreen.windowFrame }
    /// The window's safe-area insets.
    public var safeAreaInsets: LayoutInsets { deviceScreen.safeAreaInsets }

    /// The keyboards this device can show, by name, as end frames in screen coordinates.
    public var keyboards: [(name: String, frame: LayoutRect)] {
        deviceScreen.keyboardKinds.compactMap { kind in deviceScreen.keyboard(kind).map { (kind.rawValue, $0.frame) } }
    }

    /// The keyboard frame of the given name, if this device has one.
    ///
    /// - Parameter name: A ``KeyboardKind`` raw value, for example `standard`.
    /// - Returns: The frame in screen coordinates, or `nil`.
    public func keyboard(named name: String) -> LayoutRect? {
        KeyboardKind(rawValue: name).flatMap { deviceScreen.keyboard($0)?.frame }
    }

    /// Every preset: the catalogue's screens, device by device.
    public static let all: [DevicePreset] = DeviceCatalogue.screens().map(DevicePreset.init)

    /// The preset of the given name.
    ///
    /// - Parameter name: A preset's ``name``.
    /// - Returns: The preset, or `nil`.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }
}
