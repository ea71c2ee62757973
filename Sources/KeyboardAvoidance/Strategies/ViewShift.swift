extension PreparedLayout {
    /// How far the root view must move up so that a target (in window coordinates, at rest) clears
    /// the keyboard, with the view-shift strategy's limits.
    ///
    /// In window space, with `R` the root view's frame, `K` the keyboard's avoided frame, `T` the
    /// target and `m` the margin:
    /// - `covered = R.maxY − (K ∩ R).minY` when `K` crosses `R` horizontally, else 0 (the obscured
    ///   height of the root view, in window points);
    /// - `safeTop` = the top of the window's safe area;
    /// - `shift = max(0, min(T.maxY + m − (R.maxY − covered), covered, T.minY − m − safeTop))`.
    ///
    /// So the target's bottom, plus the margin, ends at the keyboard's top; the shift never exceeds
    /// what the keyboard covers; and it never pushes the target's top (less the margin) above the
    /// safe area, so a target too tall to fit keeps its top visible.
    @usableFromInline @_transparent
    internal func shiftDistance(targetInWindow target: LayoutRect, avoiding avoided: LayoutRect?) -> Double {
        Self.shiftDistance(targetInWindow: target, avoiding: avoided, rootInWindow: root.inWindow, safeTop: root.safeTop, margin: margin)
    }

    /// ``shiftDistance(targetInWindow:avoiding:)`` from the values it reads.
    @usableFromInline @_transparent
    internal static func shiftDistance(
        targetInWindow target: LayoutRect, avoiding avoided: LayoutRect?, rootInWindow: KeyboardViewport, safeTop: Double, margin: Double
    ) -> Double {
        // 0 when the keyboard does not cross the root view: then no shift is needed either.
        let covered = rootInWindow.obscuredHeight(avoiding: avoided)
        guard covered > 0 else { return 0 }
        let keyboardTop = rootInWindow.box.maxY - covered
        let needed = target.maxY + margin - keyboardTop
        return finiteMax(0, Swift.min(Swift.min(needed, covered), target.minY - margin - safeTop))
    }
}
