import KeyboardAvoidance

/// The built-in strategies by the names the tool, the scenario format and the conformance vectors
/// use (`scroll-inset`, …), each in its default configuration.
///
/// A name, not a second way to evaluate: it dispatches to the strategy types of the core, which
/// are what apps use.
public enum StrategyName: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// ``ScrollInsetStrategy``.
    case scrollInset = "scroll-inset"
    /// ``ViewShiftStrategy``.
    case viewShift = "view-shift"
    /// ``ContentGrowthStrategy``.
    case contentGrowth = "content-growth"
    /// ``CenteringStrategy``.
    case centering = "centering"
    /// ``ResizeStrategy``.
    case resize = "resize"

    /// The strategy's name, as its raw value (`scroll-inset`, …).
    public var description: String { rawValue }

    /// The adjustment of the named strategy in its default configuration.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The absolute values to set.
    public func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        adjustment(for: PreparedLayout(layout), keyboard: keyboard)
    }

    /// The adjustment of the named strategy in its default configuration, on a prepared layout.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The absolute values to set.
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        switch self {
        case .scrollInset: ScrollInsetStrategy().adjustment(for: layout, keyboard: keyboard)
        case .viewShift: ViewShiftStrategy().adjustment(for: layout, keyboard: keyboard)
        case .contentGrowth: ContentGrowthStrategy().adjustment(for: layout, keyboard: keyboard)
        case .centering: CenteringStrategy().adjustment(for: layout, keyboard: keyboard)
        case .resize: ResizeStrategy().adjustment(for: layout, keyboard: keyboard)
        }
    }

    /// The adjustment of the named strategy for a hidden keyboard: the layout's own values.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Returns: The resting values.
    public func restingAdjustment(for layout: AvoidanceLayout) -> KeyboardAdjustment {
        adjustment(for: layout, keyboard: .hidden(screenBounds: .zero))
    }

    /// The adjustment of the named strategy configured with `options` (those that do not apply to
    /// it are ignored; absent ones keep their defaults).
    ///
    /// - Parameters:
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    ///   - options: The strategy's options.
    /// - Returns: The absolute values to set.
    public func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState, options: StrategyOptions) -> KeyboardAdjustment {
        // Start from each strategy's own defaults, so that a case without options checks them.
        switch self {
        case .scrollInset:
            var strategy = ScrollInsetStrategy()
            if let revealsFocus = options.revealsFocus { strategy.revealsFocus = revealsFocus }
            if let shifts = options.shiftsRootViewForRemainder { strategy.shiftsRootViewForRemainder = shifts }
            if let alignment = options.alignment { strategy.alignment = alignment }
            return strategy.adjustment(for: layout, keyboard: keyboard)
        case .contentGrowth:
            return ContentGrowthStrategy(alignment: options.alignment ?? .leastScroll).adjustment(for: layout, keyboard: keyboard)
        case .resize:
            var strategy = ResizeStrategy()
            if let usesBottomSafeArea = options.usesBottomSafeArea { strategy.usesBottomSafeArea = usesBottomSafeArea }
            return strategy.adjustment(for: layout, keyboard: keyboard)
        case .viewShift, .centering:
            return adjustment(for: layout, keyboard: keyboard)
        }
    }
}

/// The options of the built-in strategies, as the conformance vectors and configuration files
/// spell them; an absent option keeps its default.
public struct StrategyOptions: Codable, Sendable, Hashable {
    /// ``ScrollInsetStrategy/revealsFocus``; `true` by default.
    public var revealsFocus: Bool?
    /// ``ScrollInsetStrategy/shiftsRootViewForRemainder``; `false` by default.
    public var shiftsRootViewForRemainder: Bool?
    /// ``ResizeStrategy/usesBottomSafeArea``; `true` by default.
    public var usesBottomSafeArea: Bool?
    /// ``ScrollInsetStrategy/alignment`` and ``ContentGrowthStrategy/alignment``; the least scroll
    /// by default.
    public var alignment: RevealAlignment?

    /// Creates options; `nil` keeps an option's default.
    public init(
        revealsFocus: Bool? = nil, shiftsRootViewForRemainder: Bool? = nil, usesBottomSafeArea: Bool? = nil,
        alignment: RevealAlignment? = nil
    ) {
        self.revealsFocus = revealsFocus
        self.shiftsRootViewForRemainder = shiftsRootViewForRemainder
        self.usesBottomSafeArea = usesBottomSafeArea
        self.alignment = alignment
    }
}
