// A test-only stand-in for UIKit's `UITextField` on Linux; not Apple's code. Declarations match the iOS
// SDK's as Swift sees them. Behaviour: it becomes first responder when enabled and in a window; becoming
// first responder (after the previous one resigned, posting its own end) scrolls it into view in the nearest
// scroll view around it (`UIView._scrollIntoViewOfEnclosingScrollView()`), then posts
// `textDidBeginEditingNotification`, resigning posts `textDidEndEditingNotification`, each with the field as
// `object`; `insertText(_:)` and `deleteBackward()` (the keyboard's input) post `textDidChangeNotification`,
// setting `text` does not, as in UIKit. One line of text, laid out as `_UITextLayout` describes (UTF-16 units
// 10 pt wide, 20 pt line) from the bounds' left edge, centred vertically. No delegate, fonts or drawing.

import CoreGraphics

// UITextField.h:52 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextField.h:53 @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting, UILetterf…
// (Of its protocols only `UITextInput` is modelled; `UILetterformAwareAdjusting` is new in the iOS 18 SDK.)
@MainActor
open class UITextField: UIControl, UITextInput {
    private var _text = ""
    private var _hasText = false
    private var _selection = NSRange(location: 0, length: 0)
    private var _isEditing = false
    private var _inputView: UIView?
    private var _inputAccessoryView: UIView?

    // UIControl.h:78 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UIControl.h:79 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // UITextField.h:55 @property(nullable, nonatomic,copy) NSString *text;
    /// Setting it puts the selection at the end.
    open var text: String? {
        get { _hasText ? _text : nil }
        set {
            _text = newValue ?? ""
            _hasText = newValue != nil
            _selection = NSRange(location: _layout.length, length: 0)
        }
    }

    // UITextField.h:63 @property(nullable, nonatomic,copy) NSString *placeholder;
    open var placeholder: String?

    // UITextField.h:72 @property(nonatomic,readonly,getter=isEditing) BOOL editing;
    open var isEditing: Bool { _isEditing }

    // UITextField.h:108 @property (nullable, readwrite, strong) UIView *inputView;
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }

    // UITextField.h:109 @property (nullable, readwrite, strong) UIView *inputAccessoryView API_UNAVAILABLE(visionos);
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }

    // `nonisolated`, as the headers' `NS_SWIFT_NONISOLATED` makes them: see the keyboard notifications in UIResponder.swift.
    // UITextField.h:194 UIKIT_EXTERN NSNotificationName const UITextFieldTextDidBeginEditingNotification API_UNAVAILABLE(wat…
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    // UITextField.h:195 UIKIT_EXTERN NSNotificationName const UITextFieldTextDidEndEditingNotification API_UNAVAILABLE(watch…
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextFieldTextDidEndEditingNotification")
    // UITextField.h:196 UIKIT_EXTERN NSNotificationName const UITextFieldTextDidChangeNotification API_UNAVAILABLE(watchos) …
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    // MARK: UIResponder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func becomeFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let became = super.becomeFirstResponder()
        if became, !wasFirstResponder {
            _isEditing = true
            _scrollIntoViewOfEnclosingScrollView()
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        }
        return became
    }

    open override func resignFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let resigned = super.resignFirstResponder()
        if resigned, wasFirstResponder {
            _isEditing = false
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
        return resigned
    }

    // MARK: UIKeyInput (UITextInput.h:26–28)

    open var hasText: Bool { !_text.isEmpty }

    open func insertText(_ text: String) {
        let inserted = text.replacingOccurrences(of: "\n", with: "")
        _text = _UITextInputSupport.replacing(_text, _selection, with: inserted)
        _hasText = true
        _selection = NSRange(location: _selection.location + inserted.utf16.count, length: 0)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    open func deleteBackward() {
        guard _selection.length > 0 || _selection.location > 0 else { return }
        let range = _selection.length > 0 ? _selection : NSRange(location: _selection.location - 1, length: 1)
        _text = _UITextInputSupport.replacing(_text, range, with: "")
        _selection = NSRange(location: range.location, length: 0)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: UITextInput (UITextInput.h:112–166)

    open func text(in range: UITextRange) -> String? {
        _UITextInputSupport.nsRange(range).flatMap { _UITextInputSupport.substring(_text, $0) }
    }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = _UITextInputSupport.nsRange(range) else { return }
        _text = _UITextInputSupport.replacing(_text, nsRange, with: text)
        _hasText = true
        _selection = NSRange(location: nsRange.location + text.utf16.count, length: 0)
    }

    open var selectedTextRange: UITextRange? {
        get { _UITextIndexRange(_selection) }
        set {
            guard let range = newValue.flatMap(_UITextInputSupport.nsRange) else { return }
            let start = _layout.clamp(range.location)
            _selection = NSRange(location: start, length: _layout.clamp(range.location + range.length) - start)
        }
    }

    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { _UITextIndexPosition(0) }
    open var endOfDocument: UITextPosition { _UITextIndexPosition(_layout.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = _UITextInputSupport.offset(fromPosition), let to = _UITextInputSupport.offset(toPosition)
        else { return nil }
        return _UITextIndexRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = _UITextInputSupport.offset(position) else { return nil }
        let target = start + offset
        return (0..._layout.length).contains(target) ? _UITextIndexPosition(target) : nil
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        _UITextInputSupport.compare(position, other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (_UITextInputSupport.offset(toPosition) ?? 0) - (_UITextInputSupport.offset(from) ?? 0)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let nsRange = _UITextInputSupport.nsRange(range) else { return .null }
        return _layout.firstRect(of: nsRange).offsetBy(dx: bounds.minX, dy: _lineTop)
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        _layout.caretRect(at: _UITextInputSupport.offset(position) ?? 0).offsetBy(dx: bounds.minX, dy: _lineTop)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        _UITextIndexPosition(_layout.closestOffset(to: CGPoint(x: point.x - bounds.minX, y: 0)))
    }

    private var _layout: _UITextLayout { _UITextLayout(_text) }
    private var _lineTop: CGFloat { bounds.minY + (bounds.height - _UITextLayout.lineHeight) / 2 }
}
