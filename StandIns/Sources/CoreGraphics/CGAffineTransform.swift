// A test-only stand-in for CoreGraphics' `CGAffineTransform` on Linux; not Apple's code. Declarations
// match the iOS SDK's as Swift sees them: the struct and its memberwise initializer are imported from
// CGAffineTransform.h; every other member is declared by Apple's Swift overlay, the SDK's
// CoreGraphics.framework/Modules/CoreGraphics.swiftmodule interface (`@_alwaysEmitIntoClient` wrappers of
// the C functions named above each, `identity` a get-only `static var`, the `Equatable` conformance and,
// from iOS 18, the `Hashable` one; its `Codable` conformance is not modelled). Behaviour is the
// matrix arithmetic CGAffineTransform.h documents, in CoreGraphics' row-vector convention:
// x' = a·x + c·y + tx, y' = b·x + d·y + ty.

import Foundation

// CGAffineTransform.h:17 struct CGAffineTransform {
public struct CGAffineTransform: Sendable {
    // CGAffineTransform.h:18 CGFloat a, b, c, d;
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    // CGAffineTransform.h:19 CGFloat tx, ty;
    public var tx: CGFloat
    public var ty: CGFloat

    // The zero initializer every imported C struct has.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    // CGAffineTransform.h:60 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformMake(CGFloat a, CGFloat b,
    // (imported as the memberwise initializer)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
}

extension CGAffineTransform {
    // CGAffineTransform.h:55 CG_EXTERN const CGAffineTransform CGAffineTransformIdentity
    // CoreGraphics.swiftinterface: `public static var identity: CoreFoundation.CGAffineTransform {`
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    // CGAffineTransform.h:67 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformMakeTranslation(CGFloat tx,
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    // CGAffineTransform.h:73 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformMakeScale(CGFloat sx, CGFloat sy)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    // CGAffineTransform.h:79 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformMakeRotation(CGFloat angle)
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    // CGAffineTransform.h:84 CG_EXTERN bool CG_PURE CGAffineTransformIsIdentity(CGAffineTransform t)
    public var isIdentity: Bool { self == .identity }

    // CGAffineTransform.h:90 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformTranslate(CGAffineTransform t,
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    // CGAffineTransform.h:96 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformScale(CGAffineTransform t,
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    // CGAffineTransform.h:102 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformRotate(CGAffineTransform t,
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    // CGAffineTransform.h:108 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformInvert(CGAffineTransform t)
    /// As CoreGraphics: a singular transform is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    // CGAffineTransform.h:114 CG_EXTERN CGAffineTransform CG_PURE CGAffineTransformConcat(CGAffineTransform t1,
    /// `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }
}

// CGAffineTransform.h:119 CG_EXTERN bool CG_PURE CGAffineTransformEqualToTransform(CGAffineTransform t1,
// CoreGraphics.swiftinterface: `extension CoreFoundation.CGAffineTransform : Swift.Equatable {`
extension CGAffineTransform: Equatable {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.tx == rhs.tx && lhs.ty == rhs.ty
    }
}

extension CGAffineTransform {
    // CoreGraphics.swiftinterface: `@_alwaysEmitIntoClient public func hash(into hasher: inout Swift.Hasher) {`
    /// Available from iOS 7, as `hashValue` is; the `Hashable` conformance only from iOS 18.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(a)
        hasher.combine(b)
        hasher.combine(c)
        hasher.combine(d)
        hasher.combine(tx)
        hasher.combine(ty)
    }
}

// CoreGraphics.swiftinterface: `@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) extension CoreFoundation.CGAffineTransform : Swift.Hashable {`
@available(iOS 18.0, *)
extension CGAffineTransform: Hashable {}

extension CGPoint {
    // CGAffineTransform.h:126 CG_EXTERN CGPoint CG_PURE CGPointApplyAffineTransform(CGPoint point,
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    // CGAffineTransform.h:133 CG_EXTERN CGSize CG_PURE CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t)
    /// As CoreGraphics: the linear part only; the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    // CGAffineTransform.h:143 CG_EXTERN CGRect CG_PURE CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t)
    /// As CoreGraphics: the smallest rectangle containing the transformed corners; a null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
