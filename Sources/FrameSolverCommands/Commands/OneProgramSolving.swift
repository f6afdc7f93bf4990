import FrameSolver

/// The constraint engine's side of a feedback model: the state as columns of one program
/// (`FeedbackProgram.stateProgramTree`), solved once per window (docs/geometry-feedback.md).
struct OneProgramOutcome: Encodable {
    /// How many solves the window took: 1, one more for each time a Text showing a reader's
    /// size read the sizes of the solve before, where they were not known before solving (as
    /// the passes lay out again within a pass).
    var solves: Int
    /// The solves beyond those that checked the states on a cycle are one value (each such
    /// state minimised and maximised: two per state per solve); absent when none ran.
    var checks = 0
    /// The states as the program solved them; empty when it was not solved as one program.
    var states: [SolvedState]
    /// Why the state is not in the program (no state assigned from geometry, a Text showing
    /// it, a fixed point that is not unique); then the tree of the passes' last state was solved.
    var note: String?

    enum CodingKeys: String, CodingKey { case solves, checks, states, note }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(solves, forKey: .solves)
        if checks > 0 { try container.encode(checks, forKey: .checks) }
        try container.encode(states, forKey: .states)
        try container.encodeIfPresent(note, forKey: .note)
    }
}

enum OneProgramSolving {
    /// Solves the model with its state as columns in `window` (`evaluated`: the model as one
    /// program; `layout` lays a tree out with the constraint engine on the command's screen);
    /// when that cannot be (the evaluation failed, a Text shows the state, the fixed point is
    /// not unique), solves `lastState()`, the tree of the passes' last state (asked for only
    /// then: `solve` runs the passes for it), and says why.
    /// - Parameter measure: the sizes the constraint engine knows for a tree before solving it
    ///   (`CompiledLayout.sizesBeforeSolving`, on the command's screen), by tree path; nil
    ///   where it cannot tell. A Text that shows a reader's size reads them, so that one solve
    ///   lays it out.
    static func solve(
        _ program: FeedbackProgram, _ evaluated: Result<StateProgramTree, ModelError>, lastState: () throws(LayoutError) -> ViewNode?, window: ProposedSize,
        measure: ((ViewNode?) throws(LayoutError) -> [String: (width: Double?, height: Double?)]?)? = nil,
        layout: (ViewNode?) throws(LayoutError) -> LayoutResult
    ) throws(LayoutError) -> (LayoutResult, OneProgramOutcome) {
        var tree: StateProgramTree
        switch evaluated {
        case .success(let evaluatedTree): tree = evaluatedTree
        case .failure(let error):
            // One line, as every note: where and why, without the quoted source line.
            let place = "\(error.diagnostic.file):\(error.diagnostic.line):\(error.diagnostic.column)"
            let note = "the model cannot be evaluated with its state as unknowns: \(place): \(error.diagnostic.message)"
            return (try layout(try lastState()), OneProgramOutcome(solves: 1, states: [], note: note))
        }
        guard tree.program != nil else {
            return (try layout(try lastState()), OneProgramOutcome(solves: 1, states: [], note: "no state is assigned from geometry"))
        }
        do throws(LayoutError) {
            // A Text showing a reader's size, with the sizes known before solving: one solve.
            let known = measure.flatMap { measuredTree(program, tree, $0) }
            if let known { tree = known.tree }
            var result = try layout(tree.root)
            var solves = 1
            var checks = result.stateChecks
            // A state's range solved in pieces takes more solves for one layout (StatePieces).
            var extra = result.solveCount - 1
            // The solve's readers are the sizes the Texts showed: nothing to lay out again.
            let settled = known.map { Self.sameKnown($0.sizes, tree.readerSizes(result)) } ?? false
            // A Text showing a reader's size reads the sizes of this solve: lay out again
            // until they settle (a reader's size does not depend on its content).
            var readers: [String: Size] = [:]
            while tree.readerText, !settled, solves < 5 {
                let sizes = tree.readerSizes(result)
                if sizes == readers { break }
                readers = sizes
                do {
                    tree = try program.stateProgramTree(readers: sizes)
                } catch {
                    throw LayoutError(message: "\(error)", path: "0", kind: "model")
                }
                result = try layout(tree.root)
                solves += 1
                checks += result.stateChecks
                extra += result.solveCount - 1
            }
            if tree.readerText, !settled { solves -= 1 }  // the last solve changed nothing: it confirms
            return (result, OneProgramOutcome(solves: max(1, solves) + extra, checks: checks, states: result.states, note: nil))
        } catch {
            return (try layout(try lastState()), OneProgramOutcome(solves: 1, states: [], note: error.message))
        }
    }

    /// The tree whose Texts show the readers' sizes the program knows before solving (sizes
    /// of the window alone): the model evaluated again with the sizes `measure` gives, compiling
    /// only, until they give themselves back (a reader's size does not depend on its content;
    /// another reader's Text can change it, hence the loop). Nil when `measure` cannot tell, a
    /// Text reads a size that is not known before the solve, or the sizes do not settle.
    static func measuredTree(
        _ program: FeedbackProgram, _ tree: StateProgramTree, _ measure: (ViewNode?) throws(LayoutError) -> [String: (width: Double?, height: Double?)]?
    ) -> (tree: StateProgramTree, sizes: [String: Size])? {
        guard tree.readerText else { return nil }
        var candidate = tree
        var sizes: [String: Size]?
        for _ in 0..<5 {
            guard let measured = try? measure(candidate.root) else { return nil }
            let next = candidate.readerSizes(byPath: measured)
            if let sizes, sameKnown(sizes, next) { return candidate.readerTextResolved ? (candidate, sizes) : nil }
            sizes = next
            guard let evaluated = try? program.stateProgramTree(readers: next) else { return nil }
            candidate = evaluated
        }
        return nil
    }

    /// `measure` for `solve`: the sizes `engine` knows before solving a tree in `window` on
    /// `host`'s screen (compiling only).
    static func measurer(
        _ engine: ConstraintEngine, _ host: ScreenHost, _ window: ProposedSize
    ) -> (ViewNode?) throws(LayoutError) -> [String: (width: Double?, height: Double?)]? {
        { root throws(LayoutError) in
            try host.hostedQuery(root) { (tree: ViewNode?) throws(LayoutError) -> [String: (width: Double?, height: Double?)] in
                let compiled = engine.compile(tree)
                defer { compiled.close() }
                return try compiled.sizesBeforeSolving(window)
            }
        }
    }

    /// Whether every component `known` knows (NaN: not known) is the one in `sizes`.
    static func sameKnown(_ known: [String: Size], _ sizes: [String: Size]) -> Bool {
        known.allSatisfy { identity, size in
            guard let other = sizes[identity] else { return false }
            return [(size.width, other.width), (size.height, other.height)].allSatisfy { value, solved in
                value.isNaN || abs(value - solved) <= 1e-9 * max(1, abs(value))
            }
        }
    }

    /// `negotiation: 2 passes; constraints: 1 solve, the state as columns: …`.
    static func line(_ run: FeedbackRun, _ outcome: OneProgramOutcome) -> String {
        "negotiation: \(run.passes.count) pass\(run.passes.count == 1 ? "" : "es"); " + line(outcome, fallback: "the passes' last state")
    }

    /// `constraints: 1 solve, the state as columns: ImageContainer.width = 390 (no cycle: …)`,
    /// `constraints: 1 solve + 2 uniqueness checks, …` when states on a cycle were checked;
    /// when the state is not in the program, the solve of the tree at `fallback` and why.
    static func line(_ outcome: OneProgramOutcome, fallback: String) -> String {
        var solves = "\(outcome.solves) solve\(outcome.solves == 1 ? "" : "s")"
        if outcome.checks > 0 { solves += " + \(outcome.checks) uniqueness check\(outcome.checks == 1 ? "" : "s")" }
        if let note = outcome.note {
            return "constraints: \(solves), of the tree at \(fallback) (not one program: \(note))"
        }
        let states = outcome.states.map { state in
            "\(state.state) = \(shown(state.value)) (\(state.reached ? state.note : "a fixed point the passes do not reach: " + state.note))"
        }
        return "constraints: \(solves), the state as columns: \(states.joined(separator: "; "))"
    }

    /// A solver value to a millionth: 389.99999999999994 is 390.
    static func shown(_ value: Double) -> String { formatLength((value * 1e6).rounded() / 1e6) }

    /// Where `onAppear`'s first value explains the window's differences (`keptOnce`): the views
    /// it does not explain, those that still differ when the program lays out the tree of the
    /// state the passes kept (`layout` of the run's last state); nil where it explains nothing.
    /// So only the views the kept state reaches get the cause `feedback-once`.
    static func unexplainedByOnce(
        _ run: FeedbackRun?, _ outcome: OneProgramOutcome, _ program: StateProgram?, tolerance: Double,
        layout: (ViewNode?) throws(LayoutError) -> LayoutResult
    ) -> Set<String>? {
        guard let run, keptOnce(run, outcome, program) else { return nil }
        // The kept state's tree cannot be laid out: nothing is explained by it.
        guard let kept = try? layout(run.root) else { return Set(run.result.nodes.map(\.path)) }
        return Set(Comparison.compare(run.result, kept, tolerance: tolerance, matching: .path).differing.map(\.path))
    }

    /// Whether a state that a callback firing once per identity (`onAppear`) assigns differs
    /// between the passes and the program: the passes kept an earlier window's value.
    static func keptOnce(_ run: FeedbackRun, _ outcome: OneProgramOutcome, _ program: StateProgram?) -> Bool {
        guard let program else { return false }
        let passes = Dictionary(run.states.flatMap { $0.value.components($0.state) }, uniquingKeysWith: { first, _ in first })
        for definition in program.definitions where definition.once {
            guard let solved = outcome.states.first(where: { $0.state == definition.state }), let kept = passes[definition.state] else { continue }
            if abs(solved.value - kept) > 1e-6 * max(1, abs(kept)) { return true }
        }
        return false
    }
}
