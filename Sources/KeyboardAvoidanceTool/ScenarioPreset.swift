import KeyboardAvoidance

/// A named scenario for a situation real screens have: bars over a form, sheets and modals that do
/// not reach the window's bottom, a multitasking window that the keyboard is docked to, an input
/// bar riding on the keyboard, and a margin kept from the keyboard only.
///
/// `keyboard-avoidance presets` lists them; `evaluate`, `render` and `example` take `--preset NAME`.
/// Each names a device preset (the iPhone 16 in portrait, the iPad (A16)), so its screen, safe
/// area and keyboard are the device catalogue's; the bars, sheets and fields on it are the
/// scenario's own. The article "Bars, sheets and multitasking" works each one through.
public struct ScenarioPreset: Sendable {
    /// The name `--preset` takes.
    public var name: String
    /// What the scenario shows, in a line.
    public var summary: String
    /// The scenario itself.
    public var scenario: Scenario

    /// Every preset, in the order `presets` lists them.
    public static let all: [ScenarioPreset] = [
        navigationBarForm, tabBarForm, pageSheet, formSheet, centredModal, slideOverWindow, chatInputBar, keyboardDistanceForm,
        bottomSheet, centredDialog, carouselInForm, growingTextView, pager, pagerOfForms, notesScreen, toolbarForm,
        searchResults,
    ]

    /// The preset with this name, if there is one.
    ///
    /// - Parameter name: A preset's name.
    /// - Returns: The preset, or `nil`.
    public static func named(_ name: String) -> ScenarioPreset? {
        all.first { $0.name == name }
    }

    /// A field 44 pt tall and 32 pt narrower than its container, at `y` in the container.
    private static func field(_ id: Int, in parent: Int, width: Double, y: Double, height: Double = 44) -> Scenario.Node {
        Scenario.Node(id: id, parent: parent, frame: LayoutRect(x: 16, y: y, width: width - 32, height: height))
    }

    /// A root view (id 1) at `frame` in the window, a scroll view (id 2) filling it, and fields
    /// (ids 3, 4, …) at the given tops in the scroll view's content; the focus is the last field.
    private static func form(
        name: String, device: String, window: Scenario.Window? = nil, root frame: LayoutRect, bars: LayoutInsets = .zero,
        fieldTops: [Double], focusHeight: Double = 44, contentHeight: Double, keyboard: Scenario.Keyboard,
        margins: FocusMargins? = nil, ridingBarHeight: Double? = nil, inNavigationController: Bool = false
    ) -> Scenario {
        var root = Scenario.Node(id: 1, parent: 0, frame: frame)
        if bars != .zero { root.additionalSafeAreaInsets = bars }
        let bounds = LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height)
        var nodes = [root, Scenario.Node(id: 2, parent: 1, frame: bounds)]
        for (index, top) in fieldTops.enumerated() {
            let isFocus = index == fieldTops.count - 1
            nodes.append(field(3 + index, in: 2, width: frame.width, y: top, height: isFocus ? focusHeight : 44))
        }
        var container = Scenario.Container(node: 2, contentSize: LayoutSize(width: frame.width, height: contentHeight))
        if inNavigationController { container.isInNavigationController = true }
        var scenario = Scenario(
            name: name, device: device, nodes: nodes, rootView: 1, scrollContainers: [container],
            focus: Scenario.Focus(node: 2 + fieldTops.count), keyboard: keyboard)
        scenario.window = window
        scenario.margins = margins
        if let height = ridingBarHeight {
            // A bar in the root view resting on the safe area's bottom, the last node.
            let id = 3 + fieldTops.count
            let bottom = frame.height - (DevicePreset.named(device)?.safeAreaInsets.bottom ?? 0)
            scenario.nodes.append(
                Scenario.Node(id: id, parent: 1, frame: LayoutRect(x: 0, y: bottom - height, width: frame.width, height: height)))
            scenario.ridingView = id
        }
        return scenario
    }

    /// A 400 pt notes field under a 44 pt navigation bar (the root view's additional top inset): the
    /// bar rises with the root view, so view shift clears the keyboard (43), capped only by the
    /// window's safe area.
    public static let navigationBarForm = ScenarioPreset(
        name: "navigation-bar-form", summary: "a form under a 44 pt navigation bar, its tall notes field under the keyboard",
        scenario: form(
            name: "form under a navigation bar, iPhone 16", device: "iphone-16-portrait",
            root: LayoutRect(x: 0, y: 0, width: 393, height: 852), bars: LayoutInsets(top: 44), fieldTops: [110, 150],
            focusHeight: 400, contentHeight: 852, keyboard: .named("standard"), inNavigationController: true))

    /// A form above a 49 pt tab bar (the root view's additional bottom inset): the keyboard covers
    /// the tab bar, and the scroll view's inset grows by the overlap beyond it, not by both.
    public static let tabBarForm = ScenarioPreset(
        name: "tab-bar-form", summary: "a long form above a 49 pt tab bar, its last field under the keyboard",
        scenario: form(
            name: "form above a tab bar, iPhone 16", device: "iphone-16-portrait",
            root: LayoutRect(x: 0, y: 0, width: 393, height: 852), bars: LayoutInsets(bottom: 49), fieldTops: [120, 200, 280, 700],
            contentHeight: 1_400, keyboard: .named("standard")))

    /// A page sheet 10 pt below the status bar: view shift may raise it only those 10 pt; the
    /// scroll strategies reveal the field inside it.
    public static let pageSheet = ScenarioPreset(
        name: "page-sheet", summary: "a page sheet on a phone, its last field under the keyboard",
        scenario: form(
            name: "page sheet, iPhone 16", device: "iphone-16-portrait",
            root: LayoutRect(x: 0, y: 69, width: 393, height: 783), fieldTops: [100, 180, 600], contentHeight: 900,
            keyboard: .named("standard")))

    /// A 540 × 620 form sheet centred on an iPad in portrait: the keyboard covers its bottom 57 pt,
    /// not 337.
    public static let formSheet = ScenarioPreset(
        name: "form-sheet", summary: "a 540 × 620 form sheet centred on an iPad, the keyboard over its bottom 57 pt",
        scenario: form(
            name: "form sheet, iPad (A16), portrait", device: "ipad-a16-portrait",
            root: LayoutRect(x: 140, y: 280, width: 540, height: 620), fieldTops: [80, 160, 560], contentHeight: 620,
            keyboard: .named("standard")))

    /// A 400 × 300 modal centred on an iPad in landscape: the keyboard covers its bottom 162 pt.
    public static let centredModal = ScenarioPreset(
        name: "centred-modal", summary: "a 400 × 300 modal centred on an iPad in landscape, its field under the keyboard",
        scenario: form(
            name: "centred modal, iPad (A16), landscape", device: "ipad-a16-landscape",
            root: LayoutRect(x: 390, y: 260, width: 400, height: 300), fieldTops: [60, 220], contentHeight: 300,
            keyboard: .named("standard")))

    /// A Slide Over window that ends 30 pt above the screen's bottom, with the keyboard reported
    /// against the window: docked for the window, though the screen alone would call it undocked.
    public static let slideOverWindow = ScenarioPreset(
        name: "slide-over-window",
        summary: "a Slide Over window ending above the screen's bottom, the keyboard docked to the window",
        scenario: form(
            name: "Slide Over window, iPad (A16), landscape", device: "ipad-a16-landscape",
            window: Scenario.Window(frame: LayoutRect(x: 850, y: 30, width: 320, height: 760), safeAreaInsets: LayoutInsets(top: 24)),
            root: LayoutRect(x: 0, y: 0, width: 320, height: 760), fieldTops: [80, 160, 560], contentHeight: 1_000,
            keyboard: .frame(LayoutRect(x: 850, y: 490, width: 320, height: 300))))

    /// A chat: the messages in a scroll view, the newest at the bottom, and a 52 pt input bar that
    /// rides on the keyboard (a riding view): the newest message is kept clear of both, and the bar
    /// goes onto the keyboard's top.
    public static let chatInputBar = ScenarioPreset(
        name: "chat-input-bar",
        summary: "a chat whose 52 pt input bar rides on the keyboard (a riding view), the newest message kept clear",
        scenario: form(
            name: "chat with an input bar on the keyboard, iPhone 16", device: "iphone-16-portrait",
            root: LayoutRect(x: 0, y: 0, width: 393, height: 852), fieldTops: [400, 520, 640, 716], focusHeight: 60,
            contentHeight: 852, keyboard: .named("standard"), ridingBarHeight: 52))

    /// A form that keeps 20 pt from the keyboard and nothing above the field, as IQKeyboardManager's
    /// `keyboardDistance` does: margins per edge.
    public static let keyboardDistanceForm = ScenarioPreset(
        name: "keyboard-distance-form", summary: "a form with margins per edge: 20 pt from the keyboard, none above the field",
        scenario: form(
            name: "form keeping 20 pt from the keyboard only, iPhone 16", device: "iphone-16-portrait",
            root: LayoutRect(x: 0, y: 0, width: 393, height: 852), fieldTops: [120, 200, 280, 600], contentHeight: 1_200,
            keyboard: .named("standard"), margins: FocusMargins(top: 0, bottom: 20)))

    /// A bottom sheet 420 pt tall resting at the phone's bottom, its field under the keyboard: view
    /// shift lifts the sheet to clear it — its own top edge moves with it, so it caps nothing.
    public static let bottomSheet = ScenarioPreset(
        name: "bottom-sheet", summary: "a 420 pt bottom sheet whose field the keyboard covers: the sheet rises to clear it",
        scenario: Scenario(
            name: "bottom sheet, iPhone 16", device: "iphone-16-portrait",
            nodes: [
                Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 432, width: 393, height: 420)),
                Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 16, y: 40, width: 361, height: 44)),
                Scenario.Node(id: 3, parent: 1, frame: LayoutRect(x: 16, y: 300, width: 361, height: 44)),
            ],
            rootView: 1, focus: Scenario.Focus(node: 3), keyboard: .named("standard")))

    /// A 320 × 240 dialog centred on a phone, its bottom under the keyboard: it rises by what the
    /// keyboard covers of it.
    public static let centredDialog = ScenarioPreset(
        name: "centred-dialog", summary: "a 320 × 240 dialog centred on a phone, its text field under the keyboard",
        scenario: Scenario(
            name: "centred dialog, iPhone 16", device: "iphone-16-portrait",
            nodes: [
                Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 36, y: 400, width: 320, height: 240)),
                Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 16, y: 150, width: 288, height: 44)),
            ],
            rootView: 1, focus: Scenario.Focus(node: 2), keyboard: .named("standard")))

    /// A form whose field sits in a horizontal carousel 84 pt tall: the carousel cannot scroll
    /// vertically, so the form scrolls for it (SPEC §10.2).
    public static let carouselInForm = ScenarioPreset(
        name: "carousel-in-form", summary: "a field in a horizontal carousel inside a form: the form scrolls, not the carousel",
        scenario: {
            var carousel = Scenario.Container(node: 3, contentSize: LayoutSize(width: 786, height: 84))
            carousel.alwaysBouncesVertically = false
            return Scenario(
                name: "carousel in a form, iPhone 16", device: "iphone-16-portrait",
                nodes: [
                    Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                    Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                    Scenario.Node(id: 3, parent: 2, frame: LayoutRect(x: 0, y: 600, width: 393, height: 84)),
                    Scenario.Node(id: 4, parent: 3, frame: LayoutRect(x: 16, y: 20, width: 361, height: 44)),
                ],
                rootView: 1,
                scrollContainers: [Scenario.Container(node: 2, contentSize: LayoutSize(width: 393, height: 1_400)), carousel],
                focus: Scenario.Focus(node: 4), keyboard: .named("standard"))
        }())

    /// An onboarding pager of three pages, resting on the first; the focus is the field on the
    /// third (the return key moved it there), under the keyboard: the pager brings in the whole
    /// third page and its inset reveals the field (SPEC §10.3).
    public static let pager = ScenarioPreset(
        name: "pager", summary: "a three-page pager on its first page, the focused field on the third, under the keyboard",
        scenario: {
            var pages = Scenario.Container(node: 2, contentSize: LayoutSize(width: 1_179, height: 852))
            pages.isPagingEnabled = true
            return Scenario(
                name: "onboarding pager, iPhone 16", device: "iphone-16-portrait",
                nodes: [
                    Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                    Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                    Scenario.Node(id: 3, parent: 2, frame: LayoutRect(x: 16, y: 600, width: 361, height: 44)),
                    Scenario.Node(id: 4, parent: 2, frame: LayoutRect(x: 409, y: 600, width: 361, height: 44)),
                    Scenario.Node(id: 5, parent: 2, frame: LayoutRect(x: 802, y: 600, width: 361, height: 44)),
                ],
                rootView: 1, scrollContainers: [pages], focus: Scenario.Focus(node: 5), keyboard: .named("standard"))
        }())

    /// A text view being typed into, 600 pt tall and taller than the visible band, its caret at the
    /// end: the caret is the focus, so it stays visible as the text grows.
    public static let growingTextView = ScenarioPreset(
        name: "growing-text-view", summary: "a 600 pt text view typed into at its end: the caret, not its top, stays visible",
        scenario: Scenario(
            name: "text view grown past the keyboard, iPhone 16", device: "iphone-16-portrait",
            nodes: [
                Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                Scenario.Node(id: 3, parent: 2, frame: LayoutRect(x: 16, y: 200, width: 361, height: 600)),
            ],
            rootView: 1, scrollContainers: [Scenario.Container(node: 2, contentSize: LayoutSize(width: 393, height: 900))],
            focus: Scenario.Focus(node: 3, rect: LayoutRect(x: 8, y: 572, width: 2, height: 20)), keyboard: .named("standard")))

    /// A pager of three pages, each a vertical form; the focus is the last field of the page
    /// showing: the keyboard goes to the page's form, which scrolls the field up, and the pager only
    /// keeps its page (SPEC §10.2, the keyboard's scroll view).
    public static let pagerOfForms = ScenarioPreset(
        name: "pager-of-forms", summary: "a pager whose pages are forms: the page's form takes the keyboard, the pager stays on its page",
        scenario: {
            var pages = Scenario.Container(node: 2, contentSize: LayoutSize(width: 1_179, height: 852))
            pages.isPagingEnabled = true
            return Scenario(
                name: "pager of forms, iPhone 16", device: "iphone-16-portrait",
                nodes: [
                    Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                    Scenario.Node(
                        id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852), boundsOrigin: LayoutPoint(x: 393, y: 0)),
                    Scenario.Node(id: 3, parent: 2, frame: LayoutRect(x: 393, y: 0, width: 393, height: 852)),
                    Scenario.Node(id: 4, parent: 3, frame: LayoutRect(x: 16, y: 500, width: 361, height: 44)),
                    Scenario.Node(id: 5, parent: 3, frame: LayoutRect(x: 16, y: 700, width: 361, height: 44)),
                ],
                rootView: 1, scrollContainers: [pages, Scenario.Container(node: 3, contentSize: LayoutSize(width: 393, height: 1_000))],
                focus: Scenario.Focus(node: 5), keyboard: .named("standard"))
        }())

    /// A notes screen: a full-screen text view, its caret on a line the keyboard covers.
    ///
    /// 1,500 pt of text; the text view is the scroll view and its caret the focus (SPEC §4.4), so
    /// it takes the keyboard's inset and scrolls the caret above it.
    public static let notesScreen = ScenarioPreset(
        name: "notes-screen",
        summary: "a full-screen text view, its caret on a line under the keyboard: the text view scrolls the caret up",
        scenario: Scenario(
            name: "notes screen, iPhone 16", device: "iphone-16-portrait",
            nodes: [
                Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
            ],
            rootView: 1, scrollContainers: [Scenario.Container(node: 2, contentSize: LayoutSize(width: 393, height: 1_500))],
            focus: Scenario.Focus(node: 2, rect: LayoutRect(x: 120, y: 640, width: 2, height: 22)), keyboard: .named("standard")))

    /// A long form whose app keeps a 60 pt bottom inset for a floating button: the keyboard now
    /// covers the button's room, so the inset is the larger of the two, not their sum (SPEC §10.2).
    public static let toolbarForm = ScenarioPreset(
        name: "toolbar-form", summary: "a form with its own 60 pt bottom inset for a floating button: the keyboard's inset replaces it",
        scenario: {
            var scenario = form(
                name: "form with a floating button's inset, iPhone 16", device: "iphone-16-portrait",
                root: LayoutRect(x: 0, y: 0, width: 393, height: 852), fieldTops: [200, 400, 1_100], contentHeight: 1_200,
                keyboard: .named("standard"))
            scenario.scrollContainers?[0].contentInsets = LayoutInsets(bottom: 60)
            scenario.scrollContainers?[0].scrollIndicatorInsets = LayoutInsets(bottom: 60)
            scenario.nodes[1].boundsOrigin = LayoutPoint(x: 0, y: 500)
            return scenario
        }())

    /// A search screen: the field at the top, the results list below it holding no focus.
    ///
    /// The field is in plain view, so nothing moves; the list, one of the layout's other scroll views
    /// (SPEC §10.2), takes the keyboard's inset so that its last results can be scrolled above it.
    public static let searchResults = ScenarioPreset(
        name: "search-results", summary: "a search field above its results list: the list takes the keyboard's inset, nothing scrolls",
        scenario: Scenario(
            name: "search results, iPhone 16", device: "iphone-16-portrait",
            nodes: [
                Scenario.Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
                Scenario.Node(id: 2, parent: 1, frame: LayoutRect(x: 16, y: 65, width: 361, height: 44)),
                Scenario.Node(
                    id: 3, parent: 1, frame: LayoutRect(x: 0, y: 115, width: 393, height: 737), boundsOrigin: LayoutPoint(x: 0, y: 900)),
            ],
            rootView: 1, scrollContainers: [Scenario.Container(node: 3, contentSize: LayoutSize(width: 393, height: 2_000))],
            focus: Scenario.Focus(node: 2), keyboard: .named("standard")))
}
