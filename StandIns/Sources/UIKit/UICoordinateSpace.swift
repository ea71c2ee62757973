// A test-only stand-in for UIKit's `UICoordinateSpace` on Linux; not Apple's code. The protocol matches the
// iOS SDK's as Swift sees it (this SDK declares it in UIView.h). Conversions go through the screen: every space the stand-in makes (views,
// screens, scenes) knows the affine map from its coordinates to its screen's interface-oriented
// coordinates, and a conversion is one map followed by the other's inverse. A coordinate space of your
// own conforming type is taken to coincide with the screen's (the stand-in cannot see inside it).

import CoreGraphics

// UIView.h:130 API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIView.h:131 @protocol UICoordinateSpace <NSObject>
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    // UIView.h:133 - (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABL…
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    // UIView.h:134 - (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILA…
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    // UIView.h:135 - (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(io…
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    // UIView.h:136 - (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(…
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    // UIView.h:138 @property (readonly, nonatomic) CGRect bounds API_AVAILABLE(ios(8.0));
    var bounds: CGRect { get }
}

/// The map from a coordinate space to its screen's (interface-oriented) coordinates.
@MainActor
package func _transformToScreen(_ space: any UICoordinateSpace) -> CGAffineTransform {
    switch space {
    case let view as UIView: view._transformToScreen
    case let mapped as _ScreenMappedCoordinateSpace: mapped._transformToScreen
    default: .identity
    }
}

/// The map from `source` coordinates to `target` coordinates.
@MainActor
package func _transform(from source: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGAffineTransform {
    _transformToScreen(source).concatenating(_transformToScreen(target).inverted())
}

/// A coordinate space of the stand-in's own that is not a view: a screen's, a scene's.
@MainActor
package protocol _ScreenMappedCoordinateSpace: UICoordinateSpace {
    var _transformToScreen: CGAffineTransform { get }
}

/// The coordinate space objects that `UIScreen` and `UIWindowScene` hand out (UIKit's are private classes).
@MainActor
final class _UIMappedCoordinateSpace: NSObject, _ScreenMappedCoordinateSpace {
    private let boundsProvider: @MainActor () -> CGRect
    private let transformProvider: @MainActor () -> CGAffineTransform

    init(bounds: @escaping @MainActor () -> CGRect, toScreen: @escaping @MainActor () -> CGAffineTransform) {
        boundsProvider = bounds
        transformProvider = toScreen
    }

    var bounds: CGRect { boundsProvider() }
    var _transformToScreen: CGAffineTransform { transformProvider() }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        point.applying(_transform(from: self, to: coordinateSpace))
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        point.applying(_transform(from: coordinateSpace, to: self))
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.applying(_transform(from: self, to: coordinateSpace))
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        rect.applying(_transform(from: coordinateSpace, to: self))
    }
}
