import AllocationCounter

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

    static let full = Harness(samples: 21, warmUp: 3, sampleNanoseconds: 20_000_000)
    static let quick = Harness(samples: 5, warmUp: 1, sampleNanoseconds: 2_000_000)

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }

    /// Times `iterations` operations; returns nanoseconds per operation.
    private func time<W: Workload>(_ workload: inout W, iterations: Int) -> Double {
        let clock = ContinuousClock()
        var total = 0.0
        let start = clock.now
        for index in 0..<iterations {
            total += workload.run(index)
        }
        let elapsed = Self.nanoseconds(clock.now - start)
        consume(total)
        return elapsed / Double(iterations)
    }

    /// Measures a workload: calibrates the iterations per sample to `sampleNanoseconds`, warms
    /// up, takes the samples, and counts allocations over one further sample.
    func measure<W: Workload>(_ workload: W) -> Timing {
        var workload = workload
        if let fixedIterations {
            let perOperation = time(&workload, iterations: fixedIterations)
            return Timing(median: perOperation, low: perOperation, high: perOperation, allocationsPerOperation: 0)
        }
        var iterations = 64
        while true {
            let perOperation = time(&workload, iterations: iterations)
            if perOperation * Double(iterations) >= sampleNanoseconds / 4 || iterations >= 1 << 30 {
                iterations = max(1, Int(sampleNanoseconds / max(perOperation, 0.01)))
                break
            }
            iterations *= 4
        }
        var results: [Double] = []
        for sample in 0..<(warmUp + samples) {
            let perOperation = time(&workload, iterations: iterations)
            if sample >= warmUp { results.append(perOperation) }
        }
        results.sort()
        let allocationIterations = min(iterations, 100_000)
        let before = allocation_counter_count()
        var total = 0.0
        for index in 0..<allocationIterations {
            total += workload.run(index)
        }
        let after = allocation_counter_count()
        consume(total)
        func percentile(_ p: Double) -> Double { results[min(results.count - 1, Int((Double(results.count - 1) * p).rounded()))] }
        return Timing(
            median: percentile(0.5), low: percentile(0.1), high: percentile(0.9),
            allocationsPerOperation: Double(after - before) / Double(allocationIterations))
    }
}
