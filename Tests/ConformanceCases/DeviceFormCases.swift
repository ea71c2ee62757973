import KeyboardAvoidance
import KeyboardAvoidanceTool

// The standard form on every device preset, its field above, across and under each keyboard.

extension ConformanceVectors {
    /// Where the focused field sits relative to the device's docked keyboard.
    enum FieldPosition: String, CaseIterable {
        /// Well above the keyboard's top.
        case above
        /// Across the keyboard's top edge.
        case straddling
        /// Entirely under the keyboard.
        case under
    }

    /// The standard form on a device (``FormFixture/singleField(on:fieldTop:restingOffset:margin:)``),
    /// its field placed relative to the docked keyboard's top.
    static func form(on preset: DevicePreset, field position: FieldPosition, restingOffset: Double = 0, margin: Double = 10)
        -> AvoidanceLayout
    {
        let dockedTop = (preset.keyboard(named: "docked")?.minY ?? preset.screen.maxY) - preset.windowFrame.minY
        let fieldTop: Double
        switch position {
        case .above: fieldTop = dockedTop - 140
        case .straddling: fieldTop = dockedTop - 20
        case .under: fieldTop = dockedTop + 60
        }
        return FormFixture.singleField(on: preset, fieldTop: fieldTop, restingOffset: restingOffset, margin: margin).layout
    }

    /// The phone form with its field under the keyboard, for cases that vary something else.
    enum PhoneFormLayout {
        static var under: AvoidanceLayout { FormFixture.phone.layout }
    }
}
