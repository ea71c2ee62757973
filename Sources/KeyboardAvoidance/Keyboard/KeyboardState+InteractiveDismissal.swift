extension KeyboardState {
    /// The keyboard as it follows the user's finger during an interactive dismissal
    /// (`keyboardDismissMode = .interactive`): a docked keyboard slides down so that its top edge
    /// stays `dismissPadding` below the touch, never above where it rests and never below the
    /// screen (SPEC §6.6).
    ///
    /// With `K` = ``frame``, `S` = ``screenBounds`` and `p = max(0, dismissPadding)`:
    /// `top = min(max(touchY + p, K.minY), S.maxY)`, and the frame moves down by `top − K.minY`,
    /// keeping its size. A keyboard that is not ``KeyboardPlacement/docked`` does not follow a drag
    /// and is returned unchanged. A NaN touch or padding counts as 0, so the result is always finite.
    ///
    /// - Parameters:
    ///   - touchY: The touch's vertical position, in screen coordinates.
    ///   - dismissPadding: The height above the keyboard where a drag starts the dismissal
    ///     (`UIKeyboardLayoutGuide.keyboardDismissPadding`); negative and NaN count as 0.
    /// - Returns: The keyboard under the finger.
    /// - Complexity: O(1).
    public func followingDrag(toTouchAt touchY: Double, dismissPadding: Double = 0) -> KeyboardState {
        guard placement == .docked else { return self }
        let padding = Swift.max(0, FiniteCoordinate.sanitized(dismissPadding))
        let top = Swift.min(Swift.max(FiniteCoordinate.sanitized(touchY) + padding, frame.minY), screenBounds.maxY)
        return KeyboardState(frame: frame.offsetBy(dx: 0, dy: top - frame.minY), screenBounds: screenBounds)
    }
}
