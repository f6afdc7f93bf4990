import LeafMeasurement
import ViewTree

/// The Text layouts one piece's compilation has made, by node and proposal, shared by its
/// passes.
///
/// A Text's line-break walk (`textRegionWidth`) lays the Text out at each break width between
/// the range's end and the window, and the staircase's split (`ProgramBuilder.bracketing`)
/// lays it out at the same widths again to find the break after each; a cold solve then
/// compiles the piece a second time over the narrowed box. A layout depends only on the node
/// (its string, font, line limit and measurer) and the proposal, so each is made once. The
/// walk reads only the break after each width it passes, which a measurer may give without
/// the lines (`TextMeasurer.nextBreakWidth`); the lines are laid out at the width it ends on.
final class TextLayoutMemo {
    private struct Key: Hashable {
        var node: Int
        var width: Double?
        var height: Double?
    }
    @exclusivity(unchecked) private var layouts: [Key: TextLayout] = [:]
    /// The break after each width the line-break walk asked at, by node and width.
    @exclusivity(unchecked) private var breaks: [Key: Double?] = [:]

    /// The layout of the Text at `index` (`string` in `node`'s font and line limit, by
    /// `measurer`) for `proposal`, made once.
    func layout(_ index: Int, _ string: String, _ node: IndexedTree.Node, _ measurer: any TextMeasurer, _ proposal: ProposedSize) -> TextLayout {
        let key = Key(node: index, width: proposal.width, height: proposal.height)
        if let known = layouts[key] { return known }
        let layout = measurer.layout(string, font: node.font, proposal: proposal, lineLimit: node.lineLimit)
        layouts[key] = layout
        return layout
    }

    /// The `nextBreakWidth` of the Text at `index` at the proposal `width` x nil, made once:
    /// read from the layout there when one was made, else asked of the measurer alone (which
    /// need not build the lines; the walk reads nothing else at the breaks it passes).
    func nextBreakWidth(_ index: Int, _ string: String, _ node: IndexedTree.Node, _ measurer: any TextMeasurer, width: Double) -> Double? {
        let key = Key(node: index, width: width, height: nil)
        if let known = layouts[key] { return known.nextBreakWidth }
        if let known = breaks[key] { return known }
        let next = measurer.nextBreakWidth(string, font: node.font, width: width, lineLimit: node.lineLimit)
        breaks[key] = next
        return next
    }
}
