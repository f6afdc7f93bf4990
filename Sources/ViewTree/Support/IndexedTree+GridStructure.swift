/// The static shape of a Grid: rows, cells, columns, spans, the attributes each cell carries
/// and which gaps exist. Both engines lay out the same structure (SWIFTUI-LAYOUT.md I.6 steps
/// 1-2); only the lengths are theirs to compute.
public struct GridStructure: Sendable {
    /// One row of the grid: a GridRow, or a lone view that forms a full-width row.
    public struct Row: Sendable {
        /// The GridRow node, or the non-row child that forms the row on its own.
        public var node: Int
        /// True for a GridRow, false for a lone child of the Grid.
        public var isGridRow: Bool
        /// The GridRow's own vertical alignment; nil uses the Grid's.
        public var alignment: VerticalAlignment?
    }

    /// One cell: the view, where it sits and what it asks of its row and columns.
    public struct Cell: Sendable {
        /// The cell's node in the indexed tree.
        public var node: Int
        /// The index of its row in `rows`.
        public var row: Int
        /// The first column it occupies.
        public var column: Int
        /// How many columns it occupies (`gridCellColumns`, clamped to the columns left).
        public var span: Int
        /// The priority the grid orders cells by (I.6 step 3), read through the wrappers that
        /// carry it in a grid.
        public var priority: Double
        /// `gridCellUnsizedAxes(.horizontal)`: it takes its columns' width and does not size them.
        public var unsizedHorizontally: Bool
        /// `gridCellUnsizedAxes(.vertical)`: it takes its row's height and does not size it.
        public var unsizedVertically: Bool
        /// `gridCellAnchor`: where it sits in its cell area, overriding the alignments.
        public var anchor: UnitPoint?
        /// A child of the Grid that is not a GridRow: it spans every column.
        public var isFullWidth: Bool
    }

    /// Whether a gap exists before a column (or row) and what it separates.
    public enum Gap: Sendable {
        /// No two cells meet there: no gap at all.
        case none
        /// Only pairs with a Spacer-like side meet there: 0 unless the spacing is explicit.
        case besideSpacer
        /// At least one pair of ordinary cells meets there.
        case ordinary
    }

    /// The rows, in order.
    public var rows: [Row] = []
    /// Every cell, row by row, in column order.
    public var cells: [Cell] = []
    /// The number of columns: the largest sum of spans over the rows.
    public var columns = 0
    /// GridRow children that hold no cell: no row (measured); placed empty.
    public var emptyRows: [Int] = []
    /// `columnGaps[j]`: the gap before column j (`columnGaps[0]` is always `.none`).
    public var columnGaps: [Gap] = []
    /// `rowGaps[i]`: the gap before row i (`rowGaps[0]` is always `.none`).
    public var rowGaps: [Gap] = []
    /// Per column, the first `gridColumnAlignment` declared in row order.
    public var columnAlignments: [HorizontalAlignment?] = []

    /// The cells of row `r`, in column order.
    public func cells(inRow r: Int) -> [Cell] { cells.filter { $0.row == r } }

    /// Whether some single-column cell sits in column `j`.
    public func hasSingleColumnCell(_ j: Int) -> Bool { cells.contains { $0.span == 1 && $0.column == j } }
}

extension IndexedTree {
    /// The grid's structure (I.6 step 1): each GridRow's cells take the next free columns, a
    /// span as many as it declares (clamped to the columns left); a child that is not a
    /// GridRow is a row spanning every column; an empty GridRow is no row.
    public func gridStructure(_ index: Int) -> GridStructure {
        var grid = GridStructure()
        var rowCells: [[Int]?] = []
        for child in nodes[index].children {
            if case .gridRow(let alignment) = nodes[child].kind {
                let cells = nodes[child].children
                if cells.isEmpty {
                    grid.emptyRows.append(child)
                    continue
                }
                grid.rows.append(GridStructure.Row(node: child, isGridRow: true, alignment: alignment))
                rowCells.append(cells)
            } else {
                grid.rows.append(GridStructure.Row(node: child, isGridRow: false, alignment: nil))
                rowCells.append(nil)
            }
        }
        grid.columns = Swift.max(1, rowCells.compactMap { $0 }.map { $0.reduce(0) { $0 + cellSpan($1) } }.max() ?? 0)
        for (r, cells) in rowCells.enumerated() {
            guard let cells else {
                grid.cells.append(makeCell(grid.rows[r].node, row: r, column: 0, span: grid.columns, fullWidth: true))
                continue
            }
            var column = 0
            for cell in cells {
                let span = Swift.max(1, Swift.min(cellSpan(cell), grid.columns - column))
                grid.cells.append(makeCell(cell, row: r, column: column, span: span, fullWidth: false))
                column += span
            }
        }
        grid.columnGaps = (0..<grid.columns).map { j in columnGap(grid, before: j) }
        grid.rowGaps = grid.rows.indices.map { r in rowGap(grid, before: r) }
        grid.columnAlignments = (0..<grid.columns).map { j in
            grid.cells.lazy.filter { !$0.isFullWidth && $0.column == j }.compactMap { cellAttribute($0.node, \.gridColumnAlignment) }.first
        }
        return grid
    }

    private func makeCell(_ node: Int, row: Int, column: Int, span: Int, fullWidth: Bool) -> GridStructure.Cell {
        let unsized = cellUnsizedAxes(node)
        return GridStructure.Cell(
            node: node, row: row, column: column, span: span, priority: gridPriority(node),
            unsizedHorizontally: unsized.contains(.horizontal), unsizedVertically: unsized.contains(.vertical),
            anchor: cellAttribute(node, \.gridCellAnchor), isFullWidth: fullWidth)
    }

    /// The layout modifiers from a cell down to the view they modify: cell attributes written
    /// inside padding, frames, fixedSize, aspectRatio or an overlay's primary reach the grid
    /// (measured), those inside a stack or an overlay's content do not.
    private func modifierChain(_ node: Int) -> [Int] {
        var chain = [node]
        var current = node
        while nodes[current].kind.isModifier, let first = nodes[current].children.first {
            current = first
            chain.append(current)
        }
        return chain
    }

    /// `gridCellColumns` along the chain: values above 1 add up (`.gridCellColumns(3)
    /// .gridCellColumns(2)` spans 5, measured); none above 1 is one column.
    public func cellSpan(_ node: Int) -> Int {
        let values = modifierChain(node).compactMap { nodes[$0].attributes.gridCellColumns }.filter { $0 > 1 }
        return values.isEmpty ? 1 : values.reduce(0, +)
    }

    /// An attribute where only one declaration counts: the innermost (measured).
    private func cellAttribute<T>(_ node: Int, _ key: KeyPath<NodeAttributes, T?>) -> T? {
        modifierChain(node).reversed().lazy.compactMap { self.nodes[$0].attributes[keyPath: key] }.first
    }

    /// `gridCellUnsizedAxes` along the chain: the union (measured).
    private func cellUnsizedAxes(_ node: Int) -> AxisSet {
        modifierChain(node).reduce(into: AxisSet()) { $0.formUnion(nodes[$1].attributes.gridCellUnsizedAxes ?? []) }
    }

    /// A cell's priority as a Grid reads it: `layoutPriority` passes up through overlay and
    /// background (primary side), render effects and a one-child stack, and NOT through
    /// padding, frames or aspectRatio (measured in a Grid only; stacks read `priority`); a
    /// Spacer is -inf.
    public func gridPriority(_ node: Int) -> Double {
        var current = node
        while true {
            let here = nodes[current]
            if let priority = here.attributes.layoutPriority { return priority }
            switch here.kind {
            case .spacer: return -.infinity
            case .overlay, .background, .offset, .scaleEffect:
                current = here.children[0]
            case .stack, .zStack:
                guard here.children.count == 1 else { return 0 }
                current = here.children[0]
            default:
                return 0
            }
        }
    }

    private func columnGap(_ grid: GridStructure, before j: Int) -> GridStructure.Gap {
        guard j > 0 else { return .none }
        var gap = GridStructure.Gap.none
        for right in grid.cells where right.column == j {
            guard let left = grid.cells.first(where: { $0.row == right.row && $0.column + $0.span == j }) else { continue }
            gap = combined(gap, left.node, .trailing, right.node, .leading)
        }
        return gap
    }

    private func rowGap(_ grid: GridStructure, before r: Int) -> GridStructure.Gap {
        guard r > 0 else { return .none }
        var gap = GridStructure.Gap.none
        for q in 0..<grid.columns {
            func covering(_ row: Int) -> GridStructure.Cell? {
                grid.cells.first { $0.row == row && $0.column <= q && q < $0.column + $0.span }
            }
            guard let above = covering(r - 1), let below = covering(r) else { continue }
            gap = combined(gap, above.node, .bottom, below.node, .top)
        }
        return gap
    }

    /// The largest spacing of the pairs meeting at one boundary: one ordinary pair gives 8.
    private func combined(_ gap: GridStructure.Gap, _ a: Int, _ aEdge: Edge, _ b: Int, _ bEdge: Edge) -> GridStructure.Gap {
        if case .ordinary = gap { return .ordinary }
        return prefersNoSpacing(a, edge: aEdge) || prefersNoSpacing(b, edge: bEdge) ? .besideSpacer : .ordinary
    }
}
