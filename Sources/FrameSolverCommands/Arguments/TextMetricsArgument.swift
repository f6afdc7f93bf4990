import FrameSolver

extension CommandTable {
    /// `--text-metrics simple|font`: how Text is measured.
    static let textMetrics = OptionSpec(
        name: "text-metrics", value: "metrics", choices: TextMetricsModel.allCases.map(\.rawValue), defaultValue: "simple",
        help: "How Text is measured: simple (I.2: every character 0.5 x size wide, lines 1.2 x size, the model the spec and oracle cases use) or font (shaped with HarfBuzz in Inter, DejaVu Sans Mono when monospaced, line height from the font; docs/text-measurement.md).")
}

extension ParsedArguments {
    /// `--text-metrics` as given; nil when absent.
    func requestedTextMetrics() throws(UsageError) -> TextMetricsModel? {
        guard let text = options["text-metrics"] else { return nil }
        guard let model = TextMetricsModel(rawValue: text) else {
            throw UsageError("--text-metrics must be simple or font, not '\(text)'")
        }
        return model
    }

    /// The text metrics a run uses: `--text-metrics` when given; otherwise the real font
    /// when a device applies, I.2's simple metrics on a bare canvas (`--size` alone).
    func textMetrics(deviceApplies: Bool = false) throws(UsageError) -> TextMetricsModel {
        try requestedTextMetrics() ?? (deviceApplies ? .font : .simple)
    }
}
