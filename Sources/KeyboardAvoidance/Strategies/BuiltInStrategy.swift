/// One of the library's five strategies, chosen by value: what an adapter holds when the screens of
/// one window choose different strategies (SPEC §14.7).
///
/// A scroll inset form, a view-shifted login screen and a resized chat live in one window; each
/// screen states its strategy as an ``AvoidancePreference`` of this type, and the adapter evaluates
/// the one in force. Evaluating it is evaluating the strategy it holds: no existential, no
/// allocation.
///
/// JSON: Swift's form for an enum with a value, `{"scrollInset": {"_0": {…}}}`.
public enum BuiltInStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// ``ScrollInsetStrategy``.
    case scrollInset(ScrollInsetStrategy)
    /// ``ViewShiftStrategy``.
    case viewShift(ViewShiftStrategy)
    /// ``ContentGrowthStrategy``.
    case contentGrowth(ContentGrowthStrategy)
    /// ``CenteringStrategy``.
    case centering(CenteringStrategy)
    /// ``ResizeStrategy``.
    case resize(ResizeStrategy)

    /// Scroll inset with the remainder shift: the UIKit adapter's default (SPEC §14.6).
    ///
    /// The scroll views around the focus are inset and scrolled, and what they cannot absorb — all
    /// of it with no scroll view around the focus — moves the root view.
    public static var standard: BuiltInStrategy { .scrollInset(ScrollInsetStrategy(shiftsRootViewForRemainder: true)) }

    /// The adjustment of the strategy it holds.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: What the strategy it holds answers.
    /// - Complexity: That strategy's.
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        switch self {
        case .scrollInset(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
        case .viewShift(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
        case .contentGrowth(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
        case .centering(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
        case .resize(let strategy): strategy.adjustment(for: layout, keyboard: keyboard)
        }
    }
}
