import KeyboardAvoidance

/// The strategies `replay --strategy` accepts: the UIKit adapter's default, `standard`, and the
/// tool's five names (``StrategyName``), each in its default configuration, as the adapter's
/// strategy type (``BuiltInStrategy``).
enum ReplayStrategy {
    /// The name of ``BuiltInStrategy/standard``: scroll inset with the remainder shift.
    static let standardName = "standard"

    /// Every name `--strategy` accepts, `standard` first.
    static var names: [String] { [standardName] + StrategyName.allCases.map(\.rawValue) }

    /// The strategy a name stands for, or `nil` for a name that is none of ``names``.
    static func named(_ name: String) -> BuiltInStrategy? {
        if name == standardName { return .standard }
        return StrategyName(rawValue: name).map(builtIn)
    }

    /// A tool's strategy name as the adapter's strategy type.
    static func builtIn(_ name: StrategyName) -> BuiltInStrategy {
        switch name {
        case .scrollInset: .scrollInset(ScrollInsetStrategy())
        case .viewShift: .viewShift(ViewShiftStrategy())
        case .contentGrowth: .contentGrowth(ContentGrowthStrategy())
        case .centering: .centering(CenteringStrategy())
        case .resize: .resize(ResizeStrategy())
        }
    }

    /// A strategy in a few words, as the report prints it: its name when it is one of ``names``
    /// (`standard`, `view-shift`), else the kind and its configuration.
    static func describe(_ strategy: BuiltInStrategy) -> String {
        if let name = names.first(where: { named($0) == strategy }) { return name }
        switch strategy {
        case .scrollInset(let inner): return "scroll-inset (\(inner))"
        case .viewShift(let inner): return "view-shift (\(inner))"
        case .contentGrowth(let inner): return "content-growth (\(inner))"
        case .centering(let inner): return "centering (\(inner))"
        case .resize(let inner): return "resize (\(inner))"
        }
    }
}
