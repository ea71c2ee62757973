import KeyboardAvoidance

/// A random layout and keyboard for the strategy properties.
public struct AvoidanceScenario: CustomStringConvertible {
    /// The resting layout.
    public var layout: AvoidanceLayout
    /// The keyboard.
    public var keyboard: KeyboardState

    /// The layout and keyboard, readable.
    public var description: String {
        var lines = [
            "keyboard \(keyboard.frame) on \(keyboard.screenBounds) (\(keyboard.placement)), margins \(layout.margins.top)/\(layout.margins.bottom), policy \(layout.undockedPolicy), "
                + "riding view \(layout.ridingView.map { "\($0.rawValue)" } ?? "none")"
        ]
        for id in layout.hierarchy.nodeIDs {
            let parent = layout.hierarchy.parent(of: id).map { "\($0.rawValue)" } ?? "screen"
            lines.append("  [\(id.rawValue)] parent \(parent): \(layout.hierarchy.node(id).map { "\($0)" } ?? "?")")
        }
        lines.append("  window safe area \(layout.hierarchy.windowSafeAreaInsets); root \(layout.rootView.rawValue)")
        for container in layout.scrollContainers {
            lines.append(
                "  scroll [\(container.node.rawValue)] content \(container.contentSize) insets \(container.contentInsets) \(container.contentInsetAdjustmentBehavior)\(container.isInNavigationController ? " in navigation" : "")\(container.isPagingEnabled ? " paging" : "")"
            )
        }
        lines.append("  focus [\(layout.focus.node.rawValue)] \(layout.focus.rect)")
        return lines.joined(separator: "\n")
    }
}

extension Generator where Value == AvoidanceScenario {
    /// Realistic layouts: a device screen; a window filling it, or offset in it (Slide Over, Stage
    /// Manager); a root view filling the window or a card that stops short of its bottom; a few
    /// untransformed wrapper views; one scroll view (sometimes a second one nested in it) scrolled
    /// anywhere, with the app's own insets; a focus anywhere in the content, short or tall; and a
    /// keyboard — docked mostly, otherwise minimized, floating, split, hidden or on a placement
    /// threshold.
    ///
    /// Boundary-seeking draws (SPEC.md §13): the screen is off the origin half the time; the window
    /// has a non-zero bounds origin one time in five; a scroll view rests outside its range (pulled
    /// down past its top, or rubber-banding past its end) one time in six — and when that is the
    /// scroll view holding the focus, half those times the focus is centred in its viewport there,
    /// visible; and one focus in four is
    /// placed so that its bottom, plus the margin, lands on the keyboard's top edge (exactly, or
    /// an ulp or a fraction of a point either side), for a scroll view at rest in an untransformed
    /// chain. The root view has bars (additional safe-area insets) one time in four; margins differ
    /// per edge one time in three; a dismiss padding one time in four; and a window that ends above
    /// the screen's bottom has a keyboard docked to it four times in ten.
    ///
    /// - Parameter nested: Whether a second, inner scroll view may hold the focus.
    /// - Returns: The generator.
    public static func scenario(nested: Bool = false) -> Generator<AvoidanceScenario> {
        Generator { draws in
            let screen = Generator<LayoutRect>.screenAnywhere.generate(&draws)
            var window = screen
            if draws.chance(0.25) {
                let width = (screen.width * draws.double(in: 0.3...1)).rounded()
                let height = (screen.height * draws.double(in: 0.5...1)).rounded()
                window = LayoutRect(
                    x: screen.minX + (draws.double(in: 0...1) * (screen.width - width)).rounded(),
                    y: screen.minY + (draws.double(in: 0...1) * (screen.height - height)).rounded(),
                    width: width, height: height)
            }
            // Side insets one time in five: a notched phone in landscape.
            let side: Double = draws.chance(0.2) ? draws.pick(47, 59) : 0
            let safe = LayoutInsets(
                top: draws.pick(0, 20, 24, 47, 59), left: side, bottom: draws.pick(0, 20, 21, 34), right: side)
            let windowOrigin = draws.chance(0.2) ? LayoutPoint(x: draws.pick(-20, 0, 50), y: draws.pick(-100, 0, 30.5)) : .zero
            var hierarchy = ViewHierarchy(
                window: ViewNode(frame: window, boundsOrigin: windowOrigin), safeAreaInsets: safe)
            let windowBounds = LayoutRect(x: windowOrigin.x, y: windowOrigin.y, width: window.width, height: window.height)
            var rootFrame = windowBounds
            if draws.chance(0.25) {
                let top = draws.double(in: 0...(window.height / 3)).rounded()
                rootFrame = LayoutRect(
                    x: windowOrigin.x, y: windowOrigin.y + top, width: window.width,
                    height: (draws.double(in: 0.3...1) * (window.height - top)).rounded())
            }
            // Bars over the root view one time in four: a navigation bar's, a tab bar's, or both, as
            // additional safe-area insets (SPEC §5.1).
            var rootNode = ViewNode(frame: rootFrame)
            if draws.chance(0.25) {
                rootNode.additionalSafeAreaInsets = LayoutInsets(top: draws.pick(0, 44, 50), bottom: draws.pick(0, 49, 83))
            }
            // Every parent exists (it was just added), so these insertions cannot fail.
            var parent = ViewHierarchy.window
            parent = (try? hierarchy.addNode(rootNode, parent: parent)) ?? parent
            let root = parent
            for _ in 0..<draws.integer(in: 0...4) {
                let inset = draws.double(in: 0...8).rounded()
                let size = hierarchy.node(parent)?.bounds.size ?? LayoutSize(width: 100, height: 100)
                parent =
                    (try? hierarchy.addNode(
                        ViewNode(
                            frame: LayoutRect(
                                x: inset, y: inset, width: max(1, size.width - 2 * inset), height: max(1, size.height - 2 * inset))),
                        parent: parent)) ?? parent
            }
            let available = hierarchy.node(parent)?.bounds.size ?? LayoutSize(width: 100, height: 100)
            var containers: [ScrollContainer] = []
            func addScrollView(in parent: ViewHierarchy.NodeID, size available: LayoutSize, _ draws: inout Draws) -> (
                ViewHierarchy.NodeID, LayoutSize
            ) {
                let top = draws.chance(0.5) ? 0 : (draws.double(in: 0...0.3) * available.height).rounded()
                let height = max(40, (draws.double(in: 0.4...1) * (available.height - top)).rounded())
                let frame = LayoutRect(x: 0, y: top, width: available.width, height: height)
                let contentHeight = (height * draws.double(in: 0.5...4)).rounded()
                // Wider than the viewport one time in five — a carousel or, half those times, a pager
                // of whole pages — scrolled horizontally anywhere (SPEC §10.3).
                let pages = draws.chance(0.2) ? Double(draws.integer(in: 2...4)) : 1
                let contentWidth = available.width * pages
                let offsetX = pages > 1 ? (draws.double(in: 0...1) * (contentWidth - available.width)).rounded() : 0
                let offset = draws.chance(0.4) ? 0 : (draws.double(in: 0...1) * max(0, contentHeight - height)).rounded()
                let node =
                    (try? hierarchy.addNode(ViewNode(frame: frame, boundsOrigin: LayoutPoint(x: offsetX, y: offset)), parent: parent))
                    ?? parent
                let ownInsets = draws.chance(0.3) ? LayoutInsets(top: draws.pick(0, 20, 44), bottom: draws.pick(0, 20, 50)) : .zero
                containers.append(
                    ScrollContainer(
                        node: node, contentSize: LayoutSize(width: contentWidth, height: contentHeight), contentInsets: ownInsets,
                        scrollIndicatorInsets: ownInsets,
                        // UIKit's four behaviours, `.always` most often (SPEC §10.2).
                        contentInsetAdjustmentBehavior: draws.chance(0.4) ? .always : draws.pick(.automatic, .scrollableAxes, .never),
                        isInNavigationController: draws.chance(0.2),
                        // Bouncing with short content one time in five: an inner scroll view whose content is
                        // no taller than it (a third of the draws) absorbs nothing vertically unless it
                        // bounces (SPEC §10.2).
                        alwaysBouncesVertically: draws.chance(0.2), alwaysBouncesHorizontally: draws.chance(0.1),
                        isPagingEnabled: pages > 1 && draws.chance(0.5)))
                return (node, LayoutSize(width: contentWidth, height: contentHeight))
            }
            var (holder, content) = addScrollView(in: parent, size: available, &draws)
            if nested && draws.chance(0.6) {
                let top = (draws.double(in: 0...1) * content.height * 0.8).rounded()
                let wrapper =
                    (try? hierarchy.addNode(
                        ViewNode(
                            frame: LayoutRect(
                                x: 0, y: top, width: min(content.width, available.width), height: max(60, content.height - top))),
                        parent: holder)) ?? holder
                (holder, content) = addScrollView(
                    in: wrapper,
                    size: LayoutSize(width: min(content.width, available.width), height: max(60, min(400, content.height - top))),
                    &draws)
            }
            let fieldHeight = draws.chance(0.8) ? draws.double(in: 30...60).rounded() : draws.double(in: 100...900).rounded()
            let fieldTop = (draws.double(in: -0.05...1) * content.height).rounded()
            // In wide content, a field on any page, anywhere across it.
            let fieldWidth = max(1, min(content.width, available.width) - 32)
            let fieldLeft = content.width > available.width ? (draws.double(in: 0...1) * (content.width - fieldWidth)).rounded() : 16
            let field =
                (try? hierarchy.addNode(
                    ViewNode(frame: LayoutRect(x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight)), parent: holder))
                ?? holder
            // A caret rectangle one time in five, else the whole field.
            let focusRect: LayoutRect =
                draws.chance(0.2)
                ? LayoutRect(x: draws.double(in: 0...100).rounded(), y: draws.double(in: 0...fieldHeight).rounded(), width: 2, height: 20)
                : LayoutRect(x: 0, y: 0, width: fieldWidth, height: fieldHeight)
            var keyboard: KeyboardState =
                draws.chance(0.7)
                ? Generator<KeyboardState>.docked(on: screen).generate(&draws) : Generator<KeyboardState>.any(on: screen).generate(&draws)
            if window.maxY < screen.maxY - 1, draws.chance(0.4) {
                // Docked to a window that ends above the screen's bottom (SPEC §6.4): spanning its
                // width and ending at its bottom edge, exactly or within the tolerance either way.
                let height = (draws.double(in: 0.2...0.6) * window.height).rounded()
                let bottom = Generator<Double>.near(window.maxY).generate(&draws)
                keyboard = KeyboardState(
                    frame: LayoutRect(minX: window.minX, minY: bottom - height, maxX: window.maxX, maxY: bottom), screenBounds: screen)
            }
            // A scroll view at rest sits inside its range: with content shorter than the viewport,
            // or with top insets, UIKit rests it at −adjustedTop, not at 0.
            var restsOutsideItsRange: Set<ViewHierarchy.NodeID> = []
            for container in containers {
                guard var node = hierarchy.node(container.node) else { continue }
                let safe = hierarchy.safeAreaInsets(of: container.node) ?? .zero
                let adds = container.settings.addsVerticalSafeArea(inViewportOf: node.boundsSize)
                let range = ScrollRange(
                    contentHeight: container.contentSize.height, viewportHeight: node.boundsSize.height,
                    adjustedTop: container.contentInsets.top + (adds ? safe.top : 0),
                    adjustedBottom: container.contentInsets.bottom + (adds ? safe.bottom : 0))
                node.boundsOrigin.y = range.clamp(node.boundsOrigin.y)
                if draws.chance(1 / 6) {
                    // Pulled down past the top, or rubber-banding past the end.
                    node.boundsOrigin.y =
                        draws.chance(0.5)
                        ? range.lower - draws.pick(0.5, 40, 120) : range.upper + draws.pick(0.5, 30, 90)
                    restsOutsideItsRange.insert(container.node)
                }
                try? hierarchy.setNode(container.node, to: node)
            }
            if restsOutsideItsRange.contains(holder), draws.chance(0.5), let scrollView = hierarchy.node(holder),
                var node = hierarchy.node(field)
            {
                // Half the time the focus is visible there: the field in the middle of the viewport
                // at that resting offset.
                node.center.y = scrollView.boundsOrigin.y + scrollView.boundsSize.height / 2 - focusRect.midY + node.boundsSize.height / 2
                try? hierarchy.setNode(field, to: node)
            }
            // One symmetric margin mostly; per edge one time in three (SPEC §10.1).
            let margin: Double = draws.pick(10, 0, 5, 20, 60)
            let margins = draws.chance(1 / 3) ? FocusMargins(top: draws.pick(0, 5, 20, 60), bottom: margin) : FocusMargins(margin)
            if draws.chance(0.25), let keyboardTop = keyboard.visibleFrame?.minY,
                let top = hierarchy.convert(LayoutPoint(x: screen.midX, y: keyboardTop), from: .screen, to: .node(holder)),
                var node = hierarchy.node(field)
            {
                // The margin band: the focus's bottom plus the margin on the keyboard's top edge at rest.
                let bottom = Generator<Double>.near(top.y - margin).generate(&draws)
                node.center.y += bottom - (node.frame.minY + focusRect.maxY)
                try? hierarchy.setNode(field, to: node)
            }
            // A view riding on the keyboard one time in four, across the root view's bottom: an input
            // bar's height, a sliver, a tall panel, or more than the screen (SPEC §6.5).
            var riding: ViewHierarchy.NodeID?
            if draws.chance(0.25), let rootNode = hierarchy.node(root) {
                let height = draws.pick(44, 0.5, 300, 5_000.0)
                let bottom = rootNode.boundsSize.height - (hierarchy.safeAreaInsets(of: root)?.bottom ?? 0)
                riding = try? hierarchy.addNode(
                    ViewNode(frame: LayoutRect(x: 0, y: bottom - height, width: rootNode.boundsSize.width, height: height)), parent: root)
            }
            let layout = AvoidanceLayout(
                hierarchy: hierarchy, rootView: root, scrollContainers: containers.reversed(),
                focus: FocusTarget(node: field, rect: focusRect), margins: margins,
                undockedPolicy: draws.chance(0.3) ? .avoid : .ignore, ridingView: riding)
            return AvoidanceScenario(layout: layout, keyboard: keyboard)
        }
    }
}
