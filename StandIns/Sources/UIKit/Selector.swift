// A test-only stand-in for the Objective-C runtime's `Selector`, which swift-corelibs-foundation lacks;
// not Apple's code. On Apple platforms `import UIKit` brings `Selector` in through Foundation; it is
// declared here so that `init(target:action:)` and `addTarget(_:action:)` keep their SDK signatures.
// `#selector(...)` needs the Objective-C runtime and does not compile on Linux; spell a selector as a
// string (`Selector("handlePan:")`), which Apple's `Selector` also accepts. Nothing is ever performed.

// ObjectiveC.swift (the ObjectiveC overlay) `public struct Selector : ExpressibleByStringLiteral`
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    // ObjectiveC overlay `public init(_ str: String)`
    public init(_ str: String) {
        name = str
    }

    // ObjectiveC overlay `public init(stringLiteral value: String)`
    public init(stringLiteral value: String) {
        name = value
    }

    public var description: String { name }
}
