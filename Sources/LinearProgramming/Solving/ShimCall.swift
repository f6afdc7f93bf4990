import GLPKShim

/// Helpers for calling the shim: its options struct and its return codes as `LPError`s.
enum ShimCall {
    /// What GLPK printed during the last shim entry on this thread.
    static var lastMessage: String { String(cString: glpks_last_message()) }

    /// The shim's options for these settings.
    static func options(_ options: SolveOptions, factorizeAfter: Bool = false) -> glpks_options {
        var raw = glpks_options()
        switch options.method {
        case .primalSimplex: raw.method = Int32(GLPKS_PRIMAL)
        case .dualSimplex: raw.method = Int32(GLPKS_DUAL)
        case .interiorPoint: raw.method = Int32(GLPKS_INTERIOR)
        }
        raw.presolve = options.presolve ? 1 : 0
        raw.it_lim = Int32(clamping: options.iterationLimit ?? 0)
        raw.tm_lim_ms = milliseconds(options.timeLimit)
        raw.mip_tm_lim_ms = milliseconds(options.branchAndBoundTimeLimit)
        raw.use_mip = options.integer ? 1 : 0
        raw.mip_gap = options.relativeGap
        raw.tol_int = options.integralityTolerance
        raw.mip_cuts = options.cuts ? 1 : 0
        raw.polish = options.polish ? 1 : 0
        raw.factorize_after = factorizeAfter || options.factorizesAfter ? 1 : 0
        raw.basis_check = options.reuseOptimalBasis ? 1 : 0
        raw.structural_start = options.structuralStart ? 1 : 0
        return raw
    }

    /// Runs `body` with the shim's options for these settings, the structural start's rows
    /// (`SolveOptions.structuralNonbasicRows`) held for the call.
    static func withOptions(_ options: SolveOptions, _ body: (inout glpks_options) -> Void) {
        var raw = Self.options(options)
        guard !options.structuralNonbasicRows.isEmpty else { return body(&raw) }
        let rows = options.structuralNonbasicRows.map { Int32(clamping: $0) }
        rows.withUnsafeBufferPointer { buffer in
            raw.nonbasic_rows = buffer.baseAddress
            raw.nonbasic_count = Int32(buffer.count)
            body(&raw)
        }
    }

    /// A limit in whole milliseconds, at least 1 for any positive limit (0: none, also for an
    /// infinite one).
    static func milliseconds(_ seconds: Double?) -> Int32 {
        guard let seconds, seconds > 0, seconds.isFinite else { return 0 }
        return Swift.max(1, Int32(clamping: Int((seconds * 1000).rounded(.up))))
    }

    /// Throws the error a nonzero shim return code stands for.
    static func check(_ code: Int32, during operation: String) throws(LPError) {
        if Int(code) != GLPKS_OK { throw error(code, during: operation) }
    }

    /// The error a nonzero shim return code stands for.
    static func error(_ code: Int32, during operation: String) -> LPError {
        switch Int(code) {
        case GLPKS_FATAL:
            return .solverFailure(
                LPDiagnostic(
                    "GLPK stopped with a fatal error during \(operation); the shim caught it and reset this thread's GLPK environment",
                    glpkMessage: lastMessage))
        case GLPKS_DEAD:
            return .solverFailure(
                LPDiagnostic(
                    "the kept GLPK problem was freed by an earlier fatal error on its thread (\(operation))"))
        case GLPKS_WRONG_THREAD:
            return .solverFailure(
                LPDiagnostic(
                    "a kept GLPK problem was used from a thread that did not create it (\(operation))"))
        case GLPKS_MISMATCH:
            return .solverFailure(
                LPDiagnostic("a flattened model did not fit the kept problem's rows and columns (\(operation))"))
        default:
            return .solverFailure(LPDiagnostic("GLPK could not complete \(operation)", glpkMessage: lastMessage))
        }
    }
}
