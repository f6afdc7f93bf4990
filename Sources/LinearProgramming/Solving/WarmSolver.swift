import Synchronization

/// A GLPK problem kept alive on its own thread, for fast re-solves after small changes.
///
/// Changing bounds (the window size) keeps the basis and its factorisation valid, so a
/// re-solve with the dual simplex (`SolveOptions.warm`) usually needs 0-1 pivots. A presolved
/// (cold) solve leaves no factorisation: call `factorize()` once after it, or the first warm
/// re-solve pays it. The handle is `Sendable`; every call is a message to the owning thread
/// and blocks until it answers. If a fatal GLPK error ever frees the problem, the thread
/// rebuilds it from its copy of the model (losing the basis).
public final class WarmSolver: Sendable {
    private let thread: ProblemThread
    /// The arrays callers flatten models into, reused from load to load (a concurrent second
    /// load makes its own).
    private let spareStorage = Mutex<FlatStorageBox?>(FlatStorageBox())

    /// Builds `model` into a kept problem on a new thread (it is not solved yet).
    ///
    /// - Parameter holdsPeakMemory: keep as much memory mapped as GLPK's peak on the thread so
    ///   far, so that solves do not page-fault their working memory in again (without it, a
    ///   100,000-node cold solve faulted 8,000-16,000 times, 20-30% of its time). GLPK's peak is
    ///   about 1-3 MB for a 1,000-node layout program, 12-30 MB at 10,000 and 120-300 MB at
    ///   100,000; it is released when the solver closes.
    /// - Throws: `LPError.invalidModel`, or `.solverFailure` if GLPK fails.
    public init(model: LPModel, holdsPeakMemory: Bool = true) throws(LPError) {
        thread = ProblemThread(name: "glpk-\(model.name)", holdsMemory: holdsPeakMemory)
        do {
            try load(model)
        } catch {
            thread.close()
            throw error
        }
    }

    deinit { thread.close() }

    /// Frees the problem and ends the thread, and returns once both are done; later calls
    /// throw `.solverFailure`. (Dropping the last reference also ends the thread, without
    /// waiting for it.)
    public func close() { thread.closeAndWait() }

    /// Solves from the current basis: `.cold` (presolve) for the first solve, `.warm`
    /// (dual simplex, no presolve) after changes.
    ///
    /// - Throws: `.infeasible`, `.unbounded` (naming rows and columns), `.solverFailure`.
    public func solve(_ options: SolveOptions = .warm) throws(LPError) -> LPSolution {
        guard case .solution(let solution) = try thread.send(.solve(options)).get() else { throw Self.unexpected }
        return solution
    }

    /// Replaces the problem with a new model on the same thread (GLPK's memory stays warm
    /// there); the next solve is cold. Returns the milliseconds of GLPK's work on the solver
    /// thread: the shell and the fill, without the round trip and without the flattening, which
    /// the caller does meanwhile (see `ProblemOwner.load`).
    @discardableResult
    public func load(_ model: LPModel) throws(LPError) -> Double {
        let flat = FlatSlot()
        guard let reply = thread.post(.load(model, flat)) else { throw ProblemThread.closed }
        let box = spareStorage.withLock { $0.take() } ?? FlatStorageBox()
        flat.fulfil(Result { () throws(LPError) in FlatTransfer(model: try FlatModel(model, storage: box.storage)) })
        let result = reply.wait(polling: Self.expectedLoad(model) > replyPoll ? 0 : replyPoll)
        spareStorage.withLock { $0 = box }
        guard case .milliseconds(let ms) = try result.get() else { throw Self.unexpected }
        return ms
    }

    /// Changes column and row bounds, then re-solves warm, in one round trip to the solver
    /// thread: the window-resize step. With `.warm`, an optimal basis that still fits the new
    /// bounds answers without a simplex run (`LPSolution.reusedBasis`).
    public func resolve(
        columnBounds: [(column: Int, bounds: LPBounds)] = [], rowBounds: [(row: Int, bounds: LPBounds)] = [],
        options: SolveOptions = .warm
    ) throws(LPError) -> LPSolution {
        let message = WarmMessage.resolve(
            columns: columnBounds.map(\.column), columnBounds.map(\.bounds), rows: rowBounds.map(\.row),
            rowBounds.map(\.bounds), options)
        guard case .solution(let solution) = try thread.send(message).get() else { throw Self.unexpected }
        return solution
    }

    /// Changes the bounds of some columns.
    public func setColumnBounds(_ changes: [(column: Int, bounds: LPBounds)]) throws(LPError) {
        try expectDone(thread.send(.setColumnBounds(changes.map(\.column), changes.map(\.bounds))))
    }

    /// Changes the bounds of some rows.
    public func setRowBounds(_ changes: [(row: Int, bounds: LPBounds)]) throws(LPError) {
        try expectDone(thread.send(.setRowBounds(changes.map(\.row), changes.map(\.bounds))))
    }

    /// Replaces the objective (one coefficient per column).
    public func setObjective(_ coefficients: [Double], sense: LPSense, constant: Double = 0) throws(LPError) {
        try expectDone(thread.send(.setObjective(coefficients, sense, constant)))
    }

    /// Appends a row (the basis stays valid: the new row's auxiliary variable is basic).
    @discardableResult
    public func addRow(_ row: LPRow) throws(LPError) -> Int {
        guard case .index(let index) = try thread.send(.addRow(row)).get() else { throw Self.unexpected }
        return index
    }

    /// Factorises the current basis now and returns the milliseconds it took: the one-time
    /// cost after a presolved solve, reported apart from the warm re-solves it speeds up.
    @discardableResult
    public func factorize() throws(LPError) -> Double {
        guard case .milliseconds(let ms) = try thread.send(.factorize).get() else { throw Self.unexpected }
        return ms
    }

    /// The bytes the solver thread keeps mapped for its next solves (0 without
    /// `holdsPeakMemory`).
    public func heldMemoryBytes() throws(LPError) -> Int {
        guard case .bytes(let bytes) = try thread.send(.heldMemory).get() else { throw Self.unexpected }
        return bytes
    }

    /// The model as the problem now holds it (changes applied).
    public func currentModel() throws(LPError) -> LPModel {
        guard case .model(let model) = try thread.send(.snapshot).get() else { throw Self.unexpected }
        return model
    }

    /// For tests: a deliberately invalid GLPK call on the owner thread (frees its problem).
    func provokeFatalError() throws(LPError) -> LPError? {
        guard case .error(let error) = try thread.send(.provokeFatalError).get() else { throw Self.unexpected }
        return error
    }

    /// About how long GLPK takes to load `model` on the solver thread, in nanoseconds: 7-7.5 ns
    /// per nonzero, row and column in the benchmark's shapes (0.05 ms for the 1,000-node flat
    /// row's 7,000, 0.45 ms for the 10,000-node list's 62,500), rounded up to 8.
    ///
    /// Why: a caller that will wait longer than `replyPoll` sleeps at once. Polling first
    /// would pay the wake-up anyway, and a polling caller slowed the solver thread's build 1.5x
    /// in some runs (10,000-node list: 0.65-0.70 instead of 0.45 ms for a whole cell, in about
    /// one run of six; never in 26 runs whose caller slept).
    static func expectedLoad(_ model: LPModel) -> UInt64 {
        UInt64(8 * (model.rows.nonzeroCount + model.rows.count + model.columns.count))
    }

    private static let unexpected = LPError.solverFailure(LPDiagnostic("unexpected reply from the solver thread"))
}

private func expectDone(_ result: Result<WarmReply, LPError>) throws(LPError) {
    _ = try result.get()
}
