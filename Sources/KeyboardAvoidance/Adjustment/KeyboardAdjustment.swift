/// What a strategy says the layout must look like for a keyboard.
///
/// Every value is absolute — the value to set, never an amount to add — so applying an adjustment
/// twice is applying it once. Encodes as `{"container": …, "outerContainers": […],
/// "otherContainers": […], "rootViewTranslation": …, "rootViewBottomInset": …,
/// "ridingViewTranslation": …}`, `container` omitted when there is none, `otherContainers` when it is
/// empty and `ridingViewTranslation` when it is 0.
public struct KeyboardAdjustment: Sendable, Hashable {
    /// The innermost scroll view of the vertical chain around the focus (SPEC §10.2), or `nil` when
    /// there is none.
    public var container: ContainerAdjustment?
    /// The scroll views around ``container``, innermost to outermost, when the strategy scrolls a
    /// chain of nested scroll views; empty when it adjusts only the innermost one (the others
    /// stay at rest).
    public var outerContainers: [ContainerAdjustment]
    /// The layout's other scroll views, holding no focus, with the keyboard's inset or growth.
    ///
    /// A results list under a search field, a chat's message list above its composer, the other
    /// pane of a split screen (SPEC §10.2), when the strategy scrolls. Their offsets stay; empty for
    /// the strategies that do not scroll, and when there are none.
    public var otherContainers: [ContainerAdjustment]
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
    ///   - otherContainers: The values of the layout's other scroll views, holding no focus.
    ///   - rootViewTranslation: The root view's vertical translation, in window points.
    ///   - rootViewBottomInset: The height to take off the bottom of the root view's usable area.
    ///   - ridingViewTranslation: The riding view's vertical translation, in window points.
    public init(
        container: ContainerAdjustment?, outerContainers: [ContainerAdjustment] = [], otherContainers: [ContainerAdjustment] = [],
        rootViewTranslation: Double = 0, rootViewBottomInset: Double = 0, ridingViewTranslation: Double = 0
    ) {
        self.container = container
        self.outerContainers = outerContainers
        self.otherContainers = otherContainers
        self.rootViewTranslation = rootViewTranslation
        self.rootViewBottomInset = rootViewBottomInset
        self.ridingViewTranslation = ridingViewTranslation
    }

    /// ``container``, then ``outerContainers``, then ``otherContainers``: every scroll view the
    /// adjustment sets.
    public var allContainers: [ContainerAdjustment] {
        // Built in one array of the right size: one allocation, where concatenating the three
        // lists made an array for each step.
        var all: [ContainerAdjustment] = []
        all.reserveCapacity((container == nil ? 0 : 1) + outerContainers.count + otherContainers.count)
        if let container { all.append(container) }
        all += outerContainers
        all += otherContainers
        return all
    }
}

extension KeyboardAdjustment: Codable {
    private enum CodingKeys: String, CodingKey {
        case container, outerContainers, otherContainers, rootViewTranslation, rootViewBottomInset, ridingViewTranslation
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
            otherContainers: try container.decodeIfPresent([ContainerAdjustment].self, forKey: .otherContainers) ?? [],
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
        if !otherContainers.isEmpty { try container.encode(otherContainers, forKey: .otherContainers) }
        try container.encode(rootViewTranslation, forKey: .rootViewTranslation)
        try container.encode(rootViewBottomInset, forKey: .rootViewBottomInset)
        if ridingViewTranslation != 0 { try container.encode(ridingViewTranslation, forKey: .ridingViewTranslation) }
    }
}
