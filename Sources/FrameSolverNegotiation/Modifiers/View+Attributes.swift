import ViewTree

// Modifiers that are attributes of the node they apply to, not layout nodes (I.4).
extension View {
    /// `id("name")`: tags the view in results.
    public func id(_ name: String) -> ModifiedView { ModifiedView(self, .id(name)) }
    public func layoutPriority(_ priority: Double) -> ModifiedView { ModifiedView(self, .layoutPriority(priority)) }
    public func font(_ font: Font) -> ModifiedView { ModifiedView(self, .font(font)) }
    public func lineLimit(_ limit: Int?) -> ModifiedView { ModifiedView(self, .lineLimit(limit)) }
    public func gridCellColumns(_ count: Int) -> ModifiedView { ModifiedView(self, .gridCellColumns(count)) }
    public func gridCellUnsizedAxes(_ axes: AxisSet) -> ModifiedView { ModifiedView(self, .gridCellUnsizedAxes(axes)) }
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ModifiedView { ModifiedView(self, .gridColumnAlignment(alignment)) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { ModifiedView(self, .gridCellAnchor(anchor)) }
    public func coordinateSpace(name: String) -> ModifiedView { ModifiedView(self, .coordinateSpace(name)) }

    /// `contentMargins(edges, length)`: margins of the ScrollViews below (I.3).
    public func contentMargins(_ edges: EdgeSet = .all, _ length: Expr) -> ModifiedView {
        ModifiedView(self, .contentMargins(EdgeInsets(edges, length)))
    }

    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: (ViewDimensions) -> Expr) -> ModifiedView {
        ModifiedView(self, .horizontalGuide(guide, computeValue(ViewDimensions())))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: (ViewDimensions) -> Expr) -> ModifiedView {
        ModifiedView(self, .verticalGuide(guide, computeValue(ViewDimensions())))
    }
}

// Drawing-only modifiers: kept for rendering, no effect on layout (I.4).
extension View {
    public func fill(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("fill", color: color.value))) }
    public func foregroundColor(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("foregroundColor", color: color.value))) }
    public func foregroundStyle(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("foregroundStyle", color: color.value))) }
    public func border(_ color: Color, width: Double = 1) -> ModifiedView {
        ModifiedView(self, .visual(VisualModifier("border", color: color.value, value: width)))
    }
    public func opacity(_ value: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("opacity", value: value))) }
    public func cornerRadius(_ radius: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("cornerRadius", value: radius))) }
    public func clipped() -> ModifiedView { ModifiedView(self, .visual(VisualModifier("clipped"))) }
    public func shadow(radius: Double) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("shadow", value: radius))) }
    public func tint(_ color: Color) -> ModifiedView { ModifiedView(self, .visual(VisualModifier("tint", color: color.value))) }
    public func bold() -> ModifiedView { ModifiedView(self, .visual(VisualModifier("bold"))) }
    public func monospaced() -> ModifiedView { ModifiedView(self, .visual(VisualModifier("monospaced"))) }
}
