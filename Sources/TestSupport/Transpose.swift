import FrameSolver

/// The tree mirrored across the diagonal: HStack <-> VStack, widths <-> heights, leading <->
/// top. SwiftUI's rules treat the axes alike, so the layout of the transpose must be the
/// transpose of the layout (for trees without Text, whose metrics are not symmetric).
public func transposed(_ node: ViewNode) -> ViewNode {
    var result = node
    result.children = node.children.map(transposed)
    switch node.kind {
    case .stack(var spec):
        spec.axis = spec.axis.other
        spec.alignment = transposed(spec.alignment)
        result.kind = .stack(spec)
    case .zStack(let alignment): result.kind = .zStack(alignment: transposed(alignment))
    case .frame(let frame):
        result.kind = .frame(FixedFrame(width: frame.height, height: frame.width, alignment: transposed(frame.alignment)))
    case .flexibleFrame(let f):
        result.kind = .flexibleFrame(
            FlexibleFrame(
                minWidth: f.minHeight, idealWidth: f.idealHeight, maxWidth: f.maxHeight,
                minHeight: f.minWidth, idealHeight: f.idealWidth, maxHeight: f.maxWidth,
                alignment: transposed(f.alignment)))
    case .padding(let i):
        result.kind = .padding(EdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom))
    case .fixedSize(let h, let v): result.kind = .fixedSize(horizontal: v, vertical: h)
    case .overlay(let alignment): result.kind = .overlay(alignment: transposed(alignment))
    case .background(let alignment): result.kind = .background(alignment: transposed(alignment))
    case .aspectRatio(var spec):
        spec.ratio = spec.ratio.map { 1 / $0 }
        result.kind = .aspectRatio(spec)
    default: break
    }
    return result
}

/// The alignment with its axes swapped (top becomes leading, baselines trailing), for transposition tests.
public func transposed(_ alignment: Alignment) -> Alignment {
    let horizontal: HorizontalAlignment
    switch alignment.vertical {
    case .top: horizontal = .leading
    case .bottom, .firstTextBaseline, .lastTextBaseline: horizontal = .trailing
    case .center: horizontal = .center
    }
    let vertical: VerticalAlignment
    switch alignment.horizontal {
    case .leading: vertical = .top
    case .trailing: vertical = .bottom
    case .center: vertical = .center
    }
    return Alignment(horizontal: horizontal, vertical: vertical)
}

/// The rectangle mirrored across the diagonal: x and y, width and height swapped.
public func transposed(_ rect: Rect) -> Rect { Rect(x: rect.y, y: rect.x, width: rect.height, height: rect.width) }
