/// A way of keeping the focus visible above the keyboard: a pure function from a resting layout
/// and a keyboard to an adjustment.
///
/// Conforming types are small value types; use them concretely or through generics (the
/// ``AvoidanceStrategy`` enum dispatches over the built-in ones without existentials). A strategy
/// is written against a ``PreparedLayout`` — the keyboard-independent geometry, flattened once —
/// so evaluating it for a new keyboard frame is arithmetic only.
public protocol KeyboardAvoidanceStrategy: Sendable {
    /// The adjustment that keeps the layout's focus visible above the keyboard.
    ///
    /// A hidden keyboard (or one the layout's policy ignores, or one that covers nothing the
    /// strategy acts on) gives the resting adjustment, ``restingAdjustment(for:)-(PreparedLayout)``.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The absolute values to set.
    func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment
}

extension KeyboardAvoidanceStrategy {
    /// The adjustment for a layout that is not prepared: exactly
    /// `adjustment(for: PreparedLayout(layout), keyboard: keyboard)`.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The absolute values to set.
    /// - Complexity: O(c² + c·d) to prepare (c scroll views at depth up to d), then O(c);
    ///   preparing allocates, so on a hot path keep a ``PreparedLayout`` instead.
    @inlinable
    public func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        adjustment(for: PreparedLayout(layout), keyboard: keyboard)
    }

    /// The adjustment for a hidden keyboard, which by the contract of
    /// ``adjustment(for:keyboard:)-(PreparedLayout,_)`` is the layout's own values.
    ///
    /// - Parameter layout: The layout at rest, prepared.
    /// - Returns: The resting values.
    @inlinable
    public func restingAdjustment(for layout: PreparedLayout) -> KeyboardAdjustment {
        adjustment(for: layout, keyboard: .hidden(screenBounds: .zero))
    }

    /// The adjustment for a hidden keyboard: the layout's own values.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Returns: The resting values.
    @inlinable
    public func restingAdjustment(for layout: AvoidanceLayout) -> KeyboardAdjustment {
        restingAdjustment(for: PreparedLayout(layout))
    }
}
