import Foundation
import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// Regression snapshots of the relation program (CPLEX LP text of the piece containing
/// 390x844) for the seed models and the gallery, in Tests/ConstraintEngineTests/Golden/. The
/// rows' meaning is asserted by hand in SeedIntentRowTests; these catch unintended changes.
///
/// Re-record after an intended change: `FRAMESOLVER_RECORD=1 swift test --filter RelationGoldenTests`.
@Suite("Relation encoding: golden programs")
struct RelationGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    static let models = [
        "ratio-split-hstack.layout", "forty-percent-grid.layout", "image-container-2.layout", "max-width-content-margins.layout",
        "half-window-overlay.layout", "geometryreader-as-zstack.layout", "gallery/max-width-column.layout", "gallery/photo-grid.layout",
        "gallery/profile-header.layout", "gallery/settings-list.layout", "gallery/sidebar-split.layout", "gallery/toolbar.layout",
    ]

    @Test("the relation program in 390x844 matches its golden file", arguments: models)
    func golden(_ name: String) throws {
        let (model, piece, compiled) = try relationProgram(name, ProposedSize(width: 390, height: 844))
        defer { compiled.close() }
        let text = "\\ \(name) in 390x844\n\\ \(piece)\n" + (try model.export(.cplexLP).text)
        let file = Self.directory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".layout", with: ".lp"))
        try expectSnapshot(text, file: file, what: "\(name): Golden/\(file.lastPathComponent)")
    }
}
