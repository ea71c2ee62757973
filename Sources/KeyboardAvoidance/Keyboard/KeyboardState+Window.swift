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
    public func placement(in windowFrame: LayoutRect?) -> KeyboardPlacement {
        let onScreen = placement
        guard onScreen == .undocked, let window = windowFrame?.standardized else { return onScreen }
        let tolerance = Self.edgeTolerance
        let spansWindow = frame.minX <= window.minX + tolerance && frame.maxX >= window.maxX - tolerance
        let endsAtWindowBottom = (frame.maxY - window.maxY).magnitude <= tolerance
        return spansWindow && endsAtWindowBottom ? .docked : .undocked
    }

    /// The part of the screen layout should avoid for a window, under a policy, with a view riding
    /// on the keyboard; `nil` when there is none (SPEC §6.2, §6.4, §6.5).
    ///
    /// With `V` = ``visibleFrame``, the placement taken from ``placement(in:)`` and
    /// `h = max(0, ridingHeight)` (NaN counts as 0):
    /// - `nil` when the keyboard is hidden, or undocked under ``UndockedKeyboardPolicy/ignore``;
    /// - otherwise `[V.minX, V.maxX] × [max(S.minY, V.minY − h), V.maxY]`: the visible frame
    ///   extended up by the riding view's height, never above the screen's top edge `S.minY`.
    ///
    /// A view that rides on the keyboard — a chat input bar, a sticky footer pinned to the
    /// keyboard's top — covers the band just above it, so layout keeps the focus clear of that band
    /// too. A hidden keyboard carries nothing: hiding still gives the resting layout.
    ///
    /// - Parameters:
    ///   - policy: What to do about an undocked keyboard.
    ///   - windowFrame: The window's frame in screen coordinates, or `nil` (the default) for the
    ///     screen alone.
    ///   - ridingHeight: The height of the view riding on the keyboard, in screen points; 0, the
    ///     default, for none.
    /// - Returns: The region to avoid, in screen coordinates: with the defaults, ``visibleFrame``
    ///   when the keyboard is docked or minimized, or undocked under ``UndockedKeyboardPolicy/avoid``.
    public func avoidedFrame(policy: UndockedKeyboardPolicy, window windowFrame: LayoutRect? = nil, ridingHeight: Double = 0) -> LayoutRect?
    {
        guard let visible = visibleFrame else { return nil }
        switch placement(in: windowFrame) {
        case .hidden: return nil
        case .docked, .minimized: return extending(visible, upBy: ridingHeight)
        case .undocked: return policy == .avoid ? extending(visible, upBy: ridingHeight) : nil
        }
    }

    /// The region of the screen where a drag that scrolls content starts dismissing the keyboard
    /// interactively: the visible frame extended up by the padding, as
    /// ``avoidedFrame(policy:window:ridingHeight:)`` extends it, when the keyboard is docked or
    /// minimized; `nil` otherwise (a hidden keyboard has nothing to dismiss, an undocked one is not
    /// dismissed by dragging).
    ///
    /// The padding is the dismissal gesture's and nothing else's (SPEC §6.5): it enlarges the region
    /// where the drag starts, as `UIKeyboardLayoutGuide.keyboardDismissPadding` does, and no
    /// strategy keeps anything clear of it.
    ///
    /// - Parameter padding: `UIKeyboardLayoutGuide.keyboardDismissPadding`: the height above the
    ///   keyboard's top edge where the gesture starts; negative and NaN count as 0.
    /// - Returns: The region, in screen coordinates.
    public func dismissalRegion(padding: Double) -> LayoutRect? {
        // The avoided frame under `ignore`, against the screen: docked or minimized, extended.
        avoidedFrame(policy: .ignore, window: nil, ridingHeight: padding)
    }

    /// `visible` extended up by `padding` (negative and NaN count as 0), never above the screen's
    /// top edge.
    internal func extending(_ visible: LayoutRect, upBy padding: Double) -> LayoutRect {
        // `padding > 0` is false for NaN: a NaN padding adds nothing.
        guard padding > 0 else { return visible }
        // At most `visible.minY`: the padding is positive, and the visible frame lies on the screen.
        let top = Swift.max(screenBounds.minY, visible.minY - padding)
        return LayoutRect(minX: visible.minX, minY: top, maxX: visible.maxX, maxY: visible.maxY)
    }
}
