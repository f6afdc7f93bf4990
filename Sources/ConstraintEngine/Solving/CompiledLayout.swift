import LinearProgramming
import Synchronization
import ViewTree

/// A view tree compiled for a range of windows: a list of pieces, each a program valid for a
/// box of window sizes, compiled on demand and kept with its solver for warm re-solves.
public final class CompiledLayout: Sendable {
    let tree: IndexedTree?
    /// The tree as given, for the programs of a state's range in pieces (StatePieces).
    private let root: ViewNode?
    /// The numeric policy's verdict on the tree (NumericPolicy): its warnings, or the error
    /// every solve reports.
    private let policy: Result<[LayoutWarning], LayoutError>
    private let depth: Int
    /// The window range, encoding and solver limits the layout was compiled with.
    public let options: ConstraintOptions
    /// The part of the geometry states' range the programs cover (StatePieces).
    let states: StateBox
    let state = Mutex(State())
    /// Whether a piece's solver is kept for warm re-solves. A layout solved once and closed
    /// (`ConstraintEngine.layout`) keeps none: its one solve runs on the calling thread, where
    /// a kept solver's thread (its start, two hand-offs and its end) cost more than the solve.
    let keepsSolvers: Bool
    /// How often one window's piece may be narrowed before compiling gives up.
    static let maximumSplits = 10_000

    struct State {
        var pieces: [CompiledPiece] = []
        var solvers: [Int: WarmSolver] = [:]
        /// Per MILP piece with a kept solver, the guess its solver holds (`GuessedProgram`).
        var guesses: [Int: GuessedProgram] = [:]
        var compilations = 0
        /// Passes over the tree, those that stopped at a split or a narrowing included.
        var passes = 0
        /// A decision reading a state changed inside its interval: where (StatePieces).
        var stateSplit: StateSplit?
        /// The last window `solve` laid out and its result, and the last frames
        /// `framesInPhases` read: a compiled layout is a function of the window, so the same
        /// window again is answered without solving (a re-layout with nothing changed).
        var lastSolve: (window: ProposedSize, result: LayoutResult)?
        var lastFrames: SolvedFrames?
        /// Per kept LP piece, its solver's basis's line of solutions (`BasisLine`).
        var bases: [Int: BasisLine] = [:]
        var basisLineAnswers = 0
    }

    init(root: ViewNode?, options: ConstraintOptions, states: StateBox = StateBox(), keepsSolvers: Bool = true) {
        self.states = states
        self.keepsSolvers = keepsSolvers
        self.root = root
        var tree = root.map(IndexedTree.init)
        if tree != nil {
            policy = Result { () throws(LayoutError) in try NumericPolicy.apply(to: &tree!) }
        } else {
            policy = .success([])
        }
        self.tree = tree
        self.depth = root?.depth ?? 0
        self.options = options
    }

    /// How many pieces were compiled so far (a re-solve in a known piece compiles nothing).
    public var compilationCount: Int { state.withLock { $0.compilations } }

    /// How many passes over the tree those compilations took: a pass that stops where a
    /// decision changes inside its box, and the one that compiles the narrower box again,
    /// count one each.
    public var passCount: Int { state.withLock { $0.passes } }

    /// How many solves so far were answered from a kept piece's basis line without GLPK
    /// (`BasisLine`).
    public var basisLineAnswers: Int { state.withLock { $0.basisLineAnswers } }

    /// The pieces compiled so far: their window ranges, causes and program sizes.
    public var pieces: [PieceSummary] {
        state.withLock { $0.pieces.map(PieceSummary.init) }
    }

    /// Ends the solver threads of kept pieces.
    public func close() {
        state.withLock { state in
            for solver in state.solvers.values { solver.close() }
            state.solvers = [:]
        }
    }

    deinit { close() }

    /// The frames for `window`, from the piece containing it (compiled first if needed). A
    /// geometry state that a layout decision reads (a Text's line breaks under margins that
    /// read it) is solved over pieces of its range instead (StatePieces).
    public func solve(_ window: ProposedSize) throws(LayoutError) -> LayoutResult {
        if let last = state.withLock({ $0.lastSolve }), last.window == window { return last.result }
        let result = try solveAnew(window)
        state.withLock { $0.lastSolve = (window, result) }
        return result
    }

    private func solveAnew(_ window: ProposedSize) throws(LayoutError) -> LayoutResult {
        state.withLock { $0.stateSplit = nil }
        do {
            return try solveInPiece(window)
        } catch {
            guard states == StateBox(), let split = stateSplit else { throw error }
            let definitions = stateDefinitions
            if let result = try StatePieces.startingPiece(root, in: window, options: options, first: split, definitions: definitions) { return result }
            return try StatePieces.layout(root, in: window, options: options, first: split, definitions: stateDefinitions)
        }
    }

    /// The frames for `window` from this program's piece of the window range.
    private func solveInPiece(_ window: ProposedSize) throws(LayoutError) -> LayoutResult {
        guard let tree else { return LayoutResult(engine: "constraints", window: window, nodes: []) }
        try validate(window)
        let (pieceIndex, piece) = try self.piece(for: window, tree: tree)
        let solution = try solveProgram(piece, pieceIndex, window)
        // The checks read the model with the window fixed, a copy of its columns: made only
        // for a piece that has something to check (most have neither).
        if !piece.anchorChecks.isEmpty {
            try piece.checkAnchorsDetermined(fixed(piece.model, window), solution: solution, options: options.coldSolve, window: window)
        }
        let checks = piece.stateClaims.contains(where: \.checked) ? try piece.checkStatesDetermined(fixed(piece.model, window), options: options.coldSolve, window: window) : 0
        var solved = try result(piece, tree: tree, values: piece.compiledValues(solution), window: window)
        solved.stateChecks = checks
        try proveByIterating(&solved, piece, window)
        return solved
    }

    /// States on a cycle the analysis could not settle (through a clamp), checked to be one
    /// value: the passes' map is iterated with the program itself from the initial value
    /// (StatePieces.iterate, one solve a step, counted); settling on the solved value proves
    /// the passes reach it.
    private func proveByIterating(_ solved: inout LayoutResult, _ piece: CompiledPiece, _ window: ProposedSize) throws(LayoutError) {
        let open = Set(piece.stateClaims.filter { $0.checked && !$0.reached && $0.cycle == nil }.map(\.state))
        guard !open.isEmpty, states == StateBox() else { return }
        let reached = try StatePieces.iterate(root, window: window, options: options, definitions: stateDefinitions)
        solved.solveCount += reached?.steps ?? 0
        solved.states = solved.states.map { state in
            guard open.contains(state.state) else { return state }
            var state = state
            if let reached, let value = reached.values[state.state], abs(value - state.value) <= 1e-6 * Swift.max(1, abs(value)) {
                state.reached = true
                state.note = "a cycle through a clamp or other states: iterating the program's map from the initial value settles there after \(reached.steps) step\(reached.steps == 1 ? "" : "s"), as SwiftUI's passes do"
            } else {
                state.note = "a cycle through a clamp or other states: the passes are not proven to reach it (iterating the program's map from the initial value does not settle there within \(StatePieces.maximumSteps) steps)"
            }
            return state
        }
    }

    /// The tree's geometry-state definitions (its `StateProgram`), empty without one.
    var stateDefinitions: [StateDefinition] { tree?.nodes.lazy.compactMap(\.attributes.stateProgram).first?.definitions ?? [] }

    /// Where a decision reading a state changed inside its interval, when compiling stopped there.
    var stateSplit: StateSplit? { state.withLock { $0.stateSplit } }

    /// The sizes the compiled program knows before any solve, by tree path: a component that
    /// reads only the window, evaluated at `window`; nil for one that reads a column the solve
    /// decides (a clamp GLPK sets, a state). Compiling only, nothing is solved. A Text that
    /// shows a GeometryReader's size reads it from here, so that one solve lays it out
    /// (docs/geometry-feedback.md, "A Text that shows a reader's size").
    public func sizesBeforeSolving(_ window: ProposedSize) throws(LayoutError) -> [String: (width: Double?, height: Double?)] {
        guard let tree else { return [:] }
        try validate(window)
        let (_, piece) = try self.piece(for: window, tree: tree)
        let values = windowBounds(window).map(\.bounds.lower)
        var sizes: [String: (width: Double?, height: Double?)] = [:]
        for entry in piece.windowSizes {
            sizes[tree.nodes[entry.index].path] = (entry.width?.evaluate(values), entry.height?.evaluate(values))
        }
        return sizes
    }

    /// One solve of this program's piece of the states' range (StatePieces.startingPiece): the
    /// layout, when every state's definition settles inside the piece and the piece holds a
    /// fixed point; nil when one does not settle there or the program is infeasible (no fixed
    /// point in the piece).
    func solveSettling(_ window: ProposedSize) throws(LayoutError) -> LayoutResult? {
        guard let tree else { return nil }
        try validate(window)
        let (_, piece) = try self.piece(for: window, tree: tree)
        guard !piece.stateClaims.isEmpty, piece.stateClaims.allSatisfy({ $0.settlesInPiece && $0.reached }) else { return nil }
        guard let (_, solution) = try solveFeasible(piece, window) else { return nil }
        var result = try result(piece, tree: tree, values: piece.compiledValues(solution), window: window)
        result.solveCount = 1
        result.stateChecks = 0
        return result
    }

    /// The piece's program at `window` and its solution, its anchors checked; nil when it is
    /// infeasible (for a state's piece: no fixed point in it).
    private func solveFeasible(_ piece: CompiledPiece, _ window: ProposedSize) throws(LayoutError) -> (model: LPModel, solution: [Double])? {
        let model = fixed(piece.model, window)
        let solution: [Double]
        do {
            solution = try GLPKSolver.solve(model, options: options.coldSolve).columnValues
        } catch {
            if case .infeasible = error { return nil }
            throw explain(error, piece, window)
        }
        try piece.checkAnchorsDetermined(model, solution: solution, options: options.coldSolve, window: window)
        return (model, solution)
    }

    /// One piece of a state's range (StatePieces): the layout, each state's fixed points over
    /// the piece (minimised and maximised), and the map's values of pinned states; nil when
    /// the piece's program is infeasible (no fixed point in it).
    func solveStatePiece(_ window: ProposedSize) throws(LayoutError) -> StatePieceSolve? {
        guard let tree else { return nil }
        try validate(window)
        let (_, piece) = try self.piece(for: window, tree: tree)
        guard let (model, solution) = try solveFeasible(piece, window) else { return nil }
        let values = piece.compiledValues(solution)
        var spreads: [String: StateInterval] = [:]
        var mapped: [String: Double] = [:]
        var checks = 0
        for claim in piece.stateClaims {
            if let map = claim.mapColumn {
                mapped[claim.state] = values[map]
            } else if let spread = try piece.spread(of: claim, model, options: options.coldSolve, window: window) {
                spreads[claim.state] = spread
                checks += 2
            }
        }
        let layout = try result(piece, tree: tree, values: values, window: window)
        return StatePieceSolve(result: layout, spreads: spreads, mapped: mapped, checks: checks)
    }

    /// The program of the piece containing `window`, with the window's columns fixed: what
    /// `framesolver lp` prints.
    public func program(for window: ProposedSize) throws(LayoutError) -> (model: LPModel, piece: PieceSummary) {
        guard let tree else { throw LayoutError(message: "the model has no root view", path: "0", kind: "root") }
        try validate(window)
        let (pieceIndex, piece) = try self.piece(for: window, tree: tree)
        // An ill-posed program is a model error here too, not a program any length solves.
        if !piece.anchorChecks.isEmpty {
            try piece.checkAnchorsDetermined(fixed(piece.model, window), solution: try solveProgram(piece, pieceIndex, window), options: options.coldSolve, window: window)
        }
        return (fixed(piece.model, window), PieceSummary(piece))
    }

    /// The frames a solution of `program(for: window)` stands for, from column values by the
    /// program's column names (as another solver, `glpsol`, reports them).
    public func result(for window: ProposedSize, columnValues: [String: Double]) throws(LayoutError) -> LayoutResult {
        guard let tree else { return LayoutResult(engine: "constraints", window: window, nodes: []) }
        try validate(window)
        let (_, piece) = try self.piece(for: window, tree: tree)
        let values = piece.compiledValues(piece.model.columns.map { columnValues[$0.name] ?? 0 })
        return try result(piece, tree: tree, values: values, window: window)
    }

    /// The piece containing `window`, compiled if needed (queries read its program).
    func compiledPiece(for window: ProposedSize) throws(LayoutError) -> (Int, CompiledPiece) {
        guard let tree else { throw LayoutError(message: "the model has no root view", path: "0", kind: "root") }
        try validate(window)
        return try piece(for: window, tree: tree)
    }

    /// The piece's model with the window's columns fixed at `window`.
    func fixedModel(_ piece: CompiledPiece, _ window: ProposedSize) -> LPModel { fixed(piece.model, window) }

    /// The frames a solution of a piece's program (as compiled column values) stands for.
    func layoutResult(_ piece: CompiledPiece, values: [Double], window: ProposedSize) throws(LayoutError) -> LayoutResult {
        guard let tree else { return LayoutResult(engine: "constraints", window: window, nodes: []) }
        return try result(piece, tree: tree, values: values, window: window)
    }

    /// The one view tagged `id` that `piece` places. An error naming the ids there are (with
    /// the nearest one an expression can spell) when no view is tagged `id`; one saying so when
    /// the tagged views are not placed in this piece (a ViewThatFits' other child, an adaptive
    /// grid's other column counts: the tree holds them, the piece lays out one); and every
    /// placed view tagged `id` (path and model line) when several are, since an expression
    /// over `#id` would otherwise silently mean the first.
    func viewTagged(_ id: String, placedIn piece: CompiledPiece) -> Result<CompiledPiece.Frame, TagProblem> {
        let nodes = tree?.nodes ?? []
        let tagged = nodes.indices.filter { nodes[$0].attributes.id == id }
        if tagged.isEmpty {
            // Only ids an expression can name (`#` then letters, digits, `_`, `.`, `-`).
            let ids = Set(nodes.compactMap(\.attributes.id)).filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || "_.-".contains($0) } }
            let near = Suggestions.nearest(to: id, in: ids).map { "; did you mean #\($0)?" } ?? ""
            let known = nodes.contains { $0.attributes.id != nil } ? near : "; the model tags no view with .id"
            return .failure(TagProblem(message: "no view is tagged id(\"\(id)\")\(known)"))
        }
        let shown = piece.frames.filter { nodes[$0.index].attributes.id == id }
        if shown.count == 1 { return .success(shown[0]) }
        if shown.isEmpty { return .failure(TagProblem(message: "#\(id) is not placed in this window", unplaced: true)) }
        let places = shown.map(\.index).map { index in
            "\(nodes[index].path)\(nodes[index].attributes.source.map { " (\($0))" } ?? "")"
        }
        return .failure(
            TagProblem(message: "\(shown.count) views are tagged id(\"\(id)\"): \(places.joined(separator: ", ")); give the one meant an id of its own"))
    }

    /// The window and the tree's numbers under the numeric policy.
    func validate(_ window: ProposedSize) throws(LayoutError) {
        try NumericPolicy.check(window)
        _ = try policy.get()
    }

    // MARK: Pieces

    func piece(for window: ProposedSize, tree: IndexedTree) throws(LayoutError) -> (Int, CompiledPiece) {
        if let found = state.withLock({ state in
            state.pieces.firstIndex { $0.box.contains(width: window.width, height: window.height) }.map { ($0, state.pieces[$0]) }
        }) {
            return found
        }
        var box = WindowBox(width: initialSide(window.width, options.widthRange), height: initialSide(window.height, options.heightRange))
        var causes: [PieceCause] = []
        // The decision at each end of the box that bounds it now (later splits replace earlier ones).
        var ends: [String: PieceCause] = [:]
        // Records narrowings: the causes, the decision at each end, the box.
        func apply(_ steps: [PieceNarrowing]) {
            for step in steps {
                causes.append(PieceCause(reason: step.reason, boundary: step.boundary))
                for (lowerKey, upperKey, old, new) in [("width lower", "width upper", box[0], step.box[0]), ("height lower", "height upper", box[1], step.box[1])] {
                    guard let old, let new else { continue }
                    if new.lower != old.lower || new.lowerOpen != old.lowerOpen { ends[lowerKey] = causes.last }
                    if new.upper != old.upper || new.upperOpen != old.upperOpen { ends[upperKey] = causes.last }
                }
                box = step.box
            }
        }
        // The passes below lay the same Texts out at the same widths.
        let textLayouts = TextLayoutMemo()
        // Every split strictly narrows the box, so this ends; the cap is a guard against a
        // decision that keeps asking, so that nothing can hang.
        for _ in 0..<Self.maximumSplits {
            // Typed throws rather than a `Result`: instantiating `Result`'s metadata makes the
            // runtime look `CompileInterrupt`'s `Error` conformance up (`FoldedTable`).
            state.withLock { $0.passes += 1 }
            do throws(CompileInterrupt) {
                var piece = try withLargeStack(depth: depth) { () throws(CompileInterrupt) -> CompiledPiece in
                    try CompiledPiece.compile(
                        tree, box: box, causes: causes, preferRegions: options.clamps == .regions, relations: options.encoding == .relations, target: window,
                        states: states, textLayouts: textLayouts)
                }
                // A pass that narrowed its box and wrote the final box's program.
                apply(piece.narrowings)
                piece.causes = causes
                piece.narrowings = []
                piece.boundaries = ends.sorted { $0.key < $1.key }.map(\.value)
                piece.ends = ends
                return state.withLock { state in
                    state.pieces.append(piece)
                    state.compilations += 1
                    return (state.pieces.count - 1, piece)
                }
            } catch {
                switch error {
                case .failure(let error):
                    throw error
                case .split(let request):
                    let steps = Self.narrowings(box, request, window)
                    if steps.isEmpty {
                        // Already a single window: the decision depends on a relation's unknown.
                        throw LayoutError(
                            message: "cannot compile: \(request.reason) depending on a value the program solves for (a relation's unknown)",
                            path: "0", kind: "program")
                    }
                    apply(steps)
                case .narrowed(let steps):
                    apply(steps)
                case .stateSplit(let split):
                    state.withLock { $0.stateSplit = split }
                    throw LayoutError(
                        message: "cannot compile: \(split.reason) depending on state \(split.state), which the program solves for (its range is solved in pieces)",
                        path: "0", kind: "program", argument: split.state)
                }
            }
        }
        throw LayoutError(
            message: "cannot compile: more than \(Self.maximumSplits) decisions change inside the window range (last: \(causes.last?.description ?? "none"))",
            path: "0", kind: "program")
    }

    /// How `request` narrows `box` to the window's side: its split (or, where that gives no
    /// narrower piece around the window, a fallback's), then the further splits of the same
    /// staircase that lie inside what is left; empty when nothing narrows the box.
    static func narrowings(_ box: WindowBox, _ request: SplitRequest, _ window: ProposedSize) -> [PieceNarrowing] {
        var request = request
        var narrower = narrowed(box, request, window)
        // A step on a clamp's active branch that gives no narrower piece: split at the
        // clamp's switch instead.
        for fallback in request.fallback where narrower.box == box || narrower.boundary == .atThisWindow {
            let next = narrowed(box, fallback, window)
            if next.box != box && next.boundary != .atThisWindow {
                narrower = next
                request = fallback
            }
        }
        if narrower.box == box { return [] }
        var steps = [PieceNarrowing(box: narrower.box, boundary: narrower.boundary, reason: request.reason)]
        // A staircase's other end around the window, in the same narrowing (only where it
        // lies inside what is left of the box).
        for further in request.further {
            let current = steps.last!.box
            let next = narrowed(current, further, window)
            if next.box != current && next.boundary != .atThisWindow && next.box.isInside(current) {
                steps.append(PieceNarrowing(box: next.box, boundary: next.boundary, reason: further.reason))
            }
        }
        return steps
    }

    private func initialSide(_ value: Double?, _ range: ClosedRange<Double>) -> WindowBox.Side {
        guard let value else { return .unspecified }
        if value == .infinity { return .infinite }
        if range.contains(value) { return .range(SideInterval(lower: range.lowerBound, upper: range.upperBound)) }
        return .range(.point(value))
    }

    /// A crossing within rounding of a number of at most six decimals is that number: the
    /// forms' arithmetic and the negotiation engine's can put an exact crossing an ulp or two
    /// to either side (a `containerRelativeFrame` column of exactly 0 at width 120 crossed at
    /// 119.99999999999999, and width 120 was read on its negative side). Snapped, the window at
    /// the crossing gets the point piece of a window exactly at a crossing, where the range
    /// analysis' tolerance decides.
    static func snapped(_ crossing: Double) -> Double { crossing.nearestDecimal(within: 1e-12) ?? crossing }

    /// The part of `box` on the window's side of where the request's decision changes; a
    /// point box when the crossing is not a single value of one side.
    private static func narrowed(_ box: WindowBox, _ request: SplitRequest, _ window: ProposedSize) -> (box: WindowBox, boundary: PieceBoundary) {
        var form = request.form
        // A decision that reads both window sides where the box holds one of them at a value
        // (a sweep's height): that side is its value, and the crossing is a single value of the
        // other. Without this, every width of a sweep at that height was a point piece, and a
        // walk over the widths (formulas, query) stepped by ulps.
        if form.terms.keys.contains(0), form.terms.keys.contains(1) {
            for side in 0..<2 {
                guard let held = box[side], held.isPoint, let k = form.terms[side] else { continue }
                form = form - LinearForm(variable: side, coefficient: k) + LinearForm(k * held.lower)
                break
            }
        }
        let windowVariables = form.terms.keys.filter { $0 < 2 }
        var point = box
        if let w = window.width, w.isFinite { point.width = .range(.point(w)) }
        if let h = window.height, h.isFinite { point.height = .range(.point(h)) }
        // A crossing that depends on both sides: hold the height at the window's first (sweeps
        // usually vary the width), then the next crossing is a single width.
        if windowVariables.count == 2, form.terms.count == 2, let h = window.height, h.isFinite, box[1]?.isPoint == false {
            var result = box
            result[1] = .point(h)
            return (result, .heightHeld(h))
        }
        guard form.terms.count == 1, let variable = windowVariables.first, let interval = box[variable],
            let value = variable == 0 ? window.width : window.height
        else {
            return (point, .atThisWindow)
        }
        let crossing = Self.snapped(-form.constant / form.terms[variable]!)
        var piece = interval
        // Only ever narrower: a crossing beyond the interval's end on the far side of the window
        // leaves that end (a height held at the window's, 844, and a switch at 31 below it made
        // the box (31, 844] again, and decisions made over the point did not hold there).
        if value < crossing {
            if crossing < piece.upper || (crossing == piece.upper && !piece.upperOpen) {
                piece.upper = crossing
                piece.upperOpen = true
            }
        } else if value > crossing {
            if crossing > piece.lower || (crossing == piece.lower && !piece.lowerOpen) {
                piece.lower = crossing
                piece.lowerOpen = true
            }
        } else {
            piece = .point(crossing)
        }
        if piece == interval || !piece.contains(value) { return (point, .atThisWindow) }
        var result = box
        result[variable] = piece
        return (result, .crossing(side: variable, at: crossing))
    }

    // MARK: Solving

    /// The window columns fixed at the window's sides; a nil or infinite side is structural
    /// (no term reads its column) and is fixed at 0.
    func windowBounds(_ window: ProposedSize) -> [(column: Int, bounds: LPBounds)] {
        [window.width, window.height].enumerated().map { column, side in
            (column, .fixed(side.flatMap { $0.isFinite ? $0 : nil } ?? 0))
        }
    }

    func fixed(_ model: LPModel, _ window: ProposedSize) -> LPModel {
        var copy = model
        for (column, bounds) in windowBounds(window) { copy.columns.set(bounds: bounds, of: column) }
        return copy
    }

    private func solveProgram(_ piece: CompiledPiece, _ pieceIndex: Int, _ window: ProposedSize) throws(LayoutError) -> [Double] {
        if let line = lineHolding(piece, pieceIndex, window) { return line.values(at: windowBounds(window).map(\.bounds.lower)) }
        do {
            if piece.binaryCount > 0 {
                if let values = guessedSolve(piece, pieceIndex, window) { return values }
                return try GLPKSolver.solve(fixed(piece.model, window), options: options.framesSolve).columnValues
            }
            let existing = state.withLock { $0.solvers[pieceIndex] }
            if let solver = existing { return try warmResolve(solver, pieceIndex, window) }
            guard keepsSolvers else { return try GLPKSolver.solve(fixed(piece.model, window), options: options.framesSolve).columnValues }
            let solver = try WarmSolver(model: fixed(piece.model, window))
            let solution = try solver.solve(options.framesSolve)
            state.withLock { $0.solvers[pieceIndex] = solver }
            record(solution, pieceIndex, window)
            return solution.columnValues
        } catch {
            throw explain(error, piece, window)
        }
    }

    /// A kept LP piece's values at a new window, re-solved warm by its solver (the callers
    /// have tried its basis line first, `lineHolding`).
    func warmResolve(_ solver: WarmSolver, _ pieceIndex: Int, _ window: ProposedSize) throws(LPError) -> [Double] {
        let solution = try solver.resolve(columnBounds: windowBounds(window), options: ConstraintOptions.warmFramesSolve)
        record(solution, pieceIndex, window)
        return solution.columnValues
    }

    /// A kept piece's basis line when the basis holds at `window` (counted as an answer).
    /// Every solve of a piece tries it first, so the solver paths below never read the line.
    ///
    /// A MILP piece's line is the line of its guessed LP (`guessedSolve`: the binaries fixed
    /// at a guess), and it is read without the window's own guess. Why that is exact: the
    /// line's point at `window` keeps the binaries at 0 or 1 (fixed columns do not move), and
    /// `holds` checks it against every bound of the piece's model, its clamp rows included, so
    /// it is a feasible point of the MILP with the window fixed; the piece has no objective
    /// (else it would not guess), and then every feasible point is the layout
    /// (docs/constraint-engine.md, "The program"). A guess that changes
    /// at `window` breaks a clamp row on the old guess's line (the side it kept is no longer
    /// the smaller), so the line fails and GLPK solves.
    func lineHolding(_ piece: CompiledPiece, _ pieceIndex: Int, _ window: ProposedSize) -> BasisLine? {
        guard piece.binaryCount == 0 || piece.binaryGuess != nil else { return nil }
        let sides = windowBounds(window).map(\.bounds.lower)
        guard
            let line = state.withLock({ state in state.solvers[pieceIndex] != nil ? state.bases[pieceIndex] : nil }),
            line.holds(at: sides)
        else { return nil }
        state.withLock { $0.basisLineAnswers += 1 }
        return line
    }

    /// Remembers a kept piece's solve for its basis line (and, for a MILP piece, the guess it
    /// was solved with: its line holds only for the same guess, and is checked against that
    /// guess's folded program, whose rows the solver's activities are).
    func record(_ solution: LPSolution, _ pieceIndex: Int, _ window: ProposedSize, guessed: GuessedProgram? = nil) {
        let sides = windowBounds(window).map(\.bounds.lower)
        state.withLock { state in
            let sameGuess = guessed == nil || state.guesses[pieceIndex]?.bounds == guessed?.bounds
            state.bases[pieceIndex] = BasisLine.after(
                solution, at: sides, in: guessed?.program ?? state.pieces[pieceIndex].model, before: sameGuess ? state.bases[pieceIndex] : nil)
            if let guessed { state.guesses[pieceIndex] = guessed }
        }
    }

    /// A MILP piece solved as the LP of its guessed binaries (`BinaryGuess`), on a kept solver
    /// when solvers are kept (one-shot otherwise): re-solved warm with the window's and the
    /// binaries' new bounds (branch and bound never runs on a kept problem); its basis line,
    /// tried first by the callers, holds while the guess is the same binaries (then only the
    /// window's columns differ, as `BasisLine` needs). Nil when the piece does not guess or the
    /// LP is not feasible: the caller solves the MILP.
    func guessedSolve(_ piece: CompiledPiece, _ pieceIndex: Int, _ window: ProposedSize) -> [Double]? {
        let sides = windowBounds(window)
        guard let guess = piece.binaryGuess, let binaries = guess.bounds(width: sides[0].bounds.lower, height: sides[1].bounds.lower)
        else { return nil }
        let bounds = sides + binaries
        let guessBounds = binaries.map(\.bounds)
        let (kept, last) = state.withLock { ($0.solvers[pieceIndex], $0.guesses[pieceIndex]) }
        do {
            if let kept, let last {
                var program = last.program
                if last.bounds != guessBounds {
                    // The solver's rows are folded at the last guess: set them to this one's.
                    // From here the solver holds this guess, whatever its solve gives, and the
                    // last guess's line no longer applies.
                    let rows = BinaryGuess.foldedRowBounds(piece.model, fixing: binaries)
                    for (row, rowBounds) in rows { program.rows.bounds[row] = rowBounds }
                    for (column, columnBounds) in binaries { program.columns.set(bounds: columnBounds, of: column) }
                    state.withLock { state in
                        state.guesses[pieceIndex] = GuessedProgram(bounds: guessBounds, program: program)
                        state.bases[pieceIndex] = nil
                    }
                    try kept.setRowBounds(rows)
                }
                let solution = try kept.resolve(columnBounds: bounds, options: ConstraintOptions.warmFramesSolve)
                record(solution, pieceIndex, window, guessed: GuessedProgram(bounds: guessBounds, program: program))
                return solution.columnValues
            }
            let program = BinaryGuess.linearProgram(fixed(piece.model, window), fixing: binaries)
            var solve = options.framesSolve
            solve.structuralNonbasicRows = guess.nonbasicRows(binaries)
            guard keepsSolvers else { return try GLPKSolver.solve(program, options: solve).columnValues }
            let solver = try WarmSolver(model: program)
            let solution = try solver.solve(solve)
            state.withLock { $0.solvers[pieceIndex] = solver }
            record(solution, pieceIndex, window, guessed: GuessedProgram(bounds: guessBounds, program: program))
            return solution.columnValues
        } catch {
            return nil
        }
    }


    /// A solver failure as a layout error naming the rows involved and the views, modifiers
    /// and model lines they come from; for an infeasible program, a minimal conflicting set
    /// (elastic filter, then deletion filter).
    func explain(_ error: LPError, _ piece: CompiledPiece, _ window: ProposedSize) -> LayoutError {
        let model = piece.model
        if case .timeLimit(let diagnostic) = error {
            return piece.timeLimitError(diagnostic, model, window: window, limit: options.branchAndBoundTimeLimit)
        }
        var names = error.diagnostic.rows
        if case .infeasible = error, let conflict = try? ConflictFinder.conflict(in: fixed(model, window)) {
            names = conflict.rowNames
        }
        let rows = names.compactMap(model.row(named:))
        let detail = rows.isEmpty ? "" : "; constraints: " + rows.map { "\(model.rows.name(of: $0)) [\(model.rows.origin(of: $0) ?? "")]" }.joined(separator: ", ")
        // The first named row's view; the error leads with its model location, like every
        // other layout error.
        let view = rows.lazy.compactMap { ViewPlace(model.rows.sources[$0]) }.first
        return LayoutError(
            message: "the solver (GLPK) found no layout: \(error.diagnostic.message)\(detail)", path: view?.path ?? "0", kind: view?.kind ?? "program",
            source: view?.source)
    }

    func result(_ piece: CompiledPiece, tree: IndexedTree, values: [Double], window: ProposedSize) throws(LayoutError) -> LayoutResult {
        var transforms: [Int: RenderTransform] = [:]
        var frames: [NodeFrame] = []
        // The placed views, for a ViewThatFits' choice: made at the first one met.
        lazy var framed = Set(piece.frames.lazy.map(\.index))
        // Each node's fields read in place (a node copied whole is a dozen references).
        let nodes = tree.nodes
        for entry in piece.frames {
            let frame = Rect(x: entry.x.value(values), y: entry.y.value(values), width: entry.width.value(values), height: entry.height.value(values))
            var transform = nodes[entry.index].parent >= 0 ? transforms[nodes[entry.index].parent] : nil
            if let effect = piece.effects[entry.index] {
                let own: RenderTransform
                switch effect {
                case .offset(let x, let y): own = .offset(x.evaluate(values), y.evaluate(values))
                case .scale(let x, let y, let anchor): own = .scale(x.evaluate(values), y.evaluate(values), anchor: anchor, of: frame)
                }
                transform = (transform ?? .identity).after(own)
            }
            if let transform { transforms[entry.index] = transform }
            if nodes[entry.index].attributes.unreported { continue }
            frames.append(
                // The path is spelt when read (O(depth) each: spelling every node's here made
                // the map-back quadratic in a chain's depth).
                NodeFrame(
                    nodeAt: entry.index, of: tree.paths, kind: nodes[entry.index].reportedKind, id: nodes[entry.index].attributes.id, frame: frame,
                    render: transform?.apply(frame), source: nodes[entry.index].attributes.source,
                    placeholder: nodes[entry.index].attributes.placeholder,
                    text: nodes[entry.index].kind.text, chosenCandidate: Self.chosenCandidate(nodes[entry.index], framed)))
        }
        let policyWarnings = (try? policy.get()) ?? []
        let (checked, outputWarnings) = try NumericPolicy.checked(frames)
        var result = LayoutResult(engine: "constraints", window: window, nodes: checked, warnings: policyWarnings + piece.warnings + outputWarnings)
        result.states = piece.stateClaims.map { claim in
            guard let cycle = claim.cycle else { return SolvedState(state: claim.state, value: values[claim.column], reached: claim.reached, note: claim.note) }
            // A linear cycle: judged from the solved fixed point and the initial value.
            let (reached, note) = cycle.outcome(fixed: cycle.columns.map { values[$0] })
            return SolvedState(state: claim.state, value: values[claim.column], reached: reached, note: note)
        }
        // STYLE habit 15: the same placement rules as the negotiation engine (release builds skip it).
        LayoutInvariants.assertHolds(result, tree: tree)
        return result
    }
}

extension CompiledLayout {
    /// On a ViewThatFits: the index of its one framed child (I.4); nil elsewhere, where the
    /// placed views are not read.
    static func chosenCandidate(_ node: IndexedTree.Node, _ framed: @autoclosure () -> Set<Int>) -> Int? {
        guard case .viewThatFits = node.kind else { return nil }
        let framed = framed()
        return node.children.firstIndex { framed.contains($0) }
    }
}

/// What a compiled piece covers and how large its program is.
public struct PieceSummary: Sendable, CustomStringConvertible {
    /// The windows it is valid for, e.g. `width [0, 412.5), height 844`.
    public var range: String
    /// The decisions that bound it, spelt when read (a deep chain of clamps narrows its piece
    /// once per clamp, each cause naming its view by path).
    public var causes: [String] { pieceCauses.map(\.description) }
    private let pieceCauses: [PieceCause]
    /// How many decisions bound it (`causes.count`, without spelling them).
    public var causeCount: Int { pieceCauses.count }
    /// The decisions at the piece's ends (the splits that bound it now).
    public var boundaries: [String]
    /// The piece's program's columns.
    public var columns: Int
    /// The piece's program's rows.
    public var rows: Int
    /// The piece's binary columns (clamps decided by GLPK).
    public var binaries: Int
    /// The program by kind of row and the frame components GLPK determines.
    public var statistics: ProgramStatistics
    /// Whether the program minimises something (relation groups' common lengths).
    public var hasObjective: Bool
    /// How many of the splits that narrowed the piece were made at a clamp's switch because
    /// the relation program's piece already had its 64 binaries.
    public var binaryCapSplits: Int

    init(_ piece: CompiledPiece) {
        range = piece.box.description
        pieceCauses = piece.causes
        boundaries = piece.boundaries.map(\.description)
        columns = piece.model.columns.count
        rows = piece.model.rows.count
        binaries = piece.binaryCount
        statistics = piece.statistics
        hasObjective = piece.hasObjective
        binaryCapSplits = piece.causes.count { $0.reason.isBinaryCapSplit }
    }

    public var description: String {
        let shown = pieceCauses.suffix(6).map(\.description)
        let more = pieceCauses.count > shown.count ? "\(pieceCauses.count - shown.count) earlier splits; " : ""
        return "piece \(range): \(columns) columns, \(rows) rows, \(binaries) binaries"
            + (pieceCauses.isEmpty ? "" : "; bounded by \(more)" + shown.joined(separator: "; "))
    }
}

extension CompiledLayout {
    /// The tree's node at pre-order `index` (a layout with pieces has a tree).
    func node(_ index: Int) -> IndexedTree.Node { tree!.nodes[index] }
}

/// Why `#id` names no single view (`CompiledLayout.viewTagged`).
struct TagProblem: Error {
    let message: String
    /// The tagged view exists but this piece does not place it: a query skips the piece.
    var unplaced = false
}
