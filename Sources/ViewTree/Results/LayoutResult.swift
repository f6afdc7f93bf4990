/// A solved layout: every node (I.4) in pre-order, as either engine reports it.
public struct LayoutResult: Hashable, Sendable {
    /// The name of the engine that produced it (`negotiation`, `constraints`).
    public var engine: String
    /// The window the root was proposed.
    public var window: ProposedSize
    /// Every layout node, in pre-order (the root first).
    public var nodes: [NodeFrame]
    /// Hostile values that were replaced (I.5), and other non-fatal notes.
    public var warnings: [LayoutWarning]
    /// The states of a `StateProgram` as the constraint engine solved them (empty otherwise).
    public var states: [SolvedState] = []
    /// The LP solves beyond the layout's that checked those states are one value (a state on
    /// a cycle the analysis cannot settle is minimised and maximised: two solves each).
    public var stateChecks = 0
    /// The LP solves that gave the layout: 1, or with a state's range in pieces, one per piece
    /// and one per step of the passes' map (docs/geometry-feedback.md).
    public var solveCount = 1

    /// A result of `engine` for `window`.
    public init(engine: String, window: ProposedSize, nodes: [NodeFrame], warnings: [LayoutWarning] = []) {
        self.engine = engine
        self.window = window
        self.nodes = nodes
        self.warnings = warnings
    }

    /// The node at `path`.
    public subscript(path path: String) -> NodeFrame? { nodes.first { $0.path == path } }

    /// The first node tagged `id`.
    public subscript(id id: String) -> NodeFrame? { nodes.first { $0.id == id } }

    /// Every node tagged `id`, in pre-order.
    public func all(id: String) -> [NodeFrame] { nodes.filter { $0.id == id } }
}

/// Something the engine replaced or ignored, with where it was written. JSON:
/// `{"message", "path", "source"?}`.
public struct LayoutWarning: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What was replaced or ignored, and why.
    public var message: String
    /// The view's path (I.4).
    public var path: String
    /// Where the view was written, when it came from a model file.
    public var source: SourceLocation?

    /// A warning about the view at `path`, written at `source`.
    public init(message: String, path: String, source: SourceLocation? = nil) {
        self.message = message
        self.path = path
        self.source = source
    }

    public var description: String {
        let location = source.map { "\($0): " } ?? ""
        return "\(location)warning: \(message) (view \(path))"
    }
}

/// A value the layout cannot use (I.5): names the view, the argument and where it was written.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    public var message: String
    /// The view's path (I.4).
    public var path: String
    /// The view's kind (I.4).
    public var kind: String
    /// The argument that holds the value, when one does.
    public var argument: String?
    /// Where the view was written, when it came from a model file.
    public var source: SourceLocation?

    /// An error about the `kind` view at `path`, its `argument`, written at `source`.
    public init(message: String, path: String, kind: String, argument: String? = nil, source: SourceLocation? = nil) {
        self.message = message
        self.path = path
        self.kind = kind
        self.argument = argument
        self.source = source
    }

    public var description: String {
        let location = source.map { "\($0): " } ?? ""
        let argumentText = argument.map { " argument '\($0)'" } ?? ""
        return "\(location)error: \(message) (\(kind) at \(path)\(argumentText))"
    }
}
