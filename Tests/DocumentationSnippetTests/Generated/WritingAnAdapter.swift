// swift-format-ignore-file
// Generated from Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md by DocumentationSnippetsTests: do not edit.
// Regenerate with 'UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippetsTests'.

import KeyboardAvoidance

// Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md, block 1
/// A view of a small retained-mode toolkit: a frame in its parent, and a scroll offset when it scrolls.
final class Widget {
    var frame: LayoutRect
    var scrollOffset = LayoutPoint.zero
    var contentSize: LayoutSize?
    var contentInsets = LayoutInsets.zero
    var transform = LayoutTransform.identity
    var safeAreaInsets = LayoutInsets.zero
    private(set) weak var parent: Widget?
    private(set) var children: [Widget] = []

    init(frame: LayoutRect, contentSize: LayoutSize? = nil) {
        self.frame = frame
        self.contentSize = contentSize
    }

    func add(_ child: Widget) {
        child.parent = self
        children.append(child)
    }
}

extension Widget: CapturableView {
    var layoutBoundsOrigin: LayoutPoint { scrollOffset }
    var layoutBoundsSize: LayoutSize { frame.size }
    var layoutCenter: LayoutPoint { LayoutPoint(x: frame.midX, y: frame.midY) }
    var layoutTransform: LayoutTransform { transform }
    var layoutSuperview: Widget? { parent }
    var layoutSafeAreaInsets: LayoutInsets { safeAreaInsets }
    var layoutScrollView: ScrollViewSettings? {
        contentSize.map { ScrollViewSettings(contentSize: $0, contentInsets: contentInsets) }
    }
}

// Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md, block 2
/// Keeps the focused widget of one window above the keyboard.
struct WidgetKeyboardAvoidance {
    private var avoider: KeyboardAvoider<ObjectIdentifier, ScrollInsetStrategy>
    private var widgets: [ObjectIdentifier: Widget] = [:]
    private(set) var focus: Widget?

    init(screen: LayoutRect) {
        avoider = KeyboardAvoider(strategy: ScrollInsetStrategy(), screenBounds: screen)
    }

    /// The focused widget's chain as it is now.
    private mutating func observation(screen: LayoutRect) -> ScreenObservation<ObjectIdentifier>? {
        guard let focus else { return nil }
        // The layout, and its widgets in node order: node i is chain[i], the window first.
        let (layout, chain) = AvoidanceLayout.capturing(focus)
        for widget in chain { widgets[ObjectIdentifier(widget)] = widget }
        return ScreenObservation(layout: layout, viewKeys: chain.map(ObjectIdentifier.init), screenBounds: screen)
    }

    mutating func keyboardChanged(_ event: KeyboardEvent, screen: LayoutRect) {
        apply(avoider.receive(.keyboard(event, screen: observation(screen: screen))))
    }

    mutating func focusChanged(to widget: Widget?, screen: LayoutRect) {
        focus = widget
        if let observation = observation(screen: screen) {
            apply(avoider.receive(.focusBegan(observation)))
        } else {
            apply(avoider.receive(.focusEnded))
        }
    }

    /// Sets the answer; a real toolkit would animate with `update.animation`.
    private func apply(_ update: AvoidanceUpdate<ObjectIdentifier>?) {
        for change in update?.changes ?? [] {
            guard let widget = widgets[change.view] else { continue }
            if let values = change.values.scrollView {
                widget.scrollOffset = values.contentOffset
                widget.contentInsets = values.contentInsets
                widget.contentSize = values.contentSize
            }
            if let values = change.values.rootView { widget.transform = values.transform }
        }
    }
}

/// The statement blocks of Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md, in order.
@MainActor func writingAnAdapterSnippets() throws {
    // Sources/KeyboardAvoidance/KeyboardAvoidance.docc/WritingAnAdapter.md, block 3
    let screen = LayoutRect(x: 0, y: 0, width: 390, height: 844)
    let window = Widget(frame: screen)
    window.safeAreaInsets = LayoutInsets(top: 59, bottom: 34)
    let root = Widget(frame: screen)
    let form = Widget(frame: screen, contentSize: LayoutSize(width: 390, height: 1_200))
    form.contentInsets = LayoutInsets(bottom: 20)
    let field = Widget(frame: LayoutRect(x: 20, y: 600, width: 350, height: 44))
    window.add(root)
    root.add(form)
    form.add(field)

    var avoidance = WidgetKeyboardAvoidance(screen: screen)
    avoidance.focusChanged(to: field, screen: screen)
    let shown = KeyboardEvent(phase: .willShow, endFrame: LayoutRect(x: 0, y: 553, width: 390, height: 291))
    avoidance.keyboardChanged(shown, screen: screen)
    avoidance.keyboardChanged(shown, screen: screen)                // delivered twice: nothing stacks
    assert(form.contentInsets.bottom == 257)                          // the larger of the app's 20 and 291 − 34
    assert(form.scrollOffset.y == 101)                                // 644 + 10 − 553
    let hidden = KeyboardEvent(phase: .willHide, endFrame: LayoutRect(x: 0, y: 844, width: 390, height: 291))
    avoidance.keyboardChanged(hidden, screen: screen)
    assert(form.contentInsets.bottom == 20 && form.scrollOffset.y == 0)
}
