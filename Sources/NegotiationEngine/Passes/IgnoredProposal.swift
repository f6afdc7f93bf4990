import ViewTree

/// The axes along which a node's answer does not depend on its proposal: for every proposal,
/// changing only that axis's length (nil, a number or infinity) leaves both sides of the
/// answer the same.
///
/// A stack placed with a nil cross-axis proposal is sized again with its own thickness across
/// (R3.4b, Stack.swift step 8); when every child ignores the cross axis, the arrangement that
/// sizing makes is the one already made, so placement reads it instead of running the
/// distribution a second time (a row of fixed-size views and a Spacer, the usual list row).
/// Only what follows from a node's rule alone is claimed; anything else ignores nothing.
struct IgnoredAxes {
    let raw: UInt8

    static let none = IgnoredAxes(raw: 0)
    static let width = IgnoredAxes(raw: 1)
    static let height = IgnoredAxes(raw: 2)
    static let both = IgnoredAxes(raw: 3)

    func contains(_ axis: Axis) -> Bool { raw & (axis == .horizontal ? 1 : 2) != 0 }

    func union(_ other: IgnoredAxes) -> IgnoredAxes { IgnoredAxes(raw: raw | other.raw) }
    func intersection(_ other: IgnoredAxes) -> IgnoredAxes { IgnoredAxes(raw: raw & other.raw) }

    static func along(_ axis: Axis) -> IgnoredAxes { axis == .horizontal ? .width : .height }
}

extension LayoutPass {
    /// Every node's ignored axes, children before parents (reverse pre-order).
    static func ignoredAxes(of tree: IndexedTree, resolved: [ResolvedArguments]) -> [IgnoredAxes] {
        var result = [IgnoredAxes](repeating: .none, count: tree.nodes.count)
        tree.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices.reversed() {
                result[index] = ignoredAxes(nodes.baseAddress! + index, resolved[index], result)
            }
        }
        return result
    }

    /// One node's, from its rule and its children's (already computed).
    private static func ignoredAxes(
        _ node: UnsafePointer<IndexedTree.Node>, _ resolved: ResolvedArguments, _ known: [IgnoredAxes]
    ) -> IgnoredAxes {
        let children = node.pointee.children
        switch node.pointee.tag {
        case .image:
            // A fixed image is its intrinsic size (Leaves.swift step 3).
            guard case .image(let spec) = node.pointee.kind else { return .none }
            return spec.resizable ? .none : .both
        case .spacer:
            // Along its stack's axis only; 0 across it (Leaves.swift step 4).
            guard let axis = node.pointee.stackAxis else { return .none }
            return .along(axis.other)
        case .divider:
            // 1 pt thick across its stack's axis, the proposal along the other (step 5).
            return node.pointee.stackAxis == .horizontal ? .width : .height
        case .frame:
            // The child is proposed the frame's length where it has one, and the answer is that
            // length there (FixedFrame.swift steps 2 and 3): a set length is ignored, an unset
            // one as the child ignores it. Lengths from expressions may be dropped as invalid
            // for some scope values, so only plain numbers count.
            guard case .frame(let width, let height, _) = resolved else { return .none }
            var axes = child(children, known)
            if width != nil { axes = axes.union(.width) }
            if height != nil { axes = axes.union(.height) }
            return axes
        case .padding, .overlay, .background, .offset, .scaleEffect:
            // The child's answer to the proposal, or to the proposal less the insets per axis
            // (nil staying nil), with what the rule adds (Padding.swift steps 2 and 3).
            return child(children, known)
        case .fixedSize:
            // A fixed axis proposes the child nil whatever it is proposed.
            guard case .fixedSize(let horizontal, let vertical) = node.pointee.kind else { return .none }
            var axes = child(children, known)
            if horizontal { axes = axes.union(.width) }
            if vertical { axes = axes.union(.height) }
            return axes
        case .stack:
            // Every child answers the same whatever the stack is proposed on an axis all of
            // them ignore, so the distribution, the offsets and the stack's size are the same
            // too (Stack.swift steps 0-7).
            var axes = IgnoredAxes.both
            for child in children { axes = axes.intersection(known[child]) }
            return axes
        default:
            return .none
        }
    }

    /// The modified view's (child 0's) ignored axes.
    private static func child(_ children: [Int], _ known: [IgnoredAxes]) -> IgnoredAxes {
        children.first.map { known[$0] } ?? .none
    }
}
