import ViewTree

// Constraint-native relations (RelationSpec): the constraint engine solves them in one pass;
// the negotiation engine rejects them (compare such a model with its SwiftUI twin).
extension View {
    /// A fixed frame whose width and/or height are fractions of the final size of the nearest
    /// ancestor tagged `ancestor` (the root when nil): `relativeFrame(width: 0.25, of: "row")`.
    public func relativeFrame(width: Expr? = nil, height: Expr? = nil, of ancestor: String? = nil, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .layout(.relation(.fractionOfAncestor(width: width, height: height, ancestor: ancestor, alignment: alignment))))
    }

    /// Every view of `group` gets the group's largest ideal width.
    public func equalWidth(group: String, alignment: Alignment = .leading) -> ModifiedView {
        ModifiedView(self, .layout(.relation(.equalLength(axis: .horizontal, group: group, alignment: alignment))))
    }

    /// Every view of `group` gets the group's largest ideal height.
    public func equalHeight(group: String, alignment: Alignment = .top) -> ModifiedView {
        ModifiedView(self, .layout(.relation(.equalLength(axis: .vertical, group: group, alignment: alignment))))
    }

    /// Width = ratio x height, as large as fits the proposal.
    public func boundAspectRatio(_ ratio: Expr) -> ModifiedView {
        ModifiedView(self, .layout(.relation(.boundAspectRatio(ratio))))
    }

    /// The proposed width, with the content at most `maxWidth` wide, centred.
    public func centeredColumn(maxWidth: Expr) -> ModifiedView {
        ModifiedView(self, .layout(.relation(.centeredColumn(maxWidth: maxWidth))))
    }
}
