/// Which edges of its safe area a scroll view adds to its content insets: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`, with its rule (SPEC §10.2).
///
/// A scroll view **scrolls** on an axis when its content is larger than its bounds on that axis or
/// it always bounces on it (``ScrollViewSettings/scrollsVertically(inViewportOfHeight:)``,
/// ``ScrollViewSettings/scrollsHorizontally(inViewportOfWidth:)``). Then:
///
/// | behaviour | top and bottom added | left and right added |
/// | --- | --- | --- |
/// | ``automatic`` | scrolls vertically, or ``ScrollViewSettings/isInNavigationController`` | scrolls horizontally |
/// | ``scrollableAxes`` | scrolls vertically | scrolls horizontally |
/// | ``never`` | never | never |
/// | ``always`` | always | always |
///
/// So a short form in a plain scroll view (`.automatic`, outside a navigation controller) adds no
/// safe area, as UIKit does; the same form pushed in a navigation controller adds the top and
/// bottom. Whether a scroll view scrolls is read at rest, from the app's own content size.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// UIKit's default: as ``scrollableAxes``, and top and bottom also when the scroll view is a
    /// view controller's inside a navigation controller, whether or not it scrolls.
    case automatic
    /// The edges of the axes on which the scroll view scrolls.
    case scrollableAxes
    /// No edge: the app's insets are the whole insets.
    case never
    /// Every edge, whether or not the scroll view scrolls.
    case always
}
