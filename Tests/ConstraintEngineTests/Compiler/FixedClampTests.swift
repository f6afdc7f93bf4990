@testable import ConstraintEngine
import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// A clamp the pass wrote while it switched inside the box, and that a later narrowing of the
/// box decides, is fixed where it stands (`ProgramBuilder.fixClamps`): its binary and big-M
/// rows give way to `z = side` and `z <= other side`, and the rest of the pass reads the clamp
/// as its side. The pass goes on; before, it stopped there and the piece was compiled again
/// from the root.
@Suite("Relation encoding: clamps a narrowing decides")
struct FixedClampTests {
    static func box(_ lower: Double, _ upper: Double) -> WindowBox {
        WindowBox(width: .range(SideInterval(lower: lower, upper: upper)), height: .range(.point(844)))
    }

    static func narrow(_ program: ProgramBuilder, to box: WindowBox) {
        program.narrowing = { _, _ in [PieceNarrowing(box: box, boundary: .atThisWindow, reason: "test")] }
        #expect(program.narrowInFlight(SplitRequest(form: LinearForm(variable: 0), reason: "test")))
        #expect(program.box == box)
    }

    static func names(_ model: LPModel) -> Set<String> { Set(model.rows.names) }

    /// A builder over [0, 1000] with a probe's clamp p = min(0.5 w, 100), switching at w = 200:
    /// its rows wait until a row of the layout reads it.
    static func probeClamp() -> (ProgramBuilder, LinearForm) {
        let program = ProgramBuilder(box: box(0, 1000), relations: true)
        program.probing = true
        let p = program.min(LinearForm(variable: ProgramBuilder.widthVariable) * 0.5, LinearForm(100), origin: "p", name: "p")
        program.probing = false
        return (program, p)
    }

    @Test("min(w, 300) written over [0, 1000], then the box narrowed to [400, 1000]: z = 300, no binary")
    func writtenClamp() throws {
        let program = ProgramBuilder(box: Self.box(0, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // min(w, 300) switches at w = 300, inside [0, 1000]: a column z, a binary and the four
        // rows z <= w, z <= 300, z >= w - M1 y, z >= 300 - M2 (1 - y).
        let z = program.min(w, LinearForm(300), origin: "z", name: "z")
        #expect(program.binaryCount == 1)
        #expect(Self.names(program.model(name: "before")).isSuperset(of: ["z_le_a", "z_le_b", "z_ge_a", "z_ge_b"]))
        Self.narrow(program, to: Self.box(400, 1000))
        // Over [400, 1000] w > 300, so min(w, 300) is its second side, 300, over the whole box.
        #expect(program.binaryCount == 0)
        #expect(program.shadow(z) == LinearForm(300))
        let model = program.model(name: "after")
        let rows = Self.names(model)
        #expect(!rows.contains("z_ge_a") && !rows.contains("z_ge_b"))
        #expect(model.column(named: "z_y") == nil)
        // z = 300 (the second side's row made an equality) and z <= w kept as the bound (`_bound`).
        let decided = try #require(model.row(named: "z_decided"))
        let zColumn = try #require(model.column(named: "z"))
        #expect(model.rows[decided].terms == [LPTerm(zColumn, 1)])
        #expect(model.rows[decided].bounds.lower == 300 && model.rows[decided].bounds.upper == 300)
        #expect(rows.contains("z_bound") && !rows.contains("z_le_a"))
        // The same operation met again (a placement running its rule again) is the same column.
        #expect(program.min(w, LinearForm(300), origin: "z", name: "z") == z)
        // A form over z is ranged as 300 - w over [400, 1000]: [-700, -100].
        let range = program.range(z - w)
        #expect(range.lower == -700 && range.upper == -100)
    }

    @Test("A probe's clamp decided before a row reads it is written as z = side when one does")
    func deferredClamp() throws {
        let (program, z) = Self.probeClamp()
        #expect(program.rows.isEmpty)
        // Over [0, 150], 0.5 w <= 75 < 100: the first side.
        Self.narrow(program, to: Self.box(0, 150))
        _ = program.require(z)
        let model = program.model(name: "after")
        #expect(model.column(named: "p_y") == nil)
        #expect(program.binaryCount == 0)
        let decided = try #require(model.row(named: "p_decided"))
        // z - 0.5 w = 0.
        let zColumn = try #require(model.column(named: "p"))
        #expect(Set(model.rows[decided].terms.map(\.column)) == [zColumn, ProgramBuilder.widthVariable])
        #expect(model.rows[decided].bounds.lower == 0 && model.rows[decided].bounds.upper == 0)
        #expect(Self.names(model).contains("p_bound"))
    }

    @Test("A clamp whose second side reads a probe's clamp: the rows written in between are not taken for its own")
    func rowsWrittenInBetween() throws {
        let (program, p) = Self.probeClamp()
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // z = min(w, p + 50): w - p - 50 is 0.5 w - 50 up to 200 (0 at w = 100), then
        // w - 150 > 0: z switches at 100. Its row z <= p + 50 reads p, so p's four rows are
        // written between z's first row and its second.
        let z = program.min(w, p + LinearForm(50), origin: "z", name: "z")
        #expect(program.binaryCount == 2)
        // Over [0, 80] both are decided for their first side: p = 0.5 w (w < 200) and z = w
        // (w - 0.5 w - 50 = 0.5 w - 50 <= -10).
        Self.narrow(program, to: Self.box(0, 80))
        #expect(program.binaryCount == 0)
        #expect(program.shadow(z) == w)
        let model = program.model(name: "after")
        let zColumn = try #require(model.column(named: "z"))
        let pColumn = try #require(model.column(named: "p"))
        // z's first row (z <= w) made z = w, not one of p's rows written after it.
        let zDecided = try #require(model.row(named: "z_decided"))
        #expect(Set(model.rows[zDecided].terms) == [LPTerm(zColumn, 1), LPTerm(ProgramBuilder.widthVariable, -1)])
        #expect(model.rows[zDecided].bounds.lower == 0 && model.rows[zDecided].bounds.upper == 0)
        // p = 0.5 w (the model's own 0.5, kept as it is).
        let pDecided = try #require(model.row(named: "p_decided"))
        #expect(Set(model.rows[pDecided].terms) == [LPTerm(pColumn, 1), LPTerm(ProgramBuilder.widthVariable, -0.5)])
        #expect(model.rows[pDecided].bounds.lower == 0 && model.rows[pDecided].bounds.upper == 0)
        // z <= p + 50 and p <= 100 stay as bounds; no big-M row is left.
        let zBound = try #require(model.row(named: "z_bound"))
        #expect(Set(model.rows[zBound].terms) == [LPTerm(zColumn, 1), LPTerm(pColumn, -1)])
        #expect(model.rows[zBound].bounds.upper == 50)
        #expect(Self.names(model).contains("p_bound"))
        #expect(!Self.names(model).contains { $0.hasSuffix("_ge_a") || $0.hasSuffix("_ge_b") })
    }

    @Test("A padded Text at 200: the padding's clamp switched over [0, 4096] and the Text's break decided it, in one pass")
    func paddedText() throws {
        // Eight two-letter words (17-point body: 8.5 per character, lines 20.4 high, spec I.2),
        // padded by 20. At 200 the Text is proposed 200 - 40 = 160: 160 / 8.5 = 18.8, so 18
        // characters a line, six words (17 characters, 144.5) then two: 144.5 x 40.8. The
        // region of 18 characters a line is [153, 161.5) for the Text, [193, 201.5) for the
        // window. The padding's inner width max(0, w - 40) switches at w = 40, inside the
        // first box [0, 4096]: the Text's break narrows the box past it.
        let root = try ModelLanguage.load(#"Text("aa bb cc dd ee ff gg hh").padding(20)"#, file: "padded.layout").root
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        let result = try compiled.solve(ProposedSize(width: 200, height: 844))
        // Padding 184.5 x 80.8, centred: x (200 - 184.5) / 2 = 7.75, y (844 - 80.8) / 2 = 381.6.
        expectFrame(result, path: "0", 7.75, 381.6, 184.5, 80.8)
        expectFrame(result, path: "0.0", 27.75, 401.6, 144.5, 40.8)
        let piece = try #require(compiled.pieces.first)
        #expect(piece.range.hasPrefix("width (192.99"), "\(piece.range)")
        #expect(piece.range.contains(", 201.49"), "\(piece.range)")
        let (model, _) = try compiled.program(for: ProposedSize(width: 200, height: 844))
        // No binary: the clamp inner = max(pw - 40, 0) is decided over the piece, written as
        // inner - pw = -40 (the column holds the max itself) and bounded by inner >= 0.
        #expect(!model.columns.indices.contains { model.columns[$0].kind != .continuous })
        let inner = try #require(model.column(named: "n0_padding_inner_w"))
        let proposal = try #require(model.column(named: "n0_pw"))
        let decided = try #require(model.row(named: "n0_padding_inner_w_decided"))
        #expect(Set(model.rows[decided].terms) == [LPTerm(inner, 1), LPTerm(proposal, -1)])
        #expect(model.rows[decided].bounds.lower == -40 && model.rows[decided].bounds.upper == -40)
        let bound = try #require(model.row(named: "n0_padding_inner_w_bound"))
        #expect(model.rows[bound].terms == [LPTerm(inner, 1)])
        #expect(model.rows[bound].bounds.lower == 0 && model.rows[bound].bounds.upper == .infinity)
        // The child's proposal is the inner width: n1_pw - inner = 0.
        let child = try #require(model.row(named: "n1_pw_def"))
        #expect(Set(model.rows[child].terms) == [LPTerm(try #require(model.column(named: "n1_pw")), 1), LPTerm(inner, -1)])
        #expect(model.row(named: "n0_padding_inner_w_le_a") == nil && model.row(named: "n0_padding_inner_w_ge_a") == nil)
    }
}
