/// What a strategy says the layout must look like for a keyboard.
///
/// Every value is absolute — the value to set, never an amount to add — so applying an adjustment
/// twice is applying it once. Encodes as `{"container": …, "outerContainers": […],
/// "rootViewTranslation": …, "rootViewBottomInset": …, "ridingViewTranslation": …}`, `container`
/// omitted when there is none and `ridingViewTranslation` when it is 0.
public struct KeyboardAdjustment: Sendable, Hashable {
    /// The innermost scroll view of the vertical chain around the focus (SPEC §10.2), or `nil` when
    /// there is none.
    public var container: ContainerAdjustment?
    /// The scroll views around ``container``, innermost to outermost, when the strategy scrolls a
    /// chain of nested scroll views; empty when it adjusts only the innermost one (the others
    /// stay at rest).
    public var outerContainers: [ContainerAdjustment]
    /// The vertical translation of the layout's root view, in window points: 0 at rest, negative to move it up.
    ///
    /// Apply it as a translation of the root view (for a root view whose ancestors are untransformed,
    /// `transform.ty`).
    @FiniteCoordinate public var rootViewTranslation: Double
    /// The height to take off the bottom of the root view's usable area, in its own points: the height of a keyboard layout guide.
    ///
    /// 0 for strategies other than resize.
    @FiniteCoordinate public var rootViewBottomInset: Double
    /// The vertical translation of the layout's riding view (``AvoidanceLayout/ridingView``), in
    /// window points, applied to that view itself on top of whatever its ancestors move: its bottom
    /// then sits on the keyboard's top, or where it rests when the keyboard does not reach it.
    ///
    /// 0 when there is no riding view.
    @FiniteCoordinate public var ridingViewTranslation: Double

    /// Creates an adjustment.
    ///
    /// - Parameters:
    ///   - container: The innermost scroll view's values, or `nil`.
    ///   - outerContainers: The values of the scroll views around it, innermost to outermost.
    ///   - rootViewTranslation: The root view's vertical translation, in window points.
    ///   - rootViewBottomInset: The height to take off the bottom of the root view's usable area.
    ///   - ridingViewTranslation: The riding view's vertical translation, in window points.
    public init(
        container: ContainerAdjustment?, outerContainers: [ContainerAdjustment] = [], rootViewTranslation: Double = 0,
        rootViewBottomInset: Double = 0, ridingViewTranslation: Double = 0
    ) {
        self.container = container
        self.outerContainers = outerContainers
        self.rootViewTranslation = rootViewTranslation
        self.rootViewBottomInset = rootViewBottomInset
        self.ridingViewTranslation = ridingViewTranslation
    }

    /// ``container`` followed by ``outerContainers``: every scroll view the adjustment sets.
    public var allContainers: [ContainerAdjustment] {
        (container.map { [$0] } ?? []) + outerContainers
    }
}

extension KeyboardAdjustment: Codable {
    private enum CodingKeys: String, CodingKey {
        case container, outerContainers, rootViewTranslation, rootViewBottomInset, ridingViewTranslation
    }

    /// Decodes an adjustment; `container` and `ridingViewTranslation` may be absent (none, 0).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            container: try container.decodeIfPresent(ContainerAdjustment.self, forKey: .container),
            outerContainers: try container.decode([ContainerAdjustment].self, forKey: .outerContainers),
            rootViewTranslation: try container.decodeFiniteCoordinate(forKey: .rootViewTranslation),
            rootViewBottomInset: try container.decodeFiniteCoordinate(forKey: .rootViewBottomInset),
            ridingViewTranslation: try container.decodeIfPresent(FiniteCoordinate.self, forKey: .ridingViewTranslation)?.wrappedValue ?? 0)
    }

    /// Encodes an adjustment, without `ridingViewTranslation` when it is 0: an adjustment of a
    /// layout with no riding view encodes as it always has.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.container, forKey: .container)
        try container.encode(outerContainers, forKey: .outerContainers)
        try container.encode(rootViewTranslation, forKey: .rootViewTranslation)
        try container.encode(rootViewBottomInset, forKey: .rootViewBottomInset)
        if ridingViewTranslation != 0 { try container.encode(ridingViewTranslation, forKey: .ridingViewTranslation) }
    }
}
