import FrameSolver
import TestSupport
import Testing

/// The relation program's cap of 64 binaries per piece: past it, a clamp's switch narrows the
/// piece around the window, and the split is counted.
@Suite("Relation encoding: the 64-binary cap")
struct BinaryCapTests {
    /// A VStack of 70 colours, the k-th (k = 1...70) in `frame(maxWidth: 10 k)`: each clamp
    /// `min(proposal, 10 k)` switches at a window width of 10 k, inside 0...4096.
    static let model: String = {
        let rows = (1...70).map { k in "    Color.red.frame(maxWidth: \(10 * k)).id(\"c\(k)\")" }
        return "VStack(spacing: 0) {\n" + rows.joined(separator: "\n") + "\n}"
    }()

    @Test("70 switching clamps: the 65th splits the piece at its switch, the piece keeps at most 64 binaries")
    func capSplits() throws {
        let root = try ModelLanguage.load(Self.model, file: "cap.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        // At 300 wide the clamps are written in order k = 1, 2, ...: 64 binaries (10...640),
        // then the 65th (650) splits the range at 650; the window's side is [0, 650), where
        // the clamps of 650...700 are decided (the proposal is below them) and 64 switch.
        let (_, piece) = try compiled.program(for: ProposedSize(width: 300, height: 700))
        #expect(piece.binaries == 64)
        #expect(piece.binaryCapSplits == 1, "\(piece.causes)")
        #expect(piece.range.hasPrefix("width [0, 650)"), "\(piece.range)")
        // Each colour is min(300, 10 k) wide, centred in the 300-wide stack.
        let result = try compiled.solve(ProposedSize(width: 300, height: 700))
        for k in [1, 29, 30, 31, 64, 70] {
            let width = min(300.0, Double(10 * k))
            let frame = try #require(result[id: "c\(k)"]).frame
            #expect(abs(frame.width - width) <= 1e-9 && abs(frame.x - (300 - width) / 2) <= 1e-9, "c\(k): \(frame)")
        }
        // At 1000 the first 64 take their binaries again and the 65th (650) narrows the box to
        // (650, 4096], where those 64 are decided (fixed: their binaries go). Each switch is a
        // window width alone, so the fixed binaries make room again: 660...700 switch inside
        // the narrower piece and take 5 binaries, with the one split at the cap.
        let (_, wide) = try compiled.program(for: ProposedSize(width: 1_000, height: 700))
        #expect(wide.binaries == 5)
        #expect(wide.binaryCapSplits == 1, "\(wide.causes)")
        #expect(wide.range.hasPrefix("width (650, 4096]"), "\(wide.range)")
        let right = try compiled.solve(ProposedSize(width: 1_000, height: 700))
        expectSize(right, "c70", 700, 10)
    }
}
