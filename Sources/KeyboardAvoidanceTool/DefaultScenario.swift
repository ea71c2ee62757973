import KeyboardAvoidance

extension Scenario {
    /// The scenario `keyboard-avoidance` evaluates with no arguments: a sign-in form on a Face ID
    /// phone in portrait whose last field sits under the docked keyboard.
    ///
    /// Screen 393 × 852, safe area 59/34; the keyboard (336 tall) starts at y = 516. A scroll view
    /// fills the root view with 852 pt of content: a title, email and password fields, and a
    /// "confirm password" field at y 600…644 — under the keyboard.
    public static let signInForm = Scenario(
        name: "sign-in form, Face ID phone, portrait",
        device: "face-id-phone-portrait",
        nodes: [
            Node(id: 1, parent: 0, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
            Node(id: 2, parent: 1, frame: LayoutRect(x: 0, y: 0, width: 393, height: 852)),
            Node(id: 3, parent: 2, frame: LayoutRect(x: 20, y: 140, width: 353, height: 60)),
            Node(id: 4, parent: 2, frame: LayoutRect(x: 20, y: 420, width: 353, height: 44)),
            Node(id: 5, parent: 2, frame: LayoutRect(x: 20, y: 510, width: 353, height: 44)),
            Node(id: 6, parent: 2, frame: LayoutRect(x: 20, y: 600, width: 353, height: 44)),
        ],
        rootView: 1,
        scrollContainers: [Container(node: 2, contentSize: LayoutSize(width: 393, height: 852))],
        focus: Focus(node: 6, rect: nil),
        keyboard: .named("docked"))
}
