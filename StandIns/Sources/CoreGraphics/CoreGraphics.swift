// A test-only stand-in for Apple's CoreGraphics on Linux; not Apple's code. swift-corelibs-foundation
// already declares CGFloat, CGPoint, CGSize and CGRect with their basic API; this module re-exports
// Foundation and adds what Foundation on Linux lacks and a UIKit adapter uses, each declaration matching
// the one the iOS SDK gives Swift. Line references are to the iOS 26.5 SDK's CoreGraphics headers; the
// Swift names are those of Apple's CoreGraphics overlay. Behaviour is the arithmetic CoreGraphics documents.

@_exported import Foundation
