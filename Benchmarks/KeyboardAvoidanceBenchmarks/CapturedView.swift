import KeyboardAvoidance

/// A view as a UI framework holds it, for measuring capture: UIKit's stored values, a superview,
/// and a scroll view's own values.
final class CapturedViewFixture: CapturableView {
    var boundsOrigin: LayoutPoint
    var boundsSize: LayoutSize
    var center: LayoutPoint
    var scrollView: ScrollViewSettings?
    var safeAreaInsets = LayoutInsets.zero
    private(set) var superview: CapturedViewFixture?

    init(frame: LayoutRect, superview: CapturedViewFixture?) {
        boundsOrigin = .zero
        boundsSize = LayoutSize(width: frame.width, height: frame.height)
        center = frame.center
        self.superview = superview
    }

    var layoutBoundsOrigin: LayoutPoint { boundsOrigin }
    var layoutBoundsSize: LayoutSize { boundsSize }
    var layoutCenter: LayoutPoint { center }
    var layoutTransform: LayoutTransform { .identity }
    var layoutSuperview: CapturedViewFixture? { superview }
    var layoutScrollView: ScrollViewSettings? { scrollView }
    var layoutSafeAreaInsets: LayoutInsets { safeAreaInsets }

    /// The benchmark's form as live views: window → root → 5 containers → scroll view (scrolled by
    /// 120, a 20 pt bottom inset of the app's own) → field, the field at depth 8.
    static func formAtDepthEight(screen: LayoutRect) -> CapturedViewFixture {
        let window = CapturedViewFixture(frame: screen, superview: nil)
        window.safeAreaInsets = LayoutInsets(top: 59, bottom: 34)
        var parent = window
        for _ in 0..<6 {
            parent = CapturedViewFixture(frame: LayoutRect(x: 0, y: 0, width: screen.width, height: screen.height), superview: parent)
        }
        let scroll = CapturedViewFixture(frame: LayoutRect(x: 0, y: 0, width: screen.width, height: screen.height), superview: parent)
        scroll.boundsOrigin = LayoutPoint(x: 0, y: 120)
        scroll.scrollView = ScrollViewSettings(
            contentSize: LayoutSize(width: screen.width, height: 1_400), contentInsets: LayoutInsets(bottom: 20))
        return CapturedViewFixture(frame: LayoutRect(x: 16, y: 720, width: 361, height: 44), superview: scroll)
    }
}

/// Capturing the resting layout from live views, then evaluating it: what an app does when the
/// keyboard appears.
struct CaptureWorkload: Workload {
    let focus: CapturedViewFixture
    mutating func run(_ index: Int) -> Double {
        let layout = AvoidanceLayout(capturing: focus)
        return Double(layout.hierarchy.count + index & 1)
    }
}
