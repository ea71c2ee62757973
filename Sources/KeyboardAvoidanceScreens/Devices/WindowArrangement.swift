/// Where an app's window sits on the screen.
///
/// Phones have only ``fullScreen``. On an iPad the other two are derived from the screen (SPEC
/// §15.2): the catalogue cannot list every size a user drags a window to, so it checks one
/// representative of each.
public enum WindowArrangement: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The window is the screen.
    case fullScreen = "full-screen"
    /// A Slide Over window: the device's Slide Over width, the screen's height, at its right edge.
    case slideOver = "slide-over"
    /// A Stage Manager window: three quarters of the screen each way, centred, in whole points.
    case stageManager = "stage-manager"

    /// The name failure messages use, for example `slide-over`.
    public var description: String { rawValue }
}
