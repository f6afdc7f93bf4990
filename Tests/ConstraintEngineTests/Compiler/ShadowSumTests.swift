@testable import ConstraintEngine
import Testing

/// The shadow summed in one sweep (`ShadowSum`) is the chain of merges it replaces
/// (`ProgramBuilder.chainedShadow`), to the last bit, cancellations included.
@Suite("Relation encoding: shadows summed in one sweep")
struct ShadowSumTests {
    static func bits(_ form: LinearForm) -> [UInt64] {
        [form.constant.bitPattern] + form.terms.flatMap { [UInt64($0.key), $0.value.bitPattern] }
    }

    /// A builder whose columns 2, 3 and 4 (the first after the window's 0 and 1) are defined
    /// over the window.
    static func program() -> ProgramBuilder {
        let program = ProgramBuilder(box: WindowBox(width: .range(SideInterval(lower: 0, upper: 1000)), height: .range(.point(844))), relations: true)
        let w = LinearForm(variable: 0)
        let h = LinearForm(variable: 1)
        // n2 = 31 - w / 3, n3 = 24 / 3 + 0.1 w, n4 = 0.2 h + 7 / 3 (an undefined column 5 stays itself).
        _ = program.materialize(LinearForm(31) - w / 3, column: "a", origin: "a")
        _ = program.materialize(LinearForm(24) / 3 + w * 0.1, column: "b", origin: "b")
        _ = program.materialize(h * 0.2 + LinearForm(7) / 3, column: "c", origin: "c")
        return program
    }

    @Test("a stack's share: (n2 - n3 - 7 - ...) / 3 cancels to exactly 0 where the numbers do")
    func cancellation() {
        let program = Self.program()
        let a = LinearForm(variable: 2)
        let b = LinearForm(variable: 3)
        // (31 - w/3) / 3 - (8 + 0.1 w) / 3 - 23/3 + (1/3 + 0.1/3) w: the constant is
        // 31/3 - 8/3 - 23/3 = 0 and the width's coefficient -1/9 - 0.1/3 + 1/9 + 0.1/3 = 0,
        // both only up to rounding (`31/3 - 7/3 - 8`-style dust), which the shadow drops.
        let share = a / 3 - b / 3 - LinearForm(23) / 3 + LinearForm(variable: 0) * (1.0 / 9 + 0.1 / 3)
        let fused = program.shadow(share)
        #expect(fused.constantValue == 0)
        #expect(Self.bits(fused) == Self.bits(program.chainedShadow(share)))
    }

    @Test("forms over defined and undefined columns, in many scales, sum as the chain sums them")
    func sameBits() {
        let program = Self.program()
        let columns = [2, 3, 4].map { LinearForm(variable: $0) }
        let free = program.addColumn("free", origin: "free", range: (0, 10))
        let scales = [1.0, -1, 0.5, -0.25, 1.0 / 3, 1.77, 1e-7, 1234.5]
        var checked = 0
        for (i, x) in scales.enumerated() {
            for y in scales {
                let form = columns[i % 3] * x + columns[(i + 1) % 3] * y + LinearForm(variable: free) * (x - y) + LinearForm(variable: 0) * y
                    + LinearForm(x * 3.5)
                let fused = program.shadow(form)
                let chained = program.chainedShadow(form)
                #expect(Self.bits(fused) == Self.bits(chained), "\(form): \(fused) against \(chained)")
                checked += 1
            }
        }
        #expect(checked == 64)
    }
}

extension ProgramBuilder {
    /// The reference substitution `shadow` sums in one sweep: `result + k·definition` and the
    /// same for the magnitudes, term by term, then the cancellation dropped.
    func chainedShadow(_ form: LinearForm) -> LinearForm {
        guard relations, form.terms.keys.contains(where: { shadows[$0] != nil }) else { return form }
        var result = LinearForm(form.constant)
        var sizes = LinearForm(abs(form.constant))
        for (variable, coefficient) in form.terms {
            let definition = shadows[variable] ?? LinearForm(variable: variable)
            result = result.adding(definition, scaledBy: coefficient)
            sizes = sizes.adding(definition.magnitudes, scaledBy: abs(coefficient))
        }
        return result.droppingCancellation(against: sizes, relativeTolerance: Self.cancellationTolerance)
    }
}
