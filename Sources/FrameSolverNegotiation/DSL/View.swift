import ViewTree

/// A view as SwiftUI writes it: a `body` made of other views, down to primitives.
///
/// Custom views are plain structs, as in SwiftUI:
/// `struct Card: View { var body: some View { VStack { Text("Hi") } } }`.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// A view FrameSolver knows directly: it produces layout nodes instead of a body.
public protocol PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its parent (none for EmptyView, several for a Group).
    var layoutNodes: [ViewNode] { get }
}

extension PrimitiveView {
    public var body: Never { return fatalErrorNoBody() }
}

extension Never: View {
    public var body: Never { return fatalErrorNoBody() }
}

@inline(never)
func fatalErrorNoBody() -> Never {
    preconditionFailure("a primitive view has no body; read its layoutNodes")
}

extension View {
    /// The layout nodes of this view: a primitive's own, or its body's, spliced (I.1).
    public var layoutNodes: [ViewNode] {
        if let primitive = self as? any PrimitiveView { return primitive.layoutNodes }
        return body.layoutNodes
    }

    /// The tree rooted at this view; several views form an implicit VStack (I.4).
    public var viewTree: ViewNode? {
        ViewNode.implicitContainer(layoutNodes, .stack(StackSpec(axis: .vertical)))
    }
}

/// Any number of views, as a result builder collects them.
public struct ViewList: PrimitiveView, Sendable {
    public let layoutNodes: [ViewNode]
    public init(_ nodes: [ViewNode]) { self.layoutNodes = nodes }
}
