import Dispatch
import Foundation
import GLPKShim
import Synchronization

/// A request to the thread that owns a kept problem.
enum WarmMessage: Sendable {
    case build(LPModel)
    case load(LPModel)
    case solve(SolveOptions)
    case setColumnBounds([Int], [LPBounds])
    case setRowBounds([Int], [LPBounds])
    /// Bound changes and a solve in one round trip (the window-resize step).
    case resolve(columns: [Int], [LPBounds], rows: [Int], [LPBounds], SolveOptions)
    case setObjective([Double], LPSense, Double)
    case addRow(LPRow)
    case factorize
    case snapshot
    case provokeFatalError
}

/// The answer to a `WarmMessage`.
enum WarmReply: Sendable {
    case done
    case solution(LPSolution)
    case milliseconds(Double)
    case model(LPModel)
    case index(Int)
    case error(LPError?)
}

/// Polls `ready` for up to `nanoseconds`; returns whether it became true.
///
/// Why poll before sleeping on a semaphore: waking a sleeping thread costs tens of
/// microseconds here (a round trip through two sleeping semaphores measured 4-37 us, a polled
/// one 0.5 us), while GLPK builds a 1,000-view program in about 50 us and most requests (a
/// bound change, a re-solve from the kept basis) take less.
func poll(for nanoseconds: UInt64, until ready: () -> Bool) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    var spins = 0
    while !ready() {
        spins += 1
        if spins % 1_024 == 0 && DispatchTime.now().uptimeNanoseconds > deadline { return false }
    }
    return true
}

/// How long a caller polls for its reply before it sleeps: it is blocked anyway, and a reply
/// that lands on a sleeping caller costs a second wake-up.
let replyPoll: UInt64 = 300_000
/// How long an idle owner thread polls for its next message before it sleeps: short, because
/// an idle solver should not hold a core.
let messagePoll: UInt64 = 50_000

/// One request's reply slot: the owner thread fills it, the caller waits on it.
final class ReplySlot: Sendable {
    private let value = Mutex<Result<WarmReply, LPError>?>(nil)
    private let filled = Atomic<Bool>(false)
    private let ready = DispatchSemaphore(value: 0)

    func fulfil(_ result: Result<WarmReply, LPError>) {
        value.withLock { $0 = result }
        filled.store(true, ordering: .releasing)
        ready.signal()
    }

    func wait() -> Result<WarmReply, LPError> {
        if !poll(for: replyPoll, until: { filled.load(ordering: .acquiring) }) { ready.wait() }
        return value.withLock { $0! }
    }
}

/// The queue between callers and the owner thread.
final class Mailbox: Sendable {
    private let state = Mutex<(requests: [(WarmMessage, ReplySlot)], closed: Bool)>(([], false))
    /// Counts posts and the close, so the owner can poll for news before it sleeps.
    private let posted = Atomic<Int>(0)
    private let pending = DispatchSemaphore(value: 0)

    /// Queues a message; false once closed.
    func post(_ message: WarmMessage, _ slot: ReplySlot) -> Bool {
        let accepted = state.withLock { state in
            if state.closed { return false }
            state.requests.append((message, slot))
            return true
        }
        if accepted {
            posted.add(1, ordering: .releasing)
            pending.signal()
        }
        return accepted
    }

    /// Closes the mailbox; messages already queued are still delivered.
    func close() {
        let wasOpen = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        if wasOpen {
            posted.add(1, ordering: .releasing)
            pending.signal()
        }
    }

    /// The next message, waiting for one (polling briefly, then sleeping); nil once closed and
    /// drained. Every post also signals the semaphore, so a post that lands after the last poll
    /// still wakes the owner; the semaphore may count messages already taken while polling,
    /// and such an empty wake-up just waits again.
    func next() -> (WarmMessage, ReplySlot)? {
        while true {
            let seen = posted.load(ordering: .acquiring)
            let (item, finished): ((WarmMessage, ReplySlot)?, Bool) = state.withLock { state in
                if state.requests.isEmpty { return (nil, state.closed) }
                return (state.requests.removeFirst(), false)
            }
            if let item { return item }
            if finished { return nil }
            if !poll(for: messagePoll, until: { posted.load(ordering: .acquiring) != seen }) { pending.wait() }
        }
    }
}

/// A dedicated OS thread that owns one `ProblemOwner` for its whole life and serves
/// requests from a mailbox.
///
/// Why a `Thread` and not a serial `DispatchQueue`: a queue does not pin a thread, and a
/// `glp_prob` must stay on the thread that made it. Only `Sendable` messages cross.
final class ProblemThread: Sendable {
    private let mailbox = Mailbox()

    init(name: String) {
        let thread = Thread { [mailbox] in
            Self.serve(mailbox)
        }
        thread.name = name
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// Sends a message and waits for the reply.
    func send(_ message: WarmMessage) -> Result<WarmReply, LPError> {
        let slot = ReplySlot()
        guard mailbox.post(message, slot) else {
            return .failure(.solverFailure(LPDiagnostic("the warm solver was closed")))
        }
        return slot.wait()
    }

    /// Asks the thread to free its problem and end; queued requests are still answered.
    func close() { mailbox.close() }

    /// The thread's body: the owner lives in this frame only.
    private static func serve(_ mailbox: Mailbox) {
        var owner: ProblemOwner?
        while let (message, slot) = mailbox.next() {
            slot.fulfil(Result { () throws(LPError) -> WarmReply in try handle(message, owner: &owner) })
        }
        owner = nil
        glpks_thread_cleanup()
    }
    private static func handle(_ message: WarmMessage, owner: inout ProblemOwner?) throws(LPError) -> WarmReply {
        if case .build(let model) = message {
            owner = try ProblemOwner(model: model)
            return .done
        }
        guard let owner else { throw .solverFailure(LPDiagnostic("the warm solver has no problem")) }
        switch message {
        case .build: return .done
        case .load(let model): return .milliseconds(try owner.load(model))
        case .solve(let options): return .solution(try owner.solve(options))
        case .setColumnBounds(let i, let b): try owner.setColumnBounds(i, b); return .done
        case .setRowBounds(let i, let b): try owner.setRowBounds(i, b); return .done
        case .resolve(let ci, let cb, let ri, let rb, let options):
            if !ci.isEmpty { try owner.setColumnBounds(ci, cb) }
            if !ri.isEmpty { try owner.setRowBounds(ri, rb) }
            return .solution(try owner.solve(options))
        case .setObjective(let c, let s, let k): try owner.setObjective(c, sense: s, constant: k); return .done
        case .addRow(let row): return .index(try owner.addRow(row))
        case .factorize: return .milliseconds(try owner.factorize())
        case .snapshot: return .model(owner.model)
        case .provokeFatalError: return .error(owner.provokeFatalError())
        }
    }
}
