import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// The shape of the default (relation) program on every model: rows between neighbours, the
/// window only at the root, every container and modifier writing rows of its own.
@Suite("Relation encoding: the program's shape")
struct RelationProgramTests {
    static let windows = [ProposedSize(width: 390, height: 844), ProposedSize(width: 1_024, height: 768)]

    @Test("No row below the root's children reads the window (except where the model reads it)", arguments: allModelFiles())
    func locality(_ file: String) throws {
        for window in Self.windows {
            let (model, _, compiled) = try relationProgram(file, window)
            defer { compiled.close() }
            for row in model.rows where row.terms.contains(where: { $0.column < 2 }) {
                let words = (row.origin ?? "").split(separator: " ")
                let path = words.first.map(String.init) ?? ""
                let depth = path.split(separator: ".").count
                // containerRelativeFrame reads its container, which may be the window.
                let readsWindow = words.count > 1 && words[1] == "containerRelativeFrame"
                #expect(depth <= 2 || readsWindow, "\(file) at \(window): \(row.name) [\(row.origin ?? "")] reads the window")
            }
        }
    }

    @Test("Every container and modifier writes a relation row between its columns and its neighbours'", arguments: allModelFiles())
    func everyRuleHasRows(_ file: String) throws {
        let window = ProposedSize(width: 390, height: 844)
        let (model, _, compiled) = try relationProgram(file, window)
        defer { compiled.close() }
        let layout = try compiled.solve(window)
        // A relation row: an equation or inequality between at least two of the program's own
        // columns (not the window's), written by the view its origin names.
        var relationRowsByPath: [String: Int] = [:]
        for row in model.rows where row.terms.filter({ $0.column >= 2 }).count >= 2 {
            let path = String((row.origin ?? "").split(separator: " ").first ?? "")
            relationRowsByPath[path, default: 0] += 1
        }
        let parents = Set(layout.nodes.map { node in node.path.split(separator: ".").dropLast().joined(separator: ".") })
        // Rows name views by the paths results report (a ViewThatFits's candidate is `p.0`, I.4).
        for node in layout.nodes where parents.contains(node.path) {
            #expect(relationRowsByPath[node.path, default: 0] > 0, "\(file): \(node.path) \(node.kind) writes no relation row")
        }
    }
}
