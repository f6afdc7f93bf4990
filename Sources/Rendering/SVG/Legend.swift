import Comparison
import ViewTree

/// The key under a picture: what was laid out, then one line per kind of mark drawn.
struct Legend {
    enum Swatch {
        case fill, box, hatch, moved, difference, none
    }

    var title: String
    var entries: [(swatch: Swatch, text: String)] = []

    static let titleSize = 9.0
    static let textSize = 8.0
    static let lineHeight = 12.0

    init(_ picture: LayoutPicture, overlay: Overlay?) {
        let views = picture.items.count + picture.undrawn.count
        if let overlay {
            let summary = overlay.comparison.summary
            let base = picture.engine
            let differ = summary.differ == 0 ? "engines agree" : "\(summary.differ) differ, max Δ \(SVGNumber.format(summary.maxDiff)) pt"
            title = "\(base) vs \(overlay.otherEngine) · window \(picture.window) · \(views) views, \(differ)"
        } else {
            title = "\(picture.engine) engine · window \(picture.window) · \(views) views"
        }
        // Text measured in the real font is drawn in it; I.2's Text in monospaced lines.
        let realFont = picture.items.contains { item in
            if case .text(_, _, .font, _, _, _) = item.look.paint { true } else { false }
        }
        entries.append((.fill, "Color or shape in its model colour; Text in the measurer's \(realFont ? "font and lines" : "monospaced lines")"))
        entries.append((.box, "every view's layout frame; #name is its id"))
        if picture.items.contains(where: { if case .image = $0.look.paint { true } else { false } }) {
            entries.append((.hatch, "Image, with its name"))
        }
        if picture.items.contains(where: { $0.render != nil }) {
            entries.append((.moved, "offset / scaleEffect: layout frame dashed, drawn where rendered"))
        }
        if let overlay {
            entries.append((.difference, "\(overlay.otherEngine) frame where it differs; Δ = largest difference of x, y, w, h"))
        }
        if !picture.undrawn.isEmpty {
            let shown = picture.undrawn.prefix(6).joined(separator: ", ")
            let more = picture.undrawn.count > 6 ? ", …" : ""
            entries.append((.none, "not drawn (frame not finite): \(shown)\(more)"))
        }
    }

    /// The room it takes, estimating Inter's average advance as 0.55 em.
    var size: Size {
        let widest = Swift.max(Double(title.count) * Self.titleSize * 0.55, entries.map { Double($0.text.count) * Self.textSize * 0.55 + 22 }.max() ?? 0)
        return Size(width: widest, height: Self.lineHeight * Double(entries.count + 1) + 4)
    }

    /// Draws the legend with its top-left corner at `origin`.
    func draw(at origin: Point, into svg: inout SVGWriter) {
        svg.open("g", ["class": "legend", "fill": "#1d1d1f"])
        svg.element("text", ["x": .number(origin.x), "y": .number(origin.y + Self.titleSize), "font-size": .number(Self.titleSize), "font-weight": "600"], content: title)
        for (index, entry) in entries.enumerated() {
            let top = origin.y + Self.lineHeight * Double(index + 1) + 3
            swatch(entry.swatch, Rect(x: origin.x, y: top, width: 14, height: 8), into: &svg)
            svg.element("text", ["x": .number(origin.x + 20), "y": .number(top + 7), "font-size": .number(Self.textSize)], content: entry.text)
        }
        svg.close("g")
    }

    private func swatch(_ swatch: Swatch, _ r: Rect, into svg: inout SVGWriter) {
        let place: KeyValuePairs<String, SVGWriter.Value?> = ["x": .number(r.x), "y": .number(r.y), "width": .number(r.width), "height": .number(r.height)]
        switch swatch {
        case .fill: svg.element("rect", place, ["fill": "#007aff"])
        case .box: svg.element("rect", place, ["fill": "none", "stroke": .text(SVGRenderer.boxStroke), "stroke-width": 0.5])
        case .hatch: svg.element("rect", place, ["fill": "url(#fs-hatch)", "stroke": "#9aa3b2", "stroke-width": 0.5])
        case .moved: svg.element("rect", place, ["fill": "none", "stroke": .text(SVGRenderer.boxStroke), "stroke-width": 0.5, "stroke-dasharray": "3 2"])
        case .difference:
            svg.element("rect", place, ["fill": .text(SVGRenderer.differenceRed), "fill-opacity": 0.07, "stroke": .text(SVGRenderer.differenceRed), "stroke-width": 1.2])
        case .none: break
        }
    }
}
