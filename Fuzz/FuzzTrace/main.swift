import FuzzSupport

/// libFuzzer's entry point: runs `TraceCheck` on one input and crashes if an invariant fails.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: Their number.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    runFuzzCheck(data, size, TraceCheck.check)
}
