import LeafMeasurement
import ViewTree

// Grid and GridRow: the normative algorithm of SWIFTUI-LAYOUT.md I.6.
extension LayoutPass {
    struct GridCell {
        var node: Int
        var column: Int
        var span: Int
    }

    struct GridRowInfo {
        /// The GridRow node, or the single full-width cell of a plain child.
        var node: Int
        var isGridRow: Bool
        var alignment: VerticalAlignment?
        var cells: [GridCell]
    }

    /// A column's or row's lengths: the largest of its cells' (steps 2 and 4); a track no
    /// cell sizes is 0 at least and ideally, unbounded above.
    struct TrackRange {
        var min = 0.0
        var ideal = 0.0
        var max = Double.infinity

        func union(_ other: TrackRange) -> TrackRange {
            TrackRange(min: Swift.max(min, other.min), ideal: Swift.max(ideal, other.ideal), max: Swift.max(max, other.max))
        }
    }

    struct GridSolution {
        var rows: [GridRowInfo]
        var columnWidths: [Double]
        var rowHeights: [Double]
        var horizontalSpacing: Double
        var verticalSpacing: Double
        var size: Size

        func columnX(_ column: Int) -> Double {
            columnWidths.prefix(column).reduce(0, +) + Double(column) * horizontalSpacing
        }

        func rowY(_ row: Int) -> Double {
            rowHeights.prefix(row).reduce(0, +) + Double(row) * verticalSpacing
        }

        func cellWidth(_ cell: GridCell) -> Double {
            columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +) + Double(cell.span - 1) * horizontalSpacing
        }
    }

    /// Step 1: cells take the next free columns; a plain child is a row spanning every column.
    func gridRows(_ index: Int) -> (rows: [GridRowInfo], columns: Int) {
        var rows: [GridRowInfo] = []
        var columns = 0
        for child in self[index].children {
            if case .gridRow(let alignment) = self[child].kind {
                var cells: [GridCell] = []
                var next = 0
                for cell in self[child].children {
                    let span = max(1, self[cell].attributes.gridCellColumns ?? 1)
                    cells.append(GridCell(node: cell, column: next, span: span))
                    next += span
                }
                columns = max(columns, next)
                rows.append(GridRowInfo(node: child, isGridRow: true, alignment: alignment, cells: cells))
            } else {
                rows.append(GridRowInfo(node: child, isGridRow: false, alignment: nil, cells: [GridCell(node: child, column: 0, span: 0)]))
            }
        }
        columns = max(columns, rows.isEmpty ? 0 : 1)
        for r in rows.indices where !rows[r].isGridRow { rows[r].cells[0].span = columns }
        return (rows, columns)
    }

    /// Steps 2-4 and 6: column widths, then row heights, then the grid's size.
    func gridSolution(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> GridSolution {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let (rows, columns) = gridRows(index)
        let hSpacing =
            try spec.horizontalSpacing.map { e throws(LayoutError) in try value(e, index, "horizontalSpacing", scope) } ?? LayoutConstants.defaultGridSpacing
        let vSpacing =
            try spec.verticalSpacing.map { e throws(LayoutError) in try value(e, index, "verticalSpacing", scope) } ?? LayoutConstants.defaultGridSpacing

        // Step 2: column ranges from single-column cells that are sized horizontally.
        var columnRanges = [TrackRange?](repeating: nil, count: columns)
        for row in rows {
            for cell in row.cells where cell.span == 1 && isSized(cell, along: .horizontal) {
                let range = try cellRange(cell.node, .horizontal, across: nil, scope)
                columnRanges[cell.column] = columnRanges[cell.column]?.union(range) ?? range
            }
        }
        // Step 3: distribute like a stack; each column answers the clamp of its offer.
        let widths = distributeTracks(proposal.width, spacing: hSpacing, ranges: columnRanges.map { $0 ?? TrackRange() })

        var solution = GridSolution(
            rows: rows, columnWidths: widths, rowHeights: [], horizontalSpacing: hSpacing,
            verticalSpacing: vSpacing, size: .zero)
        // Step 4: row ranges from cells proposed their width, then the same distribution.
        var rowRanges: [TrackRange] = []
        for row in rows {
            var rowRange: TrackRange?
            for cell in row.cells where isSized(cell, along: .vertical) {
                let range = try cellRange(cell.node, .vertical, across: solution.cellWidth(cell), scope)
                rowRange = rowRange?.union(range) ?? range
            }
            rowRanges.append(rowRange ?? TrackRange())
        }
        solution.rowHeights = distributeTracks(proposal.height, spacing: vSpacing, ranges: rowRanges)
        // Step 6.
        let width = widths.reduce(0, +) + Double(max(0, columns - 1)) * hSpacing
        let height = solution.rowHeights.reduce(0, +) + Double(max(0, rows.count - 1)) * vSpacing
        solution.size = Size(width: width, height: height)
        return solution
    }

    /// Whether a cell takes part in sizing its tracks along `axis` (not `gridCellUnsizedAxes`).
    func isSized(_ cell: GridCell, along axis: Axis) -> Bool {
        !(self[cell.node].attributes.gridCellUnsizedAxes ?? []).contains(axis)
    }

    /// A cell's lengths along `axis` proposed 0, nil and inf there and `across` on the other axis.
    func cellRange(_ node: Int, _ axis: Axis, across: Double?, _ scope: Scope) throws(LayoutError) -> TrackRange {
        func length(_ along: Double?) throws(LayoutError) -> Double {
            try size(node, ProposedSize(major: along, minor: across, axis: axis), scope)[axis]
        }
        return TrackRange(min: try length(0), ideal: try length(nil), max: try length(.infinity))
    }

    /// Column or row lengths: ideal for nil, max for inf, else R3.4's greedy distribution.
    func distributeTracks(_ proposed: Double?, spacing: Double, ranges: [TrackRange]) -> [Double] {
        guard let proposed else { return ranges.map(\.ideal) }
        if proposed == .infinity { return ranges.map(\.max) }
        let available = proposed - Double(max(0, ranges.count - 1)) * spacing
        let items = ranges.map { DistributionItem(priority: 0, min: $0.min, max: $0.max) }
        return distributeGreedily(available: available, items: items) { (i, offer) -> Double in
            min(max(offer, ranges[i].min), ranges[i].max)
        }
    }

    /// Step 5: each cell is proposed its rectangle and aligned in it.
    func gridPlacements(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let solution = try gridSolution(index, proposal, scope)
        let columnAlignments = columnAlignments(solution.rows, columns: solution.columnWidths.count)
        var placements: [ChildPlacement] = []
        for (r, row) in solution.rows.enumerated() {
            let rowOrigin = Point(x: 0, y: solution.rowY(r))
            let rowHeight = solution.rowHeights[r]
            var cellPlacements: [ChildPlacement] = []
            for cell in row.cells {
                let rect = Rect(x: solution.columnX(cell.column), y: 0, width: solution.cellWidth(cell), height: rowHeight)
                let horizontal = columnAlignments[cell.column] ?? spec.alignment.horizontal
                let vertical = row.alignment ?? spec.alignment.vertical
                var placement = try aligned(
                    cell.node, in: rect.size, alignment: Alignment(horizontal: horizontal, vertical: vertical),
                    proposal: ProposedSize(rect.size), scope)
                if let anchor = self[cell.node].attributes.gridCellAnchor {
                    let cellSize = try size(cell.node, ProposedSize(rect.size), scope)
                    placement.origin = Point(
                        x: offsetBetween(rect.width, cellSize.width) * anchor.x,
                        y: offsetBetween(rect.height, cellSize.height) * anchor.y)
                }
                placement.origin.x += rect.x
                cellPlacements.append(placement)
            }
            if row.isGridRow {
                let rowSize = Size(width: solution.size.width, height: rowHeight)
                placements.append(
                    ChildPlacement(
                        child: row.node, proposal: ProposedSize(rowSize), origin: rowOrigin, scope: scope,
                        presetSize: rowSize, presetChildren: cellPlacements))
            } else {
                for var placement in cellPlacements {
                    placement.origin.y += rowOrigin.y
                    placements.append(placement)
                }
            }
        }
        return placements
    }

    /// Per column, the first `gridColumnAlignment` set on a cell of it (in row order).
    func columnAlignments(_ rows: [GridRowInfo], columns: Int) -> [HorizontalAlignment?] {
        var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
        for row in rows {
            for cell in row.cells where alignments[cell.column] == nil {
                alignments[cell.column] = self[cell.node].attributes.gridColumnAlignment
            }
        }
        return alignments
    }
}
