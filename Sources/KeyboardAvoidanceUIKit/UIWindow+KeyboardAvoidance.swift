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
        /// - Parameter strategy: How to keep the focus visible; ``ScrollInsetStrategy`` (inset and
        ///   scroll the scroll views around it) by default.
        /// - Returns: The adapter, to set margins and per-scroll-view choices on; the window keeps it.
        @discardableResult
        public func installKeyboardAvoidance<Strategy: KeyboardAvoidanceStrategy & Hashable>(
            strategy: Strategy = ScrollInsetStrategy()
        ) -> WindowKeyboardAvoidance<Strategy> {
            KeyboardAvoidanceRegistry.shared.uninstall(from: self)
            let avoidance = WindowKeyboardAvoidance(window: self, strategy: strategy)
            KeyboardAvoidanceRegistry.shared.keep(avoidance, for: self, uninstall: { [weak avoidance] in avoidance?.uninstall() })
            return avoidance
        }

        /// Stops the adapter ``installKeyboardAvoidance(strategy:)`` installed, giving every view the
        /// app's own values back.
        public func uninstallKeyboardAvoidance() {
            KeyboardAvoidanceRegistry.shared.uninstall(from: self)
        }
    }

    /// Keeps each window's adapter alive as long as the window.
    ///
    /// UIKit has no storage on a view for another module, so the adapters live here, each beside a
    /// weak reference to its window; one whose window is gone is dropped at the next install.
    @MainActor
    final class KeyboardAvoidanceRegistry {
        static let shared = KeyboardAvoidanceRegistry()

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

        func uninstall(from window: UIWindow) {
            for entry in entries where entry.window === window { entry.uninstall() }
            entries.removeAll { $0.window == nil || $0.window === window }
        }
    }
#endif
