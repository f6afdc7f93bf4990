import Testing
import TreeFuzzing
import ViewTree

/// The seeded generators behind the property tests, the differential run and `framesolver fuzz`:
/// they replay exactly, and their trees keep the contract the tests rely on.
@Suite("Tree fuzzing")
struct TreeFuzzingTests {
    @Test("SeededGenerator is SplitMix64: seed 0 gives the reference stream")
    func splitMix() {
        // The first three outputs of SplitMix64 from state 0 (Vigna's reference algorithm,
        // computed independently): e220a8397b1dcdaf, 6e789e6aa1b965f4, 06c45d188009454f.
        var generator = SeededGenerator(seed: 0)
        #expect([generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("a byte-built generator returns its bytes first, eight at a time, big-endian, padded with zeros")
    func bytesFirst() {
        var generator = SeededGenerator(bytes: [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(generator.next() == 0x0102_0304_0506_0708)
        #expect(generator.next() == 0x0900_0000_0000_0000)
        // Then SplitMix64 from a seed mixed from the bytes: the same bytes give the same stream.
        var again = SeededGenerator(bytes: [1, 2, 3, 4, 5, 6, 7, 8, 9])
        _ = again.next()
        _ = again.next()
        #expect(generator.next() == again.next())
    }

    @Test("a seed replays the same tree; different seeds give different trees")
    func replay() {
        var first = RandomTreeGenerator(seed: 42)
        var second = RandomTreeGenerator(seed: 42)
        let trees = (0..<20).map { _ in first.tree() }
        #expect(trees == (0..<20).map { _ in second.tree() })
        var other = RandomTreeGenerator(seed: 43)
        #expect(trees != (0..<20).map { _ in other.tree() })
    }

    @Test("plain trees hold only non-negative numbers (infinity included, as in maxWidth: .infinity); hostile ones reach the hostile values")
    func numbers() {
        func literals(_ root: ViewNode) -> [Double] {
            IndexedTree(root: root).nodes.flatMap { $0.expressions.flatMap(\.literals) }
        }
        var plain = RandomTreeGenerator(seed: 7)
        let plainNumbers = (0..<200).flatMap { _ in literals(plain.tree()) }
        #expect(!plainNumbers.isEmpty)
        #expect(plainNumbers.allSatisfy { $0 >= 0 }, "\(plainNumbers.filter { !($0 >= 0) })")
        var hostile = RandomTreeGenerator(bytes: Array("hostile numbers".utf8), maxViews: 40)
        let hostileNumbers = (0..<200).flatMap { _ in literals(hostile.tree()) }
        #expect(hostileNumbers.contains { $0.isNaN })
        #expect(hostileNumbers.contains { $0 < 0 })
    }

    @Test("the differential windows meet slack and overflow on each axis")
    func windows() {
        #expect(DifferentialWindows.all.count == 5)
        #expect(DifferentialWindows.all.contains(ProposedSize(width: 0, height: 300)))
        #expect(DifferentialWindows.all.contains(ProposedSize(width: 2_000, height: 40)))
    }
}
