// A test-only stand-in for the parts of SwiftUI that the documentation's SwiftUI code uses, so that
// the code compiles on Linux exactly as written. Each declaration mirrors the signature Apple's
// documentation gives; nothing renders. Nothing here ships.

@_exported import Foundation

/// `View`.
@MainActor
public protocol View {
    /// `Body`.
    associatedtype Body: View
    /// `body`.
    @ViewBuilder var body: Body { get }
}

/// `Never` as the body of primitive views.
extension Never: View {
    /// `body`.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// `ViewBuilder`, for single views.
@resultBuilder
public enum ViewBuilder {
    /// `buildBlock(_:)`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// `Text`.
public struct Text: View {
    /// `init(_:)`.
    public init(_ content: String) {}
    /// `body`.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// `Edge`.
public enum Edge: Sendable {
    /// `top`, `leading`, `bottom`, `trailing`.
    case top, leading, bottom, trailing

    /// `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// `init(rawValue:)`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `.bottom`.
        public static let bottom = Set(rawValue: 1 << 2)
    }
}

/// `Animation`.
public struct Animation: Sendable {
    /// `easeOut(duration:)`.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
}

/// A view with a modifier applied.
public struct ModifiedView<Content: View>: View {
    let content: Content
    /// `body`.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    /// `padding(_:_:)`.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View { ModifiedView(content: self) }
    /// `animation(_:value:)`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { ModifiedView(content: self) }
}
