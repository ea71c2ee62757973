import KeyboardAvoidance
import KeyboardAvoidanceScreens
import KeyboardAvoidanceTool
import TestFixtures

// The standard form on the catalogue's devices, its field above, across and under each keyboard.

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
        let dockedTop = (preset.keyboard(named: "standard")?.minY ?? preset.screen.maxY) - preset.windowFrame.minY
        let fieldTop: Double
        switch position {
        case .above: fieldTop = dockedTop - 140
        case .straddling: fieldTop = dockedTop - 20
        case .under: fieldTop = dockedTop + 60
        }
        return FormFixture.singleField(on: preset, fieldTop: fieldTop, restingOffset: restingOffset, margin: margin).layout
    }

    /// The catalogue's screens the device-form family covers, each with its keyboards.
    ///
    /// The smallest phone, the notched phone and the largest phone, the smallest and the largest iPad, in both
    /// orientations with every kind of keyboard whose frame differs from another's (the emoji
    /// keyboard is the standard one's height), and each iPad's Slide Over and Stage Manager windows
    /// in landscape with the standard keyboard. Every device of the catalogue would be eight times
    /// the cases for the same rules: the form, and so what a port must get right, is the same on
    /// every screen size between these.
    static func deviceFormScreens() -> [(DevicePreset, [KeyboardKind])] {
        let devices = ["iphone-se-3", "iphone-13-mini", "iphone-16-pro-max", "ipad-mini-a17-pro", "ipad-pro-13-m4"]
            .compactMap(DeviceCatalogue.device)
        let keyboards: [KeyboardKind] = [.standard, .withoutPredictive, .hardwareShortcutBar, .floating, .split, .hidden]
        return devices.flatMap { device in
            device.screens(arrangements: [.fullScreen]).map { screen in
                (DevicePreset(screen), keyboards.filter(device.keyboardKinds.contains))
            }
                + device.screens(orientations: [.landscape], arrangements: [.slideOver, .stageManager]).map {
                    (DevicePreset($0), [KeyboardKind.standard])
                }
        }
    }

    /// The phone form with its field under the keyboard, for cases that vary something else.
    enum PhoneFormLayout {
        static var under: AvoidanceLayout { FormFixture.phone.layout }
    }
}
