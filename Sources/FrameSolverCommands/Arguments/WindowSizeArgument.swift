import ViewTree

/// Parses `--size WxH`: each side `[0-9]+(\.[0-9]+)?`, `nil` or `inf`, with a lowercase `x`
/// (`390x844`, `300.5xnil`, `infx600`). Anything else is an error.
func parseWindowSize(_ text: String) throws(UsageError) -> ProposedSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
        throw UsageError("--size '\(text)' is not WxH (each side a number, nil or inf, e.g. 390x844, 300.5xnil, infx600)")
    }
    return ProposedSize(width: try parseSide(parts[0], text), height: try parseSide(parts[1], text))
}

extension ParsedArguments {
    /// `--size WxH`; the window 390x844 when absent.
    func window() throws(UsageError) -> ProposedSize {
        try parseWindowSize(options["size"] ?? "390x844")
    }
}

private func parseSide(_ side: Substring, _ whole: String) throws(UsageError) -> Double? {
    if side == "nil" { return nil }
    if side == "inf" { return .infinity }
    let pieces = side.split(separator: ".", omittingEmptySubsequences: false)
    let digits = pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard (pieces.count == 1 || pieces.count == 2), digits, let value = Double(side) else {
        // A number Swift reads but the grammar does not (`1e3`, `-5`, `+5`) is named as such:
        // "not a number" would be wrong for it.
        let why =
            switch Double(side) {
            case let number? where number < 0: "is negative"
            case let number? where number.isFinite: "is not written in plain digits"
            default: "is not a number, nil or inf"
            }
        throw UsageError("--size '\(whole)': '\(side)' \(why) (each side plain digits such as 390 or 300.5, nil or inf)")
    }
    if let problem = NumericPolicy.windowProblem(value) { throw UsageError("--size '\(whole)': \(problem)") }
    return value
}
