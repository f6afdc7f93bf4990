/// Groups a load's warnings by cause and counts them, for the line printed after them
/// (`12 warnings: 5 unknown views, 4 unknown values in typed slots, …`).
///
/// Each warning is listed on its own with file, line and column; the summary tells a person
/// what to fix first (the cause with most placeholders).
public enum WarningSummary {
    /// The causes, each with the message fragments that identify it, in the order of the tie-break.
    static let causes: [(name: String, fragments: [String])] = [
        ("unknown views", ["unknown view or type"]),
        ("unknown names", ["unknown name '"]),
        ("undeclared members", ["is not declared; placeholder", "has no member"]),
        ("properties without a value", ["has no value here", "init parameter"]),
        ("unknown values in typed slots", [" for its argument of '", ":' of '"]),
        ("known views whose arguments are not understood", ["replaced by a placeholder"]),
        ("modifiers whose arguments are not understood", ["; modifier '"]),
        ("unknown colours", ["unknown color"]),
        ("unknown fonts", ["unknown font"]),
        ("placeholder images", ["placeholder image"]),
        ("unknown argument labels", ["unknown argument label"]),
        ("unknown modifiers", ["unknown modifier", "modifier(…) of a type"]),
        ("modifiers not laid out", ["' is accepted but "]),
        ("declarations read past", ["read past"]),
        ("calls not understood", ["is not understood"]),
        ("placeholder collections", ["placeholder elements"]),
        ("type tests on unknown types", ["is not known here", "of placeholder data is false"]),
        ("dates and other framework values shown as placeholder text", ["shown as placeholder text", "default is shown in its place"]),
    ]

    /// The cause a warning's message names ("other warnings" when none fits).
    public static func cause(of warning: ModelDiagnostic) -> String {
        causes.first { cause in cause.fragments.contains { warning.message.contains($0) } }?.name ?? "other warnings"
    }

    /// `N warnings: a cause, b cause, …`, causes by count (then by name); nil without warnings.
    public static func summary(_ warnings: [ModelDiagnostic]) -> String? {
        let groups = grouped(warnings)
        guard !groups.isEmpty else { return nil }
        let total = groups.reduce(0) { $0 + $1.warnings.count }
        let parts = groups.map { "\($0.warnings.count) \($0.cause)" }
        return "\(total) warning\(total == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }

    /// The summary's lines: `file: N warnings: …`, then one line per cause with where each of
    /// its warnings is (`  unknown views: a.layout:2:3, a.layout:4:3`), at most `limit`
    /// locations a cause (`and 3 more`). Empty without warnings.
    public static func lines(_ warnings: [ModelDiagnostic], name: String, limit: Int = 8) -> [String] {
        guard let summary = summary(warnings) else { return [] }
        return ["\(name): \(summary)"]
            + grouped(warnings).map { group in
                let places = group.warnings.prefix(limit).map { "\($0.file):\($0.line):\($0.column)" }
                let more = group.warnings.count > limit ? ", and \(group.warnings.count - limit) more" : ""
                return "  \(group.cause): \(places.joined(separator: ", "))\(more)"
            }
    }

    /// The warnings (not notes) by cause, the largest group first (then by name); each group in
    /// the order the load reported them.
    static func grouped(_ warnings: [ModelDiagnostic]) -> [(cause: String, warnings: [ModelDiagnostic])] {
        var groups: [String: [ModelDiagnostic]] = [:]
        for warning in warnings where warning.severity == .warning { groups[cause(of: warning), default: []].append(warning) }
        return groups.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            .map { (cause: $0.key, warnings: $0.value) }
    }
}
