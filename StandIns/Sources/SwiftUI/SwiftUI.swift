// A test-only stand-in for the parts of SwiftUI that the documentation's SwiftUI code and a UIKit adapter
// use, so that such code compiles on Linux as written; not Apple's code. Declarations follow SwiftUI's
// Swift interfaces in Apple's iPhoneOS 18.6 SDK, quoted above each: from iOS 18 SwiftUI's views, modifiers
// and values are declared in SwiftUICore (SwiftUICore.framework/Modules/SwiftUICore.swiftmodule, which
// spells them `SwiftUICore.…`) and re-exported by SwiftUI (SwiftUI.framework/Modules/SwiftUI.swiftmodule,
// which keeps `UIHostingController`). SwiftUI ships no headers, so there are no line references;
// `Scripts/standins-vs-sdk.py` checks every quote against the two interfaces (CI runs it where the SDK is
// present). The interfaces' `@_Concurrency.MainActor @preconcurrency` is `@preconcurrency @MainActor` in
// source. In this SDK `View` is main-actor isolated, so a type that declares its conformance to it is too
// (a view of your own, unlike `EmptyView`, `Text` and the modified views here, whose initializers are
// nonisolated as SwiftUI's), its modifiers are `nonisolated`, and `Text` and `Animation` are `Sendable`
// (the iOS 16 SDK isolated only `body`, and made neither `Sendable`). Nothing renders, and a modified view
// is an opaque wrapper (SwiftUI's `ModifiedContent` and modifiers are not reproduced).
// `UIHostingController` is a plain `UIViewController` holding its root view.

@_exported import UIKit

// SwiftUI: `@_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View {`
// (iOS 13; no `AnyView` here, so no type eraser; its `nonisolated` `_makeView` requirements are SwiftUI's own)
@available(iOS 13.0, *)
@preconcurrency @MainActor
public protocol View {
    // SwiftUI: `associatedtype Body : SwiftUICore.View`
    associatedtype Body: View
    // SwiftUI: `@SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

// SwiftUI: `extension Swift.Never : SwiftUICore.View {`
// (the interface spells out neither its `Body` nor its `body`)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@frozen public struct EmptyView : SwiftUICore.View {`
// SwiftUI: `extension SwiftUICore.EmptyView : Swift.Sendable {}`
/// `nonisolated`: the conformance to `View` would make the type main-actor isolated, and SwiftUI's
/// `EmptyView` is not (its initializer is nonisolated; `ViewBuilder` calls it).
@frozen
nonisolated public struct EmptyView: View, Sendable {
    // SwiftUI: `@inlinable public init() {}`
    @inlinable public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@_functionBuilder public struct ViewBuilder {`
// (the interface's spelling of `@resultBuilder`)
@resultBuilder
public struct ViewBuilder {
    // SwiftUI: `@_alwaysEmitIntoClient public static func buildBlock() -> SwiftUICore.EmptyView {`
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SwiftUI: `@_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

// SwiftUI: `@available(*, unavailable) extension SwiftUICore.ViewBuilder : Swift.Sendable {`
@available(*, unavailable)
extension ViewBuilder: Sendable {}

// SwiftUI: `@frozen public struct Text : Swift.Equatable, Swift.Sendable {`
@frozen
public struct Text: Equatable, Sendable {
    @usableFromInline let content: String

    // SwiftUI: `@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol`
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    // SwiftUI: `@inlinable public init(verbatim content: Swift.String) {`
    public init(verbatim content: String) {
        self.content = content
    }
}

// SwiftUI: `extension SwiftUICore.Text : SwiftUICore.View {`
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

// SwiftUI: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable {`
// SwiftUI: `extension SwiftUICore.Edge : Swift.Sendable {}`
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // SwiftUI: `@frozen public struct Set : Swift.OptionSet {`
    // SwiftUI: `extension SwiftUICore.Edge.Set : Swift.Sendable {}`
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

        // SwiftUI: `public init(_ e: SwiftUICore.Edge)`
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }
    }
}

// SwiftUI: `@frozen public struct SafeAreaRegions : Swift.OptionSet {`
// SwiftUI: `extension SwiftUICore.SafeAreaRegions : Swift.Sendable {}`
// (iOS 14)
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

// SwiftUI: `@frozen public struct Animation : Swift.Equatable, Swift.Sendable {`
// (`Hashable` too from iOS 17, below; its `CustomStringConvertible`, `CustomDebugStringConvertible` and
// `CustomReflectable` conformances are not modelled)
@frozen
public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String
    @usableFromInline let duration: Double

    @usableFromInline init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    // SwiftUI: ``public static let `default`: SwiftUICore.Animation``
    /// Named `default`, 0.35 s long here (nothing animates).
    public static let `default` = Animation(name: "default", duration: 0.35)
    // SwiftUI: `public static func easeOut(duration: Foundation.TimeInterval) -> SwiftUICore.Animation`
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut", duration: duration) }
    // SwiftUI: `public static var easeOut: SwiftUICore.Animation { get }`
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    // SwiftUI: `public static func easeIn(duration: Foundation.TimeInterval) -> SwiftUICore.Animation`
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn", duration: duration) }
    // SwiftUI: `public static func easeInOut(duration: Foundation.TimeInterval) -> SwiftUICore.Animation`
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut", duration: duration) }
    // SwiftUI: `public static func linear(duration: Foundation.TimeInterval) -> SwiftUICore.Animation`
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear", duration: duration) }
}

// SwiftUI: `extension SwiftUICore.Animation : Swift.Hashable {`
@available(iOS 17.0, *)
extension Animation: Hashable {}

/// A view with a modifier applied (SwiftUI's is `ModifiedContent<Self, Modifier>`, hidden behind `some View`).
public struct _ModifiedView<Content: View> {
    /// Nothing renders, so the content is not kept.
    init(content: Content) {}
}

/// In an extension, as SwiftUI's `ModifiedContent` conforms, so that the type is not main-actor isolated.
extension _ModifiedView: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    // SwiftUI: `@inlinable nonisolated public func padding(_ edges: SwiftUICore.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil) -> some SwiftUICore.View {`
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `@inlinable nonisolated public func animation<V>(_ animation: SwiftUICore.Animation?, value: V) -> some SwiftUICore.View where V : Swift.Equatable {`
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _ModifiedView(content: self)
    }

    // SwiftUI: `@inlinable nonisolated public func ignoresSafeArea(_ regions: SwiftUICore.SafeAreaRegions = .all, edges: SwiftUICore.Edge.Set = .all) -> some SwiftUICore.View {`
    // (iOS 14)
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _ModifiedView(content: self)
    }
}
