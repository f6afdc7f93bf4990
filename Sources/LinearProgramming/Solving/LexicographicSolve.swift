/// One objective of a lexicographic solve.
public struct LPObjective: Sendable, Hashable {
    /// A name for the row that fixes this objective's optimum (`lex_<name>`).
    public var name: String
    /// The objective's coefficients.
    public var terms: [LPTerm]
    /// Whether this objective is minimised or maximised.
    public var sense: LPSense
    /// A constant added to this objective's value (it does not change the optimum).
    public var constant: Double

    /// An objective `constant + sum of terms`, minimised unless `sense` says otherwise.
    public init(_ name: String, _ terms: [LPTerm], sense: LPSense = .minimize, constant: Double = 0) {
        self.name = name
        self.terms = terms
        self.sense = sense
        self.constant = constant
    }
}

/// The answer of a lexicographic solve: the final point and each stage's optimum.
public struct LexicographicSolution: Sendable, Hashable {
    /// The solution of the last stage (over the model's columns and rows, without the added
    /// optimum rows).
    public var solution: LPSolution
    /// The optimum of each objective, in priority order.
    public var optima: [Double]
}

/// Preemptive priorities: optimise a list of objectives in order, fixing each optimum as a
/// row before the next.
///
/// Unlike weighted sums (kiwi's strengths), a lower objective can never outweigh a higher one.
/// All stages run on one kept problem inside this call: appending a row keeps the basis valid,
/// so stages after the first are warm dual-simplex re-solves.
public enum LexicographicSolve {
    /// Solves `model` for `objectives` in order (the model's own objective is ignored).
    ///
    /// - Parameters:
    ///   - tolerance: each optimum row allows `tolerance * max(1, |optimum|)` of slack, so
    ///     rounding does not make the next stage infeasible.
    /// - Throws: `LPError` from any stage; `.invalidModel` for an empty list.
    public static func solve(
        _ model: LPModel, objectives: [LPObjective], options: SolveOptions = .cold, tolerance: Double = 1e-9
    ) throws(LPError) -> LexicographicSolution {
        guard !objectives.isEmpty else { throw .invalidModel(LPDiagnostic("no objectives to optimise")) }
        let owner = try ProblemOwner(model: model)
        var optima: [Double] = []
        var last: LPSolution?
        for (stage, objective) in objectives.enumerated() {
            var coefficients = [Double](repeating: 0, count: model.columns.count)
            for term in objective.terms {
                guard term.column >= 0 && term.column < coefficients.count else {
                    throw .invalidModel(LPDiagnostic("objective '\(objective.name)' names no column \(term.column)"))
                }
                coefficients[term.column] += term.coefficient
            }
            try owner.setObjective(coefficients, sense: objective.sense, constant: objective.constant)
            var stageOptions = options
            if stage > 0 && !model.hasIntegerColumns {
                stageOptions.method = .dualSimplex
                stageOptions.presolve = false
            }
            let solution = try owner.solve(stageOptions)
            optima.append(solution.objective)
            last = solution
            if stage == objectives.count - 1 { break }
            let value = solution.objective - objective.constant
            let slack = tolerance * max(1, abs(value))
            let bounds: LPBounds = objective.sense == .minimize ? .atMost(value + slack) : .atLeast(value - slack)
            let terms = coefficients.enumerated().compactMap { $0.element == 0 ? nil : LPTerm($0.offset, $0.element) }
            try owner.addRow(
                LPRow(
                    "lex_\(objective.name)", terms: terms, bounds: bounds,
                    origin: "optimum of objective \(stage + 1) '\(objective.name)'"))
        }
        guard var solution = last else { throw .invalidModel(LPDiagnostic("no objectives to optimise")) }
        let rows = model.rows.count
        solution.rowActivities = Array(solution.rowActivities.prefix(rows))
        solution.rowDuals = solution.rowDuals.map { Array($0.prefix(rows)) }
        solution.basis = nil
        return LexicographicSolution(solution: solution, optima: optima)
    }
}
