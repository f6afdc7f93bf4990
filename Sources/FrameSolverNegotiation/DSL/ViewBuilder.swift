import ViewTree

/// Collects the views of a closure into a list, splicing groups and conditionals (I.1).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> ViewList { ViewList(view.layoutNodes) }
    public static func buildBlock(_ parts: ViewList...) -> ViewList { ViewList(parts.flatMap(\.layoutNodes)) }
    public static func buildOptional(_ part: ViewList?) -> ViewList { part ?? ViewList([]) }
    public static func buildEither(first part: ViewList) -> ViewList { part }
    public static func buildEither(second part: ViewList) -> ViewList { part }
    public static func buildArray(_ parts: [ViewList]) -> ViewList { ViewList(parts.flatMap(\.layoutNodes)) }
    public static func buildLimitedAvailability(_ part: ViewList) -> ViewList { part }
}
