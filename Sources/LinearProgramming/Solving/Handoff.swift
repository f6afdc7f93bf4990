import Dispatch
import Glibc
import Synchronization

/// A one-shot slot that one thread fills and another waits on: a request's reply, or the
/// flattened model a caller hands to a kept problem's thread.
///
/// The waiter polls before it sleeps: waking a sleeping thread costs tens of microseconds here
/// (a round trip through two sleeping semaphores measured 4-37 us, a polled one 0.5 us), while
/// GLPK builds a 1,000-view program in about 50 us and most requests (a bound change, a
/// re-solve from the kept basis) take less.
final class Handoff<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let filled = Atomic<Bool>(false)
    private let ready = DispatchSemaphore(value: 0)

    /// Stores the value and wakes the waiter; call once.
    func fulfil(_ result: Value) {
        value.withLock { $0 = result }
        filled.store(true, ordering: .releasing)
        ready.signal()
    }

    /// The value, once it is there (polling up to `polling` nanoseconds, then sleeping).
    func wait(polling: UInt64 = replyPoll) -> Value {
        if polling == 0 || !poll(for: polling, until: { filled.load(ordering: .acquiring) }) { ready.wait() }
        return value.withLock { $0! }
    }
}

/// Polls `ready` for up to `nanoseconds`, yielding the processor between looks; returns
/// whether it became true.
///
/// Why yield rather than spin: the two processors of a virtual machine (or the two hardware
/// threads of one core) share one core's execution units, and a tight spin on one slowed
/// GLPK's build on the other by about 1.5x here (a C driver building on a thread while its
/// main thread spun: 0.18 instead of 0.12 ms; with `sched_yield` between looks 0.13). When both
/// threads land on one processor, a spin also keeps the thread it waits for from running
/// until its time slice ends (loads that took 0.7 instead of 0.05 ms).
func poll(for nanoseconds: UInt64, until ready: () -> Bool) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    var looks = 0
    while !ready() {
        sched_yield()
        looks += 1
        if looks % 16 == 0 && DispatchTime.now().uptimeNanoseconds > deadline { return false }
    }
    return true
}

/// How long a waiter polls before it sleeps: it is blocked anyway, and a value that lands on a
/// sleeping waiter costs a second wake-up.
let replyPoll: UInt64 = 300_000
/// How long an idle owner thread polls for its next message before it sleeps: short, because
/// an idle solver should not hold a core.
let messagePoll: UInt64 = 50_000
