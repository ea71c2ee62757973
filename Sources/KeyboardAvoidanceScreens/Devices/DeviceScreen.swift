import KeyboardAvoidance

/// A device held one way with its app in one window arrangement: the screen, window, safe area
/// and keyboards a check runs a layout against (SPEC §15.2).
public struct DeviceScreen: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The device.
    public var device: DeviceModel
    /// How it is held.
    public var orientation: DeviceOrientation
    /// Where the app's window sits.
    public var arrangement: WindowArrangement

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - device: The device.
    ///   - orientation: How it is held.
    ///   - arrangement: Where the app's window sits; an arrangement the device does not offer
    ///     (``DeviceModel/arrangements``) gives the full-screen window.
    public init(device: DeviceModel, orientation: DeviceOrientation, arrangement: WindowArrangement = .fullScreen) {
        self.device = device
        self.orientation = orientation
        self.arrangement = device.arrangements.contains(arrangement) ? arrangement : .fullScreen
    }

    /// `"iPhone SE (3rd generation), landscape"`, with `", slide-over window"` or
    /// `", stage-manager window"` when the window is not the screen.
    public var description: String {
        "\(device.name), \(orientation)" + (arrangement == .fullScreen ? "" : ", \(arrangement) window")
    }

    /// The screen's bounds: at the origin, the device's size in this orientation.
    public var screenBounds: LayoutRect {
        LayoutRect(origin: .zero, size: device.screenSize(in: orientation))
    }

    /// The app's window in screen coordinates.
    ///
    /// - full screen: the screen;
    /// - Slide Over: `(W − w, 0, w, H)` for the device's Slide Over width `w`, clamped to `0…W`;
    /// - Stage Manager: `(⌊W/8⌋, ⌊H/8⌋, ⌊3W/4⌋, ⌊3H/4⌋)`.
    public var windowFrame: LayoutRect {
        let screen = screenBounds
        switch arrangement {
        case .fullScreen:
            return screen
        case .slideOver:
            let width = min(max(device.slideOverWidth?.value ?? screen.width, 0), screen.width)
            return LayoutRect(x: screen.maxX - width, y: screen.minY, width: width, height: screen.height)
        case .stageManager:
            return LayoutRect(
                x: (screen.width / 8).rounded(.down), y: (screen.height / 8).rounded(.down),
                width: (screen.width * 3 / 4).rounded(.down), height: (screen.height * 3 / 4).rounded(.down))
        }
    }

    /// The window's safe-area insets: the device's full-screen insets where the window overlaps
    /// them, each edge `max(0, …)` of how far the screen's unsafe band reaches into the window.
    public var safeAreaInsets: LayoutInsets {
        let screen = screenBounds
        let window = windowFrame
        let device = self.device.safeAreaInsets(in: orientation)
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        return LayoutInsets(
            top: clamp(screen.minY + device.top - window.minY, window.height),
            left: clamp(screen.minX + device.left - window.minX, window.width),
            bottom: clamp(window.maxY - (screen.maxY - device.bottom), window.height),
            right: clamp(window.maxX - (screen.maxX - device.right), window.width))
    }

    /// The keyboards this screen's device can show, ``KeyboardKind/hidden`` last.
    public var keyboardKinds: [KeyboardKind] { device.keyboardKinds }

    /// The frame UIKit reports for a keyboard, in screen coordinates, or `nil` when the device
    /// has no such keyboard.
    ///
    /// With the screen `W × H`:
    /// - standard, without predictive, emoji: docked, `(0, H − h, W, h)`;
    /// - hardware shortcut bar: `(0, H − b, W, s)` for the bar's height `b` and the standard
    ///   keyboard's `s`: the frame reaches below the screen, as UIKit reports it;
    /// - floating `w × h`: `((W − w)/2, H − H/4 − h, w, h)`; split `h`: `(0, H − H/4 − h, W, h)`.
    ///   Users drag these anywhere; a quarter of the screen above its bottom is the
    ///   catalogue's representative position, undocked wherever it is;
    /// - hidden: `KeyboardState.hidden(screenBounds:)`.
    ///
    /// - Parameter kind: The keyboard.
    /// - Returns: The keyboard's state, or `nil`.
    public func keyboard(_ kind: KeyboardKind) -> KeyboardState? {
        let screen = screenBounds
        let figures = device.keyboards(in: orientation)
        let raisedBottom = screen.maxY - screen.height / 4
        switch kind {
        case .standard, .withoutPredictive, .emoji:
            return figures.height(of: kind).map { .docked(height: $0.value, screenBounds: screen) }
        case .hardwareShortcutBar:
            return KeyboardState(
                frame: LayoutRect(
                    x: screen.minX, y: screen.maxY - figures.hardwareShortcutBar.value, width: screen.width,
                    height: figures.standard.value),
                screenBounds: screen)
        case .floating:
            return device.floatingKeyboard.map { floating in
                let size = floating.value
                return KeyboardState(
                    frame: LayoutRect(
                        x: screen.minX + (screen.width - size.width) / 2, y: raisedBottom - size.height, width: size.width,
                        height: size.height),
                    screenBounds: screen)
            }
        case .split:
            return device.splitKeyboardHeight.map { split in
                KeyboardState(
                    frame: LayoutRect(x: screen.minX, y: raisedBottom - split.value, width: screen.width, height: split.value),
                    screenBounds: screen)
            }
        case .hidden:
            return .hidden(screenBounds: screen)
        }
    }
}

// A screen's JSON: its device, orientation and arrangement. Decoding goes through the initialiser,
// so an arrangement the device does not offer becomes the full-screen window there too.

extension DeviceScreen {
    private enum CodingKeys: String, CodingKey {
        case device, orientation, arrangement
    }

    /// Decodes a screen as ``init(device:orientation:arrangement:)`` creates one: an arrangement
    /// the device does not offer becomes the full-screen window.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            device: try container.decode(DeviceModel.self, forKey: .device),
            orientation: try container.decode(DeviceOrientation.self, forKey: .orientation),
            arrangement: try container.decode(WindowArrangement.self, forKey: .arrangement))
    }

    /// Encodes the device, the orientation and the arrangement.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(arrangement, forKey: .arrangement)
    }
}
