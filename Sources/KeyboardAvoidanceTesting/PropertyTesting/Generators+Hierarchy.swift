import KeyboardAvoidance

/// A random hierarchy and the identifiers of its nodes, window first.
public struct RandomHierarchy: CustomStringConvertible {
    /// The hierarchy.
    public var hierarchy: ViewHierarchy
    /// Every node, the window first.
    public var nodes: [ViewHierarchy.NodeID]
    /// Whether every node's transform is a pure translation (or the identity).
    public var isTranslationOnly: Bool

    /// The hierarchy as its node list, one line per node.
    public var description: String {
        var lines = ["hierarchy (safe area \(hierarchy.windowSafeAreaInsets)):"]
        for id in nodes {
            let node = hierarchy.node(id)
            let parent = hierarchy.parent(of: id).map { "\($0.rawValue)" } ?? "screen"
            lines.append("  [\(id.rawValue)] parent \(parent): \(node.map { "\($0)" } ?? "?")")
        }
        return lines.joined(separator: "\n")
    }
}

extension Generator where Value == RandomHierarchy {
    /// Hierarchies of depth 1…`maximumDepth`: a chain from the window down, with side branches,
    /// scroll offsets in bounds origins, windows anywhere on the screen, and transforms from
    /// ``Generator/transform`` (or translations only).
    ///
    /// - Parameters:
    ///   - maximumDepth: The deepest chain; the depth is drawn uniformly from 1 to this (a maximum
    ///     below 1 counts as 1, one above 65,536 as 65,536).
    ///   - translationsOnly: Whether every transform is a translation, so that conversions have a
    ///     closed form.
    /// - Returns: The generator.
    public static func hierarchy(maximumDepth: Int = 64, translationsOnly: Bool = false) -> Generator<RandomHierarchy> {
        Generator { draws in
            let windowFrame = LayoutRect(
                x: draws.chance(0.5) ? Generator<Double>.coordinate(0, 800).generate(&draws) : 0,
                y: draws.chance(0.3) ? Generator<Double>.coordinate(0, 400).generate(&draws) : 0,
                width: Generator<Double>.coordinate(320, 1_400).generate(&draws),
                height: Generator<Double>.coordinate(320, 1_400).generate(&draws))
            var hierarchy = ViewHierarchy(windowFrame: windowFrame, safeAreaInsets: Generator<LayoutInsets>.insets.generate(&draws))
            var nodes = [ViewHierarchy.window]
            var chainEnd = ViewHierarchy.window
            // A maximum below 1 counts as 1 (the window alone, as a depth of 1 gives), one
            // above 65,536 as 65,536 (deeper than any screen, and the loop below must end).
            let depth = draws.integer(in: 1...Swift.min(Swift.max(1, maximumDepth), AvoidanceLayout.maximumCaptureDepth))
            var translationOnly = true
            for _ in 1..<(depth + draws.below(depth / 4 + 1)) {
                let parent = draws.chance(0.8) ? chainEnd : draws.pick(from: nodes) ?? ViewHierarchy.window
                var transform = LayoutTransform.identity
                if translationsOnly {
                    if draws.chance(0.3) {
                        transform = LayoutTransform(translationX: draws.double(in: -100...100), y: draws.double(in: -100...100))
                    }
                } else {
                    transform = Generator<LayoutTransform>.transform.generate(&draws)
                }
                translationOnly = translationOnly && transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
                let node = ViewNode(
                    bounds: LayoutRect(
                        x: draws.chance(0.3) ? Generator<Double>.coordinate(-50, 600).generate(&draws) : 0,
                        y: draws.chance(0.3) ? Generator<Double>.coordinate(-50, 1_200).generate(&draws) : 0,
                        width: Generator<Double>.coordinate(1, 900).generate(&draws),
                        height: Generator<Double>.coordinate(1, 900).generate(&draws)),
                    center: Generator<LayoutPoint>.point.map { LayoutPoint(x: $0.x / 4, y: $0.y / 4) }.generate(&draws),
                    transform: transform)
                guard let id = try? hierarchy.addNode(node, parent: parent) else { continue }
                nodes.append(id)
                if parent == chainEnd { chainEnd = id }
            }
            return RandomHierarchy(hierarchy: hierarchy, nodes: nodes, isTranslationOnly: translationOnly)
        }
    }
}
