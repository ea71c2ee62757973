import KeyboardAvoidance

/// iPhones and iPads with their screens, safe areas and keyboards, every figure sourced (SPEC §15).
///
/// The catalogue is what `KeyboardAvoidanceTesting` checks a screen against, what the tool's
/// device presets are built from, and what the device-form conformance vectors use. Its figures
/// are points, for iOS and iPadOS 26.5 where a measurement for that version exists and for the
/// version the source names otherwise; each ``FigureSource`` says which, and whether the figure
/// is Apple's specification, a published measurement or derived by a stated rule. CATALOGUE.md
/// lists them all (`keyboard-avoidance catalogue` prints it).
///
/// Keyboard heights change with iOS versions, languages and settings; the catalogue's are the
/// English keyboard's. A team that measures its own can build a ``DeviceModel`` from them.
public enum DeviceCatalogue {
    /// The phones, smallest first.
    public static let phones: [DeviceModel] = [
        iPhoneSE3, iPhone13Mini, iPhone16, iPhone16Pro, iPhone16Plus, iPhone16ProMax,
    ]

    /// The iPads, smallest first.
    public static let pads: [DeviceModel] = [iPadMini, iPadA16, iPadPro11, iPadPro13]

    /// Every device: the phones, then the iPads.
    public static var all: [DeviceModel] { phones + pads }

    /// The device with this identifier, for example `iphone-se-3`.
    ///
    /// - Parameter identifier: A device's ``DeviceModel/identifier``.
    /// - Returns: The device, or `nil`.
    public static func device(_ identifier: String) -> DeviceModel? {
        all.first { $0.identifier == identifier }
    }

    /// Every screen of some devices: each device in each orientation and each window arrangement
    /// it offers.
    ///
    /// - Parameters:
    ///   - devices: The devices; every one by default.
    ///   - orientations: The orientations; both by default.
    ///   - arrangements: The window arrangements; every one by default.
    /// - Returns: The screens, device by device.
    public static func screens(
        of devices: [DeviceModel] = all, orientations: [DeviceOrientation] = DeviceOrientation.allCases,
        arrangements: [WindowArrangement] = WindowArrangement.allCases
    ) -> [DeviceScreen] {
        devices.flatMap { $0.screens(orientations: orientations, arrangements: arrangements) }
    }

    // MARK: - Sources

    private static let humanInterfaceGuidelines = FigureSource(
        .specified,
        "Apple, Human Interface Guidelines, Layout, “iOS, iPadOS device screen dimensions” "
            + "(developer.apple.com/design/human-interface-guidelines/layout#Specifications), as of September 2025")

    /// A probe app reading UIKit's values on each booted simulator, Xcode 26.6, iOS and iPadOS 26.5.
    private static func simulatorProbe(_ file: String, _ what: String) -> FigureSource {
        FigureSource(
            .measured,
            "\(what), iOS 26.5 simulator (Xcode 26.6): github.com/aloisdeniel/flutter_device_preview, device_specs/\(file).json, "
                + "commit 061d936 (August 2026)")
    }

    /// Flutter MediaQuery padding and view insets read on devices or simulators, iOS 15 and 16.
    private static func calibration(_ file: String, _ what: String) -> FigureSource {
        FigureSource(
            .measured,
            "\(what), iOS 15–16: github.com/codecampn/device_sim v0.1.2, lib/src/devices/\(file).dart, commit cb09562 (July 2023), "
                + "read with its CalibrationScreen")
    }

    private static let homeButtonPhoneLandscape = FigureSource(
        .measured,
        "no insets in landscape (the status bar is hidden): github.com/codecampn/device_sim lib/src/devices/iphone_se_gen3.dart and "
            + "github.com/aloisdeniel/flutter_device_preview device_specs/apple-iphone-se-3.json; useyourloaf.com/blog/supporting-iphone-x/"
    )

    /// The predictive bar's height in portrait: 260 pt with it (measured, iPhone SE) − 216 pt without (iPhone 4.7").
    private static let predictiveBarPortrait = 44.0
    /// The predictive bar's height in landscape: 200 pt with it (measured, iPhone SE, iOS 15–16) − 162 pt without.
    private static let predictiveBarLandscape = 38.0

    private static func withoutPredictive(_ standard: Double, _ orientation: DeviceOrientation) -> SourcedLength {
        let bar = orientation == .portrait ? predictiveBarPortrait : predictiveBarLandscape
        let rule =
            orientation == .portrait
            ? "260 pt with it on the iPhone SE, measured (device_sim iphone_se_gen3.dart) − 216 pt without it on the 4.7-inch iPhone"
            : "200 pt with it on the iPhone SE, measured (device_sim iphone_se_gen3.dart) − 162 pt without it on the 4.7-inch iPhone"
        return SourcedLength(
            standard - bar,
            FigureSource(
                .derived,
                "the standard keyboard less the predictive bar, \(Int(bar)) pt in \(orientation) (\(rule), "
                    + "github.com/zoul/ios-keyboards README, “iOS Keyboard Catalogue”); no published measurement for this device"))
    }

    private static func emoji(_ standard: Double) -> SourcedLength {
        SourcedLength(
            standard,
            FigureSource(
                .derived,
                "the standard keyboard's height: with predictive text on, the emoji keyboard is as tall as the letters "
                    + "(github.com/ionic-team/ionic-plugin-keyboard pull 204 and issue 298); no published measurement in points"))
    }

    private static func phoneShortcutBar(safeBottom: Double, _ orientation: DeviceOrientation) -> SourcedLength {
        let bar = orientation == .portrait ? predictiveBarPortrait : predictiveBarLandscape
        return SourcedLength(
            bar + safeBottom,
            FigureSource(
                .derived,
                "the predictive bar (\(Int(bar)) pt, see the keyboard without it) above the home-indicator inset (\(Int(safeBottom)) pt): "
                    + "with a hardware keyboard an iPhone keeps only that bar; no published measurement"))
    }

    private static let padShortcutBar = SourcedLength(
        55,
        FigureSource(
            .measured,
            "the hardware keyboard's bar alone, iPad simulator, iOS 10: github.com/ionic-team/ionic-plugin-keyboard pull 273, "
                + "“Fix event.keyboardHeight value for iPad hardware keyboard bar” (2017)"))

    private static let floatingKeyboard = SourcedSize(
        width: 320, height: 260,
        FigureSource(
            .derived,
            "the floating keyboard has the iPhone's layout (github.com/divvun/giellakbd-ios issue 154, iPadOS 13): the 4-inch "
                + "iPhone's keyboard, 320 × 216 pt (github.com/zoul/ios-keyboards), with the 44 pt predictive bar; no published measurement"
        ))

    private static func splitKeyboard(_ standard: Double) -> SourcedLength {
        SourcedLength(
            standard,
            FigureSource(
                .derived,
                "the docked keyboard's height in portrait: the split halves keep its rows; no published measurement. Split is not offered "
                    + "on 11-inch and larger iPad Pros (daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard, citing Apple's support document)"
            ))
    }

    private static let slideOverWidth = SourcedLength(
        320,
        FigureSource(
            .derived,
            "a Slide Over window has the compact width (Apple, “Slide Over and Split View Quick Start”, Adopting Multitasking "
                + "Enhancements on iPad, developer.apple.com/library/content/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/); "
                + "the catalogue takes 320 pt, the narrowest iPhone layout's width (github.com/zoul/ios-keyboards); "
                + "no published measurement for current iPads"))

    // MARK: - Phones

    private static func phone(
        _ name: String, _ identifier: String, size: SourcedSize, portraitSafeArea: SourcedInsets, landscapeSafeArea: SourcedInsets,
        portraitKeyboard: SourcedLength, landscapeKeyboard: SourcedLength
    ) -> DeviceModel {
        DeviceModel(
            name: name, identifier: identifier, idiom: .phone, portraitSize: size, portraitSafeArea: portraitSafeArea,
            landscapeSafeArea: landscapeSafeArea,
            portraitKeyboards: KeyboardFigures(
                standard: portraitKeyboard, withoutPredictive: withoutPredictive(portraitKeyboard.value, .portrait),
                emoji: emoji(portraitKeyboard.value),
                hardwareShortcutBar: phoneShortcutBar(safeBottom: portraitSafeArea.value.bottom, .portrait)),
            landscapeKeyboards: KeyboardFigures(
                standard: landscapeKeyboard, withoutPredictive: withoutPredictive(landscapeKeyboard.value, .landscape),
                emoji: emoji(landscapeKeyboard.value),
                hardwareShortcutBar: phoneShortcutBar(safeBottom: landscapeSafeArea.value.bottom, .landscape)))
    }

    private static let iPhoneSE3 = phone(
        "iPhone SE (3rd generation)", "iphone-se-3", size: SourcedSize(width: 375, height: 667, humanInterfaceGuidelines),
        portraitSafeArea: SourcedInsets(LayoutInsets(top: 20), simulatorProbe("apple-iphone-se-3", "the status bar")),
        landscapeSafeArea: SourcedInsets(.zero, homeButtonPhoneLandscape),
        portraitKeyboard: SourcedLength(260, simulatorProbe("apple-iphone-se-3", "keyboard with the predictive bar")),
        landscapeKeyboard: SourcedLength(206, simulatorProbe("apple-iphone-se-3", "keyboard with the predictive bar")))

    private static let iPhone13Mini = phone(
        "iPhone 13 mini", "iphone-13-mini",
        size: SourcedSize(
            width: 375, height: 812,
            FigureSource(
                .measured,
                "UIKit bounds 375 × 812 pt: github.com/codecampn/device_sim lib/src/devices/iphone_13_mini.dart (iOS 15–16); the HIG's "
                    + "September 2025 table lists the panel's 360 × 780, older copies 375 × 812")),
        portraitSafeArea: SourcedInsets(LayoutInsets(top: 50, bottom: 34), calibration("iphone_13_mini", "safe area")),
        landscapeSafeArea: SourcedInsets(LayoutInsets(left: 50, bottom: 21, right: 50), calibration("iphone_13_mini", "safe area")),
        portraitKeyboard: SourcedLength(336, calibration("iphone_13_mini", "keyboard with the predictive bar")),
        landscapeKeyboard: SourcedLength(209, calibration("iphone_13_mini", "keyboard with the predictive bar")))

    /// A phone of the iOS 26.5 simulator probe (its file `apple-<identifier>.json`): the sensor
    /// housing's inset at the top in portrait and at each side in landscape, the home indicator's
    /// 34 pt below in portrait and 20 pt in landscape, as the probe read them.
    private static func probedPhone(
        _ name: String, _ identifier: String, width: Double, height: Double, sensorInset: Double, portraitKeyboard: Double,
        landscapeKeyboard: Double
    ) -> DeviceModel {
        let file = "apple-\(identifier)"
        return phone(
            name, identifier, size: SourcedSize(width: width, height: height, humanInterfaceGuidelines),
            portraitSafeArea: SourcedInsets(LayoutInsets(top: sensorInset, bottom: 34), simulatorProbe(file, "safe area")),
            landscapeSafeArea: SourcedInsets(
                LayoutInsets(left: sensorInset, bottom: 20, right: sensorInset), simulatorProbe(file, "safe area")),
            portraitKeyboard: SourcedLength(portraitKeyboard, simulatorProbe(file, "keyboard with the predictive bar")),
            landscapeKeyboard: SourcedLength(landscapeKeyboard, simulatorProbe(file, "keyboard with the predictive bar")))
    }

    private static let iPhone16 = probedPhone(
        "iPhone 16", "iphone-16", width: 393, height: 852, sensorInset: 59, portraitKeyboard: 335, landscapeKeyboard: 208)

    private static let iPhone16Pro = probedPhone(
        "iPhone 16 Pro", "iphone-16-pro", width: 402, height: 874, sensorInset: 62, portraitKeyboard: 335, landscapeKeyboard: 208)

    private static let iPhone16Plus = probedPhone(
        "iPhone 16 Plus", "iphone-16-plus", width: 430, height: 932, sensorInset: 59, portraitKeyboard: 345, landscapeKeyboard: 208)

    private static let iPhone16ProMax = probedPhone(
        "iPhone 16 Pro Max", "iphone-16-pro-max", width: 440, height: 956, sensorInset: 62, portraitKeyboard: 345,
        landscapeKeyboard: 208)

    // MARK: - iPads

    private static func pad(
        _ name: String, _ identifier: String, size: SourcedSize, probe file: String, portraitKeyboard: Double, landscapeKeyboard: Double,
        offersSplitKeyboard: Bool
    ) -> DeviceModel {
        let safeArea = SourcedInsets(LayoutInsets(top: 32, bottom: 25), simulatorProbe(file, "safe area, either orientation"))
        func keyboards(_ standard: Double, _ orientation: DeviceOrientation) -> KeyboardFigures {
            KeyboardFigures(
                standard: SourcedLength(standard, simulatorProbe(file, "keyboard with the predictive bar")),
                withoutPredictive: withoutPredictive(standard, orientation), emoji: emoji(standard), hardwareShortcutBar: padShortcutBar)
        }
        return DeviceModel(
            name: name, identifier: identifier, idiom: .pad, portraitSize: size, portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
            portraitKeyboards: keyboards(portraitKeyboard, .portrait), landscapeKeyboards: keyboards(landscapeKeyboard, .landscape),
            floatingKeyboard: floatingKeyboard, splitKeyboardHeight: offersSplitKeyboard ? splitKeyboard(portraitKeyboard) : nil,
            slideOverWidth: slideOverWidth, hasStageManager: true)
    }

    private static let iPadMini = pad(
        "iPad mini (A17 Pro)", "ipad-mini-a17-pro", size: SourcedSize(width: 744, height: 1_133, humanInterfaceGuidelines),
        probe: "apple-ipad-mini", portraitKeyboard: 340, landscapeKeyboard: 428, offersSplitKeyboard: true)

    private static let iPadA16 = pad(
        "iPad (A16)", "ipad-a16", size: SourcedSize(width: 820, height: 1_180, humanInterfaceGuidelines),
        probe: "apple-ipad-a16", portraitKeyboard: 337, landscapeKeyboard: 422, offersSplitKeyboard: true)

    private static let iPadPro11 = pad(
        "iPad Pro 11-inch (M4)", "ipad-pro-11-m4", size: SourcedSize(width: 834, height: 1_210, humanInterfaceGuidelines),
        probe: "apple-ipad-pro-11-m4", portraitKeyboard: 340, landscapeKeyboard: 428, offersSplitKeyboard: false)

    private static let iPadPro13 = pad(
        "iPad Pro 13-inch (M4)", "ipad-pro-13-m4", size: SourcedSize(width: 1_032, height: 1_376, humanInterfaceGuidelines),
        probe: "apple-ipad-pro-13-m4", portraitKeyboard: 403, landscapeKeyboard: 498, offersSplitKeyboard: false)
}
