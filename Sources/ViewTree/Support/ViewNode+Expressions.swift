/// Every length of a view tree that layout reads, mapped: the nodes' own lengths (frames,
/// paddings, spacings, offsets, positions, scale factors, aspect ratios, container-relative
/// lengths, spacers' minimum lengths) and the attributes layout reads (alignment guides,
/// content margins). A custom `Layout`'s program is code, not lengths: it is left as it is.
extension ViewNode {
    /// This tree with `transform` applied to every length layout reads.
    public func mappingLengths(_ transform: (Expr) -> Expr) -> ViewNode {
        var node = self
        node.kind = kind.mappingLengths(transform)
        node.attributes.horizontalGuides = attributes.horizontalGuides.mapValues(transform)
        node.attributes.verticalGuides = attributes.verticalGuides.mapValues(transform)
        node.attributes.contentMargins = attributes.contentMargins.map { $0.mappingLengths(transform) }
        node.children = children.map { $0.mappingLengths(transform) }
        return node
    }

    /// Whether any length layout reads in this tree satisfies `predicate` (`ScreenHost.layout`
    /// asks it for every layout: no tree is rebuilt and nothing is collected).
    public func containsLength(where predicate: (Expr) -> Bool) -> Bool {
        var found = false
        preorder { node, _ in
            guard !found else { return }
            // A kind without lengths is returned as it is, with the predicate asked nothing.
            _ = node.kind.mappingLengths { expr in
                if !found, predicate(expr) { found = true }
                return expr
            }
            let a = node.attributes
            found =
                found || a.horizontalGuides.values.contains(where: predicate) || a.verticalGuides.values.contains(where: predicate)
                || (a.contentMargins.map { predicate($0.top) || predicate($0.leading) || predicate($0.bottom) || predicate($0.trailing) } ?? false)
        }
        return found
    }
}

extension NodeKind {
    /// This kind with `transform` applied to its lengths.
    func mappingLengths(_ transform: (Expr) -> Expr) -> NodeKind {
        switch self {
        case .spacer(let minLength): return .spacer(minLength: minLength.map(transform))
        case .stack(var spec):
            spec.spacing = spec.spacing.map(transform)
            return .stack(spec)
        case .grid(var spec):
            spec.horizontalSpacing = spec.horizontalSpacing.map(transform)
            spec.verticalSpacing = spec.verticalSpacing.map(transform)
            return .grid(spec)
        case .frame(var frame):
            frame.width = frame.width.map(transform)
            frame.height = frame.height.map(transform)
            return .frame(frame)
        case .flexibleFrame(var frame):
            frame.minWidth = frame.minWidth.map(transform)
            frame.idealWidth = frame.idealWidth.map(transform)
            frame.maxWidth = frame.maxWidth.map(transform)
            frame.minHeight = frame.minHeight.map(transform)
            frame.idealHeight = frame.idealHeight.map(transform)
            frame.maxHeight = frame.maxHeight.map(transform)
            return .flexibleFrame(frame)
        case .padding(let insets): return .padding(insets.mappingLengths(transform))
        case .aspectRatio(var spec):
            spec.ratio = spec.ratio.map(transform)
            return .aspectRatio(spec)
        case .offset(let x, let y): return .offset(x: transform(x), y: transform(y))
        case .position(let x, let y): return .position(x: transform(x), y: transform(y))
        case .scaleEffect(let x, let y, let anchor): return .scaleEffect(x: transform(x), y: transform(y), anchor: anchor)
        case .containerRelativeFrame(var spec):
            switch spec.length {
            case .grid(let count, let span, let spacing): spec.length = .grid(count: count, span: span, spacing: transform(spacing))
            case .closure(let horizontal, let vertical): spec.length = .closure(horizontal: horizontal.map(transform), vertical: vertical.map(transform))
            }
            return .containerRelativeFrame(spec)
        default:
            return self
        }
    }
}

extension EdgeInsets {
    /// These insets with `transform` applied to each edge.
    func mappingLengths(_ transform: (Expr) -> Expr) -> EdgeInsets {
        var insets = self
        insets.top = transform(top)
        insets.leading = transform(leading)
        insets.bottom = transform(bottom)
        insets.trailing = transform(trailing)
        return insets
    }
}
