// A test-only stand-in for SwiftUI's `UIHostingController` on Linux; not Apple's code. Declarations follow
// SwiftUI's Swift interface (iOS 26.5 SDK). Nothing renders: the controller's view is a plain `UIView`, and
// `safeAreaRegions` is kept, not applied (a hosted view's keyboard avoidance is not simulated).

import UIKit

// SwiftUI: `@MainActor @preconcurrency open class UIHostingController<Content> : UIViewController where Content : View`
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    // SwiftUI: `@MainActor @preconcurrency public var rootView: Content`
    public var rootView: Content

    // SwiftUI: `@MainActor @preconcurrency public init(rootView: Content)`
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content)`
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // SwiftUI: `@MainActor @preconcurrency required dynamic public init?(coder aDecoder: NSCoder)`
    /// As SwiftUI's: there is no root view to decode, so this fails.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    // SwiftUI: `@available(iOS 16.4, *) @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions`
    @available(iOS 16.4, *)
    public var safeAreaRegions: SafeAreaRegions {
        get { _safeAreaRegions }
        set { _safeAreaRegions = newValue }
    }

    // SwiftUI: `@available(iOS 16.0, *) @MainActor @preconcurrency public var sizingOptions: UIHostingControllerSizingOptions`
    @available(iOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { _sizingOptions }
        set { _sizingOptions = newValue }
    }

    private var _safeAreaRegions: SafeAreaRegions = .all
    private var _sizingOptions: UIHostingControllerSizingOptions = []
}

// SwiftUI: `@available(iOS 16.0, *) public struct UIHostingControllerSizingOptions : OptionSet, Sendable`
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // SwiftUI: `public static let preferredContentSize: UIHostingControllerSizingOptions`
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    // SwiftUI: `public static let intrinsicContentSize: UIHostingControllerSizingOptions`
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
