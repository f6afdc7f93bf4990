@testable import ConstraintEngine
import Testing

/// A form's terms (`FormTerms`): sorted pairs, filtered and mapped as the dictionary they
/// replace would be, each element asked once and in variable order.
@Suite("Forms: terms as sorted pairs")
struct FormTermsTests {
    /// 2 x0 - 3 x4 + 0.5 x7 + 1e-15 x9, built out of order with a repeat and a zero
    /// (x4: -1 - 2 = -3; x5: 0 dropped).
    let terms = FormTerms([(7, 0.5), (4, -1), (9, 1e-15), (0, 2), (4, -2), (5, 0)] as [FormTerms.Element])

    @Test("built sorted, repeats summed, zeros dropped")
    func built() {
        #expect(terms.map(\.key) == [0, 4, 7, 9])
        #expect(terms.map(\.value) == [2, -3, 0.5, 1e-15])
        #expect(terms.underestimatedCount == 4)
    }

    @Test("a filter keeps what it is asked to, in order, asking once per term")
    func filtered() {
        var asked: [Int] = []
        let all = terms.filter { asked.append($0.key); return true }
        #expect(all == terms)
        #expect(asked == [0, 4, 7, 9])
        asked = []
        // The dust (1e-15 against 3) and the negative term go; the rest keep their order.
        let kept = terms.filter { asked.append($0.key); return $0.value > 1e-12 }
        #expect(kept.map(\.key) == [0, 7])
        #expect(kept.map(\.value) == [2, 0.5])
        #expect(asked == [0, 4, 7, 9])
        // The first term dropped, and every term dropped.
        let rest: FormTerms = terms.filter { $0.key != 0 }
        #expect(Array(rest.keys) == [4, 7, 9])
        #expect(terms.filter { _ in false }.isEmpty)
        #expect(FormTerms().filter { _ in true }.isEmpty)
    }

    @Test("equal forms fold equally, a zero constant of either sign too; forms that differ fold apart")
    func folded() {
        // The same terms built in another order (and with the repeat split differently).
        let same = FormTerms([(0, 2), (4, -3), (9, 1e-15), (7, 0.5)] as [FormTerms.Element])
        #expect(same == terms && same.folded(into: 0) == terms.folded(into: 0))
        #expect(LinearForm(constant: 0, terms: terms).hashValue == LinearForm(constant: -0.0, terms: same).hashValue)
        // A variable, a coefficient, a term more or the constant changed: five other words.
        let others = [
            FormTerms([(1, 2), (4, -3), (7, 0.5), (9, 1e-15)] as [FormTerms.Element]),
            FormTerms([(0, 2), (4, 3), (7, 0.5), (9, 1e-15)] as [FormTerms.Element]),
            FormTerms([(0, 2), (4, -3), (7, 0.5)] as [FormTerms.Element]),
            FormTerms([(0, 2), (4, -3), (7, 0.5), (9, 1e-15), (10, 1)] as [FormTerms.Element]),
        ].map { $0.folded(into: 0) } + [terms.folded(into: FormTerms.bits(1))]
        #expect(Set(others + [terms.folded(into: 0)]).count == 6)
        // Swapping two coefficients between variables is another form, and another word.
        let swapped = FormTerms([(0, -3), (4, 2)] as [FormTerms.Element])
        #expect(swapped.folded(into: 0) != FormTerms([(0, 2), (4, -3)] as [FormTerms.Element]).folded(into: 0))
    }
}
