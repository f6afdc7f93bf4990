import LeafMeasurement
import ViewTree

// Grid and GridRow: the measured rules of SWIFTUI-LAYOUT.md I.6 restated over forms, in the
// steps of the negotiation engine's Primitives/Grid.swift (step 2 the gaps, 3 the nil proposal,
// 4 the serving groups, 5 the placement, 6 the size).
// The structure (rows, cells, spans, gaps, priorities) is the tree's static fact both engines
// share; the serving order is decided over the piece, every length is a form.
extension SymbolicPass {
    struct GridForms {
        var structure: GridStructure
        var widths: [LinearForm]
        var columnGaps: [LinearForm]
        var heights: [LinearForm]
        var rowGaps: [LinearForm]
        var size: FormSize

        func columnX(_ j: Int) -> LinearForm {
            (0..<j).reduce(LinearForm.zero) { $0 + widths[$1] } + (0...j).reduce(LinearForm.zero) { $0 + columnGaps[$1] }
        }
        func rowY(_ r: Int) -> LinearForm {
            (0..<r).reduce(LinearForm.zero) { $0 + heights[$1] } + (0...r).reduce(LinearForm.zero) { $0 + rowGaps[$1] }
        }
        func cellWidth(_ cell: GridStructure.Cell) -> LinearForm { GridFormTracks.spanned(cell, widths) + GridFormTracks.innerGaps(cell, columnGaps) }
    }

    /// The gap before each column or row (I.6 step 2): none where no cells meet; beside Spacers
    /// 0; else the explicit spacing or 8.
    func gridGaps(_ gaps: [GridStructure.Gap], _ spacing: Expr?, _ index: Int, _ what: String, _ scope: FormScope) throws(CompileInterrupt)
        -> [LinearForm]
    {
        let explicit = try spacing.map { e throws(CompileInterrupt) in try form(e, index, what, scope) }
        return gaps.map { gap in
            switch gap {
            case .none: .zero
            case .besideSpacer: explicit ?? .zero
            case .ordinary: explicit ?? LinearForm(LayoutConstants.defaultGridSpacing)
            }
        }
    }

    /// Steps 3-6: the columns' widths and rows' heights, then the grid's size.
    func gridSolution(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> GridForms {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let grid = tree.gridStructure(index)
        let hGaps = try gridGaps(grid.columnGaps, spec.horizontalSpacing, index, "horizontalSpacing", scope)
        let vGaps = try gridGaps(grid.rowGaps, spec.verticalSpacing, index, "verticalSpacing", scope)
        var tracks = GridFormTracks(grid: grid, columnGaps: hGaps)
        if proposal.width == nil && proposal.height == nil {
            // Step 3: every cell at nil; single-column cells first, then spans.
            var sizes: [FormSize] = []
            for cell in grid.cells { sizes.append(try size(cell.node, proposal, scope)) }
            for (i, cell) in grid.cells.enumerated() { absorb(&tracks, cell, sizes[i], index) }
            for (i, cell) in grid.cells.enumerated() where cell.span > 1 { absorbSpan(&tracks, cell, sizes[i], pending: [], index) }
        } else {
            try gridServeGroups(index, grid, proposal, hGaps: hGaps, vGaps: vGaps, &tracks, scope)
        }
        // Step 6: the sums of the tracks and the gaps.
        let width = tracks.widths.reduce(LinearForm.zero, +) + hGaps.reduce(LinearForm.zero, +)
        let height = tracks.heights.reduce(LinearForm.zero, +) + vGaps.reduce(LinearForm.zero, +)
        return GridForms(
            structure: grid, widths: tracks.widths, columnGaps: hGaps, heights: tracks.heights, rowGaps: vGaps,
            size: FormSize(width: width, height: height))
    }

    /// Step 4: cells served in groups of equal key; the order is decided over the piece (a
    /// piece where two flexibilities cross is split there).
    private func gridServeGroups(
        _ index: Int, _ grid: GridStructure, _ proposal: FormProposal, hGaps: [LinearForm], vGaps: [LinearForm], _ tracks: inout GridFormTracks,
        _ scope: FormScope
    ) throws(CompileInterrupt) {
        var infinite: [Int] = []
        var flexibility: [LinearForm] = []
        var parts: [FlexibilityParts] = []
        for cell in grid.cells {
            let low = try probe(cell.node, FormProposal(width: .zero, height: .zero), scope)
            let high = try probe(cell.node, FormProposal(width: .infinity, height: .infinity), scope)
            var count = 0
            var flex = LinearForm.zero
            var cellParts = FlexibilityParts()
            for axis in [Axis.horizontal, .vertical] where proposal[axis] != nil {
                if high[axis].isInfinite {
                    count += 1
                } else {
                    flex = flex + (high[axis] - low[axis])
                    cellParts.append(high: high[axis], low: low[axis])
                }
            }
            infinite.append(count)
            flexibility.append(flex)
            parts.append(cellParts)
        }
        let reason = "the serving order of the grid at \(self[index].path) changes"
        func precedes(_ a: Int, _ b: Int) throws(CompileInterrupt) -> Bool? {
            let (x, y) = (grid.cells[a], grid.cells[b])
            if x.priority != y.priority { return x.priority > y.priority }
            if infinite[a] != infinite[b] { return infinite[a] < infinite[b] }
            // A tie within the rounding of a window side that cancelled: decided at the window (RoundingTie.swift).
            let sides = program.roundingTieSides(parts[a], parts[b], flexibility[a], flexibility[b])
            if !sides.isEmpty { try program.holdAtWindow(sides, "the serving order of the grid at \(self[index].path) ties within rounding") }
            if try program.less(flexibility[a], flexibility[b], reason) { return true }
            if try program.less(flexibility[b], flexibility[a], reason) { return false }
            return nil
        }
        // Insertion sort, stable: equal keys keep source order and form one group.
        var order: [Int] = []
        for candidate in grid.cells.indices {
            var position = order.count
            while position > 0, try precedes(candidate, order[position - 1]) == true { position -= 1 }
            order.insert(candidate, at: position)
        }
        let availableW = proposal.width.map { $0 - hGaps.reduce(LinearForm.zero, +) }
        let availableH = proposal.height.map { $0 - vGaps.reduce(LinearForm.zero, +) }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, try precedes(order[start], order[end]) == nil { end += 1 }
            let group = order[start..<end].map { grid.cells[$0] }
            let level = group[0].priority
            let openColumns = tracks.openColumns(level)
            let shareW = availableW.map { w in w.isInfinite ? w : (w - tracks.committedWidth) / Double(Swift.max(openColumns.count, 1)) }
            let shareH = availableH.map { h in h.isInfinite ? h : (h - tracks.committedHeight) / Double(Swift.max(tracks.openRowCount(level), 1)) }
            var spans: [(GridStructure.Cell, FormSize)] = []
            for cell in group {
                let tag = "cell\(cell.node)"
                var width: LinearForm?
                if let available = availableW, let shareW {
                    if cell.unsizedHorizontally {
                        width = tracks.spanWidth(cell)
                    } else if cell.span == 1 {
                        width = max(shareW, tracks.widths[cell.column], index, tag + "_w")
                    } else if available.isInfinite {
                        width = available
                    } else {
                        let outside = (0..<grid.columns).filter { !(cell.column <= $0 && $0 < cell.column + cell.span) }
                            .reduce(LinearForm.zero) { $0 + (openColumns.contains($1) ? shareW : tracks.widths[$1]) }
                        width = max(available - outside + GridFormTracks.innerGaps(cell, hGaps), tracks.spanWidth(cell), index, tag + "_w")
                    }
                }
                let height = shareH.map { cell.unsizedVertically ? tracks.heights[cell.row] : max($0, tracks.heights[cell.row], index, tag + "_h") }
                let answer = try size(cell.node, FormProposal(width: width, height: height), scope)
                absorb(&tracks, cell, answer, index)
                tracks.done.insert(cell.node)
                if cell.span > 1 { spans.append((cell, answer)) }
            }
            for (cell, answer) in spans { absorbSpan(&tracks, cell, answer, pending: tracks.pendingColumns(), index) }
            tracks.commit(level)
            start = end
        }
    }

    /// A served cell widens its row, and its column when it spans one.
    private func absorb(_ tracks: inout GridFormTracks, _ cell: GridStructure.Cell, _ answer: FormSize, _ index: Int) {
        tracks.heights[cell.row] = max(tracks.heights[cell.row], answer.height, index, "row\(cell.row)_by\(cell.node)")
        if cell.span == 1 {
            tracks.widths[cell.column] = max(tracks.widths[cell.column], answer.width, index, "col\(cell.column)_by\(cell.node)")
        }
    }

    /// A span wider than its columns spreads the shortfall `max(answer - columns, 0)` equally
    /// over those still pending (or covered by spans only), else over all of them.
    private func absorbSpan(_ tracks: inout GridFormTracks, _ cell: GridStructure.Cell, _ answer: FormSize, pending: Set<Int>, _ index: Int) {
        let shortfall = max(answer.width - tracks.spanWidth(cell), .zero, index, "span\(cell.node)_shortfall")
        if (shortfall.constantValue ?? program.constant(of: shortfall)) == 0 { return }
        let spanned = Array(cell.column..<(cell.column + cell.span))
        var targets = spanned.filter { pending.contains($0) || !tracks.grid.hasSingleColumnCell($0) }
        if targets.isEmpty { targets = spanned }
        for j in targets { tracks.widths[j] = tracks.widths[j] + shortfall / Double(targets.count) }
    }

    /// The grid's size, its solution kept for its placement (`KeptLayout`).
    func gridSize(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> FormSize {
        let forms = try gridSolution(index, proposal, scope)
        if let kept = keep(forms, index, proposal, scope) { keptGridSolutions[index] = kept }
        return forms.size
    }

    /// Step 5: each cell is proposed its rectangle and placed in it by its anchor, else by its
    /// column's (single-column cells only) and row's alignment, else the grid's.
    func gridPlacements(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let forms: GridForms
        if let kept = kept(keptGridSolutions[index], index, proposal, scope) { forms = kept } else { forms = try gridSolution(index, proposal, scope) }
        let grid = forms.structure
        var placements: [FormPlacement] = []
        for (r, row) in grid.rows.enumerated() {
            let rowY = forms.rowY(r)
            let rowHeight = forms.heights[r]
            var cells: [FormPlacement] = []
            for cell in grid.cells(inRow: r) {
                let rectSize = FormSize(width: forms.cellWidth(cell), height: rowHeight)
                let horizontal = (cell.span == 1 ? grid.columnAlignments[cell.column] : nil) ?? spec.alignment.horizontal
                let vertical = row.alignment ?? spec.alignment.vertical
                var placement = try aligned(
                    cell.node, in: rectSize, alignment: Alignment(horizontal: horizontal, vertical: vertical),
                    proposal: FormProposal(rectSize), scope)
                if let anchor = cell.anchor {
                    let cellSize = try size(cell.node, FormProposal(rectSize), scope)
                    placement.origin = FormPoint(x: offset(rectSize.width, cellSize.width) * anchor.x, y: offset(rectSize.height, cellSize.height) * anchor.y)
                }
                placement.origin.x = placement.origin.x + forms.columnX(cell.column)
                cells.append(placement)
            }
            if row.isGridRow {
                let rowSize = FormSize(width: forms.size.width, height: rowHeight)
                placements.append(
                    FormPlacement(
                        child: row.node, proposal: FormProposal(rowSize), origin: FormPoint(x: .zero, y: rowY),
                        scope: scope, presetSize: rowSize, presetChildren: cells))
            } else {
                for var placement in cells {
                    placement.origin.y = placement.origin.y + rowY
                    placements.append(placement)
                }
            }
        }
        for row in grid.emptyRows {
            placements.append(
                FormPlacement(child: row, proposal: FormProposal(.zero), origin: .zero, scope: scope, presetSize: .zero, presetChildren: []))
        }
        return placements.sorted { $0.child < $1.child }
    }
}

/// The columns' and rows' current lengths (forms) while a grid is compiled, and which are
/// committed: the same bookkeeping as the negotiation engine's, over forms.
struct GridFormTracks {
    let grid: GridStructure
    let columnGaps: [LinearForm]
    var widths: [LinearForm]
    var heights: [LinearForm]
    var committedColumns = Set<Int>()
    var committedRows = Set<Int>()
    var done = Set<Int>()

    init(grid: GridStructure, columnGaps: [LinearForm]) {
        self.grid = grid
        self.columnGaps = columnGaps
        widths = Array(repeating: .zero, count: grid.columns)
        heights = Array(repeating: .zero, count: grid.rows.count)
    }

    static func spanned(_ cell: GridStructure.Cell, _ widths: [LinearForm]) -> LinearForm {
        (cell.column..<(cell.column + cell.span)).reduce(LinearForm.zero) { $0 + widths[$1] }
    }

    static func innerGaps(_ cell: GridStructure.Cell, _ gaps: [LinearForm]) -> LinearForm {
        ((cell.column + 1)..<(cell.column + cell.span)).reduce(LinearForm.zero) { $0 + gaps[$1] }
    }

    func spanWidth(_ cell: GridStructure.Cell) -> LinearForm { Self.spanned(cell, widths) + Self.innerGaps(cell, columnGaps) }

    var committedWidth: LinearForm { committedColumns.sorted().reduce(LinearForm.zero) { $0 + widths[$1] } }
    var committedHeight: LinearForm { committedRows.sorted().reduce(LinearForm.zero) { $0 + heights[$1] } }

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

    func pendingColumns() -> Set<Int> {
        Set(
            (0..<grid.columns).filter { j in
                !grid.hasSingleColumnCell(j) || grid.cells.contains { $0.span == 1 && $0.column == j && !done.contains($0.node) }
            })
    }

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
