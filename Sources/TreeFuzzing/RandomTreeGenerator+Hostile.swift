import ViewTree

/// The hostile half of the generator: numbers no sensible model writes, and every primitive
/// and modifier of the language, so both engines meet what a pasted or generated model can
/// hold. Used by the fuzz targets (tools/fuzz) and the hostile replay tests.
extension RandomTreeGenerator {
    /// Values at the edges of Double and of the numeric policy (docs/limits.md).
    public static let hostileNumbers: [Double] = [
        .nan, -.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, 1e20, 1e10, 1e9, -1e9,
        -0.0, 0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, -1, -5, 0.5, 1, 3, 1e-9,
    ]

    mutating func hostileNumber() -> Double {
        Self.hostileNumbers.randomElement(using: &generator)!
    }

    /// A length: mostly ordinary, sometimes hostile.
    mutating func anyNumber() -> Double {
        chance(0.5) ? hostileNumber() : Double(Int.random(in: -20...300, using: &generator))
    }

    mutating func hostileNode(depth: Int, leafOnly: Bool) -> ViewNode {
        let leaves = 6
        let roll = Int.random(in: 0..<(leafOnly ? leaves : 27), using: &generator)
        var result: ViewNode
        switch roll {
        case 0:
            let words = ["", "a", "Hello world wraps", "x\ny", String(repeating: "w ", count: 40), "🙂👍🏽", "long-unbroken-word-here"]
            result = ViewNode(.text(words.randomElement(using: &generator)!))
        case 1:
            result = ViewNode(.image(ImageSpec(name: "x", width: anyNumber(), height: anyNumber(), resizable: chance(0.5))))
        case 2:
            let shapes: [ShapeKind] = [.rectangle, .roundedRectangle(cornerRadius: anyNumber()), .circle, .capsule, .ellipse, .path]
            result = ViewNode(.shape(shapes.randomElement(using: &generator)!))
        case 3: result = ViewNode(.divider)
        case 4: result = ViewNode(.spacer(minLength: chance(0.5) ? nil : .constant(anyNumber())))
        case 5: result = ViewNode(.color(.named("blue")))
        case 6:
            result = ViewNode(.offset(x: .constant(anyNumber()), y: .constant(anyNumber())), children: [node(depth: depth + 1)])
        case 7:
            result = ViewNode(.position(x: .constant(anyNumber()), y: .constant(anyNumber())), children: [node(depth: depth + 1)])
        case 8:
            result = ViewNode(
                .scaleEffect(x: .constant(anyNumber()), y: .constant(anyNumber()), anchor: UnitPoint(x: 0.5, y: 0.5)),
                children: [node(depth: depth + 1)])
        case 9:
            let axes: [AxisSet] = [.vertical, .horizontal, .both]
            result = ViewNode(.scrollView(ScrollSpec(axes: axes.randomElement(using: &generator)!)), children: [node(depth: depth + 1)])
        case 10:
            let axes: [AxisSet] = [.vertical, .horizontal, .both]
            result = ViewNode(
                .viewThatFits(axes: axes.randomElement(using: &generator)!),
                children: (0..<Int.random(in: 1...3, using: &generator)).map { _ in node(depth: depth + 1) })
        case 11:
            result = ViewNode(
                .aspectRatio(AspectRatioSpec(ratio: chance(0.2) ? nil : .constant(anyNumber()), contentMode: chance(0.5) ? .fit : .fill)),
                children: [node(depth: depth + 1)])
        case 12:
            result = ViewNode(
                .padding(EdgeInsets(top: length(), leading: .constant(anyNumber()), bottom: length(), trailing: length())),
                children: [node(depth: depth + 1)])
        case 13:
            result = ViewNode(
                .stack(StackSpec(axis: chance(0.5) ? .horizontal : .vertical, alignment: alignment(), spacing: .constant(anyNumber()))),
                children: (0..<Int.random(in: 0...3, using: &generator)).map { _ in node(depth: depth + 1) })
        case 14:
            var frame = FlexibleFrame(alignment: alignment())
            frame.minWidth = chance(0.5) ? .constant(anyNumber()) : nil
            frame.idealWidth = chance(0.3) ? .constant(anyNumber()) : nil
            frame.maxWidth = chance(0.5) ? .constant(anyNumber()) : nil
            frame.minHeight = chance(0.3) ? .constant(anyNumber()) : nil
            frame.maxHeight = chance(0.5) ? .constant(anyNumber()) : nil
            result = ViewNode(.flexibleFrame(frame), children: [node(depth: depth + 1)])
        case 15:
            result = ViewNode(
                .frame(FixedFrame(width: chance(0.7) ? .constant(anyNumber()) : nil, height: chance(0.7) ? .constant(anyNumber()) : nil)),
                children: [node(depth: depth + 1)])
        case 16:
            let relation: RelationSpec
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                relation = .fractionOfAncestor(
                    width: .constant(anyNumber()), height: chance(0.5) ? nil : .constant(anyNumber()), ancestor: nil, alignment: .center)
            case 1: relation = .equalLength(axis: chance(0.5) ? .horizontal : .vertical, group: "g", alignment: .center)
            case 2: relation = .boundAspectRatio(.constant(anyNumber()))
            default: relation = .centeredColumn(maxWidth: .constant(anyNumber()))
            }
            result = ViewNode(.relation(relation), children: [node(depth: depth + 1)])
        case 17:
            let count = Int.random(in: -1...4, using: &generator)
            let length: ContainerRelativeSpec.Length =
                chance(0.5)
                ? .grid(count: count, span: Int.random(in: -1...5, using: &generator), spacing: .constant(anyNumber()))
                : .closure(
                    horizontal: .variable(.containerLength(.horizontal)) * anyNumber(),
                    vertical: chance(0.5) ? nil : .variable(.containerLength(.vertical)) * anyNumber() + anyNumber())
            let axes: [AxisSet] = [.vertical, .horizontal, .both]
            result = ViewNode(
                .containerRelativeFrame(ContainerRelativeSpec(axes: axes.randomElement(using: &generator)!, length: length, alignment: alignment())),
                children: [node(depth: depth + 1)])
        case 18:
            let cells = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                var cell = node(depth: depth + 2)
                if chance(0.5) { cell.attributes.gridCellColumns = [-1, 0, 1, 3, 1_000_000_000, Int.max].randomElement(using: &generator)! }
                if chance(0.2) { cell.attributes.gridCellUnsizedAxes = chance(0.5) ? .horizontal : .both }
                if chance(0.3) { cell.attributes.gridColumnAlignment = HorizontalAlignment.allCases.randomElement(using: &generator)! }
                if chance(0.3) { cell.attributes.gridCellAnchor = unitPoint() }
                return cell
            }
            let rowAlignment: VerticalAlignment? = chance(0.5) ? nil : [.top, .center, .bottom].randomElement(using: &generator)!
            result = ViewNode(
                .grid(
                    GridSpec(
                        alignment: alignment(), horizontalSpacing: .constant(anyNumber()),
                        verticalSpacing: chance(0.5) ? nil : .constant(anyNumber()))),
                children: [ViewNode(.gridRow(alignment: rowAlignment), children: cells)] + (chance(0.3) ? [node(depth: depth + 1)] : []))
        case 19:
            result = ViewNode(.overlay(alignment: alignment()), children: [node(depth: depth + 1), node(depth: depth + 1)])
        case 20:
            result = ViewNode(.background(alignment: alignment()), children: [node(depth: depth + 1), node(depth: depth + 1)])
        case 21:
            result = ViewNode(.fixedSize(horizontal: chance(0.5), vertical: chance(0.5)), children: [node(depth: depth + 1)])
        case 22:
            // Content reading the reader's size (sometimes through a hostile factor).
            let reader = ReaderID.next()
            readers.append(reader)
            let side: Expr = chance(0.5) ? .variable(.readerWidth(reader)) : .variable(.readerHeight(reader))
            let content = ViewNode(.frame(FixedFrame(width: side * anyNumber(), height: chance(0.5) ? nil : length())), children: [node(depth: depth + 2)])
            readers.removeLast()
            result = ViewNode(.geometryReader(reader), children: [content])
        case 23:
            let layout = HostileLayout(gap: anyNumber(), factor: chance(0.5) ? 1 : anyNumber(), extra: chance(0.5) ? 0 : anyNumber(), anchor: unitPoint())
            result = ViewNode(
                .customLayout(CustomLayoutSpec(name: "HostileLayout", stackOrientation: chance(0.3) ? .horizontal : nil, program: layout)),
                children: (0..<Int.random(in: 0...3, using: &generator)).map { _ in node(depth: depth + 1) })
        case 24:
            // A relativeFrame to a tagged ancestor: this node is the ancestor.
            var child = ViewNode(
                .relation(
                    .fractionOfAncestor(
                        width: chance(0.8) ? .constant(anyNumber()) : nil, height: chance(0.5) ? nil : .constant(anyNumber()), ancestor: "anchor",
                        alignment: alignment())),
                children: [node(depth: depth + 2)])
            child.attributes.layoutPriority = chance(0.2) ? anyNumber() : nil
            result = ViewNode(
                .frame(FixedFrame(width: chance(0.8) ? .constant(anyNumber()) : nil, height: chance(0.8) ? .constant(anyNumber()) : nil)),
                children: [ViewNode(.stack(StackSpec(axis: .vertical, spacing: .constant(anyNumber()))), children: [child, node(depth: depth + 1)])])
            result.attributes.id = "anchor"
        case 25:
            var frame = FlexibleFrame(alignment: alignment())
            frame.idealHeight = .constant(anyNumber())
            frame.minHeight = chance(0.5) ? .constant(anyNumber()) : nil
            frame.maxHeight = chance(0.5) ? .infinity : .constant(anyNumber())
            frame.maxWidth = chance(0.5) ? .infinity : nil
            result = ViewNode(.flexibleFrame(frame), children: [node(depth: depth + 1)])
        default:
            result = ViewNode(.zStack(alignment: alignment()), children: [node(depth: depth + 1)])
        }
        if chance(0.2) { result.attributes.font = Font(size: anyNumber()) }
        if chance(0.1) { result.attributes.lineLimit = [Int.min, -1, 0, 1, 2, Int.max].randomElement(using: &generator)! }
        if chance(0.1) { result.attributes.layoutPriority = anyNumber() }
        if chance(0.1) { result.attributes.contentMargins = EdgeInsets(.all, .constant(anyNumber())) }
        if chance(0.05) { result.attributes.horizontalGuides[HorizontalAlignment.allCases.randomElement(using: &generator)!] = .constant(anyNumber()) }
        if chance(0.05) { result.attributes.verticalGuides[[VerticalAlignment.top, .center, .bottom].randomElement(using: &generator)!] = .constant(anyNumber()) }
        if chance(0.05) { result.attributes.layoutValues["weight"] = .number(.constant(anyNumber())) }
        if chance(0.05) { result.attributes.coordinateSpace = "space" }
        if chance(0.05) { result.attributes.gridCellAnchor = unitPoint() }
        return result
    }

    /// A unit point, sometimes with hostile coordinates.
    mutating func unitPoint() -> UnitPoint {
        chance(0.5) ? UnitPoint(x: anyNumber(), y: anyNumber()) : UnitPoint(x: Double(Int.random(in: 0...2, using: &generator)) / 2, y: 0.5)
    }
}
