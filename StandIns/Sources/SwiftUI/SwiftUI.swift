// A test-only stand-in for the parts of SwiftUI that the documentation's SwiftUI code and a UIKit adapter
// use, so that such code compiles on Linux as written; not Apple's code. Declarations follow SwiftUI's
// Swift interface in iPhoneOS16.5.sdk (theos/sdks), SwiftUI.framework/Modules/SwiftUI.swiftmodule, quoted
// above each (SwiftUI ships no headers, so there are no line references; `@_Concurrency.MainActor(unsafe)`
// there is `@preconcurrency @MainActor` in source). In this SDK `View` is not main-actor isolated, only its
// `body` is, and `Text`, `Animation` and `UIHostingControllerSizingOptions` are not `Sendable` (later SDKs
// make `View` `@MainActor @preconcurrency` and its modifiers `nonisolated`). Nothing renders, and a modified
// view is an opaque wrapper (SwiftUI's `ModifiedContent` and modifiers are not reproduced).
// `UIHostingController` is a plain `UIViewController` holding its root view.

@_exported import UIKit

// SwiftUI: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) @_typeEraser(AnyView) public protocol View`
// (no `AnyView` here, so no type eraser)
@available(iOS 13.0, *)
public protocol View {
    // SwiftUI: `associatedtype Body : SwiftUI.View`
    associatedtype Body: View
    // SwiftUI: `@SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) var body: Self.Body { get }`
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

// SwiftUI: `extension Swift.Never : SwiftUI.View` (its `Body` and `body` declared in a plain `extension Swift.Never`)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@frozen public struct EmptyView : SwiftUI.View` (and `extension SwiftUI.EmptyView : Swift.Sendable {}`)
@frozen
public struct EmptyView: View, Sendable {
    // SwiftUI: `@inlinable public init() {}`
    @inlinable public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@_functionBuilder public struct ViewBuilder` (the interface's spelling of `@resultBuilder`)
@resultBuilder
public struct ViewBuilder {
    // SwiftUI: `@_alwaysEmitIntoClient public static func buildBlock() -> SwiftUI.EmptyView`
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SwiftUI: `@_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.View`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// SwiftUI: `@frozen public struct Text : Swift.Equatable` (and `extension SwiftUI.Text : SwiftUI.View`)
@frozen
public struct Text: View, Equatable {
    @usableFromInline let content: String

    // SwiftUI: `@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol`
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    // SwiftUI: `@inlinable public init(verbatim content: Swift.String)`
    public init(verbatim content: String) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

/// SwiftUI's `Text` is not `Sendable` in this SDK (its storage is not); the stand-in's, whose storage is,
/// would be inferred `Sendable` for being `@frozen` without this.
@available(*, unavailable)
extension Text: Sendable {}

// SwiftUI: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable` (and `extension SwiftUI.Edge : Swift.Sendable {}`)
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // SwiftUI: `@frozen public struct Set : Swift.OptionSet` (and `extension SwiftUI.Edge.Set : Swift.Sendable {}`)
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

        // SwiftUI: `public init(_ e: SwiftUI.Edge)`
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }
    }
}

// SwiftUI: `@frozen public struct SafeAreaRegions : Swift.OptionSet` (iOS 14; and `extension SwiftUI.SafeAreaRegions : Swift.Sendable {}`)
/// SwiftUI does not publish the bit values; these are the stand-in's.
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all = SafeAreaRegions(rawValue: .max)
}

// SwiftUI: `@frozen public struct Animation : Swift.Equatable` (not `Sendable` in this SDK)
@frozen
public struct Animation: Equatable {
    @usableFromInline let name: String
    @usableFromInline let duration: Double

    @usableFromInline init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    // SwiftUI: `public static let `default`: SwiftUI.Animation`
    /// A constant of a non-`Sendable` type, as SwiftUI's (which Swift 6 does not check across modules); the
    /// stand-in stores it `nonisolated(unsafe)` to compile: it is immutable.
    nonisolated(unsafe) public static let `default` = Animation(name: "default", duration: 0.35)
    // SwiftUI: `public static func easeOut(duration: Swift.Double) -> SwiftUI.Animation`
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    // SwiftUI: `public static var easeOut: SwiftUI.Animation { get }`
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    // SwiftUI: `public static func easeIn(duration: Swift.Double) -> SwiftUI.Animation`
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    // SwiftUI: `public static func easeInOut(duration: Swift.Double) -> SwiftUI.Animation`
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    // SwiftUI: `public static func linear(duration: Swift.Double) -> SwiftUI.Animation`
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
}

/// SwiftUI's `Animation` is not `Sendable` in this SDK (it boxes a class); the stand-in's would be inferred
/// `Sendable` for being `@frozen` without this.
@available(*, unavailable)
extension Animation: Sendable {}

/// A view with a modifier applied (SwiftUI's is `ModifiedContent<Self, Modifier>`, hidden behind `some View`).
public struct _ModifiedView<Content: View>: View {
    /// Nothing renders, so the content is not kept.
    init(content: Content) {}

    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    // SwiftUI: `@inlinable public func padding(_ edges: SwiftUI.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil) -> some SwiftUI.View`
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `@inlinable public func animation<V>(_ animation: SwiftUI.Animation?, value: V) -> some SwiftUI.View where V : Swift.Equatable`
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `@inlinable public func ignoresSafeArea(_ regions: SwiftUI.SafeAreaRegions = .all, edges: SwiftUI.Edge.Set = .all) -> some SwiftUI.View` (iOS 14)
    @available(iOS 14.0, *)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _ModifiedView(content: self)
    }
}
