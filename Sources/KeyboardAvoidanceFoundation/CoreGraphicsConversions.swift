import Foundation
import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Conversions between the core geometry types and the CoreGraphics ones.
// `CGFloat` is a `Double` on every 64-bit platform, so a finite value within
// `FiniteCoordinate.coordinateLimit` converts both ways exactly; anything else is mapped by the
// core's finite-number policy on the way in (NaN → 0, saturation at ±10¹²).
//
// Where the types come from: on Apple platforms `CGPoint`, `CGSize`, `CGRect`, `CGFloat` and
// `CGAffineTransform` are CoreGraphics types, imported explicitly above rather than relied on
// through Foundation; swift-corelibs-foundation (Linux, Windows, Android) defines the first four
// itself and has no CoreGraphics module, so it has no `CGAffineTransform`. Foundation's
// `AffineTransform` is the other way round: macOS and swift-corelibs-foundation have it, the iOS,
// tvOS, watchOS and visionOS SDKs do not.

extension LayoutPoint {
    /// Creates a point from a `CGPoint`, exactly for finite coordinates within the limit.
    ///
    /// - Parameter point: The CoreGraphics point.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// Creates a `CGPoint` from a point, exactly.
    ///
    /// - Parameter point: The point.
    public init(_ point: LayoutPoint) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension LayoutSize {
    /// Creates a size from a `CGSize`, exactly for finite values within the limit.
    ///
    /// - Parameter size: The CoreGraphics size; negative values are kept.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// Creates a `CGSize` from a size, exactly.
    ///
    /// - Parameter size: The size.
    public init(_ size: LayoutSize) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension LayoutRect {
    /// Creates a rectangle from a `CGRect`, keeping its origin and (possibly negative) size.
    ///
    /// `CGRect.null` (infinite origin) and `CGRect.infinite` have no counterpart: like every
    /// non-finite value they are mapped by ``FiniteCoordinate``, so `.null` becomes an empty
    /// rectangle at (10¹², 10¹²). Check `isNull` first where that matters.
    ///
    /// - Parameter rect: The CoreGraphics rectangle.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}

extension CGRect {
    /// Creates a `CGRect` with the rectangle's origin and size.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: LayoutRect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}

#if canImport(CoreGraphics)
    // Apple platforms only: swift-corelibs-foundation has no `CGAffineTransform`.

    extension LayoutTransform {
        /// Creates a transform from a `CGAffineTransform`, component by component (`a`, `b`, `c`,
        /// `d`, `tx`, `ty`), exactly for finite components within the limit.
        ///
        /// Available on Apple platforms, where CoreGraphics exists; a `UIView`'s `transform`
        /// converts with it.
        ///
        /// - Parameter transform: The CoreGraphics transform.
        public init(_ transform: CGAffineTransform) {
            self.init(
                a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
        }
    }

    extension CGAffineTransform {
        /// Creates a `CGAffineTransform` from a transform, component by component, exactly.
        ///
        /// Available on Apple platforms, where CoreGraphics exists.
        ///
        /// - Parameter transform: The transform.
        public init(_ transform: LayoutTransform) {
            self.init(
                a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
                d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
        }
    }
#endif

// `os(macOS) || !canImport(Darwin)`: macOS, or a platform that is not Apple's (Linux, Windows,
// Android: swift-corelibs-foundation). Those are the Foundations that have `AffineTransform`;
// iOS, tvOS, watchOS and visionOS (Darwin, not macOS) do not, and neither does Mac Catalyst,
// which is iOS.
#if os(macOS) || !canImport(Darwin)
    extension LayoutTransform {
        /// Creates a transform from Foundation's `AffineTransform`: `a = m11`, `b = m12`, `c = m21`,
        /// `d = m22`, `tx = tX`, `ty = tY`.
        ///
        /// Available on macOS and where swift-corelibs-foundation is Foundation (Linux, Windows,
        /// Android); the iOS, tvOS, watchOS and visionOS SDKs have no `AffineTransform`. On Apple
        /// platforms `LayoutTransform(_:)` taking a `CGAffineTransform` converts the same way, and
        /// `CGAffineTransform(_:)` back.
        ///
        /// - Parameter transform: The Foundation transform.
        public init(_ transform: AffineTransform) {
            self.init(
                a: Double(transform.m11), b: Double(transform.m12), c: Double(transform.m21),
                d: Double(transform.m22), tx: Double(transform.tX), ty: Double(transform.tY))
        }
    }

    extension AffineTransform {
        /// Creates Foundation's `AffineTransform` from a transform, exactly.
        ///
        /// Available on macOS and where swift-corelibs-foundation is Foundation.
        ///
        /// - Parameter transform: The transform.
        public init(_ transform: LayoutTransform) {
            self.init(
                m11: CGFloat(transform.a), m12: CGFloat(transform.b), m21: CGFloat(transform.c),
                m22: CGFloat(transform.d), tX: CGFloat(transform.tx), tY: CGFloat(transform.ty))
        }
    }
#endif
