import ViewTree

/// Seeded random view trees of non-negative values over stacks, colours, spacers, frames,
/// padding, overlays, ZStacks, fixedSize, priorities and aspect ratios.
///
/// With `hostile` set, lengths are sometimes NaN, infinities, 1e308, -0, subnormals or
/// negative, and nodes are drawn from every primitive and modifier of the language
/// (RandomTreeGenerator+Hostile.swift); without it, a seed gives the same tree as always.
public struct RandomTreeGenerator {
    /// The source of every choice, so a seed (or a fuzzer's bytes) replays the same tree.
    public var generator: SeededGenerator
    /// The most views one tree may have; the generator stops adding children past it.
    public var maxViews: Int
    /// Also GeometryReaders whose content reads `proxy.size` linearly, containerRelativeFrame
    /// and Grids: the rest of the linear fragment (not mirror-symmetric, so off for transposes).
    public var wholeLinearFragment: Bool
    /// Hostile numbers and every primitive (see the type's summary).
    public var hostile = false
    /// Also Texts in text styles, stacks and frames aligned by text baselines, and explicit
    /// alignment guides, which containers pass up (R6.4). Off by default, so a seed gives
    /// the same tree as before it existed.
    public var textAndGuides = false
    var budget = 0
    var readers: [ReaderID] = []

    /// Trees drawn from `seed`, of at most `maxViews` views, with or without readers, relative frames and grids.
    public init(seed: UInt64, maxViews: Int = 25, wholeLinearFragment: Bool = false) {
        generator = SeededGenerator(seed: seed)
        self.maxViews = maxViews
        self.wholeLinearFragment = wholeLinearFragment
    }

    /// A generator whose choices are read from `bytes` first (a fuzzer's input).
    public init(bytes: [UInt8], maxViews: Int = 25, hostile: Bool = true) {
        generator = SeededGenerator(bytes: bytes)
        self.maxViews = maxViews
        self.wholeLinearFragment = true
        self.hostile = hostile
    }

    /// The next random tree; each call draws a new one from the generator's state.
    public mutating func tree() -> ViewNode {
        budget = maxViews
        return node(depth: 0)
    }

    mutating func length(_ range: ClosedRange<Int> = 0...200) -> Expr {
        if hostile, chance(0.2) { return .constant(hostileNumber()) }
        let constant = Expr.constant(Double(Int.random(in: range, using: &generator)))
        // Inside a GeometryReader, some lengths are a fraction of the reader's size.
        guard let reader = readers.last, chance(0.3) else { return constant }
        let side: Expr = chance(0.5) ? .variable(.readerWidth(reader)) : .variable(.readerHeight(reader))
        return side * (Double(Int.random(in: 1...4, using: &generator)) / 4)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }

    mutating func alignment() -> Alignment {
        var alignment = Alignment(
            horizontal: HorizontalAlignment.allCases.randomElement(using: &generator)!,
            vertical: [VerticalAlignment.top, .center, .bottom].randomElement(using: &generator)!)
        if textAndGuides, chance(0.4) { alignment.vertical = chance(0.5) ? .firstTextBaseline : .lastTextBaseline }
        return alignment
    }

    /// A Text of one to six words in a random text style (`textAndGuides`).
    mutating func text() -> ViewNode {
        let words = ["Hello", "a", "layout", "of", "words", "wraps", "here"]
        let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        var node = ViewNode(.text(text))
        if chance(0.6) { node.attributes.font = Font(TextStyle.allCases.randomElement(using: &generator)!) }
        return node
    }

    /// An explicit alignment guide of a constant (`textAndGuides`).
    mutating func addGuide(to node: inout ViewNode) {
        let value = Expr.constant(Double(Int.random(in: -20...60, using: &generator)))
        if chance(0.5) {
            node.attributes.horizontalGuides[HorizontalAlignment.allCases.randomElement(using: &generator)!] = value
        } else {
            node.attributes.verticalGuides[VerticalAlignment.allCases.randomElement(using: &generator)!] = value
        }
    }

    mutating func node(depth: Int) -> ViewNode {
        budget -= 1
        let leafOnly = budget <= 0 || depth > 6
        if hostile, chance(0.35) { return hostileNode(depth: depth, leafOnly: leafOnly) }
        if textAndGuides, chance(leafOnly ? 0.5 : 0.2) {
            var leaf = text()
            if chance(0.1) { addGuide(to: &leaf) }
            return leaf
        }
        let roll = Int.random(in: 0..<(leafOnly ? 3 : wholeLinearFragment ? 15 : 12), using: &generator)
        var result: ViewNode
        switch roll {
        case 12:
            let reader = ReaderID.next()
            readers.append(reader)
            result = ViewNode(.geometryReader(reader), children: [node(depth: depth + 1)])
            readers.removeLast()
        case 13:
            let spec: ContainerRelativeSpec
            if chance(0.5) {
                let count = Int.random(in: 1...4, using: &generator)
                spec = ContainerRelativeSpec(
                    axes: chance(0.5) ? .horizontal : .both,
                    length: .grid(count: count, span: Int.random(in: 1...count, using: &generator), spacing: length(0...12)),
                    alignment: alignment())
            } else {
                let fraction = Double(Int.random(in: 1...4, using: &generator)) / 4
                spec = ContainerRelativeSpec(
                    axes: .horizontal, length: .closure(horizontal: .variable(.containerLength(.horizontal)) * fraction, vertical: nil),
                    alignment: alignment())
            }
            result = ViewNode(.containerRelativeFrame(spec), children: [node(depth: depth + 1)])
        case 14:
            let rows = Int.random(in: 1...3, using: &generator)
            var children: [ViewNode] = []
            for _ in 0..<rows {
                if chance(0.2) {
                    children.append(node(depth: depth + 1))
                    continue
                }
                var cells: [ViewNode] = []
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    var cell = node(depth: depth + 2)
                    if chance(0.3) { cell.attributes.gridCellColumns = Int.random(in: 1...2, using: &generator) }
                    cells.append(cell)
                }
                children.append(ViewNode(.gridRow(alignment: chance(0.5) ? nil : .top), children: cells))
            }
            result = ViewNode(
                .grid(
                    GridSpec(
                        alignment: alignment(), horizontalSpacing: chance(0.5) ? nil : length(0...10),
                        verticalSpacing: chance(0.5) ? nil : length(0...10))), children: children)
        case 0, 1: result = ViewNode(.color(.named("red")))
        case 2: result = ViewNode(.spacer(minLength: chance(0.5) ? nil : length(0...40)))
        case 3, 4, 5:
            let count = Int.random(in: 0...4, using: &generator)
            let spacing: Expr? = chance(0.5) ? nil : length(0...20)
            let axis: Axis = chance(0.5) ? .horizontal : .vertical
            result = ViewNode(
                .stack(StackSpec(axis: axis, alignment: alignment(), spacing: spacing)),
                children: (0..<count).map { _ in node(depth: depth + 1) })
        case 6:
            let count = Int.random(in: 1...3, using: &generator)
            result = ViewNode(.zStack(alignment: alignment()), children: (0..<count).map { _ in node(depth: depth + 1) })
        case 7:
            result = ViewNode(
                .frame(FixedFrame(width: chance(0.7) ? length() : nil, height: chance(0.7) ? length() : nil, alignment: alignment())),
                children: [node(depth: depth + 1)])
        case 8:
            var frame = FlexibleFrame(alignment: alignment())
            if chance(0.5) { frame.minWidth = length(0...100) }
            if chance(0.3) { frame.idealWidth = length() }
            if chance(0.5) { frame.maxWidth = chance(0.5) ? .infinity : length(0...300) }
            if chance(0.5) { frame.minHeight = length(0...100) }
            if chance(0.3) { frame.idealHeight = length() }
            if chance(0.5) { frame.maxHeight = chance(0.5) ? .infinity : length(0...300) }
            result = ViewNode(.flexibleFrame(frame), children: [node(depth: depth + 1)])
        case 9:
            result = ViewNode(
                .padding(EdgeInsets(top: length(0...20), leading: length(0...20), bottom: length(0...20), trailing: length(0...20))),
                children: [node(depth: depth + 1)])
        case 10:
            let kind: NodeKind = chance(0.5) ? .overlay(alignment: alignment()) : .background(alignment: alignment())
            result = ViewNode(kind, children: [node(depth: depth + 1), node(depth: depth + 1)])
        default:
            if chance(0.5) {
                result = ViewNode(.fixedSize(horizontal: chance(0.5), vertical: chance(0.5)), children: [node(depth: depth + 1)])
            } else {
                let ratio = Double(Int.random(in: 1...8, using: &generator)) / 4
                result = ViewNode(
                    .aspectRatio(AspectRatioSpec(ratio: .constant(ratio), contentMode: chance(0.5) ? .fit : .fill)),
                    children: [node(depth: depth + 1)])
            }
        }
        if chance(0.15) { result.attributes.layoutPriority = Double(Int.random(in: -1...2, using: &generator)) }
        if textAndGuides, chance(0.1) { addGuide(to: &result) }
        return result
    }
}
