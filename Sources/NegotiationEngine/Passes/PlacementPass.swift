import ViewTree

/// Every node's placed frame, by node index: what a placement pass writes. Rects only, so
/// that a caller that reads a few frames never pays for paths or `NodeFrame` values.
struct PlacedFrames {
    /// The layout frame in window coordinates; nil for a node that was not placed.
    var frames: [Rect?]
    /// The drawn frame of a node under `offset` or `scaleEffect` (I.4); nil elsewhere.
    var renders: [Rect?]

    init(count: Int) {
        frames = Array(repeating: nil, count: count)
        renders = Array(repeating: nil, count: count)
    }
}

extension LayoutPass {
    /// Places the tree top-down: each node's frame is its answer to the proposal it is placed
    /// with (R0.4), at the origin its container chose.
    func placeAll(root: Int, proposal: ProposedSize, origin rootOrigin: Point?, scope: Scope) throws(LayoutError) -> [NodeFrame?] {
        let placed = try placeFrames(root: root, proposal: proposal, origin: rootOrigin, scope: scope)
        return nodeFrames(placed)
    }

    /// The placed nodes as `NodeFrame` values (by index; nil where not placed). Their paths are
    /// spelt from the tree's parent links when read, so building the result stays linear in
    /// the node count on a chain of any depth.
    func nodeFrames(_ placed: PlacedFrames) -> [NodeFrame?] {
        let paths = tree.paths
        return placed.frames.indices.map { index in
            guard let frame = placed.frames[index] else { return nil }
            return NodeFrame(
                nodeAt: index, of: paths, kind: self[index].reportedKind, id: self[index].attributes.id, frame: frame,
                render: placed.renders[index], source: self[index].attributes.source, placeholder: self[index].attributes.placeholder,
                text: self[index].kind.text, chosenCandidate: chosenCandidate(index, placed))
        }
    }

    /// On a ViewThatFits: the index of its one placed child (I.4); nil elsewhere.
    private func chosenCandidate(_ index: Int, _ placed: PlacedFrames) -> Int? {
        guard case .viewThatFits = self[index].kind else { return nil }
        return self[index].children.firstIndex { placed.frames[$0] != nil }
    }

    /// The frames of the subtree at `root` placed with `proposal` (at the window's centre on
    /// each finite axis when `rootOrigin` is nil, I.1).
    func placeFrames(root: Int, proposal: ProposedSize, origin rootOrigin: Point?, scope: Scope) throws(LayoutError) -> PlacedFrames {
        var placed = PlacedFrames(count: tree.nodes.count)
        let rootSize = try size(root, proposal, scope)
        // I.1: centred on each axis whose window size is finite, at 0 otherwise.
        let origin =
            rootOrigin
            ?? Point(
                x: windowOffset(window.width, rootSize.width), y: windowOffset(window.height, rootSize.height))
        try place(
            ChildPlacement(child: root, proposal: proposal, origin: origin, scope: scope),
            parentOrigin: .zero, transform: .identity, underEffect: false, into: &placed)
        return placed
    }

    private func windowOffset(_ window: Double?, _ size: Double) -> Double {
        guard let window, window.isFinite else { return 0 }
        return offsetBetween(window, size) / 2
    }

    /// Places one child and its subtree, in pre-order, from a worklist rather than by
    /// recursion: a chain of 100,000 levels then needs no stack frame per level, and the
    /// pending placements are held once, in one array (at most the siblings still to place
    /// along the current path).
    private func place(
        _ placement: ChildPlacement, parentOrigin: Point, transform: RenderTransform, underEffect: Bool,
        into placed: inout PlacedFrames
    ) throws(LayoutError) {
        var pending = [PendingPlacement(placement: placement, parentOrigin: parentOrigin, transform: transform, underEffect: underEffect)]
        while let next = pending.popLast() {
            let step = try placementStep(
                next.placement, parentOrigin: next.parentOrigin, transform: next.transform, underEffect: next.underEffect, into: &placed)
            // Room for a large family at once (the root of a flat row has all its children
            // pending together), still doubling so that many small families stay linear.
            let needed = pending.count + step.children.count
            if needed > pending.capacity { pending.reserveCapacity(max(needed, 2 * pending.capacity)) }
            // Reversed, so that the first child is placed next (pre-order, as the recursion went).
            for child in step.children.reversed() {
                pending.append(PendingPlacement(placement: child, parentOrigin: step.origin, transform: step.transform, underEffect: step.underEffect))
            }
        }
    }

    /// A child waiting to be placed, with what its parent's placement passes down.
    private struct PendingPlacement {
        var placement: ChildPlacement
        var parentOrigin: Point
        var transform: RenderTransform
        var underEffect: Bool
    }

    /// What placing one node decides: its origin and transform for its children, and where
    /// they go.
    private struct PlacementStep {
        var origin: Point
        var transform: RenderTransform
        var underEffect: Bool
        var children: [ChildPlacement]
    }

    /// The node's frame (written into `placed`), the transform its subtree is drawn with and
    /// its children's placements.
    @inline(never)
    private func placementStep(
        _ placement: ChildPlacement, parentOrigin: Point, transform: RenderTransform, underEffect: Bool,
        into placed: inout PlacedFrames
    ) throws(LayoutError) -> PlacementStep {
        let index = placement.child
        let size: Size
        if let preset = placement.presetSize { size = preset } else { size = try self.size(index, placement.proposal, placement.scope) }
        // A child at +inf inside a parent at -inf: inf - inf is 0 (I.5), never NaN.
        let origin = Point(x: offsetBetween(parentOrigin.x, -placement.origin.x), y: offsetBetween(parentOrigin.y, -placement.origin.y))
        let frame = Rect(origin: origin, size: size)
        var nodeTransform = transform
        var effect = underEffect
        // Only offset and scaleEffect change the transform (tested on the tag: a switch on the
        // kind copies it).
        let tag = self[index].tag
        if tag == .offset || tag == .scaleEffect {
            try effectTransform(index, placement.scope, size: size, frame: frame, transform: &nodeTransform, underEffect: &effect)
        }
        // A node marked unreported (an adaptive grid's empty column) gets no frame.
        if !self[index].isUnreported {
            placed.frames[index] = frame
            if effect { placed.renders[index] = nodeTransform.apply(frame) }
        }
        let children: [ChildPlacement]
        if placement.presetChildren >= 0 {
            children = presetPlacements[Int(placement.presetChildren)]
        } else {
            children = try childPlacements(index, placement.proposal, size, placement.scope)
        }
        return PlacementStep(origin: origin, transform: nodeTransform, underEffect: effect, children: children)
    }

    /// The transform below an offset or scaleEffect of `size` at `frame`.
    private func effectTransform(
        _ index: Int, _ scope: Scope, size: Size, frame: Rect, transform: inout RenderTransform, underEffect effect: inout Bool
    ) throws(LayoutError) {
        switch self[index].kind {
        case .offset(let x, let y):
            // `d.width` / `d.height` are the view's own size (a visualEffect reads it).
            let dx = try value(x, index, "x", scope, dimensions: size)
            let dy = try value(y, index, "y", scope, dimensions: size)
            transform = transform.after(.offset(dx, dy))
            effect = true
        case .scaleEffect(let x, let y, let anchor):
            let sx = try value(x, index, "x", scope, dimensions: size)
            let sy = try value(y, index, "y", scope, dimensions: size)
            transform = transform.after(.scale(sx, sy, anchor: anchor, of: frame))
            effect = true
        default:
            break
        }
    }
}
