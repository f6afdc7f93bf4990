@testable import ConstraintEngine
import Testing

/// Sizing keys, proposals and shared clamps hash as one folded word (`LinearForm.fold`, the
/// `FoldedTable` slot): equal keys fold equally, and keys that differ only in which side is
/// nil, in a scope value or in the probing flag are told apart by the fold, not only by `==`.
@Suite("Relation encoding: keys hashed as one folded word")
struct KeyHashingTests {
    static let w = LinearForm(variable: 0)
    static let column = LinearForm(constant: 4, terms: [2: 0.5, 7: -1])

    @Test("equal keys, made apart, hash equally")
    func equalKeysHashEqually() {
        let a = FormKey(node: 3, proposal: FormProposal(width: Self.w, height: nil), scope: [Self.column, nil], probing: false)
        let b = FormKey(node: 3, proposal: FormProposal(width: LinearForm(variable: 0), height: nil), scope: [LinearForm(constant: 4, terms: [7: -1, 2: 0.5]), nil])
        #expect(a == b)
        #expect(a.folded == b.folded)
        let p = FormProposal(width: Self.column, height: Self.w)
        #expect(p.hashValue == FormProposal(width: LinearForm(constant: 4, terms: [2: 0.5, 7: -1]), height: LinearForm(variable: 0)).hashValue)
        let m = ProgramBuilder.MinimumKey(a: Self.w, b: Self.column)
        #expect(m.folded == ProgramBuilder.MinimumKey(a: LinearForm(variable: 0), b: Self.column).folded)
        // -0 and +0 are equal, as constants and as coefficients, and fold alike.
        #expect(LinearForm(-0.0).folded == LinearForm(0).folded)
        #expect(LinearForm(-0.0).hashValue == LinearForm(0).hashValue)
    }

    @Test("keys that differ in a nil side, a scope value, the node or probing fold apart")
    func differentKeysFoldApart() {
        let keys = [
            FormKey(node: 3, proposal: FormProposal(width: Self.w, height: nil), scope: []),
            FormKey(node: 3, proposal: FormProposal(width: nil, height: Self.w), scope: []),
            FormKey(node: 3, proposal: FormProposal(width: Self.w, height: .zero), scope: []),
            FormKey(node: 4, proposal: FormProposal(width: Self.w, height: nil), scope: []),
            FormKey(node: 3, proposal: FormProposal(width: Self.w, height: nil), scope: [nil]),
            FormKey(node: 3, proposal: FormProposal(width: Self.w, height: nil), scope: [Self.column]),
            FormKey(node: 3, proposal: FormProposal(width: Self.w, height: nil), scope: [], probing: true),
        ]
        for (i, key) in keys.enumerated() { #expect(!keys[..<i].contains(key)) }
        #expect(Set(keys.map(\.folded)).count == keys.count)
        let swapped = [ProgramBuilder.MinimumKey(a: Self.w, b: Self.column), ProgramBuilder.MinimumKey(a: Self.column, b: Self.w)]
        #expect(swapped[0].folded != swapped[1].folded)
    }
}
