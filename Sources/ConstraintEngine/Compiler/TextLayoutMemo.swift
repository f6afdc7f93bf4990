import LeafMeasurement

/// Each Text of one piece's compilation, prepared once (`TextMeasurer.prepare`) and shared by
/// the piece's passes.
///
/// A Text's line-break walk (`textRegionWidth`) asks the break after each break width between
/// the range's end and the window, the staircase's split (`ProgramBuilder.bracketing`) asks
/// at the same widths again, and a cold solve then compiles the piece a second time over the
/// narrowed box. Asking the measurer each time split and counted the string (I.2) or split it
/// and read the shaping cache (a real font) at every question, about 10,000 instructions a
/// break; a preparation counts or shapes the string once and answers each question from
/// counts or prefix sums (tens to hundreds of instructions), less than a dictionary of the
/// answers would cost, so the answers themselves are not kept.
final class TextLayoutMemo {
    /// Each Text's preparation, by node.
    @exclusivity(unchecked) private var prepared: [Int: any PreparedText] = [:]

    /// The Text at `index`, prepared by `prepare` the first time it is asked.
    func text(_ index: Int, prepare: () -> any PreparedText) -> any PreparedText {
        if let known = prepared[index] { return known }
        let text = prepare()
        prepared[index] = text
        return text
    }
}
