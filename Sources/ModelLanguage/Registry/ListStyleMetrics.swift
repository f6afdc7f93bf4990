import ViewTree

/// The list styles FrameSolver lays out, and each one's metrics on iPhone
/// (docs/known-differences.md, "Lists and forms", which gives every number's source).
///
/// Apple documents what the row modifiers and `listSectionSpacing` do, not the points; the
/// numbers are the recorded iOS 17 values the page lists, approximations where it says so.
enum ListStyleKind: String, CaseIterable, Sendable {
    /// Rows on the list's background, edge to edge; no cards, no space between sections.
    case plain
    /// Full-width cards with square corners, 20 above and below the content.
    case grouped
    /// iOS's default: cards inset 20 from the sides, corners of radius 10.
    case insetGrouped
    /// On iPhone a sidebar list renders as inset grouped.
    case sidebar

    /// The style a `listStyle(…)` argument names: `.automatic`, `.inset` and custom styles lay
    /// out as inset grouped (the iPhone's default).
    init(styleName: String?) {
        switch styleName {
        case "plain": self = .plain
        case "grouped": self = .grouped
        case "sidebar": self = .sidebar
        default: self = .insetGrouped
        }
    }

    /// Space between the list's content and the ScrollView's edges.
    var listInsets: EdgeInsets {
        switch self {
        case .plain: EdgeInsets()
        case .grouped: EdgeInsets(top: .constant(ListMetrics.listVerticalInset), leading: 0, bottom: .constant(ListMetrics.listVerticalInset), trailing: 0)
        case .insetGrouped, .sidebar: EdgeInsets(.all, .constant(ListMetrics.cardInset))
        }
    }

    /// The space between sections when neither the list nor a section sets one.
    var defaultSectionSpacing: Double { self == .plain ? 0 : ListMetrics.sectionSpacing }

    /// The shape behind a section's rows: none (plain), a rectangle (grouped), a rounded one.
    var cardCornerRadius: Double? {
        switch self {
        case .plain: nil
        case .grouped: 0
        case .insetGrouped, .sidebar: ListMetrics.cornerRadius
        }
    }
}

/// The points shared by every style (docs/known-differences.md, "Lists and forms").
enum ListMetrics {
    /// Inset-grouped cards' distance from the list's sides (and the content's from its top and bottom).
    static let cardInset = 20.0
    /// Grouped and inset-grouped content's distance from the list's top and bottom.
    static let listVerticalInset = 20.0
    /// `ListSectionSpacing.default` in the grouped styles.
    static let sectionSpacing = 35.0
    /// `ListSectionSpacing.compact`.
    static let compactSectionSpacing = 20.0
    /// `EnvironmentValues.defaultMinListRowHeight` on iPhone: the HIG's 44-point hit target.
    static let rowMinHeight = 44.0
    /// The default `listRowInsets`: 16 at the sides, 6 above and below the content.
    static let rowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// Inset-grouped cards' corner radius.
    static let cornerRadius = 10.0
    /// The space below a section header and above a footer.
    static let headerSpacing = 6.0
    /// A separator's thickness: one pixel on a 3x display.
    static let separatorThickness = 1.0 / 3.0
}
