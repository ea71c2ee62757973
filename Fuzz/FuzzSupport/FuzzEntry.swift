/// Runs one check on libFuzzer's input, crashing on a violated invariant so that libFuzzer records
/// the input: the body of every fuzz target's entry point.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: Their number.
///   - check: The target's check.
/// - Returns: 0, as libFuzzer requires.
public func runFuzzCheck(_ data: UnsafeRawPointer, _ size: Int, _ check: ([UInt8]) throws -> Void) -> Int32 {
    do {
        try check([UInt8](UnsafeRawBufferPointer(start: data, count: size)))
    } catch {
        fatalError("\(error)")  // libFuzzer records the input that broke an invariant
    }
    return 0
}
