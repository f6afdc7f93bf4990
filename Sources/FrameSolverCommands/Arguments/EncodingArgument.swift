import FrameSolver

extension CommandTable {
    /// `--encoding regions|relations`: what the constraint engine's program contains.
    static let encoding = OptionSpec(
        name: "encoding", value: "encoding", choices: ConstraintOptions.Encoding.allCases.map(\.rawValue), defaultValue: "relations",
        help: "The constraint engine's program: relations (the default: a column per view quantity, a row per relation, GLPK decides the clamps) or regions (SwiftUI's rules evaluated over the window, a defining row per frame component: smaller pieces, faster to solve; docs/constraint-engine.md).")
}

extension ParsedArguments {
    /// The `--encoding` asked for; relations when absent.
    func encoding() throws(UsageError) -> ConstraintOptions.Encoding {
        let text = options["encoding"] ?? ConstraintOptions.Encoding.relations.rawValue
        guard let encoding = ConstraintOptions.Encoding(rawValue: text) else {
            throw UsageError("--encoding must be regions or relations, not '\(text)'")
        }
        return encoding
    }

    /// The constraint engine with the `--encoding` asked for.
    func constraintEngine() throws(UsageError) -> ConstraintEngine {
        ConstraintEngine(options: ConstraintOptions(encoding: try encoding()))
    }

    /// `compare --baseline`: nil for the negotiation engine, else the encoding the constraint
    /// engine is compared with.
    func baseline() throws(UsageError) -> ConstraintOptions.Encoding? {
        let text = options["baseline"] ?? "negotiation"
        if text == "negotiation" { return nil }
        guard let encoding = ConstraintOptions.Encoding(rawValue: text) else {
            throw UsageError("--baseline must be negotiation, regions or relations, not '\(text)'")
        }
        return encoding
    }
}
