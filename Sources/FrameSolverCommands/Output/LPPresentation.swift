import Foundation
import FrameSolver
import LinearProgramming

/// How `framesolver lp` presents a program: a header that says what the program is, and the
/// rows grouped by the view that writes them.
enum LPPresentation {
    /// The header lines after the piece: the objective and the binaries, as they are.
    static func summary(_ piece: PieceSummary) -> [String] {
        var lines: [String] = []
        if piece.hasObjective {
            lines.append("\\ Objective: minimise the relation groups' common lengths (each at least its members' ideal lengths).")
        } else {
            lines.append("\\ No objective: with the window fixed, every feasible point is the layout.")
        }
        if piece.binaries > 0 {
            lines.append(
                "\\ \(piece.binaries) binaries: GLPK decides the clamps that switch inside the piece (branch and bound, then the LP re-solved with them fixed).")
        }
        lines.append("\\ \(piece.statistics)")
        return lines
    }

    /// The exported text with a comment line naming the view before each view's rows (rows
    /// are in pre-order of their views in the relation program).
    static func groupedByView(_ exported: LPExport, _ model: LPModel) -> String {
        var viewOfRow: [String: String] = [:]
        var heading: [String: String] = [:]
        for (i, safe) in exported.names.rows.enumerated() where i < model.rows.count {
            guard let (key, text) = view(of: model.rows.sources[i]) else { continue }
            viewOfRow[safe] = key
            if heading[key] == nil || text.count > heading[key]!.count { heading[key] = text }
        }
        var lines: [String] = []
        var inConstraints = false
        var current: String?
        for line in exported.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Subject To" { inConstraints = true }
            if line == "Bounds" || line == "End" || line == "Generals" || line == "Binaries" { inConstraints = false }
            if inConstraints, line.hasPrefix(" "), let colon = line.firstIndex(of: ":") {
                let name = line.dropFirst().prefix(upTo: colon).trimmingCharacters(in: .whitespaces)
                if let view = viewOfRow[name], view != current {
                    // One comment line, whatever the model's file name holds.
                    lines.append("\\ \(CPLEXNames.oneLine(heading[view] ?? view))")
                    current = view
                }
            }
            lines.append(String(line))
        }
        return lines.joined(separator: "\n")
    }

    /// The view a row's origin `0.1.2 frame what (source)` names (`0.1.2 frame`), and its
    /// heading with the model line when the view has one: read from the origin's place, since
    /// a kind may hold spaces (`3 columns`) and a file name anything.
    private static func view(of origin: LPOrigin?) -> (key: String, text: String)? {
        guard let origin else { return nil }
        guard let places = origin.places else { return ("program", "program") }
        let key = places.spell(origin.place).trimmingCharacters(in: .whitespaces)
        return (key, key + places.spellEnd(origin.place))
    }
}
