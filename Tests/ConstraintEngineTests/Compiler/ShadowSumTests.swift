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

    @Test("a lone column's shadow is its definition, as the chain gives it")
    func loneColumn() {
        let program = Self.program()
        for column in [2, 3, 4] {
            let form = LinearForm(variable: column)
            #expect(Self.bits(program.shadow(form)) == Self.bits(program.chainedShadow(form)))
        }
        // A column with no definition is itself.
        let free = program.addColumn("free", origin: "free", range: (0, 10))
        #expect(program.shadow(LinearForm(variable: free)) == LinearForm(variable: free))
    }

    @Test("a branch's sides replaced in one sweep: the chain `result.adding(side ?? v, k)`, to the last bit")
    func replacingSides() {
        // 3 + 2 x5 - x7 + 0.5 x9 with x5 -> 1 + 0.5 w and x9 -> 4 - 2 w (x7 kept):
        // 3 + 2 + 0.5 x 4 = 7; w: 2 x 0.5 + 0.5 x -2 = 0 (dropped); x7: -1.
        let form = LinearForm(constant: 3, terms: [5: 2, 7: -1, 9: 0.5])
        let sides = [LinearForm(constant: 1, terms: [0: 0.5]), LinearForm(constant: 4, terms: [0: -2])]
        var positions = [Int](repeating: -1, count: 10)
        positions[5] = 0
        positions[9] = 1
        var sum = ShadowSum()
        let replaced = sum.replacing(form, positions: positions, sides: sides)
        #expect(replaced == LinearForm(constant: 7, terms: [7: -1]))
        #expect(Self.bits(sum.replacing(form, with: [sides[0], nil, sides[1]])) == Self.bits(replaced))
        // Many scales against the chain itself, the same slots reused from sum to sum.
        let scales = [1.0, -1, 0.1, 1.0 / 3, -1.77, 1e-9, 0.2]
        var checked = 0
        for x in scales {
            for y in scales {
                let form = LinearForm(constant: x * 0.7, terms: [0: y, 5: x, 7: x - y, 9: y * 3])
                let sides = [LinearForm(constant: y, terms: [0: x, 1: 0.1]), LinearForm(constant: 0.3, terms: [0: -y, 7: x])]
                var chained = LinearForm(form.constant)
                for (variable, k) in form.terms {
                    let side = positions[variable] >= 0 ? sides[positions[variable]] : LinearForm(variable: variable)
                    chained = chained.adding(side, scaledBy: k)
                }
                #expect(Self.bits(sum.replacing(form, positions: positions, sides: sides)) == Self.bits(chained), "\(form)")
                checked += 1
            }
        }
        #expect(checked == 49)
    }

    @Test("a sum left in the slots reads as the form `replacing` makes: its variables, its cut of the box")
    func sumInSlots() {
        let form = LinearForm(constant: 3, terms: [5: 2, 7: -1, 9: 0.5])
        var positions = [Int](repeating: -1, count: 10)
        positions[5] = 0
        positions[9] = 1
        var sum = ShadowSum()
        var variables: [Int] = []
        // x5 -> 1 + 0.5 w and x9 -> 4 - 2 w cancel w (as above): only x7 is left, 7 - x7.
        let cancelling = [LinearForm(constant: 1, terms: [0: 0.5]), LinearForm(constant: 4, terms: [0: -2])]
        // x5 -> 1 + 0.5 w and x9 -> 4 - w leave w: 7 + 0.5 w - x7 (two terms).
        let leaving = [LinearForm(constant: 1, terms: [0: 0.5]), LinearForm(constant: 4, terms: [0: -1])]
        for sides in [cancelling, leaving] {
            let made = sum.replacing(form, positions: positions, sides: sides)
            let constant = sum.accumulate(form, positions: positions, sides: sides)
            sum.collectVariables(constant, into: &variables)
            #expect(variables.sorted() == Array(made.terms.keys))
            #expect(Self.bits(sum.form(constant)) == Self.bits(made))
        }
        #expect(variables.sorted() == [0, 7])
        // The shape a cut of the box reads. 3 + 2 x5 + 0.5 x9 with the sides that leave w is
        // 3 + 2 + w + 2 - 0.5 w = 7 + 0.5 w, one window term, cutting at w = -14; with the
        // sides that cancel w it is the constant 7, which cuts nothing or everything.
        let box = WindowBox(width: .range(SideInterval(lower: -100, upper: 100)), height: .range(.point(844)))
        let oneTerm = LinearForm(constant: 3, terms: [5: 2, 9: 0.5])
        let shapeForm = sum.replacing(oneTerm, positions: positions, sides: leaving)
        #expect(shapeForm == LinearForm(constant: 7, terms: [0: 0.5]))
        let constant = sum.accumulate(oneTerm, positions: positions, sides: leaving)
        for negative in [true, false] {
            #expect(box.restricted(where: sum.shape(constant), negative: negative) == box.restricted(where: shapeForm, negative: negative))
        }
        // 7 + 0.5 w <= 0 where w <= -14.
        #expect(box.restricted(where: sum.shape(constant), negative: true)?.width == .range(SideInterval(lower: -100, upper: -14)))
        let constantOnly = sum.accumulate(oneTerm, positions: positions, sides: cancelling)
        #expect(box.restricted(where: sum.shape(constantOnly), negative: true) == nil)
        #expect(box.restricted(where: sum.shape(constantOnly), negative: false) == box)
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
