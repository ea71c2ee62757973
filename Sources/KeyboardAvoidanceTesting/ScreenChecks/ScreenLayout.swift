import KeyboardAvoidance

/// A screen on one device, as a check sees it: each field a user types into, with the resting
/// layout while that field has the focus.
///
/// Build each layout the way the screen is built, at the size of the `DeviceScreen` the check
/// hands you: in code (`AvoidanceLayout.init` and
/// its `addView` calls), decoded from JSON (the core's `Codable` layout), or captured from a view
/// tree in a unit test (`AvoidanceLayout.init`,
/// once per field, since a capture follows one focus).
public struct ScreenLayout: Sendable, Hashable {
    /// A field a user types into, and the resting layout while it has the focus.
    public struct Field: Sendable, Hashable {
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
