/// A way of keeping the focus visible above the keyboard: a pure function from a resting layout
/// and a keyboard to an adjustment.
///
/// Conforming types are small value types; use them concretely or through generics (the
/// ``AvoidanceStrategy`` enum dispatches over the built-in ones without existentials).
public protocol KeyboardAvoidanceStrategy: Sendable {
    /// The adjustment that keeps the layout's focus visible above the keyboard.
    ///
    /// A hidden keyboard (or one the layout's policy ignores, or one that covers nothing the
    /// strategy acts on) gives ``restingAdjustment(for:)``.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The absolute values to set.
    func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState) -> KeyboardAdjustment

    /// The adjustment with no keyboard: the layout's own values.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Returns: The resting values.
    func restingAdjustment(for layout: AvoidanceLayout) -> KeyboardAdjustment
}

extension KeyboardAvoidanceStrategy {
    /// The adjustment for a hidden keyboard, which by the contract of
    /// ``adjustment(for:keyboard:)`` is the layout's own values.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Returns: The resting values.
    @inlinable
    public func restingAdjustment(for layout: AvoidanceLayout) -> KeyboardAdjustment {
        adjustment(for: layout, keyboard: .hidden(screenBounds: .zero))
    }
}

extension AvoidanceLayout {
    /// The resting values of the innermost scroll view around the focus, or `nil` if there is none.
    @inlinable
    internal var restingInnermostContainer: ContainerAdjustment? {
        guard let container = innermostContainer, let node = hierarchy.node(container.node) else { return nil }
        return .resting(container, offset: node.boundsOrigin)
    }
}
