import KeyboardAvoidance

// The arithmetic limit: each strategy's formula hand-written on plain Doubles, with the geometry
// already flattened (every map through the hierarchy reduced to the translation it is, in this
// fixture, and every constant precomputed). What remains is exactly what depends on the keyboard:
// classify it, clip it to the screen, map it into the scroll view or root view, intersect, and the
// strategy's clamps. The budget (BENCHMARKS.md) is 5× this for each strategy on a prepared layout;
// main.swift reports the paired ratio and flags a strategy above it.

/// The fixture's geometry, flattened once outside the timed loop.
struct Flat {
    var screenMinX: Double, screenMaxX: Double, screenMinY: Double, screenMaxY: Double
    // The scroll view: screen → local translation, size, safe area, the app's values, the focus.
    var toLocalX: Double, toLocalY: Double, width: Double, height: Double
    var safeTop: Double, safeBottom: Double, ownTop: Double, ownBottom: Double, ownIndicatorBottom: Double
    var contentHeight: Double, restingOffset: Double, focusTop: Double, focusBottom: Double, addsSafeArea: Bool
    // The root view in the window (= the screen here), its local translation, size, safe area.
    var rootMinX: Double, rootMaxX: Double, rootMinY: Double, rootMaxY: Double, windowSafeTop: Double
    var rootToLocalX: Double, rootToLocalY: Double, rootWidth: Double, rootHeight: Double, rootSafeBottom: Double
    var focusWindowTop: Double, focusWindowBottom: Double
    var margin: Double

    /// Flattens the fixture; `nil` if its scroll view is not reached from the screen by a pure
    /// translation, which the hand-written baselines assume.
    init?(_ layout: AvoidanceLayout, screen: LayoutRect) {
        let hierarchy = layout.hierarchy
        let scroll = layout.scrollContainers[0]
        let toLocal = hierarchy.localTransform(from: .screen, to: scroll.node) ?? .identity
        guard let node = hierarchy.node(scroll.node), let rootNode = hierarchy.node(layout.rootView),
            toLocal.a == 1, toLocal.b == 0, toLocal.c == 0, toLocal.d == 1
        else { return nil }
        let safe = hierarchy.safeAreaInsets(of: scroll.node) ?? .zero
        let focus = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .node(scroll.node)) ?? .zero
        let root = hierarchy.convert(rootNode.bounds, from: .node(layout.rootView), to: .window) ?? .zero
        let rootToLocal = hierarchy.localTransform(from: .screen, to: layout.rootView) ?? .identity
        let focusWindow = hierarchy.convert(layout.focus.rect, from: .node(layout.focus.node), to: .window) ?? .zero
        screenMinX = screen.minX
        screenMaxX = screen.maxX
        screenMinY = screen.minY
        screenMaxY = screen.maxY
        toLocalX = toLocal.tx
        toLocalY = toLocal.ty
        width = node.boundsSize.width
        height = node.boundsSize.height
        safeTop = safe.top
        safeBottom = safe.bottom
        ownTop = scroll.contentInsets.top
        ownBottom = scroll.contentInsets.bottom
        ownIndicatorBottom = scroll.scrollIndicatorInsets.bottom
        contentHeight = scroll.contentSize.height
        restingOffset = node.boundsOrigin.y
        focusTop = focus.minY
        focusBottom = focus.maxY
        addsSafeArea = scroll.settings.addsVerticalSafeArea(inViewportOf: node.boundsSize)
        rootMinX = root.minX
        rootMaxX = root.maxX
        rootMinY = root.minY
        rootMaxY = root.maxY
        windowSafeTop = hierarchy.windowSafeAreaInsets.top
        rootToLocalX = rootToLocal.tx
        rootToLocalY = rootToLocal.ty
        rootWidth = rootNode.boundsSize.width
        rootHeight = rootNode.boundsSize.height
        rootSafeBottom = hierarchy.safeAreaInsets(of: layout.rootView)?.bottom ?? 0
        focusWindowTop = focusWindow.minY
        focusWindowBottom = focusWindow.maxY
        margin = layout.margins.effective.bottom
    }
}

/// A keyboard frame as four numbers.
struct FlatKeyboard {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
}

/// The part of the keyboard to avoid, clipped to the screen: nil when hidden or undocked.
@inline(__always)
func avoided(_ f: Flat, _ k: FlatKeyboard) -> FlatKeyboard? {
    let visible = FlatKeyboard(
        minX: max(k.minX, f.screenMinX), minY: max(k.minY, f.screenMinY), maxX: min(k.maxX, f.screenMaxX), maxY: min(k.maxY, f.screenMaxY))
    guard visible.maxX - visible.minX >= 1, visible.maxY - visible.minY >= 1 else { return nil }
    guard k.minX <= f.screenMinX + 1, k.maxX >= f.screenMaxX - 1, k.maxY >= f.screenMaxY - 1 else { return nil }
    return visible
}

/// The obscured bottom height of a box of size w × h that the screen maps into by (tx, ty).
@inline(__always)
func obscured(_ v: FlatKeyboard?, _ tx: Double, _ ty: Double, _ w: Double, _ h: Double) -> Double {
    guard let v else { return 0 }
    let x0 = max(v.minX + tx, 0)
    let x1 = min(v.maxX + tx, w)
    let y0 = max(v.minY + ty, 0)
    let y1 = min(v.maxY + ty, h)
    guard x0 <= x1, y0 <= y1, x1 - x0 > 0 else { return 0 }
    return min(max(h - y0, 0), h)
}

protocol Baseline {
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double
}

enum ScrollInsetBaseline: Baseline {
    @inline(__always)
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double {
        let covered = obscured(avoided(f, k), f.toLocalX, f.toLocalY, f.width, f.height)
        let addedTop = f.addsSafeArea ? f.safeTop : 0
        let addedBottom = f.addsSafeArea ? f.safeBottom : 0
        let keyboardInset = max(0, covered - addedBottom - max(0, f.ownBottom))
        let inset = f.ownBottom + keyboardInset
        var offset = f.restingOffset
        if covered > 0 {
            let hiddenBottom = max(f.safeBottom, covered)
            let lower = -(f.ownTop + addedTop)
            let upper = max(lower, f.contentHeight + inset + addedBottom - f.height)
            let lowest = f.focusBottom + f.margin - (f.height - hiddenBottom)
            let highest = f.focusTop - f.margin - f.safeTop
            let revealed = min(max(offset, min(lowest, highest)), max(lowest, highest))
            offset = revealed == offset ? offset : min(max(revealed, lower), upper)
        }
        return offset + inset + f.contentHeight
    }
}

enum ViewShiftBaseline: Baseline {
    @inline(__always)
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double {
        var shift = 0.0
        if let v = avoided(f, k) {
            let x0 = max(v.minX, f.rootMinX)
            let x1 = min(v.maxX, f.rootMaxX)
            let y0 = max(v.minY, f.rootMinY)
            let y1 = min(v.maxY, f.rootMaxY)
            if x0 <= x1, y0 <= y1, x1 - x0 > 0 {
                // The keyboard's own top, not clipped to the root view's (SPEC §10.5).
                let covered = min(max(f.rootMaxY - y0, 0), f.rootMaxY - f.rootMinY)
                if covered > 0 {
                    let needed = f.focusWindowBottom + f.margin - v.minY
                    let reach = f.rootMaxY - v.minY
                    shift = max(0, min(min(needed, reach), f.focusWindowTop - f.margin - f.windowSafeTop))
                }
            }
        }
        return f.restingOffset + f.ownBottom + f.contentHeight - shift
    }
}

enum ContentGrowthBaseline: Baseline {
    @inline(__always)
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double {
        let covered = obscured(avoided(f, k), f.toLocalX, f.toLocalY, f.width, f.height)
        var offset = f.restingOffset
        var content = f.contentHeight
        if covered > 0 {
            let addedTop = f.addsSafeArea ? f.safeTop : 0
            let addedBottom = f.addsSafeArea ? f.safeBottom : 0
            content += max(0, covered - addedBottom - max(0, f.ownBottom))
            let hiddenBottom = max(f.safeBottom, covered)
            let lower = -(f.ownTop + addedTop)
            let upper = max(lower, content + f.ownBottom + addedBottom - f.height)
            let lowest = f.focusBottom + f.margin - (f.height - hiddenBottom)
            let highest = f.focusTop - f.margin - f.safeTop
            let revealed = min(max(offset, min(lowest, highest)), max(lowest, highest))
            offset = revealed == offset ? offset : min(max(revealed, lower), upper)
        }
        return offset + f.ownBottom + content
    }
}

enum CenteringBaseline: Baseline {
    @inline(__always)
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double {
        let covered = obscured(avoided(f, k), f.toLocalX, f.toLocalY, f.width, f.height)
        let addedTop = f.addsSafeArea ? f.safeTop : 0
        let addedBottom = f.addsSafeArea ? f.safeBottom : 0
        let inset = f.ownBottom + max(0, covered - addedBottom - max(0, f.ownBottom))
        var offset = f.restingOffset
        if covered > 0 {
            let hiddenBottom = max(f.safeBottom, covered)
            let top = f.focusTop - f.margin
            let bottom = f.focusBottom + f.margin
            if !(top >= offset + f.safeTop && bottom <= offset + f.height - hiddenBottom) {
                let lower = -(f.ownTop + addedTop)
                let upper = max(lower, f.contentHeight + inset + addedBottom - f.height)
                let visible = f.height - f.safeTop - hiddenBottom
                if bottom - top > visible {
                    // Too tall to centre: the reveal's nearer edge, or no movement when it covers the visible part.
                    let lowest = bottom - (f.height - hiddenBottom)
                    let highest = top - f.safeTop
                    let revealed = min(max(offset, min(lowest, highest)), max(lowest, highest))
                    offset = revealed == offset ? offset : min(max(revealed, lower), upper)
                } else {
                    offset = min(max((f.focusTop + f.focusBottom) * 0.5 - (f.safeTop + visible * 0.5), lower), upper)
                }
            }
        }
        return offset + inset + f.contentHeight
    }
}

enum ResizeBaseline: Baseline {
    @inline(__always)
    static func evaluate(_ f: Flat, _ k: FlatKeyboard) -> Double {
        let covered = obscured(avoided(f, k), f.rootToLocalX, f.rootToLocalY, f.rootWidth, f.rootHeight)
        return f.restingOffset + f.ownBottom + f.contentHeight + max(covered, f.rootSafeBottom)
    }
}
