import ViewTree

extension LayoutPass {
    /// Places the tree top-down: each node's frame is its answer to the proposal it is placed
    /// with (R0.4), at the origin its container chose.
    func placeAll(root: Int, proposal: ProposedSize, origin rootOrigin: Point?, scope: Scope) throws(LayoutError) -> [NodeFrame?] {
        var frames = [NodeFrame?](repeating: nil, count: tree.nodes.count)
        let rootSize = try size(root, proposal, scope)
        // I.1: centred on each axis whose window size is finite, at 0 otherwise.
        let origin =
            rootOrigin
            ?? Point(
                x: windowOffset(window.width, rootSize.width), y: windowOffset(window.height, rootSize.height))
        try place(
            ChildPlacement(child: root, proposal: proposal, origin: origin, scope: scope),
            parentOrigin: .zero, transform: .identity, underEffect: false, into: &frames)
        return frames
    }

    private func windowOffset(_ window: Double?, _ size: Double) -> Double {
        guard let window, window.isFinite else { return 0 }
        return offsetBetween(window, size) / 2
    }

    private func place(
        _ placement: ChildPlacement, parentOrigin: Point, transform: RenderTransform, underEffect: Bool,
        into frames: inout [NodeFrame?]
    ) throws(LayoutError) {
        let index = placement.child
        let node = self[index]
        let size: Size
        if let preset = placement.presetSize { size = preset } else { size = try self.size(index, placement.proposal, placement.scope) }
        // A child at +inf inside a parent at -inf: inf - inf is 0 (I.5), never NaN.
        let origin = Point(x: offsetBetween(parentOrigin.x, -placement.origin.x), y: offsetBetween(parentOrigin.y, -placement.origin.y))
        let frame = Rect(origin: origin, size: size)
        var nodeTransform = transform
        var effect = underEffect
        switch node.kind {
        case .offset(let x, let y):
            let dx = try value(x, index, "x", placement.scope)
            let dy = try value(y, index, "y", placement.scope)
            nodeTransform = transform.after(.offset(dx, dy))
            effect = true
        case .scaleEffect(let x, let y, let anchor):
            let sx = try value(x, index, "x", placement.scope)
            let sy = try value(y, index, "y", placement.scope)
            nodeTransform = transform.after(.scale(sx, sy, anchor: anchor, of: frame))
            effect = true
        default:
            break
        }
        if !node.attributes.unreported {
            frames[index] = NodeFrame(
            path: node.path, kind: node.reportedKind, id: node.attributes.id, frame: frame,
            render: effect ? nodeTransform.apply(frame) : nil,
                source: node.attributes.source, placeholder: node.attributes.placeholder, text: node.kind.text)
        }
        let children: [ChildPlacement]
        if let preset = placement.presetChildren { children = preset } else { children = try childPlacements(index, placement.proposal, size, placement.scope) }
        for child in children {
            try place(child, parentOrigin: origin, transform: nodeTransform, underEffect: effect, into: &frames)
        }
    }
}
