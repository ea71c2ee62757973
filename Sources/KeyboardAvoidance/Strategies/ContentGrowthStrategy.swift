/// Content growth: make the scroll view's content taller by what the keyboard covers, and scroll
/// the least that reveals the focus — what a common snippet does by adding the keyboard's height
/// to a content-height constraint.
///
/// `contentSize.height = own.height + max(0, obscured − s)` with `s` the safe-area bottom when the
/// scroll view adds its safe area (the scroll view can already scroll that band into view, so
/// growing by the raw keyboard overlap would leave `s` points of slack), else 0; the insets stay the
/// app's own. The offset is the reveal
/// (``ScrollPrimitives/revealOffset(top:bottom:offset:viewportHeight:hiddenTop:hiddenBottom:range:)``)
/// from the **resting** offset in the grown range. Unlike the snippet, it starts from where the
/// user scrolled to (the snippet assumes offset 0), follows keyboard height changes (the snippet
/// ignores a second willShow), is absolute (the snippet's `+=` accumulates) and hides back to the
/// app's own size and offset.
public struct ContentGrowthStrategy: KeyboardAvoidanceStrategy, Hashable, Codable {
    /// Creates the strategy.
    @inlinable
    public init() {}

    /// The content growth adjustment for the innermost scroll view around the focus.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest, prepared.
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The grown content size and the revealing offset.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    public func adjustment(for layout: PreparedLayout, keyboard: KeyboardState) -> KeyboardAdjustment {
        let avoided = layout.avoidedFrame(of: keyboard)
        let riding = layout.ridingViewTranslation(for: keyboard, rootViewTranslation: 0)
        guard !layout.scrollViews.isEmpty else { return KeyboardAdjustment(container: nil, ridingViewTranslation: riding) }
        return KeyboardAdjustment(
            container: layout.scrollViews[0].contentGrowthAdjustment(avoiding: avoided, margins: layout.margins),
            ridingViewTranslation: riding)
    }
}

extension PreparedContainer {
    /// The content-growth values for this scroll view (see ``ContentGrowthStrategy``).
    @inlinable @inline(__always)
    internal func contentGrowthAdjustment(avoiding avoided: LayoutRect?, margins: FocusMargins) -> ContainerAdjustment {
        let geometry = ContainerGeometry(self, obscuredHeight: obscuredHeight(by: avoided), onScreen: true)
        guard geometry.obscuredHeight > 0 else { return geometry.resting }
        let adjusted = geometry.grownForKeyboard
        guard let target = focus else { return adjusted }
        return geometry.revealing(target, in: adjusted, margins: margins)
    }
}
