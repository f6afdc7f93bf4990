import LinearProgramming
import ViewTree

extension CompiledLayout {
    /// An added constraint over a piece's model columns: `terms · x + constant` compared with 0.
    typealias ConstraintRow = (terms: [Int: Double], constant: Double, relation: LayoutConstraint.Relation)

    /// A query's optimum over `range` (widths inside `piece`) found without branch and bound,
    /// by walking the piece's bases along the width as `formulas` does; the query's search
    /// falls back to it when branch and bound reaches its time limit (a piece with dozens of
    /// switching clamps, whose big-M rows give the search weak bounds).
    ///
    /// Why it is exact: the query refuses pieces with an objective, so at each width the
    /// piece's program has one solution, the layout, and the added constraints only choose
    /// widths. Over one basis's stretch every column is `value + slope × (w − probe)`
    /// (`forEachBasisSegment`), so each added constraint holds on an interval of that stretch
    /// and the objective is linear there: its optimum over the interval is at an end. The
    /// walk visits the stretches from the narrowest width and keeps the best end (an end that
    /// is attained beats the same value at a piece's open end, as the search's answers do);
    /// minimising the width stops at the first stretch with an attained answer.
    func walkedOptimum(
        _ piece: CompiledPiece, _ objective: LayoutExpression, _ maximize: Bool, _ constraints: [LayoutConstraint],
        _ range: ClosedRange<Double>, _ interval: SideInterval, _ height: Double?
    ) throws(LayoutError) -> QueryAnswer? {
        let searched = ProposedSize(width: range.lowerBound, height: height)
        var rows: [ConstraintRow] = []
        for constraint in constraints {
            let (terms, constant) = try columns(constraint.expression, piece, searched)
            rows.append((terms, constant, constraint.relation))
        }
        let (objectiveTerms, objectiveConstant) = try columns(objective, piece, searched)
        let widthOnly = objective.terms.count == 1 && objective.terms[0].quantity == .window(.horizontal)
        var best: (width: Double, objective: Double, open: String?, segment: BasisSegment)?
        try forEachBasisSegment(
            widths: range, lowerOpen: range.lowerBound == interval.lower && interval.lowerOpen, height: height, what: "query"
        ) { segment in
            guard let (width, open) = Self.bestEnd(of: segment, rows, objectiveTerms, maximize) else { return true }
            let value = objectiveConstant + objectiveTerms.reduce(0) { $0 + $1.value * segment.value(ofColumn: $1.key, at: width) }
            let better = best.map { maximize ? value > $0.objective + 1e-9 : value < $0.objective - 1e-9 } ?? true
            let attainsTie = best.map { $0.open != nil && open == nil && abs(value - $0.objective) <= 1e-9 * Swift.max(1, abs($0.objective)) } ?? false
            if better || attainsTie { best = (width, value, open, segment) }
            return !(widthOnly && !maximize && best?.open == nil)
        }
        guard let best else { return nil }
        let window = ProposedSize(width: best.width, height: height)
        // An attained width's layout is the layout solved there (exact, as the search's is);
        // an open end's is the stretch's line at the end, which no solve of the piece reaches.
        if best.open == nil, let solved = try? solve(window) {
            return QueryAnswer(window: window, objective: best.objective, openEnd: nil, layout: solved)
        }
        var values = [Double](repeating: 0, count: best.segment.ranged.values.count)
        for k in values.indices { values[k] = best.segment.value(ofColumn: k, at: best.width) }
        let layout = try layoutResult(piece, values: piece.compiledValues(values), window: window)
        return QueryAnswer(window: window, objective: best.objective, openEnd: best.open, layout: layout)
    }

    /// The width in `segment` where the added rows hold and the objective is best, and whether
    /// it is an open end of the stretch ("just above 760"); nil when no width of it satisfies
    /// every row.
    private static func bestEnd(
        of segment: BasisSegment, _ rows: [ConstraintRow],
        _ objective: [Int: Double], _ maximize: Bool
    ) -> (Double, String?)? {
        var lower = segment.lower
        var lowerOpen = segment.lowerOpen
        var upper = segment.upper
        var upperOpen = segment.upperOpen
        // Narrows the stretch to `t >= bound` (or `t <= bound`).
        func atLeast(_ bound: Double) {
            if bound > lower { (lower, lowerOpen) = (bound, false) }
        }
        func atMost(_ bound: Double) {
            if bound < upper { (upper, upperOpen) = (bound, false) }
        }
        for row in rows {
            // The row's expression over the stretch: `at + slope × (t − probe)`, compared with 0.
            var at = row.constant
            var slope = 0.0
            var size = abs(row.constant)
            for (k, c) in row.terms {
                let value = segment.value(ofColumn: k, at: segment.probe)
                at += c * value
                slope += c * segment.slope(ofColumn: k)
                size += abs(c * value)
            }
            let tolerance = 1e-9 * Swift.max(1, size)
            if abs(slope) <= 1e-12 {
                let holds: Bool
                switch row.relation {
                case .greaterOrEqual: holds = at >= -tolerance
                case .lessOrEqual: holds = at <= tolerance
                case .equal: holds = abs(at) <= tolerance
                }
                if !holds { return nil }
                continue
            }
            // Where the expression is 0 (a crossing within rounding of a short number is it).
            let root = CompiledLayout.snapped(segment.probe - at / slope)
            switch (row.relation, slope > 0) {
            case (.greaterOrEqual, true), (.lessOrEqual, false): atLeast(root)
            case (.greaterOrEqual, false), (.lessOrEqual, true): atMost(root)
            case (.equal, _):
                atLeast(root)
                atMost(root)
            }
        }
        if lower > upper || (lower == upper && (lowerOpen || upperOpen)) { return nil }
        let slope = objective.reduce(0) { $0 + $1.value * segment.slope(ofColumn: $1.key) }
        // The objective's best end; a flat objective takes the narrowest width.
        let upperEnd = maximize ? slope > 1e-12 : slope < -1e-12
        if upperEnd { return (upper, upperOpen ? "just below \(formatLength(upper))" : nil) }
        return (lower, lowerOpen ? "just above \(formatLength(lower))" : nil)
    }
}
