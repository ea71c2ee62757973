import AllocationCounter
import Dispatch

/// Something to measure: one call is one operation.
///
/// A protocol (not a closure) so that the measuring loop is specialised for each workload and
/// nothing but the workload is timed.
protocol Workload {
    /// Runs the operation on input number `index` and returns a number derived from its result,
    /// which the harness adds up and prints, so the optimiser cannot drop the work.
    mutating func run(_ index: Int) -> Double
}

/// A workload's timing: nanoseconds per operation, over samples.
struct Timing {
    var median: Double
    var low: Double
    var high: Double
    var allocationsPerOperation: Double
}

/// Where results go so that no work is dead: printed at the end as a checksum.
nonisolated(unsafe) var checksum = 0.0

@inline(never)
func consume(_ value: Double) {
    checksum += value
}

struct Harness {
    /// Samples kept, after `warmUp` discarded ones.
    var samples: Int
    var warmUp: Int
    /// The time one sample should take, in nanoseconds.
    var sampleNanoseconds: Double

    /// When set, every workload runs exactly this many times, once, with no calibration: for
    /// counting instructions under `valgrind --tool=callgrind`, which are repeatable where times
    /// are not.
    var fixedIterations: Int? = nil

    static let full = Harness(samples: 61, warmUp: 5, sampleNanoseconds: 5_000_000)
    static let quick = Harness(samples: 5, warmUp: 1, sampleNanoseconds: 2_000_000)

    /// Times `iterations` operations; returns nanoseconds per operation.
    ///
    /// Dispatch's monotonic clock rather than `ContinuousClock`, which needs macOS 13 where the
    /// package supports 10.15 (`swift build` builds this target too).
    private func time<W: Workload>(_ workload: inout W, iterations: Int) -> Double {
        var total = 0.0
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations {
            total += workload.run(index)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        consume(total)
        return elapsed / Double(iterations)
    }

    /// The iterations per sample that make a sample last about `sampleNanoseconds`.
    private func calibrate<W: Workload>(_ workload: inout W) -> Int {
        var iterations = 64
        while true {
            let perOperation = time(&workload, iterations: iterations)
            if perOperation * Double(iterations) >= sampleNanoseconds / 4 || iterations >= 1 << 30 {
                return max(1, Int(sampleNanoseconds / max(perOperation, 0.01)))
            }
            iterations *= 4
        }
    }

    /// Allocations per operation over one further sample (at most 100,000 operations).
    private func allocationsPerOperation<W: Workload>(_ workload: inout W, iterations: Int) -> Double {
        let allocationIterations = min(iterations, 100_000)
        let before = allocation_counter_count()
        var total = 0.0
        for index in 0..<allocationIterations {
            total += workload.run(index)
        }
        let after = allocation_counter_count()
        consume(total)
        return Double(after - before) / Double(allocationIterations)
    }

    /// The median and the 10th and 90th percentiles of some values.
    private static func summary(_ values: [Double], allocationsPerOperation: Double) -> Timing {
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))] }
        return Timing(
            median: percentile(0.5), low: percentile(0.1), high: percentile(0.9), allocationsPerOperation: allocationsPerOperation)
    }

    /// Measures a workload: calibrates the iterations per sample to `sampleNanoseconds`, warms
    /// up, takes the samples, and counts allocations over one further sample.
    func measure<W: Workload>(_ workload: W) -> Timing {
        var workload = workload
        if let fixedIterations {
            let perOperation = time(&workload, iterations: fixedIterations)
            return Timing(median: perOperation, low: perOperation, high: perOperation, allocationsPerOperation: 0)
        }
        let iterations = calibrate(&workload)
        var results: [Double] = []
        for sample in 0..<(warmUp + samples) {
            let perOperation = time(&workload, iterations: iterations)
            if sample >= warmUp { results.append(perOperation) }
        }
        return Self.summary(results, allocationsPerOperation: allocationsPerOperation(&workload, iterations: iterations))
    }

    /// Measures two workloads against each other, sample by sample.
    ///
    /// Their samples are interleaved (a b, b a, a b …) so that a change in the machine's load during the run reaches both alike, and the ratio is
    /// taken within each pair of neighbouring samples. Returns both timings and the summary of
    /// the per-pair ratios `a / b` (allocations are counted for `a`).
    ///
    /// With `skipA` or `skipB` (the `--only` flags for profiling one workload) that side is not
    /// run at all and its timing is 1 ns.
    func compare<A: Workload, B: Workload>(_ a: A, _ b: B, skipA: Bool = false, skipB: Bool = false) -> (
        a: Timing, b: Timing, ratio: Timing
    ) {
        let skipped = Timing(median: 1, low: 1, high: 1, allocationsPerOperation: 0)
        if skipA || skipB || fixedIterations != nil {
            let timingA = skipA ? skipped : measure(a)
            let timingB = skipB ? skipped : measure(b)
            let ratio = timingA.median / timingB.median
            return (timingA, timingB, Timing(median: ratio, low: ratio, high: ratio, allocationsPerOperation: 0))
        }
        var a = a
        var b = b
        let iterationsA = calibrate(&a)
        let iterationsB = calibrate(&b)
        var timesA: [Double] = []
        var timesB: [Double] = []
        var ratios: [Double] = []
        for sample in 0..<(warmUp + samples) {
            let timeA: Double
            let timeB: Double
            if sample.isMultiple(of: 2) {
                timeA = time(&a, iterations: iterationsA)
                timeB = time(&b, iterations: iterationsB)
            } else {
                timeB = time(&b, iterations: iterationsB)
                timeA = time(&a, iterations: iterationsA)
            }
            guard sample >= warmUp else { continue }
            timesA.append(timeA)
            timesB.append(timeB)
            ratios.append(timeA / timeB)
        }
        return (
            Self.summary(timesA, allocationsPerOperation: allocationsPerOperation(&a, iterations: iterationsA)),
            Self.summary(timesB, allocationsPerOperation: 0), Self.summary(ratios, allocationsPerOperation: 0)
        )
    }
}
