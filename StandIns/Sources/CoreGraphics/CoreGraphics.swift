// A test-only stand-in for Apple's CoreGraphics on Linux; not Apple's code. swift-corelibs-foundation
// already declares CGFloat, CGPoint, CGSize and CGRect with their basic API; this module re-exports
// Foundation and adds what Foundation on Linux lacks and a UIKit adapter uses, each declaration matching
// the one the iOS SDK gives Swift. Line references are to the CoreGraphics headers of Apple's iPhoneOS 18.6
// SDK; the Swift names are those the headers and Apple's CoreGraphics overlay
// (CoreGraphics.framework/Modules/CoreGraphics.swiftmodule) give, and `Scripts/standins-vs-sdk.py` checks
// every quote against that SDK (CI runs it where the SDK is present). Behaviour is the arithmetic
// CoreGraphics documents.

@_exported import Foundation
