/// One keyboard notification, as values: what happened, the frames before and after (in screen
/// coordinates), how it animates, and whether the keyboard belongs to this app.
public struct KeyboardEvent: Sendable, Hashable, Codable {
    /// Which of the six keyboard notifications this is.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        /// `UIKeyboardWillShowNotification`.
        case willShow
        /// `UIKeyboardDidShowNotification`.
        case didShow
        /// `UIKeyboardWillChangeFrameNotification`.
        case willChangeFrame
        /// `UIKeyboardDidChangeFrameNotification`.
        case didChangeFrame
        /// `UIKeyboardWillHideNotification`.
        case willHide
        /// `UIKeyboardDidHideNotification`.
        case didHide

        /// Whether the phase announces that the keyboard goes away (`willHide`, `didHide`).
        public var isHide: Bool { self == .willHide || self == .didHide }
    }

    /// Which notification this is.
    public var phase: Phase
    /// The keyboard's frame before the change, in screen coordinates.
    public var beginFrame: LayoutRect
    /// The keyboard's frame after the change, in screen coordinates: the one that matters.
    public var endFrame: LayoutRect
    /// How the change animates.
    public var animation: KeyboardAnimation
    /// Whether the keyboard belongs to this app; `false` for a keyboard raised by another app
    /// sharing the screen (Split View, Slide Over).
    public var isLocal: Bool

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - phase: Which notification this is.
    ///   - beginFrame: The frame before the change, in screen coordinates; the end frame if
    ///     unknown.
    ///   - endFrame: The frame after the change, in screen coordinates.
    ///   - animation: How the change animates.
    ///   - isLocal: Whether the keyboard belongs to this app.
    public init(
        phase: Phase, beginFrame: LayoutRect? = nil, endFrame: LayoutRect,
        animation: KeyboardAnimation = .keyboardDefault, isLocal: Bool = true
    ) {
        self.phase = phase
        self.beginFrame = beginFrame ?? endFrame
        self.endFrame = endFrame
        self.animation = animation
        self.isLocal = isLocal
    }
}
