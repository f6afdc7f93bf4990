/// An engine that lays out a view tree in a window: the negotiation engine and the
/// constraint engine both conform, so every consumer (the CLI, the comparison, the tests)
/// treats them alike.
public protocol LayoutEngine: Sendable {
    /// The name reported in results: `negotiation`, `constraints`.
    var name: String { get }

    /// Every node of I.4 in pre-order with its frame in window coordinates.
    func layout(_ root: ViewNode?, in window: ProposedSize) throws(LayoutError) -> LayoutResult
}
