/// The layout shapes the benchmark solves.
public enum LPBenchmarkShape: String, Sendable, Hashable, CaseIterable {
    /// One HStack of n children filling the window: every third child flexible (its width
    /// affine in the window), the others fixed, positions chained by spacing rows.
    case flatRow = "flat-row"
    /// n frames nested in each other, each inset by a padding in its parent on both axes
    /// (4 columns, 4 rows per node).
    case deepChain = "deep-chain"
    /// A VStack of n/4 rows, each a label, a spacer and a value filling the window, labels
    /// compressible at a cost (4 nodes per list row; 7 columns, 5 rows).
    case listOfRows = "list-of-rows"
}

/// A benchmark model and the column that holds the window width.
public struct LPBenchmarkModel: Sendable {
    /// The program to load and solve.
    public var model: LPModel
    /// The column fixed at the window width; a window change re-fixes it.
    public var windowColumn: Int
    /// The window width it is built with, and the one it changes to.
    public var window: Double
    /// The window width a warm re-solve moves to (bound change only).
    public var changedWindow: Double
}

extension LPBenchmarkShape {
    /// The model of this shape with `nodes` views, deterministic.
    public func model(nodes: Int) -> LPBenchmarkModel {
        switch self {
        case .flatRow: Self.flatRow(nodes)
        case .deepChain: Self.deepChain(nodes)
        case .listOfRows: Self.listOfRows(nodes)
        }
    }

    /// The HStack after compile-time analysis (LP-MODELLING.md C.1-C.4): inside one window
    /// region every width is affine in the window, so the program is a chain of equalities
    /// with objective 0, the shape GLPK's presolver eats in linear time.
    private static func flatRow(_ n: Int) -> LPBenchmarkModel {
        var model = LPModel(name: "flat_row_\(n)")
        let spacing = 8.0, fixedWidth = 30.0
        let flexible = (n + 2) / 3
        let fixedTotal = fixedWidth * Double(n - flexible) + spacing * Double(n - 1)
        let window = 60 * Double(n)
        let w = model.addColumn("W", bounds: .fixed(window), origin: "window width")
        var previousX = -1, previousW = -1
        for k in 0..<n {
            let x = model.addColumn("x\(k)", bounds: k == 0 ? .fixed(0) : .nonNegative)
            let width: Int
            if k % 3 == 0 {
                width = model.addColumn("w\(k)", bounds: .between(0, 1_000), origin: "flexible child \(k)")
                model.addRow(
                    LPRow(
                        "share\(k)", terms: [LPTerm(width, 1), LPTerm(w, -1 / Double(flexible))],
                        bounds: .fixed(-fixedTotal / Double(flexible))))
            } else {
                width = model.addColumn("w\(k)", bounds: .fixed(fixedWidth), origin: "fixed child \(k)")
            }
            if k > 0 {
                model.addRow(
                    LPRow(
                        "pos\(k)", terms: [LPTerm(x, 1), LPTerm(previousX, -1), LPTerm(previousW, -1)],
                        bounds: .fixed(spacing)))
            }
            previousX = x
            previousW = width
        }
        model.addRow(LPRow("fits", terms: [LPTerm(previousX, 1), LPTerm(previousW, 1), LPTerm(w, -1)], bounds: .atMost(0)))
        return LPBenchmarkModel(model: model, windowColumn: w, window: window, changedWindow: window + 25)
    }

    /// Nested frames, each inset by a padding in its parent on both axes: four columns and
    /// four equalities per node, objective 0.
    private static func deepChain(_ n: Int) -> LPBenchmarkModel {
        var model = LPModel(name: "deep_chain_\(n)")
        let window = 520.0
        let pad = 0.001
        let w = model.addColumn("W", bounds: .fixed(window), origin: "window width")
        let h = model.addColumn("H", bounds: .fixed(800), origin: "window height")
        var parent = (x: -1, y: -1, w: -1, h: -1)
        for k in 0..<n {
            let x = model.addColumn("x\(k)", bounds: k == 0 ? .fixed(0) : .nonNegative)
            let y = model.addColumn("y\(k)", bounds: k == 0 ? .fixed(0) : .nonNegative)
            let width = model.addColumn("w\(k)", bounds: .between(0, k % 7 == 0 ? 1_000 : .infinity))
            let height = model.addColumn("h\(k)", bounds: .nonNegative)
            if k == 0 {
                model.addRow(LPRow("rootW", terms: [LPTerm(width, 1), LPTerm(w, -1)], bounds: .fixed(0)))
                model.addRow(LPRow("rootH", terms: [LPTerm(height, 1), LPTerm(h, -1)], bounds: .fixed(0)))
            } else {
                model.addRow(LPRow("insetW\(k)", terms: [LPTerm(width, 1), LPTerm(parent.w, -1)], bounds: .fixed(-2 * pad)))
                model.addRow(LPRow("insetH\(k)", terms: [LPTerm(height, 1), LPTerm(parent.h, -1)], bounds: .fixed(-2 * pad)))
                model.addRow(LPRow("padX\(k)", terms: [LPTerm(x, 1), LPTerm(parent.x, -1)], bounds: .fixed(pad)))
                model.addRow(LPRow("padY\(k)", terms: [LPTerm(y, 1), LPTerm(parent.y, -1)], bounds: .fixed(pad)))
            }
            parent = (x, y, width, height)
        }
        return LPBenchmarkModel(model: model, windowColumn: w, window: window, changedWindow: window + 10)
    }

    private static func listOfRows(_ n: Int) -> LPBenchmarkModel {
        var model = LPModel(name: "list_of_rows_\(n)")
        // Wide enough that no label compresses at either width: one region, as the compiler
        // would split it (a narrower window makes every list row pivot).
        let window = 300.0
        let w = model.addColumn("W", bounds: .fixed(window), origin: "window width")
        var previousY = -1
        for r in 0..<max(n / 4, 1) {
            let idealA = 80 + Double((r * 13) % 60)
            let idealB = 40 + Double((r * 7) % 30)
            let wa = model.addColumn("wa\(r)", bounds: .between(0, idealA))
            let da = model.addColumn("da\(r)", objective: 2)
            let ws = model.addColumn("ws\(r)", bounds: .nonNegative)
            let wb = model.addColumn("wb\(r)", bounds: .between(0, idealB))
            let db = model.addColumn("db\(r)", objective: 3)
            let xb = model.addColumn("xb\(r)", bounds: .nonNegative)
            let y = model.addColumn("y\(r)", bounds: r == 0 ? .fixed(0) : .nonNegative)
            model.addRow(LPRow("ia\(r)", terms: [LPTerm(wa, 1), LPTerm(da, 1)], bounds: .fixed(idealA)))
            model.addRow(LPRow("ib\(r)", terms: [LPTerm(wb, 1), LPTerm(db, 1)], bounds: .fixed(idealB)))
            model.addRow(LPRow("fill\(r)", terms: [LPTerm(wa, 1), LPTerm(ws, 1), LPTerm(wb, 1), LPTerm(w, -1)], bounds: .fixed(-16)))
            model.addRow(LPRow("xb\(r)", terms: [LPTerm(xb, 1), LPTerm(wa, -1), LPTerm(ws, -1)], bounds: .fixed(16)))
            if r > 0 {
                model.addRow(LPRow("y\(r)", terms: [LPTerm(y, 1), LPTerm(previousY, -1)], bounds: .fixed(28)))
            }
            previousY = y
        }
        return LPBenchmarkModel(model: model, windowColumn: w, window: window, changedWindow: window + 10)
    }
}
