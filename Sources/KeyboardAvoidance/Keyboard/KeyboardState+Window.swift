extension KeyboardState {
    /// Where the keyboard is for a window that need not fill the screen (SPEC §6.4).
    ///
    /// ``placement``, except that a keyboard the screen calls ``KeyboardPlacement/undocked`` is
    /// ``KeyboardPlacement/docked`` for the window when it is docked to the window instead: with
    /// `t` = ``edgeTolerance``, `K` = ``frame`` and `W` = `windowFrame`, when
    /// `K.minX ≤ W.minX + t`, `K.maxX ≥ W.maxX − t` (it spans the window's width) and
    /// `|K.maxY − W.maxY| ≤ t` (it ends at the window's bottom edge). iPad multitasking reports
    /// keyboards this way for a window that does not reach the screen's bottom (Slide Over, some
    /// split layouts). A floating keyboard is narrower than any window it could be docked to, or
    /// sits away from its bottom edge (dragging it there docks it), so it stays undocked.
    ///
    /// - Parameter windowFrame: The window's frame in screen coordinates, or `nil` to classify
    ///   against the screen alone.
    /// - Returns: The placement for that window.
    @inlinable @inline(__always)
    public func placement(in windowFrame: LayoutRect?) -> KeyboardPlacement {
        placement(visible: visibleFrame, window: windowFrame)
    }

    /// The placement for a window, given the already computed ``visibleFrame``.
    @inlinable @inline(__always)
    internal func placement(visible: LayoutRect?, window windowFrame: LayoutRect?) -> KeyboardPlacement {
        let onScreen = placement(visible: visible)
        guard onScreen == .undocked, let window = windowFrame?.standardized else { return onScreen }
        let tolerance = Self.edgeTolerance
        let spansWindow = frame.minX <= window.minX + tolerance && frame.maxX >= window.maxX - tolerance
        let endsAtWindowBottom = (frame.maxY - window.maxY).magnitude <= tolerance
        return spansWindow && endsAtWindowBottom ? .docked : .undocked
    }

    /// The part of the screen layout should avoid for a window, under a policy, with a dismiss
    /// padding; `nil` when there is none (SPEC §6.2, §6.4, §6.5).
    ///
    /// With `V` = ``visibleFrame``, the placement taken from ``placement(in:)`` and
    /// `p = max(0, dismissPadding)` (NaN counts as 0):
    /// - `nil` when the keyboard is hidden, or undocked under ``UndockedKeyboardPolicy/ignore``;
    /// - otherwise `[V.minX, V.maxX] × [max(S.minY, V.minY − p), V.maxY]`: the visible frame
    ///   extended up by the padding, never above the screen's top edge `S.minY`.
    ///
    /// The padding is the band just above the keyboard that belongs with it — a chat input bar
    /// that rides on the keyboard and takes part in its interactive dismissal, as
    /// `UIKeyboardLayoutGuide.keyboardDismissPadding` — so layout keeps the focus clear of it
    /// too. A hidden keyboard has no padding: hiding still gives the resting layout.
    ///
    /// - Parameters:
    ///   - policy: What to do about an undocked keyboard.
    ///   - windowFrame: The window's frame in screen coordinates, or `nil` for the screen alone.
    ///   - dismissPadding: The height above the keyboard's top edge to avoid as well, in points.
    /// - Returns: The region to avoid, in screen coordinates.
    @inlinable @inline(__always)
    public func avoidedFrame(policy: UndockedKeyboardPolicy, window windowFrame: LayoutRect?, dismissPadding: Double) -> LayoutRect? {
        Self.avoidedFrame(frame: frame, screenBounds: screenBounds, policy: policy, window: windowFrame, dismissPadding: dismissPadding)
    }

    /// ``avoidedFrame(policy:window:dismissPadding:)``, as a function of small values.
    ///
    /// A call rather than inlined into every strategy: Swift honours `@inline(__always)` only in
    /// callers of fewer than 64 basic blocks (or for callees that small), and with the window and
    /// the padding inlined the strategies grew past that; their per-scroll-view helpers then
    /// stopped inlining and each call copied a 400-byte scroll view out of its array (content
    /// growth 21 → 80 ns). Taking the two rectangles, not the keyboard, keeps the call free of
    /// copies (BENCHMARKS.md, "Bars, sheets and multitasking").
    @inlinable
    internal static func avoidedFrame(
        frame: LayoutRect, screenBounds: LayoutRect, policy: UndockedKeyboardPolicy, window windowFrame: LayoutRect?, dismissPadding: Double
    ) -> LayoutRect? {
        let keyboard = KeyboardState(frame: frame, screenBounds: screenBounds)
        guard let visible = keyboard.visibleFrame else { return nil }
        switch keyboard.placement(visible: visible, window: windowFrame) {
        case .hidden: return nil
        case .docked, .minimized: return keyboard.extending(visible, upBy: dismissPadding)
        case .undocked: return policy == .avoid ? keyboard.extending(visible, upBy: dismissPadding) : nil
        }
    }

    /// The region of the screen where a drag that scrolls content starts dismissing the keyboard
    /// interactively: the visible frame extended up by the padding, as ``avoidedFrame(policy:window:dismissPadding:)``
    /// extends it, when the keyboard is docked or minimized; `nil` otherwise (a hidden keyboard
    /// has nothing to dismiss, an undocked one is not dismissed by dragging).
    ///
    /// - Parameter padding: `UIKeyboardLayoutGuide.keyboardDismissPadding`: the height above the
    ///   keyboard's top edge where the gesture starts; negative and NaN count as 0.
    /// - Returns: The region, in screen coordinates.
    @inlinable
    public func dismissalRegion(padding: Double) -> LayoutRect? {
        // The avoided frame under `ignore`, against the screen: docked or minimized, padded.
        avoidedFrame(policy: .ignore, window: nil, dismissPadding: padding)
    }

    /// `visible` extended up by `padding` (negative and NaN count as 0), never above the screen's
    /// top edge.
    @inlinable @inline(__always)
    internal func extending(_ visible: LayoutRect, upBy padding: Double) -> LayoutRect {
        // `padding > 0` is false for NaN: a NaN padding adds nothing.
        guard padding > 0 else { return visible }
        // At most `visible.minY`: the padding is positive, and the visible frame lies on the screen.
        let top = Swift.max(screenBounds.minY, visible.minY - padding)
        return LayoutRect(minX: visible.minX, minY: top, maxX: visible.maxX, maxY: visible.maxY)
    }
}
