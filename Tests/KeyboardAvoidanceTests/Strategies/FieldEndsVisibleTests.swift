import KeyboardAvoidance
import KeyboardAvoidanceTesting
import XCTest

/// The principle behind SPEC §10: the field ends visible whenever a movement allowed can show it.
///
/// After any strategy with its defaults, the focus is visible whenever some movement that strategy
/// allows can show it. Checked over random screens of the
/// kinds apps have — forms, short screens, bottom sheets, dialogs, page and form sheets with and
/// without a scroll view, pagers of forms, notes screens and lists beside the focus — on phones and
/// iPads, under docked keyboards. Each exception SPEC allows is named in ``exception(for:in:)``,
/// none is skipped silently.
final class FieldEndsVisibleTests: XCTestCase {
    /// A screen of a kind apps have, with its keyboard.
    struct Screen: CustomStringConvertible {
        enum Kind: CaseIterable {
            case form, shortScreen, bottomSheet, centredDialog, sheetWithForm, sheetWithoutScrollView, pagerOfForms, notes
            case listBesideFocus
        }
        var kind: Kind
        var layout: AvoidanceLayout
        var keyboard: KeyboardState
        var description: String {
            let nodes = layout.hierarchy.nodeIDs.map { id in
                "[\(id.rawValue)] in \(layout.hierarchy.parent(of: id).map { "\($0.rawValue)" } ?? "screen"): \(layout.hierarchy.node(id).map { "\($0)" } ?? "?")"
            }
            let scrollViews = layout.scrollContainers.map { "scroll [\($0.node.rawValue)] content \($0.contentSize)" }
            return "\(kind), keyboard \(keyboard.frame), focus [\(layout.focus.node.rawValue)] \(layout.focus.rect)\n  "
                + (nodes + scrollViews).joined(separator: "\n  ")
        }
    }

    /// A device: its screen, its safe area and its docked keyboards' heights.
    private struct Device {
        var size: LayoutSize
        var safeArea: LayoutInsets
        var keyboards: [Double]
    }

    private static let devices = [
        Device(size: LayoutSize(width: 375, height: 667), safeArea: LayoutInsets(top: 20), keyboards: [216, 260]),
        Device(size: LayoutSize(width: 393, height: 852), safeArea: LayoutInsets(top: 59, bottom: 34), keyboards: [291, 335]),
        Device(size: LayoutSize(width: 440, height: 956), safeArea: LayoutInsets(top: 62, bottom: 34), keyboards: [301, 345]),
        Device(size: LayoutSize(width: 852, height: 393), safeArea: LayoutInsets(left: 59, bottom: 20, right: 59), keyboards: [170, 208]),
        Device(size: LayoutSize(width: 820, height: 1_180), safeArea: LayoutInsets(top: 32, bottom: 25), keyboards: [293, 337]),
    ]

    private static var screens: Generator<Screen> {
        Generator { draws in
            let device = draws.pick(from: devices) ?? devices[1]
            let bounds = LayoutRect(origin: .zero, size: device.size)
            let keyboard = KeyboardState.docked(height: draws.pick(from: device.keyboards) ?? 291, screenBounds: bounds)
            var layout = AvoidanceLayout(window: bounds, safeAreaInsets: device.safeArea)
            let kind = draws.pick(from: Screen.Kind.allCases) ?? .form
            let width = device.size.width
            let height = device.size.height
            /// A 44 pt field at a random height in a container of height `containerHeight`.
            func fieldFrame(in containerWidth: Double, _ containerHeight: Double, from top: Double = 0) -> LayoutRect {
                let y = (draws.double(in: 0...1) * max(0, containerHeight - top - 44)).rounded() + top
                return LayoutRect(x: 16, y: y, width: max(1, containerWidth - 32), height: 44)
            }
            switch kind {
            case .form:
                let content = (height * draws.double(in: 0.6...3)).rounded()
                let offset = (draws.double(in: 0...1) * max(0, content - height)).rounded()
                let form = layout.addScrollView(
                    frame: bounds, contentSize: LayoutSize(width: width, height: content), contentOffset: LayoutPoint(x: 0, y: offset))
                layout.addFocusedView(frame: fieldFrame(in: width, content), in: form)
            case .shortScreen:
                let root = layout.addView(frame: bounds)
                layout.addFocusedView(frame: fieldFrame(in: width, height, from: device.safeArea.top), in: root)
            case .bottomSheet:
                let sheetHeight = (height * draws.double(in: 0.2...0.7)).rounded()
                let sheet = layout.addView(frame: LayoutRect(x: 0, y: height - sheetHeight, width: width, height: sheetHeight))
                layout.addFocusedView(frame: fieldFrame(in: width, sheetHeight - device.safeArea.bottom), in: sheet)
            case .centredDialog:
                let dialogWidth = min(320, width - 40)
                let dialogHeight = (draws.double(in: 160...360)).rounded()
                let dialog = layout.addView(
                    frame: LayoutRect(
                        x: ((width - dialogWidth) / 2).rounded(), y: ((height - dialogHeight) / 2).rounded(), width: dialogWidth,
                        height: dialogHeight))
                layout.addFocusedView(frame: fieldFrame(in: dialogWidth, dialogHeight), in: dialog)
            case .sheetWithForm, .sheetWithoutScrollView:
                // A page sheet on a phone (10 pt below the safe top, to the bottom), a form sheet centred on
                // an iPad.
                let isPad = width >= 700 && height >= 700
                let frame =
                    isPad
                    ? LayoutRect(x: ((width - 540) / 2).rounded(), y: ((height - 620) / 2).rounded(), width: 540, height: 620)
                    : LayoutRect(x: 0, y: device.safeArea.top + 10, width: width, height: height - device.safeArea.top - 10)
                let sheet = layout.addView(frame: frame)
                let local = LayoutRect(origin: .zero, size: frame.size)
                if kind == .sheetWithForm {
                    let content = (frame.height * draws.double(in: 0.6...2.5)).rounded()
                    let form = layout.addScrollView(frame: local, contentSize: LayoutSize(width: frame.width, height: content), in: sheet)
                    layout.addFocusedView(frame: fieldFrame(in: frame.width, content), in: form)
                } else {
                    layout.addFocusedView(frame: fieldFrame(in: frame.width, frame.height), in: sheet)
                }
            case .pagerOfForms:
                let pages = draws.integer(in: 2...4)
                let showing = draws.integer(in: 0...(pages - 1))
                let page = draws.chance(0.8) ? showing : draws.integer(in: 0...(pages - 1))
                let pager = layout.addScrollView(
                    frame: bounds, contentSize: LayoutSize(width: width * Double(pages), height: height),
                    contentOffset: LayoutPoint(x: width * Double(showing), y: 0))
                layout.scrollContainers[0].isPagingEnabled = true
                let content = (height * draws.double(in: 0.6...2.5)).rounded()
                let form = layout.addScrollView(
                    frame: LayoutRect(x: width * Double(page), y: 0, width: width, height: height),
                    contentSize: LayoutSize(width: width, height: content), in: pager)
                layout.addFocusedView(frame: fieldFrame(in: width, content), in: form)
            case .notes:
                let content = (height * draws.double(in: 1...4)).rounded()
                let offset = (draws.double(in: 0...1) * (content - height)).rounded()
                let notes = layout.addScrollView(
                    frame: bounds, contentSize: LayoutSize(width: width, height: content), contentOffset: LayoutPoint(x: 0, y: offset))
                // The caret on a line of the text showing.
                let caretY = offset + device.safeArea.top + (draws.double(in: 0...1) * (height - device.safeArea.top - 60)).rounded()
                layout.focus(on: notes, rect: LayoutRect(x: 20, y: caretY, width: 2, height: 22))
            case .listBesideFocus:
                // A chat: a message list filling the screen above a 52 pt composer holding the field, or
                // a search field above its results list.
                let root = layout.addView(frame: bounds)
                let composerTop = height - device.safeArea.bottom - 52
                let chat = draws.chance(0.5)
                let listFrame =
                    chat
                    ? LayoutRect(x: 0, y: 0, width: width, height: composerTop)
                    : LayoutRect(x: 0, y: device.safeArea.top + 56, width: width, height: height - device.safeArea.top - 56)
                layout.addScrollView(frame: listFrame, contentSize: LayoutSize(width: width, height: height * 3), in: root)
                let fieldY = chat ? composerTop + 4 : device.safeArea.top + 6
                layout.addFocusedView(frame: LayoutRect(x: 16, y: fieldY, width: width - 32, height: 44), in: root)
            }
            return Screen(kind: kind, layout: layout, keyboard: keyboard)
        }
    }

    /// Why SPEC lets a strategy with its defaults leave this focus covered, or `nil` when it must
    /// not.
    ///
    /// - Scrolling strategies move scroll views only: with no scroll view holding the focus they
    ///   move nothing (their `shiftsRootViewForRemainder` option moves the root view).
    /// - Resize hands the space above the keyboard to the app's own layout, which reflows: whether
    ///   the field is visible is the app's layout's answer, not the library's.
    private static func exception(for strategy: StrategyUnderTest, in screen: Screen) -> String? {
        if strategy == .resize { return "resize: the app's layout reflows into the space" }
        if strategy.scrolls, screen.layout.scrollChain.isEmpty { return "no scroll view holds the focus" }
        return nil
    }

    /// Whether some movement the strategy allows shows the whole focus, given what it did: the
    /// oracle the property holds the result to.
    ///
    /// - Scrolling strategies: some offset of the keyboard's scroll view in its range, with the
    ///   keyboard's inset or growth as the result has it. Moving that offset by `d` moves the focus
    ///   by `−d` and nothing of the visible region (the scroll view's own frame stays), so the
    ///   offsets that show it are `[y + F.maxY − R.maxY, y + F.minY − R.minY]` from the result's
    ///   offset `y`, focus `F` and region `R`.
    /// - View shift: some upward translation `d` of the root view that keeps its bottom at or below
    ///   the keyboard's top (SPEC §10.5's reach) and the focus's top below the window's safe top;
    ///   the focus moves with the root view and so do the scroll views around it.
    private static func someMovementShowsTheFocus(
        _ strategy: StrategyUnderTest, in screen: Screen, after adjustment: KeyboardAdjustment, _ visibility: FocusVisibility
    ) throws -> Bool {
        let layout = screen.layout
        guard let focus = visibility.focusFrame else { return false }
        if strategy.scrolls {
            guard let region = visibility.visibleRegion,
                let keyboardScrollView = layout.keyboardScrollViewOfChain,
                let result = adjustment.allContainers.first(where: { $0.node == keyboardScrollView.node }),
                let size = layout.hierarchy.node(keyboardScrollView.node)?.boundsSize
            else { return false }
            let safeArea = layout.hierarchy.safeAreaInsets(of: keyboardScrollView.node) ?? .zero
            let adds = keyboardScrollView.settings.addsVerticalSafeArea(inViewportOf: size)
            let range = ScrollRange(
                contentHeight: result.contentSize.height, viewportHeight: size.height,
                adjustedTop: result.contentInsets.top + (adds ? safeArea.top : 0),
                adjustedBottom: result.contentInsets.bottom + (adds ? safeArea.bottom : 0))
            let y = result.contentOffset.y
            let showing = (lower: y + focus.maxY - region.maxY, upper: y + focus.minY - region.minY)
            guard focus.minX >= region.minX - 1e-6, focus.maxX <= region.maxX + 1e-6 else { return false }
            return max(showing.lower, range.lower) <= min(showing.upper, range.upper) + 1e-6
        }
        // View shift, from the resting screen.
        let hierarchy = layout.hierarchy
        let resting = layout.focusVisibility(after: ViewShiftStrategy().restingAdjustment(for: layout), keyboard: screen.keyboard)
        guard let restingFocus = resting.focusFrame, let window = hierarchy.node(ViewHierarchy.window),
            let root = hierarchy.node(layout.rootView).flatMap({ hierarchy.convert($0.bounds, from: .node(layout.rootView), to: .window) }),
            let keyboardTop = layout.avoidedFrame(of: screen.keyboard).flatMap({ hierarchy.convert($0, from: .screen, to: .window) })?.minY
        else { return false }
        // Between the safe area's sides (no vertical movement changes them), and inside every scroll
        // view around it at rest (they move with it).
        guard let restingRegion = resting.visibleRegion, restingFocus.minX >= restingRegion.minX - 1e-6,
            restingFocus.maxX <= restingRegion.maxX + 1e-6
        else { return false }
        for container in layout.scrollChain {
            guard let node = hierarchy.node(container.node),
                let frame = hierarchy.convert(node.bounds, from: .node(container.node), to: .window)
            else { return false }
            if restingFocus.minY < frame.minY - 1e-6 || restingFocus.maxY > frame.maxY + 1e-6 { return false }
        }
        let safeTop = window.bounds.minY + hierarchy.windowSafeAreaInsets.top
        let safeBottom = window.bounds.maxY - hierarchy.windowSafeAreaInsets.bottom
        let lowest = max(0, restingFocus.maxY - min(keyboardTop, safeBottom))
        let highest = min(root.maxY - keyboardTop, restingFocus.minY - safeTop)
        return lowest <= highest + 1e-6
    }

    func testTheFieldEndsVisibleWheneverSomeAllowedMovementCanShowIt() {
        let generator = Generator { draws in
            (Self.screens.generate(&draws), draws.pick(from: StrategyUnderTest.allCases) ?? .scrollInset)
        }
        checkProperty(generator) { screen, strategy in
            guard Self.exception(for: strategy, in: screen) == nil else { return }
            let adjustment = strategy.strategy.adjustment(for: screen.layout, keyboard: screen.keyboard)
            let visibility = screen.layout.focusVisibility(after: adjustment, keyboard: screen.keyboard)
            guard !visibility.isFocusVisible else { return }
            try require(
                !(try Self.someMovementShowsTheFocus(strategy, in: screen, after: adjustment, visibility)),
                "\(strategy) left the focus covered on a \(screen.kind), though a movement it allows shows it: \(visibility)")
        }
    }

    func testEveryKindOfScreenIsDrawnAndChecked() {
        // The generator reaches every kind, and on each kind some strategy is held to showing the
        // field where it was covered — so the property is not met by skipping.
        var draws = Draws(seed: 0x5eed)
        var held: Set<String> = []
        for _ in 0..<2_000 {
            let screen = Self.screens.generate(&draws)
            for strategy in StrategyUnderTest.allCases where Self.exception(for: strategy, in: screen) == nil {
                let resting = screen.layout.focusVisibility(
                    after: strategy.strategy.restingAdjustment(for: screen.layout), keyboard: screen.keyboard)
                if !resting.isFocusVisible { held.insert("\(screen.kind)") }
            }
        }
        XCTAssertEqual(held.count, Screen.Kind.allCases.count, "\(held)")
    }
}
