/// Where the focus is once an adjustment is applied, and whether all of it can be seen (SPEC §12.2).
///
/// The region a user can see is the window's safe area, cut by the bars over the root view (its
/// additional safe-area insets), by the top of the avoided keyboard where the keyboard crosses the
/// focus horizontally, and by every scroll view around the focus. The tool's `evaluate` prints
/// ``isFocusVisible`` as "focus visible"; `KeyboardAvoidanceTesting` fails a screen where it is
/// `false`.
public struct FocusVisibility: Sendable, Hashable, Codable {
    /// The focus's rectangle in window coordinates with the adjustment applied, or `nil` when it
    /// cannot be converted there (an unknown node, a singular transform).
    public var focusFrame: LayoutRect?
    /// The part of the window the focus must lie in, in window coordinates, or `nil` when it is
    /// empty or cannot be computed.
    public var visibleRegion: LayoutRect?
    /// The distance from the focus's bottom to the avoided keyboard's top, in window points
    /// (negative when the keyboard covers the focus); `nil` when no keyboard is avoided or it does
    /// not cross the focus horizontally.
    ///
    /// Finite, as every number of the library (SPEC §2).
    public var keyboardClearance: Double? {
        get { clearance?.wrappedValue }
        set { clearance = newValue.map(FiniteCoordinate.init(wrappedValue:)) }
    }
    // Stored as a `FiniteCoordinate` so that the finite-number policy applies to an optional
    // number too, and decoding rejects a non-finite one by its JSON name.
    private var clearance: FiniteCoordinate?

    private enum CodingKeys: String, CodingKey {
        case focusFrame, visibleRegion
        case clearance = "keyboardClearance"
    }

    /// The tolerance, in points, of ``isFocusVisible``'s comparisons: 10⁻⁶, the reveal's own
    /// (``ScrollViewport/visibilityTolerance``), so that what a strategy leaves as already shown
    /// is visible here.
    public static let tolerance = ScrollViewport.visibilityTolerance

    /// Whether the whole focus lies in ``visibleRegion``: ``isVisible(_:)`` of ``focusFrame``.
    ///
    /// `false` when either rectangle is `nil`.
    public var isFocusVisible: Bool {
        focusFrame.map(isVisible) ?? false
    }

    /// Whether a rectangle in window coordinates lies in ``visibleRegion``, to within
    /// ``tolerance`` on each edge; `false` when there is no region.
    ///
    /// - Parameter rect: The rectangle, for example the focus grown by its margins.
    /// - Returns: Whether a user sees all of it.
    public func isVisible(_ rect: LayoutRect) -> Bool {
        guard let region = visibleRegion else { return false }
        let tolerance = Self.tolerance
        return rect.minY >= region.minY - tolerance && rect.maxY <= region.maxY + tolerance
            && rect.minX >= region.minX - tolerance && rect.maxX <= region.maxX + tolerance
    }

    /// Creates a visibility from its parts.
    ///
    /// - Parameters:
    ///   - focusFrame: The focus in window coordinates.
    ///   - visibleRegion: The region it must lie in.
    ///   - keyboardClearance: The distance from its bottom to the keyboard's top.
    public init(focusFrame: LayoutRect?, visibleRegion: LayoutRect?, keyboardClearance: Double?) {
        self.focusFrame = focusFrame
        self.visibleRegion = visibleRegion
        clearance = keyboardClearance.map(FiniteCoordinate.init(wrappedValue:))
    }
}

extension AvoidanceLayout {
    /// Where the focus is with an adjustment applied, and the region of the window a user sees.
    ///
    /// With `presented = presentedHierarchy(applying: adjustment)` and the focus `F` and the frame
    /// to keep clear `K` (``frameToKeepClear(of:)``) converted to window coordinates in it, in
    /// this order:
    /// 1. region = window bounds inset by the window's safe area, ∩ the root view's safe area (its
    ///    bars);
    /// 2. where `K` crosses `F` horizontally (`K.minX < F.maxX` and `F.minX < K.maxX`), the
    ///    region's bottom becomes `min(region.maxY, max(region.minY, K.minY))` and the clearance
    ///    is `K.minY − F.maxY`;
    /// 3. region ∩ the frame of every scroll container around the focus (empty, so `nil`, when
    ///    they do not meet).
    ///
    /// - Parameters:
    ///   - adjustment: An adjustment computed for this layout (its resting adjustment to ask about
    ///     the layout at rest).
    ///   - keyboard: The keyboard, in screen coordinates.
    /// - Returns: The focus's frame, the visible region and the clearance.
    /// - Complexity: O(n + c·d) for n nodes and c scroll containers at depth up to d; allocates
    ///   the presented hierarchy.
    public func focusVisibility(after adjustment: KeyboardAdjustment, keyboard: KeyboardState) -> FocusVisibility {
        let presented = presentedHierarchy(applying: adjustment)
        let focusFrame = presented.convert(focus.rect, from: .node(focus.node), to: .window)
        let keyboardFrame = frameToKeepClear(of: keyboard).flatMap { presented.convert($0, from: .screen, to: .window) }
        var crossingKeyboard: LayoutRect?
        if let focusFrame, let keyboardFrame, keyboardFrame.minX < focusFrame.maxX, focusFrame.minX < keyboardFrame.maxX {
            crossingKeyboard = keyboardFrame
        }
        // The window's safe area as §5 derives it (negative insets as 0, its own additional ones added).
        var region = presented.node(ViewHierarchy.window).flatMap { window in
            presented.safeAreaInsets(of: ViewHierarchy.window).map { window.bounds.inset(by: $0) }
        }
        // Bars over the root view (additional safe-area insets) hide what is under them too.
        if let root = presented.node(rootView), let insets = presented.safeAreaInsets(of: rootView),
            let rootSafe = presented.convert(root.bounds.inset(by: insets), from: .node(rootView), to: .window)
        {
            region = region.flatMap { $0.intersection(rootSafe) }
        }
        if let crossingKeyboard, let current = region {
            region = LayoutRect(
                minX: current.minX, minY: current.minY, maxX: current.maxX,
                maxY: min(current.maxY, max(current.minY, crossingKeyboard.minY)))
        }
        for container in scrollContainers where hierarchy.isNode(focus.node, inSubtreeOf: container.node) {
            if let bounds = presented.node(container.node)?.bounds,
                let frame = presented.convert(bounds, from: .node(container.node), to: .window)
            {
                region = region.flatMap { $0.intersection(frame) }
            }
        }
        return FocusVisibility(
            focusFrame: focusFrame, visibleRegion: region,
            keyboardClearance: crossingKeyboard.flatMap { keyboard in focusFrame.map { keyboard.minY - $0.maxY } })
    }

    /// What the focus must stay clear of, in screen coordinates: the avoided frame
    /// (``avoidedFrame(of:)``), or — for a focus inside the riding view, which rides on the keyboard
    /// (SPEC §6.5) — the keyboard alone, not extended by the riding view's band.
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: The frame to keep clear, or `nil` when the keyboard is not avoided.
    public func frameToKeepClear(of keyboard: KeyboardState) -> LayoutRect? {
        let focusRides = ridingView.map { hierarchy.isNode(focus.node, inSubtreeOf: $0) } ?? false
        guard focusRides else { return avoidedFrame(of: keyboard) }
        return keyboardFrame(of: keyboard)
    }
}

extension FocusVisibility: CustomStringConvertible {
    /// The verdict and what it rests on: `FocusVisibility(visible: …, focusFrame: …, visibleRegion: …,
    /// keyboardClearance: …)`, each absent value as `none`.
    public var description: String {
        func value<T>(_ optional: T?) -> String { optional.map { "\($0)" } ?? "none" }
        return "FocusVisibility(visible: \(isFocusVisible), focusFrame: \(value(focusFrame)), "
            + "visibleRegion: \(value(visibleRegion)), keyboardClearance: \(value(keyboardClearance)))"
    }
}
