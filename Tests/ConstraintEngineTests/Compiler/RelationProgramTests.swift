import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// The shape of the relation program on every model: rows between neighbours, the window only
/// at the root.
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
}
