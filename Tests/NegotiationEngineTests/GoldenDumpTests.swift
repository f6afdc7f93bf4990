import Foundation
import FrameSolver
import TestSupport
import Testing

/// A regression snapshot of a whole tree dump, beside the independent expectations of the
/// other suites (never instead of them). Re-record with FRAMESOLVER_RECORD=1.
@Suite("Golden tree dump")
struct GoldenDumpTests {
    static let tree = VStack(alignment: .leading, spacing: 0) {
        HStack {
            Color.red.frame(width: 44, height: 44).id("icon")
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").font(.headline)
                Text("Subtitle").font(.subheadline)
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        Divider()
        Rectangle().frame(width: 100, height: 100).scaleEffect(2.2).id("scaled")
    }

    @Test("The dump of a small screen matches its snapshot")
    func snapshot() throws {
        let result = try negotiate(Self.tree, width: 390, height: 844)
        // Independent anchors first: the icon sits at the padded leading edge of a 390-wide column.
        expectSize(result, "icon", 44, 44)
        // scaleEffect(2.2) about the centre of a 100x100 frame draws 220x220 (seed 000).
        #expect(close(result[id: "scaled"]?.render?.width ?? 0, 220))
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/small-screen.txt")
        try expectSnapshot(result.treeDump() + "\n", file: file, what: "Snapshots/small-screen.txt", showing: result.treeDump())
    }
}
