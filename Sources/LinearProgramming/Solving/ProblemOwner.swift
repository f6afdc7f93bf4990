import Dispatch
import GLPKShim

/// A kept GLPK problem plus the model it mirrors, used only on the thread that created it.
///
/// Not `Sendable` on purpose: a `glp_prob` belongs to the thread that made it (touching it
/// elsewhere aborts inside GLPK). `WarmSolver` confines one to a dedicated thread;
/// `LexicographicSolve` creates, uses and frees one inside a single synchronous call.
/// The model copy lets the owner rebuild the problem if a fatal error freed it.
final class ProblemOwner {
    /// The model the problem was built from, shared with the caller (never copied: copying
    /// 100,000 named columns costs more than GLPK's own build).
    private var base: LPModel
    /// Changes since the build, applied over `base` when the whole model is needed.
    private var columnBounds: [Int: LPBounds] = [:]
    private var rowBounds: [Int: LPBounds] = [:]
    private var objective: (coefficients: [Double], sense: LPSense, constant: Double)?
    private var addedRows: [LPRow] = []
    private var kept: OpaquePointer?
    /// The flattening arrays, reused from load to load on this thread.
    private let storage = FlatStorage()
    /// The arrays solves write into, reused from solve to solve while the sizes stay (fresh
    /// arrays of a 10,000-view program page-faulted on every re-solve).
    private var buffers: ResultBuffers?

    /// Builds the kept problem.
    ///
    /// - Throws: `LPError.invalidModel`, or `.solverFailure` if GLPK fails.
    init(model: LPModel) throws(LPError) {
        base = model
        try rebuild()
    }

    /// An owner with no problem yet; `load` makes one.
    init() {
        base = LPModel()
    }

    /// Replaces the problem with a new model that the caller flattens meanwhile (same thread
    /// as before, so GLPK's memory stays warm); returns the milliseconds of GLPK work on this
    /// thread (the shell and the fill, not the wait for the flattened model).
    ///
    /// Why two steps: the problem's shell (the problem object with its rows and columns) needs
    /// only their counts and is about a third of GLPK's build; flattening is about a quarter of
    /// it. Made side by side, on the two threads that are both waiting anyway, they overlap,
    /// and the thread's wake-up hides behind the flattening as well.
    func load(_ model: LPModel, flattened: FlatSlot) throws(LPError) -> Double {
        base = model
        columnBounds = [:]
        rowBounds = [:]
        objective = nil
        addedRows = []
        glpks_kept_free(kept)
        kept = nil
        guard let rows = Int32(exactly: model.rows.count), let columns = Int32(exactly: model.columns.count) else {
            _ = try flattened.wait().get()
            throw .invalidModel(LPDiagnostic("\(model.rows.count) rows and \(model.columns.count) columns are more than GLPK takes"))
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var handle: OpaquePointer?
        try ShimCall.check(glpks_kept_begin(rows, columns, &handle), during: "building a kept problem")
        let shell = DispatchTime.now().uptimeNanoseconds - start
        let flat: FlatModel
        do throws(LPError) {
            flat = try flattened.wait().get().model
        } catch {
            glpks_kept_free(handle)
            throw error
        }
        let fillStart = DispatchTime.now().uptimeNanoseconds
        let code = glpks_kept_fill(handle, &flat.shim)
        let fill = DispatchTime.now().uptimeNanoseconds - fillStart
        guard code == GLPKS_OK else {
            glpks_kept_free(handle)
            throw ShimCall.error(code, during: "building a kept problem")
        }
        kept = handle
        return Double(shell + fill) / 1e6
    }

    /// The model as GLPK currently holds it (bound changes, objective and rows applied).
    var model: LPModel {
        var model = base
        for (j, b) in columnBounds { model.columns.set(bounds: b, of: j) }
        for (i, b) in rowBounds { model.rows.bounds[i] = b }
        if let objective {
            model.columns.objectives = objective.coefficients
            model.sense = objective.sense
            model.objectiveConstant = objective.constant
        }
        model.rows += addedRows
        return model
    }

    private var rowCount: Int { base.rows.count + addedRows.count }

    deinit { glpks_kept_free(kept) }

    /// Builds a fresh problem from `model` (the previous one, dead or alive, is dropped).
    @discardableResult
    private func rebuild() throws(LPError) -> Double {
        glpks_kept_free(kept)
        kept = nil
        let start = DispatchTime.now().uptimeNanoseconds
        let unchanged = columnBounds.isEmpty && rowBounds.isEmpty && objective == nil && addedRows.isEmpty
        let flat = try FlatModel(unchanged ? base : model, storage: storage)
        var handle: OpaquePointer?
        let code = glpks_kept_create(&flat.shim, &handle)
        try ShimCall.check(code, during: "building a kept problem")
        kept = handle
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The live problem, rebuilt first if a fatal error on this thread freed it.
    private func live() throws(LPError) -> OpaquePointer? {
        if glpks_kept_alive(kept) == 0 { try rebuild() }
        return kept
    }

    /// Changes column bounds (indices into `model.columns`).
    func setColumnBounds(_ indices: [Int], _ bounds: [LPBounds]) throws(LPError) {
        try check(indices, bounds, count: base.columns.count, what: "column")
        for (j, b) in zip(indices, bounds) { columnBounds[j] = b }
        let handle = try live()
        let code = Self.withBounds(indices, bounds) { n, i, l, u in glpks_kept_set_col_bounds(handle, n, i, l, u) }
        try ShimCall.check(code, during: "changing column bounds")
    }

    /// Changes row bounds (indices into `model.rows`).
    func setRowBounds(_ indices: [Int], _ bounds: [LPBounds]) throws(LPError) {
        try check(indices, bounds, count: rowCount, what: "row")
        for (i, b) in zip(indices, bounds) {
            if i < base.rows.count { rowBounds[i] = b } else { addedRows[i - base.rows.count].bounds = b }
        }
        let handle = try live()
        let code = Self.withBounds(indices, bounds) { n, i, l, u in glpks_kept_set_row_bounds(handle, n, i, l, u) }
        try ShimCall.check(code, during: "changing row bounds")
    }

    /// Replaces the objective.
    func setObjective(_ coefficients: [Double], sense: LPSense, constant: Double) throws(LPError) {
        guard coefficients.count == base.columns.count, coefficients.allSatisfy(\.isFinite), constant.isFinite else {
            throw .invalidModel(LPDiagnostic("an objective needs one finite coefficient per column"))
        }
        objective = (coefficients, sense, constant)
        let handle = try live()
        let code = coefficients.withUnsafeBufferPointer {
            glpks_kept_set_objective(handle, sense == .maximize ? 1 : 0, constant, $0.baseAddress)
        }
        try ShimCall.check(code, during: "changing the objective")
    }

    /// Appends a row; its auxiliary variable enters the basis, so the basis stays valid.
    @discardableResult
    func addRow(_ row: LPRow) throws(LPError) -> Int {
        let probe = LPModel(columns: base.columns, rows: [row])
        try probe.validate()
        if !probe.duplicateTermRows().isEmpty {
            throw .invalidModel(LPDiagnostic("row '\(row.name)' names a column twice", rows: [row.name]))
        }
        addedRows.append(row)
        let handle = try live()
        let columns = row.terms.map { Int32($0.column) }
        let values = row.terms.map(\.coefficient)
        let code = columns.withUnsafeBufferPointer { c in
            values.withUnsafeBufferPointer { v in
                glpks_kept_add_row(
                    handle, Int32(row.terms.count), c.baseAddress, v.baseAddress,
                    row.bounds.lower, row.bounds.upper, nil)
            }
        }
        try ShimCall.check(code, during: "adding row '\(row.name)'")
        return rowCount - 1
    }

    /// Solves from the current basis (or cold, with presolve, as the options say).
    func solve(_ options: SolveOptions) throws(LPError) -> LPSolution {
        let handle = try live()
        let result: ResultBuffers
        if let kept = buffers, kept.rowCount == rowCount, kept.columnCount == base.columns.count {
            result = kept
        } else {
            result = ResultBuffers(rows: rowCount, columns: base.columns.count)
            buffers = result
        }
        result.prepare(valuesOnly: options.readsValuesOnly)
        var code: Int32 = 0
        ShimCall.withOptions(options) { raw in code = glpks_kept_solve(handle, &raw, &result.raw) }
        try ShimCall.check(code, during: "a kept solve")
        var solution = try result.solution(for: model)
        if !options.slopesOf.isEmpty && solution.status == .optimal && !solution.reusedBasis {
            solution.slopes = try options.slopesOf.map { column throws(LPError) in try slopes(of: column, handle) }
        }
        return solution
    }

    /// The slopes of every column and row per unit of the nonbasic `column` (`LPSlopes`).
    private func slopes(of column: Int, _ handle: OpaquePointer?) throws(LPError) -> LPSlopes? {
        guard column >= 0, column < base.columns.count, let index = Int32(exactly: column) else {
            throw .invalidModel(LPDiagnostic("no column \(column) (there are \(base.columns.count))"))
        }
        var columns = [Double](repeating: 0, count: base.columns.count)
        var rows = [Double](repeating: 0, count: rowCount)
        var computed: Int32 = 0
        let code = columns.withUnsafeMutableBufferPointer { c in
            rows.withUnsafeMutableBufferPointer { r in glpks_kept_slopes(handle, index, c.baseAddress, r.baseAddress, &computed) }
        }
        try ShimCall.check(code, during: "the slopes of column \(column)")
        return computed != 0 ? LPSlopes(columns: columns, rows: rows) : nil
    }

    /// Factorises the current basis (after a presolved solve there is none); returns the
    /// milliseconds it took.
    func factorize() throws(LPError) -> Double {
        let handle = try live()
        var milliseconds = 0.0
        try ShimCall.check(glpks_kept_factorize(handle, &milliseconds), during: "factorising")
        return milliseconds
    }

    /// For tests: a fatal GLPK error on this thread, which frees the kept problem.
    func provokeFatalError() -> LPError? {
        do throws(LPError) {
            try ShimCall.check(glpks_debug_invalid_call(), during: "a deliberately invalid call")
            return nil
        } catch {
            return error
        }
    }

    private func check(_ indices: [Int], _ bounds: [LPBounds], count: Int, what: String) throws(LPError) {
        guard indices.count == bounds.count else {
            throw .invalidModel(LPDiagnostic("\(indices.count) \(what) indices but \(bounds.count) bounds"))
        }
        for (index, b) in zip(indices, bounds) {
            if index < 0 || index >= count {
                throw .invalidModel(LPDiagnostic("no \(what) \(index) (there are \(count))"))
            }
            if b.isInvalid {
                let name = what == "row" ? model.rows.name(of: index) : base.columns[index].name
                throw .invalidModel(
                    LPDiagnostic(
                        "empty or NaN bounds \(b) for \(what) '\(name)'",
                        rows: what == "row" ? [name] : [], columns: what == "row" ? [] : [name]))
            }
        }
    }

    private static func withBounds(
        _ indices: [Int], _ bounds: [LPBounds],
        _ body: (Int32, UnsafePointer<Int32>?, UnsafePointer<Double>?, UnsafePointer<Double>?) -> Int32
    ) -> Int32 {
        let i = indices.map { Int32($0) }
        let l = bounds.map(\.lower)
        let u = bounds.map(\.upper)
        return i.withUnsafeBufferPointer { ip in
            l.withUnsafeBufferPointer { lp in
                u.withUnsafeBufferPointer { up in body(Int32(i.count), ip.baseAddress, lp.baseAddress, up.baseAddress) }
            }
        }
    }
}
