#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import KeyboardAvoidanceFoundation
    import UIKit

    extension UIWindow {
        /// Keeps the view being edited in this window above the keyboard, for as long as the window
        /// lives: the one line an app writes.
        ///
        /// ```swift
        /// window.installKeyboardAvoidance()
        /// ```
        ///
        /// Installing again replaces the previous adapter of this window (its adjustments are undone
        /// first).
        ///
        /// - Parameter strategy: How to keep the focus visible. By default
        ///   ``BuiltInStrategy/standard``, scroll inset with the remainder shift: the scroll views
        ///   around the focus are inset and scrolled, and what they cannot absorb — all of it on a
        ///   screen with no scroll view around the focus, a short screen, a sheet, a dialog — moves
        ///   the root view up, as ``ViewShiftStrategy`` does (SPEC §14.6). A ``BuiltInStrategy``
        ///   lets each screen choose another (``WindowKeyboardAvoidance/setPreference(_:for:)-(_,UIViewController)``).
        /// - Returns: The adapter, to set margins and per-screen choices on; the window keeps it, and
        ///   ``keyboardAvoidance(strategyType:)`` gives it back.
        @discardableResult
        public func installKeyboardAvoidance<Strategy: KeyboardAvoidanceStrategy & Hashable>(
            strategy: Strategy = BuiltInStrategy.standard
        ) -> WindowKeyboardAvoidance<Strategy> {
            KeyboardAvoidanceRegistry.shared.uninstall(from: self)
            let avoidance = WindowKeyboardAvoidance(window: self, strategy: strategy)
            KeyboardAvoidanceRegistry.shared.keep(avoidance, for: self, uninstall: { [weak avoidance] in avoidance?.uninstall() })
            return avoidance
        }

        /// The adapter ``installKeyboardAvoidance(strategy:)`` installed on this window, or `nil`
        /// when there is none or its strategy is of another type.
        ///
        /// ```swift
        /// view.window?.keyboardAvoidance()?.setPreference(.disabled, for: self)
        /// ```
        ///
        /// - Parameter strategyType: The type of the strategy it was installed with;
        ///   ``BuiltInStrategy``, the default's, by default.
        /// - Returns: The adapter, or `nil`.
        public func keyboardAvoidance<Strategy: KeyboardAvoidanceStrategy & Hashable>(
            strategyType: Strategy.Type = BuiltInStrategy.self
        ) -> WindowKeyboardAvoidance<Strategy>? {
            KeyboardAvoidanceRegistry.shared.adapter(of: self) as? WindowKeyboardAvoidance<Strategy>
        }

        /// Stops the adapter ``installKeyboardAvoidance(strategy:)`` installed, giving every view the
        /// app's own values back.
        public func uninstallKeyboardAvoidance() {
            KeyboardAvoidanceRegistry.shared.uninstall(from: self)
        }
    }

    /// Keeps each window's adapter alive as long as the window, and the last keyboard event of the
    /// process.
    ///
    /// UIKit has no storage on a view for another module, so the adapters live here, each beside a
    /// weak reference to its window; one whose window is gone is dropped at the next install.
    ///
    /// From its first use — the first adapter made — it watches the keyboard's notifications for
    /// the whole process, so that an adapter made later (a screen installing its own, a strategy
    /// changed) knows a keyboard that is already up. UIKit offers no way to ask where the keyboard
    /// is: a keyboard shown before the first adapter is made is known at its next notification.
    @MainActor
    final class KeyboardAvoidanceRegistry {
        static let shared = KeyboardAvoidanceRegistry()

        /// The last keyboard event posted in this process since the registry's first use, or `nil`.
        private var lastKeyboardEvent: KeyboardEvent?
        /// The screen the last keyboard was on: the show's or hide's object (UIKit names the screen
        /// since iOS 16.1; a frame change names none and keeps it).
        private weak var lastKeyboardScreen: UIScreen?
        /// Whether a notification has named a screen: then the last event is only for that screen.
        private var keyboardScreenIsKnown = false
        private var keyboardObservers: [any NSObjectProtocol] = []

        /// The last keyboard event for a window on `screen`, or `nil` when there is none, or it was
        /// on another screen (or one that is gone).
        func lastKeyboardEvent(on screen: UIScreen) -> KeyboardEvent? {
            guard let lastKeyboardEvent else { return nil }
            return !keyboardScreenIsKnown || lastKeyboardScreen === screen ? lastKeyboardEvent : nil
        }

        private func keyboardPosted(_ event: KeyboardEvent, on screen: UIScreen?) {
            lastKeyboardEvent = event
            if let screen {
                lastKeyboardScreen = screen
                keyboardScreenIsKnown = true
            }
        }

        private init() {
            let names = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                UIResponder.keyboardWillHideNotification,
            ]
            for name in names {
                keyboardObservers.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                        // A frame change with no position (SPEC §7 rule 0) places no keyboard.
                        guard let event = KeyboardEvent.actedOn(notification), event.phase.isHide || event.endFrame != .zero else { return }
                        guard Thread.isMainThread else {
                            // Not UIKit's (it posts on the main thread): its object is not read.
                            onMainActor { KeyboardAvoidanceRegistry.shared.keyboardPosted(event, on: nil) }
                            return
                        }
                        nonisolated(unsafe) let object = notification.object
                        MainActor.assumeIsolated { KeyboardAvoidanceRegistry.shared.keyboardPosted(event, on: object as? UIScreen) }
                    })
            }
        }

        private struct Entry {
            weak var window: UIWindow?
            var adapter: AnyObject
            var uninstall: @MainActor () -> Void
        }

        private var entries: [Entry] = []

        func keep(_ adapter: AnyObject, for window: UIWindow, uninstall: @escaping @MainActor () -> Void) {
            entries.removeAll { $0.window == nil }
            entries.append(Entry(window: window, adapter: adapter, uninstall: uninstall))
        }

        func adapter(of window: UIWindow) -> AnyObject? {
            entries.last { $0.window === window }?.adapter
        }

        func uninstall(from window: UIWindow) {
            for entry in entries where entry.window === window { entry.uninstall() }
            entries.removeAll { $0.window == nil || $0.window === window }
        }
    }
#endif
