// A test-only stand-in for UIKit's geometry types on Linux; not Apple's code. Declarations match the iOS
// SDK's as Swift sees them (UIGeometry.h plus Apple's UIKit overlay); behaviour is plain arithmetic.

import CoreGraphics

// UIGeometry.h:22 typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE API_AVAILABLE(watchos(2.0)) UIEdgeIns…
public struct UIEdgeInsets: Sendable {
    // UIGeometry.h:23 CGFloat top, left, bottom, right;
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    // The zero initializer every imported C struct has.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    // UIGeometry.h:120 UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat righ…
    // (imported as the memberwise initializer)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // UIGeometry.h:165 UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero API_AVAILABLE(watchos(2.0));
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// UIGeometry.h:148 UIKIT_STATIC_INLINE BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets insets1, UIEdgeInsets insets2) A…
// UIKit.swiftinterface: `extension UIEdgeInsets : Swift.Equatable {`
extension UIEdgeInsets: Equatable {
    public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
        lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
    }
}

// UIGeometry.h:41 typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE API_AVAILABLE(watchos(2.0)) UIOffset …
public struct UIOffset: Sendable {
    // UIGeometry.h:42 CGFloat horizontal, vertical;
    public var horizontal: CGFloat
    public var vertical: CGFloat

    // The zero initializer every imported C struct has.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    // UIGeometry.h:143 UIKIT_STATIC_INLINE UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical) API_AVAILABLE(watcho…
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    // UIGeometry.h:171 UIKIT_EXTERN const UIOffset UIOffsetZero API_AVAILABLE(watchos(2.0));
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

// UIGeometry.h:161 UIKIT_STATIC_INLINE BOOL UIOffsetEqualToOffset(UIOffset offset1, UIOffset offset2) API_AVAILABLE(wat…
// UIKit.swiftinterface: `extension UIOffset : Swift.Equatable {`
extension UIOffset: Equatable {
    public static func == (lhs: UIOffset, rhs: UIOffset) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }
}

extension CGRect {
    // UIGeometry.h:135 UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) API_AVAILABLE(wat…
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}

// UIGeometry.h:45 typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // UIGeometry.h:46 UIRectEdgeNone = 0,
    // (Swift drops `none`: the empty set is `[]`.)
    // UIGeometry.h:47 UIRectEdgeTop = 1 << 0,
    public static let top = UIRectEdge(rawValue: 1 << 0)
    // UIGeometry.h:48 UIRectEdgeLeft = 1 << 1,
    public static let left = UIRectEdge(rawValue: 1 << 1)
    // UIGeometry.h:49 UIRectEdgeBottom = 1 << 2,
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    // UIGeometry.h:50 UIRectEdgeRight = 1 << 3,
    public static let right = UIRectEdge(rawValue: 1 << 3)
    // UIGeometry.h:51 UIRectEdgeAll = UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension NSValue {
    // UIGeometry.h:204 + (NSValue *)valueWithCGRect:(CGRect)rect API_AVAILABLE(watchos(2.0));
    /// Boxes the rectangle as swift-corelibs-foundation's `NSValue(rect:)` does: its `objCType` starts with
    /// `{CGRect=`, as on Apple platforms.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    // UIGeometry.h:201 + (NSValue *)valueWithCGPoint:(CGPoint)point API_AVAILABLE(watchos(2.0));
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    // UIGeometry.h:203 + (NSValue *)valueWithCGSize:(CGSize)size API_AVAILABLE(watchos(2.0));
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    // UIGeometry.h:217 @property(nonatomic, readonly) CGRect CGRectValue API_AVAILABLE(watchos(2.0));
    public var cgRectValue: CGRect { rectValue }

    // UIGeometry.h:214 @property(nonatomic, readonly) CGPoint CGPointValue API_AVAILABLE(watchos(2.0));
    public var cgPointValue: CGPoint { pointValue }

    // UIGeometry.h:216 @property(nonatomic, readonly) CGSize CGSizeValue API_AVAILABLE(watchos(2.0));
    public var cgSizeValue: CGSize { sizeValue }
}
