/// Constraint-native modifiers: relations between views that SwiftUI's negotiation cannot
/// state directly (people reach for GeometryReader or preferences and a second layout pass).
/// The constraint engine solves them in one pass; the negotiation engine rejects them, and a
/// model that uses them names its SwiftUI-only twin (`// twin: name.layout`) for comparison.
public enum RelationSpec: Hashable, Sendable {
    /// `relativeFrame(width: 0.25, of: "row")`: a fixed frame whose lengths are fractions of the
    /// final size of the nearest ancestor tagged with that id (the root when nil).
    case fractionOfAncestor(width: Expr?, height: Expr?, ancestor: String?, alignment: Alignment)
    /// `equalWidth(group: "labels")` / `equalHeight`: every member of the group gets the length
    /// of the group's largest ideal length on that axis.
    case equalLength(axis: Axis, group: String, alignment: Alignment)
    /// `boundAspectRatio(16/9)`: width = ratio x height, as large as fits the proposal.
    case boundAspectRatio(Expr)
    /// `centeredColumn(maxWidth: 768)`: the proposed width, with the content at most `maxWidth`
    /// wide and centred in it; content that cannot be as narrow as the proposal widens it, up
    /// to `maxWidth` (as its twin's `frame(maxWidth:)` does).
    case centeredColumn(maxWidth: Expr)

    /// The modifier's name as written in a model, reported as the node's kind (I.4).
    public var kindName: String {
        switch self {
        case .fractionOfAncestor: "relativeFrame"
        case .equalLength(let axis, _, _): axis == .horizontal ? "equalWidth" : "equalHeight"
        case .boundAspectRatio: "boundAspectRatio"
        case .centeredColumn: "centeredColumn"
        }
    }
}
