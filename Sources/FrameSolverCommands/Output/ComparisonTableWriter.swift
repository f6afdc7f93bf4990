import Comparison
import ViewTree

/// The comparison for people: a heading, then per window a header, one line per view (path,
/// id, kind, both frames, the difference and, for a differing view, its cause) and the summary
/// line `N views, M differ (U unexplained), max |diff| = D`. Numbers have at most 3 decimals.
///
/// With `onlyDiffs`, a window lists only its differing views and a window where none differs
/// is left out; a last line counts the windows that differ.
enum ComparisonTableWriter {
    static func document(
        _ windows: [WindowComparison], heading: String, sides: (String, String) = ("negotiation", "constraints"), onlyDiffs: Bool = false
    ) -> String {
        guard onlyDiffs else { return ([heading] + windows.map { window($0, sides: sides) }).joined(separator: "\n\n") }
        let differing = windows.filter { $0.summary.differ > 0 }
        return ([heading] + differing.map { window($0, sides: sides, onlyDiffs: true) } + [differingCount(differing.count, of: windows.count)])
            .joined(separator: "\n\n")
    }

    /// The last line with `onlyDiffs`: `D of N windows differ (only differing views are listed)`.
    static func differingCount(_ differing: Int, of windows: Int) -> String {
        "\(differing) of \(windows) window\(windows == 1 ? "" : "s") differ (only differing views are listed)"
    }

    /// One window's table; `sides` names the two frame columns (the engines or encodings compared).
    static func window(_ comparison: WindowComparison, sides: (String, String) = ("negotiation", "constraints"), onlyDiffs: Bool = false) -> String {
        let header = ["path", "id", "kind", sides.0, sides.1, "diff", "cause"]
        let rows = comparison.views.filter { !onlyDiffs || $0.differs }.map { view in
            [
                view.path, view.id.map { "#\($0)" } ?? "", view.kind, frame(view.negotiation), frame(view.constraints),
                TableNumbers.format(view.diff), cause(view),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.indices.map { $0 == row.count - 1 ? row[$0] : pad(row[$0], widths[$0]) }
                .joined(separator: "  ")
                .trimmingTrailingSpaces()
        }
        return (["window \(comparison.window)"] + lines + [summaryLine(comparison.summary)]).joined(separator: "\n")
    }

    /// The cause column: the cause, and for a ViewThatFits whose engines chose different
    /// candidates, which ones (both are reported as `path.0`).
    private static func cause(_ view: ViewComparison) -> String {
        let cause = view.cause?.description ?? ""
        guard let choice = view.chosenCandidate, choice.differs else { return cause }
        return cause + ": ViewThatFits chose " + choice.description
    }

    /// `N views, M differ (U unexplained), max |diff| = D`.
    static func summaryLine(_ summary: ComparisonSummary) -> String {
        "\(summary.views) views, \(summary.differ) differ (\(summary.unexplained) unexplained), max |diff| = \(TableNumbers.format(summary.maxDiff))"
    }

    private static func frame(_ rect: Rect?) -> String { rect.map(TableNumbers.frame) ?? "missing" }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
