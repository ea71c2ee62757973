import KeyboardAvoidance

/// One device of the catalogue: its screen, safe areas and keyboards, every figure sourced.
///
/// A model is data; ``screens(orientations:arrangements:)`` turns it into the ``DeviceScreen``s a
/// check runs on.
public struct DeviceModel: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name Apple sells it under, for example `iPhone SE (3rd generation)`.
    public var name: String
    /// The name scenarios and filters use, for example `iphone-se-3`.
    public var identifier: String
    /// Phone or pad.
    public var idiom: DeviceIdiom
    /// The screen in portrait, in points.
    public var portraitSize: SourcedSize
    /// The full-screen window's safe-area insets in portrait.
    public var portraitSafeArea: SourcedInsets
    /// The full-screen window's safe-area insets in landscape.
    public var landscapeSafeArea: SourcedInsets
    /// The docked keyboards' heights in portrait.
    public var portraitKeyboards: KeyboardFigures
    /// The docked keyboards' heights in landscape.
    public var landscapeKeyboards: KeyboardFigures
    /// The floating keyboard's size, or `nil` on a device without one (phones).
    public var floatingKeyboard: SourcedSize?
    /// The split keyboard's height, or `nil` on a device without one (phones, the largest iPads).
    public var splitKeyboardHeight: SourcedLength?
    /// The width of a Slide Over window, or `nil` on a device without Slide Over (phones).
    public var slideOverWidth: SourcedLength?
    /// Whether the device runs Stage Manager.
    public var hasStageManager: Bool

    /// Creates a device model.
    ///
    /// - Parameters:
    ///   - name: The name Apple sells it under.
    ///   - identifier: The short name scenarios use.
    ///   - idiom: Phone or pad.
    ///   - portraitSize: The screen in portrait.
    ///   - portraitSafeArea: The safe-area insets in portrait.
    ///   - landscapeSafeArea: The safe-area insets in landscape.
    ///   - portraitKeyboards: The keyboards' heights in portrait.
    ///   - landscapeKeyboards: The keyboards' heights in landscape.
    ///   - floatingKeyboard: The floating keyboard's size, if any.
    ///   - splitKeyboardHeight: The split keyboard's height, if any.
    ///   - slideOverWidth: The Slide Over width, if any.
    ///   - hasStageManager: Whether it runs Stage Manager.
    public init(
        name: String, identifier: String, idiom: DeviceIdiom, portraitSize: SourcedSize, portraitSafeArea: SourcedInsets,
        landscapeSafeArea: SourcedInsets, portraitKeyboards: KeyboardFigures, landscapeKeyboards: KeyboardFigures,
        floatingKeyboard: SourcedSize? = nil, splitKeyboardHeight: SourcedLength? = nil, slideOverWidth: SourcedLength? = nil,
        hasStageManager: Bool = false
    ) {
        self.name = name
        self.identifier = identifier
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitKeyboards = portraitKeyboards
        self.landscapeKeyboards = landscapeKeyboards
        self.floatingKeyboard = floatingKeyboard
        self.splitKeyboardHeight = splitKeyboardHeight
        self.slideOverWidth = slideOverWidth
        self.hasStageManager = hasStageManager
    }

    /// The name Apple sells it under.
    public var description: String { name }

    /// The screen's size in an orientation: the portrait size, turned for landscape.
    ///
    /// - Parameter orientation: How the device is held.
    /// - Returns: The screen's size in points.
    public func screenSize(in orientation: DeviceOrientation) -> LayoutSize {
        let portrait = portraitSize.value
        switch orientation {
        case .portrait: return portrait
        case .landscape: return LayoutSize(width: portrait.height, height: portrait.width)
        }
    }

    /// The full-screen window's safe-area insets in an orientation.
    ///
    /// - Parameter orientation: How the device is held.
    /// - Returns: The insets.
    public func safeAreaInsets(in orientation: DeviceOrientation) -> LayoutInsets {
        orientation == .portrait ? portraitSafeArea.value : landscapeSafeArea.value
    }

    /// The docked keyboards' heights in an orientation.
    ///
    /// - Parameter orientation: How the device is held.
    /// - Returns: The heights.
    public func keyboards(in orientation: DeviceOrientation) -> KeyboardFigures {
        orientation == .portrait ? portraitKeyboards : landscapeKeyboards
    }

    /// The window arrangements this device offers: full screen, and on an iPad Slide Over and
    /// Stage Manager where it has them.
    public var arrangements: [WindowArrangement] {
        var result: [WindowArrangement] = [.fullScreen]
        if slideOverWidth != nil { result.append(.slideOver) }
        if hasStageManager { result.append(.stageManager) }
        return result
    }

    /// The keyboards this device can show, in ``KeyboardKind``'s order, ``KeyboardKind/hidden`` last.
    public var keyboardKinds: [KeyboardKind] {
        KeyboardKind.allCases.filter { kind in
            switch kind {
            case .floating: floatingKeyboard != nil
            case .split: splitKeyboardHeight != nil
            case .standard, .withoutPredictive, .emoji, .hardwareShortcutBar, .hidden: true
            }
        }
    }

    /// The screens to check this device on: each orientation with each arrangement it offers.
    ///
    /// - Parameters:
    ///   - orientations: The orientations; both by default.
    ///   - arrangements: The window arrangements; every one by default. Those the device does
    ///     not offer are left out.
    /// - Returns: One screen per orientation and arrangement, orientation first.
    public func screens(
        orientations: [DeviceOrientation] = DeviceOrientation.allCases, arrangements: [WindowArrangement] = WindowArrangement.allCases
    ) -> [DeviceScreen] {
        let offered = self.arrangements
        return orientations.flatMap { orientation in
            arrangements.filter(offered.contains).map { DeviceScreen(device: self, orientation: orientation, arrangement: $0) }
        }
    }
}
