import KeyboardAvoidance

extension AvoidanceLayout {
    /// The keyboard's scroll view of the chain (SPEC §10.2), written out again for the tests from
    /// the layout's public values: the outermost scroll view of ``scrollChain`` that is not
    /// horizontal-only, or the outermost when every one is; `nil` when no scroll view holds the focus.
    public var keyboardScrollViewOfChain: ScrollContainer? {
        let chain = scrollChain.filter { hierarchy.node($0.node) != nil }
        let takesTheKeyboard = chain.last { scrollView in
            guard let size = hierarchy.node(scrollView.node)?.boundsSize else { return false }
            let sideways = scrollView.settings.scrollsHorizontally(inViewportOfWidth: size.width)
            return !sideways || scrollView.settings.scrollsVertically(inViewportOfHeight: size.height)
        }
        return takesTheKeyboard ?? chain.last
    }

    /// Whether the keyboard covers the keyboard's scroll view (SPEC §10.2), so that a scrolling
    /// strategy that reveals scrolls the chain: its obscured bottom height, taken over the rows it
    /// spans — wherever it sits sideways — when scroll views outside it hold it.
    ///
    /// - Parameter keyboard: The keyboard.
    /// - Returns: Whether the keyboard's scroll view is covered; `false` when there is none.
    public func coversKeyboardScrollView(_ keyboard: KeyboardState) -> Bool {
        guard let scrollView = keyboardScrollViewOfChain,
            !(ridingView.map { hierarchy.isNode(scrollView.node, inSubtreeOf: $0) } ?? false)
        else { return false }
        guard scrollView.node != scrollChain.last?.node else { return obscuredBottomHeight(of: scrollView.node, by: keyboard) > 0 }
        guard let avoided = avoidedFrame(of: keyboard), let height = hierarchy.node(scrollView.node)?.boundsSize.height,
            let local = hierarchy.convert(avoided, from: .screen, to: .node(scrollView.node))
        else { return false }
        // In its content space: move by the bounds origin back to local space's [0, height].
        let originY = hierarchy.node(scrollView.node)?.boundsOrigin.y ?? 0
        let top = local.minY - originY
        let bottom = local.maxY - originY
        return local.width > 0 && top < height && bottom >= 0
    }
}
