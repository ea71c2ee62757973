// A test-only stand-in for the parts of SwiftUI that the documentation's SwiftUI code and a UIKit adapter
// use, so that such code compiles on Linux as written; not Apple's code. Declarations follow SwiftUI's
// Swift interface (iOS 26.5 SDK; SwiftUI ships no headers, so there are no line references); nothing
// renders, and a modified view is an opaque wrapper (SwiftUI's `ModifiedContent` and modifiers are not
// reproduced). `UIHostingController` is a plain `UIViewController` holding its root view.

@_exported import UIKit

// SwiftUI: `@MainActor @preconcurrency public protocol View`
@MainActor @preconcurrency
public protocol View {
    // SwiftUI: `associatedtype Body : View`
    associatedtype Body: View
    // SwiftUI: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUI: `extension Never : View`
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@frozen public struct EmptyView : View`
@frozen
public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@resultBuilder public struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
    // SwiftUI: `public static func buildBlock() -> EmptyView`
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SwiftUI: `public static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// SwiftUI: `@frozen public struct Text : Equatable, Sendable`
@frozen
public struct Text: View, Equatable, Sendable {
    @usableFromInline let content: String

    // SwiftUI: `public init<S>(_ content: S) where S : StringProtocol`
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    // SwiftUI: `public init(verbatim content: String)`
    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@frozen public enum Edge : Int8, CaseIterable`
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // SwiftUI: `@frozen public struct Set : OptionSet`
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << Edge.top.rawValue)
        public static let leading = Set(rawValue: 1 << Edge.leading.rawValue)
        public static let bottom = Set(rawValue: 1 << Edge.bottom.rawValue)
        public static let trailing = Set(rawValue: 1 << Edge.trailing.rawValue)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        // SwiftUI: `public init(_ e: Edge)`
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }
    }
}

// SwiftUI: `@frozen public struct SafeAreaRegions : OptionSet` (iOS 14)
/// SwiftUI does not publish the bit values; these are the stand-in's.
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all = SafeAreaRegions(rawValue: .max)
}

// SwiftUI: `@frozen public struct Animation : Equatable, Sendable`
@frozen
public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String
    @usableFromInline let duration: Double

    @usableFromInline init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    // SwiftUI: `public static let `default`: Animation`
    public static let `default` = Animation(name: "default", duration: 0.35)
    // SwiftUI: `public static func easeOut(duration: Double) -> Animation`
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    // SwiftUI: `public static var easeOut: Animation { get }`
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    // SwiftUI: `public static func easeIn(duration: Double) -> Animation`
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    // SwiftUI: `public static func easeInOut(duration: Double) -> Animation`
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    // SwiftUI: `public static func linear(duration: Double) -> Animation`
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
}

/// A view with a modifier applied (SwiftUI's is `ModifiedContent<Self, Modifier>`, hidden behind `some View`).
public struct _ModifiedView<Content: View>: View {
    /// Nothing renders, so the content is not kept.
    nonisolated init(content: Content) {}

    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    // SwiftUI: `nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable`
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _ModifiedView(content: self)
    }
}
