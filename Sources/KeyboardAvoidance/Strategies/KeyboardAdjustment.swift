/// What a strategy says the layout must look like for a keyboard.
///
/// Every value is absolute — the value to set, never an amount to add — so applying an adjustment
/// twice is applying it once.
public struct KeyboardAdjustment: Sendable, Hashable {
    /// The innermost scroll view containing the focus, or `nil` when there is none.
    public var container: ContainerAdjustment?
    /// The scroll views around ``container``, innermost to outermost, when the strategy scrolls a
    /// chain of nested scroll views; empty when it adjusts only the innermost one (the others
    /// stay at rest).
    public var outerContainers: [ContainerAdjustment]
    @usableFromInline internal var storedRootViewTranslation: Double
    @usableFromInline internal var storedRootViewBottomInset: Double

    /// The vertical translation of the layout's root view, in window points: 0 at rest, negative to move it up.
    ///
    /// Apply it as a translation of the root view (for a root view whose ancestors are untransformed,
    /// `transform.ty`). Setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var rootViewTranslation: Double {
        @_transparent get { storedRootViewTranslation }
        @_transparent set { storedRootViewTranslation = FiniteCoordinate.sanitized(newValue) }
    }

    /// The height to take off the bottom of the root view's usable area, in its own points: the height of a keyboard layout guide.
    ///
    /// 0 for strategies other than resize. Setting it applies ``FiniteCoordinate/sanitized(_:)``.
    public var rootViewBottomInset: Double {
        @_transparent get { storedRootViewBottomInset }
        @_transparent set { storedRootViewBottomInset = FiniteCoordinate.sanitized(newValue) }
    }

    /// Creates an adjustment.
    ///
    /// - Parameters:
    ///   - container: The innermost scroll view's values, or `nil`.
    ///   - outerContainers: The values of the scroll views around it, innermost to outermost.
    ///   - rootViewTranslation: The root view's vertical translation, in window points.
    ///   - rootViewBottomInset: The height to take off the bottom of the root view's usable area.
    @_transparent
    public init(
        container: ContainerAdjustment?, outerContainers: [ContainerAdjustment] = .init(), rootViewTranslation: Double = 0,
        rootViewBottomInset: Double = 0
    ) {
        self.container = container
        self.outerContainers = outerContainers
        storedRootViewTranslation = FiniteCoordinate.sanitized(rootViewTranslation)
        storedRootViewBottomInset = FiniteCoordinate.sanitized(rootViewBottomInset)
    }

    /// An adjustment of at most one scroll view from root-view values that already satisfy the
    /// finite policy (finite, within the limit, never −0): what the strategies build on every
    /// evaluation, without checking them again.
    @usableFromInline @_transparent
    internal init(
        container: ContainerAdjustment?, alreadyFiniteRootViewTranslation rootViewTranslation: Double, rootViewBottomInset: Double
    ) {
        self.container = container
        outerContainers = .init()  // not `[]`: the literal leaves a release of the empty array behind
        storedRootViewTranslation = rootViewTranslation
        storedRootViewBottomInset = rootViewBottomInset
    }

    /// The adjustment at `progress` of the way from `from` to `to`, for animating alongside the
    /// keyboard and for interactive dismissal.
    ///
    /// Every number is `a + (b − a)·p` with `p = clamp(progress, 0, 1)` (NaN → 0); the result is
    /// exactly `from` at 0 and exactly `to` at 1. A container present on one side only, or outer
    /// chains of different lengths, switch to `to`'s at `p = 1` and keep `from`'s before.
    ///
    /// - Parameters:
    ///   - from: The adjustment at progress 0 (usually the one currently applied).
    ///   - to: The adjustment at progress 1.
    ///   - progress: The fraction of the way, for example ``KeyboardAnimation/progress(atElapsed:)``.
    /// - Returns: The interpolated adjustment.
    /// - Complexity: O(number of outer containers).
    @inlinable
    public static func interpolated(from: KeyboardAdjustment, to: KeyboardAdjustment, progress: Double) -> KeyboardAdjustment {
        let container: ContainerAdjustment?
        if let a = from.container, let b = to.container {
            container = .interpolated(from: a, to: b, progress: progress)
        } else {
            container = progress >= 1 ? to.container : from.container
        }
        let outer: [ContainerAdjustment]
        if from.outerContainers.count == to.outerContainers.count {
            outer = zip(from.outerContainers, to.outerContainers).map { .interpolated(from: $0, to: $1, progress: progress) }
        } else {
            outer = progress >= 1 ? to.outerContainers : from.outerContainers
        }
        return KeyboardAdjustment(
            container: container, outerContainers: outer,
            rootViewTranslation: lerp(from.rootViewTranslation, to.rootViewTranslation, progress),
            rootViewBottomInset: lerp(from.rootViewBottomInset, to.rootViewBottomInset, progress))
    }

    /// ``container`` followed by ``outerContainers``: every scroll view the adjustment sets.
    @inlinable
    public var allContainers: [ContainerAdjustment] {
        (container.map { [$0] } ?? []) + outerContainers
    }
}

extension KeyboardAdjustment: Codable {
    private enum CodingKeys: String, CodingKey { case container, outerContainers, rootViewTranslation, rootViewBottomInset }

    /// Decodes an adjustment; `container` may be absent (no scroll view).
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` if a field is missing, mistyped or not finite.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            container: try container.decodeIfPresent(ContainerAdjustment.self, forKey: .container),
            outerContainers: try container.decode([ContainerAdjustment].self, forKey: .outerContainers),
            rootViewTranslation: try container.decodeFiniteCoordinate(forKey: .rootViewTranslation),
            rootViewBottomInset: try container.decodeFiniteCoordinate(forKey: .rootViewBottomInset))
    }

    /// Encodes the adjustment; `container` is omitted when there is none.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.container, forKey: .container)
        try container.encode(outerContainers, forKey: .outerContainers)
        try container.encode(rootViewTranslation, forKey: .rootViewTranslation)
        try container.encode(rootViewBottomInset, forKey: .rootViewBottomInset)
    }
}
