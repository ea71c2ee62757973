/// What to do about a keyboard that is on screen but not docked (floating or split, see
/// ``KeyboardPlacement/undocked``).
public enum UndockedKeyboardPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Do not avoid it: its obscured height is 0. The default, as `UIKeyboardLayoutGuide` does
    /// (`followsUndockedKeyboard = false`): the user moves a floating keyboard out of the way.
    case ignore
    /// Avoid it like a docked one: everything of the node below the keyboard's top edge counts
    /// as obscured, where the keyboard crosses the node.
    case avoid
}
