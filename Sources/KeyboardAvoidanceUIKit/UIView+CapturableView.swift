#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import KeyboardAvoidanceFoundation
    import UIKit

    /// UIKit's views as the library captures them (SPEC §4.4).
    ///
    /// UIKit's views belong to the main actor and ``CapturableView`` does not: the conformance is
    /// `@preconcurrency`, so each requirement checks that it runs on the main actor. The library reads
    /// views synchronously from its caller, which is always on the main actor.
    extension UIView: @preconcurrency CapturableView {
        /// `bounds.origin`: a scroll view's content offset.
        public var layoutBoundsOrigin: LayoutPoint { LayoutPoint(bounds.origin) }

        /// `bounds.size`.
        public var layoutBoundsSize: LayoutSize { LayoutSize(bounds.size) }

        /// `center` in the superview's coordinates; for a window, its centre in the **screen's**
        /// coordinates.
        ///
        /// A window's own `center` is in its scene's coordinate space, which is not the screen's in
        /// Split View, Slide Over and Stage Manager; keyboard frames are in the screen's.
        public var layoutCenter: LayoutPoint {
            guard let window = self as? UIWindow else { return LayoutPoint(center) }
            let frame = window.convert(window.bounds, to: window.screen.coordinateSpace)
            return LayoutPoint(x: Double(frame.midX), y: Double(frame.midY))
        }

        /// `transform`, applied about the centre.
        public var layoutTransform: LayoutTransform { LayoutTransform(transform) }

        /// `superview`.
        public var layoutSuperview: UIView? { superview }

        /// A scroll view's values as they are now: its `contentSize`, `contentInset`,
        /// `verticalScrollIndicatorInsets`, `contentInsetAdjustmentBehavior`, bounces and paging;
        /// `nil` for other views.
        ///
        /// These are the live values, the keyboard's inset included while one is set: the
        /// ``KeyboardAvoider`` tells its own values from the app's (SPEC §14.2).
        public var layoutScrollView: ScrollViewSettings? {
            guard let scrollView = self as? UIScrollView else { return nil }
            return ScrollViewSettings(
                contentSize: LayoutSize(scrollView.contentSize), contentInsets: LayoutInsets(scrollView.contentInset),
                scrollIndicatorInsets: LayoutInsets(scrollView.verticalScrollIndicatorInsets),
                contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior(scrollView.contentInsetAdjustmentBehavior),
                isInNavigationController: scrollView.addsVerticalSafeAreaWithoutScrolling,
                alwaysBouncesVertically: scrollView.alwaysBounceVertical, alwaysBouncesHorizontally: scrollView.alwaysBounceHorizontal,
                isPagingEnabled: scrollView.isPagingEnabled)
        }

        /// The window's `safeAreaInsets`.
        public var layoutSafeAreaInsets: LayoutInsets { LayoutInsets(safeAreaInsets) }

        /// For a `UITextView`, its caret at the end of the selection — `caretRect(for:
        /// selectedTextRange.end)` from `UITextInput` — in its bounds coordinates: what the user is
        /// typing at, which the capture takes as the focus (SPEC §4.4).
        ///
        /// `nil` (the whole view is the focus) for other views, for a text view with no selection,
        /// and when the caret is not finite (UIKit gives `CGRect.null` or an infinite rectangle for
        /// a position it cannot lay out): a non-finite caret counts as absent.
        public var layoutCaret: LayoutRect? {
            guard let textView = self as? UITextView, let range = textView.selectedTextRange else { return nil }
            let caret = textView.caretRect(for: range.end)
            guard caret.origin.x.isFinite, caret.origin.y.isFinite, caret.width.isFinite, caret.height.isFinite else { return nil }
            return LayoutRect(caret)
        }

        /// What this view adds to the safe area its superview gives it: its `safeAreaInsets` beyond
        /// the reach of the superview's unsafe margins (a view controller's additional insets, the bars
        /// a container places over it); zero for a window.
        ///
        /// ``LayoutInsets/additionalSafeAreaInsets(safeAreaInsets:bounds:inheritedSafeRectangle:)``
        /// with the superview's safe rectangle converted into this view.
        public var layoutAdditionalSafeAreaInsets: LayoutInsets {
            guard let superview else { return .zero }
            let inherited = superview.convert(superview.bounds.inset(by: superview.safeAreaInsets), to: self)
            return .additionalSafeAreaInsets(
                safeAreaInsets: LayoutInsets(safeAreaInsets), bounds: LayoutRect(bounds), inheritedSafeRectangle: LayoutRect(inherited))
        }
    }
#endif
