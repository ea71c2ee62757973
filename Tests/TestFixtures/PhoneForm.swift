import KeyboardAvoidance
import KeyboardAvoidanceTool

/// The phone form most hand-computed vectors use: ``FormFixture/phone`` (screen = window =
/// 390 × 844 with a 59/34 safe area; a root view and a scroll view filling it, with 1,200 pt of
/// content and UIKit's automatic safe-area adjustment; one field in the content; margin 10), with
/// the variations the tests need.
public enum PhoneForm {
    /// The screen, which is also the window.
    public static let screen = FormFixture.phone.window

    /// The docked keyboard of a Face ID phone, 291 pt tall: its top at y = 553.
    public static let keyboard = FormFixture.phoneKeyboard

    /// The form with a field at `field` in the scroll view's content.
    ///
    /// - Parameters:
    ///   - field: The field's frame in the content; its whole bounds are the focus.
    ///   - offset: The scroll view's resting content offset.
    ///   - ownInsets: The app's own content and indicator insets.
    ///   - contentHeight: The content's height.
    /// - Returns: The resting layout.
    public static func layout(
        field: LayoutRect = FormFixture.phone.fields[0], offset: Double = 0, ownInsets: LayoutInsets = .zero,
        contentHeight: Double = FormFixture.phone.contentHeight
    ) -> AvoidanceLayout {
        var form = FormFixture.phone
        form.fields = [field]
        form.restingOffset = offset
        form.ownInsets = ownInsets
        form.contentHeight = contentHeight
        return form.layout
    }
}
