// A test-only stand-in for UIKit's `UITextView` on Linux; not Apple's code. Declarations match the iOS SDK's
// as Swift sees them. Behaviour: it becomes first responder when editable and in a window; becoming first
// responder (after the previous one resigned, posting its own end) scrolls it into view in the nearest scroll
// view around it (`UIView._scrollIntoViewOfEnclosingScrollView()`), then posts `textDidBeginEditingNotification`,
// resigning posts `textDidEndEditingNotification`, each with the view as `object`; `insertText(_:)` and
// `deleteBackward()` (the keyboard's input) scroll the caret into the view's visible bounds, as UIKit's does
// while the user types, then post `textDidChangeNotification`; setting `text` does neither.
//
// Layout, a documented simplification (`_UITextLayout`): no fonts, no wrapping; one 20 pt line per
// "\n"-separated line, each UTF-16 unit 10 pt wide, offset by `textContainerInset` (UIKit's default,
// 8 pt top and bottom) and no line fragment padding. `caretRect(for:)` is in the view's bounds
// coordinates, as UIKit's. `contentSize` is the bounds' width by lines × 20 pt plus the insets' vertical
// sum, updated whenever the text, the insets or `isScrollEnabled` change. With `isScrollEnabled == false`
// the view sizes itself to that height at once, keeping its top edge (UIKit does it through Auto Layout).
// It keeps `UIScrollView`'s `delegate`; no `UITextViewDelegate`.

import CoreGraphics

// UITextView.h:192 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UITextView.h:193 @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting, UILetterformAware…
// (Of its protocols only `UITextInput` is modelled; `UILetterformAwareAdjusting` is new in the iOS 18 SDK.)
@MainActor
open class UITextView: UIScrollView, UITextInput {
    private var _text = ""
    private var _selection = NSRange(location: 0, length: 0)
    private var _inputView: UIView?
    private var _inputAccessoryView: UIView?

    // UIView.h:149 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _updateContentSize()
    }

    // UIView.h:150 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _updateContentSize()
    }

    // UITextView.h:197 @property(null_resettable,nonatomic,copy) NSString *text;
    /// Setting it puts the selection at the end and lays the text out again.
    open var text: String! {
        get { _text }
        set {
            _text = newValue ?? ""
            _selection = NSRange(location: _layout.length, length: 0)
            _updateContentSize()
        }
    }

    // UITextView.h:201 @property(nonatomic) NSRange selectedRange;
    open var selectedRange: NSRange {
        get { _selection }
        set { _setSelection(newValue) }
    }

    // UITextView.h:202 @property(nonatomic,getter=isEditable) BOOL editable API_UNAVAILABLE(tvos);
    open var isEditable: Bool = true

    // UITextView.h:205 @property(nonatomic,getter=isSelectable) BOOL selectable API_AVAILABLE(ios(7.0));
    open var isSelectable: Bool = true

    // UITextView.h:212 - (void)scrollRangeToVisible:(NSRange)range;
    open func scrollRangeToVisible(_ range: NSRange) {
        let start = _layout.caretRect(at: range.location)
        let end = _layout.caretRect(at: range.location + range.length)
        scrollRectToVisible(start.union(end).offsetBy(dx: textContainerInset.left, dy: textContainerInset.top), animated: false)
    }

    // UITextView.h:217 @property (nullable, readwrite, strong) UIView *inputView;
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }

    // UITextView.h:218 @property (nullable, readwrite, strong) UIView *inputAccessoryView API_UNAVAILABLE(visionos);
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }

    // UITextView.h:236 @property(nonatomic, assign) UIEdgeInsets textContainerInset API_AVAILABLE(ios(7.0));
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { _updateContentSize() }
    }

    // UIScrollView.h:115 @property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled;
    /// Turning scrolling off makes the view size itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { _updateContentSize() }
    }

    // `nonisolated`, as the headers' `NS_SWIFT_NONISOLATED` makes them: see the keyboard notifications in UIResponder.swift.
    // UITextView.h:315 UIKIT_EXTERN NSNotificationName const UITextViewTextDidBeginEditingNotification API_UNAVAILABLE(watc…
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextViewTextDidBeginEditingNotification")
    // UITextView.h:316 UIKIT_EXTERN NSNotificationName const UITextViewTextDidChangeNotification API_UNAVAILABLE(watchos) N…
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    // UITextView.h:317 UIKIT_EXTERN NSNotificationName const UITextViewTextDidEndEditingNotification API_UNAVAILABLE(watcho…
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextViewTextDidEndEditingNotification")

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width { _updateContentSize() }
    }

    // MARK: UIResponder

    open override var canBecomeFirstResponder: Bool { isEditable }

    open override func becomeFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let became = super.becomeFirstResponder()
        if became, !wasFirstResponder {
            _scrollIntoViewOfEnclosingScrollView()
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
        return became
    }

    open override func resignFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let resigned = super.resignFirstResponder()
        if resigned, wasFirstResponder {
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
        return resigned
    }

    // MARK: UIKeyInput (UITextInput.h:26–28)

    open var hasText: Bool { !_text.isEmpty }

    open func insertText(_ text: String) {
        _text = _UITextInputSupport.replacing(_text, _selection, with: text)
        _selection = NSRange(location: _selection.location + text.utf16.count, length: 0)
        _updateContentSize()
        _keepCaretVisible()
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    open func deleteBackward() {
        guard _selection.length > 0 || _selection.location > 0 else { return }
        let range = _selection.length > 0 ? _selection : NSRange(location: _selection.location - 1, length: 1)
        _text = _UITextInputSupport.replacing(_text, range, with: "")
        _selection = NSRange(location: range.location, length: 0)
        _updateContentSize()
        _keepCaretVisible()
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// What UIKit's text view does as the user types: it scrolls the insertion point into its own
    /// visible bounds (`scrollRangeToVisible(_:)`, UITextView.h:212) — inside its bounds less its
    /// `adjustedContentInset`, which knows nothing of a keyboard unless someone inset it — before the
    /// text-change notification. A text view that does not scroll has nothing to scroll.
    private func _keepCaretVisible() {
        guard isScrollEnabled else { return }
        scrollRangeToVisible(_selection)
    }

    // MARK: UITextInput (UITextInput.h:112–166)

    open func text(in range: UITextRange) -> String? {
        _UITextInputSupport.nsRange(range).flatMap { _UITextInputSupport.substring(_text, $0) }
    }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let nsRange = _UITextInputSupport.nsRange(range) else { return }
        _text = _UITextInputSupport.replacing(_text, nsRange, with: text)
        _selection = NSRange(location: nsRange.location + text.utf16.count, length: 0)
        _updateContentSize()
    }

    open var selectedTextRange: UITextRange? {
        get { _UITextIndexRange(_selection) }
        set { newValue.flatMap(_UITextInputSupport.nsRange).map(_setSelection) }
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
        return _layout.firstRect(of: nsRange).offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        _layout.caretRect(at: _UITextInputSupport.offset(position) ?? 0)
            .offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        _UITextIndexPosition(
            _layout.closestOffset(to: CGPoint(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top)))
    }

    // MARK: Internals

    private var _layout: _UITextLayout { _UITextLayout(_text) }

    private func _setSelection(_ range: NSRange) {
        let start = _layout.clamp(range.location)
        _selection = NSRange(location: start, length: _layout.clamp(range.location + range.length) - start)
    }

    /// Content size from the text; self-sizing (keeping the top edge) when scrolling is off.
    private func _updateContentSize() {
        let height = _layout.height + textContainerInset.top + textContainerInset.bottom
        contentSize = CGSize(width: bounds.width, height: height)
        if !isScrollEnabled, bounds.height != height {
            let growth = height - bounds.height
            let shift = CGPoint(x: 0, y: growth / 2).applying(
                CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
            bounds.size.height = height
            center = CGPoint(x: center.x + shift.x, y: center.y + shift.y)
        }
    }
}
