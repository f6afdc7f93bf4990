import Dispatch
import LeafMeasurement
import LinearProgramming
import ViewTree

/// A frame component: a constant fixed at compile time, or a program column.
enum FrameValue {
    case constant(Double)
    case column(Int)

    func value(_ solution: [Double]) -> Double {
        switch self {
        case .constant(let v): v
        case .column(let j): solution[j]
        }
    }
}

/// A render-time effect of a node, with its parameters as forms (evaluated after the solve).
enum CompiledEffect {
    case offset(LinearForm, LinearForm)
    case scale(LinearForm, LinearForm, UnitPoint)
}

/// The program of one piece of the window range, and how to read frames from its solution.
struct CompiledPiece {
    var box: WindowBox
    /// Why the piece is no wider: the decisions that change at its ends.
    var causes: [PieceCause]
    var model: LPModel
    /// Per compiled column, its index in `model` (nil: a probe's clamp no row reads).
    var columnMap: [Int?]
    /// Per placed node (in pre-order): its index and frame components.
    /// A placed view's frame components, by its index in pre-order.
    typealias Frame = (index: Int, x: FrameValue, y: FrameValue, width: FrameValue, height: FrameValue)
    var frames: [Frame]
    /// Per placed node (in pre-order): its frame components as the pass computed them, forms
    /// of the window (and, in the relation program, of its columns): what `formulas` reads.
    var frameForms: [(index: Int, origin: FormPoint, size: FormSize)]
    var effects: [Int: CompiledEffect]
    var warnings: [LayoutWarning]
    var binaryCount: Int
    var statistics: ProgramStatistics
    /// Whether the program has an objective (relation groups minimise their common length).
    var hasObjective: Bool
    /// Anchors' final lengths the solve checks are one value (min/max can leave a range).
    var anchorChecks: [AnchorCheck] = []
    /// The states of the tree's `StateProgram`: their columns and whether the passes reach them.
    var stateClaims: [StateClaim] = []
    /// The binaries as the window sets them, checked by GLPK before branch and bound (nil:
    /// a pure LP, or a piece whose binaries the window alone does not fix).
    var binaryGuess: BinaryGuess? = nil
    /// The decisions at the piece's ends.
    var boundaries: [PieceCause] = []
    /// The decision at each end that bounds the piece, by end (`width lower`, `height upper`).
    var ends: [String: PieceCause] = [:]
    /// Per placed node (in pre-order): its width and height over the window alone, where the
    /// pass found them to read no column but the window's (nil otherwise): sizes known before
    /// any solve (`CompiledLayout.sizesBeforeSolving`).
    var windowSizes: [(index: Int, width: LinearForm?, height: LinearForm?)] = []
    /// The narrowings the pass made on the way to `box`, when its program is the final box's
    /// (`ProgramBuilder.isFinalBoxProgram`): the caller records them as the piece's causes.
    var narrowings: [PieceNarrowing] = []
}

extension CompiledPiece {
    /// Compiles `tree` over `box`: the symbolic pass, then one column and one defining row
    /// for every frame component that is not constant.
    static func compile(
        _ tree: IndexedTree, box: WindowBox, causes: [PieceCause], preferRegions: Bool, relations: Bool = false, target: ProposedSize? = nil,
        states: StateBox = StateBox(), textLayouts: TextLayoutMemo = TextLayoutMemo()
    ) throws(CompileInterrupt) -> CompiledPiece {
        let (piece, pass) = try compileWithPass(
            tree, box: box, causes: causes, preferRegions: preferRegions, relations: relations, target: target, states: states, textLayouts: textLayouts)
        // The pass (and its builder) is referenced here alone: a large one is released on
        // another thread, after the caller has its piece.
        if tree.nodes.count >= ReleasedElsewhere.smallestTree { ReleasedElsewhere.release(consume pass) }
        return piece
    }

    /// `compile`, with the finished pass.
    private static func compileWithPass(
        _ tree: IndexedTree, box: WindowBox, causes: [PieceCause], preferRegions: Bool, relations: Bool, target: ProposedSize?,
        states: StateBox, textLayouts: TextLayoutMemo
    ) throws(CompileInterrupt) -> (CompiledPiece, SymbolicPass) {
        // The relation program names about 20 rows and columns per view (a long list's rows
        // 20, a chain of paddings 18), the regions program a few.
        let program = ProgramBuilder(box: box, preferRegions: preferRegions, relations: relations, expectedNames: tree.nodes.count * (relations ? 20 : 4))
        program.stateBox = states
        program.target = [target?.width, target?.height].map { side in side.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        func side(_ s: WindowBox.Side, _ variable: Int) -> LinearForm? {
            switch s {
            case .unspecified: nil
            case .infinite: .infinity
            case .range(let interval): interval.isPoint ? LinearForm(interval.lower) : LinearForm(variable: variable)
            }
        }
        let window = FormProposal(width: side(box.width, 0), height: side(box.height, 1))
        let text: TreeTextMeasurement
        do { text = try TreeTextMeasurement(tree) } catch { throw .failure(error) }
        if let target { program.narrowing = { box, request in CompiledLayout.narrowings(box, request, target) } }
        let pass = SymbolicPass(tree: tree, program: program, window: window, text: text, textLayouts: textLayouts)
        do throws(CompileInterrupt) {
            return (try finish(tree, program, pass, window: window, box: box, causes: causes), pass)
        } catch {
            // A pass that narrowed its box compiles again over the narrowed box: what it
            // decided later (a split, a failure) is decided there.
            if !program.narrowings.isEmpty { throw .narrowed(program.narrowings) }
            throw error
        }
    }

    /// The pass over the tree and the frames' columns, anchors and effects.
    private static func finish(
        _ tree: IndexedTree, _ program: ProgramBuilder, _ pass: SymbolicPass, window: FormProposal, box: WindowBox, causes: [PieceCause]
    ) throws(CompileInterrupt) -> CompiledPiece {
        let placed = try pass.placeTree(FormScope(container: window))
        if !program.isFinalBoxProgram() { throw .narrowed(program.narrowings) }
        if let split = program.pendingSplit { throw .split(split) }
        var frames: [Frame] = []
        var effects: [Int: CompiledEffect] = [:]
        var frameForms: [(index: Int, origin: FormPoint, size: FormSize)] = []
        var windowSizes: [(index: Int, width: LinearForm?, height: LinearForm?)] = []
        for case let frame? in placed {
            let i = frame.index
            frameForms.append((i, frame.origin, frame.size))
            // Over the window alone: the shadow reads no column but the window's two.
            func windowOnly(_ form: LinearForm) -> LinearForm? {
                let shadow = program.shadow(form)
                return !shadow.isInfinite && !shadow.isNaN && shadow.terms.keys.allSatisfy({ $0 < 2 }) ? shadow : nil
            }
            windowSizes.append((i, windowOnly(frame.size.width), windowOnly(frame.size.height)))
            func component(_ form: LinearForm, _ what: String) -> FrameValue {
                if let constant = form.constantValue { return .constant(constant) }
                // The relation program already has the view's column.
                if form.constant == 0, form.terms.count == 1, let (j, c) = form.terms.first, c == 1, j >= 2, program.deferred[j] == nil { return .column(j) }
                let origin = pass.origin(i, "frame \(what)")
                let column = program.addColumn("n\(i)_\(what)", origin: origin, range: (-.infinity, .infinity))
                program.addRow("n\(i)_\(what)_def", origin: origin, LinearForm(variable: column) - form, lower: 0, upper: 0)
                return .column(column)
            }
            frames.append(
                (
                    i, component(frame.origin.x, "x"), component(frame.origin.y, "y"),
                    component(frame.size.width, "w"), component(frame.size.height, "h")
                ))
            switch tree.nodes[i].kind {
            // `d.width` / `d.height` are the view's own size (a visualEffect reads it).
            case .offset(let x, let y):
                effects[i] = .offset(
                    program.require(try pass.form(x, i, "x", frame.scope, dimensions: frame.size)),
                    program.require(try pass.form(y, i, "y", frame.scope, dimensions: frame.size)))
            case .scaleEffect(let x, let y, let anchor):
                effects[i] = .scale(
                    program.require(try pass.form(x, i, "x", frame.scope, dimensions: frame.size)),
                    program.require(try pass.form(y, i, "y", frame.scope, dimensions: frame.size)), anchor)
            default: break
            }
        }
        // Relations read anchors' final sizes: tie those columns to the frames.
        var anchorChecks: [AnchorCheck] = []
        for (anchor, columns) in pass.anchors.sorted(by: { $0.key < $1.key }) {
            guard let frame = placed[anchor] else { continue }
            if frame.size.width.isInfinite || frame.size.height.isInfinite {
                throw .failure(pass.failure(anchor, "a relativeFrame reads this view's size, which is infinite here"))
            }
            for (column, length, what) in [(columns.width, frame.size.width, "width"), (columns.height, frame.size.height, "height")] {
                let tie = column - length
                // The frame restates the column with the same factor: the tie row reads
                // `0 = 0` and any length fits. Ill-posed, so a model error (not a guess). The
                // relation program's frame is a column of its own: its shadow (its value over
                // the window and the unknowns) is what restates the anchor's column.
                if let variable = column.terms.keys.first, abs((program.shadow(column) - program.shadow(length)).terms[variable] ?? 0) < 1e-9 {
                    throw .failure(pass.undeterminedAnchor(anchor, what))
                }
                program.addRow("n\(anchor)_final_\(what.prefix(1))_def", origin: pass.origin(anchor, "final \(what)"), tie, lower: 0, upper: 0)
                if let variable = column.terms.keys.first { anchorChecks.append(pass.anchorCheck(anchor, what, column: variable)) }
            }
        }
        // Geometry feedback: each state tied to the geometry it is assigned from.
        let stateClaims = try pass.tieStates(placed)
        if !program.isFinalBoxProgram() { throw .narrowed(program.narrowings) }
        if let split = program.pendingSplit { throw .split(split) }
        let columnMap = program.modelColumns
        let rowOrder = program.modelRowOrder()
        // What reads the builder's rows comes first: the model takes them over (`handingOver`).
        let statistics = ProgramStatistics(program, frames: frames)
        let binaryGuess = anchorChecks.isEmpty && stateClaims.isEmpty ? BinaryGuess(program, columnMap: columnMap, rowOrder: rowOrder) : nil
        return CompiledPiece(
            box: program.box, causes: causes, model: program.model(name: "framesolver", columnMap: columnMap, rowOrder: rowOrder, handingOver: true),
            columnMap: columnMap, frames: frames, frameForms: frameForms,
            effects: effects, warnings: pass.warnings, binaryCount: program.binaryCount,
            statistics: statistics, hasObjective: program.objective.values.contains { $0 != 0 },
            anchorChecks: anchorChecks, stateClaims: stateClaims, binaryGuess: binaryGuess,
            windowSizes: windowSizes,
            narrowings: program.narrowings)
    }
}

extension ProgramBuilder {
    /// The program as the LP layer's model: no objective (LP-MODELLING.md C.1: with the
    /// binaries fixed every feasible point is the answer). `columnMap` is `modelColumns`,
    /// when the caller has it already.
    ///
    /// The numbers are handed over here; the names and origins when first read
    /// (`ProgramNames`): a one-window solve reads none, and making them unique and copying
    /// them was a tenth of a small model's cold solve.
    ///
    /// - Parameter handingOver: the builder is done with its rows (a finished piece): the
    ///   names keep them without their terms, which the model holds already (kept, the terms
    ///   were a tenth more of a 4,000-level chain's peak memory).
    func model(name: String, columnMap: [Int?]? = nil, rowOrder: [Int]? = nil, handingOver: Bool = false) -> LPModel {
        let map = columnMap ?? modelColumns
        let order = rowOrder ?? modelRowOrder()
        let columns = columns
        // Handed over, the builder's reference is dropped and the rows are this function's
        // alone: their terms go below without a copy of the array.
        var rows = handingOver ? takeRows() : rows
        // The builder's arrays read in place, field by field.
        var columnBounds: [LPBounds] = []
        var kinds: [LPColumnKind] = []
        var objectives: [Double] = []
        columnBounds.reserveCapacity(columns.count)
        kinds.reserveCapacity(columns.count)
        objectives.reserveCapacity(columns.count)
        for j in columns.indices where map[j] != nil {
            // A binary's bounds are kept within 0...1 by `LPColumns` itself.
            columnBounds.append(LPBounds(lower: columns[j].lower, upper: columns[j].upper))
            kinds.append(columns[j].binary ? .binary : .continuous)
            objectives.append(objective.isEmpty ? 0 : objective[j] ?? 0)
        }
        // The rows handed over field by field, their terms read in place (no `LPRow` made).
        var bounds: [LPBounds] = []
        var starts = [0]
        var termColumns: [Int] = []
        var termCoefficients: [Double] = []
        bounds.reserveCapacity(order.count)
        starts.reserveCapacity(order.count + 1)
        var termCount = 0
        for index in rows.indices { termCount += rows[index].terms.count }
        termColumns.reserveCapacity(termCount)
        termCoefficients.reserveCapacity(termCount)
        for index in order {
            bounds.append(LPBounds(lower: rows[index].lower, upper: rows[index].upper))
            // A row's terms are in column order already (`FormTerms`).
            for (column, coefficient) in rows[index].terms {
                termColumns.append(map[column]!)
                termCoefficients.append(coefficient)
            }
            starts.append(termColumns.count)
        }
        if handingOver { for index in rows.indices { rows[index].terms = FormTerms() } }
        let labels = ProgramNames(columns: columns, rows: rows, order: namesTaken, renames: renames, columnMap: map, rowOrder: order)
        let model = LPModel(
            name: name, columns: LPColumns(bounds: columnBounds, kinds: kinds, objectives: objectives, labels: labels),
            rows: LPRows(bounds: bounds, starts: starts, termColumns: termColumns, termCoefficients: termCoefficients, labels: labels))
        // STYLE habit 15: every row and column named, with the view that wrote it (debug builds).
        model.assertNamed()
        return model
    }
}

extension ProgramBuilder {
    /// The builder's rows in the model's order, dropped rows left out. The relation program
    /// reads by view: rows in pre-order of the view that writes them (`n12_...` is node 12 in
    /// pre-order), the window's and groups' rows first, each view's in the order written.
    /// (Each row's view is read from its name once, and a program written in that order
    /// already, as a chain's is, is not sorted.)
    func modelRowOrder() -> [Int] {
        let rows = rows
        var order = droppedRows.isEmpty ? Array(rows.indices) : rows.indices.filter { droppedRows[$0] == nil }
        guard relations else { return order }
        var nodes: [Int] = []
        nodes.reserveCapacity(rows.count)
        // A name held with its view's number is read in place (`node` copies the row).
        for index in order {
            let number = rows[index].name.number
            nodes.append(number >= 0 ? number : rows[index].node)
        }
        if zip(nodes, nodes.dropFirst()).contains(where: { $0 > $1 }) { order = Self.stableOrder(by: nodes).map { order[$0] } }
        return order
    }

    /// The indices of `keys` in ascending order of their keys, ties in index order: a
    /// counting sort over the keys (the views' pre-order indices, -1 for rows of no view), in
    /// place of a comparison sort of pairs (a fifth of handing a small program over).
    static func stableOrder(by keys: [Int]) -> [Int] {
        guard let lowest = keys.min(), let highest = keys.max(), highest - lowest <= 4 * keys.count + 1_024 else {
            return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        }
        var starts = [Int](repeating: 0, count: highest - lowest + 2)
        for key in keys { starts[key - lowest + 1] += 1 }
        for slot in 1..<starts.count { starts[slot] += starts[slot - 1] }
        var order = [Int](repeating: 0, count: keys.count)
        for (index, key) in keys.enumerated() {
            order[starts[key - lowest]] = index
            starts[key - lowest] += 1
        }
        return order
    }
}

extension CompiledPiece {
    /// A solution of `model` as values of every compiled column (what frames and effects read).
    func compiledValues(_ modelValues: [Double]) -> [Double] {
        columnMap.map { $0.map { modelValues[$0] } ?? 0 }
    }
}

/// Releases a finished pass (its builder, forms and tables) on a utility thread, so that the
/// caller does not wait for it: on a chain of 4,000 paddings the release was 7.8% of the
/// compile's instructions (28 of 360 million). The work is the same; the caller gains where a
/// second core is free. Trees below `smallestTree` release in place, where a compile takes well
/// under a millisecond and a dispatch would be a larger share of it (the threshold is not tuned).
enum ReleasedElsewhere {
    /// The views from which a pass is released elsewhere.
    static let smallestTree = 1_000

    /// Drops `pass`, the last reference to it, on another thread.
    static func release(_ pass: consuming SymbolicPass) {
        let carrier = Carrier(pass)
        DispatchQueue.global(qos: .utility).async { carrier.drop() }
    }

    /// The pass on its way to the other thread: `drop` is the last reference's release there
    /// (the dispatch orders the hand-over before it).
    private final class Carrier: @unchecked Sendable {
        private var pass: SymbolicPass?
        init(_ pass: SymbolicPass?) { self.pass = pass }
        func drop() { pass = nil }
    }
}
