import Dispatch
import LinearProgramming
import ViewTree

/// How long each phase of one constraint solve took, in seconds.
///
/// A solve is four phases: compiling the piece that contains the window (skipped when a kept
/// piece contains it), loading its program into GLPK (skipped when the piece's kept solver is
/// re-solved warm), the simplex, and mapping the column values back to frames.
public struct SolvePhases: Sendable, Hashable, Codable {
    /// Compiling the piece (range analysis, forms, rows); 0 when a kept piece was used.
    public var compileSeconds: Double = 0
    /// Building the GLPK problem from the program; 0 for a warm re-solve of a kept solver.
    public var loadSeconds: Double = 0
    /// GLPK's solve (cold, or warm from the kept basis), read back.
    public var solveSeconds: Double = 0
    /// Column values to frames, checked by the numeric policy.
    public var mapBackSeconds: Double = 0
    /// Whether this solve compiled a new piece.
    public var compiledPiece = false
    /// Whether the solve re-used a kept solver (warm).
    public var warm = false

    /// The four phases together.
    public var totalSeconds: Double { compileSeconds + loadSeconds + solveSeconds + mapBackSeconds }
}

extension CompiledLayout {
    /// The frames for `window`, as `solve(_:)` gives them, with the time of each phase.
    ///
    /// Programs with binaries are solved as `solve` solves them (the LP of their guessed
    /// binaries, one-shot the first time, then on a kept solver; else the MILP, one-shot),
    /// with the load inside `solveSeconds` (`loadSeconds` is 0). The map-back builds the
    /// full `LayoutResult` (`framesInPhases` stops at the frames).
    public func solveInPhases(_ window: ProposedSize) throws(LayoutError) -> (result: LayoutResult, phases: SolvePhases) {
        guard tree != nil else { return (LayoutResult(engine: "constraints", window: window, nodes: []), SolvePhases()) }
        var (frames, phases) = try framesInPhases(window)
        let start = Self.now()
        let result = try frames.result()
        phases.mapBackSeconds += Self.seconds(since: start)
        return (result, phases)
    }

    /// The frames for `window` by node, without a `LayoutResult` (`SolvedFrames`), with the
    /// time of each phase (the map-back is reading the frames out of the solution). The same
    /// window as the last call is answered with its frames, every phase 0.
    public func framesInPhases(_ window: ProposedSize) throws(LayoutError) -> (frames: SolvedFrames, phases: SolvePhases) {
        var phases = SolvePhases()
        guard let tree else { return (SolvedFrames(window: window, layout: self, piece: nil, solution: .model([]), nodeCount: 0), phases) }
        if let last = state.withLock({ $0.lastFrames }), last.window == window { return (last, phases) }
        try validate(window)
        var start = Self.now()
        let before = compilationCount
        let (pieceIndex, piece) = try self.piece(for: window, tree: tree)
        phases.compileSeconds = Self.seconds(since: start)
        phases.compiledPiece = compilationCount != before
        let modelValues: [Double]
        // Inside a kept piece's basis line, the frames are read off the line (no solver call, no
        // array of every value).
        if let line = lineHolding(piece, pieceIndex, window) {
            phases.warm = true
            start = Self.now()
            // The last layout's frames array is written in place when its caller has let it go.
            var storage = state.withLock { state in
                defer { state.lastFrames = nil }
                return state.lastFrames?.frames ?? []
            }
            let frames = SolvedFrames(
                window: window, layout: self, piece: piece, solution: .line(line.point(at: windowBounds(window).map(\.bounds.lower))),
                nodeCount: tree.nodes.count, storage: &storage)
            phases.mapBackSeconds = Self.seconds(since: start)
            state.withLock { $0.lastFrames = frames }
            return (frames, phases)
        }
        do {
            if piece.binaryCount > 0 {
                // As `solve` does: the LP of the guessed binaries, else the MILP.
                phases.warm = state.withLock { $0.solvers[pieceIndex] != nil }
                start = Self.now()
                if let guessed = guessedSolve(piece, pieceIndex, window) {
                    modelValues = guessed
                } else {
                    modelValues = try GLPKSolver.solve(fixed(piece.model, window), options: options.framesSolve).columnValues
                }
                phases.solveSeconds = Self.seconds(since: start)
            } else if let solver = state.withLock({ $0.solvers[pieceIndex] }) {
                phases.warm = true
                start = Self.now()
                modelValues = try warmResolve(solver, pieceIndex, window)
                phases.solveSeconds = Self.seconds(since: start)
            } else {
                start = Self.now()
                let solver = try WarmSolver(model: fixed(piece.model, window))
                phases.loadSeconds = Self.seconds(since: start)
                start = Self.now()
                let solution = try solver.solve(options.framesSolve)
                modelValues = solution.columnValues
                phases.solveSeconds = Self.seconds(since: start)
                state.withLock { $0.solvers[pieceIndex] = solver }
                record(solution, pieceIndex, window)
            }
        } catch {
            throw explain(error, piece, window)
        }
        start = Self.now()
        let frames = SolvedFrames(window: window, layout: self, piece: piece, solution: .model(modelValues), nodeCount: tree.nodes.count)
        phases.mapBackSeconds = Self.seconds(since: start)
        state.withLock { $0.lastFrames = frames }
        return (frames, phases)
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    private static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
