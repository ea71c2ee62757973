import KeyboardAvoidance
import KeyboardAvoidanceScreens
import KeyboardAvoidanceTool

// The phone form of the hand-computed tests and vectors: test data, so it lives here, in a target
// that is not a product, rather than in the tool's library beside the form it is an instance of.

extension FormFixture {
    /// The phone form of the hand-computed tests: a 390 × 844 window at the screen's origin with a
    /// 59/34 safe area, 1,200 pt of content, one 350 × 44 field at (20, 600) — under the docked
    /// keyboard (``phoneKeyboard``, 291 pt tall, its top at 553).
    ///
    /// Round figures chosen for arithmetic by hand, not a device: the catalogue (`DeviceCatalogue`)
    /// holds the devices, with sources, and the presets and device-form vectors use it.
    public static let phone = FormFixture(
        window: LayoutRect(x: 0, y: 0, width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 59, bottom: 34),
        fields: [LayoutRect(x: 20, y: 600, width: 350, height: 44)], contentHeight: 1_200)

    /// The docked keyboard of ``phone``: 291 pt tall, its top at y = 553.
    public static let phoneKeyboard = KeyboardState(
        frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: LayoutRect(x: 0, y: 0, width: 390, height: 844))
}
