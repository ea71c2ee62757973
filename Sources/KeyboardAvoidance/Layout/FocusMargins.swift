/// The distances to keep between the focus and the edges of the area it must stay visible in: the
/// top of the visible area above it, the keyboard below it.
///
/// One symmetric margin (``init(_:)``) is the common case and the default: 10 pt each way.
/// Per-edge margins express the conventions in circulation: IQKeyboardManager's
/// `keyboardDistance` keeps a distance from the keyboard only (`FocusMargins(top: 0, bottom: d)`),
/// Flutter's `scrollPadding` is per edge. Negative values count as 0 (``effective``); all values are
/// finite (see ``FiniteCoordinate``). Encodes as `{"top": …, "bottom": …}`.
public struct FocusMargins: Sendable, Hashable, Codable {
    /// The distance to keep between the top of the visible area (the safe area's top, or a scroll
    /// view's visible band) and the focus's top edge, in points.
    @FiniteCoordinate public var top: Double
    /// The distance to keep between the focus's bottom edge and the top of what the keyboard
    /// covers (and, in a scroll view, the bottom of its visible band), in points.
    @FiniteCoordinate public var bottom: Double

    /// Creates margins with a value per edge.
    ///
    /// - Parameters:
    ///   - top: The distance to keep above the focus.
    ///   - bottom: The distance to keep below the focus.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// Creates the same margin above and below the focus.
    ///
    /// - Parameter margin: The distance to keep on both edges.
    public init(_ margin: Double) {
        self.init(top: margin, bottom: margin)
    }

    /// 10 pt above and below, as IQKeyboardManager's default `keyboardDistance`.
    public static let `default` = FocusMargins(10)

    /// The margins in effect: `max(0, top)` and `max(0, bottom)`.
    public var effective: FocusMargins {
        FocusMargins(top: Swift.max(0, top), bottom: Swift.max(0, bottom))
    }

    /// Whether both edges have the same margin: then the layout encodes it as one number.
    public var isUniform: Bool { top == bottom }

    /// A rectangle grown by these margins: `top` above it, `bottom` below it, its sides as they are.
    ///
    /// - Parameter rect: The rectangle, for example the focus.
    /// - Returns: `(minX, minY − top, maxX, maxY + bottom)`.
    public func expanding(_ rect: LayoutRect) -> LayoutRect {
        LayoutRect(minX: rect.minX, minY: rect.minY - top, maxX: rect.maxX, maxY: rect.maxY + bottom)
    }
}

extension FocusMargins: CustomStringConvertible {
    /// The margins as `(top: …, bottom: …)`.
    public var description: String { "(top: \(top), bottom: \(bottom))" }
}
