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

/// One request's reply slot: the owner thread fills it, the caller waits on it.
final class ReplySlot: Sendable {
    private let value = Mutex<Result<WarmReply, LPError>?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func fulfil(_ result: Result<WarmReply, LPError>) {
        value.withLock { $0 = result }
        ready.signal()
    }

    func wait() -> Result<WarmReply, LPError> {
        ready.wait()
        return value.withLock { $0! }
    }
}

/// The queue between callers and the owner thread.
final class Mailbox: Sendable {
    private let state = Mutex<(requests: [(WarmMessage, ReplySlot)], closed: Bool)>(([], false))
    private let pending = DispatchSemaphore(value: 0)

    /// Queues a message; false once closed.
    func post(_ message: WarmMessage, _ slot: ReplySlot) -> Bool {
        let accepted = state.withLock { state in
            if state.closed { return false }
            state.requests.append((message, slot))
            return true
        }
        if accepted { pending.signal() }
        return accepted
    }

    /// Closes the mailbox; messages already queued are still delivered.
    func close() {
        let wasOpen = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        if wasOpen { pending.signal() }
    }

    /// The next message, waiting for one; nil once closed and drained.
    func next() -> (WarmMessage, ReplySlot)? {
        while true {
            pending.wait()
            let (item, finished): ((WarmMessage, ReplySlot)?, Bool) = state.withLock { state in
                if state.requests.isEmpty { return (nil, state.closed) }
                return (state.requests.removeFirst(), false)
            }
            if let item { return item }
            if finished { return nil }
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
        case .load(let model): try owner.load(model); return .done
        case .solve(let options): return .solution(try owner.solve(options))
        case .setColumnBounds(let i, let b): try owner.setColumnBounds(i, b); return .done
        case .setRowBounds(let i, let b): try owner.setRowBounds(i, b); return .done
        case .setObjective(let c, let s, let k): try owner.setObjective(c, sense: s, constant: k); return .done
        case .addRow(let row): return .index(try owner.addRow(row))
        case .factorize: return .milliseconds(try owner.factorize())
        case .snapshot: return .model(owner.model)
        case .provokeFatalError: return .error(owner.provokeFatalError())
        }
    }
}
