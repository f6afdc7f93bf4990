import ViewTree

/// What a view looks like when drawn: read from the tree (kinds, drawing-only modifiers and
/// the environment), never from the layout.
public struct Look: Hashable, Sendable {
    /// What is painted inside the frame.
    public enum Paint: Hashable, Sendable {
        /// A Color or a filled shape, in a CSS colour, with its outline shape.
        case fill(String, Outline)
        /// A shape filled with a gradient, or a gradient view (`SVGRenderer.gradientShape`).
        case gradient(GradientValue, Outline)
        /// A stroked shape (`stroke(_:lineWidth:)`).
        case stroke(String, width: Double, Outline)
        /// A layout container or modifier, a clear colour, a material: only the thin box.
        case none
        /// Text, drawn line by line in the text colour, in the font and with the metrics it
        /// was measured in (`TextDrawing`), each line placed by `alignment`
        /// (`multilineTextAlignment`: 0 leading, 0.5 centred, 1 trailing).
        case text(String, font: Font, metrics: TextMetricsModel, lineLimit: Int?, color: String, alignment: Double)
        /// An image: a hatched box with its name.
        case image(String)
        /// A Divider: a grey hairline filling its frame.
        case divider
        /// A determinate ProgressView's bar: its track, and `fraction` of it from the leading
        /// edge in the tint, both capsules.
        case progress(track: String, tint: String, fraction: Double)
        /// A segmented Picker: its options' titles in equal segments on a light track, the
        /// selected one (an index, if any) on a white segment (`SVGRenderer.segmented`).
        case segmented(titles: [String], selected: Int?)
    }

    /// The outline of a painted shape.
    public enum Outline: Hashable, Sendable {
        /// A rectangle, its corners rounded by `cornerRadius` points (0: square).
        case rectangle(cornerRadius: Double)
        /// The ellipse inscribed in the frame (Circle and Ellipse).
        case ellipse
        /// A rectangle whose shorter sides are half circles.
        case capsule
    }

    /// How the view's frame is filled.
    public var paint: Paint
    /// The product of the `opacity` modifiers on the way down (0 under `hidden()`).
    public var opacity: Double
    /// `border(_:width:)`: drawn on the frame's edge.
    public var border: Border?
    /// `clipped()`, `clipShape(_:)` or `cornerRadius(_:)`: the view and everything below it are
    /// drawn inside its frame (`LayoutPicture.Item.clip`); the radius rounds that frame's
    /// corners (a `clipShape`'s shape is drawn as its frame, with square corners).
    public var clipsContent = false
    /// The corner radius of the clip (`cornerRadius(_:)`), 0 for a square one.
    public var clipRadius = 0.0

    /// What a `fill` or a foreground style paints with: a CSS colour or a gradient.
    enum Style: Hashable {
        case color(String)
        case gradient(GradientValue)

        /// The CSS colour standing for the style where one colour is drawn (a Text): the
        /// colour, or a gradient's first colour.
        var css: String {
            switch self {
            case .color(let css): css
            case .gradient(let gradient): gradient.stops.first.flatMap { Palette.css($0.color) } ?? Palette.primary
            }
        }
    }

    /// A border's CSS colour and width in points.
    public struct Border: Hashable, Sendable {
        /// The border's colour, as CSS (`#ff3b30`).
        public var color: String
        /// The border's line width, in points.
        public var width: Double
    }

    /// A look filled with `paint` at `opacity`, without a border.
    public init(paint: Paint, opacity: Double = 1) {
        self.paint = paint
        self.opacity = opacity
    }
}

extension Look {
    /// The look of every node of `tree`, by index: one pass down the tree, carrying the
    /// foreground colour, the tint, the multiline text alignment and opacity that flow into
    /// subtrees (nearest setting wins).
    static func resolve(_ tree: IndexedTree) -> [Look] {
        var foreground: [Style?] = []
        var tints: [String?] = []
        var alignments: [Double] = []
        var opacity: [Double] = []
        var looks: [Look] = []
        for node in tree.nodes {
            let parent = node.parent
            var color = parent >= 0 ? foreground[parent] : nil
            var tint = parent >= 0 ? tints[parent] : nil
            var alignment = parent >= 0 ? alignments[parent] : 0
            var alpha = parent >= 0 ? opacity[parent] : 1
            var fill: Style??
            var stroke: (String, Double)?
            var border: Border?
            var cornerRadius = 0.0
            var progress: Double?
            var segments: VisualModifier?
            var clips = false
            for visual in node.attributes.visual {
                let css = visual.color.map(Palette.css)
                switch visual.name {
                case "foregroundStyle", "foregroundColor":
                    if let gradient = visual.gradient { color = .gradient(gradient) } else if let css { color = css.map(Style.color) }
                case "tint":
                    if let css { tint = css }
                case "fill": fill = .some(visual.gradient.map(Style.gradient) ?? (css ?? nil).map(Style.color))
                case "stroke": stroke = ((css ?? nil) ?? color?.css ?? Palette.primary, visual.value ?? 1)
                case "border": border = Border(color: (css ?? nil) ?? Palette.primary, width: visual.value ?? 1)
                case "multilineTextAlignment": alignment = Swift.min(1, Swift.max(0, visual.value ?? 0))
                case "opacity": alpha *= Swift.min(1, Swift.max(0, visual.value ?? 1))
                case "hidden": alpha = 0
                case "cornerRadius":
                    cornerRadius = Swift.max(0, visual.value ?? 0)
                    clips = true
                case "clipped", "clipShape": clips = true
                case "segments": segments = visual
                case "progress": progress = visual.value.map { $0.isFinite ? Swift.min(1, Swift.max(0, $0)) : 0 }
                default: break
                }
            }
            foreground.append(color)
            tints.append(tint)
            alignments.append(alignment)
            opacity.append(alpha)
            var look = Look(paint: paint(node, color: color, fill: fill, stroke: stroke, cornerRadius: cornerRadius, alignment: alignment), opacity: alpha)
            if let progress {
                look.paint = .progress(track: Palette.css(.named("tertiarySystemFill")) ?? Palette.primary, tint: tint ?? Palette.css(.named("accentColor")) ?? Palette.primary, fraction: progress)
            }
            if let segments {
                let selected = segments.value.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil }
                look.paint = .segmented(titles: segments.texts, selected: selected)
            }
            look.border = border
            look.clipsContent = clips
            look.clipRadius = cornerRadius.isFinite ? cornerRadius : 0
            looks.append(look)
        }
        return looks
    }

    /// Step 2 of `resolve`: the paint of one node from its kind and the colours in force.
    private static func paint(
        _ node: IndexedTree.Node, color: Style?, fill: Style??, stroke: (String, Double)?, cornerRadius: Double, alignment: Double
    ) -> Paint {
        switch node.kind {
        case .color(let value):
            return Palette.css(value).map { .fill($0, .rectangle(cornerRadius: cornerRadius)) } ?? .none
        case .shape(let shape):
            let outline: Outline
            switch shape {
            case .rectangle, .path: outline = .rectangle(cornerRadius: cornerRadius)
            case .roundedRectangle(let radius): outline = .rectangle(cornerRadius: Swift.max(radius, cornerRadius))
            case .circle, .ellipse: outline = .ellipse
            case .capsule: outline = .capsule
            case .other:
                // Materials and other shape styles: a thin box unless given a fill; a gradient
                // view carries its gradient as its fill.
                guard case .some(.some(let style)) = fill else { return .none }
                return painted(style, .rectangle(cornerRadius: cornerRadius))
            }
            if let (css, width) = stroke { return .stroke(css, width: width, outline) }
            switch fill {
            case .some(.some(let style)): return painted(style, outline)
            case .some(.none): return .none
            case .none: return painted(color ?? .color(Palette.primary), outline)
            }
        case .text(let string):
            return .text(
                string, font: node.font, metrics: node.textMetrics, lineLimit: node.lineLimit, color: color?.css ?? Palette.primary, alignment: alignment)
        case .image(let spec):
            return .image(spec.name)
        case .divider:
            return .divider
        default:
            return .none
        }
    }

    /// `outline` painted in `style`.
    private static func painted(_ style: Style, _ outline: Outline) -> Paint {
        switch style {
        case .color(let css): .fill(css, outline)
        case .gradient(let gradient): .gradient(gradient, outline)
        }
    }
}
