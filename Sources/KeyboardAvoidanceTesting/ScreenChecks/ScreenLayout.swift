import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// A screen on one device, as a check sees it: each field a user types into, with the resting
/// layout while that field has the focus.
///
/// Build each layout the way the screen is built, at the size of the `DeviceScreen` the check
/// hands you: in code (`AvoidanceLayout(window:safeAreaInsets:)` and its `addView` calls),
/// decoded from JSON (the core's `Codable` layout), or captured from a view tree in a unit test
/// (`AvoidanceLayout(capturing:caret:rootView:)`, once per field, since a capture follows one
/// focus).
public struct ScreenLayout: Sendable, Hashable, Codable {
    /// A field a user types into, and the resting layout while it has the focus.
    public struct Field: Sendable, Hashable, Codable {
        /// The name failure messages use, for example `email`.
        public var name: String
        /// The layout at rest, its focus on this field.
        public var layout: AvoidanceLayout

        /// Creates a field from a layout whose focus is the field.
        ///
        /// - Parameters:
        ///   - name: The name failure messages use.
        ///   - layout: The resting layout, focused on the field.
        public init(_ name: String, layout: AvoidanceLayout) {
            self.name = name
            self.layout = layout
        }

        /// Creates a field from a screen's layout and the view the user types into.
        ///
        /// - Parameters:
        ///   - name: The name failure messages use.
        ///   - layout: The screen's resting layout, whatever its focus.
        ///   - view: The field's view in the layout.
        ///   - rect: The rectangle to keep visible in the view's bounds coordinates (a text view's
        ///     caret); the view's whole bounds when `nil`.
        public init(_ name: String, layout: AvoidanceLayout, focusing view: ViewHierarchy.NodeID, rect: LayoutRect? = nil) {
            var focused = layout
            focused.focus(on: view, rect: rect)
            self.init(name, layout: focused)
        }

        /// Creates a field from a screen's layout and the field's focus in it.
        ///
        /// - Parameters:
        ///   - name: The name failure messages use.
        ///   - layout: The screen's resting layout, whatever its focus.
        ///   - focus: The focus while the user types into the field.
        public init(_ name: String, layout: AvoidanceLayout, focus: FocusTarget) {
            var focused = layout
            focused.focus = focus
            self.init(name, layout: focused)
        }
    }

    /// The fields, checked in this order.
    ///
    /// Only what the layout models hides a field: the window's safe area, bars (additional
    /// safe-area insets), scroll views and the keyboard. A view drawn over the focus — a footer
    /// over a scroll view's bottom — is not modelled: give it as a bar, or as the riding view.
    public var fields: [Field]

    /// Creates a screen from its fields.
    ///
    /// - Parameter fields: The fields, each with its resting layout.
    public init(fields: [Field]) {
        self.fields = fields
    }

    /// Creates a screen with one field: the layout's own focus.
    ///
    /// - Parameters:
    ///   - layout: The resting layout.
    ///   - name: The name failure messages use; `focus` by default.
    public init(_ layout: AvoidanceLayout, name: String = "focus") {
        self.init(fields: [Field(name, layout: layout)])
    }
}
