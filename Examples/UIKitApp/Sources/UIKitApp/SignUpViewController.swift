import UIKit

/// A sign-up form in a plain scroll view: five fields 200 pt apart and a notes text view that grows
/// as the user types. Nothing in it knows about the keyboard.
@MainActor
public final class SignUpViewController: UIViewController {
    /// The form's scroll view, filling the view.
    public let scrollView = FormScrollView()
    /// The fields, at y = 0, 200, … 800 in the form's content: the fourth at 600, the fifth at 800.
    public let fields: [UITextField] = (0..<5).map { _ in UITextField() }
    /// A text view that grows with its text, at y = 1,000.
    public let notes = UITextView()

    /// The form's content height, until the notes grow past it.
    public static let contentHeight: CGFloat = 1_200

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: CGFloat(index) * 200, width: 350, height: 44)
            scrollView.addSubview(field)
        }
        notes.isScrollEnabled = false
        notes.frame = CGRect(x: 20, y: 1_000, width: 350, height: 36)
        scrollView.addSubview(notes)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
    }
}

/// A plain scroll view whose content ends 64 pt below its lowest subview, and is never shorter
/// than the form: a text view that grows makes the content taller at the next layout pass.
@MainActor
public final class FormScrollView: UIScrollView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        let lowest = subviews.map(\.frame.maxY).max() ?? 0
        contentSize = CGSize(width: bounds.width, height: max(SignUpViewController.contentHeight, lowest + 64))
    }
}
