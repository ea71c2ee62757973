/// Where the keyboard is, as far as layout is concerned.
public enum KeyboardPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// No keyboard on screen: the end frame is empty, or lies outside the screen (touching its
    /// edge counts as outside).
    case hidden
    /// The software keyboard at the bottom of the screen: its frame reaches the screen's bottom
    /// edge and spans the screen's width (each within ``KeyboardState/edgeTolerance``).
    case docked
    /// Docked but mostly off-screen: the frame spans the width and extends below the screen's
    /// bottom edge, so only a bar shows. This is what iOS reports while a hardware keyboard is
    /// attached (a shortcut bar of about 55 pt on iPad) and during an interactive dismissal.
    case minimized
    /// On screen but not docked: a floating or split iPad keyboard, which does not cover the
    /// bottom edge or does not span the width.
    case undocked
}
