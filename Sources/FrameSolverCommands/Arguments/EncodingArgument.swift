import FrameSolver

extension CommandTable {
    /// `--encoding regions|relations`: what the constraint engine's program contains.
    static let encoding = OptionSpec(
        name: "encoding", value: "encoding", choices: ConstraintOptions.Encoding.allCases.map(\.rawValue), defaultValue: "regions",
        help: "The constraint engine's program: regions (SwiftUI's rules evaluated over the window, a defining row per frame component) or relations (a column per view quantity, a row per relation, GLPK decides the clamps; docs/constraint-engine.md).")
}

extension ParsedArguments {
    /// The `--encoding` asked for; regions when absent.
    func encoding() throws(UsageError) -> ConstraintOptions.Encoding {
        let text = options["encoding"] ?? ConstraintOptions.Encoding.regions.rawValue
        guard let encoding = ConstraintOptions.Encoding(rawValue: text) else {
            throw UsageError("--encoding must be regions or relations, not '\(text)'")
        }
        return encoding
    }

    /// The constraint engine with the `--encoding` asked for.
    func constraintEngine() throws(UsageError) -> ConstraintEngine {
        ConstraintEngine(options: ConstraintOptions(encoding: try encoding()))
    }
}
