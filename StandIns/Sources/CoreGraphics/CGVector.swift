// A test-only stand-in for CoreGraphics' `CGVector` on Linux (swift-corelibs-foundation lacks it); not
// Apple's code. Declarations match the iOS SDK's as Swift sees them (CGGeometry.h plus Apple's overlay,
// CoreGraphics.swiftinterface).

import Foundation

// CGGeometry.h:39 struct CGVector {
// (Sendable as an imported C struct of Sendable fields; Equatable from the overlay, which in this SDK does
// not make it Hashable.)
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

    // CoreGraphics.swiftinterface: `@_transparent public init(dx: Swift.Double, dy: Swift.Double)` and
    // `@_transparent public init(dx: Swift.Int, dy: Swift.Int)`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    // CoreGraphics.swiftinterface: `public static var zero: CoreFoundation.CGVector { get }`.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
