import KeyboardAvoidance

/// The form every example, test, conformance vector and benchmark of this project is built from:
/// a window with a safe area, a root view filling it, a scroll view filling the root view, and
/// fields in the scroll view's content, one of them focused.
///
/// One definition, so that "the phone form" means the same views everywhere: the tests use
/// `FormFixture.phone` (390 × 844, a 291 pt keyboard; test data, in the `TestFixtures` target), the
/// conformance vectors a form on each device preset, the tool's built-in scenario ``signInForm``,
/// and the benchmarks the form with container views between its root view and its scroll view
/// (``containerDepth``).
public struct FormFixture: Sendable, Hashable {
    /// The window's frame in the screen.
    public var window: LayoutRect
    /// The window's safe-area insets.
    public var safeAreaInsets: LayoutInsets
    /// The fields' frames in the scroll view's content.
    public var fields: [LayoutRect]
    /// The position in ``fields`` of the focused field.
    public var focusedField: Int
    /// The focus rectangle in the focused field's own coordinates; `nil` for its whole bounds.
    public var focusRect: LayoutRect?
    /// The scroll view's resting content offset (its bounds origin's y).
    public var restingOffset: Double
    /// The height of the scroll view's content; its width is the window's.
    public var contentHeight: Double
    /// The app's own content and scroll indicator insets.
    public var ownInsets: LayoutInsets
    /// The margin to keep between the focus and the keyboard.
    public var margin: Double
    /// How many untransformed container views, each filling the window, stand between the root
    /// view and the scroll view (navigation and tab containers do): 0 by default.
    public var containerDepth: Int

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - window: The window's frame in the screen.
    ///   - safeAreaInsets: The window's safe-area insets.
    ///   - fields: The fields' frames in the scroll view's content.
    ///   - focusedField: The position of the focused field; the last one by default.
    ///   - focusRect: The focus rectangle in the focused field; its whole bounds when `nil`.
    ///   - restingOffset: The scroll view's resting content offset.
    ///   - contentHeight: The content's height.
    ///   - ownInsets: The app's own content and indicator insets.
    ///   - margin: The margin to keep from the keyboard.
    ///   - containerDepth: Container views between the root view and the scroll view.
    public init(
        window: LayoutRect, safeAreaInsets: LayoutInsets, fields: [LayoutRect], focusedField: Int? = nil, focusRect: LayoutRect? = nil,
        restingOffset: Double = 0, contentHeight: Double, ownInsets: LayoutInsets = .zero, margin: Double = FocusMargins.default.bottom,
        containerDepth: Int = 0
    ) {
        self.window = window
        self.safeAreaInsets = safeAreaInsets
        self.fields = fields
        self.focusedField = focusedField ?? Swift.max(0, fields.count - 1)
        self.focusRect = focusRect
        self.restingOffset = restingOffset
        self.contentHeight = contentHeight
        self.ownInsets = ownInsets
        self.margin = margin
        self.containerDepth = containerDepth
    }

    /// A form with one 44 pt field, inset 16 pt from the window's sides, on a device preset:
    /// 1.6 windows of content, the field's top at `fieldTop` in the window at rest.
    ///
    /// - Parameters:
    ///   - preset: The device.
    ///   - fieldTop: The field's top in window coordinates, at rest.
    ///   - restingOffset: The scroll view's resting content offset.
    ///   - margin: The margin to keep from the keyboard.
    /// - Returns: The form.
    public static func singleField(on preset: DevicePreset, fieldTop: Double, restingOffset: Double = 0, margin: Double = 10) -> FormFixture
    {
        let size = preset.windowFrame
        return FormFixture(
            window: preset.windowFrame, safeAreaInsets: preset.safeAreaInsets,
            fields: [LayoutRect(x: 16, y: fieldTop + restingOffset, width: size.width - 32, height: 44)],
            restingOffset: restingOffset, contentHeight: (size.height * 1.6).rounded(), margin: margin)
    }

    /// The resting layout: the hierarchy window → root view → containers → scroll view → fields,
    /// the scroll view the only scroll container, the focused field (or ``focusRect`` in it) the
    /// focus.
    public var layout: AvoidanceLayout {
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        var hierarchy = ViewHierarchy(windowFrame: window, safeAreaInsets: safeAreaInsets)
        // Every node is added under one added before it, so no insertion can fail; the fallback
        // only keeps the builder free of `try`.
        func add(_ node: ViewNode, under parent: ViewHierarchy.NodeID) -> ViewHierarchy.NodeID {
            (try? hierarchy.addNode(node, parent: parent)) ?? parent
        }
        let root = add(ViewNode(frame: bounds), under: ViewHierarchy.window)
        var scrollParent = root
        for _ in 0..<Swift.max(0, containerDepth) {
            scrollParent = add(ViewNode(frame: bounds), under: scrollParent)
        }
        let scroll = add(ViewNode(frame: bounds, boundsOrigin: LayoutPoint(x: 0, y: restingOffset)), under: scrollParent)
        let fieldNodes = fields.map { add(ViewNode(frame: $0), under: scroll) }
        let focused = fields.indices.contains(focusedField) ? focusedField : 0
        let focusNode = fieldNodes.isEmpty ? scroll : fieldNodes[focused]
        let fieldSize = fields.isEmpty ? LayoutSize.zero : fields[focused].size
        return AvoidanceLayout(
            hierarchy: hierarchy, rootView: root,
            scrollContainers: [
                ScrollContainer(
                    node: scroll, contentSize: LayoutSize(width: window.width, height: contentHeight), contentInsets: ownInsets,
                    scrollIndicatorInsets: ownInsets)
            ],
            focus: FocusTarget(node: focusNode, rect: focusRect ?? LayoutRect(origin: .zero, size: fieldSize)),
            margins: FocusMargins(margin))
    }

    /// The form as a scenario on a device preset whose window it fills: the root view is node 1,
    /// the scroll view node 2, the fields nodes 3, 4 … in order.
    ///
    /// - Parameters:
    ///   - name: The scenario's name.
    ///   - device: The preset's name.
    ///   - keyboard: The keyboard.
    /// - Returns: The scenario.
    public func scenario(name: String, device: String, keyboard: Scenario.Keyboard) -> Scenario {
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        var nodes = [Scenario.Node(id: 1, parent: 0, frame: bounds), Scenario.Node(id: 2, parent: 1, frame: bounds)]
        for (index, field) in fields.enumerated() {
            nodes.append(Scenario.Node(id: 3 + index, parent: 2, frame: field))
        }
        var container = Scenario.Container(node: 2, contentSize: LayoutSize(width: window.width, height: contentHeight))
        if ownInsets != .zero {
            container.contentInsets = ownInsets
            container.scrollIndicatorInsets = ownInsets
        }
        return Scenario(
            name: name, device: device, nodes: nodes, rootView: 1, scrollContainers: [container],
            focus: Scenario.Focus(node: 3 + focusedField, rect: focusRect), keyboard: keyboard,
            margin: margin == FocusMargins.default.bottom ? nil : margin)
    }
}
