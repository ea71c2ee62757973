import KeyboardAvoidance
import XCTest

/// Revealing sideways when the side bands of the safe area differ (SPEC §10.3).
///
/// A navigation rail on the left, given to the root view as additional safe area, hides the
/// content's first 47 pt, and nothing hides its right side. The horizontal range and the bands
/// must use each side's own inset.
final class AsymmetricSideSafeAreaTests: XCTestCase {
    private let screen = LayoutRect(x: 0, y: 0, width: 393, height: 852)

    /// A carousel three screens wide resting on its third page (x = 786), filling a root view that
    /// has a 47 pt rail on its left; the focused field, 300 wide, on the first page at x = 16, y = 600.
    private func layout() -> AvoidanceLayout {
        var layout = AvoidanceLayout(window: screen, safeAreaInsets: LayoutInsets(top: 59, bottom: 34))
        let root = layout.addView(frame: screen, additionalSafeAreaInsets: LayoutInsets(left: 47))
        let carousel = layout.addScrollView(
            frame: screen, contentSize: LayoutSize(width: 1_179, height: 1_400), contentOffset: LayoutPoint(x: 786, y: 0), in: root)
        layout.addFocusedView(frame: LayoutRect(x: 16, y: 600, width: 300, height: 44), in: carousel)
        return layout
    }

    func testTheLeftRailBoundsTheRevealOnTheLeftOnly() throws {
        let layout = layout()
        let carousel = layout.scrollContainers[0].node
        XCTAssertEqual(layout.hierarchy.safeAreaInsets(of: carousel), LayoutInsets(top: 59, left: 47, bottom: 34))
        let keyboard = KeyboardState.docked(height: 336, screenBounds: screen)
        // The carousel scrolls sideways, so with `.automatic` it adds its side bands: its range is
        // [−47, 1,179 − 393] = [−47, 786]. The field's left edge on the rail's right edge needs
        // 16 − 47 = −31; its right edge on the viewport's, 316 − 393 = −77; from 786 the least scroll
        // is −31, inside the range. (Taking the right band, 0, for the left would clamp it to 0 and
        // leave the field's first 31 pt under the rail.)
        for strategy in [ScrollInsetStrategy(), ContentGrowthStrategy(), CenteringStrategy()] as [any KeyboardAvoidanceStrategy] {
            let adjustment = strategy.adjustment(for: layout, keyboard: keyboard)
            XCTAssertEqual(try XCTUnwrap(adjustment.container?.contentOffset.x), -31, accuracy: 1e-9, "\(strategy)")
        }
    }
}
