// The libFuzzer entry point of one fuzz target: tools/fuzz/build.sh compiles this file once
// per target with -D FUZZ_<TARGET> and `swiftc -sanitize=fuzzer`, linked against the
// package's modules built with coverage instrumentation. A broken invariant traps, so
// libFuzzer records the input as a crash.
import FuzzHarness

#if FUZZ_MODEL
let target = FuzzTarget.model
#elseif FUZZ_TREE
let target = FuzzTarget.tree
#else
let target = FuzzTarget.lp
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = target.run(bytes)
    if let first = problems.first { fatalError("invariant broken: \(first)") }
    return 0
}
