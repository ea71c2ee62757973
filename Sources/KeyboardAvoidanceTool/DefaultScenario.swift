import KeyboardAvoidance

extension FormFixture {
    /// The form `keyboard-avoidance` evaluates with no arguments: a sign-in form on a iPhone 16
    /// in portrait whose last field sits under the docked keyboard.
    ///
    /// Window 393 × 852, safe area 59/34; the keyboard (336 tall) starts at y = 516. The scroll view
    /// holds 852 pt of content: a title, email and password fields, and a "confirm password" field
    /// at y 600…644 — under the keyboard.
    public static let signInForm = FormFixture(
        window: LayoutRect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: LayoutInsets(top: 59, bottom: 34),
        fields: [
            LayoutRect(x: 20, y: 140, width: 353, height: 60),
            LayoutRect(x: 20, y: 420, width: 353, height: 44),
            LayoutRect(x: 20, y: 510, width: 353, height: 44),
            LayoutRect(x: 20, y: 600, width: 353, height: 44),
        ],
        contentHeight: 852)
}

extension Scenario {
    /// ``FormFixture/signInForm`` as the tool's built-in scenario, with the device's docked keyboard.
    public static let signInForm = FormFixture.signInForm.scenario(
        name: "sign-in form, iPhone 16, portrait", device: "iphone-16-portrait", keyboard: .named("standard"))
}
