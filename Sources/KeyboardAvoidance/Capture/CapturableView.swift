/// A view of a UI framework that a resting ``AvoidanceLayout`` can be captured from: its geometry in
/// UIKit's terms, and what it adds as a scroll view or a window.
///
/// Conform the framework's view type once (the UIKit article shows `UIView`), then call
/// ``AvoidanceLayout/init(capturing:caret:rootView:margins:undockedPolicy:)`` with the focused view:
/// the walk from it up to the window is the library's, not each app's.
///
/// Report the values **the app set**, not what the keyboard adjustments changed: a scroll view's own
/// content insets and content size (not the keyboard inset added to them), and a view's transform
/// without the translation applied for the keyboard. Scroll offsets are the exception: the current
/// bounds origin is where the user has scrolled to, which is the resting offset (SPEC §10.1).
public protocol CapturableView {
    /// The type of the view's superview; walking up stays within it.
    associatedtype Superview: CapturableView

    /// The origin of the view's bounds, as `UIView.bounds.origin`: a scroll view's content offset.
    var layoutBoundsOrigin: LayoutPoint { get }
    /// The size of the view's bounds, as `UIView.bounds.size`.
    ///
    /// Apart from the origin, as `CGRect` stores them, so that a size survives any scroll offset
    /// bit for bit.
    var layoutBoundsSize: LayoutSize { get }
    /// The view's centre in its superview's coordinates, as `UIView.center`; for the window, in
    /// screen coordinates.
    var layoutCenter: LayoutPoint { get }
    /// The view's transform as the app set it, applied about the centre, as `UIView.transform`.
    var layoutTransform: LayoutTransform { get }
    /// The superview, or `nil` for the window.
    var layoutSuperview: Superview? { get }
    /// The app's own scroll-view values when the view scrolls, else `nil`.
    var layoutScrollView: ScrollViewSettings? { get }
    /// The window's safe-area insets, as `UIWindow.safeAreaInsets`; read on the window only.
    var layoutSafeAreaInsets: LayoutInsets { get }
    /// The insets this view adds to the safe area it inherits (``ViewNode/additionalSafeAreaInsets``):
    /// for a view controller's view, the controller's `additionalSafeAreaInsets` plus the bars a
    /// container places over it (a navigation bar's height at the top, a tab bar's at the bottom);
    /// ``LayoutInsets/zero`` by default.
    var layoutAdditionalSafeAreaInsets: LayoutInsets { get }
    /// The rectangle the user is typing at, in the view's bounds coordinates — a text view's caret —
    /// or `nil`; `nil` by default.
    ///
    /// When the view is the focus and the capture is given no caret of its own, this is the
    /// focus rectangle (SPEC §4.4): a text view taller than the visible part of the screen keeps
    /// the line being typed in visible, not its top. `nil` makes the whole bounds the focus, which
    /// is right for a single-line field.
    ///
    /// A ``LayoutRect`` is always finite (SPEC §2), so a caret the framework reports with a
    /// non-finite value — UIKit's `CGRect.null` or an infinite rectangle when the text has no
    /// layout yet — is returned as `nil`, not converted: a non-finite caret counts as absent, where
    /// the finite-number policy would turn it into a rectangle saturated at 10¹² and scroll there.
    var layoutCaret: LayoutRect? { get }
}

extension CapturableView {
    /// No additional insets: the view inherits its safe area unchanged.
    public var layoutAdditionalSafeAreaInsets: LayoutInsets { .zero }

    /// No caret: the view's whole bounds are the focus.
    public var layoutCaret: LayoutRect? { nil }
}
