/// What one screen — a view controller, or a view — asks of the adapter for a focus inside it: its
/// own strategy, its own margins, or to be left alone (SPEC §14.7).
///
/// A field left `nil` states nothing: an outer screen's preference, or the adapter's own setting,
/// applies. ``inForce(along:)`` is the rule that picks, field by field, the innermost screen that
/// states it.
public struct AvoidancePreference<Strategy: KeyboardAvoidanceStrategy & Hashable>: Sendable, Hashable {
    /// The strategy for a focus inside the screen, or `nil` to leave it to the screens around it.
    public var strategy: Strategy?
    /// The margins for a focus inside the screen, or `nil` to leave them to the screens around it.
    public var margins: FocusMargins?
    /// Whether the adapter adjusts anything for a focus inside the screen (`false`: the screen
    /// handles the keyboard itself), or `nil` to leave it to the screens around it.
    public var isEnabled: Bool?

    /// Creates a preference.
    ///
    /// - Parameters:
    ///   - strategy: The strategy, or `nil`.
    ///   - margins: The margins, or `nil`.
    ///   - isEnabled: Whether the adapter adjusts anything, or `nil`.
    public init(strategy: Strategy? = nil, margins: FocusMargins? = nil, isEnabled: Bool? = nil) {
        self.strategy = strategy
        self.margins = margins
        self.isEnabled = isEnabled
    }

    /// The screen handles the keyboard itself: the adapter adjusts nothing for a focus inside it,
    /// unless a screen inside it enables it again.
    public static var disabled: AvoidancePreference { AvoidancePreference(isEnabled: false) }

    /// The preference in force for a focus: each field from the innermost preference on its chain
    /// that states it, `nil` where none does.
    ///
    /// `inForce.f = last(chain.compactMap { $0?.f })` for each field `f`: a screen inside another
    /// overrides what it states and inherits the rest, and a view stating nothing (`nil`) changes
    /// nothing.
    ///
    /// - Parameter chain: The preferences stated along the focus's chain of views and view
    ///   controllers, outermost first; `nil` for one that states none.
    /// - Returns: The preference in force.
    /// - Complexity: O(n) for a chain of n entries.
    public static func inForce(along chain: some Sequence<AvoidancePreference?>) -> AvoidancePreference {
        var result = AvoidancePreference()
        for case let preference? in chain {
            result.strategy = preference.strategy ?? result.strategy
            result.margins = preference.margins ?? result.margins
            result.isEnabled = preference.isEnabled ?? result.isEnabled
        }
        return result
    }
}

extension AvoidancePreference: Codable where Strategy: Codable {}
