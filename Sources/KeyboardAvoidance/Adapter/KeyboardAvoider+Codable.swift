extension KeyboardAvoider: Codable where ViewKey: Codable, Strategy: Codable {
    private enum CodingKeys: String, CodingKey {
        case strategy, configuration, tracker, restingScreen, adjustedViews, presentedKeyboard, transition, keyboardBeforeDrag
    }

    /// Decodes an avoider's state, as a trace's `start` holds it (SPEC §14.8).
    ///
    /// The fields are the avoider's whole state: `strategy`, `configuration`, `tracker`,
    /// `restingScreen` (absent when nothing is focused), `adjustedViews` (for each view it has set,
    /// in the order it first set them: `key`, the app's own values `ownScrollView`, `ownRootView`,
    /// `ownRidingView`, what it last set `applied`, the scroll range's geometry `rangeGeometry` and
    /// the reveal base `revealBase`), `presentedKeyboard`, `transition` (the last keyboard input's
    /// animation, `from` and `to`) and `keyboardBeforeDrag`. Any state decodes to an avoider whose
    /// every input answers without trapping; a state no sequence of inputs leads to may answer
    /// values no device would see.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field that is missing or wrong.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            strategy: try container.decode(Strategy.self, forKey: .strategy),
            configuration: try container.decode(Configuration.self, forKey: .configuration),
            tracker: try container.decode(KeyboardTracker.self, forKey: .tracker),
            restingScreen: try container.decodeIfPresent(ScreenObservation<ViewKey>.self, forKey: .restingScreen),
            records: try container.decode([AdjustedView].self, forKey: .adjustedViews),
            presented: try container.decode(PresentedKeyboard.self, forKey: .presentedKeyboard),
            transition: try container.decode(KeyboardTransition.self, forKey: .transition),
            keyboardBeforeDrag: try container.decodeIfPresent(KeyboardState.self, forKey: .keyboardBeforeDrag))
    }

    /// Encodes the avoider's whole state (see ``init(from:)``).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(tracker, forKey: .tracker)
        try container.encodeIfPresent(restingScreen, forKey: .restingScreen)
        try container.encode(records, forKey: .adjustedViews)
        try container.encode(presented, forKey: .presentedKeyboard)
        try container.encode(transition, forKey: .transition)
        try container.encodeIfPresent(keyboardBeforeDrag, forKey: .keyboardBeforeDrag)
    }
}

extension KeyboardAvoider {
    /// An avoider of this state, with nothing derived yet.
    internal init(
        strategy: Strategy, configuration: Configuration, tracker: KeyboardTracker, restingScreen: ScreenObservation<ViewKey>?,
        records: [AdjustedView], presented: PresentedKeyboard, transition: KeyboardTransition, keyboardBeforeDrag: KeyboardState?
    ) {
        self.strategy = strategy
        self.configuration = configuration
        trackerStorage = tracker
        restingScreenStorage = restingScreen
        self.records = records
        self.presented = presented
        self.transition = transition
        self.keyboardBeforeDrag = keyboardBeforeDrag
    }

    /// This avoider with every view named by another key: the same state, and so the same answers
    /// with the views renamed, when `rename` gives distinct views distinct keys.
    ///
    /// - Parameter rename: The new key of each view.
    /// - Returns: The renamed avoider.
    /// - Complexity: O(n + v) for the n nodes of the resting screen and the v adjusted views.
    internal func renamingViews<Name: Hashable & Sendable>(_ rename: (ViewKey) -> Name) -> KeyboardAvoider<Name, Strategy> {
        converted(renamingViews: rename, strategy: { $0 })
    }

    /// This avoider with its strategy replaced: the same state, and the same answers when
    /// `transform` gives a strategy that answers as the one it replaces (a strategy wrapped in
    /// ``BuiltInStrategy``).
    ///
    /// - Parameter transform: The new strategy.
    /// - Returns: The avoider with it.
    internal func mappingStrategy<Other: KeyboardAvoidanceStrategy & Hashable>(_ transform: (Strategy) -> Other) -> KeyboardAvoider<
        ViewKey, Other
    > {
        converted(renamingViews: { $0 }, strategy: transform)
    }

    /// This avoider's state with every view renamed and its strategy replaced.
    private func converted<Name: Hashable & Sendable, Other: KeyboardAvoidanceStrategy & Hashable>(
        renamingViews rename: (ViewKey) -> Name, strategy transform: (Strategy) -> Other
    ) -> KeyboardAvoider<Name, Other> {
        KeyboardAvoider<Name, Other>(
            strategy: transform(strategy),
            configuration: .init(
                focusAnimation: configuration.focusAnimation, layoutAnimation: configuration.layoutAnimation,
                animationForm: configuration.animationForm == .perFrame ? .perFrame : .endValues),
            tracker: tracker, restingScreen: restingScreen?.renamingViews(rename),
            records: records.map { record in
                var renamed = KeyboardAvoider<Name, Other>.AdjustedView(
                    key: rename(record.key), ownScrollView: record.ownScrollView, ownRootView: record.ownRootView,
                    ownRidingView: record.ownRidingView, applied: record.applied)
                renamed.rangeGeometry = record.rangeGeometry
                renamed.revealBase = record.revealBase
                return renamed
            },
            presented: presented, transition: transition, keyboardBeforeDrag: keyboardBeforeDrag)
    }
}

extension ScreenObservation {
    /// This observation with every view named by another key.
    internal func renamingViews<Name: Hashable & Sendable>(_ rename: (ViewKey) -> Name) -> ScreenObservation<Name> {
        ScreenObservation<Name>(layout: layout, viewKeys: viewKeys.map(rename), screenBounds: screenBounds)
    }
}

extension AvoidanceInput {
    /// This input with every view named by another key.
    internal func renamingViews<Name: Hashable & Sendable>(_ rename: (ViewKey) -> Name) -> AvoidanceInput<Name> {
        switch self {
        case .keyboard(let event, let screen): .keyboard(event, screen: screen?.renamingViews(rename))
        case .keyboardDragged(let frame, let screen): .keyboardDragged(frame: frame, screen: screen?.renamingViews(rename))
        case .keyboardDragEnded(let screen): .keyboardDragEnded(screen: screen?.renamingViews(rename))
        case .keyboardFrame(let progress): .keyboardFrame(progress: progress)
        case .focusBegan(let screen): .focusBegan(screen.renamingViews(rename))
        case .focusEnded: .focusEnded
        case .caretMoved(let screen): .caretMoved(screen.renamingViews(rename))
        case .layoutChanged(let screen): .layoutChanged(screen.renamingViews(rename))
        case .screenChanged(let bounds): .screenChanged(bounds: bounds)
        }
    }
}

extension AvoidanceUpdate {
    /// This update with every view named by another key.
    internal func renamingViews<Name: Hashable & Sendable>(_ rename: (ViewKey) -> Name) -> AvoidanceUpdate<Name> {
        AvoidanceUpdate<Name>(
            changes: changes.map { ViewChange(view: rename($0.view), values: $0.values, isRestoring: $0.isRestoring) },
            animation: animation, keyboard: keyboard)
    }
}
