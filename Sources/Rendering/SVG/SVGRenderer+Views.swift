import Comparison
import ViewTree

extension SVGRenderer {
    /// Step 3: what one view paints, at its render frame under offset/scaleEffect.
    static func paint(_ item: LayoutPicture.Item, into svg: inout SVGWriter) {
        let look = item.look
        if case .none = look.paint, look.border == nil { return }
        guard look.opacity > 0 else { return }
        var attributes: KeyValuePairs<String, SVGWriter.Value?> = ["data-path": .text(item.path)]
        if let render = item.render {
            attributes = ["data-path": .text(item.path), "transform": .text(matrix(from: item.frame, to: render)), "opacity": opacity(look)]
        } else if look.opacity < 1 {
            attributes = ["data-path": .text(item.path), "opacity": opacity(look)]
        }
        // Cut off at the clipping views' frames (`clipped()`, `clipShape`, `cornerRadius`).
        let clipped = item.clip.map { clip in
            let id = "fs-clip-" + item.path.replacingOccurrences(of: ".", with: "-")
            svg.open("clipPath", ["id": .text(id)])
            svg.element(
                "rect",
                [
                    "x": .number(clip.x), "y": .number(clip.y), "width": .number(clip.width), "height": .number(clip.height),
                    "rx": item.clipRadius > 0 ? .number(item.clipRadius) : nil,
                ])
            svg.close("clipPath")
            svg.open("g", ["clip-path": .text("url(#\(id))")])
            return true
        } ?? false
        defer { if clipped { svg.close("g") } }
        svg.open("g", attributes)
        let frame = item.frame
        switch look.paint {
        case .fill(let css, let outline):
            shape(outline, frame, into: &svg, ["fill": .text(css)])
        case .gradient(let gradient, let outline):
            gradientShape(gradient, outline, frame, into: &svg)
        case .stroke(let css, let width, let outline):
            shape(outline, frame, into: &svg, ["fill": "none", "stroke": .text(css), "stroke-width": .number(width)])
        case .text(let string, let font, let metrics, let lineLimit, let color, let alignment):
            let drawing = TextDrawing.make(string, font: font, metrics: metrics, lineLimit: lineLimit, alignment: alignment, in: frame)
            for line in drawing.lines where !line.text.isEmpty {
                svg.element(
                    "text",
                    [
                        "x": .number(line.x), "y": .number(line.baseline), "text-anchor": drawing.anchor.map { .text($0) },
                        "font-family": .text(drawing.family),
                        "font-size": .number(drawing.size), "font-weight": drawing.weight.map { .number(Double($0)) },
                        "font-style": drawing.italic ? "italic" : nil,
                        "font-variant-numeric": drawing.tabularDigits ? "tabular-nums" : nil, "fill": .text(color),
                        "textLength": .number(line.width), "lengthAdjust": "spacingAndGlyphs", "xml:space": "preserve",
                    ], content: line.text)
            }
        case .image(let name):
            svg.element("rect", ["x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height), "fill": "url(#fs-hatch)", "stroke": "#9aa3b2", "stroke-width": 0.5])
            imageName(name, frame, into: &svg)
        case .divider:
            svg.element("rect", ["x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height), "fill": "#c6c6c8"])
        case .progress(let track, let tint, let fraction):
            shape(.capsule, frame, into: &svg, ["fill": .text(track)])
            if fraction > 0 {
                var done = frame
                done.size.width = frame.width * fraction
                shape(.capsule, done, into: &svg, ["fill": .text(tint)])
            }
        case .segmented(let titles, let selected):
            segmented(titles, selected: selected, frame, into: &svg)
        case .none:
            break
        }
        if let border = look.border {
            let inset = Swift.min(border.width / 2, frame.width / 2, frame.height / 2)
            svg.element(
                "rect",
                [
                    "x": .number(frame.x + inset), "y": .number(frame.y + inset), "width": .number(frame.width - 2 * inset),
                    "height": .number(frame.height - 2 * inset), "fill": "none", "stroke": .text(border.color), "stroke-width": .number(border.width),
                ])
        }
        svg.close("g")
    }

    private static func opacity(_ look: Look) -> SVGWriter.Value? { look.opacity < 1 ? .number(look.opacity) : nil }

    /// A rectangle (rounded), an ellipse or a capsule filling `frame`.
    static func shape(_ outline: Look.Outline, _ frame: Rect, into svg: inout SVGWriter, _ paint: KeyValuePairs<String, SVGWriter.Value?>) {
        let radius: Double
        switch outline {
        case .ellipse:
            svg.element(
                "ellipse",
                ["cx": .number(frame.x + frame.width / 2), "cy": .number(frame.y + frame.height / 2), "rx": .number(frame.width / 2), "ry": .number(frame.height / 2)],
                paint)
            return
        case .capsule: radius = Swift.min(frame.width, frame.height) / 2
        case .rectangle(let cornerRadius): radius = Swift.min(cornerRadius, frame.width / 2, frame.height / 2)
        }
        svg.element(
            "rect",
            ["x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height), "rx": radius > 0 ? .number(radius) : nil],
            paint)
    }

    /// An image's name, centred, squeezed into the frame when it is too long.
    private static func imageName(_ name: String, _ frame: Rect, into svg: inout SVGWriter) {
        guard frame.width >= 12, frame.height >= 8 else { return }
        let size = Swift.min(9, frame.height * 0.6)
        let estimated = Double(name.count) * size * 0.55
        let room = frame.width - 4
        svg.element(
            "text",
            [
                "x": .number(frame.x + frame.width / 2), "y": .number(frame.y + frame.height / 2 + size * 0.35), "font-size": .number(size),
                "text-anchor": "middle", "fill": "#3c4657", "textLength": estimated > room ? .number(room) : nil,
                "lengthAdjust": estimated > room ? "spacingAndGlyphs" : nil,
            ], content: name)
    }

    /// The SVG transform taking `frame` onto `render` (a translation and a scale).
    static func matrix(from frame: Rect, to render: Rect) -> String {
        let scaleX = frame.width != 0 ? render.width / frame.width : 1
        let scaleY = frame.height != 0 ? render.height / frame.height : 1
        let values = [scaleX, 0, 0, scaleY, render.x - frame.x * scaleX, render.y - frame.y * scaleY]
        return "matrix(" + values.map(SVGNumber.format).joined(separator: " ") + ")"
    }

    /// Step 4: one view's box, with what the report shows on hover (the other engine's frame
    /// only where it differs); under a render effect the layout frame dashed and the drawn
    /// frame solid.
    static func box(_ item: LayoutPicture.Item, compared: ViewComparison?, overlay: Overlay?, sourceFiles: Bool, into svg: inout SVGWriter) {
        let frame = item.frame
        let source = item.source.map { (sourceFiles ? "\($0.file):" : "") + "\($0.line):\($0.column)" }
        let other = compared.flatMap { $0.differs ? overlay?.otherFrame($0) : nil }
        svg.element(
            "rect",
            [
                "class": item.render == nil ? "box" : "box moved", "x": .number(frame.x), "y": .number(frame.y),
                "width": .number(frame.width), "height": .number(frame.height),
                "stroke-dasharray": item.render == nil ? nil : "3 2",
                "data-path": .text(item.path), "data-kind": .text(item.kind), "data-id": item.id.map { .text($0) },
                "data-source": source.map { .text($0) }, "data-frame": .text(numbers(frame)),
                "data-render": item.render.map { .text(numbers($0)) },
                "data-other": other.map { .text(numbers($0)) },
                "data-diff": compared.flatMap { $0.differs ? .text(SVGNumber.format($0.diff)) : nil },
            ])
        if let render = item.render {
            svg.element("rect", ["class": "render", "x": .number(render.x), "y": .number(render.y), "width": .number(render.width), "height": .number(render.height), "data-path": .text(item.path)])
        }
    }

    /// `x y w h`, each to 3 decimals; `inf` for an infinite side.
    static func numbers(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { $0.isFinite ? SVGNumber.format($0) : formatLength($0) }.joined(separator: " ")
    }

    /// Step 5: each differing view's other frame in red, labelled with the difference in points.
    static func differences(_ views: [ViewComparison], overlay: Overlay, picture: LayoutPicture, into svg: inout SVGWriter) {
        svg.open("g", ["class": "differences", "fill": .text(differenceRed), "font-size": 7, "stroke-width": 0])
        for view in views {
            let other = overlay.otherFrame(view)
            let base = overlay.baseFrame(view)
            let label: String
            let at: Rect
            if let other, other.isFinite {
                svg.element(
                    "rect",
                    [
                        "class": "difference", "x": .number(other.x), "y": .number(other.y), "width": .number(other.width),
                        "height": .number(other.height), "fill": .text(differenceRed), "fill-opacity": 0.07,
                        "stroke": .text(differenceRed), "stroke-width": 1.2, "data-path": .text(view.path),
                    ])
                label = base == nil ? "only in \(overlay.otherEngine)" : "Δ \(SVGNumber.format(view.diff)) pt"
                at = other
            } else if let base, base.isFinite {
                label = other == nil ? "only in \(picture.engine)" : "Δ inf (\(overlay.otherEngine))"
                at = base
            } else {
                continue
            }
            svg.element(
                "text",
                ["class": "difference-label", "x": .number(at.maxX - 1.5), "y": .number(at.maxY - 2), "text-anchor": "end", "stroke": "#ffffff", "stroke-width": 2, "paint-order": "stroke", "data-path": .text(view.path)],
                content: label)
        }
        svg.close("g")
    }
}
