import KeyboardAvoidance

/// One figure of the device catalogue as a reader sees it: what it is, its value in points, and
/// where it comes from.
public struct CatalogueFigure: Sendable, Hashable, Codable {
    /// What the figure is, for example `landscape keyboard, standard`.
    public var name: String
    /// Its value, in points: `375 × 667`, `top 59, bottom 34`, `335`.
    public var value: String
    /// Where it comes from.
    public var source: FigureSource

    /// Creates a figure.
    ///
    /// - Parameters:
    ///   - name: What the figure is.
    ///   - value: Its value, as text.
    ///   - source: Where it comes from.
    public init(name: String, value: String, source: FigureSource) {
        self.name = name
        self.value = value
        self.source = source
    }
}

extension DeviceModel {
    /// Every figure of this device, each with its source, in a fixed order: the screen, the safe
    /// areas, each orientation's keyboards, then the iPad's floating and split keyboards and its
    /// Slide Over width.
    public var figures: [CatalogueFigure] {
        var result = [
            CatalogueFigure(name: "screen, portrait", value: Self.text(portraitSize.value), source: portraitSize.source),
            CatalogueFigure(name: "safe area, portrait", value: Self.text(portraitSafeArea.value), source: portraitSafeArea.source),
            CatalogueFigure(name: "safe area, landscape", value: Self.text(landscapeSafeArea.value), source: landscapeSafeArea.source),
        ]
        for (orientation, keyboards) in [(DeviceOrientation.portrait, portraitKeyboards), (.landscape, landscapeKeyboards)] {
            for kind in [KeyboardKind.standard, .withoutPredictive, .emoji, .hardwareShortcutBar] {
                if let height = keyboards.height(of: kind) {
                    result.append(
                        CatalogueFigure(name: "\(orientation) keyboard, \(kind)", value: Self.text(height.value), source: height.source))
                }
            }
        }
        if let floatingKeyboard {
            result.append(
                CatalogueFigure(name: "floating keyboard", value: Self.text(floatingKeyboard.value), source: floatingKeyboard.source))
        }
        if let splitKeyboardHeight {
            result.append(
                CatalogueFigure(name: "split keyboard", value: Self.text(splitKeyboardHeight.value), source: splitKeyboardHeight.source))
        }
        if let slideOverWidth {
            result.append(CatalogueFigure(name: "Slide Over width", value: Self.text(slideOverWidth.value), source: slideOverWidth.source))
        }
        return result
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    private static func text(_ size: LayoutSize) -> String { "\(text(size.width)) × \(text(size.height))" }

    private static func text(_ insets: LayoutInsets) -> String {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(text($0.1))" }
        return edges.isEmpty ? "none" : edges.joined(separator: ", ")
    }
}
