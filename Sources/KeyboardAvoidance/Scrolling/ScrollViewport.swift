/// One axis of a scroll view as the reveal sees it: its length, the bands at either end of it that
/// the user cannot see, and the offsets it can rest at (SPEC §10.3).
///
/// Vertically the length is the bounds height `H`, the start band `t` the safe-area top and the end
/// band `b` the keyboard or the safe-area bottom, whichever reaches higher; horizontally the width
/// and the side bands. At content offset `y` the visible content is `[y + t, y + H − b]`, the
/// **visible band**, `V = H − t − b` long. Every number is finite (``FiniteCoordinate``).
public struct ScrollViewport: Sendable, Hashable {
    /// The bounds' length on this axis, `H`.
    @FiniteCoordinate public var length: Double
    /// The band at the start (top, or left) the user cannot see, `t`.
    @FiniteCoordinate public var hiddenStart: Double
    /// The band at the end (bottom, or right) the user cannot see, `b`.
    @FiniteCoordinate public var hiddenEnd: Double
    /// The offsets the scroll view can rest at.
    public var range: ScrollRange

    /// Creates a viewport.
    ///
    /// - Parameters:
    ///   - length: The bounds' length on this axis.
    ///   - hiddenStart: The band at the start the user cannot see.
    ///   - hiddenEnd: The band at the end the user cannot see.
    ///   - range: The offsets the scroll view can rest at.
    public init(length: Double, hiddenStart: Double, hiddenEnd: Double, range: ScrollRange) {
        self.length = length
        self.hiddenStart = hiddenStart
        self.hiddenEnd = hiddenEnd
        self.range = range
    }

    /// The offset that reveals a target `[start, end]` (margins included) from `offset`.
    ///
    /// With `lowest = end − (H − b)`, the offset that puts the end on the visible band's end,
    /// `highest = start − t`, the one that puts the start on its start, and ε =
    /// ``visibilityTolerance``:
    /// ```
    /// y' = clamp(y, min(lowest, highest), max(lowest, highest))
    /// shown = |y' − y| ≤ ε   (already visible, or too tall and covering the band)
    /// least scroll (no alignment position), or a target too tall for the band (lowest > highest):
    ///     result = y if shown, else range.clamp(y')
    /// at position p (``RevealAlignment``), a target that fits:
    ///     result = y if shown and the alignment does not realign a visible target,
    ///              else range.clamp(highest + p·(lowest − highest))
    /// ```
    /// A target that fits moves the least that shows it whole, or to its position; one too tall to
    /// fit moves the least that makes it fill the visible band — its start aligned when it lies
    /// beyond the band's end, its end when before its start, not at all when it covers the band — as
    /// Flutter's `showInViewport` and Compose's `bringIntoView` do. Revealing a result again changes
    /// nothing.
    ///
    /// - Parameters:
    ///   - start: The target's start (top, or left) in content coordinates, margin included.
    ///   - end: The target's end (bottom, or right) in content coordinates, margin included.
    ///   - offset: The current content offset `y`.
    ///   - alignment: Where a target that fits lands; the least scroll by default.
    /// - Returns: The new content offset, finite (every argument goes through §2's policy).
    /// - Complexity: O(1).
    public func revealOffset(start: Double, end: Double, from offset: Double, alignment: RevealAlignment = .leastScroll) -> Double {
        let start = FiniteCoordinate.sanitized(start)
        let end = FiniteCoordinate.sanitized(end)
        let offset = FiniteCoordinate.sanitized(offset)
        let lowest = end - (length - hiddenEnd)
        let highest = start - hiddenStart
        // Between the two alignments, in whichever order they come: the offsets that show the whole
        // target when it fits, those at which it covers the visible band when it is too tall.
        let revealed = Swift.min(Swift.max(offset, Swift.min(lowest, highest)), Swift.max(lowest, highest))
        let shown = Swift.abs(revealed - offset) <= Self.visibilityTolerance
        if let position = alignment.position, lowest <= highest {
            if shown && !alignment.realignsVisibleTarget { return offset }
            return range.clamp(highest + position * (lowest - highest))
        }
        return shown ? offset : range.clamp(revealed)
    }

    /// How far, in points, a target may lie outside the visible band and still count as shown:
    /// 10⁻⁶, as ``FocusVisibility/tolerance``.
    ///
    /// A target whose edge lies exactly on the band's edge in one order of arithmetic can miss it
    /// by an ulp in another (a frame converted through the hierarchy, a third of a point); without
    /// the slack an alignment would move such a target across the band, and a pager resting
    /// between pages would snap to one. A millionth of a point is far below a pixel and far above the rounding of any
    /// conversion in the working range (SPEC §2).
    public static let visibilityTolerance: Double = 1e-6
}

extension ScrollViewport: CustomStringConvertible {
    /// The viewport as `(length: …, hiddenStart: …, hiddenEnd: …, range: [lower, upper])`.
    public var description: String { "(length: \(length), hiddenStart: \(hiddenStart), hiddenEnd: \(hiddenEnd), range: \(range))" }
}
