import KeyboardAvoidance

/// The phone form most hand-computed vectors use: screen = window = 390 × 844 with a 59/34 safe
/// area; a root view and a scroll view filling it, with 1,200 pt of content and UIKit's automatic
/// safe-area adjustment; one field in the content; margin 10.
public enum PhoneForm {
    /// The screen, which is also the window.
    public static let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)

    /// The docked keyboard of a Face ID phone, 291 pt tall: its top at y = 553.
    public static let keyboard = KeyboardState(frame: LayoutRect(x: 0, y: 553, width: 390, height: 291), screenBounds: screen)

    /// The form with a field at `field` in the scroll view's content.
    ///
    /// - Parameters:
    ///   - field: The field's frame in the content; its whole bounds are the focus.
    ///   - offset: The scroll view's resting content offset.
    ///   - ownInsets: The app's own content and indicator insets.
    ///   - contentHeight: The content's height.
    /// - Returns: The resting layout.
    /// - Throws: Never: every parent is added before its children.
    public static func layout(
        field: LayoutRect = LayoutRect(x: 20, y: 600, width: 350, height: 44), offset: Double = 0,
        ownInsets: LayoutInsets = .zero, contentHeight: Double = 1_200
    ) throws -> AvoidanceLayout {
        var hierarchy = ViewHierarchy(windowFrame: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = try hierarchy.addNode(ViewNode(frame: screen), parent: ViewHierarchy.window)
        let scroll = try hierarchy.addNode(ViewNode(frame: screen, boundsOrigin: LayoutPoint(x: 0, y: offset)), parent: root)
        let fieldNode = try hierarchy.addNode(ViewNode(frame: field), parent: scroll)
        return AvoidanceLayout(
            hierarchy: hierarchy, rootView: root,
            scrollContainers: [
                ScrollContainer(
                    node: scroll, contentSize: LayoutSize(width: 390, height: contentHeight), contentInsets: ownInsets,
                    scrollIndicatorInsets: ownInsets)
            ],
            focus: FocusTarget(node: fieldNode, rect: LayoutRect(x: 0, y: 0, width: field.width, height: field.height)))
    }
}
