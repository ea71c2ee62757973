import FuzzSupport

/// libFuzzer's entry point: runs the check on one input and crashes if an invariant fails.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: Their number.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: size))
    do {
        try ScenarioCheck.check(bytes)
    } catch {
        fatalError("\(error)")  // libFuzzer records the input that broke an invariant
    }
    return 0
}
