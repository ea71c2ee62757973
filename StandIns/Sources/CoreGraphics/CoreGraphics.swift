// A test-only stand-in for Apple's CoreGraphics on Linux; not Apple's code. swift-corelibs-foundation
// already declares CGFloat, CGPoint, CGSize and CGRect with their basic API; this module re-exports
// Foundation and adds what Foundation on Linux lacks and a UIKit adapter uses, each declaration matching
// the one the iOS SDK gives Swift. Line references are to the CoreGraphics headers of iPhoneOS16.5.sdk
// (theos/sdks); the Swift names are those the headers and Apple's CoreGraphics overlay
// (usr/lib/swift/CoreGraphics.swiftmodule) give. Behaviour is the arithmetic CoreGraphics documents.

@_exported import Foundation
