/// The keyboard's end frame in **screen** coordinates, as iOS reports it, with the screen it is
/// on.
///
/// Everything about the keyboard's geometry follows from these two rectangles: its
/// ``placement``, the part of it that is ``visibleFrame``, and — with a ``ViewHierarchy`` — how
/// much of any node it covers.
public struct KeyboardState: Sendable, Hashable, Codable {
    /// How close, in points, an edge of the keyboard must be to an edge of the screen to count as
    /// touching it, and the thinnest on-screen sliver that counts as visible: 1 pt.
    ///
    /// System frames are whole or half points; a point of slack absorbs rounding in frames that
    /// went through a conversion or an animation, and is smaller than any real keyboard edge gap
    /// (a floating keyboard sits tens of points from the edges).
    public static let edgeTolerance: Double = 1

    /// The keyboard's end frame, in screen coordinates.
    public var frame: LayoutRect
    /// The screen's bounds, in screen coordinates (usually at the origin).
    public var screenBounds: LayoutRect

    /// Creates a keyboard state.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's end frame, in screen coordinates.
    ///   - screenBounds: The screen's bounds, in screen coordinates.
    public init(frame: LayoutRect, screenBounds: LayoutRect) {
        self.frame = frame
        self.screenBounds = screenBounds
    }

    /// The state with no keyboard: a zero-height frame along the screen's bottom edge.
    ///
    /// - Parameter screenBounds: The screen's bounds.
    /// - Returns: A state whose ``placement`` is ``KeyboardPlacement/hidden``.
    public static func hidden(screenBounds: LayoutRect) -> KeyboardState {
        KeyboardState(
            frame: LayoutRect(minX: screenBounds.minX, minY: screenBounds.maxY, maxX: screenBounds.maxX, maxY: screenBounds.maxY),
            screenBounds: screenBounds)
    }

    /// A keyboard docked at the bottom of the screen: `height` tall, spanning the screen's width.
    ///
    /// The frame is `(S.minX, S.maxY − height, S.width, height)` for the screen's bounds `S`; a
    /// height of 0 or less is a hidden keyboard. `screenBounds` is the screen's, not a window's:
    /// for a Stage Manager or Slide Over window, a keyboard at the bottom of the window's own
    /// bounds is a different keyboard, and nothing can tell the two apart.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height, in points.
    ///   - screenBounds: The screen's bounds.
    /// - Returns: The keyboard's state.
    public static func docked(height: Double, screenBounds: LayoutRect) -> KeyboardState {
        KeyboardState(
            frame: LayoutRect(
                minX: screenBounds.minX, minY: screenBounds.maxY - Swift.max(0, height), maxX: screenBounds.maxX,
                maxY: screenBounds.maxY),
            screenBounds: screenBounds)
    }

    /// The part of the keyboard on the screen, `frame ∩ screenBounds`, or `nil` when the keyboard
    /// is ``KeyboardPlacement/hidden``.
    ///
    /// Only this part can cover anything: a hardware keyboard's frame extends far below the
    /// screen, and that part covers nothing.
    public var visibleFrame: LayoutRect? {
        guard let visible = frame.intersection(screenBounds),
            visible.width >= Self.edgeTolerance, visible.height >= Self.edgeTolerance
        else { return nil }
        return visible
    }

    /// Where the keyboard is.
    ///
    /// With `t` = ``edgeTolerance``, `K` = ``frame`` and `S` = ``screenBounds``:
    /// - ``KeyboardPlacement/hidden`` when ``visibleFrame`` is `nil` (the visible part is thinner
    ///   than `t` either way, or there is none);
    /// - otherwise, when `K.minX ≤ S.minX + t` and `K.maxX ≥ S.maxX − t` (it spans the width) and
    ///   `K.maxY ≥ S.maxY − t` (it reaches the bottom edge): ``KeyboardPlacement/minimized`` if
    ///   `K.maxY > S.maxY + t` (it extends below the screen), else ``KeyboardPlacement/docked``;
    /// - otherwise ``KeyboardPlacement/undocked``.
    public var placement: KeyboardPlacement {
        guard visibleFrame != nil else { return .hidden }
        let tolerance = Self.edgeTolerance
        let spansWidth = frame.minX <= screenBounds.minX + tolerance && frame.maxX >= screenBounds.maxX - tolerance
        let reachesBottom = frame.maxY >= screenBounds.maxY - tolerance
        guard spansWidth, reachesBottom else { return .undocked }
        return frame.maxY > screenBounds.maxY + tolerance ? .minimized : .docked
    }
}
