import FrameSolver
import TestSupport
import Testing

/// Constraint-native models against their SwiftUI twins: the constraint engine on the model,
/// the negotiation engine on the twin, views matched by id (the k-th tag with the k-th).
@Suite("Constraint-native models and their twins")
struct TwinModelTests {
    static let natives = allModelFiles().filter { $0.hasPrefix("constraint-native/") && (try? twinFile(of: $0)) != nil }

    @Test("The twin's negotiation frames equal the model's constraint frames across widths", arguments: natives)
    func twins(file: String) throws {
        let native = try loadModel(file)
        let twinName = try #require(try twinFile(of: file))
        let twin = try loadModel(twinName)
        let compiled = ConstraintEngine().compile(native.root)
        defer { compiled.close() }
        for width in stride(from: 100.0, through: 1_400, by: 65) {
            let window = ProposedSize(width: width, height: 844)
            let solved = try compiled.solve(window)
            let reference = try NegotiationEngine().layout(twin.root, in: window)
            let tagged = solved.nodes.filter { $0.id != nil }
            let twinTagged = reference.nodes.filter { $0.id != nil }
            #expect(tagged.map(\.id) == twinTagged.map(\.id), "\(file): tags differ from \(twinName)")
            for (a, b) in zip(tagged, twinTagged) {
                #expect(agree(a.frame, b.frame), "\(file) at \(width): #\(a.id ?? "") \(a.frame) vs twin \(b.frame)")
            }
        }
    }

    @Test("There is a constraint-native model for each relation")
    func coverage() {
        #expect(Self.natives.count >= 4)
    }
}
