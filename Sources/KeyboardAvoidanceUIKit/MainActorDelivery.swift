#if canImport(UIKit) && (os(iOS) || !canImport(Darwin))
    import Foundation

    /// Runs `body` on the main actor: at once when called on the main thread, else on the main
    /// queue's next turn, in the order the calls came.
    ///
    /// UIKit posts the keyboard's notifications on the main thread; one posted elsewhere (an app
    /// re-posting it from a background task) is taken on the main queue, never a trap, as
    /// `MainActor.assumeIsolated` off the main thread would be.
    ///
    /// - Parameter body: What to run; it must capture only what may cross threads.
    func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }
#endif
