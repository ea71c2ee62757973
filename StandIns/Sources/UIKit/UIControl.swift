// A test-only stand-in for UIKit's `UIControl` on Linux, kept minimal (the base of `UITextField`); not
// Apple's code. Declarations match the iOS SDK's as Swift sees them. No targets, events or tracking.

import CoreGraphics

// UIControl.h:75 UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// UIControl.h:76 @interface UIControl : UIView
@MainActor
open class UIControl: UIView {
    // UIControl.h:78 - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // UIControl.h:79 - (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // UIControl.h:84 @property(nonatomic,getter=isEnabled) BOOL enabled;
    open var isEnabled: Bool = true

    // UIControl.h:85 @property(nonatomic,getter=isSelected) BOOL selected;
    open var isSelected: Bool = false

    // UIControl.h:86 @property(nonatomic,getter=isHighlighted) BOOL highlighted;
    open var isHighlighted: Bool = false
}
