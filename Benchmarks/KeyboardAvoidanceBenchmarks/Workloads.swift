import KeyboardAvoidance

/// One number from an adjustment, so that all of it is used.
@inline(__always)
func digest(_ adjustment: KeyboardAdjustment) -> Double {
    let container = adjustment.container
    return (container?.contentOffset.y ?? 0) + (container?.contentInsets.bottom ?? 0) + (container?.contentSize.height ?? 0)
        + adjustment.rootViewTranslation + adjustment.rootViewBottomInset
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

struct PreparedStrategyWorkload<S: KeyboardAvoidanceStrategy>: Workload {
    let strategy: S
    let layout: PreparedLayout
    let keyboards: [KeyboardState]
    mutating func run(_ index: Int) -> Double {
        digest(strategy.adjustment(for: layout, keyboard: keyboards[index & 63]))
    }
}

struct UnpreparedStrategyWorkload<S: KeyboardAvoidanceStrategy>: Workload {
    let strategy: S
    let layout: AvoidanceLayout
    let keyboards: [KeyboardState]
    mutating func run(_ index: Int) -> Double {
        digest(strategy.adjustment(for: layout, keyboard: keyboards[index & 63]))
    }
}

struct BaselineWorkload<B: Baseline>: Workload {
    let flat: Flat
    let keyboards: [FlatKeyboard]
    mutating func run(_ index: Int) -> Double {
        B.evaluate(flat, keyboards[index & 63])
    }
}

struct PreparationWorkload: Workload {
    let layouts: [AvoidanceLayout]
    mutating func run(_ index: Int) -> Double {
        let prepared = PreparedLayout(layouts[index & 1])
        blackHole(prepared)
        return 1
    }
}

struct ConversionWorkload: Workload {
    let hierarchy: ViewHierarchy
    let node: ViewHierarchy.NodeID
    mutating func run(_ index: Int) -> Double {
        let point = LayoutPoint(x: Double(index & 63), y: Double(index & 31))
        let converted = hierarchy.convert(point, from: .node(node), to: .screen)
        return (converted?.x ?? 0) + (converted?.y ?? 0)
    }
}

struct TrackerWorkload: Workload {
    var tracker: KeyboardTracker
    let events: [KeyboardEvent]
    mutating func run(_ index: Int) -> Double {
        tracker.receive(events[index & 1_023])?.keyboard.frame.minY ?? 1
    }
}

struct InterpolationWorkload: Workload {
    let from: KeyboardAdjustment
    let to: KeyboardAdjustment
    mutating func run(_ index: Int) -> Double {
        digest(KeyboardAdjustment.interpolated(from: from, to: to, progress: Double(index & 255) * (1.0 / 255)))
    }
}

/// One input to the adapter's state machine: a keyboard event with the screen observed, the
/// keyboards alternating so that every input changes what is set.
struct AvoiderWorkload: Workload {
    var avoider: KeyboardAvoider<Int, ScrollInsetStrategy>
    let observation: ScreenObservation<Int>
    let events: [KeyboardEvent]
    mutating func run(_ index: Int) -> Double {
        let update = avoider.receive(.keyboard(events[index & 63], screen: observation))
        return Double(update?.changes.count ?? 0)
    }
}

/// ``AvoiderWorkload``'s input through a full ``AvoidanceRecorder``: each input is named and kept,
/// and drops the oldest step, which is taken on the recorder's start — recording's cost at its most.
struct RecordedAvoiderWorkload: Workload {
    var avoider: KeyboardAvoider<Int, ScrollInsetStrategy>
    var recorder: AvoidanceRecorder<Int, ScrollInsetStrategy>
    let observation: ScreenObservation<Int>
    let events: [KeyboardEvent]
    mutating func run(_ index: Int) -> Double {
        let update = recorder.receive(.keyboard(events[index & 63], screen: observation), by: &avoider, kind: Self.kind)
        return Double(update?.changes.count ?? 0)
    }
    static func kind(_ key: Int) -> String { key == 0 ? "UIWindow" : "UIView" }
}

/// A frame of an interactive dismissal through the adapter's state machine: the keyboard dragged
/// to one of 64 heights, with no new observation.
struct AvoiderDragWorkload: Workload {
    var avoider: KeyboardAvoider<Int, ScrollInsetStrategy>
    let frames: [LayoutRect]
    mutating func run(_ index: Int) -> Double {
        Double(avoider.receive(.keyboardDragged(frame: frames[index & 63], screen: nil))?.changes.count ?? 0)
    }
}

/// A frame of a keyboard animation that an adapter evaluates frame by frame (the per-frame form):
/// one of 256 progress values along a keyboard change from 216 to 335 pt.
struct AvoiderAnimationFrameWorkload: Workload {
    var avoider: KeyboardAvoider<Int, ScrollInsetStrategy>
    mutating func run(_ index: Int) -> Double {
        Double(avoider.receive(.keyboardFrame(progress: Double(index & 255) * (1.0 / 255)))?.changes.count ?? 0)
    }
}
