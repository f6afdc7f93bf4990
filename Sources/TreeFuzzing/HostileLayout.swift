import ViewTree

/// A custom `Layout` container for the hostile generator: a row whose gap, proposal factor,
/// extra size and anchor are drawn from the hostile numbers.
///
/// It is what a pasted `Layout` can do with bad numbers, written as the engines call it
/// (LayoutProgram): each subview is proposed `factor` times the container's proposal (a fixed
/// `gap` when the proposal is unspecified), the size is the sum of the widths plus the gaps and
/// `extra`, the tallest height, and one comparison the engine must decide (`isLess`) picks
/// whether a subview wider than the proposal is put on its own line.
public struct HostileLayout: LayoutProgram {
    public var gap: Double
    public var factor: Double
    public var extra: Double
    public var anchor: UnitPoint

    public init(gap: Double, factor: Double, extra: Double, anchor: UnitPoint) {
        self.gap = gap
        self.factor = factor
        self.extra = extra
        self.anchor = anchor
    }

    public func makeSession() -> any LayoutSession { HostileLayoutSession(self) }
}

final class HostileLayoutSession: LayoutSession {
    let layout: HostileLayout

    init(_ layout: HostileLayout) { self.layout = layout }

    /// What each subview is proposed: a share of the container's proposal, or unspecified.
    func childProposal(_ proposal: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: proposal.width.map { $0 * layout.factor }, height: proposal.height)
    }

    func sizeThatFits(proposal: LayoutProposal, host: any LayoutHost) throws -> LayoutSize {
        var width = Expr.constant(layout.extra)
        var height = Expr.constant(0)
        for index in 0..<host.subviewCount {
            let size = try host.sizeThatFits(subview: index, proposal: childProposal(proposal))
            width = width + size.width + (index > 0 ? layout.gap : 0)
            height = try host.isLess(height, size.height, reason: "the tallest subview") ? size.height : height
        }
        return LayoutSize(width: width, height: height)
    }

    func placeSubviews(size: LayoutSize, proposal: LayoutProposal, host: any LayoutHost) throws -> [LayoutPlacement] {
        var x = Expr.constant(0)
        var y = Expr.constant(0)
        var placements: [LayoutPlacement] = []
        for index in 0..<host.subviewCount {
            let child = childProposal(proposal)
            let width = try host.sizeThatFits(subview: index, proposal: child).width
            // A subview wider than the container goes on a line of its own.
            if let limit = proposal.width, try host.isLess(limit, x + width, reason: "a subview past the proposal") {
                x = .constant(0)
                y = y + layout.gap
            }
            placements.append(LayoutPlacement(subview: index, x: x, y: y, anchor: layout.anchor, proposal: child))
            x = x + width + layout.gap
        }
        return placements
    }
}
