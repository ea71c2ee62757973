// A test-only stand-in for UIKit's text input protocols and classes on Linux; not Apple's code.
// Declarations match the iOS SDK's as Swift sees them. `UITextInput` here declares only the members a
// reader of text geometry uses (selection, document ends, positions and offsets, caret and first rects,
// text in a range, replacement); the rest of the real protocol (marked text, the input delegate, the
// tokenizer, layout directions, selection rects, dictation and placeholders) is omitted, so a type of
// your own conforming to it here would not conform on iOS as written. `UITextInputTraits` is omitted
// (all its members are optional). `UITextField` and `UITextView` implement the protocol over UTF-16
// offsets with the simplified layout of `_UITextLayout`.

import CoreGraphics

// UITextInput.h:287 UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextInput.h:288 @interface UITextPosition : NSObject
@MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}

// UITextInput.h:292 UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextInput.h:293 @interface UITextRange : NSObject
/// Abstract, as in UIKit: subclasses answer `start` and `end`.
@MainActor
open class UITextRange: NSObject {
    public override init() {
        super.init()
    }

    // UITextInput.h:295 @property (nonatomic, readonly, getter=isEmpty) BOOL empty;
    open var isEmpty: Bool {
        guard let start = start as? _UITextIndexPosition, let end = end as? _UITextIndexPosition else { return false }
        return start.offset == end.offset
    }

    // UITextInput.h:296 @property (nonatomic, readonly) UITextPosition *start;
    open var start: UITextPosition { fatalError("UITextRange is abstract: override start") }

    // UITextInput.h:297 @property (nonatomic, readonly) UITextPosition *end;
    open var end: UITextPosition { fatalError("UITextRange is abstract: override end") }
}

// UITextInput.h:23 API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextInput.h:24 @protocol UIKeyInput <UITextInputTraits>
@MainActor
public protocol UIKeyInput: NSObjectProtocol {
    // UITextInput.h:26 @property(nonatomic, readonly) BOOL hasText API_UNAVAILABLE(watchos);
    var hasText: Bool { get }
    // UITextInput.h:27 - (void)insertText:(NSString *)text;
    func insertText(_ text: String)
    // UITextInput.h:28 - (void)deleteBackward;
    func deleteBackward()
}

// UITextInput.h:114 API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextInput.h:115 @protocol UITextInput <UIKeyInput>
@MainActor
public protocol UITextInput: UIKeyInput {
    // UITextInput.h:119 - (nullable NSString *)textInRange:(UITextRange *)range;
    func text(in range: UITextRange) -> String?
    // UITextInput.h:120 - (void)replaceRange:(UITextRange *)range withText:(NSString *)text;
    func replace(_ range: UITextRange, withText text: String)
    // UITextInput.h:125 @property (nullable, readwrite, copy) UITextRange *selectedTextRange;
    var selectedTextRange: UITextRange? { get set }
    // UITextInput.h:135 @property (nullable, nonatomic, readonly) UITextRange *markedTextRange;
    var markedTextRange: UITextRange? { get }
    // UITextInput.h:141 @property (nonatomic, readonly) UITextPosition *beginningOfDocument;
    var beginningOfDocument: UITextPosition { get }
    // UITextInput.h:142 @property (nonatomic, readonly) UITextPosition *endOfDocument;
    var endOfDocument: UITextPosition { get }
    // UITextInput.h:145 - (nullable UITextRange *)textRangeFromPosition:(UITextPosition *)fromPosition toPosition:(UITextPositio…
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    // UITextInput.h:146 - (nullable UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset;
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    // UITextInput.h:150 - (NSComparisonResult)comparePosition:(UITextPosition *)position toPosition:(UITextPosition *)other;
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    // UITextInput.h:151 - (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)toPosition;
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    // UITextInput.h:168 - (CGRect)firstRectForRange:(UITextRange *)range;
    func firstRect(for range: UITextRange) -> CGRect
    // UITextInput.h:169 - (CGRect)caretRectForPosition:(UITextPosition *)position;
    func caretRect(for position: UITextPosition) -> CGRect
    // UITextInput.h:173 - (nullable UITextPosition *)closestPositionToPoint:(CGPoint)point;
    func closestPosition(to point: CGPoint) -> UITextPosition?
}

/// A position as a UTF-16 offset, as UIKit's text views count.
final class _UITextIndexPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }
}

/// A range of UTF-16 offsets.
final class _UITextIndexRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
    }

    override var start: UITextPosition { _UITextIndexPosition(range.location) }
    override var end: UITextPosition { _UITextIndexPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

/// The stand-in's text layout, a documented simplification: no fonts, no wrapping. Every line is
/// `lineHeight` (20 pt) tall, one per "\n"-separated line; every UTF-16 unit is `advance` (10 pt) wide.
/// Geometry is relative to the text's origin (a text view adds its `textContainerInset`).
struct _UITextLayout {
    static let lineHeight: CGFloat = 20
    static let advance: CGFloat = 10
    static let caretWidth: CGFloat = 2

    let utf16: [UInt16]
    /// The UTF-16 offset each line starts at.
    let lineStarts: [Int]

    init(_ text: String) {
        utf16 = Array(text.utf16)
        var starts = [0]
        for (index, unit) in utf16.enumerated() where unit == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    var length: Int { utf16.count }
    var lineCount: Int { lineStarts.count }
    var height: CGFloat { CGFloat(lineCount) * Self.lineHeight }

    func clamp(_ offset: Int) -> Int { min(max(offset, 0), length) }

    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = clamp(offset)
        let line = (lineStarts.lastIndex { $0 <= offset }) ?? 0
        return (line, offset - lineStarts[line])
    }

    func caretRect(at offset: Int) -> CGRect {
        let (line, column) = lineAndColumn(of: offset)
        return CGRect(
            x: CGFloat(column) * Self.advance, y: CGFloat(line) * Self.lineHeight,
            width: Self.caretWidth, height: Self.lineHeight)
    }

    /// From the range's start to its end or the end of the start's line, whichever comes first.
    func firstRect(of range: NSRange) -> CGRect {
        let start = clamp(range.location)
        let end = clamp(range.location + range.length)
        let (line, column) = lineAndColumn(of: start)
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : length
        let last = min(end, lineEnd)
        return CGRect(
            x: CGFloat(column) * Self.advance, y: CGFloat(line) * Self.lineHeight,
            width: CGFloat(max(last - start, 0)) * Self.advance, height: Self.lineHeight)
    }

    func closestOffset(to point: CGPoint) -> Int {
        let line = min(max(Int((point.y / Self.lineHeight).rounded(.down)), 0), lineCount - 1)
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : length
        let column = max(Int((point.x / Self.advance).rounded()), 0)
        return min(lineStarts[line] + column, lineEnd)
    }
}

/// The shared `UITextInput` arithmetic of the text field and the text view.
@MainActor
enum _UITextInputSupport {
    static func offset(_ position: UITextPosition) -> Int? { (position as? _UITextIndexPosition)?.offset }

    static func nsRange(_ range: UITextRange) -> NSRange? {
        guard let start = offset(range.start), let end = offset(range.end) else { return nil }
        return NSRange(location: min(start, end), length: abs(end - start))
    }

    static func substring(_ text: String, _ range: NSRange) -> String? {
        let units = Array(text.utf16)
        guard range.location >= 0, range.location + range.length <= units.count else { return nil }
        return String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    static func replacing(_ text: String, _ range: NSRange, with replacement: String) -> String {
        let units = Array(text.utf16)
        let start = min(max(range.location, 0), units.count)
        let end = min(max(range.location + range.length, start), units.count)
        return String(decoding: units[..<start] + Array(replacement.utf16) + units[end...], as: UTF16.self)
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let left = offset(a) ?? 0
        let right = offset(b) ?? 0
        return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }
}
