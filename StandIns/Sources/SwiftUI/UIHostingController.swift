// A test-only stand-in for SwiftUI's `UIHostingController` on Linux; not Apple's code. Declarations follow
// SwiftUI's Swift interface in iPhoneOS16.5.sdk (theos/sdks), whose `@_Concurrency.MainActor(unsafe)` is
// `@preconcurrency @MainActor` in source. Nothing renders: the controller's view is a plain `UIView`, and
// `safeAreaRegions` is kept, not applied (a hosted view's keyboard avoidance is not simulated).

import UIKit

// SwiftUI: `@available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @available(watchOS, unavailable)
// @_Concurrency.MainActor(unsafe) open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUI.View`
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    // SwiftUI: `@_Concurrency.MainActor(unsafe) public var rootView: Content { get set }`
    public var rootView: Content

    // SwiftUI: `@_Concurrency.MainActor(unsafe) public init(rootView: Content)`
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@_Concurrency.MainActor(unsafe) public init?(coder aDecoder: Foundation.NSCoder, rootView: Content)`
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@_Concurrency.MainActor(unsafe) @objc required dynamic public init?(coder aDecoder: Foundation.NSCoder)`
    /// As SwiftUI's: there is no root view to decode, so this fails.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    // SwiftUI: `@available(iOS 16.4, tvOS 16.4, *) @_Concurrency.MainActor(unsafe) public var safeAreaRegions: SwiftUI.SafeAreaRegions { get set }`
    @available(iOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions {
        get { _safeAreaRegions }
        set { _safeAreaRegions = newValue }
    }

    // SwiftUI: `@available(iOS 16.0, tvOS 16.0, *) @_Concurrency.MainActor(unsafe) public var sizingOptions: SwiftUI.UIHostingControllerSizingOptions { get set }`
    @available(iOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { _sizingOptions }
        set { _sizingOptions = newValue }
    }

    private var _safeAreaRegions: SafeAreaRegions = .all
    private var _sizingOptions: UIHostingControllerSizingOptions = []
}

// SwiftUI: `@available(iOS 16.0, tvOS 16.0, *) public struct UIHostingControllerSizingOptions : Swift.OptionSet`
// (not `Sendable` in this SDK)
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // SwiftUI: `public static let preferredContentSize: SwiftUI.UIHostingControllerSizingOptions`
    /// Immutable constants of a non-`Sendable` type, as SwiftUI's; stored `nonisolated(unsafe)` to compile.
    nonisolated(unsafe) public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    // SwiftUI: `public static let intrinsicContentSize: SwiftUI.UIHostingControllerSizingOptions`
    nonisolated(unsafe) public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
