// A layout prints its fields as the JSON names them, and a prepared layout the layout it was
// prepared from: never the flattened values behind them.

extension AvoidanceLayout: CustomStringConvertible {
    /// The layout as `AvoidanceLayout(hierarchy: …, rootView: …, scrollContainers: […], focus: …,
    /// margins: …, undockedPolicy: …, ridingView: …)`, followed by what the builder reported
    /// (``LayoutDiagnostic/unknownParent(_:view:)``) when it reported anything, since that is part
    /// of the value too.
    public var description: String {
        let containers = scrollContainers.map { "[\($0)]" }.joined(separator: ", ")
        let built = buildingDiagnostics.isEmpty ? "" : ", built with: [\(buildingDiagnostics.map(\.description).joined(separator: "; "))]"
        return "AvoidanceLayout(hierarchy: \(hierarchy), rootView: \(rootView), scrollContainers: [\(containers)], "
            + "focus: \(focus.rect) in \(focus.node), margins: \(margins), undockedPolicy: \(undockedPolicy.rawValue), "
            + "ridingView: \(ridingView.map { "\($0)" } ?? "none")\(built))"
    }
}

extension PreparedLayout: CustomStringConvertible {
    /// The prepared layout as `PreparedLayout(AvoidanceLayout(…))`: the resting layout it was
    /// prepared from, which determines everything else it holds.
    public var description: String { "PreparedLayout(\(layout))" }
}
