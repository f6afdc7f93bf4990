import LinearProgramming
import ViewTree

/// Whether added constraints hold in a window, with the layout there.
public struct ConstraintCheck: Sendable {
    /// The layout in the window, the constraints in force (the engine's own when they conflict).
    public var layout: LayoutResult
    /// Empty when every constraint holds; else an irreducible set of conflicting rows, each
    /// `name [origin]` (the view, modifier and model line, or the constraint's text).
    public var conflict: [String]
    /// True when the constraints and the layout's rules can all be met.
    public var holds: Bool { conflict.isEmpty }
}

/// The best window for an objective under added constraints.
public struct QueryAnswer: Sendable {
    /// The window at the optimum.
    public var window: ProposedSize
    /// The objective's value there.
    public var objective: Double
    /// Set when the optimum lies at an open end of a piece, not attained: "just above 760".
    public var openEnd: String?
    /// The layout at the optimum (the program's solution there).
    public var layout: LayoutResult
}

extension CompiledLayout {
    /// Checks `constraints` at `window`: with the window fixed SwiftUI's rules fix every frame,
    /// so an added row can only hold or conflict; a conflict names the rows involved.
    public func check(_ constraints: [LayoutConstraint], at window: ProposedSize) throws(LayoutError) -> ConstraintCheck {
        let layout = try solve(window)
        let (pieceIndex, piece) = try compiledPiece(for: window)
        _ = pieceIndex
        var model = fixedModel(piece, window)
        for (k, constraint) in constraints.enumerated() { model.addRow(try row(constraint, k, piece, window)) }
        do {
            _ = try GLPKSolver.solve(model, options: options.coldSolve)
            return ConstraintCheck(layout: layout, conflict: [])
        } catch {
            guard case .infeasible = error else { throw explain(error, piece, window) }
            let conflict = (try? ConflictFinder.conflict(in: model)) ?? nil
            let rows = conflict.map { c in zip(c.rowNames, c.origins).map { "\($0.0) [\($0.1 ?? "")]" } } ?? constraints.map(\.text)
            return ConstraintCheck(layout: layout, conflict: rows)
        }
    }

    /// The window width in `widths` (the height held at `height`) that minimises or maximises
    /// `objective` under `constraints`, searched piece by piece: each piece's program with the
    /// window's width a column bounded by the piece and the range. Nil when no width satisfies
    /// the constraints.
    public func query(
        _ objective: LayoutExpression, maximize: Bool, constraints: [LayoutConstraint], widths: ClosedRange<Double>, height: Double?
    ) throws(LayoutError) -> QueryAnswer? {
        // Past the widths a piece may cover every window is a piece of its own: the search
        // would compile one per representable width.
        guard options.widthRange.contains(widths.lowerBound), options.widthRange.contains(widths.upperBound) else {
            throw LayoutError(
                message:
                    "query: the widths \(formatLength(widths.lowerBound))...\(formatLength(widths.upperBound)) reach past the widths this layout was compiled for (\(formatLength(options.widthRange.lowerBound))...\(formatLength(options.widthRange.upperBound)), ConstraintOptions.widthRange)",
                path: "0", kind: "program", argument: "widths")
        }
        // Minimising the width: the first feasible piece from below holds the answer; likewise
        // from above for maximising it. Any other objective visits every piece of the range.
        let widthOnly = objective.terms.count == 1 && objective.terms[0].quantity == .window(.horizontal)
        let ascending = !widthOnly || (objective.terms[0].coefficient > 0) != maximize
        var best: QueryAnswer?
        var next: Double? = ascending ? widths.lowerBound : widths.upperBound
        var visited = 0
        // Set once the narrowest (widest) width's answer lies at a piece's open end: the next
        // piece, which starts there, may attain it.
        var lastLook = false
        // A piece that does not place a view the query reads has no answer; the error is
        // raised only if no piece places it.
        var unplaced: LayoutError?
        var placedSomewhere = false
        while let width = next {
            visited += 1
            guard visited <= Self.maximumSplits else {
                throw LayoutError(message: "query: more than \(Self.maximumSplits) pieces in the range", path: "0", kind: "program")
            }
            let window = ProposedSize(width: width, height: height)
            let (_, piece) = try compiledPiece(for: window)
            guard let interval = piece.box[0] else { break }
            let low = Swift.max(interval.lower, widths.lowerBound)
            let high = Swift.min(interval.upper, widths.upperBound)
            if piece.hasObjective {
                throw LayoutError(
                    message: "query: the program already minimises relation groups' lengths; a second objective would change the layout",
                    path: "0", kind: "program")
            }
            var answer: QueryAnswer?
            do {
                answer = try optimum(piece, objective, maximize, constraints, low...high, interval, height)
                placedSomewhere = true
            } catch where error.kind == Self.unplacedKind {
                unplaced = error
            }
            if let answer {
                let better = best.map { maximize ? answer.objective > $0.objective + 1e-9 : answer.objective < $0.objective - 1e-9 } ?? true
                // An optimum attained beats the same value at an open end ("just below 120").
                let attainsTie = best.map { $0.openEnd != nil && answer.openEnd == nil && abs(answer.objective - $0.objective) <= 1e-9 * Swift.max(1, abs($0.objective)) } ?? false
                if better || attainsTie { best = answer }
            }
            if widthOnly && (lastLook || (answer != nil && best?.openEnd == nil)) { break }
            if widthOnly && answer != nil { lastLook = true }
            if ascending {
                next = high >= widths.upperBound ? nil : (interval.upperOpen ? interval.upper : interval.upper.nextUp)
            } else {
                next = low <= widths.lowerBound ? nil : (interval.lowerOpen ? interval.lower : interval.lower.nextDown)
            }
        }
        if best == nil, !placedSomewhere, let id = unplaced?.argument {
            throw LayoutError(
                message: "#\(id) is not placed at any width in \(formatLength(widths.lowerBound))...\(formatLength(widths.upperBound))", path: "0",
                kind: "constraint")
        }
        return best
    }

    /// The error kind of a tag whose view the piece does not place (a query skips the piece).
    static let unplacedKind = "unplaced view"

    private func optimum(
        _ piece: CompiledPiece, _ objective: LayoutExpression, _ maximize: Bool, _ constraints: [LayoutConstraint], _ range: ClosedRange<Double>,
        _ interval: SideInterval, _ height: Double?
    ) throws(LayoutError) -> QueryAnswer? {
        var model = piece.model
        model.columns.set(bounds: LPBounds(lower: range.lowerBound, upper: range.upperBound), of: 0)
        model.columns.set(bounds: .fixed(height.flatMap { $0.isFinite ? $0 : nil } ?? 0), of: 1)
        // The width is the searched column; the height is held at `height`.
        let searched = ProposedSize(width: range.lowerBound, height: height)
        for (k, constraint) in constraints.enumerated() { model.addRow(try row(constraint, k, piece, searched)) }
        let (terms, constant) = try columns(objective, piece, searched)
        model.setObjective(terms.map { LPTerm($0.key, $0.value) }, sense: maximize ? .maximize : .minimize, constant: constant)
        let solution: LPSolution
        do {
            solution = try GLPKSolver.solve(model, options: options.coldSolve)
        } catch {
            if case .infeasible = error { return nil }
            if case .timeLimit(let diagnostic) = error {
                // The widths walked basis by basis instead (`walkedOptimum`); where that fails
                // too, the search's own error.
                do {
                    return try walkedOptimum(piece, objective, maximize, constraints, range, interval, height)
                } catch {}
                let place = "widths \(formatLength(range.lowerBound))...\(formatLength(range.upperBound)), height \(height.map(formatLength) ?? "nil")"
                throw piece.timeLimitError(diagnostic, model, at: place, limit: options.branchAndBoundTimeLimit)
            }
            throw LayoutError(message: "GLPK: \(error.diagnostic.message)", path: "0", kind: "program")
        }
        var values = solution.columnValues
        var openEnd: String?
        if interval.lowerOpen, abs(values[0] - interval.lower) <= 1e-9 { openEnd = "just above \(formatLength(interval.lower))" }
        if interval.upperOpen, abs(values[0] - interval.upper) <= 1e-9 { openEnd = "just below \(formatLength(interval.upper))" }
        // GLPK's vertex may lie on the open end while the optimum holds over widths inside the
        // piece (`--minimize '#detail.width'`, constant below a breakpoint): the objective
        // held at its optimum, the width pushed away from that end; the answer is attained
        // where the width moves off it.
        if openEnd != nil, let inside = attained(model, terms, constant, solution.objective, maximize, awayFromUpper: interval.upperOpen && abs(values[0] - interval.upper) <= 1e-9),
            abs(inside[0] - values[0]) > 1e-9
        {
            values = inside
            openEnd = nil
        }
        // GLPK's width can lie a rounding past the range (-7e-15 for 0).
        values[0] = Swift.min(Swift.max(values[0], range.lowerBound), range.upperBound)
        let window = ProposedSize(width: values[0], height: height)
        if openEnd == nil, let exact = try? solve(window) {
            // The search's point meets the added rows within GLPK's tolerances, which a big-M row
            // scales: a binary within 1e-7 of 0 moves its clamp by up to M x 1e-7 (3e-4 in a
            // fuzz run, a 162.6667-wide view read as meeting `>= 162.667`). So the answer is
            // the layout solved at the width, checked against the rows; where one does not
            // hold, the piece's widths are walked instead (exact, `walkedOptimum`).
            guard constraints.allSatisfy({ $0.holds(in: exact) }) else {
                return try walkedOptimum(piece, objective, maximize, constraints, range, interval, height)
            }
            return QueryAnswer(window: window, objective: objective.value(in: exact) ?? solution.objective, openEnd: nil, layout: exact)
        }
        let layout = try layoutResult(piece, values: piece.compiledValues(values), window: window)
        return QueryAnswer(window: window, objective: solution.objective, openEnd: openEnd, layout: layout)
    }

    /// The solution with the objective held at `optimum` and the window's width as far from
    /// the open end as the optimum allows; nil when that program does not solve, or when the
    /// width moved only as far as the held row's slack lets the objective fall short of its
    /// optimum (an objective that changes with the width, `window.width` itself: there the
    /// optimum is the open end's, not attained).
    private func attained(
        _ model: LPModel, _ terms: [Int: Double], _ constant: Double, _ optimum: Double, _ maximize: Bool, awayFromUpper: Bool
    ) -> [Double]? {
        var held = model
        let slack = 1e-9 * Swift.max(1, abs(optimum))
        let target = optimum - constant
        held.addRow(
            LPRow(
                "objective_held", terms: terms.sorted { $0.key < $1.key }.map { LPTerm($0.key, $0.value) },
                bounds: maximize ? LPBounds(lower: target - slack, upper: .infinity) : LPBounds(lower: -.infinity, upper: target + slack),
                origin: "the query's objective at its optimum"))
        held.setObjective([LPTerm(0, 1)], sense: awayFromUpper ? .minimize : .maximize, constant: 0)
        guard let values = try? GLPKSolver.solve(held, options: options.coldSolve).columnValues else { return nil }
        // Held over a stretch, the objective is its optimum there to rounding; one that changes
        // with the width meets the slack's end.
        let reached = terms.reduce(constant) { $0 + $1.value * values[$1.key] }
        return abs(reached - optimum) <= slack / 2 ? values : nil
    }

    /// A constraint as a row of the piece's model, in `window`.
    private func row(_ constraint: LayoutConstraint, _ k: Int, _ piece: CompiledPiece, _ window: ProposedSize) throws(LayoutError) -> LPRow {
        let (terms, constant) = try columns(constraint.expression, piece, window, reader: "--constrain '\(constraint.text)'")
        let bounds: LPBounds
        switch constraint.relation {
        case .lessOrEqual: bounds = LPBounds(lower: -.infinity, upper: -constant)
        case .greaterOrEqual: bounds = LPBounds(lower: -constant, upper: .infinity)
        case .equal: bounds = .fixed(-constant)
        }
        return LPRow(
            "user\(k + 1)", terms: terms.sorted { $0.key < $1.key }.map { LPTerm($0.key, $0.value) }, bounds: bounds,
            origin: "--constrain '\(constraint.text)'")
    }

    /// An expression over the model's columns: view components by their frame columns (a
    /// constant component adds to the constant). An error about a tag begins with `reader`,
    /// what wrote the expression (`--constrain '#nope.width >= 1'`), when it is given, else
    /// ends with the expression it was read by. `window.width` and `window.height` are numbers
    /// only where `window` gives that side a finite length: the program holds a nil or infinite
    /// side's column at 0, which is no value of the window.
    func columns(
        _ expression: LayoutExpression, _ piece: CompiledPiece, _ window: ProposedSize, reader: String? = nil
    ) throws(LayoutError) -> ([Int: Double], Double) {
        func problem(_ message: String) -> LayoutError {
            let text = reader.map { "\($0): \(message)" } ?? "\(message) (read by '\(expression.text)')"
            return LayoutError(message: text, path: "0", kind: "constraint")
        }
        var terms: [Int: Double] = [:]
        var constant = expression.constant
        for term in expression.terms {
            switch term.quantity {
            case .window(let axis):
                let side = axis == .horizontal ? window.width : window.height
                guard let length = side, length.isFinite else {
                    let what = side == nil ? "nil" : "infinite"
                    throw problem("\(term.quantity) is \(what) here, not a number; give the window that side's length (--size)")
                }
                terms[axis == .horizontal ? 0 : 1, default: 0] += term.coefficient
            case .view(let id, let component):
                let frame: CompiledPiece.Frame
                switch viewTagged(id, placedIn: piece) {
                case .success(let placed): frame = placed
                case .failure(let tag):
                    var error = problem(tag.message)
                    // The tag travels with the error: a query that finds it in no piece says so.
                    if tag.unplaced { (error.kind, error.argument) = (Self.unplacedKind, id) }
                    throw error
                }
                let value: FrameValue
                switch component {
                case .x: value = frame.x
                case .y: value = frame.y
                case .width: value = frame.width
                case .height: value = frame.height
                }
                switch value {
                case .constant(let c):
                    guard c.isFinite else {
                        throw problem("#\(id).\(component.rawValue) is infinite here")
                    }
                    constant += term.coefficient * c
                case .column(let j):
                    guard let m = piece.columnMap[j] else { continue }
                    terms[m, default: 0] += term.coefficient
                }
            }
        }
        return (terms, constant)
    }
}
