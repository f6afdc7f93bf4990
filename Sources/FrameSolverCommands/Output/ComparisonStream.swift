import Comparison
import FrameSolver

/// `compare`'s output written window by window as the sweep goes, so a long sweep shows its
/// results while it runs (docs/limits.md: long work streams its output).
///
/// The bytes are those of the whole document written at once: the table's heading, then each
/// window's table after a blank line; the JSON document's fields, then each window as an
/// element of `windows` (encoded by the same `JSONEncoder` settings), closed at the end.
/// Warnings go to standard error when the window that first has them arrives, each once.
final class ComparisonStream {
    private let output: CommandOutput
    private let json: Bool
    private let onlyDiffs: Bool
    private var warnings: [LayoutWarning] = []
    private var windows = 0
    private var differing = 0

    /// Starts the document: writes the heading or the JSON fields before `windows`.
    init(file: String, matching: ViewMatching, tolerance: Double, format: String, onlyDiffs: Bool, output: CommandOutput) throws {
        self.output = output
        self.json = format == "json"
        self.onlyDiffs = onlyDiffs
        if json {
            let empty = try JSONDocuments.line(
                ComparisonDocument(file: file, matching: matching == .path ? "path" : "id", tolerance: tolerance, windows: []))
            // Keys are sorted and `windows` comes last: the document ends `"windows":[]}`.
            precondition(empty.hasSuffix("\"windows\":[]}"), "the comparison document's last key is not windows")
            output.write(String(empty.dropLast(2)))
        } else {
            let pairing = matching == .path ? "views matched by path" : "twin model, views matched by id"
            output.write("compare \(file): negotiation vs constraints, \(pairing), tolerance \(formatLength(tolerance))")
        }
    }

    /// Writes one window's comparison (and its new warnings).
    func add(_ window: WindowComparison) throws {
        for warning in window.warnings where !warnings.contains(warning) {
            warnings.append(warning)
            output.writeError("\(warning)\n")
        }
        windows += 1
        if window.summary.differ > 0 { differing += 1 }
        if json {
            var shown = window
            if onlyDiffs { shown.views = window.differing }
            output.write((windows > 1 ? "," : "") + (try JSONDocuments.line(shown)))
        } else if !onlyDiffs || window.summary.differ > 0 {
            output.write("\n\n" + ComparisonTableWriter.window(window, onlyDiffs: onlyDiffs))
        }
    }

    /// Ends the document (with `onlyDiffs`, the table's last line counts the differing windows).
    func finish() {
        if json {
            output.write("]}\n")
        } else if onlyDiffs {
            output.write("\n\n" + ComparisonTableWriter.differingCount(differing, of: windows) + "\n")
        } else {
            output.write("\n")
        }
    }
}
