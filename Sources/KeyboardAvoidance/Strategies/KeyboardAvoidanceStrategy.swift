/// A way of keeping the focus visible above the keyboard: a pure function from a resting layout
/// and a keyboard to an adjustment.
///
/// The built-in strategies — ``ScrollInsetStrategy``, ``ViewShiftStrategy``,
/// ``ContentGrowthStrategy``, ``CenteringStrategy`` and ``ResizeStrategy`` — are small value
/// types: choose one by creating it (with its options), and evaluate it with
/// ``adjustment(for:keyboard:)-(PreparedLayout,_)`` or, for a layout you have not prepared,
/// ``adjustment(for:keyboard:)-(AvoidanceLayout,_)``.
///
/// To write your own, implement the one requirement from public parts: ``PreparedLayout/layout``
/// is the resting layout, whose hierarchy converts rectangles between spaces and gives each
/// view's safe area; ``AvoidanceLayout/obscuredBottomHeight(of:by:)`` is the height of a view the
/// keyboard covers for that layout — its window docking, undocked policy and riding view counted,
/// which the hierarchy's own ``ViewHierarchy/obscuredBottomHeight(of:by:policy:)`` does not know
/// of — and ``ScrollViewport`` has the reveal, its alignment and the centring step on one axis. The
/// "Getting Started" article shows one.
public protocol KeyboardAvoidanceStrategy: Sendable {
    /// The adjustment that keeps the layout's focus visible above the keyboard.
    ///
    /// A hidden keyboard (or one the layout's policy ignores, or one that covers nothing the
    /// strategy acts on) gives the resting adjustment, ``restingAdjustment(for:)``: every value
    /// the app's own.
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
    public func adjustment(for layout: AvoidanceLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        adjustment(for: PreparedLayout(layout), keyboard: keyboard)
    }

    /// The adjustment for a hidden keyboard: the layout's own values, what hiding the keyboard
    /// restores.
    ///
    /// - Parameter layout: The layout at rest.
    /// - Returns: The resting values.
    public func restingAdjustment(for layout: AvoidanceLayout) -> KeyboardAdjustment {
        adjustment(for: layout, keyboard: .hidden(screenBounds: .zero))
    }
}
