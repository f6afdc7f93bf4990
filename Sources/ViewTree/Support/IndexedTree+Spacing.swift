/// Which edges of a view keep a Spacer's zero spacing: the static fact stacks and grids
/// both read to choose the default gap between neighbours (SWIFTUI-LAYOUT.md I.1, I.6).
extension IndexedTree {
    /// Whether the view at `index` asks for no default spacing on `edge`, as a Spacer does.
    ///
    /// 1. A Spacer does.
    /// 2. A layout modifier passes its modified view's preference up, except padding by a
    ///    non-zero amount on that edge (overlay and background content never count).
    /// 3. A ZStack does when it has children and every one of them does (measured: a ZStack
    ///    of only Spacers between two views leaves no gap).
    /// 4. An HStack or VStack with one child passes that child's preference on the edges
    ///    along its own axis (a one-child HStack around a Spacer cell keeps no gap; a VStack
    ///    around a Spacer in an HStack gets the default 8, measured).
    /// 5. A Grid does on an edge when some row's cell on that edge does (measured: one row
    ///    led by a Spacer removes the gap before the grid), and an empty Grid on every edge
    ///    (it takes no spacing in a stack, measured).
    public func prefersNoSpacing(_ index: Int, edge: Edge) -> Bool {
        var current = index
        while true {
            let node = nodes[current]
            switch node.kind {
            case .spacer: return true
            case .padding(let insets):
                if insets[edge].constantValue != 0 { return false }
            case .zStack:
                return !node.children.isEmpty && node.children.allSatisfy { prefersNoSpacing($0, edge: edge) }
            case .stack(let spec):
                guard node.children.count == 1, spec.axis == edge.axis else { return false }
            case .grid:
                return gridPrefersNoSpacing(current, edge: edge)
            default:
                guard node.kind.isModifier else { return false }
            }
            current = node.children[0]
        }
    }

    /// Rule 5: some row's first (leading) or last (trailing) cell, or some cell of the first
    /// (top) or last (bottom) row; an empty grid on every edge.
    private func gridPrefersNoSpacing(_ index: Int, edge: Edge) -> Bool {
        let grid = gridStructure(index)
        guard !grid.rows.isEmpty else { return true }
        switch edge {
        case .leading, .trailing:
            return grid.rows.indices.contains { r in
                let cells = grid.cells(inRow: r)
                guard let cell = edge == .leading ? cells.first : cells.last else { return false }
                return prefersNoSpacing(cell.node, edge: edge)
            }
        case .top, .bottom:
            let row = edge == .top ? 0 : grid.rows.count - 1
            return grid.cells(inRow: row).contains { prefersNoSpacing($0.node, edge: edge) }
        }
    }
}

extension Edge {
    /// The axis along which this edge faces: leading and trailing are horizontal.
    public var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }
}
