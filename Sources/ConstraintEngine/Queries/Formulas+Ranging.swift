import LinearProgramming
import ViewTree

extension CompiledLayout {
    /// How far past a basis's end the next solve is taken: beyond GLPK's bound tolerance
    /// (1e-7, relative), so that the next solve cannot return the basis that just ended.
    static let rangingStep = 1e-6

    /// The formulas of every placed view over `widths` at `height`, read from GLPK's ranging
    /// of the relation program's pieces (`ConstraintEngine.formulas`).
    ///
    /// 1. From the lowest width, take the piece containing the width and fix the window's
    ///    columns there; a piece with binaries is solved as a MIP first and its binaries fixed
    ///    at their values, which leaves the polish LP (LP-MODELLING.md C.4).
    /// 2. Range the width column (`GLPKSolver.range`): every column's slope under the optimal
    ///    basis, and the widths over which that basis holds.
    /// 3. The segment runs to the nearest of the piece's end (a step function), the basis's end
    ///    (a row reaching its bound: a clamp switching sides) and the range's end; each frame
    ///    component there is `value + slope × (w − width)`.
    /// 4. The next width is the segment's end (just past it when the end belongs to this
    ///    segment); segments with the same formula merge per view (`append`).
    func rangedFormulas(widths: ClosedRange<Double>, height: Double) throws(LayoutError) -> [ViewFormulas] {
        var byNode: [Int: [[FormulaSegment]]] = [:]
        try forEachBasisSegment(widths: widths, lowerOpen: false, height: height, what: "formulas") { segment in
            for entry in segment.piece.frames {
                let components = [entry.x, entry.y, entry.width, entry.height]
                var lists = byNode[entry.index] ?? Array(repeating: [], count: 4)
                for (k, component) in components.enumerated() {
                    let (value, slope) = segment.ranged.component(component, segment.piece)
                    let formula = FormulaSegment(
                        lower: segment.lower, upper: segment.upper, lowerOpen: segment.lowerOpen, upperOpen: segment.upperOpen,
                        slope: slope, intercept: Self.clean(value - slope * segment.probe), cause: lists[k].isEmpty ? nil : segment.cause)
                    Self.append(formula, to: &lists[k])
                }
                byNode[entry.index] = lists
            }
            return true
        }
        return viewFormulas(byNode)
    }

    /// Steps 1 to 4 of `rangedFormulas`: each stretch of `widths` over which one basis of one
    /// piece holds, from the lowest, handed to `body` until it returns false. `what` names the
    /// walk in its error when the range holds more than `maximumSplits` bases.
    func forEachBasisSegment(
        widths: ClosedRange<Double>, lowerOpen: Bool, height: Double?, what: String, _ body: (BasisSegment) throws(LayoutError) -> Bool
    ) throws(LayoutError) {
        // The segment's lower end, whether it is open, and the cause of the break there.
        var lower = widths.lowerBound
        var lowerOpen = lowerOpen
        var cause: String?
        // Whether the lower end is a basis's end (then the next solve is taken a step past it).
        var afterBasis = false
        var visited = 0
        while true {
            visited += 1
            guard visited <= Self.maximumSplits else {
                throw LayoutError(message: "\(what): more than \(Self.maximumSplits) bases in the range", path: "0", kind: "program")
            }
            // An open lower end is evaluated just above it: the next width after a piece's end,
            // a step past a basis's end (far enough that the ended basis no longer fits).
            let (probe, piece, ranged) = try solvedPast(lower, open: lowerOpen, afterBasis: afterBasis, widths: widths, height: height)
            guard let interval = piece.box[0] else { break }
            // Where the segment ends and why: the piece's end, the basis's end or the range's.
            var upper = widths.upperBound
            var upperOpen = false
            var nextCause: String?
            var endsBasis = false
            if interval.upper < upper || (interval.upper == upper && interval.upperOpen) {
                upper = interval.upper
                upperOpen = interval.upperOpen
                nextCause = piece.ends["width upper"]?.description
            }
            if let end = ranged.upper, end.value < upper {
                // The basis holds at its end (a basic value reaches its bound there).
                upper = Swift.max(end.value, probe)
                upperOpen = false
                nextCause = end.cause
                endsBasis = true
            }
            if lower > widths.lowerBound, cause == nil { cause = piece.ends["width lower"]?.description }
            let segment = BasisSegment(
                lower: lower, lowerOpen: lowerOpen, upper: upper, upperOpen: upperOpen, probe: probe, piece: piece, ranged: ranged, cause: cause)
            guard try body(segment), upper < widths.upperBound else { break }
            lower = upper
            lowerOpen = !upperOpen
            cause = nextCause
            afterBasis = endsBasis
        }
    }

    /// The width just past `lower` (or `lower` itself when closed), its piece, and the piece's
    /// program solved and ranged there.
    ///
    /// Past a basis's end the width is taken a step further (1e-6 of it), and if the program
    /// with its binaries fixed has no feasible point there, ten and a hundred times further:
    /// GLPK's feasibility tolerance is relative to a row's coefficients, so within about
    /// big-M × 1e-7 of a clamp's switch it accepts the branch that just ended, and fixing that
    /// binary leaves no point. The same tolerance can also keep the basis that just ended:
    /// its range then ends below the width it was solved at, and its values there are off by
    /// up to the tolerance (a sliver with the ended basis's slopes), so that answer is passed
    /// over the same way. The formula found further on is extended back to `lower` (a clamp's
    /// value is continuous where it switches).
    private func solvedPast(
        _ lower: Double, open: Bool, afterBasis: Bool, widths: ClosedRange<Double>, height: Double?
    ) throws(LayoutError) -> (Double, CompiledPiece, PieceRanging) {
        let factors: [Double] = open && afterBasis ? [1, 10, 100] : [1]
        var last: Result<(Double, CompiledPiece, PieceRanging), LayoutError>?
        for factor in factors {
            let step = afterBasis ? lower + factor * Self.rangingStep * Swift.max(1, abs(lower)) : lower.nextUp
            let probe = open ? Swift.min(widths.upperBound, step) : lower
            let window = ProposedSize(width: probe, height: height)
            let (_, piece) = try compiledPiece(for: window)
            do {
                let ranged = try ranging(piece, window)
                last = .success((probe, piece, ranged))
                if let end = ranged.upper, end.value < probe - Self.formulaTolerance * Swift.max(1, abs(probe)) { continue }
                return (probe, piece, ranged)
            } catch {
                last = .failure(error)
            }
        }
        return try last!.get()
    }

    /// A slope or intercept without the simplex's floating dust: 12 significant digits (the
    /// tableau's and the solve's arithmetic is exact to about 1e-13, relative), and 0 below 1e-12.
    static func clean(_ x: Double) -> Double {
        guard x.isFinite, abs(x) >= 1e-12 else { return x.isFinite ? 0 : x }
        // 10^(11 - exponent) scales the 12th significant digit to the units.
        var scale = 1.0
        var magnitude = abs(x)
        while magnitude >= 10 {
            magnitude /= 10
            scale /= 10
        }
        while magnitude < 1 {
            magnitude *= 10
            scale *= 10
        }
        scale *= 1e11
        let cleaned = (x * scale).rounded() / scale
        return cleaned.isFinite ? cleaned : x
    }

    /// A piece's program at `window`, solved and ranged over the window's width.
    ///
    /// A piece with binaries has them fixed first: at the sides the window makes active where
    /// the piece can say (`BinaryGuess`, as `solve` fixes them), else at the MIP's answer. The
    /// guess comes first because it is exact where the MIP is not: GLPK's integrality and
    /// feasibility tolerances let a MIP solved a hair past a clamp's switch keep the side that
    /// has just ended, and that binary, fixed at its rounded value, can leave no point.
    private func ranging(_ piece: CompiledPiece, _ window: ProposedSize) throws(LayoutError) -> PieceRanging {
        let model = fixedModel(piece, window)
        let sides = windowBounds(window).map(\.bounds.lower)
        if let guess = piece.binaryGuess, let binaries = guess.bounds(width: sides[0], height: sides[1]),
            let ranged = try? ranging(BinaryGuess.linearProgram(model, fixing: binaries), piece, window)
        {
            return ranged
        }
        return try ranging(model, piece, window)
    }

    /// `model` (a piece's program with the window fixed) solved and ranged over the window's
    /// width; binaries it still has are fixed at the MIP's answer first.
    private func ranging(_ model: LPModel, _ piece: CompiledPiece, _ window: ProposedSize) throws(LayoutError) -> PieceRanging {
        var model = model
        do {
            if model.columns.kinds.contains(where: { $0 != .continuous }) {
                let decided = try GLPKSolver.solve(model, options: options.coldSolve)
                var fixed: [Int: Double] = [:]
                for j in model.columns.indices where model.columns[j].kind != .continuous {
                    var column = model.columns[j]
                    column.kind = .continuous
                    column.bounds = .fixed(decided.columnValues[j].rounded())
                    model.columns[j] = column
                    fixed[j] = column.bounds.lower
                }
                // Folded as the guess folds them (`BinaryGuess.linearProgram`).
                model.rows = model.rows.folding(fixed)
            }
            guard let widthColumn = piece.columnMap[0] else {
                // No row reads the width: every component is constant over the piece.
                let solution = try GLPKSolver.solve(model, options: options.coldSolve)
                return PieceRanging(values: solution.columnValues, slopes: nil, upper: nil)
            }
            let ranging = try GLPKSolver.range(model, column: widthColumn)
            let upper = ranging.upper.value.isFinite ? RangedEnd(value: Self.clean(ranging.upper.value), cause: cause(ranging.upper, model)) : nil
            return PieceRanging(values: ranging.values, slopes: ranging.slopes, upper: upper)
        } catch {
            throw explain(error, piece, window)
        }
    }

    /// Why a basis ends: the row or column that reaches its bound, by its origin.
    private func cause(_ end: LPRangeEnd, _ model: LPModel) -> String? {
        guard let name = end.limit else { return nil }
        let origin = model.row(named: name).flatMap { model.rows[$0].origin } ?? model.column(named: name).flatMap { model.columns[$0].origin }
        return "\(origin ?? name) reaches its bound (\(name); width \(formatLength(Self.clean(end.value))))"
    }
}

/// The end of a basis's range above the solved width, and why it ends there.
struct RangedEnd {
    var value: Double
    var cause: String?
}

/// One stretch of widths over which one basis of one piece holds (`forEachBasisSegment`).
struct BasisSegment {
    var lower: Double
    var lowerOpen: Bool
    var upper: Double
    var upperOpen: Bool
    /// The width the piece's program was solved and ranged at.
    var probe: Double
    var piece: CompiledPiece
    var ranged: PieceRanging
    /// Why the stretch begins where it does (nil at the range's lower end).
    var cause: String?

    /// The model column `k`'s change per point of width inside the stretch.
    func slope(ofColumn k: Int) -> Double {
        // The width's own column is the width (the model's first column, as
        // `CompiledLayout.windowBounds` fixes it), whether or not a row reads it.
        if k == ProgramBuilder.widthVariable { return 1 }
        return ranged.slopes?[k] ?? 0
    }

    /// The model column `k`'s value at width `t` inside the stretch.
    func value(ofColumn k: Int, at t: Double) -> Double {
        if k == ProgramBuilder.widthVariable { return t }
        return ranged.values[k] + slope(ofColumn: k) * (t - probe)
    }
}

/// A piece's solution at one width and, where the width is a column, every column's slope.
struct PieceRanging {
    var values: [Double]
    var slopes: [Double]?
    var upper: RangedEnd?

    /// A frame component's value and slope.
    func component(_ component: FrameValue, _ piece: CompiledPiece) -> (Double, Double) {
        switch component {
        case .constant(let v): return (v, 0)
        case .column(let j):
            guard let k = piece.columnMap[j] else { return (0, 0) }
            return (values[k], CompiledLayout.clean(slopes?[k] ?? 0))
        }
    }
}
