import ViewTree

/// A view as SwiftUI writes it: a `body` made of other views, down to primitives.
///
/// Custom views are plain structs, as in SwiftUI:
/// `struct Card: View { var body: some View { VStack { Text("Hi") } } }`.
public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// The views this view is made of.
    @ViewBuilder var body: Body { get }
}

/// A view FrameSolver knows directly: it produces layout nodes instead of a body.
public protocol PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its parent (none for EmptyView, several for a Group).
    var layoutNodes: [ViewNode] { get }
}

extension PrimitiveView {
    /// A primitive has no body (reading it stops the program); its `layoutNodes` say what it is.
    public var body: Never { return fatalErrorNoBody() }
}

extension Never: View {
    /// `Never` is the body type of primitives; it has no body of its own.
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
    /// The collected views' nodes, in order.
    public let layoutNodes: [ViewNode]
    /// A list of `nodes`.
    public init(_ nodes: [ViewNode]) { self.layoutNodes = nodes }
}
