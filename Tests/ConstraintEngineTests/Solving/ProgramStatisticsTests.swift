@testable import ConstraintEngine
import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// `lp --stats` counts the program `lp` prints: its columns, rows and binaries are the model's.
@Suite("Relation encoding: the statistics count the program as written")
struct ProgramStatisticsTests {
    @Test("columns, rows and binaries are the model's", arguments: [
        // A piece with probes' clamps that no row reads (app-profile-extension's stacks) and one
        // whose narrowings fixed clamps (notification-settings), beside plain ones.
        ("realistic/app-profile-extension.layout", 500.0), ("realistic/notification-settings.layout", 500), ("gallery/toolbar.layout", 390),
        ("ratio-split-hstack.layout", 300),
    ])
    func countsTheModel(file: String, width: Double) throws {
        let (model, piece, compiled) = try relationProgram(file, ProposedSize(width: width, height: 844))
        defer { compiled.close() }
        let statistics = piece.statistics
        #expect(statistics.columns == model.columns.count)
        #expect(statistics.relationRows + statistics.inequalityRows + statistics.definitionRows == model.rows.count)
        let binaries = model.columns.indices.filter { model.columns[$0].kind != .continuous }.count
        #expect(statistics.binaries == binaries)
        #expect(piece.columns == model.columns.count && piece.rows == model.rows.count && piece.binaries == binaries)
    }
}
