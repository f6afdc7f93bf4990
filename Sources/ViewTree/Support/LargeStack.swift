import Foundation

/// Runs `work` on a thread with a stack large enough for `depth` levels of recursion.
///
/// The engines and the parser state their algorithms as plain recursion, the clearest form.
/// Test runners and GCD threads have stacks of 512 KiB to 8 MiB, which a tree 1,000 levels
/// deep can exhaust, so deep inputs run on a dedicated thread whose stack
/// grows with the depth. Shallow inputs run inline: a thread costs tens of microseconds.
public func withLargeStack<T, E: Error>(depth: Int, _ work: () throws(E) -> T) throws(E) -> T {
    if depth <= inlineDepthLimit { return try work() }
    let box = WorkBox<T, E>()
    let done = DispatchSemaphore(value: 0)
    withoutActuallyEscaping(work) { escapable in
        box.work = escapable
        // The thread captures only the box, which drops the closure before signalling, so
        // nothing holds the non-escaping closure once this block ends.
        let thread = Thread {
            box.run()
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

private final class WorkBox<T, E: Error>: @unchecked Sendable {
    // `work` is set before the thread starts and cleared by it; `result` is written by the
    // thread before `done.signal()` and read after `done.wait()`.
    var work: (() throws(E) -> T)?
    private var result: Result<T, E>?

    func run() {
        guard let body = work else { return }
        result = Result { () throws(E) -> T in try body() }
        work = nil
    }

    func take() -> Result<T, E> { result! }
}
