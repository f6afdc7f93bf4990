import LinearProgramming

/// The rows of a compiled program as the report lists them: each row written out in the
/// CPLEX LP style of `framesolver lp` (`n3_x_def: + n3_x - 0.5 win_w = -75`), with its origin
/// (`path kind what (file:line:col)`, which names the view it belongs to).
public struct ProgramRow: Codable, Hashable, Sendable {
    /// The row's name in the program (`n3_x_def`).
    public var name: String
    /// The row written out: terms, relation and bound.
    public var text: String
    /// What made the row, naming the view first.
    public var origin: String

    /// Every row of `model`, in order.
    public static func rows(of model: LPModel) -> [ProgramRow] {
        let names = model.columns.names
        return model.rows.indices.map { index in
            let row = model.rows[index]
            var text = row.name + ":"
            for term in row.terms {
                let coefficient = term.coefficient
                let magnitude = abs(coefficient)
                text += coefficient < 0 ? " - " : " + "
                if magnitude != 1 { text += number(magnitude) + " " }
                text += names[term.column]
            }
            if row.terms.isEmpty { text += " 0" }
            let lower = row.bounds.lower
            let upper = row.bounds.upper
            if lower == upper {
                text += " = " + number(lower)
            } else if lower.isFinite, upper.isFinite {
                text += " in [" + number(lower) + ", " + number(upper) + "]"
            } else if lower.isFinite {
                text += " >= " + number(lower)
            } else if upper.isFinite {
                text += " <= " + number(upper)
            } else {
                text += " free"
            }
            return ProgramRow(name: row.name, text: text, origin: row.origin ?? "")
        }
    }

    /// A coefficient or bound in Swift's shortest round-trip form (`0.5`, `-150`).
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
