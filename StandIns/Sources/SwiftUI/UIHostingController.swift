// A test-only stand-in for SwiftUI's `UIHostingController` on Linux; not Apple's code. Declarations follow
// SwiftUI's Swift interface in Apple's iPhoneOS 18.6 SDK (SwiftUI.framework/Modules/SwiftUI.swiftmodule;
// SwiftUI.swift says more), whose `@_Concurrency.MainActor @preconcurrency` is `@preconcurrency @MainActor`
// in source. Nothing renders: the controller's view is a plain `UIView`, and `safeAreaRegions` is kept, not
// applied (a hosted view's keyboard avoidance is not simulated).

import UIKit

// SwiftUI: `@_hasMissingDesignatedInitializers @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @_Concurrency.MainActor @preconcurrency open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View {`
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    // SwiftUI: `@_Concurrency.MainActor @preconcurrency public var rootView: Content { get set }`
    public var rootView: Content

    // SwiftUI: `@_Concurrency.MainActor @preconcurrency public init(rootView: Content)`
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@_Concurrency.MainActor @preconcurrency public init?(coder aDecoder: Foundation.NSCoder, rootView: Content)`
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@_Concurrency.MainActor @preconcurrency @objc required dynamic public init?(coder aDecoder: Foundation.NSCoder)`
    /// As SwiftUI's: there is no root view to decode, so this fails.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    // SwiftUI: `@available(iOS 16.4, tvOS 16.4, *) @available(macOS, unavailable) @_Concurrency.MainActor @preconcurrency public var safeAreaRegions: SwiftUICore.SafeAreaRegions { get set }`
    // (declared in an extension of the class)
    @available(iOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions {
        get { _safeAreaRegions }
        set { _safeAreaRegions = newValue }
    }

    // SwiftUI: `@available(iOS 16.0, tvOS 16.0, *) @available(macOS, unavailable) @available(watchOS, unavailable) @_Concurrency.MainActor @preconcurrency public var sizingOptions: SwiftUI.UIHostingControllerSizingOptions { get set }`
    @available(iOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { _sizingOptions }
        set { _sizingOptions = newValue }
    }

    private var _safeAreaRegions: SafeAreaRegions = .all
    private var _sizingOptions: UIHostingControllerSizingOptions = []
}

// SwiftUI: `@available(iOS 16.0, tvOS 16.0, *) @available(macOS, unavailable) public struct UIHostingControllerSizingOptions : Swift.OptionSet, Swift.Sendable {`
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // SwiftUI: `public static let preferredContentSize: SwiftUI.UIHostingControllerSizingOptions`
    /// SwiftUI does not publish the bit values; these are the stand-in's.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    // SwiftUI: `public static let intrinsicContentSize: SwiftUI.UIHostingControllerSizingOptions`
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
