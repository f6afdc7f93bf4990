import FrameSolver
import LinearProgramming
import TestSupport
import Testing

/// The rows that carry each seed article's intent exist in the relation program, with the
/// model's own numbers, and GLPK's solution of them is the layout the article describes.
@Suite("Relation encoding: the seeds' rows")
struct SeedIntentRowTests {
    @Test("ratio-split-hstack: the left column is 0.25 of the GeometryReader's width, as one row")
    func quarterSplitRow() throws {
        let window = ProposedSize(width: 300, height: 60)
        let (model, _, compiled) = try relationProgram("ratio-split-hstack.layout", window)
        defer { compiled.close() }
        // 0 frame(300x60) > 0.0 GeometryReader > 0.0.0 HStack > 0.0.0.0 overlay #left >
        // 0.0.0.0.0 frame(width: proxy.size.width * 0.25).
        let left = try #require(column(model, "0.0.0.0.0", "frame", "width"))
        let reader = try #require(column(model, "0.0", "GeometryReader", "width"))
        let split = rows(model, over: [left, reader])
        #expect(split.count == 1, "one row between the frame's width and the reader's")
        let row = try #require(split.first)
        #expect(row.bounds == .fixed(0))
        // left.w - 0.25 reader.w = 0: the model's 0.25, not multiplied out against the window.
        #expect(try #require(coefficient(row, reader)) / #require(coefficient(row, left)) == -0.25)
        // Inside the 300-point frame: left = 0.25 x 300 = 75, right = 300 - 75 = 225.
        let result = try compiled.solve(window)
        expectFrame(result, "left", 0, 0, 75, 60)
        expectFrame(result, "right", 75, 0, 225, 60)
    }

    @Test("image-container-2: the 1.77 box's proposal is the row 1.77 h - w = 0")
    func aspectRow() throws {
        let window = ProposedSize(width: 390, height: 844)
        let (model, piece, compiled) = try relationProgram("image-container-2.layout", window)
        defer { compiled.close() }
        // 0 ScrollView > 0.0 overlay > 0.0.0 aspectRatio(1.77, .fill) #box > 0.0.0.0 Color.
        // The vertical ScrollView proposes (w, nil): the box proposes its Color w x w/1.77.
        let width = try #require(column(model, "0.0.0", "aspectRatio", "proposed width"))
        let height = try #require(column(model, "0.0.0.0", "Color", "proposed height"))
        let row = try #require(rows(model, over: [width, height]).first)
        #expect(coefficient(row, height) == 1.77)
        #expect(coefficient(row, width) == -1)
        #expect(row.bounds == .fixed(0))
        #expect(piece.binaries == 0)
        // 390 / 1.77 = 220.33898305084745.
        expectFrame(try compiled.solve(window), "box", 0, 0, 390, 390 / 1.77)
    }

    @Test("max-width-content-margins: GLPK decides the 768 clamp across widths 500...1400 in one piece")
    func clampDecidedByGLPK() throws {
        let model = try loadModel("max-width-content-margins.layout")
        let compiled = relationEngine.compile(model.root)
        defer { compiled.close() }
        // contentMargins max(0, (w - 768) / 2) on each side, the column frame(maxWidth: 768):
        // w = 500: margins 0, column 500 wide at x 0;
        // w = 1000: margins (1000 - 768) / 2 = 116, column 768 at x 116;
        // w = 1400: margins (1400 - 768) / 2 = 316, column 768 at x 316.
        for (width, x, columnWidth) in [(500.0, 0.0, 500.0), (1_000, 116, 768), (1_400, 316, 768)] {
            let result = try compiled.solve(ProposedSize(width: width, height: 844))
            let frame = try #require(result[id: "column"]?.frame)
            #expect(abs(frame.x - x) <= 1e-9 && abs(frame.width - columnWidth) <= 1e-9, "at \(width): \(frame)")
        }
        #expect(compiled.compilationCount == 1, "one piece from 500 to 1400")
        // The switch is a binary of the margin's max, and GLPK sets it differently on either
        // side of 768.
        let (program, piece) = try compiled.program(for: ProposedSize(width: 500, height: 844))
        #expect(piece.binaries >= 1)
        let binaries = program.columns.indices.filter { program.columns[$0].kind == .binary }
        let margin = try #require(binaries.first { program.columns[$0].origin?.contains("contentMargins.leading") == true })
        func branch(_ width: Double) throws -> Double {
            let (fixed, _) = try compiled.program(for: ProposedSize(width: width, height: 844))
            return try GLPKSolver.solve(fixed).columnValues[margin].rounded()
        }
        #expect(try branch(500) != branch(1_000))
        #expect(try branch(1_000) == branch(1_400))
        // The frame's own 768 is in the program as the clamp of its proposal.
        #expect(program.rows.contains { $0.origin?.contains("frame w_clamp_max") == true && $0.bounds.upper == 768 })
    }

    @Test("forty-percent-grid: the image spans two of five columns and the text three, as sums of column widths")
    func fortyPercentSpans() throws {
        let window = ProposedSize(width: 390, height: 844)
        let (model, _, compiled) = try relationProgram("forty-percent-grid.layout", window)
        defer { compiled.close() }
        // 0 padding > 0.0 Grid > 0.0.0 GridRow of five placeholders (0.0.0.0 ... 0.0.0.4, each a
        // frame(maxHeight: 0)) > 0.0.1 GridRow: 0.0.1.0 the image (gridCellColumns(2)), 0.0.1.1
        // the text (gridCellColumns(3)).
        let columns = try (0..<5).map { c throws in try #require(column(model, "0.0.0.\(c)", "frame", "width")) }
        let grid = try #require(column(model, "0.0", "Grid", "proposed width"))
        func definitions(of path: String, _ kind: String) -> [LPRow] {
            let prefix = "\(path) \(kind) proposed width"
            let proposed = Set(model.columns.indices.filter { model.columns[$0].origin?.hasPrefix(prefix) == true })
            return model.rows.filter { row in row.bounds == .fixed(0) && row.terms.contains { proposed.contains($0.column) } && row.name.contains("_pw_def") }
        }
        // Offered the grid's width less the columns it does not cover: image = W - c2 - c3 - c4.
        let image = definitions(of: "0.0.1.0", "aspectRatio")
        #expect(image.contains { row in
            coefficient(row, grid) == -1 && [2, 3, 4].allSatisfy { coefficient(row, columns[$0]) == 1 }
        }, "the image's offer: \(image.map(\.name))")
        // Placed in the columns it covers: image = c0 + c1 (plus a shortfall column, 0 here).
        #expect(image.contains { row in [0, 1].allSatisfy { coefficient(row, columns[$0]) == -1 } && coefficient(row, grid) == nil })
        // The text is placed in the other three: text = c2 + c3 + c4.
        let text = definitions(of: "0.0.1.1", "Text")
        #expect(text.contains { row in [2, 3, 4].allSatisfy { coefficient(row, columns[$0]) == -1 } })
        // 390 - 2 x 16 padding = 358 wide, five columns of 71.6: the image 2 x 71.6 = 143.2
        // (40%) at x 16, filling its two columns; the text in the other 214.8 (60%).
        let result = try compiled.solve(window)
        let imageFrame = try #require(result[id: "image"]).frame
        #expect(abs(imageFrame.width - 143.2) <= 1e-9)
        #expect(abs(imageFrame.x - 16) <= 1e-9)
        #expect(try #require(result[id: "text"]).frame.width <= 214.8 + 1e-9)
    }
}
