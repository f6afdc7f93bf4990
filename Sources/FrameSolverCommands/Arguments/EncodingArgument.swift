import FrameSolver

extension ParsedArguments {
    /// `--encoding regions|relations`: what the constraint engine's program contains
    /// (docs/constraint-engine.md); regions when absent.
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
