// The numeric policy applied to a whole tree, once, before either engine lays it out: every
// number a node or its attributes hold is checked by the kind of its argument (NumericPolicy),
// normalised with a warning or rejected with an error naming the view, the argument and the
// model line. A loop over the flattened tree, so any depth is safe.
extension NumericPolicy {
    /// Checks and normalises every number of `tree`; returns the warnings of what it replaced.
    ///
    /// - Throws: a `LayoutError` for the first number that cannot be used (pre-order).
    public static func apply(to tree: inout IndexedTree) throws(LayoutError) -> [LayoutWarning] {
        // The checker works on each node in place: copying a node into it retained each of its
        // references (about a tenth of preparing a tree). Only a kind is ever replaced
        // (attributes are checked, never rewritten), and it is written where it lies.
        try tree.nodes.withUnsafeMutableBufferPointer { (nodes) throws(LayoutError) -> [LayoutWarning] in
            guard let base = nodes.baseAddress else { return [] }
            var checker = TreeNumberChecker(node: base)
            for index in nodes.indices {
                checker.pointer = base + index
                try checker.check()
            }
            return checker.warnings
        }
    }
}

/// The checks of one node at a time, collecting warnings.
struct TreeNumberChecker {
    /// The node being checked, in the tree's storage (valid for the duration of `apply`).
    var pointer: UnsafeMutablePointer<IndexedTree.Node>
    var warnings: [LayoutWarning] = []

    init(node: UnsafeMutablePointer<IndexedTree.Node>) { pointer = node }

    /// The node being checked, read and written in place.
    var node: IndexedTree.Node {
        unsafeAddress { UnsafePointer(pointer) }
        nonmutating unsafeMutableAddress { pointer }
    }

    mutating func check() throws(LayoutError) {
        try checkKind()
        // A node without attributes shares the one empty box: nothing to check.
        if node.hasAttributes { try checkAttributes() }
    }

    func error(_ argument: String, _ message: String) -> LayoutError {
        LayoutError(message: "'\(argument)' \(message)", path: node.path, kind: node.kind.name, argument: argument, source: node.attributes.source)
    }

    mutating func warn(_ message: String) {
        warnings.append(LayoutWarning(message: message, path: node.path, source: node.attributes.source))
    }

    /// A plain number of `kind`.
    func number(_ value: Double, _ kind: NumericPolicy.Kind, _ argument: @autoclosure () -> String) throws(LayoutError) {
        if let problem = NumericPolicy.problem(value, kind) { throw error(argument(), problem) }
    }

    /// An expression: a constant one is checked as a number of `kind`; in one that reads the
    /// layout (`proxy.size.width * 0.25`), each literal must be a number and within the limit.
    ///
    /// The argument's name is spelt only for an error (`@autoclosure`: `padding.top` and the
    /// like are interpolated, once per node and argument otherwise).
    func expression(_ expr: Expr, _ kind: NumericPolicy.Kind, _ argument: @autoclosure () -> String) throws(LayoutError) {
        if case .constant(let value) = expr {
            try number(value, kind, argument())
            return
        }
        if expr.variables.isEmpty, let value = try? expr.evaluate({ _ in nil }) {
            try number(value, kind, argument())
            return
        }
        for literal in expr.literals {
            if literal.isNaN { throw error(argument(), "is not a number (NaN)") }
            if literal.isFinite && abs(literal) > NumericPolicy.largestMagnitude { throw error(argument(), NumericPolicy.beyondLimit(literal)) }
        }
    }

    func optional(_ expr: Expr?, _ kind: NumericPolicy.Kind, _ argument: @autoclosure () -> String) throws(LayoutError) {
        if let expr { try expression(expr, kind, argument()) }
    }

    func insets(_ insets: EdgeInsets, _ name: StaticString) throws(LayoutError) {
        try expression(insets.top, .signedLength, "\(name).top")
        try expression(insets.leading, .signedLength, "\(name).leading")
        try expression(insets.bottom, .signedLength, "\(name).bottom")
        try expression(insets.trailing, .signedLength, "\(name).trailing")
    }

    /// A grid count or span: 1 ... largestGridSpan.
    func span(_ value: Int, _ argument: String) throws(LayoutError) {
        guard value >= 1 else { throw error(argument, "is \(value); it must be at least 1") }
        guard value <= NumericPolicy.largestGridSpan else {
            throw error(argument, "is \(value), beyond the largest grid span FrameSolver accepts, \(NumericPolicy.largestGridSpan) (docs/limits.md)")
        }
    }

    /// Whether `kind` is a padding, fixed frame, stack or Spacer whose numbers are all
    /// constants the checks below pass without a warning: the usual case, told on the kind in
    /// place. (Binding the payload in `switch node.kind` copied the kind, and each check
    /// passed the argument's name along; together about 580 instructions per padding.)
    static func holdsAcceptedConstantsOnly(_ kind: borrowing NodeKind) -> Bool {
        // What `expression(_, .signedLength, _)` passes: not NaN, finite, within the limit.
        func signed(_ value: Double) -> Bool { value.isFinite && abs(value) <= NumericPolicy.largestMagnitude }
        switch kind {
        case .padding(let insets):
            guard
                case .constant(let top) = insets.top, case .constant(let leading) = insets.leading,
                case .constant(let bottom) = insets.bottom, case .constant(let trailing) = insets.trailing
            else { return false }
            return signed(top) && signed(leading) && signed(bottom) && signed(trailing)
        case .frame(let frame):
            // `limit` below: only a finite constant beyond the limit is an error.
            func accepted(_ expr: Expr?) -> Bool {
                switch expr {
                case nil: true
                case .constant(let value)?: !(value.isFinite && abs(value) > NumericPolicy.largestMagnitude)
                default: false
                }
            }
            return accepted(frame.width) && accepted(frame.height)
        case .stack(let spec):
            switch spec.spacing {
            case nil: return true
            case .constant(let value)?: return signed(value)
            default: return false
            }
        case .spacer(let minLength):
            // A negative minimum is warned about and replaced below.
            switch minLength {
            case nil: return true
            case .constant(let value)?: return signed(value) && value >= 0
            default: return false
            }
        default:
            return false
        }
    }

    mutating func checkKind() throws(LayoutError) {
        // Kinds without numbers are passed on their tag: a switch on the kind copies it.
        switch node.tag {
        case .color, .divider, .geometryReader, .zStack, .overlay, .background, .fixedSize, .gridRow, .viewThatFits, .scrollView, .customLayout:
            return
        default:
            break
        }
        if Self.holdsAcceptedConstantsOnly(node.kind) { return }
        switch node.kind {
        case .color, .divider, .geometryReader, .zStack, .overlay, .background, .fixedSize, .gridRow, .viewThatFits, .scrollView:
            break
        case .customLayout:
            // Its code computes proposals and places at layout time; the output guard checks them.
            break
        case .shape(let shape):
            if case .roundedRectangle(let radius) = shape { try number(radius, .size, "cornerRadius") }
        case .text(let string):
            if string.utf8.count > NumericPolicy.longestText, string.count > NumericPolicy.longestText {
                throw error(
                    "text", "holds \(string.count) characters, beyond the longest Text FrameSolver lays out, \(NumericPolicy.longestText) (docs/limits.md)")
            }
        case .image(let spec):
            try number(spec.width, .size, "width")
            try number(spec.height, .size, "height")
        case .spacer(let minLength):
            try optional(minLength, .signedLength, "minLength")
            // A negative minimum would make the Spacer negative where it is proposed nothing.
            if let value = minLength?.constantValue, value < 0 {
                warn("Spacer(minLength: \(formatLength(value))) is negative; treated as 0")
                node.kind = .spacer(minLength: 0)
            }
        case .stack(let spec): try optional(spec.spacing, .signedLength, "spacing")
        case .grid(let spec):
            try optional(spec.horizontalSpacing, .signedLength, "horizontalSpacing")
            try optional(spec.verticalSpacing, .signedLength, "verticalSpacing")
        case .frame(let frame):
            // NaN, negative and infinite lengths are the engines' (I.5: ignored with a warning).
            func limit(_ expr: Expr?, _ name: String) throws(LayoutError) {
                guard let expr, expr.constantValue.map({ $0.isFinite && abs($0) > NumericPolicy.largestMagnitude }) ?? true else { return }
                for literal in expr.literals where literal.isFinite && abs(literal) > NumericPolicy.largestMagnitude {
                    throw error(name, NumericPolicy.beyondLimit(literal))
                }
            }
            try limit(frame.width, "width")
            try limit(frame.height, "height")
        case .flexibleFrame(var frame):
            try flexibleFrame(&frame)
            node.kind = .flexibleFrame(frame)
        case .padding(let insets): try self.insets(insets, "padding")
        case .aspectRatio(let spec): try optional(spec.ratio, .positiveRatio, "aspectRatio")
        case .offset(let x, let y), .position(let x, let y):
            try expression(x, .signedLength, "x")
            try expression(y, .signedLength, "y")
        case .scaleEffect(let x, let y, _):
            try expression(x, .factor, "x")
            try expression(y, .factor, "y")
        case .containerRelativeFrame(let spec):
            switch spec.length {
            case .grid(let count, let span, let spacing):
                try self.span(count, "count")
                try self.span(span, "span")
                try expression(spacing, .signedLength, "spacing")
            case .closure(let horizontal, let vertical):
                try optional(horizontal, .signedLength, "length")
                try optional(vertical, .signedLength, "length")
            }
        case .relation(let spec):
            switch spec {
            case .fractionOfAncestor(let width, let height, _, _):
                try optional(width, .factor, "width")
                try optional(height, .factor, "height")
                for (fraction, name) in [(width, "width"), (height, "height")] {
                    if let value = fraction?.constantValue, value < 0 { throw error(name, "is \(formatLength(value)); a fraction must be 0 or more") }
                }
            case .equalLength: break
            case .boundAspectRatio(let ratio): try expression(ratio, .positiveRatio, "ratio")
            case .centeredColumn(let maxWidth): try expression(maxWidth, .upperLimit, "maxWidth")
            }
        }
    }

    /// Flexible frame limits (I.1, I.5): NaN and finite numbers beyond the limit are errors; a
    /// negative ideal or maximum (-inf too) is ignored with a warning (SwiftUI logs it as an
    /// invalid frame dimension); a negative minimum is 0 (C100); +inf is legal everywhere (an
    /// infinite minimum makes the frame infinitely wide, C100).
    mutating func flexibleFrame(_ frame: inout FlexibleFrame) throws(LayoutError) {
        func limit(_ expr: inout Expr?, _ name: String) throws(LayoutError) {
            guard let current = expr else { return }
            try expression(current, .frameLimit, name)
            if !name.hasPrefix("min"), let value = current.constantValue, value < 0 {
                warn("frame(\(name): \(formatLength(value))) is negative; treated as unspecified")
                expr = nil
            }
        }
        try limit(&frame.minWidth, "minWidth")
        try limit(&frame.idealWidth, "idealWidth")
        try limit(&frame.maxWidth, "maxWidth")
        try limit(&frame.minHeight, "minHeight")
        try limit(&frame.idealHeight, "idealHeight")
        try limit(&frame.maxHeight, "maxHeight")
    }

    mutating func checkAttributes() throws(LayoutError) {
        // Read in place: a copy of the attributes retains each of their strings and collections.
        let attributes = pointer.pointee.attributeBox.address
        if let priority = attributes.pointee.layoutPriority { try number(priority, .factor, "layoutPriority") }
        if let font = attributes.pointee.font { try number(font.size, .size, "font size") }
        if let margins = attributes.pointee.contentMargins { try insets(margins, "contentMargins") }
        if let columns = attributes.pointee.gridCellColumns { try span(columns, "gridCellColumns") }
        for (guide, expr) in attributes.pointee.horizontalGuides { try expression(expr, .signedLength, "alignmentGuide(.\(guide.rawValue))") }
        for (guide, expr) in attributes.pointee.verticalGuides { try expression(expr, .signedLength, "alignmentGuide(.\(guide.rawValue))") }
    }
}
