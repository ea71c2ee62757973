import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// A view that behaves as UIKit documents `UIView` and `UIScrollView`, for testing capture on Linux.
///
/// - `bounds.origin` is a scroll view's `contentOffset`; setting the offset moves the bounds.
/// - `transform` acts about `center`: a point `p` in the view maps to its superview as
///   `center + transform(p − boundsCenter)`.
/// - The window is the view with no superview; its `center` is in screen coordinates.
/// - `frame` is derived from `center`, `bounds.size` and `transform` (the bounding box), and setting
///   it on an untransformed view sets `center` and `bounds.size`.
/// - A scroll view keeps what the app set (`ownContentInset`, `ownContentSize`) apart from what is
///   currently applied (`contentInset`, `contentSize`), as an app that keeps its own insets does;
///   `ownTransform` likewise apart from `transform` for a view the keyboard moves.
public final class TestView: CapturableView {
    /// The bounds origin (stored apart from the size, as `CGRect` stores them): a scroll view's content offset.
    public var boundsOrigin: LayoutPoint
    /// The bounds size.
    public var boundsSize: LayoutSize
    /// The centre in the superview's coordinates (the screen's for the window).
    public var center: LayoutPoint
    /// The transform currently applied (the app's own, plus any keyboard translation).
    public var transform: LayoutTransform
    /// The transform the app set.
    public var ownTransform: LayoutTransform
    /// The superview; `nil` for the window.
    public private(set) weak var superview: TestView?
    /// The subviews, in the order added.
    public private(set) var subviews: [TestView] = []
    /// The safe-area insets (read on the window).
    public var safeAreaInsets: LayoutInsets = .zero
    /// What the view adds to the safe area it inherits: a bar over it, or its controller's
    /// `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets: LayoutInsets = .zero
    /// Where the user is typing, in bounds coordinates (a text view's caret), or `nil`.
    public var caret: LayoutRect?

    // Scroll-view state, when the view scrolls.
    /// Whether the view scrolls.
    public var isScrollView = false
    /// The content size currently applied.
    public var contentSize: LayoutSize = .zero
    /// The content size the app set.
    public var ownContentSize: LayoutSize = .zero
    /// The content insets currently applied.
    public var contentInset: LayoutInsets = .zero
    /// The content insets the app set.
    public var ownContentInset: LayoutInsets = .zero
    /// The scroll indicator insets currently applied.
    public var verticalScrollIndicatorInsets: LayoutInsets = .zero
    /// The scroll indicator insets the app set.
    public var ownScrollIndicatorInsets: LayoutInsets = .zero
    /// Which edges of its safe area the scroll view adds to its insets.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Creates a view from UIKit's stored values.
    public init(boundsOrigin: LayoutPoint = .zero, boundsSize: LayoutSize, center: LayoutPoint, transform: LayoutTransform = .identity) {
        self.boundsOrigin = boundsOrigin
        self.boundsSize = boundsSize
        self.center = center
        self.transform = transform
        self.ownTransform = transform
    }

    /// Creates an untransformed view occupying `frame` in its superview, as `UIView(frame:)`.
    public convenience init(frame: LayoutRect) {
        self.init(boundsSize: LayoutSize(width: frame.width, height: frame.height), center: frame.center)
    }

    /// Makes this view a scroll view with the app's own values.
    public func makeScrollView(
        contentSize: LayoutSize, contentInset: LayoutInsets = .zero, scrollIndicatorInsets: LayoutInsets = .zero,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    ) {
        isScrollView = true
        self.contentSize = contentSize
        ownContentSize = contentSize
        self.contentInset = contentInset
        ownContentInset = contentInset
        verticalScrollIndicatorInsets = scrollIndicatorInsets
        ownScrollIndicatorInsets = scrollIndicatorInsets
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }

    /// Adds a subview, as `addSubview(_:)`.
    public func addSubview(_ view: TestView) {
        view.superview = self
        subviews.append(view)
    }

    /// The bounds, `(boundsOrigin, boundsSize)`.
    public var bounds: LayoutRect { LayoutRect(origin: boundsOrigin, size: boundsSize) }

    /// The content offset: the bounds origin.
    public var contentOffset: LayoutPoint {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The frame: the bounding box of the bounds mapped into the superview.
    public var frame: LayoutRect {
        let corners = [
            LayoutPoint(x: bounds.minX, y: bounds.minY), LayoutPoint(x: bounds.maxX, y: bounds.minY),
            LayoutPoint(x: bounds.minX, y: bounds.maxY), LayoutPoint(x: bounds.maxX, y: bounds.maxY),
        ].map(toSuperview)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return LayoutRect(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
    }

    /// A point in this view's bounds coordinates, in its superview's (the screen's for the window):
    /// `center + transform(p − boundsCenter)`, written out from UIKit's documentation rather than
    /// through the library.
    public func toSuperview(_ point: LayoutPoint) -> LayoutPoint {
        let x = point.x - (boundsOrigin.x + boundsSize.width * 0.5)
        let y = point.y - (boundsOrigin.y + boundsSize.height * 0.5)
        return LayoutPoint(
            x: center.x + transform.a * x + transform.c * y + transform.tx,
            y: center.y + transform.b * x + transform.d * y + transform.ty)
    }

    /// A point in this view's bounds coordinates, in screen coordinates.
    public func toScreen(_ point: LayoutPoint) -> LayoutPoint {
        var result = toSuperview(point)
        var view = superview
        while let current = view {
            result = current.toSuperview(result)
            view = current.superview
        }
        return result
    }

    // MARK: CapturableView

    /// The bounds origin.
    public var layoutBoundsOrigin: LayoutPoint { boundsOrigin }
    /// The bounds size.
    public var layoutBoundsSize: LayoutSize { boundsSize }
    /// The centre.
    public var layoutCenter: LayoutPoint { center }
    /// The app's own transform, without the keyboard's translation.
    public var layoutTransform: LayoutTransform { ownTransform }
    /// The superview.
    public var layoutSuperview: TestView? { superview }
    /// The safe-area insets.
    public var layoutSafeAreaInsets: LayoutInsets { safeAreaInsets }
    /// The additional safe-area insets.
    public var layoutAdditionalSafeAreaInsets: LayoutInsets { additionalSafeAreaInsets }
    /// The caret, if the view has one.
    public var layoutCaret: LayoutRect? { caret }
    /// The app's own scroll-view values, when the view scrolls.
    public var layoutScrollView: ScrollViewSettings? {
        guard isScrollView else { return nil }
        return ScrollViewSettings(
            contentSize: ownContentSize, contentInsets: ownContentInset, scrollIndicatorInsets: ownScrollIndicatorInsets,
            contentInsetAdjustmentBehavior: contentInsetAdjustmentBehavior)
    }
}

/// A random chain of test views from a window down to a focused view, and the same layout built by
/// hand with the hierarchy API.
public struct RandomViewTree: CustomStringConvertible {
    /// The window, the views below it on the chain, and the focused view last.
    public var views: [TestView]
    /// The layout built by hand from the same values.
    public var layout: AvoidanceLayout
    /// The caret given to the capture, if any; the focused view may have one of its own too
    /// (``TestView/caret``), which the capture takes only when this is `nil`.
    public var caret: LayoutRect?

    /// The focused view.
    public var focus: TestView { views[views.count - 1] }

    /// The layout, one node per line.
    public var description: String {
        "\(layout.hierarchy.nodeIDs.count) views, caret \(caret.map { "\($0)" } ?? "none"), the view's caret "
            + "\(focus.caret.map { "\($0)" } ?? "none"): \(layout)"
    }
}

extension Generator where Value == RandomViewTree {
    /// Chains of 1…`maximumDepth` views below a window anywhere on the screen: scroll views among
    /// them (offsets in their bounds origins, the app's own insets), transforms from
    /// ``Generator/transform`` on some views, and sometimes a caret given to the capture, a caret
    /// of the focused view's own (``TestView/caret``), or both.
    public static func viewTree(maximumDepth: Int = 8) -> Generator<RandomViewTree> {
        Generator { draws in
            let windowFrame = LayoutRect(
                x: draws.chance(0.5) ? draws.double(in: 0...600) : 0, y: draws.chance(0.3) ? draws.double(in: 0...300) : 0,
                width: draws.double(in: 320...1_400), height: draws.double(in: 320...1_400))
            let window = TestView(frame: windowFrame)
            window.safeAreaInsets = Generator<LayoutInsets>.insets.generate(&draws)
            var hierarchy = ViewHierarchy(
                window: ViewNode(boundsOrigin: window.boundsOrigin, boundsSize: window.boundsSize, center: window.center),
                safeAreaInsets: window.safeAreaInsets)
            var views = [window]
            var scrollContainers: [ScrollContainer] = []
            var parent = ViewHierarchy.window
            let depth = draws.integer(in: 1...maximumDepth)
            for level in 1...depth {
                let size = LayoutSize(width: draws.double(in: 20...1_000), height: draws.double(in: 20...1_500))
                let isScrollView = level < depth && draws.chance(0.35)
                let origin = isScrollView ? LayoutPoint(x: 0, y: draws.double(in: -100...800)) : .zero
                let view = TestView(
                    boundsOrigin: origin, boundsSize: size,
                    center: LayoutPoint(x: draws.double(in: -200...1_200), y: draws.double(in: -200...1_600)),
                    transform: draws.chance(0.2) ? Generator<LayoutTransform>.transform.generate(&draws) : .identity)
                // Bars over one view in five (a controller's view under a navigation or tab bar).
                if draws.chance(0.2) {
                    view.additionalSafeAreaInsets = LayoutInsets(top: draws.pick(0, 44), bottom: draws.pick(0, 49))
                }
                views[views.count - 1].addSubview(view)
                views.append(view)
                // The same view, by hand.
                var node = ViewNode(
                    boundsOrigin: view.boundsOrigin, boundsSize: view.boundsSize, center: view.center, transform: view.transform)
                node.additionalSafeAreaInsets = view.additionalSafeAreaInsets
                parent = (try? hierarchy.addNode(node, parent: parent)) ?? parent
                if isScrollView {
                    let own = Generator<LayoutInsets>.insets.generate(&draws)
                    let indicator = draws.chance(0.5) ? own : Generator<LayoutInsets>.insets.generate(&draws)
                    let content = LayoutSize(width: size.width, height: draws.double(in: 100...4_000))
                    let behavior: ContentInsetAdjustmentBehavior = draws.pick(from: ContentInsetAdjustmentBehavior.allCases) ?? .automatic
                    view.makeScrollView(
                        contentSize: content, contentInset: own, scrollIndicatorInsets: indicator, contentInsetAdjustmentBehavior: behavior)
                    scrollContainers.append(
                        ScrollContainer(
                            node: parent, contentSize: content, contentInsets: own, scrollIndicatorInsets: indicator,
                            contentInsetAdjustmentBehavior: behavior))
                }
            }
            let focusView = views[views.count - 1]
            func drawCaret() -> LayoutRect? {
                draws.chance(0.3)
                    ? LayoutRect(
                        x: draws.double(in: 0...focusView.boundsSize.width), y: draws.double(in: 0...focusView.boundsSize.height),
                        width: 2, height: 20)
                    : nil
            }
            let caret = drawCaret()
            focusView.caret = drawCaret()
            // SPEC §4.4: the caret given, else the view's own, else its whole bounds.
            let focusRect = caret ?? focusView.caret ?? LayoutRect(origin: focusView.boundsOrigin, size: focusView.boundsSize)
            let layout = AvoidanceLayout(
                hierarchy: hierarchy, rootView: ViewHierarchy.NodeID(rawValue: 1), scrollContainers: scrollContainers,
                focus: FocusTarget(node: parent, rect: focusRect))
            return RandomViewTree(views: views, layout: layout, caret: caret)
        }
    }
}
