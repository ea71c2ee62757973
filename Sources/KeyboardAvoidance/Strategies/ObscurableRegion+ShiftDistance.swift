extension ObscurableRegion {
    /// How far a root view whose frame in window coordinates is this region must move up so that
    /// a target (in window coordinates, at rest) clears the keyboard: view shift's formula, which
    /// scroll inset also uses for what its scroll views cannot absorb.
    ///
    /// With `R` this region (the root view's frame in the window, reached from the screen by the
    /// screen → window map), `K` the keyboard's avoided frame, `T` the target and `m` the margins:
    /// - `covered = R.maxY − (K ∩ R).minY` when `K` crosses `R` horizontally, else 0 (the obscured
    ///   height of the root view, in window points);
    /// - `safeTop` = the top of the safe area the target must stay below;
    /// - `rise` = how far the root view's top may rise (`+infinity` for no limit);
    /// - `shift = max(0, min(T.maxY + m.bottom − (R.maxY − covered), covered, T.minY − m.top − safeTop, rise))`.
    ///
    /// So the target's bottom, plus the bottom margin, ends at the keyboard's top; the shift never
    /// exceeds what the keyboard covers; it never pushes the target's top (less the top margin)
    /// above the safe area, so a target too tall to fit keeps its top visible; and a presented root
    /// view's top never rises above the safe area. For a target too tall to fit, that is the reveal's
    /// nearer-edge rule (SPEC §10.3) for a view that only rises: one below the band rises until its
    /// top reaches the safe top, one above it or covering it does not move.
    ///
    /// - Parameters:
    ///   - target: The rectangle to clear the keyboard, in window coordinates.
    ///   - avoided: The keyboard's avoided frame in screen coordinates, or `nil`.
    ///   - margins: The margins to keep above and below the target.
    ///   - safeTop: The top of the safe area, in window coordinates.
    ///   - rise: How far the root view may rise; `+infinity` for no limit.
    /// - Returns: The distance to move up, in `[0, covered]`.
    @inlinable @inline(__always)
    func shiftDistance(
        for target: LayoutRect, avoiding avoided: LayoutRect?, margins: FocusMargins, safeTop: Double, rise: Double
    ) -> Double {
        // 0 when the keyboard does not cross the root view: then no shift is needed either.
        let covered = obscuredHeight(by: avoided)
        guard covered > 0 else { return 0 }
        let keyboardTop = rect.maxY - covered
        let needed = target.maxY + margins.bottom - keyboardTop
        return Swift.max(0, Swift.min(Swift.min(needed, covered), Swift.min(target.minY - margins.top - safeTop, rise)))
    }
}
