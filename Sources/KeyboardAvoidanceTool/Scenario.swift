import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceScreens

/// A scenario as people write it in JSON: a device (or its screen and window spelled out), views with ids of the author's choosing, scroll views, the focus, the keyboard, margin and policy.
///
/// SPEC.md ("The scenario format") documents every field.
public struct Scenario: Codable, Equatable, Sendable {
    /// A view: its id, its parent's id (0 is the window), and either its `frame` (plus optional
    /// `boundsOrigin`) or its `bounds` and `center` (plus optional `transform`).
    public struct Node: Codable, Equatable, Sendable {
        /// The view's id: any integer but 0 (the window's), unique in the scenario.
        public var id: Int
        /// The parent's id: 0 for the window, else another node's id.
        public var parent: Int
        /// The view's frame in its parent, for an untransformed view.
        public var frame: LayoutRect?
        /// With `frame`: the bounds origin, that is the scroll offset; (0, 0) when omitted.
        public var boundsOrigin: LayoutPoint?
        /// With `center`: UIKit's own bounds, instead of a frame.
        public var bounds: LayoutRect?
        /// With `bounds`: the centre in the parent's coordinates.
        public var center: LayoutPoint?
        /// With `bounds` and `center`: the transform about the centre; the identity when omitted.
        public var transform: LayoutTransform?
        /// What the view adds to the safe area it inherits; absent means none.
        ///
        /// A bar over it, or a view controller's `additionalSafeAreaInsets`.
        public var additionalSafeAreaInsets: LayoutInsets?

        /// Creates an untransformed node from its frame.
        ///
        /// - Parameters:
        ///   - id: The node's id; not 0.
        ///   - parent: The parent's id; 0 for the window.
        ///   - frame: The frame in the parent.
        ///   - boundsOrigin: The scroll offset; (0, 0) when `nil`.
        public init(id: Int, parent: Int, frame: LayoutRect, boundsOrigin: LayoutPoint? = nil) {
            self.id = id
            self.parent = parent
            self.frame = frame
            self.boundsOrigin = boundsOrigin
        }
    }

    /// The window: its frame in the screen and its safe-area insets.
    public struct Window: Codable, Equatable, Sendable {
        /// The window's frame in the screen; the device's, or the screen, when omitted.
        public var frame: LayoutRect?
        /// The window's safe-area insets; the device's, or none, when omitted.
        public var safeAreaInsets: LayoutInsets?
    }

    /// A scroll view: its node's id and the app's own values.
    public struct Container: Codable, Equatable, Sendable {
        /// The scroll view's node id.
        public var node: Int
        /// The scrollable content's size.
        public var contentSize: LayoutSize
        /// The app's own content insets; none when omitted.
        public var contentInsets: LayoutInsets?
        /// The app's own scroll indicator insets; none when omitted.
        public var scrollIndicatorInsets: LayoutInsets?
        /// Which edges of its safe area it adds to its insets; `automatic` (UIKit's default) when
        /// omitted (SPEC §10.2).
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
        /// The earlier Boolean form of the behaviour: `true` is `always`, `false` `never`; give
        /// this or ``contentInsetAdjustmentBehavior``, not both.
        public var addsSafeAreaInsets: Bool?
        /// Whether `automatic` adds the top and bottom regardless (a view controller's scroll view
        /// inside a navigation controller); `false` when omitted.
        public var isInNavigationController: Bool?
        /// Whether it bounces vertically with short content; `false` when omitted (SPEC §10.2).
        public var alwaysBouncesVertically: Bool?
        /// Whether it bounces horizontally with narrow content; `false` when omitted.
        public var alwaysBouncesHorizontally: Bool?
        /// Whether it pages horizontally (a pager); `false` when omitted (SPEC §10.3).
        public var isPagingEnabled: Bool?

        /// Creates a scroll view with the app's values left at their defaults.
        ///
        /// - Parameters:
        ///   - node: The scroll view's node id.
        ///   - contentSize: The scrollable content's size.
        public init(node: Int, contentSize: LayoutSize) {
            self.node = node
            self.contentSize = contentSize
        }
    }

    /// The focus: a node and a rectangle in it (its whole bounds when omitted).
    public struct Focus: Codable, Equatable, Sendable {
        /// The id of the node the rectangle is in.
        public var node: Int
        /// The rectangle to keep visible, in the node's bounds coordinates; its whole bounds when omitted.
        public var rect: LayoutRect?
    }

    /// The keyboard: the name of one of the device's keyboards (`"standard"`, `"floating"` …), a
    /// docked keyboard's height, or an end frame in screen coordinates.
    public enum Keyboard: Codable, Equatable, Sendable {
        /// A keyboard of the device, by name (`docked`, `floating`, `split`, `hardware`, `hidden`).
        case named(String)
        /// A docked keyboard of this height at the bottom of the screen.
        case dockedHeight(Double)
        /// An end frame in screen coordinates.
        case frame(LayoutRect)

        private enum CodingKeys: String, CodingKey { case height, frame }

        /// Decodes a name, `{"height": …}` or `{"frame": {…}}`.
        ///
        /// - Parameter decoder: The decoder to read from.
        /// - Throws: `DecodingError` for any other shape.
        public init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self = .named(name)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.frame) && container.contains(.height) {
                throw DecodingError.dataCorruptedError(
                    forKey: .height, in: container, debugDescription: "height: give either height or frame, not both")
            }
            if container.contains(.frame) {
                self = .frame(try container.decode(LayoutRect.self, forKey: .frame))
            } else if container.contains(.height) {
                self = .dockedHeight(try container.decode(FiniteCoordinate.self, forKey: .height).wrappedValue)
            } else {
                // Name what the object holds instead, and the field it most likely meant.
                let given = (try? decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).sorted()) ?? []
                let found = given.isEmpty ? "" : "; found \(given.map { "'\($0)'" }.joined(separator: ", "))"
                let meant = given.lazy.compactMap { Suggestion.closest(to: $0, among: ["height", "frame"]) }.first
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected a keyboard name, {\"height\": …} or {\"frame\": {…}}\(found)"
                            + (meant.map { "; did you mean '\($0)'?" } ?? "")))
            }
        }

        /// Encodes the keyboard in the form `init(from:)` reads.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: `EncodingError` if the encoder fails.
        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .named(let name):
                var container = encoder.singleValueContainer()
                try container.encode(name)
            case .dockedHeight(let height):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(height, forKey: .height)
            case .frame(let frame):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(frame, forKey: .frame)
            }
        }
    }

    /// A title for tables and pictures.
    public var name: String?
    /// A device preset's name (`keyboard-avoidance presets`).
    public var device: String?
    /// The screen's bounds; overrides the device's.
    public var screen: LayoutRect?
    /// The window; overrides the device's.
    public var window: Window?
    /// The views, in any order.
    public var nodes: [Node]
    /// The id of the view moved by view shift and shrunk by resize.
    public var rootView: Int
    /// The scroll views.
    public var scrollContainers: [Container]?
    /// What must stay visible.
    public var focus: Focus
    /// The keyboard.
    public var keyboard: Keyboard
    /// The distance to keep above and below the focus; 10 when omitted.
    public var margin: Double?
    /// Per-edge margins, `{"top": …, "bottom": …}`, instead of ``margin``.
    public var margins: FocusMargins?
    /// What to do about a floating or split keyboard; `ignore` when omitted.
    public var undockedPolicy: UndockedKeyboardPolicy?
    /// The id of the view that rides on the keyboard (an input bar, a sticky footer), kept clear of
    /// and moved onto the keyboard's top; none when omitted.
    public var ridingView: Int?
    /// Retired: the dismiss padding is the dismissal gesture's region, not part of a layout.
    ///
    /// Read only to say so (`scenario.keyboardDismissPadding` is an error naming ``ridingView``).
    public var keyboardDismissPadding: Double?

    /// Creates a scenario.
    public init(
        name: String? = nil, device: String? = nil, nodes: [Node], rootView: Int, scrollContainers: [Container]? = nil,
        focus: Focus, keyboard: Keyboard, margin: Double? = nil, undockedPolicy: UndockedKeyboardPolicy? = nil
    ) {
        self.name = name
        self.device = device
        self.nodes = nodes
        self.rootView = rootView
        self.scrollContainers = scrollContainers
        self.focus = focus
        self.keyboard = keyboard
        self.margin = margin
        self.undockedPolicy = undockedPolicy
    }

    /// Reads a scenario from JSON.
    ///
    /// - Throws: ``ScenarioError`` naming the JSON path of the first problem.
    public static func decode(_ data: Data) throws(ScenarioError) -> Scenario {
        if let comma = ScenarioError.trailingCommaPosition(in: data) {
            throw ScenarioError(
                "scenario", "not valid JSON at line \(comma.line), column \(comma.column): a comma before a closing bracket")
        }
        do {
            return try JSONDecoder().decode(Scenario.self, from: data)
        } catch {
            var failure = ScenarioError.from(error, root: "scenario", data: data)
            // A required field reported missing is often there, misspelt: name it.
            if failure.message == "missing",
                let misspelt = unknownFieldList(in: data).first(where: { "\($0.path).\($0.suggestion ?? "")" == failure.path })
            {
                failure.message += "; the file has '\(misspelt.key)' there: did you mean '\(misspelt.suggestion ?? "")'?"
            }
            throw failure
        }
    }

    /// The scenario as sorted, indented JSON.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A scenario resolved into what the library evaluates.
public struct ResolvedScenario: Sendable {
    /// The scenario's name, or `scenario` when it has none.
    public var name: String
    /// The resting layout.
    public var layout: AvoidanceLayout
    /// The keyboard.
    public var keyboard: KeyboardState
    /// The device preset, if the scenario named one.
    public var device: DevicePreset?
    /// The fields of the scenario's file that the format does not have, a line each
    /// (``Scenario/unknownFields(in:)``); empty for a scenario that was not read from a file.
    public var unknownFields: [String] = []
}

extension Scenario {
    /// Checks the scenario and builds the layout and keyboard.
    ///
    /// - Throws: ``ScenarioError`` naming the path of the first problem: an unknown device or
    ///   keyboard, a duplicate or reserved id, a parent that does not exist, a cycle, a node with
    ///   no geometry, a scroll view, root view or focus naming no node.
    public func resolve() throws(ScenarioError) -> ResolvedScenario {
        var preset: DevicePreset?
        if let device {
            guard let found = DevicePreset.named(device) else {
                throw ScenarioError(
                    "scenario.device",
                    "no device named '\(device)'\(Suggestion.phrase(for: device, among: DevicePreset.all.map(\.name))) (devices: "
                        + DeviceCatalogue.all.map(\.identifier).joined(separator: ", ")
                        + ", each -portrait or -landscape, an iPad's also -portrait-slide-over, -portrait-stage-manager, "
                        + "-landscape-slide-over and -landscape-stage-manager; `presets` lists all)")
            }
            preset = found
        }
        guard let screen = screen ?? preset?.screen else {
            throw ScenarioError("scenario.screen", "missing: name a device or give the screen")
        }
        let windowFrame = window?.frame ?? preset?.windowFrame ?? screen
        var hierarchy = ViewHierarchy(windowFrame: windowFrame, safeAreaInsets: window?.safeAreaInsets ?? preset?.safeAreaInsets ?? .zero)

        // Ids: unique, and not 0 (the window's).
        var positionOfID: [Int: Int] = [:]
        for (position, node) in nodes.enumerated() {
            if node.id == 0 { throw ScenarioError("scenario.nodes[\(position)].id", "0 is the window's id") }
            if let earlier = positionOfID[node.id] {
                throw ScenarioError("scenario.nodes[\(position)].id", "duplicate id \(node.id) (also nodes[\(earlier)])")
            }
            positionOfID[node.id] = position
        }
        for (position, node) in nodes.enumerated() where node.parent != 0 && positionOfID[node.parent] == nil {
            throw ScenarioError("scenario.nodes[\(position)].parent", "no node with id \(node.parent)")
        }
        // Add nodes parents first; whatever cannot be added is on a cycle.
        var identifiers: [Int: ViewHierarchy.NodeID] = [0: ViewHierarchy.window]
        var remaining = Array(nodes.indices)
        while !remaining.isEmpty {
            let ready = remaining.filter { identifiers[nodes[$0].parent] != nil }
            guard !ready.isEmpty else {
                let position = remaining.min() ?? 0
                var cycle = [nodes[position].id]
                var current = nodes[position].parent
                while !cycle.contains(current), let next = positionOfID[current] {
                    cycle.append(current)
                    current = nodes[next].parent
                }
                cycle.append(current)
                throw ScenarioError(
                    "scenario.nodes[\(position)].parent", "cycle through ids \(cycle.map(String.init).joined(separator: " → "))")
            }
            for position in ready {
                let node = nodes[position]
                var geometry: ViewNode
                // The two forms do not mix: a field of the other form would be dropped unseen.
                if node.frame != nil,
                    let extra = [("bounds", node.bounds != nil), ("center", node.center != nil), ("transform", node.transform != nil)]
                        .first(where: \.1)?.0
                {
                    throw ScenarioError(
                        "scenario.nodes[\(position)].\(extra)",
                        "goes with bounds and center, not with frame (a frame is an untransformed view)")
                }
                if node.frame == nil, node.boundsOrigin != nil {
                    throw ScenarioError(
                        "scenario.nodes[\(position)].boundsOrigin", "goes with frame; with bounds, the bounds' origin is the scroll offset")
                }
                if let frame = node.frame {
                    geometry = ViewNode(frame: frame, boundsOrigin: node.boundsOrigin ?? .zero)
                } else if let bounds = node.bounds, let center = node.center {
                    geometry = ViewNode(bounds: bounds, center: center, transform: node.transform ?? .identity)
                } else {
                    throw ScenarioError("scenario.nodes[\(position)]", "needs a frame, or bounds and center")
                }
                geometry.additionalSafeAreaInsets = node.additionalSafeAreaInsets ?? .zero
                guard let parent = identifiers[node.parent], let id = try? hierarchy.addNode(geometry, parent: parent) else {
                    throw ScenarioError("scenario.nodes[\(position)].parent", "no node with id \(node.parent)")
                }
                identifiers[node.id] = id
            }
            remaining.removeAll { identifiers[nodes[$0].id] != nil }
        }
        guard let root = identifiers[rootView] else { throw ScenarioError("scenario.rootView", "no node with id \(rootView)") }
        var containers: [ScrollContainer] = []
        for (position, container) in (scrollContainers ?? []).enumerated() {
            guard let node = identifiers[container.node] else {
                throw ScenarioError("scenario.scrollContainers[\(position)].node", "no node with id \(container.node)")
            }
            let behavior: ContentInsetAdjustmentBehavior
            switch (container.contentInsetAdjustmentBehavior, container.addsSafeAreaInsets) {
            case (let given?, nil): behavior = given
            case (nil, let adds?): behavior = adds ? .always : .never
            case (nil, nil): behavior = .automatic
            case (_?, _?):
                throw ScenarioError(
                    "scenario.scrollContainers[\(position)].addsSafeAreaInsets",
                    "give either contentInsetAdjustmentBehavior or addsSafeAreaInsets, not both")
            }
            containers.append(
                ScrollContainer(
                    node: node, contentSize: container.contentSize, contentInsets: container.contentInsets ?? .zero,
                    scrollIndicatorInsets: container.scrollIndicatorInsets ?? .zero, contentInsetAdjustmentBehavior: behavior,
                    isInNavigationController: container.isInNavigationController ?? false,
                    alwaysBouncesVertically: container.alwaysBouncesVertically ?? false,
                    alwaysBouncesHorizontally: container.alwaysBouncesHorizontally ?? false,
                    isPagingEnabled: container.isPagingEnabled ?? false))
        }
        guard let focusNode = identifiers[focus.node], let focusGeometry = hierarchy.node(focusNode) else {
            throw ScenarioError("scenario.focus.node", "no node with id \(focus.node)")
        }
        let keyboardFrame: LayoutRect
        switch keyboard {
        case .frame(let frame):
            keyboardFrame = frame
        case .dockedHeight(let height):
            keyboardFrame = LayoutRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        case .named(let name):
            guard let preset else {
                throw ScenarioError("scenario.keyboard", "a keyboard by name needs a device; give {\"frame\": …} or {\"height\": …}")
            }
            guard let frame = preset.keyboard(named: name) else {
                let names = preset.keyboards.map(\.name)
                throw ScenarioError(
                    "scenario.keyboard", "no keyboard named '\(name)' on \(preset.name)\(Suggestion.phraseListing(for: name, among: names))"
                )
            }
            keyboardFrame = frame
        }
        if margin != nil && margins != nil { throw ScenarioError("scenario.margins", "give either margin or margins, not both") }
        if keyboardDismissPadding != nil {
            throw ScenarioError(
                "scenario.keyboardDismissPadding",
                "the dismiss padding is the dismissal gesture's region, not part of a layout; give the view that rides on the keyboard as ridingView"
            )
        }
        let riding = try ridingView.map { id throws(ScenarioError) in
            guard let node = identifiers[id] else { throw ScenarioError("scenario.ridingView", "no node with id \(id)") }
            return node
        }
        let layout = AvoidanceLayout(
            hierarchy: hierarchy, rootView: root, scrollContainers: containers,
            focus: FocusTarget(node: focusNode, rect: focus.rect ?? focusGeometry.bounds),
            margins: margins ?? FocusMargins(margin ?? FocusMargins.default.bottom), undockedPolicy: undockedPolicy ?? .ignore,
            ridingView: riding)
        return ResolvedScenario(
            name: name ?? "scenario", layout: layout, keyboard: KeyboardState(frame: keyboardFrame, screenBounds: screen), device: preset)
    }
}

/// Any field name, to list the fields an object holds whatever they are.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
