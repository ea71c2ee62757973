import KeyboardAvoidance
import KeyboardAvoidanceTool

/// Raw numeric layouts fed straight to every strategy.
///
/// Checks, for every input: every output is finite; translation ≤ 0 and bottom inset ≥ 0; insets
/// never below the app's own; a hidden keyboard gives the resting adjustment; prepared and
/// unprepared evaluation agree. And, inside the working range (SPEC §2) where arithmetic cannot
/// saturate: evaluating the applied layout again gives the same adjustment (the fixpoint, exact for
/// one scroll view).
public enum LayoutCheck {
    /// Builds a layout and a keyboard from the bytes and checks every strategy.
    ///
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func check(_ data: [UInt8]) throws(InvariantViolation) {
        var input = FuzzInput(data)
        let screen = LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
        var hierarchy = ViewHierarchy(
            window: ViewNode(
                bounds: LayoutRect(x: 0, y: 0, width: input.double(), height: input.double()),
                center: LayoutPoint(x: input.double(), y: input.double())),
            safeAreaInsets: LayoutInsets(top: input.double(), left: input.double(), bottom: input.double(), right: input.double()))
        var ids = [ViewHierarchy.window]
        for _ in 0..<(1 + input.below(6)) {
            let transform =
                input.below(4) == 0
                ? LayoutTransform(
                    a: input.double(), b: input.double(), c: input.double(), d: input.double(), tx: input.double(), ty: input.double())
                : .identity
            let node = ViewNode(
                bounds: LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()),
                center: LayoutPoint(x: input.double(), y: input.double()), transform: transform)
            if let id = try? hierarchy.addNode(node, parent: ids[input.below(ids.count)]) { ids.append(id) }
        }
        var containers: [ScrollContainer] = []
        for _ in 0..<input.below(3) {
            containers.append(
                ScrollContainer(
                    node: ids[input.below(ids.count)], contentSize: LayoutSize(width: input.double(), height: input.double()),
                    contentInsets: LayoutInsets(top: input.double(), bottom: input.double()),
                    contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior.allCases[input.below(4)],
                    isInNavigationController: input.below(2) == 0, alwaysBouncesVertically: input.below(2) == 0,
                    alwaysBouncesHorizontally: input.below(2) == 0, isPagingEnabled: input.below(2) == 0))
        }
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: ids[input.below(ids.count)], scrollContainers: containers,
            focus: FocusTarget(
                node: ids[input.below(ids.count)],
                rect: LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())),
            margins: FocusMargins(input.double()), undockedPolicy: input.below(2) == 0 ? .ignore : .avoid)
        let keyboard = KeyboardState(
            frame: LayoutRect(x: input.double(), y: input.double(), width: input.double(), height: input.double()), screenBounds: screen)
        try checkAllStrategies(layout, keyboard)
    }

    /// Checks every strategy's invariants on a layout and a keyboard.
    ///
    /// - Parameters:
    ///   - layout: The layout at rest.
    ///   - keyboard: The keyboard.
    /// - Throws: `InvariantViolation` naming the invariant that failed.
    public static func checkAllStrategies(_ layout: AvoidanceLayout, _ keyboard: KeyboardState) throws(InvariantViolation) {
        let prepared = PreparedLayout(layout)
        for strategy in StrategyName.allCases {
            // (Prepared and unprepared are not compared: an unprepared evaluation prepares, so they
            // cannot differ.)
            let adjustment = strategy.adjustment(for: prepared, keyboard: keyboard)
            try checkBounds(adjustment, layout, strategy)
            let hidden = strategy.adjustment(for: prepared, keyboard: .hidden(screenBounds: keyboard.screenBounds))
            // Resize rests at the root view's safe-area bottom, as a keyboard layout guide does (§10.7).
            let restingInset = strategy == .resize ? Swift.max(0, layout.hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0) : 0
            try expectOwnValues(hidden, layout, restingBottomInset: restingInset, "\(strategy)")
            // What the tool prints and the testing library judges (SPEC §12.2): finite, whatever the input.
            let visibility = layout.focusVisibility(after: adjustment, keyboard: keyboard)
            let numbers =
                [visibility.focusFrame, visibility.visibleRegion].compactMap { $0 }.flatMap(rect) + [visibility.keyboardClearance ?? 0]
            try expect(numbers.allSatisfy(\.isFinite), "\(strategy): a non-finite visibility \(visibility)")
            let again = strategy.adjustment(for: layout.applying(adjustment), keyboard: keyboard)
            if adjustment.outerContainers.isEmpty, isInWorkingRange(layout, keyboard), isInWorkingRange(adjustment) {
                try expect(again == adjustment, "\(strategy): not a fixpoint: \(adjustment) then \(again)")
            }
        }
        // The reveal at an alignment (SPEC §10.3), realigning a visible focus or not.
        let aligned: [(StrategyName, any KeyboardAvoidanceStrategy)] = [
            (.scrollInset, ScrollInsetStrategy(alignment: .top)),
            (.contentGrowth, ContentGrowthStrategy(alignment: RevealAlignment(position: 0.3, realignsVisibleTarget: true))),
        ]
        for (name, strategy) in aligned {
            // (Prepared and unprepared are not compared: an unprepared evaluation prepares, so they
            // cannot differ.)
            let adjustment = strategy.adjustment(for: prepared, keyboard: keyboard)
            try checkBounds(adjustment, layout, name)
            let hidden = strategy.adjustment(for: prepared, keyboard: .hidden(screenBounds: keyboard.screenBounds))
            try expectOwnValues(hidden, layout, restingBottomInset: 0, "\(name) aligned")
            let again = strategy.adjustment(for: layout.applying(adjustment), keyboard: keyboard)
            if adjustment.outerContainers.isEmpty, isInWorkingRange(layout, keyboard), isInWorkingRange(adjustment) {
                try expect(again == adjustment, "\(strategy): not a fixpoint: \(adjustment) then \(again)")
            }
        }
    }

    /// SPEC §2's working range: every coordinate at most 10⁶ pt in magnitude and every linear
    /// transform component at most 4, so that no sum or product along a hierarchy of a few levels
    /// comes near the saturation limit of 10¹².
    static func isInWorkingRange(_ layout: AvoidanceLayout, _ keyboard: KeyboardState) -> Bool {
        var values =
            [layout.margins.top, layout.margins.bottom] + rect(keyboard.frame) + rect(keyboard.screenBounds) + rect(layout.focus.rect)
        for id in layout.hierarchy.nodeIDs {
            guard let node = layout.hierarchy.node(id) else { continue }
            let t = node.transform
            guard [t.a, t.b, t.c, t.d].allSatisfy({ $0.magnitude <= 4 }) else { return false }
            values += [
                node.boundsOrigin.x, node.boundsOrigin.y, node.boundsSize.width, node.boundsSize.height, node.center.x, node.center.y, t.tx,
                t.ty,
            ]
        }
        let insets = layout.hierarchy.windowSafeAreaInsets
        values += [insets.top, insets.left, insets.bottom, insets.right]
        for container in layout.scrollContainers {
            values += [
                container.contentSize.width, container.contentSize.height, container.contentInsets.top, container.contentInsets.bottom,
                container.contentInsets.left, container.contentInsets.right,
            ]
        }
        return values.allSatisfy { $0.magnitude <= 1e6 }
    }

    static func isInWorkingRange(_ adjustment: KeyboardAdjustment) -> Bool {
        adjustment.allContainers.allSatisfy { $0.contentOffset.x.magnitude <= 1e6 && $0.contentOffset.y.magnitude <= 1e6 }
    }

    private static func rect(_ r: LayoutRect) -> [Double] { [r.minX, r.minY, r.maxX, r.maxY] }

    /// Checks that an adjustment for a hidden keyboard gives every view the layout's own values
    /// (SPEC §9: hiding yields the resting layout), read from the layout itself rather than from
    /// another evaluation: each scroll view it sets has its listing's insets and content size and its
    /// node's bounds origin as the offset, the root view and the riding view do not move, and the
    /// root view's bottom inset is its resting one.
    ///
    /// - Parameters:
    ///   - hidden: A strategy's adjustment for a hidden keyboard.
    ///   - layout: The layout at rest.
    ///   - restingBottomInset: The root view's bottom inset at rest: resize's safe-area bottom, else 0.
    ///   - strategy: The strategy's name, for the message.
    /// - Throws: `InvariantViolation` naming the value that is not the app's own.
    static func expectOwnValues(
        _ hidden: KeyboardAdjustment, _ layout: AvoidanceLayout, restingBottomInset: Double, _ strategy: String
    ) throws(InvariantViolation) {
        for container in [hidden.container].compactMap({ $0 }) + hidden.outerContainers + hidden.otherContainers {
            let own = layout.scrollContainers.first { $0.node == container.node }
            let offset = layout.hierarchy.node(container.node)?.boundsOrigin
            try expect(
                own?.contentInsets == container.contentInsets && own?.scrollIndicatorInsets == container.scrollIndicatorInsets
                    && own?.contentSize == container.contentSize && offset == container.contentOffset,
                "\(strategy): hidden, scroll view \(container.node) is not at its own values: \(container)")
        }
        try expect(hidden.rootViewTranslation == 0, "\(strategy): hidden moves the root view")
        try expect(
            hidden.rootViewBottomInset == restingBottomInset,
            "\(strategy): hidden, the root view's bottom inset is \(hidden.rootViewBottomInset), not \(restingBottomInset)")
        try expect(hidden.ridingViewTranslation == 0, "\(strategy): hidden moves the riding view")
    }

    static func checkBounds(_ adjustment: KeyboardAdjustment, _ layout: AvoidanceLayout, _ strategy: StrategyName)
        throws(InvariantViolation)
    {
        try expect(
            adjustment.rootViewTranslation.isFinite && adjustment.rootViewTranslation <= 0,
            "\(strategy): translation \(adjustment.rootViewTranslation)")
        try expect(
            adjustment.rootViewBottomInset.isFinite && adjustment.rootViewBottomInset >= 0,
            "\(strategy): bottom inset \(adjustment.rootViewBottomInset)")
        for (container, set) in zip(layout.scrollChain, adjustment.allContainers) {
            let values = [
                set.contentOffset.x, set.contentOffset.y, set.contentSize.width, set.contentSize.height,
                set.contentInsets.top, set.contentInsets.left, set.contentInsets.bottom, set.contentInsets.right,
                set.scrollIndicatorInsets.bottom,
            ]
            try expect(values.allSatisfy(\.isFinite), "\(strategy): non-finite \(values)")
            try expect(set.contentInsets.bottom >= container.contentInsets.bottom, "\(strategy): inset below the app's own")
            try expect(set.contentSize.height >= container.contentSize.height, "\(strategy): content shrank")
        }
    }
}
