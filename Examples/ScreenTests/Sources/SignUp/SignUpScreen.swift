import KeyboardAvoidance

/// A sign-up screen as its app lays it out: a navigation bar over a scroll view holding five
/// fields and a button, sized to the window it is shown in.
///
/// The layout code is what a team's view controller does in `viewDidLayoutSubviews`, written
/// against the core's builder so that the same code runs in unit tests on any machine.
public struct SignUpScreen {
    /// The fields, top to bottom.
    public static let fieldNames = ["name", "email", "password", "confirm password", "invite code"]

    /// The navigation bar's height: 44 pt, 32 pt in a compact-height (landscape phone) window.
    public static func navigationBarHeight(windowHeight: Double) -> Double { windowHeight < 500 ? 32 : 44 }

    /// Whether the invite-code field moves into a bar pinned to the bottom of short windows.
    ///
    /// Windows under 380 pt tall: a layout change a designer asked for on small phones in landscape. It takes
    /// the field out of the scroll view, so nothing can scroll it above the keyboard.
    public var pinsInviteCodeOnShortWindows: Bool

    /// Creates the screen's layout code.
    ///
    /// - Parameter pinsInviteCodeOnShortWindows: The layout change under test; `false` is the
    ///   screen as shipped.
    public init(pinsInviteCodeOnShortWindows: Bool = false) {
        self.pinsInviteCodeOnShortWindows = pinsInviteCodeOnShortWindows
    }

    /// The resting layout in a window, focused on one field.
    ///
    /// - Parameters:
    ///   - window: The window's frame in screen coordinates.
    ///   - safeAreaInsets: The window's safe-area insets.
    ///   - field: The field being edited, one of ``fieldNames``.
    /// - Returns: The layout, its focus on `field`.
    public func layout(window: LayoutRect, safeAreaInsets: LayoutInsets, focusing field: String) -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: window, safeAreaInsets: safeAreaInsets)
        let bounds = LayoutRect(x: 0, y: 0, width: window.width, height: window.height)
        let bar = Self.navigationBarHeight(windowHeight: window.height)
        let root = layout.addView(frame: bounds, additionalSafeAreaInsets: LayoutInsets(top: bar))
        let pinned = pinsInviteCodeOnShortWindows && window.height < 380
        let scrolling = pinned ? Self.fieldNames.dropLast() : Self.fieldNames[...]
        let fieldWidth = window.width - safeAreaInsets.left - safeAreaInsets.right - 32
        let contentHeight = 24 + Double(scrolling.count) * 60 + 44 + 24
        // The scroll view adds its safe area (the status bar, the navigation bar, the home
        // indicator) to its insets, so at rest UIKit holds its content just below the bar.
        let scrollView = layout.addScrollView(
            frame: bounds, contentSize: LayoutSize(width: window.width, height: contentHeight),
            contentOffset: LayoutPoint(x: 0, y: -(safeAreaInsets.top + bar)), contentInsetAdjustmentBehavior: .always, in: root)
        for (index, name) in scrolling.enumerated() {
            let view = layout.addView(
                frame: LayoutRect(x: safeAreaInsets.left + 16, y: 24 + Double(index) * 60, width: fieldWidth, height: 44), in: scrollView)
            if name == field { layout.focus(on: view) }
        }
        if pinned {
            // The regression: the invite code sits in a bar on the root view's bottom edge.
            let footer = layout.addView(
                frame: LayoutRect(x: 0, y: window.height - safeAreaInsets.bottom - 60, width: window.width, height: 60), in: root)
            let inviteCode = layout.addView(
                frame: LayoutRect(x: safeAreaInsets.left + 16, y: 8, width: fieldWidth, height: 44), in: footer)
            if field == "invite code" { layout.focus(on: inviteCode) }
        }
        return layout
    }
}
