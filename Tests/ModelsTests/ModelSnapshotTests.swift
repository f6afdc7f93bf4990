import Foundation
import FrameSolver
import TestSupport
import Testing

/// Regression snapshots: every model's whole layout (the tree dump) in 390x844, compared with
/// Tests/ModelsTests/Snapshots/<model>.txt. The hand-derived frames in the other suites are the
/// specification; these only catch unintended changes anywhere in the tree.
///
/// Re-record after an intended change: `FRAMESOLVER_RECORD=1 swift test --filter ModelSnapshotTests`.
/// A missing snapshot is recorded and reported as a failure.
@Suite("Model snapshots")
struct ModelSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test("the layout in 390x844 matches its snapshot", arguments: ModelFiles.all)
    func snapshot(_ name: String) throws {
        let result = try ModelFiles.solve(name, 390, 844)
        let dump = "\(name) in 390x844\n\(result.treeDump())\n"
        let file = Self.directory.appendingPathComponent(
            name.replacingOccurrences(of: "/", with: "-")
                .replacingOccurrences(of: ".layout", with: ".txt"))
        try expectSnapshot(dump, file: file, what: "\(name): Snapshots/\(file.lastPathComponent)", showing: dump)
    }
}
