import ViewTree

// Modifiers that are attributes of the node they apply to, not layout nodes (I.4).
extension View {
    /// `id("name")`: tags the view in results.
    public func id(_ name: String) -> ModifiedView { ModifiedView(self, .id(name)) }
    /// Sets the priority the parent stack or ZStack sizes this view by (R2.7, I.1).
    public func layoutPriority(_ priority: Double) -> ModifiedView { ModifiedView(self, .layoutPriority(priority)) }
    /// Sets the font of every Text below (I.2).
    public func font(_ font: Font) -> ModifiedView { ModifiedView(self, .font(font)) }
    /// Bold text below (the real-font measurer's bold face; I.2's metrics do not change).
    public func bold(_ isActive: Bool = true) -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(weight: isActive ? .bold : nil))) }
    /// Text below in `weight` (I.2's metrics do not change).
    public func fontWeight(_ weight: FontWeight) -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(weight: weight))) }
    /// Text below in `design`; `.monospaced` shapes in the monospaced face (I.2: no change).
    public func fontDesign(_ design: FontDesign) -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(design: design))) }
    /// Monospaced text below (I.2's metrics are already monospaced).
    public func monospaced(_ isActive: Bool = true) -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(design: isActive ? .monospaced : nil))) }
    /// Tabular digits below: every digit as wide (OpenType `tnum`; I.2: no change).
    public func monospacedDigit() -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(monospacedDigit: true))) }
    /// Italic text below (the italic faces; I.2: no change).
    public func italic(_ isActive: Bool = true) -> ModifiedView { ModifiedView(self, .fontTraits(FontTraits(italic: isActive ? true : nil))) }
    /// How Text below is measured: `.simple` (I.2) or `.font` (shaped in a real font,
    /// docs/text-measurement.md). FrameSolver's own setting, not a SwiftUI modifier.
    public func textMetrics(_ model: TextMetricsModel) -> ModifiedView { ModifiedView(self, .textMetrics(model)) }
    /// Caps the lines of every Text below; nil for no cap (I.2).
    public func lineLimit(_ limit: Int?) -> ModifiedView { ModifiedView(self, .lineLimit(limit)) }
    /// Caps the lines of every Text below at `limit`; with `reservesSpace`, each is at least
    /// `limit` lines tall too (its own width: the reserved lines add height only).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView {
        ModifiedView(self, .lineLimit(limit, minimum: reservesSpace ? limit : nil))
    }
    /// Every Text below takes at least `limit.lowerBound` lines and at most `limit.upperBound`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView {
        ModifiedView(self, .lineLimit(limit.upperBound, minimum: limit.lowerBound))
    }
    /// Every Text below takes at least `limit.lowerBound` lines, with no cap.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedView { ModifiedView(self, .lineLimit(nil, minimum: limit.lowerBound)) }
    /// Every Text below takes at most `limit.upperBound` lines (`lineLimit(_:)`'s cap).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedView { ModifiedView(self, .lineLimit(limit.upperBound)) }
    /// Makes this Grid cell span `count` columns (I.6).
    public func gridCellColumns(_ count: Int) -> ModifiedView { ModifiedView(self, .gridCellColumns(count)) }
    /// Keeps this Grid cell from sizing its row or column on `axes` (I.6).
    public func gridCellUnsizedAxes(_ axes: AxisSet) -> ModifiedView { ModifiedView(self, .gridCellUnsizedAxes(axes)) }
    /// Aligns this cell's whole Grid column horizontally (I.6).
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedView { ModifiedView(self, .gridColumnAlignment(alignment)) }
    /// Places this cell at `anchor` inside its Grid cell rectangle.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { ModifiedView(self, .gridCellAnchor(anchor)) }
    /// Names this view's coordinate space for `frame(in: .named(name))` (R7.1).
    public func coordinateSpace(name: String) -> ModifiedView { ModifiedView(self, .coordinateSpace(name)) }

    /// `contentMargins(edges, length)`: margins of the ScrollViews below (I.3).
    public func contentMargins(_ edges: EdgeSet = .all, _ length: Expr) -> ModifiedView {
        ModifiedView(self, .contentMargins(EdgeInsets(edges, length)))
    }

    /// Gives `guide` an explicit value from the view's dimensions; it moves the view (R6.3).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: (ViewDimensions) -> Expr) -> ModifiedView {
        ModifiedView(self, .horizontalGuide(guide, computeValue(ViewDimensions())))
    }

    /// Gives `guide` an explicit value from the view's dimensions; it moves the view (R6.3).
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: (ViewDimensions) -> Expr) -> ModifiedView {
        ModifiedView(self, .verticalGuide(guide, computeValue(ViewDimensions())))
    }
}

// Drawing-only modifiers: kept for rendering, no effect on layout (I.4).
extension View {
    /// Fills the shape with `color` (drawing only).
    public func fill(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("fill", color: color.value))) }
    /// Draws in `color` (drawing only).
    public func foregroundColor(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("foregroundColor", color: color.value))) }
    /// Draws in `color` (drawing only).
    public func foregroundStyle(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("foregroundStyle", color: color.value))) }
    /// Draws a border of `width` inside the frame (drawing only).
    public func border(_ color: Color, width: Double = 1) -> ModifiedView {
        ModifiedView(self, .visual(VisualModifier("border", color: color.value, value: width)))
    }
    /// Draws at `value` opacity (drawing only).
    public func opacity(_ value: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("opacity", value: value))) }
    /// Rounds the drawn corners (drawing only).
    public func cornerRadius(_ radius: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("cornerRadius", value: radius))) }
    /// Clips drawing to the frame (drawing only).
    public func clipped() -> ModifiedView { ModifiedView(self, .visual(VisualModifier("clipped"))) }
    /// Draws a shadow (drawing only).
    public func shadow(radius: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("shadow", value: radius))) }
    /// Tints controls below (drawing only).
    public func tint(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("tint", color: color.value))) }
}
