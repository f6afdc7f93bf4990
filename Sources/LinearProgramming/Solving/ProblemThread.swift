import Dispatch
import Foundation
import GLPKShim
import Synchronization

/// A request to the thread that owns a kept problem.
enum WarmMessage: Sendable {
    /// Replaces the problem (making the owner on the first load): the owner thread makes the
    /// problem's shell from the model's sizes while the caller flattens the model into the slot.
    case load(LPModel, FlatSlot)
    case solve(SolveOptions)
    case setColumnBounds([Int], [LPBounds])
    case setRowBounds([Int], [LPBounds])
    /// Bound changes and a solve in one round trip (the window-resize step).
    case resolve(columns: [Int], [LPBounds], rows: [Int], [LPBounds], SolveOptions)
    case setObjective([Double], LPSense, Double)
    case addRow(LPRow)
    case factorize
    case snapshot
    /// The bytes the thread keeps mapped for its next solves.
    case heldMemory
    case provokeFatalError
}

/// The answer to a `WarmMessage`.
enum WarmReply: Sendable {
    case done
    case solution(LPSolution)
    case milliseconds(Double)
    case model(LPModel)
    case index(Int)
    case bytes(Int)
    case error(LPError?)
}

/// A request's reply slot: the owner thread fills it, the caller waits on it.
typealias ReplySlot = Handoff<Result<WarmReply, LPError>>

/// The flattened model a caller hands to the owner thread during a load.
typealias FlatSlot = Handoff<Result<FlatTransfer, LPError>>

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
    /// Signalled once the thread has freed its problem and GLPK's environment.
    private let ended = DispatchSemaphore(value: 0)

    /// - Parameter holdsMemory: keep GLPK's peak memory mapped between solves
    ///   (`glpks_thread_keep_memory`).
    init(name: String, holdsMemory: Bool) {
        let thread = Thread { [mailbox, ended] in
            if holdsMemory { glpks_thread_keep_memory() }
            Self.serve(mailbox)
            ended.signal()
        }
        thread.name = name
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// Sends a message and waits for the reply.
    func send(_ message: WarmMessage) -> Result<WarmReply, LPError> {
        guard let slot = post(message) else { return .failure(Self.closed) }
        return slot.wait()
    }

    /// Queues a message without waiting; the reply will come in the returned slot (nil once
    /// closed). A message queued before `close()` is still answered.
    func post(_ message: WarmMessage) -> ReplySlot? {
        let slot = ReplySlot()
        return mailbox.post(message, slot) ? slot : nil
    }

    static let closed = LPError.solverFailure(LPDiagnostic("the warm solver was closed"))

    /// Asks the thread to free its problem and end; queued requests are still answered.
    func close() { mailbox.close() }

    /// Closes and waits until the thread has freed its problem and ended.
    ///
    /// Why wait: freeing a large problem takes milliseconds of the other processor (a
    /// 100,000-node one, its environment and its held memory), and work started meanwhile
    /// competes with it (1,000-node solves right after a 100,000-node solver was closed took
    /// 1.5-1.7x as long in half the runs).
    func closeAndWait() {
        mailbox.close()
        ended.wait()
        ended.signal()  // later waiters pass too
    }

    /// The thread's body: the owner lives in this frame only.
    private static func serve(_ mailbox: Mailbox) {
        var owner: ProblemOwner?
        while let (message, slot) = mailbox.next() {
            slot.fulfil(Result { () throws(LPError) -> WarmReply in try handle(message, owner: &owner) })
            // GLPK's peak, kept mapped for the next solve, once the caller has its answer.
            glpks_thread_hold_pending()
        }
        owner = nil
        glpks_thread_cleanup()
    }
    private static func handle(_ message: WarmMessage, owner: inout ProblemOwner?) throws(LPError) -> WarmReply {
        switch message {
        case .load(let model, let flat):
            let loaded = owner ?? ProblemOwner()
            owner = loaded
            return .milliseconds(try loaded.load(model, flattened: flat))
        case .solve(let options): return .solution(try existing(owner).solve(options))
        case .setColumnBounds(let i, let b): try existing(owner).setColumnBounds(i, b); return .done
        case .setRowBounds(let i, let b): try existing(owner).setRowBounds(i, b); return .done
        case .resolve(let ci, let cb, let ri, let rb, let options):
            let owner = try existing(owner)
            if !ci.isEmpty { try owner.setColumnBounds(ci, cb) }
            if !ri.isEmpty { try owner.setRowBounds(ri, rb) }
            return .solution(try owner.solve(options))
        case .setObjective(let c, let s, let k):
            try existing(owner).setObjective(c, sense: s, constant: k)
            return .done
        case .addRow(let row): return .index(try existing(owner).addRow(row))
        case .factorize: return .milliseconds(try existing(owner).factorize())
        case .snapshot: return .model(try existing(owner).model)
        case .heldMemory: return .bytes(glpks_thread_held_memory())
        case .provokeFatalError: return .error(try existing(owner).provokeFatalError())
        }
    }

    private static func existing(_ owner: ProblemOwner?) throws(LPError) -> ProblemOwner {
        guard let owner else { throw .solverFailure(LPDiagnostic("the warm solver has no problem")) }
        return owner
    }
}
