// A test-only stand-in for CoreGraphics' `CGVector` on Linux (swift-corelibs-foundation lacks it); not
// Apple's code. Declarations match the iOS SDK's as Swift sees them (CGGeometry.h plus Apple's overlay,
// CoreGraphics.swiftinterface).

import Foundation

// CGGeometry.h:39 struct CGVector {
// (Sendable as an imported C struct of Sendable fields; Equatable, and from iOS 18 Hashable, from the overlay.
// The overlay's `Codable` and `CustomDebugStringConvertible` conformances are not modelled.)
public struct CGVector: Equatable, Sendable {
    // CGGeometry.h:40 CGFloat dx;
    public var dx: CGFloat
    // CGGeometry.h:41 CGFloat dy;
    public var dy: CGFloat

    // The zero initializer every imported C struct has.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    // CGGeometry.h:98 CG_INLINE CGVector CGVectorMake(CGFloat dx, CGFloat dy);
    // (imported as the memberwise initializer)
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    // CoreGraphics.swiftinterface: `@_transparent public init(dx: Swift.Double, dy: Swift.Double) {`
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    // CoreGraphics.swiftinterface: `@_transparent public init(dx: Swift.Int, dy: Swift.Int) {`
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    // CoreGraphics.swiftinterface: `public static var zero: CoreFoundation.CGVector {`
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    // CoreGraphics.swiftinterface: `@_alwaysEmitIntoClient public func hash(into hasher: inout Swift.Hasher) {`
    /// Available from iOS 7, as `hashValue` is; the `Hashable` conformance only from iOS 18.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dx)
        hasher.combine(dy)
    }
}

// CoreGraphics.swiftinterface: `@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) extension CoreFoundation.CGVector : Swift.Hashable {`
@available(iOS 18.0, *)
extension CGVector: Hashable {}
