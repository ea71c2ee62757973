// Readable descriptions of what a strategy answers, for `print`, test failures and the tool: the
// values an app sets, by name, without the storage they are kept in.

extension ContainerAdjustment: CustomStringConvertible {
    /// The values as `node N: offset (x, y), insets (…), indicators (…), content (w × h)`.
    public var description: String {
        "\(node): offset \(contentOffset), insets \(contentInsets), indicators \(scrollIndicatorInsets), content \(contentSize)"
    }
}

extension KeyboardAdjustment: CustomStringConvertible {
    /// The adjustment as its containers, innermost first, then the root view's translation and
    /// bottom inset and the riding view's translation.
    public var description: String {
        let containers = allContainers.map { "[\($0)]" }.joined(separator: ", ")
        return "KeyboardAdjustment(containers: [\(containers)], rootViewTranslation: \(rootViewTranslation), "
            + "rootViewBottomInset: \(rootViewBottomInset), ridingViewTranslation: \(ridingViewTranslation))"
    }
}
