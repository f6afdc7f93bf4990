import FrameSolver
import TestSupport
import Testing

/// `gridColumnAlignment` on one cell aligns its whole column, in both engines (frames by hand).
@Suite("Grid column alignment")
struct GridColumnAlignmentTests {
    /// Row 1: a 25x20, b 100x20; row 2: c 40x20 with `.gridColumnAlignment(.trailing)`, d 20x20.
    /// Columns 40 and 100 wide, rows 20 each, no spacing: the grid is 140x40, centred in
    /// 300x100 at (80, 30). Column 0 aligns trailing, a row above the cell that says so
    /// included: a at 80 + 40 - 25 = 95 (centred it would be 87.5). Column 1 stays centred:
    /// b at 120, d at 120 + (100 - 20) / 2 = 160.
    static var grid: some View {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 25, height: 20).id("a")
                Color.green.frame(width: 100, height: 20).id("b")
            }
            GridRow {
                Color.blue.frame(width: 40, height: 20).gridColumnAlignment(.trailing).id("c")
                Color.gray.frame(width: 20, height: 20).id("d")
            }
        }
    }

    static func expectColumns(_ result: LayoutResult) {
        expectFrame(result, "a", 95, 30, 25, 20)
        expectFrame(result, "b", 120, 30, 100, 20)
        expectFrame(result, "c", 80, 50, 40, 20)
        expectFrame(result, "d", 160, 50, 20, 20)
    }

    @Test func negotiationEngine() throws {
        Self.expectColumns(try negotiate(Self.grid, width: 300, height: 100))
    }

    @Test func constraintEngine() throws {
        Self.expectColumns(try ConstraintEngine().layout(Self.grid.viewTree, in: ProposedSize(width: 300, height: 100)))
    }
}
