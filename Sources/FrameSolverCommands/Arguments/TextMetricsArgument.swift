import FrameSolver

extension CommandTable {
    /// `--text-metrics simple|font`: how Text is measured.
    static let textMetrics = OptionSpec(
        name: "text-metrics", value: "metrics", choices: TextMetricsModel.allCases.map(\.rawValue),
        defaultValue: "font on a device (the implicit iPhone 14 included), simple on a bare canvas (--size alone, --device none)",
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

    /// The text metrics a run uses (docs/text-measurement.md, "The rule"):
    ///
    /// 1. `--text-metrics` when given, whatever the screen;
    /// 2. otherwise the real font when a device applies: `--device NAME`, or neither `--size`
    ///    nor `--device` (the implicit iPhone 14), `--size` with a device included;
    /// 3. otherwise (a bare canvas: `--size` alone, `--device none`) I.2's simple metrics, the
    ///    model of the spec, the oracle cases and every golden file.
    func textMetrics() throws(UsageError) -> TextMetricsModel {
        if let requested = try requestedTextMetrics() { return requested }
        return try screen().device != nil ? .font : .simple
    }
}
