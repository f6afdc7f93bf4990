@testable import ConstraintEngine
import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// A min/max whose sides cross only inside a sliver of the piece thinner than
/// `ProgramBuilder.clampTolerance` (1e-7) is decided, not given a binary. Such slivers come
/// from a Text's line break: a Text holds n characters from (n - 1e-9) x advance, so a piece
/// that ends at its break starts 8.5e-9 below the width of a body Text (8.5 per character,
/// spec I.2), and a clamp between the Text's width and its proposal crossed there, with a
/// big-M of 8.5e-09. The decided clamp's other side keeps the sliver as its slack, rounded up
/// to a power of ten.
@Suite("Relation encoding: clamps that cross only in a sliver")
struct ClampSliverTests {
    static func box(_ lower: Double, _ upper: Double) -> WindowBox {
        WindowBox(width: .range(SideInterval(lower: lower, upper: upper)), height: .range(.point(844)))
    }

    /// The threshold of a five-character body Text: (5 - 1e-9) x 8.5 = 42.5 - 8.5e-9.
    static let threshold = (5 - 1e-9) * 8.5

    @Test("min(42.5, w) over [42.5 - 8.5e-9, 1000] is 42.5, with w >= 42.5 - 1e-8 kept as a row")
    func decidedInSliver() throws {
        let program = ProgramBuilder(box: Self.box(Self.threshold, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // 42.5 - w is at most 42.5 - threshold = 8.5e-9 over the box: below 1e-7, so the first
        // side wins, and its other side's row reads 42.5 - w <= 1e-8 (8.5e-9 rounded up).
        let z = program.min(LinearForm(42.5), w, origin: "z", name: "z")
        #expect(program.binaryCount == 0)
        #expect(program.shadow(z) == LinearForm(42.5))
        let model = program.model(name: "sliver")
        let bound = try #require(model.row(named: "z_bound"))
        // The constant moves to the bound: -w <= 1e-8 - 42.5.
        #expect(model.rows[bound].terms == [LPTerm(ProgramBuilder.widthVariable, -1)])
        #expect(model.rows[bound].bounds.upper == 1e-8 - 42.5)
    }

    @Test("a crossing wider than the tolerance still switches: min(42.5, w) over [42.5 - 2e-7, 1000]")
    func switchesPastTolerance() {
        let program = ProgramBuilder(box: Self.box(42.5 - 2e-7, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // 42.5 - w reaches 2e-7 > 1e-7 at the box's lower end: a binary decides it.
        _ = program.min(LinearForm(42.5), w, origin: "z", name: "z")
        #expect(program.binaryCount == 1)
    }

    @Test("a clamp written over [0, 1000] and narrowed to the sliver's box is fixed, with the rounded slack")
    func fixedWhenNarrowed() throws {
        let program = ProgramBuilder(box: Self.box(0, 1000), relations: true)
        let w = LinearForm(variable: ProgramBuilder.widthVariable)
        // min(w, 42.5) switches at 42.5, inside [0, 1000]: a binary.
        let z = program.min(w, LinearForm(42.5), origin: "z", name: "z")
        #expect(program.binaryCount == 1)
        FixedClampTests.narrow(program, to: Self.box(Self.threshold, 1000))
        // Over the narrower box w - 42.5 >= -8.5e-9: the second side, 42.5.
        #expect(program.binaryCount == 0)
        #expect(program.shadow(z) == LinearForm(42.5))
        let model = program.model(name: "narrowed")
        let decided = try #require(model.row(named: "z_decided"))
        #expect(model.rows[decided].bounds.lower == 42.5 && model.rows[decided].bounds.upper == 42.5)
        // z <= w kept as `z - w <= 1e-8`.
        let bound = try #require(model.row(named: "z_bound"))
        #expect(model.rows[bound].bounds.upper == 1e-8)
    }

    @Test("the slack is the crossing rounded up to a power of ten", arguments: [
        (8.49999537422264e-09, 1e-8), (1.39999789539047e-10, 1e-9), (1e-8, 1e-8), (0, 0), (-3e-9, 0), (9.9e-8, 1e-7),
    ])
    func slackRounding(overlap: Double, expected: Double) {
        #expect(ProgramBuilder.slack(covering: overlap) == expected)
    }

    @Test("a VStack of a Text and a Color at a window inside the sliver: the engines differ by less than the sliver")
    func enginesInSliver() throws {
        // "Hello" is 42.5 wide on one line from 42.5 - 8.5e-9. At 42.5 - 4e-9 the Color is
        // proposed (and takes) 42.5 - 4e-9; the VStack is as wide as the Text, 42.5. The
        // constraint engine's piece decides the alignment's min for the Color over the sliver,
        // so its VStack is 42.5 - 4e-9 wide there: 4e-9 apart, nothing more.
        let root = try ModelLanguage.load("VStack {\n Text(\"Hello\")\n Color.red.frame(height: 20)\n}\n", file: "sliver.layout").root
        let window = ProposedSize(width: 42.5 - 4e-9, height: 844)
        let reference = try NegotiationEngine().layout(root, in: window)
        let compiled = ConstraintEngine().compile(root)
        defer { compiled.close() }
        let result = try compiled.solve(window)
        for path in ["0", "0.0", "0.1", "0.1.0"] {
            let a = try #require(reference[path: path]).frame
            let b = try #require(result[path: path]).frame
            for (x, y) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
                #expect(abs(x - y) <= 1e-8, "\(path): \(a) against \(b)")
            }
        }
        // The Text is on one line in both: 20.4 high.
        #expect(result[path: "0.0"]?.frame.height == 20.4)
        // The alignment's clamp has no binary (the offers' two clamps keep theirs).
        let (model, _) = try compiled.program(for: window)
        #expect(!model.columns.names.contains { $0.contains("minor") && $0.hasSuffix("_y") })
    }

    /// `k x 10^-p` for a whole k up to 16 (to within rounding of the multiplication).
    static func isRoundSlack(_ value: Double) -> Bool {
        let powers = [1e-15, 1e-14, 1e-13, 1e-12, 1e-11, 1e-10, 1e-9, 1e-8, 1e-7, 1e-6]
        return powers.contains { power in (1...16).contains { k in abs(power * Double(k) - value) <= 1e-12 * value } }
    }

    @Test("the bundled models' programs hold no floating dust", arguments: [
        "ratio-split-hstack.layout", "gallery/toolbar.layout", "gallery/profile-header.layout",
        "gallery/settings-list.layout", "gallery/sidebar-split.layout", "realistic/download-progress.layout",
        "realistic/onboarding-page.layout", "feedback/window-size-app.layout", "forty-percent-grid.layout",
    ])
    func noDust(file: String) throws {
        for window in [ProposedSize(width: 390, height: 844), ProposedSize(width: 1024, height: 768)] {
            let (model, _, compiled) = try relationProgram(file, window)
            defer { compiled.close() }
            // Every coefficient is a model's number (at least 1e-6); every bound is one too,
            // or 0, or a decided clamp's slack: a power of ten, times the whole factor (up to
            // 16) its row was multiplied through by (forty-percent-grid's 3e-08).
            for (index, row) in model.rows.enumerated() {
                for term in row.terms {
                    #expect(abs(term.coefficient) >= 1e-6, "\(file) \(window): \(model.rows.name(of: index)) \(term)")
                }
                for bound in [row.bounds.lower, row.bounds.upper] where bound.isFinite && bound != 0 && abs(bound) < 1e-6 {
                    #expect(Self.isRoundSlack(abs(bound)), "\(file) \(window): \(model.rows.name(of: index)) \(bound)")
                }
            }
        }
    }
}
