import FrameSolver
import Testing
import ViewTree

/// The static shape of a Grid both engines share (spec I.6 steps 1-2), derived by hand.
@Suite("Grid structure")
struct GridStructureTests {
    func structure(_ grid: some View) throws -> GridStructure {
        IndexedTree(root: try #require(grid.viewTree)).gridStructure(0)
    }

    @Test("Columns are the largest sum of spans; a span is clamped to the columns left; a non-row child spans all")
    func columnsAndSpans() throws {
        let grid = try structure(
            Grid {
                GridRow {
                    Color.red
                    Color.red
                }
                GridRow { Color.blue.gridCellColumns(5) }
                Color.green
            })
        // Row 0 uses 2 columns, row 1 5: five columns; the span starts at 0 and keeps all 5.
        #expect(grid.columns == 5)
        #expect(grid.cells.map(\.span) == [1, 1, 5, 5])
        #expect(grid.cells.map(\.isFullWidth) == [false, false, false, true])
    }

    @Test("Gaps: none where no cells meet, beside a Spacer, ordinary otherwise")
    func gaps() throws {
        let grid = try structure(
            Grid {
                GridRow {
                    Color.red
                    Spacer()
                    Color.red.gridCellColumns(2)
                }
                GridRow {
                    Color.blue
                    Color.blue
                }
            })
        // Column 1: red|Spacer and blue|blue meet (one ordinary pair); column 2: Spacer|red;
        // column 3: inside the span, nothing meets.
        #expect(grid.columnGaps.map(String.init(describing:)) == ["none", "ordinary", "besideSpacer", "none"])
        #expect(grid.rowGaps.map(String.init(describing:)) == ["none", "ordinary"])
    }

    @Test("Two gridCellColumns add their values above 1; a GridRow in a GridRow is flattened; an empty GridRow is no row")
    func attributes() throws {
        let grid = try structure(
            Grid {
                GridRow {
                    GridRow {
                        Color.red
                        Color.red
                    }
                    Color.red.gridCellColumns(3).gridCellColumns(2)
                }
                GridRow {}
            })
        // Three cells in one row: 1 + 1 + (3 + 2) = 7 columns.
        #expect(grid.rows.count == 1)
        #expect(grid.emptyRows.count == 1)
        #expect(grid.cells.map(\.span) == [1, 1, 5])
        #expect(grid.columns == 7)
    }

    @Test("A cell's priority reaches the grid through background and a one-child stack, not through padding")
    func priority() throws {
        let grid = try structure(
            Grid {
                GridRow {
                    Color.red.layoutPriority(1).background(Color.blue)
                    HStack { Color.red.layoutPriority(2) }
                    Color.red.layoutPriority(3).padding(1)
                    Spacer()
                }
            })
        #expect(grid.cells.map(\.priority) == [1, 2, 0, -.infinity])
    }
}
