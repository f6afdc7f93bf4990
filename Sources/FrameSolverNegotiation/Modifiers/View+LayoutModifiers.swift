import LeafMeasurement
import ViewTree

// Layout modifiers: each wraps the view in a layout node (I.4).
extension View {
    /// `frame(width:height:alignment:)` (R2.2).
    public func frame(width: Expr? = nil, height: Expr? = nil, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .layout(.frame(FixedFrame(width: width, height: height, alignment: alignment))))
    }

    /// The flexible frame (R2.3), normalised as I.1 says when it is laid out.
    public func frame(
        minWidth: Expr? = nil, idealWidth: Expr? = nil, maxWidth: Expr? = nil,
        minHeight: Expr? = nil, idealHeight: Expr? = nil, maxHeight: Expr? = nil,
        alignment: Alignment = .center
    ) -> ModifiedView {
        ModifiedView(
            self,
            .layout(
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))))
    }

    /// `padding()`: 16 on every edge.
    public func padding() -> ModifiedView { padding(.all, nil) }

    /// Pads every edge by `length` (R2.1).
    public func padding(_ length: Expr) -> ModifiedView { padding(.all, length) }

    /// Pads `edges` by `length`, 16 when nil (R2.1).
    public func padding(_ edges: EdgeSet, _ length: Expr? = nil) -> ModifiedView {
        ModifiedView(self, .layout(.padding(EdgeInsets(edges, length ?? Expr(LayoutConstants.defaultPadding)))))
    }

    /// Pads each edge by its inset (R2.1).
    public func padding(_ insets: EdgeInsets) -> ModifiedView { ModifiedView(self, .layout(.padding(insets))) }

    /// `aspectRatio(_:contentMode:)` (R2.5, I.1).
    public func aspectRatio(_ ratio: Expr? = nil, contentMode: AspectRatioSpec.ContentMode = .fit) -> ModifiedView {
        ModifiedView(self, .layout(.aspectRatio(AspectRatioSpec(ratio: ratio, contentMode: contentMode))))
    }

    /// Proposes the ratio `size.width / size.height` to the view (R2.5).
    public func aspectRatio(_ size: Size, contentMode: AspectRatioSpec.ContentMode = .fit) -> ModifiedView {
        aspectRatio(Expr(size.width / size.height), contentMode: contentMode)
    }

    /// `aspectRatio(nil, contentMode: .fit)`: the view's own ideal ratio (R2.5b).
    public func scaledToFit() -> ModifiedView { aspectRatio(nil, contentMode: .fit) }
    /// `aspectRatio(nil, contentMode: .fill)`: the view's own ideal ratio (R2.5b).
    public func scaledToFill() -> ModifiedView { aspectRatio(nil, contentMode: .fill) }

    /// `fixedSize()`: proposes nil on both axes (R2.4).
    public func fixedSize() -> ModifiedView { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nil on the chosen axes, so the view takes its ideal size there (R2.4).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        ModifiedView(self, .layout(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// `overlay(alignment:content:)` (R2.6).
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) -> ModifiedView {
        ModifiedView(self, .layout(.overlay(alignment: alignment), content: content().layoutNodes))
    }

    /// Draws `view` over this one, proposed this one's size and aligned on it (R2.6).
    public func overlay(_ view: some View, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .layout(.overlay(alignment: alignment), content: view.layoutNodes))
    }

    /// `background(alignment:content:)` (R2.6).
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) -> ModifiedView {
        ModifiedView(self, .layout(.background(alignment: alignment), content: content().layoutNodes))
    }

    /// Draws `view` behind this one, proposed this one's size and aligned on it (R2.6).
    public func background(_ view: some View, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(self, .layout(.background(alignment: alignment), content: view.layoutNodes))
    }

    /// `offset(x:y:)`: drawing only (R2.8a).
    public func offset(x: Expr = 0, y: Expr = 0) -> ModifiedView { ModifiedView(self, .layout(.offset(x: x, y: y))) }

    /// Draws the view moved by `size`; layout does not change (R2.8a).
    public func offset(_ size: Size) -> ModifiedView { offset(x: Expr(size.width), y: Expr(size.height)) }

    /// `position(x:y:)`: takes the proposal, centres the child on the point (R2.8b).
    public func position(x: Expr = 0, y: Expr = 0) -> ModifiedView { ModifiedView(self, .layout(.position(x: x, y: y))) }

    /// `scaleEffect`: drawing only, about `anchor` (R2.8c).
    public func scaleEffect(_ scale: Expr, anchor: UnitPoint = .center) -> ModifiedView {
        ModifiedView(self, .layout(.scaleEffect(x: scale, y: scale, anchor: anchor)))
    }

    /// Draws the view scaled about `anchor`; layout does not change (R2.8c).
    public func scaleEffect(x: Expr = 1, y: Expr = 1, anchor: UnitPoint = .center) -> ModifiedView {
        ModifiedView(self, .layout(.scaleEffect(x: x, y: y, anchor: anchor)))
    }

    /// `containerRelativeFrame(axes, alignment:)`: the whole container length.
    public func containerRelativeFrame(_ axes: AxisSet, alignment: Alignment = .center) -> ModifiedView {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// `containerRelativeFrame(axes, count:span:spacing:alignment:)` (R2.10b).
    public func containerRelativeFrame(
        _ axes: AxisSet, count: Int, span: Int = 1, spacing: Expr,
        alignment: Alignment = .center
    ) -> ModifiedView {
        ModifiedView(
            self,
            .layout(
                .containerRelativeFrame(
                    ContainerRelativeSpec(
                        axes: axes, length: .grid(count: count, span: span, spacing: spacing), alignment: alignment))))
    }

    /// `containerRelativeFrame(axes) { length, axis in … }` (R2.10c): the closure is called once per axis.
    public func containerRelativeFrame(
        _ axes: AxisSet, alignment: Alignment = .center,
        _ length: (Expr, Axis) -> Expr
    ) -> ModifiedView {
        let horizontal = axes.contains(.horizontal) ? length(.variable(.containerLength(.horizontal)), .horizontal) : nil
        let vertical = axes.contains(.vertical) ? length(.variable(.containerLength(.vertical)), .vertical) : nil
        return ModifiedView(
            self,
            .layout(
                .containerRelativeFrame(
                    ContainerRelativeSpec(
                        axes: axes, length: .closure(horizontal: horizontal, vertical: vertical), alignment: alignment))))
    }
}
