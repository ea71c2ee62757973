// An avoider prints what an adapter can ask it, not its bookkeeping.

extension KeyboardAvoider: CustomStringConvertible {
    /// The avoider as `KeyboardAvoider(strategy: …, configuration: …, keyboard: …,
    /// presentedKeyboard: …, adjustedViews: […], restingScreen: …)`: its public state.
    public var description: String {
        "KeyboardAvoider(strategy: \(strategy), configuration: \(configuration), keyboard: \(tracker.reportedKeyboard), "
            + "presentedKeyboard: \(presentedKeyboard), adjustedViews: \(adjustedViews), "
            + "restingScreen: \(restingScreen.map { "\($0)" } ?? "none"))"
    }
}
