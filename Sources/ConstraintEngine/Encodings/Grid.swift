import LeafMeasurement
import ViewTree

// Grid: I.6 restated over forms (column ranges, a stack-like greedy distribution of the
// columns and rows, cells aligned in their rectangles).
extension SymbolicPass {
    struct GridCellForm {
        var node: Int
        var column: Int
        var span: Int
    }

    struct GridRowForm {
        var node: Int
        var isGridRow: Bool
        var alignment: VerticalAlignment?
        var cells: [GridCellForm]
    }

    /// A track's (column's or row's) lengths: its cells' smallest, ideal and largest.
    typealias TrackRange = (min: LinearForm, ideal: LinearForm, max: LinearForm)

    struct GridForms {
        var rows: [GridRowForm]
        var widths: [LinearForm]
        var heights: [LinearForm]
        var hSpacing: LinearForm
        var vSpacing: LinearForm
        var size: FormSize

        func columnX(_ c: Int) -> LinearForm { widths.prefix(c).reduce(LinearForm.zero, +) + hSpacing * Double(c) }
        func rowY(_ r: Int) -> LinearForm { heights.prefix(r).reduce(LinearForm.zero, +) + vSpacing * Double(r) }
        func cellWidth(_ cell: GridCellForm) -> LinearForm {
            widths[cell.column..<(cell.column + cell.span)].reduce(LinearForm.zero, +) + hSpacing * Double(cell.span - 1)
        }
    }

    func gridStructure(_ index: Int) -> (rows: [GridRowForm], columns: Int) {
        var rows: [GridRowForm] = []
        var columns = 0
        for child in self[index].children {
            if case .gridRow(let alignment) = self[child].kind {
                var cells: [GridCellForm] = []
                var next = 0
                for cell in self[child].children {
                    let span = Swift.max(1, self[cell].attributes.gridCellColumns ?? 1)
                    cells.append(GridCellForm(node: cell, column: next, span: span))
                    next += span
                }
                columns = Swift.max(columns, next)
                rows.append(GridRowForm(node: child, isGridRow: true, alignment: alignment, cells: cells))
            } else {
                rows.append(GridRowForm(node: child, isGridRow: false, alignment: nil, cells: [GridCellForm(node: child, column: 0, span: 0)]))
            }
        }
        columns = Swift.max(columns, rows.isEmpty ? 0 : 1)
        for r in rows.indices where !rows[r].isGridRow { rows[r].cells[0].span = columns }
        return (rows, columns)
    }

    /// Tracks (columns or rows) given their ranges: ideal for nil, max for inf, else the greedy
    /// distribution where each track answers the clamp of its offer.
    func tracks(_ index: Int, _ proposed: LinearForm?, spacing: LinearForm, ranges: [TrackRange], _ what: String)
        throws(CompileInterrupt) -> [LinearForm]
    {
        guard let proposed else { return ranges.map(\.ideal) }
        if proposed.isInfinite { return ranges.map(\.max) }
        let mins = ranges.map(\.min)
        let order = try fittingOrder(index, priorities: Array(repeating: 0, count: ranges.count), mins: mins, maxes: ranges.map(\.max))
        var remaining = proposed - spacing * Double(Swift.max(0, ranges.count - 1))
        var result = [LinearForm](repeating: .zero, count: ranges.count)
        for (position, i) in order.enumerated() {
            let offer = max(remaining / Double(ranges.count - position), .zero, index, "\(what)\(i)_offer")
            let length = min(max(offer, ranges[i].min, index, "\(what)\(i)_lo"), ranges[i].max, index, "\(what)\(i)_hi")
            result[i] = length
            remaining = remaining - length
        }
        return result
    }

    /// A track's range so far widened by one more cell's: the max of each length.
    func widened(_ range: TrackRange?, _ cell: TrackRange, _ index: Int, _ track: String) -> TrackRange {
        guard let range else { return cell }
        return (
            max(range.min, cell.min, index, track + "_min"), max(range.ideal, cell.ideal, index, track + "_ideal"),
            max(range.max, cell.max, index, track + "_max")
        )
    }

    func gridSolution(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> GridForms {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let (rows, columns) = gridStructure(index)
        let hSpacing =
            try spec.horizontalSpacing.map { e throws(CompileInterrupt) in try form(e, index, "horizontalSpacing", scope) }
            ?? LinearForm(LayoutConstants.defaultGridSpacing)
        let vSpacing =
            try spec.verticalSpacing.map { e throws(CompileInterrupt) in try form(e, index, "verticalSpacing", scope) }
            ?? LinearForm(LayoutConstants.defaultGridSpacing)
        var columnRanges = [TrackRange?](repeating: nil, count: columns)
        for row in rows {
            for cell in row.cells where cell.span == 1 && !(self[cell.node].attributes.gridCellUnsizedAxes ?? []).contains(.horizontal) {
                let low = try probe(cell.node, FormProposal(width: .zero, height: nil), scope).width
                let ideal = try probe(cell.node, .unspecified, scope).width
                let high = try probe(cell.node, FormProposal(width: .infinity, height: nil), scope).width
                columnRanges[cell.column] = widened(columnRanges[cell.column], (low, ideal, high), index, "col\(cell.column)")
            }
        }
        let widths = try tracks(index, proposal.width, spacing: hSpacing, ranges: columnRanges.map { $0 ?? (.zero, .zero, .infinity) }, "col")
        var forms = GridForms(rows: rows, widths: widths, heights: [], hSpacing: hSpacing, vSpacing: vSpacing, size: .zero)
        var rowRanges: [TrackRange] = []
        for (r, row) in rows.enumerated() {
            var range: TrackRange?
            for cell in row.cells where !(self[cell.node].attributes.gridCellUnsizedAxes ?? []).contains(.vertical) {
                let width = forms.cellWidth(cell)
                let low = try probe(cell.node, FormProposal(width: width, height: .zero), scope).height
                let ideal = try probe(cell.node, FormProposal(width: width, height: nil), scope).height
                let high = try probe(cell.node, FormProposal(width: width, height: .infinity), scope).height
                range = widened(range, (low, ideal, high), index, "row\(r)")
            }
            rowRanges.append(range ?? (.zero, .zero, .infinity))
        }
        forms.heights = try tracks(index, proposal.height, spacing: vSpacing, ranges: rowRanges, "row")
        let width = widths.reduce(LinearForm.zero, +) + hSpacing * Double(Swift.max(0, columns - 1))
        let height = forms.heights.reduce(LinearForm.zero, +) + vSpacing * Double(Swift.max(0, rows.count - 1))
        forms.size = FormSize(width: width, height: height)
        return forms
    }

    func gridPlacements(_ index: Int, _ proposal: FormProposal, _ scope: FormScope) throws(CompileInterrupt) -> [FormPlacement] {
        guard case .grid(let spec) = self[index].kind else { preconditionFailure("not a grid") }
        let forms = try gridSolution(index, proposal, scope)
        var placements: [FormPlacement] = []
        for (r, row) in forms.rows.enumerated() {
            let rowY = forms.rowY(r)
            let rowHeight = forms.heights[r]
            var cells: [FormPlacement] = []
            for cell in row.cells {
                let rectSize = FormSize(width: forms.cellWidth(cell), height: rowHeight)
                let horizontal = columnAlignment(forms.rows, cell.column) ?? spec.alignment.horizontal
                let vertical = row.alignment ?? spec.alignment.vertical
                var placement = try aligned(
                    cell.node, in: rectSize, alignment: Alignment(horizontal: horizontal, vertical: vertical),
                    proposal: FormProposal(rectSize), scope)
                if let anchor = self[cell.node].attributes.gridCellAnchor {
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
        return placements
    }

    func columnAlignment(_ rows: [GridRowForm], _ column: Int) -> HorizontalAlignment? {
        for row in rows {
            for cell in row.cells where cell.column == column {
                if let alignment = self[cell.node].attributes.gridColumnAlignment { return alignment }
            }
        }
        return nil
    }
}
