import Foundation

/// Runs `work` on a thread with a stack large enough for `depth` levels of recursion.
///
/// The engines and the parser state their algorithms as plain recursion (STYLE.md: state the
/// algorithm plainly). Test runners and GCD threads have stacks of 512 KiB to 8 MiB, which a
/// tree 1,000 levels deep can exhaust, so deep inputs run on a dedicated thread whose stack
/// grows with the depth. Shallow inputs run inline: a thread costs tens of microseconds.
public func withLargeStack<T, E: Error>(depth: Int, _ work: () throws(E) -> T) throws(E) -> T {
    if depth <= inlineDepthLimit { return try work() }
    let box = ResultBox<T, E>()
    let done = DispatchSemaphore(value: 0)
    withoutActuallyEscaping(work) { escapable in
        let unsafeWork = UnsafeSendableClosure(escapable)
        let thread = Thread {
            box.set(Result { () throws(E) -> T in try unsafeWork.body() })
            done.signal()
        }
        // About 64 KiB per level is far more than any frame chain needs; at least 64 MiB.
        thread.stackSize = max(64 << 20, min(depth, 1 << 16) * (64 << 10))
        thread.start()
        done.wait()
    }
    return try box.take().get()
}

/// Trees up to this depth lay out on the caller's stack.
public let inlineDepthLimit = 48

private final class ResultBox<T, E: Error>: @unchecked Sendable {
    // Written once by the worker before `done.signal()`, read after `done.wait()`.
    private var result: Result<T, E>?
    func set(_ value: Result<T, E>) { result = value }
    func take() -> Result<T, E> { result! }
}

private struct UnsafeSendableClosure<T, E: Error>: @unchecked Sendable {
    // The caller blocks until the thread finishes, so the closure never outlives its scope.
    let body: () throws(E) -> T
    init(_ body: @escaping () throws(E) -> T) { self.body = body }
}
