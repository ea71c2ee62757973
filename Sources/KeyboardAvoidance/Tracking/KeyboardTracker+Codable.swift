// The JSON of the tracker and its configuration (SPEC §11): what files written before the
// non-local policy existed hold still decodes, and what those files could say is written exactly
// as before.

extension KeyboardTracker.Configuration: Codable {
    private enum CodingKeys: String, CodingKey {
        case nonLocalKeyboardPolicy, ignoresNonLocalKeyboards, minimumChange
    }

    /// Decodes a configuration: `minimumChange`, and the policy as either
    /// `"nonLocalKeyboardPolicy"` (`"ignore"`, `"insetOnly"` or `"avoid"`) or the older
    /// `"ignoresNonLocalKeyboards"` (`true` is `ignore`, `false` is `avoid`), not both.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field: both policy fields given, neither given
    ///   (`keyNotFound` for `ignoresNonLocalKeyboards`, as before), an unknown policy, or a
    ///   non-finite `minimumChange`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let policy = try container.decodeIfPresent(NonLocalKeyboardPolicy.self, forKey: .nonLocalKeyboardPolicy)
        let ignores = try container.decodeIfPresent(Bool.self, forKey: .ignoresNonLocalKeyboards)
        let decoded: NonLocalKeyboardPolicy
        switch (policy, ignores) {
        case (let policy?, nil): decoded = policy
        case (nil, let ignores?): decoded = ignores ? .ignore : .avoid
        case (_?, _?):
            throw DecodingError.dataCorruptedError(
                forKey: .nonLocalKeyboardPolicy, in: container,
                debugDescription: "nonLocalKeyboardPolicy: give it or ignoresNonLocalKeyboards, not both")
        case (nil, nil):
            throw DecodingError.keyNotFound(
                CodingKeys.ignoresNonLocalKeyboards,
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "ignoresNonLocalKeyboards: missing (or give nonLocalKeyboardPolicy)"))
        }
        self.init(nonLocalKeyboardPolicy: decoded, minimumChange: try container.decodeFiniteCoordinate(forKey: .minimumChange))
    }

    /// Encodes the configuration: `ignore` and `avoid` as `"ignoresNonLocalKeyboards"` (`true`,
    /// `false`), as every version wrote them, and `insetOnly` as
    /// `"nonLocalKeyboardPolicy": "insetOnly"`, which a reader that does not know it rejects rather
    /// than misreads.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch nonLocalKeyboardPolicy {
        case .ignore: try container.encode(true, forKey: .ignoresNonLocalKeyboards)
        case .avoid: try container.encode(false, forKey: .ignoresNonLocalKeyboards)
        case .insetOnly: try container.encode(nonLocalKeyboardPolicy, forKey: .nonLocalKeyboardPolicy)
        }
        try container.encode(minimumChange, forKey: .minimumChange)
    }
}

extension KeyboardTracker {
    private enum CodingKeys: String, CodingKey {
        case configuration, latest, reported, latestRevealsFocus, reportedRevealsFocus, otherAppsKeyboardShownSinceLocal
    }

    /// Decodes a tracker; `latestRevealsFocus` and `reportedRevealsFocus` are `true` when absent
    /// (every tracker written before the non-local policy), `otherAppsKeyboardShownSinceLocal` `false`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` naming the field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try container.decode(Configuration.self, forKey: .configuration)
        latest = try container.decode(KeyboardState.self, forKey: .latest)
        reported = try container.decode(KeyboardState.self, forKey: .reported)
        latestRevealsFocus = try container.decodeIfPresent(Bool.self, forKey: .latestRevealsFocus) ?? true
        reportedRevealsFocus = try container.decodeIfPresent(Bool.self, forKey: .reportedRevealsFocus) ?? true
        otherAppsKeyboardShownSinceLocal = try container.decodeIfPresent(Bool.self, forKey: .otherAppsKeyboardShownSinceLocal) ?? false
    }

    /// Encodes the tracker; whether its keyboards reveal the focus only when one does not, so that
    /// a tracker that never saw another app's keyboard is written as before.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(latest, forKey: .latest)
        try container.encode(reported, forKey: .reported)
        if !latestRevealsFocus { try container.encode(false, forKey: .latestRevealsFocus) }
        if !reportedRevealsFocus { try container.encode(false, forKey: .reportedRevealsFocus) }
        if otherAppsKeyboardShownSinceLocal { try container.encode(true, forKey: .otherAppsKeyboardShownSinceLocal) }
    }
}
