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
        ("unknown colours", ["unknown color"]),
        ("unknown fonts", ["unknown font"]),
        ("placeholder images", ["placeholder image"]),
        ("unknown argument labels", ["unknown argument label"]),
        ("unknown modifiers", ["unknown modifier", "modifier(…) of a type"]),
        ("declarations read past", ["read past"]),
    ]

    /// The cause a warning's message names ("other warnings" when none fits).
    public static func cause(of warning: ModelDiagnostic) -> String {
        causes.first { cause in cause.fragments.contains { warning.message.contains($0) } }?.name ?? "other warnings"
    }

    /// `N warnings: a cause, b cause, …`, causes by count (then by name); nil without warnings.
    public static func summary(_ warnings: [ModelDiagnostic]) -> String? {
        let relevant = warnings.filter { $0.severity == .warning }
        guard !relevant.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for warning in relevant { counts[cause(of: warning), default: 0] += 1 }
        let parts = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        return "\(relevant.count) warning\(relevant.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}
