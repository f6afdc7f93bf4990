import ViewTree

// Constraint-native relations (RelationSpec, docs/constraint-engine.md): only the constraint
// engine lays them out; a model that uses them names its SwiftUI twin (`// twin: x.layout`).
extension ModifierRegistry {
    private static func relation(_ spec: RelationSpec) -> ModifierResult { .modifier(.layout(.relation(spec))) }

    static let relations: [String: ModifierEntry] = [
        // relativeFrame(width: 0.25, height: nil, of: "row", alignment: .center)
        "relativeFrame": ModifierEntry([
            Signature([
                .labeled("width", .number, nullable: true), .labeled("height", .number, nullable: true),
                .labeled("of", .string), .labeled("alignment", .alignment),
            ])
        ]) { ev, a, site, _ throws(ModelError) in
            guard a.number("width") != nil || a.number("height") != nil else {
                throw ev.error("'relativeFrame' needs a width or a height fraction", at: site.loc, expected: "relativeFrame(width: 0.25, of: \"row\")")
            }
            return relation(
                .fractionOfAncestor(
                    width: a.number("width"), height: a.number("height"), ancestor: a.string("of"),
                    alignment: a.alignment("alignment") ?? .center))
        },
        "equalWidth": ModifierEntry([Signature([.labeled("group", .string, optional: false), .labeled("alignment", .alignment)])]) {
            _, a, _, _ throws(ModelError) in
            relation(.equalLength(axis: .horizontal, group: a.string("group") ?? "", alignment: a.alignment("alignment") ?? .leading))
        },
        "equalHeight": ModifierEntry([Signature([.labeled("group", .string, optional: false), .labeled("alignment", .alignment)])]) {
            _, a, _, _ throws(ModelError) in
            relation(.equalLength(axis: .vertical, group: a.string("group") ?? "", alignment: a.alignment("alignment") ?? .top))
        },
        "boundAspectRatio": ModifierEntry([Signature([.unlabeled("ratio", .number)])]) { _, a, _, _ throws(ModelError) in
            relation(.boundAspectRatio(a.number("ratio") ?? 1))
        },
        "centeredColumn": ModifierEntry([Signature([.labeled("maxWidth", .number, optional: false)])]) { _, a, _, _ throws(ModelError) in
            relation(.centeredColumn(maxWidth: a.number("maxWidth") ?? .infinity))
        },
    ]
}
