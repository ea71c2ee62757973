/// What an adapter sees on screen at one moment: the layout captured from the live views, and
/// which view each node is.
///
/// The layout is captured **as the views are now**, with whatever the avoider set on them still in
/// place: the avoider tells its own values from the app's (SPEC §14.2). An adapter captures it with
/// ``AvoidanceLayout/init(capturing:caret:rootView:margins:undockedPolicy:)``
/// and names the views with any stable identity (UIKit: `ObjectIdentifier`).
public struct ScreenObservation<ViewKey: Hashable & Sendable>: Sendable, Hashable {
    /// The layout as captured from the live views.
    public var layout: AvoidanceLayout
    /// The view each node stands for: node `i` is `viewKeys[i]`, each view once (a key given to two
    /// nodes stands for the first).
    ///
    /// A node beyond the end has no key, and the avoider sets nothing on it.
    public var viewKeys: [ViewKey]
    /// The screen's bounds, in screen coordinates: a change (a rotation) moves the keyboard
    /// tracker to the new screen (``KeyboardTracker/updateScreenBounds(_:)``).
    public var screenBounds: LayoutRect

    /// Creates an observation.
    ///
    /// - Parameters:
    ///   - layout: The layout as captured from the live views.
    ///   - viewKeys: The view each node stands for, node 0 (the window) first.
    ///   - screenBounds: The screen's bounds, in screen coordinates.
    public init(layout: AvoidanceLayout, viewKeys: [ViewKey], screenBounds: LayoutRect) {
        self.layout = layout
        self.viewKeys = viewKeys
        self.screenBounds = screenBounds
    }

    /// The key of a node, or `nil` when the node has none.
    ///
    /// - Parameter node: A node of ``layout``.
    /// - Returns: Its key.
    public func key(of node: ViewHierarchy.NodeID) -> ViewKey? {
        viewKeys.indices.contains(node.rawValue) ? viewKeys[node.rawValue] : nil
    }

    /// The position of a view's first node in ``viewKeys``, or `nil` when no node is that view.
    ///
    /// A loop over the indices rather than `firstIndex(of:)`, which unspecialised for a generic key
    /// allocates for each key it reads (the avoider asks on every keyboard frame).
    @inlinable func position(of key: ViewKey) -> Int? {
        for index in viewKeys.indices where viewKeys[index] == key { return index }
        return nil
    }
}

extension ScreenObservation: Codable where ViewKey: Codable {}

/// One thing that happened, as an adapter reports it to a ``KeyboardAvoider``.
///
/// Every input but ``focusEnded`` and ``keyboardFrame(progress:)`` can carry the screen as it is
/// now; the avoider then works from that, so an adapter never has to decide which inputs need a
/// fresh capture.
public enum AvoidanceInput<ViewKey: Hashable & Sendable>: Sendable, Hashable {
    /// A keyboard notification, with the screen as it is now (`nil`: as last observed).
    case keyboard(KeyboardEvent, screen: ScreenObservation<ViewKey>?)
    /// The keyboard's frame, in screen coordinates, while the user drags it down (interactive
    /// dismissal), with the screen as it is now (`nil`: as last observed). Applied at once.
    ///
    /// Measure it from the keyboard where it rested when the drag began:
    /// ``KeyboardAvoider/keyboardFollowingDrag(toTouchAt:dismissPadding:)`` does, from the keyboard
    /// the avoider keeps for the drag. The insets and a root view's shift follow the keyboard; the
    /// scroll views keep the offsets they show, since the finger is scrolling the content, until a
    /// keyboard notification, a new focus or a caret move ends the drag.
    case keyboardDragged(frame: LayoutRect, screen: ScreenObservation<ViewKey>?)
    /// The finger let go of a drag, and no keyboard notification has come since: delivered on the
    /// next turn of the run loop after the touch ended, with the screen as it is now (`nil`: as last
    /// observed).
    ///
    /// A keyboard that the drag left away from where it rested is put back there, as a keyboard
    /// that springs back (UIKit may post nothing then), with the keyboard's default animation.
    /// After a notification, or with no drag, it is an observation alone, as
    /// ``layoutChanged(_:)`` (SPEC §14.1).
    case keyboardDragEnded(screen: ScreenObservation<ViewKey>?)
    /// A frame of the last keyboard animation, for an adapter that evaluates every frame
    /// (``KeyboardAvoider/AnimationForm/perFrame``): the keyboard `progress` of the way from where
    /// the views were when the keyboard input arrived to the tracker's keyboard after it (SPEC
    /// §14.3). Applied at once; the tracker does not change.
    ///
    /// Give the animation's progress, `event.animation.progress(atElapsed: seconds)`; NaN counts as
    /// 0 and values outside `[0, 1]` as the nearer end. Progress 1 gives exactly the end values, so
    /// the last frame of an animation must be 1 (``KeyboardAnimation/progress(atElapsed:)`` reaches
    /// it at the duration).
    case keyboardFrame(progress: Double)
    /// Editing began in a view, or moved to another, while the keyboard may stay where it is.
    case focusBegan(ScreenObservation<ViewKey>)
    /// Editing ended and no view took it over.
    case focusEnded
    /// The caret moved or the focused view changed size: typing, a text view that grew.
    case caretMoved(ScreenObservation<ViewKey>)
    /// Anything else on the screen changed: a rotation, a content size, a bar, a value the app set
    /// on a view the avoider adjusts.
    case layoutChanged(ScreenObservation<ViewKey>)
    /// The screen's bounds changed (a rotation) while nothing is focused; with a focus, an
    /// observation says so.
    case screenChanged(bounds: LayoutRect)
}

extension AvoidanceInput: Codable where ViewKey: Codable {}
