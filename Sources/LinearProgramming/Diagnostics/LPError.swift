import Foundation

/// What went wrong in a solve, with the rows and columns involved and GLPK's own words.
public struct LPDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A sentence for people, naming rows and columns with their origins.
    public var message: String
    /// Names of the rows involved (for an infeasible model: rows violated at the last basis;
    /// `ConflictFinder` narrows them to a conflicting set).
    public var rows: [String]
    /// Names of the columns involved.
    public var columns: [String]
    /// What GLPK printed (captured by the shim, never shown on the terminal); often empty.
    public var glpkMessage: String

    /// A diagnostic saying `message`, naming the rows and columns involved and quoting GLPK.
    public init(_ message: String, rows: [String] = [], columns: [String] = [], glpkMessage: String = "") {
        self.message = message
        self.rows = rows
        self.columns = columns
        self.glpkMessage = glpkMessage
    }

    public var description: String {
        var text = message
        if !glpkMessage.isEmpty {
            text += " [GLPK: \(glpkMessage.trimmingCharacters(in: .whitespacesAndNewlines))]"
        }
        return text
    }
}

/// The typed errors of the linear-programming layer.
public enum LPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No point satisfies every row and column bound (or, for a MIP, no integer point).
    case infeasible(LPDiagnostic)
    /// The objective can improve without limit.
    case unbounded(LPDiagnostic)
    /// GLPK failed: a fatal error caught by the shim, a numerical failure, a limit reached
    /// without a solution, or an unreadable file.
    case solverFailure(LPDiagnostic)
    /// The model cannot be given to GLPK (empty bounds, NaN, a bad column index, a name too long).
    case invalidModel(LPDiagnostic)
    /// The simplex or branch and bound stopped at its time limit (`SolveOptions.timeLimit`,
    /// `branchAndBoundTimeLimit`) before proving an optimum; its columns name the integer
    /// columns of the search.
    case timeLimit(LPDiagnostic)

    /// The details, whatever the case.
    public var diagnostic: LPDiagnostic {
        switch self {
        case .infeasible(let d), .unbounded(let d), .solverFailure(let d), .invalidModel(let d), .timeLimit(let d): d
        }
    }

    public var description: String {
        switch self {
        case .infeasible(let d): "infeasible: \(d)"
        case .unbounded(let d): "unbounded: \(d)"
        case .solverFailure(let d): "solver failure: \(d)"
        case .invalidModel(let d): "invalid model: \(d)"
        case .timeLimit(let d): "time limit: \(d)"
        }
    }
}
