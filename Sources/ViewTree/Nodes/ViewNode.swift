/// A layout node of the view tree: an immutable value both engines read.
///
/// Group, ForEach, EmptyView and custom views are not nodes: builders splice their content
/// into the parent (I.1, I.4). Build trees with the FrameSolver DSL or the model language.
public struct ViewNode: Equatable, Sendable {
    /// What the node is: a view or a layout modifier, with its arguments.
    public var kind: NodeKind
    /// The node's children in source order (a modifier's child 0 is the view it modifies).
    public var children: [ViewNode]
    /// What non-layout modifiers recorded on the node: tags, priorities, environment values, drawing.
    public var attributes: NodeAttributes

    /// A node of `kind`. In an HStack, VStack or ZStack a GridRow is just its cells: they are
    /// spliced into the stack (measured: a GridRow in a VStack stacks its cells vertically).
    public init(_ kind: NodeKind, children: [ViewNode] = [], attributes: NodeAttributes = NodeAttributes()) {
        self.kind = kind
        switch kind {
        case .stack, .zStack:
            self.children = children.flatMap { child -> [ViewNode] in
                if case .gridRow = child.kind { return child.children }
                return [child]
            }
        default:
            self.children = children
        }
        self.attributes = attributes
    }

    /// Several views where one is expected (root, ScrollView content, overlay content) form an
    /// implicit container of `kind` (I.4); one view stays itself; none gives nil.
    public static func implicitContainer(_ nodes: [ViewNode], _ kind: NodeKind) -> ViewNode? {
        switch nodes.count {
        case 0: nil
        case 1: nodes[0]
        default: ViewNode(kind, children: nodes)
        }
    }

    /// Nodes in pre-order with their depth, without recursion (deep trees stay safe).
    public func preorder(_ visit: (ViewNode, Int) -> Void) {
        var stack: [(ViewNode, Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            visit(node, depth)
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        var count = 0
        preorder { _, _ in count += 1 }
        return count
    }

    /// The length of the longest root-to-leaf chain (1 for a leaf).
    public var depth: Int {
        var deepest = 0
        preorder { _, depth in deepest = Swift.max(deepest, depth + 1) }
        return deepest
    }
}
