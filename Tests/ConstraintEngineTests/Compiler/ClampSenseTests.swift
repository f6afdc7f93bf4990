@testable import ConstraintEngine
import LinearProgramming
import Testing

/// A max's column holds the max (`ClampSense`): the builder decides it as `-min(-a, -b)`, but
/// its rows read `z >= a`, `z >= b`, `z <= a + M1 y`, `z <= b + M2 (1 - y)`, a narrowing that
/// decides it writes `z = side`, and the binary guess evaluates it as a max. Before, the column
/// held `-max`, and a padding's inner width read `inner + pw = 40`.
@Suite("Relation encoding: a max's column holds the max")
struct ClampSenseTests {
    /// max(w, 300) over w in [0, 1000]: it switches at 300.
    static func program() -> (ProgramBuilder, LinearForm) {
        let program = ProgramBuilder(box: FixedClampTests.box(0, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        let z = program.max(w, LinearForm(300), origin: "z", name: "z")
        return (program, z)
    }

    @Test("max(w, 300) over [0, 1000]: z >= w, z >= 300, z <= w + 300 y, z <= 300 + 700 (1 - y)")
    func rows() throws {
        let (program, z) = Self.program()
        #expect(program.binaryCount == 1)
        let model = program.model(name: "max")
        let column = try #require(model.column(named: "z"))
        let y = try #require(model.column(named: "z_y"))
        let w = ProgramBuilder.widthVariable
        // The form returned is the column itself, not its negation.
        #expect(z == LinearForm(variable: column))
        // Its range: max(w, 300) over [0, 1000] is [300, 1000].
        #expect(program.columns[column].rangeLower == 300 && program.columns[column].rangeUpper == 1000)
        func row(_ name: String) throws -> LPRow { model.rows[try #require(model.row(named: name))] }
        #expect(Set(try row("z_ge_a").terms) == [LPTerm(column, 1), LPTerm(w, -1)])
        #expect(try row("z_ge_a").bounds.lower == 0 && row("z_ge_a").bounds.upper == .infinity)
        #expect(try row("z_ge_b").terms == [LPTerm(column, 1)])
        #expect(try row("z_ge_b").bounds.lower == 300)
        // The min of the negations, -w and -300, crosses by -300 - (-w)... its difference
        // -w + 300 ranges over [-700, 300]: M1 = 300, M2 = 700. z - w - 300 y <= 0, and
        // z - 300 + 700 y <= 700 (z <= 300 + 700 (1 - y)) with the constant moved: <= 1000.
        #expect(Set(try row("z_le_a").terms) == [LPTerm(column, 1), LPTerm(w, -1), LPTerm(y, -300)])
        #expect(try row("z_le_a").bounds.upper == 0 && row("z_le_a").bounds.lower == -.infinity)
        #expect(Set(try row("z_le_b").terms) == [LPTerm(column, 1), LPTerm(y, 700)])
        #expect(try row("z_le_b").bounds.upper == 1000)
        #expect(model.columns.origin(of: y)?.contains("1 when the second is larger") == true)
    }

    @Test("narrowed to [400, 1000], max(w, 300) is fixed as z = w, with z >= 300 kept")
    func fixed() throws {
        let (program, z) = Self.program()
        FixedClampTests.narrow(program, to: FixedClampTests.box(400, 1000))
        #expect(program.binaryCount == 0)
        // Over [400, 1000] w > 300: the max is w.
        #expect(program.shadow(z) == LinearForm(variable: ProgramBuilder.widthVariable))
        let model = program.model(name: "fixed")
        let column = try #require(model.column(named: "z"))
        let decided = model.rows[try #require(model.row(named: "z_decided"))]
        #expect(Set(decided.terms) == [LPTerm(column, 1), LPTerm(ProgramBuilder.widthVariable, -1)])
        #expect(decided.bounds.lower == 0 && decided.bounds.upper == 0)
        let bound = model.rows[try #require(model.row(named: "z_bound"))]
        #expect(bound.terms == [LPTerm(column, 1)])
        #expect(bound.bounds.lower == 300 && bound.bounds.upper == .infinity)
        // The same max met again is the same column.
        #expect(program.max(LinearForm(variable: ProgramBuilder.widthVariable), LinearForm(300), origin: "z", name: "z") == z)
    }

    @Test("a max decided over the whole piece keeps its other side as active >= inactive")
    func decidedOverPiece() throws {
        let program = ProgramBuilder(box: FixedClampTests.box(400, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // max(w - 40, 0) over [400, 1000] is w - 40; its row keeps w - 40 >= 0.
        let inner = program.max(w - LinearForm(40), LinearForm(0), origin: "inner", name: "inner")
        #expect(inner == w - LinearForm(40))
        let model = program.model(name: "decided")
        let bound = model.rows[try #require(model.row(named: "inner_bound"))]
        #expect(bound.terms == [LPTerm(ProgramBuilder.widthVariable, 1)])
        #expect(bound.bounds.lower == 40 && bound.bounds.upper == .infinity)
    }

    @Test("the binary guess reads a max as a max: y = 1 where the second side is larger")
    func guess() throws {
        let (program, _) = Self.program()
        let guess = try #require(BinaryGuess(program, columnMap: program.modelColumns, rowOrder: program.modelRowOrder()))
        let model = program.model(name: "guess")
        let y = try #require(model.column(named: "z_y"))
        // At 200, max(200, 300) is the second side: y = 1 (with y = 0, z <= w = 200 and
        // z >= 300 would be infeasible). At 500 the first: y = 0.
        let narrow = try #require(guess.bounds(width: 200, height: 844))
        #expect(narrow.first { $0.column == y }?.bounds == .fixed(1))
        let wide = try #require(guess.bounds(width: 500, height: 844))
        #expect(wide.first { $0.column == y }?.bounds == .fixed(0))
    }
}
