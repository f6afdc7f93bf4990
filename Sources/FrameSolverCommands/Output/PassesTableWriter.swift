import FrameSolver

/// The passes of a feedback model as a table (docs/geometry-feedback.md):
///
///     negotiation: 2 passes (converged)
///     pass  state changes                                  trigger
///     1     XView.contentHeight: nil -> 33.6               onPreferenceChange
///     2     -
enum PassesTableWriter {
    static func document(_ run: FeedbackRun, engine: String = "negotiation") -> String {
        var lines = ["\(engine): \(run.summary)"]
        var rows: [[String]] = [["pass", "state changes", "trigger"]]
        for pass in run.passes {
            if pass.changes.isEmpty {
                rows.append(["\(pass.pass)", "-", pass.triggers.isEmpty ? "" : unique(pass.triggers).joined(separator: ", ") + " (no change)"])
            }
            for (index, change) in pass.changes.enumerated() {
                rows.append([index == 0 ? "\(pass.pass)" : "", "\(change.state): \(change.old) -> \(change.new)", change.callback])
            }
        }
        let widths = rows.reduce(into: [0, 0, 0]) { widths, row in
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        for row in rows {
            let padded = row.enumerated().map { index, cell in index == row.count - 1 ? cell : cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0) }
            var line = padded.joined()
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        if let cycle = run.cycle {
            let seen = cycle.closedAtPass.map { ", seen past the pass limit by iterating on to pass \($0)" } ?? ""
            lines.append("cycle: period \(cycle.period), from the state before pass \(cycle.fromPass + 1)\(seen)")
            for state in cycle.states { lines.append("  \(state.state): " + state.values.map(\.description).joined(separator: " -> ") + " -> …") }
        }
        if !run.states.isEmpty {
            lines.append("state: " + run.states.map { "\($0.state) = \($0.value)" }.joined(separator: ", "))
        }
        if !run.printed.isEmpty {
            lines.append("print (recorded, \(run.printed.count) line\(run.printed.count == 1 ? "" : "s")): " + run.printed.prefix(8).joined(separator: " | ") + (run.printed.count > 8 ? " | …" : ""))
        }
        return lines.joined(separator: "\n")
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

