import ViewTree

/// One stretch of window widths over which a frame component is one linear function of the
/// width, `slope × w + intercept`, at the height the formulas were asked for.
public struct FormulaSegment: Sendable, Hashable {
    /// The stretch's lowest width.
    public var lower: Double
    /// The stretch's highest width.
    public var upper: Double
    /// Whether `lower` itself belongs to the previous segment.
    public var lowerOpen: Bool
    /// Whether `upper` itself belongs to the next segment.
    public var upperOpen: Bool
    /// The change of the component per point of window width.
    public var slope: Double
    /// The component's value the formula gives at width 0.
    public var intercept: Double
    /// Why the formula changes at the lower end (the decision that bounds the piece there:
    /// a Text wrapping, a fitting order, a clamp switching sides); nil for the first segment.
    public var cause: String?

    /// The component's value at width `w` inside the segment.
    public func value(at w: Double) -> Double { slope * w + intercept }

    /// Whether the segment contains `w`.
    public func contains(_ w: Double) -> Bool {
        (lowerOpen ? w > lower : w >= lower) && (upperOpen ? w < upper : w <= upper)
    }
}

/// One view's frame over a range of window widths: each component as a list of segments.
public struct ViewFormulas: Sendable {
    /// The view's path (I.4).
    public var path: String
    /// Its SwiftUI name.
    public var kind: String
    /// Its `id("name")` tag, if any.
    public var id: String?
    /// Where it was written in the model file.
    public var source: SourceLocation?
    /// x, y, width and height, in that order (window coordinates, as `solve` prints them).
    public var components: [[FormulaSegment]]

    /// The component's segments by name: `x`, `y`, `width`, `height`.
    public static let componentNames = ["x", "y", "width", "height"]

    /// The segments of `name` (`width`, say).
    public subscript(name: String) -> [FormulaSegment] {
        Self.componentNames.firstIndex(of: name).map { components[$0] } ?? []
    }
}

extension ConstraintEngine {
    /// Every view's frame over the window widths `widths` (the height held at `height`) as
    /// linear functions of the width with their breakpoints and what causes each.
    ///
    /// In the relation program (the default encoding) the functions are read from GLPK's
    /// sensitivity analysis of the solved programs: the window width is a fixed column, the
    /// optimal basis makes every frame component a linear function of it, and the ranging
    /// of that column says over which widths the basis holds and which row ends it (a clamp
    /// switching sides); pieces end at step functions (a Text wrapping, a fitting order). In
    /// the regions encoding they are read from the pieces' affine forms of the window.
    /// Either way adjacent stretches where a view's formula is the same (equal slope and
    /// intercept) are merged for that view, so the breakpoints listed are the ones that
    /// change it (docs/constraint-engine.md, "Formulas").
    public func formulas(_ root: ViewNode?, widths: ClosedRange<Double>, height: Double) throws(LayoutError) -> [ViewFormulas] {
        // The pieces cover `widths` (past the engine's range every width would be a piece).
        var options = options
        options.widthRange = Swift.min(options.widthRange.lowerBound, widths.lowerBound)...Swift.max(options.widthRange.upperBound, widths.upperBound)
        guard options.encoding == .relations else {
            var regions = options
            regions.clamps = .regions
            let compiled = ConstraintEngine(options: regions).compile(root)
            defer { compiled.close() }
            return try compiled.formulas(widths: widths, height: height)
        }
        let compiled = ConstraintEngine(options: options).compile(root)
        defer { compiled.close() }
        return try compiled.rangedFormulas(widths: widths, height: height)
    }
}

extension CompiledLayout {
    /// Slopes and intercepts this close are the same formula (rounding of the forms' arithmetic).
    static let formulaTolerance = 1e-9

    /// The formulas of every placed view over `widths` at `height`, from this layout's pieces'
    /// affine forms; the layout must be compiled in the regions encoding (`ConstraintEngine.formulas`).
    func formulas(widths: ClosedRange<Double>, height: Double) throws(LayoutError) -> [ViewFormulas] {
        var byNode: [Int: [[FormulaSegment]]] = [:]
        var next: Double? = widths.lowerBound
        var previousUpperCause: String?
        var visited = 0
        while let width = next {
            visited += 1
            guard visited <= Self.maximumSplits else {
                throw LayoutError(message: "formulas: more than \(Self.maximumSplits) pieces in the range", path: "0", kind: "program")
            }
            let (_, piece) = try compiledPiece(for: ProposedSize(width: width, height: height))
            guard let interval = piece.box[0] else { break }
            let lower = Swift.max(interval.lower, widths.lowerBound)
            let upper = Swift.min(interval.upper, widths.upperBound)
            let lowerOpen = interval.lower >= widths.lowerBound && interval.lowerOpen
            let upperOpen = interval.upper <= widths.upperBound && interval.upperOpen
            let cause = lower > widths.lowerBound ? (piece.ends["width lower"]?.description ?? previousUpperCause) : nil
            for (index, origin, size) in piece.frameForms {
                var lists = byNode[index] ?? Array(repeating: [], count: 4)
                // In `ViewFormulas.componentNames`' order.
                for (k, form) in [origin.x, origin.y, size.width, size.height].enumerated() {
                    let (slope, intercept) = try affine(form, height: height, node: index, component: ViewFormulas.componentNames[k])
                    let segment = FormulaSegment(
                        lower: lower, upper: upper, lowerOpen: lowerOpen, upperOpen: upperOpen, slope: slope, intercept: intercept,
                        cause: lists[k].isEmpty ? nil : cause)
                    Self.append(segment, to: &lists[k])
                }
                byNode[index] = lists
            }
            previousUpperCause = piece.ends["width upper"]?.description
            next = upper >= widths.upperBound ? nil : (interval.upperOpen ? interval.upper : interval.upper.nextUp)
        }
        return viewFormulas(byNode)
    }

    /// Each view's formulas, in pre-order (a view's index in the tree).
    func viewFormulas(_ byNode: [Int: [[FormulaSegment]]]) -> [ViewFormulas] {
        byNode.keys.sorted().map { index in
            let node = self.node(index)
            return ViewFormulas(
                path: node.path, kind: node.reportedKind, id: node.attributes.id, source: node.attributes.source, components: byNode[index]!)
        }
    }

    /// Pieces at most this wide (a single width, or the sliver between a decision's crossing
    /// and its tolerance, C.8) join a neighbour whose formula gives their values.
    static let sliver = 1e-6

    /// Adds the next piece's segment: merged into the last one when the formula is the same.
    /// A single width (a piece that is one point, where every form is a constant) or a sliver
    /// joins the neighbour whose formula gives its values there, so it shows as a breakpoint
    /// only where the frame jumps.
    static func append(_ segment: FormulaSegment, to list: inout [FormulaSegment]) {
        guard let last = list.last else {
            list.append(segment)
            return
        }
        let end = list.count - 1
        func fits(_ narrow: FormulaSegment, _ wide: FormulaSegment) -> Bool {
            narrow.upper - narrow.lower <= sliver && sameValue(wide.value(at: narrow.lower), narrow.value(at: narrow.lower))
                && sameValue(wide.value(at: narrow.upper), narrow.value(at: narrow.upper))
        }
        if sameFormula(last, segment) || fits(segment, last) {
            list[end].upper = segment.upper
            list[end].upperOpen = segment.upperOpen
        } else if fits(last, segment) {
            var widened = segment
            widened.lower = last.lower
            widened.lowerOpen = last.lowerOpen
            widened.cause = last.cause
            list[end] = widened
        } else {
            list.append(segment)
        }
    }

    private static func sameValue(_ x: Double, _ y: Double) -> Bool {
        x == y || abs(x - y) <= sliver * Swift.max(1, abs(x), abs(y))
    }

    /// Equal slopes and intercepts (relative to their size).
    private static func sameFormula(_ a: FormulaSegment, _ b: FormulaSegment) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || abs(x - y) <= formulaTolerance * Swift.max(1, abs(x), abs(y))
        }
        return close(a.slope, b.slope) && close(a.intercept, b.intercept)
    }

    /// A frame component's form as `slope × w + intercept` at `height`; floating dust (a
    /// slope below 1e-12) is 0.
    private func affine(_ form: LinearForm, height: Double, node: Int, component: String) throws(LayoutError) -> (Double, Double) {
        if let other = form.terms.keys.first(where: { $0 > 1 }) {
            _ = other
            let node = self.node(node)
            throw LayoutError(
                message: "formulas: the \(component) of this view reads a value the program solves for (a relation's unknown), not a formula of the window",
                path: node.path, kind: node.kind.name, source: node.attributes.source)
        }
        var slope = form.terms[0] ?? 0
        if abs(slope) < 1e-12 { slope = 0 }
        let intercept = form.constant + (form.terms[1] ?? 0) * height
        return (slope, intercept)
    }
}

/// `{"lower", "upper", "lowerOpen", "upperOpen", "slope", "intercept", "cause"?}` (an
/// infinite intercept as the string `"inf"`, as lengths everywhere).
extension FormulaSegment: Codable {
    enum CodingKeys: String, CodingKey { case lower, upper, lowerOpen, upperOpen, slope, intercept, cause }

    /// A segment from its JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lower = try container.decodeLength(forKey: .lower)
        upper = try container.decodeLength(forKey: .upper)
        lowerOpen = try container.decode(Bool.self, forKey: .lowerOpen)
        upperOpen = try container.decode(Bool.self, forKey: .upperOpen)
        slope = try container.decodeLength(forKey: .slope)
        intercept = try container.decodeLength(forKey: .intercept)
        cause = try container.decodeIfPresent(String.self, forKey: .cause)
    }

    /// The segment as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeLength(lower, forKey: .lower)
        try container.encodeLength(upper, forKey: .upper)
        try container.encode(lowerOpen, forKey: .lowerOpen)
        try container.encode(upperOpen, forKey: .upperOpen)
        try container.encodeLength(slope, forKey: .slope)
        try container.encodeLength(intercept, forKey: .intercept)
        try container.encodeIfPresent(cause, forKey: .cause)
    }
}

/// `{"path", "kind", "id"?, "source"?: {"line", "column"}, "x": [...], "y": [...], "width": [...],
/// "height": [...]}`.
extension ViewFormulas: Encodable {
    enum CodingKeys: String, CodingKey { case path, kind, id, source, x, y, width, height }

    private struct Position: Encodable {
        var line: Int
        var column: Int
    }

    /// The view's formulas as a JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(source.map { Position(line: $0.line, column: $0.column) }, forKey: .source)
        for (key, segments) in zip([CodingKeys.x, .y, .width, .height], components) { try container.encode(segments, forKey: key) }
    }
}
