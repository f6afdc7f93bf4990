import Synchronization

/// A container written as a SwiftUI `Layout` (`struct Split: Layout { … }` used as
/// `Split { … }`): its name as written, the axis its `layoutProperties` give Spacers and
/// Dividers inside it, and its code.
///
/// Two specs are the same container when they come from the same instance in the model
/// (identity), since the code itself cannot be compared.
public struct CustomLayoutSpec: Hashable, Sendable {
    /// The struct's name as written, reported as the node's kind (I.4).
    public let name: String
    /// `layoutProperties.stackOrientation`: nil unless the layout says it stacks.
    public let stackOrientation: Axis?
    /// The layout's code, which both engines call through `LayoutHost`.
    public var program: any LayoutProgram { box.program }
    /// The code, boxed: an existential stored inline made the spec, and so `NodeKind`,
    /// address-only, and then every `switch` on a kind (even one that reads only its case)
    /// copied the whole kind first, retaining and releasing each of its payload's references.
    private let box: ProgramBox
    private let identity: Int

    /// A container spec with a fresh identity: every instance in a model is its own container.
    public init(name: String, stackOrientation: Axis?, program: any LayoutProgram) {
        self.name = name
        self.stackOrientation = stackOrientation
        self.box = ProgramBox(program)
        self.identity = Self.counter.next()
    }

    private static let counter = CustomLayoutCounter()

    public static func == (a: CustomLayoutSpec, b: CustomLayoutSpec) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A custom layout's code behind one reference (`CustomLayoutSpec.box`).
private final class ProgramBox: Sendable {
    let program: any LayoutProgram
    init(_ program: any LayoutProgram) { self.program = program }
}

private final class CustomLayoutCounter: Sendable {
    private let value = Atomic<Int>(0)
    func next() -> Int { value.wrappingAdd(1, ordering: .relaxed).newValue }
}
