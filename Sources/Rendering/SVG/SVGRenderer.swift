import Comparison
import ViewTree

/// Draws a layout as SVG: every view a box, Colors and shapes in their model colours, Text
/// line by line, Images hatched with their names, render effects where they are drawn with the
/// layout frame dashed, the window outlined, ids as labels and a legend. With an overlay, each
/// view whose frames differ between the engines is marked in red with the difference.
///
/// Coordinates are points of the window (y down, as in SwiftUI); the view box adds a margin and
/// the legend. Each view's box is a `rect` of class `box` carrying the view's path, kind, id,
/// source and frame as `data-` attributes, which the HTML report reads.
public enum SVGRenderer {
    static let margin = 12.0
    static let boxStroke = "#56657a"
    static let differenceRed = "#e0191b"

    /// The picture alone.
    public static func svg(_ picture: LayoutPicture, options: RenderOptions = RenderOptions()) -> String {
        draw(picture, overlay: nil, options: options)
    }

    /// The picture with the other engine's differing frames marked in red.
    public static func svg(_ picture: LayoutPicture, overlay: Overlay, options: RenderOptions = RenderOptions()) -> String {
        draw(picture, overlay: overlay, options: options)
    }

    private static func draw(_ picture: LayoutPicture, overlay: Overlay?, options: RenderOptions) -> String {
        // 1. The area drawn: the window, every frame, every render frame, every marked frame.
        let window = picture.windowRect
        var bounds = window
        for item in picture.items {
            bounds = bounds.union(item.frame)
            if let render = item.render { bounds = bounds.union(render) }
        }
        let differing = overlay?.comparison.differing ?? []
        for view in differing {
            if let other = overlay?.otherFrame(view), other.isFinite { bounds = bounds.union(other) }
        }
        let legend = options.legend ? Legend(picture, overlay: overlay) : nil
        let legendSize = legend?.size ?? Size(width: 0, height: 0)
        let viewBox = Rect(
            x: bounds.x - margin, y: bounds.y - margin,
            width: Swift.max(bounds.width, legendSize.width) + 2 * margin,
            height: bounds.height + 2 * margin + legendSize.height)

        // 2. The document, the window and the shared hatching.
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                "xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                "viewBox": .text([viewBox.x, viewBox.y, viewBox.width, viewBox.height].map(SVGNumber.format).joined(separator: " ")),
                "width": .number(viewBox.width * options.scale), "height": .number(viewBox.height * options.scale),
                "font-family": "Inter, 'DejaVu Sans', sans-serif", "data-engine": .text(picture.engine),
                "data-window": .text(picture.window.description),
            ])
        svg.raw(definitions)
        svg.element("rect", ["class": "backdrop", "x": .number(viewBox.x), "y": .number(viewBox.y), "width": .number(viewBox.width), "height": .number(viewBox.height), "fill": "#f2f3f5"])
        svg.element("rect", ["class": "window", "x": .number(window.x), "y": .number(window.y), "width": .number(window.width), "height": .number(window.height), "fill": "#ffffff", "stroke": "#1d1d1f", "stroke-width": 1])

        // 3. Paint, parents first so children lie on top, backgrounds behind what they back.
        svg.open("g", ["class": "paint"])
        for index in picture.paintOrder { paint(picture.items[index], into: &svg) }
        svg.close("g")

        // 4. Every view's box, then the id labels.
        let compared = Dictionary(overlay?.comparison.views.map { ($0.path, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        svg.open("g", ["class": "boxes", "fill": "none", "stroke": .text(boxStroke), "stroke-width": 0.5])
        for item in picture.items { box(item, compared: compared[item.path], overlay: overlay, sourceFiles: options.sourceFiles, into: &svg) }
        svg.close("g")
        svg.open("g", ["class": "ids", "font-size": 7, "fill": "#2c3e57", "stroke": "#ffffff", "stroke-width": 2, "paint-order": "stroke"])
        for item in picture.items {
            guard let id = item.id else { continue }
            let at = item.render ?? item.frame
            svg.element("text", ["x": .number(at.x + 1.5), "y": .number(at.y + 7.5)], content: "#" + id)
        }
        svg.close("g")

        // 5. The other engine's differing frames, in red with the difference.
        if let overlay { differences(differing, overlay: overlay, picture: picture, into: &svg) }

        // 6. The legend under the drawing.
        if let legend { legend.draw(at: Point(x: viewBox.x + margin, y: bounds.maxY + margin), into: &svg) }
        for path in picture.undrawn { svg.comment("view \(path) not drawn: its frame is not finite") }
        svg.close("svg")
        return svg.text
    }

    /// The hatching of images and the dash of layout frames under render effects.
    static let definitions = """
        <defs><pattern id="fs-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="6" height="6" fill="#e4e7ec"/><line x1="0" y1="0" x2="0" y2="6" stroke="#9aa3b2" stroke-width="2"/>\
        </pattern></defs>

        """
}
