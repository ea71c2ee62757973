// KeyboardAvoidance benchmarks. Run in release mode:
//
//     swift run -c release KeyboardAvoidanceBenchmarks            # the full run, a Markdown report
//     swift run -c release KeyboardAvoidanceBenchmarks --quick    # fewer, shorter samples
//     swift run -c release KeyboardAvoidanceBenchmarks --check-allocations
//                                                                 # quick; exits 1 if an evaluation allocates
//     valgrind --tool=callgrind .build/release/KeyboardAvoidanceBenchmarks --only=strategies --iterations=100000
//                                                                 # repeatable instruction counts
//
// Method (BENCHMARKS.md): each workload is a generic, specialised loop over varied inputs (64
// keyboards, 1,024 events …) whose results are summed and printed as a checksum, so nothing is
// dead code. The iterations per sample are calibrated to 5 ms (2 ms quick); 5 warm-up samples are
// dropped and 61 kept (1 and 5 quick); the report gives the median and the 10th–90th percentiles
// in nanoseconds per operation. A strategy and its baseline are sampled alternately and the ratio
// is taken within each pair of neighbouring samples (median and 10th–90th percentiles of those
// ratios), so that a change in the machine's load reaches both alike. Allocations are counted
// exactly by interposing malloc and friends.

import AllocationCounter
import KeyboardAvoidance

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Set(CommandLine.arguments.dropFirst())
/// `--only=strategies|unprepared|conversion|tracker|avoider`: run one section (for profiling it alone);
/// `--only=strategy:NAME` or `--only=baseline:NAME` runs one strategy's workload or its baseline.
let only = arguments.first { $0.hasPrefix("--only=") }.map { String($0.dropFirst("--only=".count)) }
func shouldRun(_ section: String) -> Bool { only == nil || only == section }
let checkAllocations = arguments.contains("--check-allocations")
var harness = arguments.contains("--quick") || checkAllocations ? Harness.quick : Harness.full
/// `--iterations=N`: run each workload exactly N times (for instruction counts under callgrind).
if let fixed = arguments.first(where: { $0.hasPrefix("--iterations=") }).flatMap({ Int($0.dropFirst("--iterations=".count)) }) {
    harness.fixedIterations = fixed
}

// The counter must see a known allocation, or the zero counts below would mean nothing.
let countBefore = allocation_counter_count()
blackHole([Int](repeating: 7, count: 64 + Int(checksum)))
let counterWorks = allocation_counter_available() == 1 && allocation_counter_count() > countBefore

let layout = Fixtures.formAtDepthEight()
let prepared = PreparedLayout(layout)
let keyboards = Fixtures.keyboards
guard let flat = Flat(layout, screen: Fixtures.screen) else {
    print("error: the fixture's scroll view is not a pure translation from the screen")
    exit(2)
}
let flatKeyboards = keyboards.map { FlatKeyboard(minX: $0.frame.minX, minY: $0.frame.minY, maxX: $0.frame.maxX, maxY: $0.frame.maxY) }

// The baselines must compute exactly the library's numbers, or the ratios compare different work.
func sameNumbers<S: KeyboardAvoidanceStrategy, B: Baseline>(_ strategy: S, _ baseline: B.Type) -> Bool {
    zip(keyboards, flatKeyboards).allSatisfy { digest(strategy.adjustment(for: prepared, keyboard: $0)) == B.evaluate(flat, $1) }
}
guard sameNumbers(ScrollInsetStrategy(), ScrollInsetBaseline.self), sameNumbers(ViewShiftStrategy(), ViewShiftBaseline.self),
    sameNumbers(ContentGrowthStrategy(), ContentGrowthBaseline.self), sameNumbers(CenteringStrategy(), CenteringBaseline.self),
    sameNumbers(ResizeStrategy(), ResizeBaseline.self)
else {
    print("error: a baseline does not compute the library's numbers")
    exit(2)
}

func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    return String((value * 10).rounded() / 10)
}

func spread(_ timing: Timing) -> String { "\(format(timing.median)) (\(format(timing.low))–\(format(timing.high)))" }

func allocations(_ timing: Timing) -> String {
    counterWorks ? (timing.allocationsPerOperation == 0 ? "0" : String(timing.allocationsPerOperation)) : "n/a"
}

var failures: [String] = []
/// Targets of issue 37's avoider rows that the avoider does not meet yet (BENCHMARKS.md says why).
///
/// Reported in every mode, failing none. The drag and animation frames' zero allocations are
/// enforced like every other.
var unmet: [String] = []
var allocating: [String] = []
@MainActor func noteAllocations(_ name: String, _ timing: Timing) {
    if counterWorks && timing.allocationsPerOperation > 0 { allocating.append("\(name): \(timing.allocationsPerOperation) per operation") }
}

print("# KeyboardAvoidance benchmarks\n")
print(
    "Mode: \(checkAllocations ? "allocation check (quick)" : harness.samples == Harness.full.samples ? "full" : "quick"); allocation counter: \(counterWorks ? "on (interposed malloc)" : "unavailable on this platform").\n"
)

// Strategies on the prepared layout, against their baselines.
if shouldRun("strategies") || only?.hasPrefix("strategy:") == true || only?.hasPrefix("baseline:") == true {
    print("## Strategies at depth 8 (prepared layout), against the hand-written baseline\n")
    print("| strategy | library ns/eval | baseline ns/eval | ratio | allocations/eval |")
    print("| --- | ---: | ---: | ---: | ---: |")
    @MainActor func wanted(_ name: String) -> Bool {
        guard let only, only.hasPrefix("strategy:") || only.hasPrefix("baseline:") else { return true }
        return only.hasSuffix(":\(name)")
    }
    @MainActor func strategyRow<S: KeyboardAvoidanceStrategy, B: Baseline>(_ name: String, _ strategy: S, _ baseline: B.Type) {
        guard wanted(name) else { return }
        let (library, reference, ratios) = harness.compare(
            PreparedStrategyWorkload(strategy: strategy, layout: prepared, keyboards: keyboards),
            BaselineWorkload<B>(flat: flat, keyboards: flatKeyboards), skipA: only == "baseline:\(name)", skipB: only == "strategy:\(name)")
        let ratio = ratios.median
        print(
            "| \(name) | \(spread(library)) | \(spread(reference)) | \(String((ratio * 100).rounded() / 100))× (\(String((ratios.low * 100).rounded() / 100))–\(String((ratios.high * 100).rounded() / 100))) | \(allocations(library)) |"
        )
        noteAllocations(name, library)
        if ratio > 5 { failures.append("\(name): \(String((ratio * 100).rounded() / 100))× its baseline (target ≤ 5×)") }
        if library.median > 150 { failures.append("\(name): \(format(library.median)) ns (target ≤ 150 ns)") }
    }
    strategyRow("scroll-inset", ScrollInsetStrategy(), ScrollInsetBaseline.self)
    strategyRow("view-shift", ViewShiftStrategy(), ViewShiftBaseline.self)
    strategyRow("content-growth", ContentGrowthStrategy(), ContentGrowthBaseline.self)
    strategyRow("centering", CenteringStrategy(), CenteringBaseline.self)
    strategyRow("resize", ResizeStrategy(), ResizeBaseline.self)
}

// The same without preparation: the hierarchy is walked on every call.
if shouldRun("unprepared") {
    print("\n## Strategies at depth 8 without preparation (each call walks the hierarchy)\n")
    print("Each call prepares the layout; preparing allocates the array of scroll views around the focus, evaluating does not.\n")
    print("| strategy | ns/eval | allocations/eval |")
    print("| --- | ---: | ---: |")
    @MainActor func unpreparedRow<S: KeyboardAvoidanceStrategy>(_ name: String, _ strategy: S) {
        let timing = harness.measure(UnpreparedStrategyWorkload(strategy: strategy, layout: layout, keyboards: keyboards))
        // Not an evaluation of a prepared layout: it prepares one on every call, and preparing
        // allocates (the array of scroll views), so its allocations are held against their own
        // target, at most 2, not the zero-allocation one.
        print("| \(name) | \(spread(timing)) | \(allocations(timing)) |")
        if timing.median > 1_000 { failures.append("\(name) unprepared: \(format(timing.median)) ns (target ≤ 1,000 ns)") }
        if counterWorks && timing.allocationsPerOperation > 2 {
            failures.append("\(name) unprepared: \(timing.allocationsPerOperation) allocations (target ≤ 2)")
        }
    }
    unpreparedRow("scroll-inset", ScrollInsetStrategy())
    unpreparedRow("view-shift", ViewShiftStrategy())
    unpreparedRow("content-growth", ContentGrowthStrategy())
    unpreparedRow("centering", CenteringStrategy())
    unpreparedRow("resize", ResizeStrategy())
    var shifted = layout
    shifted.margins = FocusMargins(12)
    let preparation = harness.measure(PreparationWorkload(layouts: [layout, shifted]))
    print("| `PreparedLayout(layout)` alone | \(spread(preparation)) | \(allocations(preparation)) |")
    // Capturing the same form from live views (a CapturableView tree of depth 8).
    let capture = harness.measure(CaptureWorkload(focus: CapturedViewFixture.formAtDepthEight(screen: Fixtures.screen)))
    print("| `AvoidanceLayout(capturing:)` from views, depth 8 | \(spread(capture)) | \(allocations(capture)) |")
    if counterWorks && capture.allocationsPerOperation > 4 {
        failures.append("capture: \(capture.allocationsPerOperation) allocations (target ≤ 4)")
    }
}

// Conversion against depth.
if shouldRun("conversion") {
    print("\n## Converting a point to the screen, by depth\n")
    print("| depth | ns/conversion | ns/level | allocations/conversion |")
    print("| ---: | ---: | ---: | ---: |")
    var perLevel: [Int: Double] = [:]
    for depth in [1, 8, 64, 1_024] {
        let (hierarchy, node) = Fixtures.chain(depth: depth)
        let timing = harness.measure(ConversionWorkload(hierarchy: hierarchy, node: node))
        perLevel[depth] = timing.median / Double(depth)
        print("| \(depth) | \(spread(timing)) | \(format(timing.median / Double(depth))) | \(allocations(timing)) |")
        noteAllocations("conversion at depth \(depth)", timing)
    }
    if let eight = perLevel[8], let deep = perLevel[1_024] {
        let ratio = deep / eight
        print("\nDepth 1,024 costs \(String((ratio * 100).rounded() / 100))× the per-level cost of depth 8 per level (target 0.5–1.5).")
        if ratio < 0.5 || ratio > 1.5 {
            failures.append("conversion: per-level cost at depth 1,024 is \(String((ratio * 100).rounded() / 100))× that at depth 8")
        }
    }
}

// The tracker and interpolation.
if shouldRun("tracker") {
    print("\n## Keyboard tracker and interpolation\n")
    print("| operation | ns/op | throughput | allocations/op |")
    print("| --- | ---: | ---: | ---: |")
    let tracker = harness.measure(TrackerWorkload(tracker: KeyboardTracker(screenBounds: Fixtures.screen), events: Fixtures.events))
    let eventsPerSecond = 1e9 / tracker.median
    print("| `KeyboardTracker.receive` | \(spread(tracker)) | \(format(eventsPerSecond / 1e6)) M events/s | \(allocations(tracker)) |")
    noteAllocations("tracker", tracker)
    if eventsPerSecond < 10e6 { failures.append("tracker: \(format(eventsPerSecond / 1e6)) M events/s (target ≥ 10 M)") }
    let resting = ScrollInsetStrategy().restingAdjustment(for: layout)
    let shown = ScrollInsetStrategy().adjustment(for: prepared, keyboard: keyboards[30])
    let interpolation = harness.measure(InterpolationWorkload(from: resting, to: shown))
    print(
        "| `KeyboardAdjustment.interpolated` | \(spread(interpolation)) | \(format(1e3 / interpolation.median)) M/s | \(allocations(interpolation)) |"
    )
    noteAllocations("interpolation", interpolation)
}

// The adapter's state machine: a keyboard input with a new observation, and the frames of a drag
// and of an animation that follow it with none. Each is paired with the evaluation it is held
// against: the input with the unprepared evaluation (it prepares the new observation once), the
// frames with the prepared one.
if shouldRun("avoider") || only?.hasPrefix("avoider:") == true {
    print("\n## The adapter's state machine (`KeyboardAvoider`), per input, at depth 8\n")
    print("A keyboard input with a new observation prepares it once; a drag frame or an animation frame then evaluates")
    print("the prepared screen. Each row is sampled alternately with the evaluation it is held against.\n")
    print("| operation | ns/op | held against | ns/eval | ratio | allocations/op |")
    print("| --- | ---: | --- | ---: | ---: | ---: |")
    let observation = ScreenObservation(layout: layout, viewKeys: Array(0..<layout.hierarchy.count), screenBounds: Fixtures.screen)
    let strategy = ScrollInsetStrategy()
    @MainActor func avoiderRow<A: Workload, B: Workload>(
        _ name: String, _ workload: A, against baseline: B, named baselineName: String, ratio limit: Double, allocations allowed: Double,
        allocationsEnforced: Bool = true
    ) {
        // `--only=avoider:input|drag|frame` runs one row's workload alone (for profiling it).
        if let only, only.hasPrefix("avoider:") {
            guard name.contains("(\(only.dropFirst("avoider:".count)))") else { return }
        }
        let (timing, reference, ratios) = harness.compare(workload, baseline, skipB: only?.hasPrefix("avoider:") == true)
        let ratio = String((ratios.median * 100).rounded() / 100)
        print("| \(name) | \(spread(timing)) | \(baselineName) | \(spread(reference)) | \(ratio)× | \(allocations(timing)) |")
        let allocationNote = "\(name): \(timing.allocationsPerOperation) allocations per operation (target ≤ \(Int(allowed)))"
        if counterWorks && timing.allocationsPerOperation > allowed {
            if allocationsEnforced { allocating.append(allocationNote) } else { unmet.append(allocationNote) }
        }
        if ratios.median > limit { unmet.append("\(name): \(ratio)× \(baselineName) (target ≤ \(Int(limit))×)") }
    }
    let events = keyboards.map { KeyboardEvent(phase: .willChangeFrame, endFrame: $0.frame) }
    let input = AvoiderWorkload(
        avoider: KeyboardAvoider(strategy: strategy, screenBounds: Fixtures.screen), observation: observation, events: events)
    avoiderRow(
        "`receive(.keyboard(_:screen:))` (input), new observation", input,
        against: UnpreparedStrategyWorkload(strategy: strategy, layout: layout, keyboards: keyboards), named: "unprepared evaluation",
        ratio: 2, allocations: 2, allocationsEnforced: false)
    // Recording on (SPEC §14.8), its ring full: what leaving it on costs an input at most.
    var recorded = RecordedAvoiderWorkload(
        avoider: KeyboardAvoider(strategy: strategy, screenBounds: Fixtures.screen),
        recorder: AvoidanceRecorder(
            avoider: KeyboardAvoider(strategy: strategy, screenBounds: Fixtures.screen), capacity: 64, kind: RecordedAvoiderWorkload.kind),
        observation: observation, events: events)
    for index in 0..<64 { _ = recorded.run(index) }
    avoiderRow(
        "the same input recorded, the recorder full (input)", recorded, against: input, named: "the input unrecorded", ratio: 3,
        allocations: 40, allocationsEnforced: false)
    // Focused, the keyboard up: the state a drag or an animation starts from.
    var dragged = KeyboardAvoider<Int, ScrollInsetStrategy>(strategy: strategy, screenBounds: Fixtures.screen)
    _ = dragged.receive(.focusBegan(observation))
    _ = dragged.receive(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboards[40].frame), screen: nil))
    let prepared = PreparedStrategyWorkload(strategy: strategy, layout: prepared, keyboards: keyboards)
    avoiderRow(
        "`receive(.keyboardDragged(frame:screen: nil))` (drag)", AvoiderDragWorkload(avoider: dragged, frames: keyboards.map(\.frame)),
        against: prepared, named: "prepared evaluation", ratio: 3, allocations: 0)
    var animated = KeyboardAvoider<Int, ScrollInsetStrategy>(
        strategy: strategy, screenBounds: Fixtures.screen, configuration: .init(animationForm: .perFrame))
    _ = animated.receive(.focusBegan(observation))
    _ = animated.receive(.keyboard(KeyboardEvent(phase: .willShow, endFrame: keyboards[0].frame, animation: .immediate), screen: nil))
    _ = animated.receive(.keyboard(KeyboardEvent(phase: .willChangeFrame, endFrame: keyboards[40].frame), screen: nil))
    avoiderRow(
        "`receive(.keyboardFrame(progress:))` (frame)", AvoiderAnimationFrameWorkload(avoider: animated), against: prepared,
        named: "prepared evaluation", ratio: 3, allocations: 0)
}

print("\n## Targets\n")
if !counterWorks { print("- Allocation counting is unavailable here (it needs glibc); allocations were not checked.") }
for line in allocating { print("- ❌ allocates: \(line)") }
if allocating.isEmpty && counterWorks {
    print(
        "- ✅ 0 allocations per operation: every strategy on a prepared layout, conversion, the tracker, interpolation, "
            + "the avoider's drag and animation frames.")
}
if !checkAllocations {
    for line in failures { print("- ❌ \(line)") }
    if failures.isEmpty {
        print(
            "- ✅ every strategy ≤ 5× its baseline and ≤ 150 ns on a prepared layout, ≤ 1 µs and ≤ 2 allocations unprepared; "
                + "conversion linear in depth; tracker ≥ 10 M events/s.")
    }
}
for line in unmet { print("- ⚠️ not met yet (BENCHMARKS.md): \(line)") }
print("\nChecksum (proof the results were used): \(checksum)")

if checkAllocations && (!allocating.isEmpty || !counterWorks) {
    exit(1)
}
