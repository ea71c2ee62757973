extension AvoidanceLayout: Codable {
    private enum CodingKeys: String, CodingKey {
        case hierarchy, rootView, scrollContainers, focus, margin, margins, undockedPolicy, ridingView, keyboardDismissPadding
    }

    /// Decodes a layout.
    ///
    /// `margin` (one number for both edges) or `margins` (`{"top", "bottom"}`)
    /// is required, not both; `ridingView` may be absent (none), so files written before per-edge
    /// margins existed decode unchanged. `keyboardDismissPadding`, which earlier files could give,
    /// is an error naming it: the dismiss padding is the dismissal gesture's region, not part of the
    /// layout (SPEC §6.5), and what it stood for is a riding view.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the field that is missing, doubled, not finite or retired.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let margins: FocusMargins
        switch (container.contains(.margin), container.contains(.margins)) {
        case (true, false):
            margins = FocusMargins(try container.decodeFiniteCoordinate(forKey: .margin))
        case (false, true):
            margins = try container.decode(FocusMargins.self, forKey: .margins)
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .margins, in: container, debugDescription: "margins: give either margin or margins, not both")
        case (false, false):
            throw DecodingError.keyNotFound(
                CodingKeys.margin, .init(codingPath: container.codingPath, debugDescription: "margin: missing (or give margins)"))
        }
        if container.contains(.keyboardDismissPadding) {
            throw DecodingError.dataCorruptedError(
                forKey: .keyboardDismissPadding, in: container,
                debugDescription:
                    "keyboardDismissPadding: no longer part of a layout (it is the dismissal gesture's region); "
                    + "give the view that rides on the keyboard as ridingView")
        }
        self.init(
            hierarchy: try container.decode(ViewHierarchy.self, forKey: .hierarchy),
            rootView: try container.decode(ViewHierarchy.NodeID.self, forKey: .rootView),
            scrollContainers: try container.decode([ScrollContainer].self, forKey: .scrollContainers),
            focus: try container.decode(FocusTarget.self, forKey: .focus), margins: margins,
            undockedPolicy: try container.decode(UndockedKeyboardPolicy.self, forKey: .undockedPolicy),
            ridingView: try container.decodeIfPresent(ViewHierarchy.NodeID.self, forKey: .ridingView))
    }

    /// Encodes a layout: uniform margins as one `margin` number and no riding view not at all, so
    /// layouts that use neither encode exactly as they always have.
    ///
    /// The builder's record of views it put in the window for an unknown parent
    /// (``LayoutDiagnostic/unknownParent(_:view:)``) is not encoded: the JSON holds the hierarchy as
    /// built, where their parent is the window, so the decoded layout has no such diagnostic.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` if the encoder fails.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hierarchy, forKey: .hierarchy)
        try container.encode(rootView, forKey: .rootView)
        try container.encode(scrollContainers, forKey: .scrollContainers)
        try container.encode(focus, forKey: .focus)
        if margins.isUniform {
            try container.encode(margins.top, forKey: .margin)
        } else {
            try container.encode(margins, forKey: .margins)
        }
        try container.encode(undockedPolicy, forKey: .undockedPolicy)
        try container.encodeIfPresent(ridingView, forKey: .ridingView)
    }
}
