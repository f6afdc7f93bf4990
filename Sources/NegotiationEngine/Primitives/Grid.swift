import LeafMeasurement
import ViewTree

// Grid and GridRow: the measured rules of SWIFTUI-LAYOUT.md I.6, in the steps the constraint
// engine's Encodings/Grid.swift follows too (step 2 the gaps, 3 the nil proposal, 4 the serving
// groups, 5 the placement, 6 the size).
extension LayoutPass {
    struct GridSolution {
        var structure: GridStructure
        var columnWidths: [Double]
        /// `columnGaps[j]`: the gap before column j.
        var columnGaps: [Double]
        var rowHeights: [Double]
        var rowGaps: [Double]
        var size: Size

        func columnX(_ j: Int) -> Double { (0..<j).reduce(0) { $0 + columnWidths[$1] } + (0...j).reduce(0) { $0 + columnGaps[$1] } }
        func rowY(_ r: Int) -> Double { (0..<r).reduce(0) { $0 + rowHeights[$1] } + (0...r).reduce(0) { $0 + rowGaps[$1] } }
        func cellWidth(_ cell: GridStructure.Cell) -> Double {
            GridTracks.spanned(cell, columnWidths) + GridTracks.innerGaps(cell, columnGaps)
        }
    }

    /// The gap before each column or row (I.6 step 2): none where no cells meet; beside
    /// Spacers 0; else the explicit spacing or 8.
    func gridGaps(_ gaps: [GridStructure.Gap], _ spacing: Expr?, _ index: Int, _ what: String, _ scope: Scope) throws(LayoutError) -> [Double] {
        let explicit = try spacing.map { e throws(LayoutError) in try value(e, index, what, scope) }
        return gaps.map { gap in
            switch gap {
            case .none: 0
            case .besideSpacer: explicit ?? 0
            case .ordinary: explicit ?? LayoutConstants.defaultGridSpacing
            }
        }
    }

    /// Steps 3-6: the columns' widths and rows' heights, then the grid's size.
    func gridSolution(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> GridSolution {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let grid = tree.gridStructure(index)
        let hGaps = try gridGaps(grid.columnGaps, spec.horizontalSpacing, index, "horizontalSpacing", scope)
        let vGaps = try gridGaps(grid.rowGaps, spec.verticalSpacing, index, "verticalSpacing", scope)
        var tracks = GridTracks(grid: grid, columnGaps: hGaps)
        if proposal.width == nil && proposal.height == nil {
            // Step 3: every cell at nil; single-column cells first, then spans.
            var sizes: [Size] = []
            for cell in grid.cells { sizes.append(try size(cell.node, proposal, scope)) }
            for (i, cell) in grid.cells.enumerated() { tracks.absorb(cell, sizes[i]) }
            for (i, cell) in grid.cells.enumerated() where cell.span > 1 { tracks.absorbSpan(cell, sizes[i], pending: []) }
        } else {
            try gridServeGroups(grid, proposal, hGaps: hGaps, vGaps: vGaps, &tracks, scope)
        }
        // Step 6: the sums of the tracks and the gaps.
        let width = tracks.widths.reduce(0.0, +) + hGaps.reduce(0.0, +)
        let height = tracks.heights.reduce(0.0, +) + vGaps.reduce(0.0, +)
        return GridSolution(
            structure: grid, columnWidths: tracks.widths, columnGaps: hGaps, rowHeights: tracks.heights, rowGaps: vGaps,
            size: Size(width: width, height: height))
    }

    /// Step 4: cells served in groups of equal (priority, infinite axes, finite flexibility);
    /// each group is offered equal shares of what the committed tracks leave.
    func gridServeGroups(
        _ grid: GridStructure, _ proposal: ProposedSize, hGaps: [Double], vGaps: [Double], _ tracks: inout GridTracks, _ scope: Scope
    ) throws(LayoutError) {
        // 4a. Flexibility keys from the answers to 0x0 and inf x inf (a nil axis counts for neither).
        var keys: [GridKey] = []
        for (i, cell) in grid.cells.enumerated() {
            let low = try size(cell.node, ProposedSize(width: 0, height: 0), scope)
            let high = try size(cell.node, ProposedSize(width: .infinity, height: .infinity), scope)
            var key = GridKey(priority: cell.priority, infiniteAxes: 0, flexibility: 0, index: i)
            for axis in [Axis.horizontal, .vertical] where proposal[axis] != nil {
                if high[axis].isInfinite { key.infiniteAxes += 1 } else { key.flexibility += high[axis] - low[axis] }
            }
            keys.append(key)
        }
        let order = keys.sorted { $0.precedes($1) }
        let available = (
            width: proposal.width.map { $0 - hGaps.reduce(0, +) }, height: proposal.height.map { $0 - vGaps.reduce(0, +) }
        )
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && order[end].sameGroup(order[start]) { end += 1 }
            let group = order[start..<end].map { grid.cells[$0.index] }
            let level = order[start].priority
            // 4b. Shares: what the committed tracks leave, over the open ones.
            let openColumns = tracks.openColumns(level)
            let shareW = available.width.map { w in w.isInfinite ? w : (w - tracks.committedWidth) / Double(max(openColumns.count, 1)) }
            let shareH = available.height.map { h in h.isInfinite ? h : (h - tracks.committedHeight) / Double(max(tracks.openRowCount(level), 1)) }
            // 4c. Each cell proposed its share (at least its tracks' current lengths), absorbed.
            var spans: [(GridStructure.Cell, Size)] = []
            for cell in group {
                var width: Double?
                if let available = available.width, let shareW {
                    if cell.unsizedHorizontally {
                        width = tracks.spanWidth(cell)
                    } else if cell.span == 1 {
                        width = max(shareW, tracks.widths[cell.column])
                    } else if available.isInfinite {
                        width = available
                    } else {
                        let outside = (0..<grid.columns).filter { !cell.covers($0) }
                            .reduce(0.0) { $0 + (openColumns.contains($1) ? shareW : tracks.widths[$1]) }
                        width = max(available - outside + GridTracks.innerGaps(cell, hGaps), tracks.spanWidth(cell))
                    }
                }
                let height = shareH.map { cell.unsizedVertically ? tracks.heights[cell.row] : max($0, tracks.heights[cell.row]) }
                let answer = try size(cell.node, ProposedSize(width: width, height: height), scope)
                tracks.absorb(cell, answer)
                tracks.done.insert(cell.node)
                if cell.span > 1 { spans.append((cell, answer)) }
            }
            // 4d. Spans widen their columns after the group; then tracks whose cells are all
            // served (at this priority or above) are committed.
            for (cell, answer) in spans { tracks.absorbSpan(cell, answer, pending: tracks.pendingColumns()) }
            tracks.commit(level)
            start = end
        }
    }

    /// Step 5: each cell is proposed its rectangle and placed in it by its anchor, else by its
    /// column's (single-column cells only) and row's alignment, else the grid's.
    func gridPlacements(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> [ChildPlacement] {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let solution = try gridSolution(index, proposal, scope)
        let grid = solution.structure
        var placements: [ChildPlacement] = []
        for (r, row) in grid.rows.enumerated() {
            let rowOrigin = Point(x: 0, y: solution.rowY(r))
            let rowHeight = solution.rowHeights[r]
            var cellPlacements: [ChildPlacement] = []
            for cell in grid.cells(inRow: r) {
                let rect = Rect(x: solution.columnX(cell.column), y: 0, width: solution.cellWidth(cell), height: rowHeight)
                let horizontal = (cell.span == 1 ? grid.columnAlignments[cell.column] : nil) ?? spec.alignment.horizontal
                let vertical = row.alignment ?? spec.alignment.vertical
                var placement = try aligned(
                    cell.node, in: rect.size, alignment: Alignment(horizontal: horizontal, vertical: vertical),
                    proposal: ProposedSize(rect.size), scope)
                if let anchor = cell.anchor {
                    let cellSize = try size(cell.node, ProposedSize(rect.size), scope)
                    placement.origin = Point(
                        x: offsetBetween(rect.width, cellSize.width) * anchor.x, y: offsetBetween(rect.height, cellSize.height) * anchor.y)
                }
                placement.origin.x += rect.x
                cellPlacements.append(placement)
            }
            if row.isGridRow {
                let rowSize = Size(width: solution.size.width, height: rowHeight)
                placements.append(
                    ChildPlacement(
                        child: row.node, proposal: ProposedSize(rowSize), origin: rowOrigin, scope: scope,
                        presetSize: rowSize, presetChildren: preset(cellPlacements)))
            } else {
                for var placement in cellPlacements {
                    placement.origin.y += rowOrigin.y
                    placements.append(placement)
                }
            }
        }
        // An empty GridRow is no row: an empty frame at the grid's origin.
        for row in grid.emptyRows {
            placements.append(
                ChildPlacement(child: row, proposal: ProposedSize(Size.zero), origin: .zero, scope: scope, presetSize: .zero, presetChildren: preset([])))
        }
        return placements.sorted { $0.child < $1.child }
    }

    /// The number of `placements` in `presetPlacements`, for a placement's preset children.
    private func preset(_ placements: [ChildPlacement]) -> Int32 {
        presetPlacements.append(placements)
        return Int32(presetPlacements.count - 1)
    }
}

/// The order cells are served in at a proposal (I.6 step 4a): higher priority first, then
/// fewer infinite axes, then less finite flexibility, then source order; equal keys form a group.
struct GridKey {
    var priority: Double
    var infiniteAxes: Int
    var flexibility: Double
    var index: Int

    func precedes(_ other: GridKey) -> Bool {
        if priority != other.priority { return priority > other.priority }
        if infiniteAxes != other.infiniteAxes { return infiniteAxes < other.infiniteAxes }
        if flexibility != other.flexibility { return flexibility < other.flexibility }
        return index < other.index
    }

    func sameGroup(_ other: GridKey) -> Bool {
        priority == other.priority && infiniteAxes == other.infiniteAxes && flexibility == other.flexibility
    }
}

/// The columns' and rows' current lengths while a grid is solved, and which are committed.
struct GridTracks {
    let grid: GridStructure
    let columnGaps: [Double]
    var widths: [Double]
    var heights: [Double]
    var committedColumns = Set<Int>()
    var committedRows = Set<Int>()
    /// Cells served so far, by node.
    var done = Set<Int>()

    init(grid: GridStructure, columnGaps: [Double]) {
        self.grid = grid
        self.columnGaps = columnGaps
        widths = Array(repeating: 0, count: grid.columns)
        heights = Array(repeating: 0, count: grid.rows.count)
    }

    static func spanned(_ cell: GridStructure.Cell, _ widths: [Double]) -> Double {
        (cell.column..<(cell.column + cell.span)).reduce(0) { $0 + widths[$1] }
    }

    static func innerGaps(_ cell: GridStructure.Cell, _ gaps: [Double]) -> Double {
        ((cell.column + 1)..<(cell.column + cell.span)).reduce(0) { $0 + gaps[$1] }
    }

    func spanWidth(_ cell: GridStructure.Cell) -> Double { Self.spanned(cell, widths) + Self.innerGaps(cell, columnGaps) }

    var committedWidth: Double { committedColumns.sorted().reduce(0) { $0 + widths[$1] } }
    var committedHeight: Double { committedRows.sorted().reduce(0) { $0 + heights[$1] } }

    /// Columns open to a group of priority `level`: those with a single-column cell of that
    /// priority still to serve, and those no single-column cell sizes (only spans cover them).
    func openColumns(_ level: Double) -> Set<Int> {
        Set(
            (0..<grid.columns).filter { j in
                !grid.hasSingleColumnCell(j)
                    || grid.cells.contains { $0.span == 1 && $0.column == j && $0.priority == level && !done.contains($0.node) }
            })
    }

    func openRowCount(_ level: Double) -> Int {
        grid.rows.indices.filter { r in grid.cells.contains { $0.row == r && $0.priority == level && !done.contains($0.node) } }.count
    }

    /// Columns with a single-column cell still to serve, or covered by spans only.
    func pendingColumns() -> Set<Int> {
        Set(
            (0..<grid.columns).filter { j in
                !grid.hasSingleColumnCell(j) || grid.cells.contains { $0.span == 1 && $0.column == j && !done.contains($0.node) }
            })
    }

    /// A served cell widens its row, and its column when it spans one.
    mutating func absorb(_ cell: GridStructure.Cell, _ answer: Size) {
        heights[cell.row] = max(heights[cell.row], answer.height)
        if cell.span == 1 { widths[cell.column] = max(widths[cell.column], answer.width) }
    }

    /// A span wider than its columns spreads the shortfall equally over those of them still
    /// pending (or covered by spans only), else over all of them.
    mutating func absorbSpan(_ cell: GridStructure.Cell, _ answer: Size, pending: Set<Int>) {
        let shortfall = answer.width - spanWidth(cell)
        guard shortfall > 0 else { return }
        let spanned = Array(cell.column..<(cell.column + cell.span))
        var targets = spanned.filter { pending.contains($0) || !grid.hasSingleColumnCell($0) }
        if targets.isEmpty { targets = spanned }
        for j in targets { widths[j] += shortfall / Double(targets.count) }
    }

    /// After a group of priority `level`: a column (with single-column cells) or row whose
    /// cells of that priority or above are all served is committed.
    mutating func commit(_ level: Double) {
        for j in 0..<grid.columns where grid.hasSingleColumnCell(j) && !committedColumns.contains(j) {
            if grid.cells.allSatisfy({ $0.span > 1 || $0.column != j || done.contains($0.node) || $0.priority < level }) {
                committedColumns.insert(j)
            }
        }
        for r in grid.rows.indices where !committedRows.contains(r) {
            if grid.cells.allSatisfy({ $0.row != r || done.contains($0.node) || $0.priority < level }) { committedRows.insert(r) }
        }
    }
}

extension GridStructure.Cell {
    func covers(_ column: Int) -> Bool { self.column <= column && column < self.column + span }
}
