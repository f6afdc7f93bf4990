import Foundation
import ViewTree

extension SVGRenderer {
    /// Step 3 for a shape or a gradient view painted with a gradient: the gradient's
    /// definition, then the outline filled with it.
    ///
    /// Linear, radial and elliptical gradients are SVG gradients in the window's coordinates,
    /// their points placed in `frame` as SwiftUI places them in the view's bounds (a radial
    /// gradient's radii in points, an elliptical one's as fractions of the frame's size).
    /// SVG has no angular (conic) gradient: one is drawn as 5-degree wedges around its centre,
    /// each in the colour at its middle angle, clipped to the outline. The definitions' ids
    /// come from their content, so two pictures in one page (the report) never disagree about
    /// what an id means.
    static func gradientShape(_ gradient: GradientValue, _ outline: Look.Outline, _ frame: Rect, into svg: inout SVGWriter) {
        let stops = gradient.stops.compactMap { stop -> (offset: Double, color: (Int, Int, Int, Double))? in
            guard let css = Palette.css(stop.color), let components = Palette.components(css) else {
                return (stop.location, (0, 0, 0, 0))  // clear: transparent
            }
            return (stop.location, components)
        }
        guard !stops.isEmpty else { return }
        let point = { (unit: UnitPoint) in (frame.x + unit.x * frame.width, frame.y + unit.y * frame.height) }
        switch gradient.geometry {
        case .linear(let start, let end):
            let (x1, y1) = point(start)
            let (x2, y2) = point(end)
            let attributes: [(String, Double)] = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)]
            let id = definition("linearGradient", attributes, transform: nil, stops: stops, into: &svg)
            shape(outline, frame, into: &svg, ["fill": .text("url(#\(id))")])
        case .radial(let center, let startRadius, let endRadius):
            let (cx, cy) = point(center)
            let radius = Swift.max(endRadius, 0)
            let id = definition(
                "radialGradient", [("cx", cx), ("cy", cy), ("r", radius)], transform: nil,
                stops: remapped(stops, from: startRadius, to: endRadius), into: &svg)
            shape(outline, frame, into: &svg, ["fill": .text("url(#\(id))")])
        case .elliptical(let center, let startFraction, let endFraction):
            // A unit circle stretched to the frame: radius 1 spans its width and height.
            let (cx, cy) = point(center)
            let transform = "matrix(" + [frame.width, 0, 0, frame.height, cx, cy].map(SVGNumber.format).joined(separator: " ") + ")"
            let id = definition(
                "radialGradient", [("cx", 0), ("cy", 0), ("r", Swift.max(endFraction, 0))], transform: transform,
                stops: remapped(stops, from: startFraction, to: endFraction), into: &svg)
            shape(outline, frame, into: &svg, ["fill": .text("url(#\(id))")])
        case .angular(let center, let startAngle, let endAngle):
            angular(stops, center: point(center), from: startAngle, to: endAngle, outline, frame, into: &svg)
        }
    }

    /// A gradient definition (`<linearGradient>` or `<radialGradient>`) in user space; returns its id.
    private static func definition(
        _ name: String, _ attributes: [(String, Double)], transform: String?, stops: [(offset: Double, color: (Int, Int, Int, Double))],
        into svg: inout SVGWriter
    ) -> String {
        var body = SVGWriter()
        for stop in stops {
            let (red, green, blue, alpha) = stop.color
            body.element(
                "stop",
                [
                    "offset": .number(Swift.min(1, Swift.max(0, stop.offset))), "stop-color": .text("rgb(\(red),\(green),\(blue))"),
                    "stop-opacity": alpha < 1 ? .number(alpha) : nil,
                ])
        }
        let key = name + attributes.map { "\($0.0)=\(SVGNumber.format($0.1))" }.joined(separator: ",") + (transform ?? "") + body.text
        let id = "fs-gradient-" + hash(key)
        svg.open("defs", [:])
        // The attributes are numbers and a matrix of numbers: nothing to escape.
        var tag = "<\(name) id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
        for (key, value) in attributes { tag += " \(key)=\"\(SVGNumber.format(value))\"" }
        if let transform { tag += " gradientTransform=\"\(transform)\"" }
        svg.raw(tag + ">\n" + body.text)
        svg.close(name)
        svg.close("defs")
        return id
    }

    /// Stops along radii `start` ... `end` as offsets of the circle of radius `end` (SVG's
    /// gradient runs from the centre).
    private static func remapped(_ stops: [(offset: Double, color: (Int, Int, Int, Double))], from start: Double, to end: Double) -> [(
        offset: Double, color: (Int, Int, Int, Double)
    )] {
        guard end > 0, start.isFinite, end.isFinite else { return stops }
        return stops.map { ((start + $0.offset * (end - start)) / end, $0.color) }
    }

    /// An angular gradient as wedges of 5 degrees, clipped to the outline: from `start` to
    /// `end` the colours run through the stops; the rest of the turn (a sweep under 360
    /// degrees) takes the nearer end's colour, as SwiftUI pads it.
    private static func angular(
        _ stops: [(offset: Double, color: (Int, Int, Int, Double))], center: (Double, Double), from start: Double, to end: Double,
        _ outline: Look.Outline, _ frame: Rect, into svg: inout SVGWriter
    ) {
        var clip = SVGWriter()
        shape(outline, frame, into: &clip, [:])
        let clipID = "fs-clip-" + hash(clip.text)
        svg.open("defs", [:])
        svg.open("clipPath", ["id": .text(clipID)])
        svg.raw(clip.text)
        svg.close("clipPath")
        svg.close("defs")
        let (cx, cy) = center
        let corners: [(Double, Double)] = [(frame.x, frame.y), (frame.maxX, frame.y), (frame.x, frame.maxY), (frame.maxX, frame.maxY)]
        let radius: Double = corners.map { hypot($0.0 - cx, $0.1 - cy) }.reduce(0, Swift.max) + 1
        let sweep = end - start
        let wedges = 72
        svg.open("g", ["class": "angular-gradient", "clip-path": .text("url(#\(clipID))")])
        for index in 0..<wedges {
            let from = start + Double(index) * 360 / Double(wedges)
            let to = from + 360 / Double(wedges)
            let middle = (from + to) / 2 - start
            var t = sweep != 0 ? middle / sweep : 0
            if t > 1 { t = middle - sweep < (360 - sweep) / 2 ? 1 : 0 }
            let css = cssColor(interpolated(stops, at: t))
            let corner = { (degrees: Double) in
                SVGNumber.format(cx + radius * cos(degrees * .pi / 180)) + " " + SVGNumber.format(cy + radius * sin(degrees * .pi / 180))
            }
            let path = "M \(SVGNumber.format(cx)) \(SVGNumber.format(cy)) L \(corner(from)) L \(corner(to)) Z"
            // A stroke in the same colour hides the seams antialiasing leaves between wedges.
            svg.element("path", ["d": .text(path), "fill": .text(css), "stroke": .text(css), "stroke-width": 0.5])
        }
        svg.close("g")
    }

    /// The colour at `t` (0 ... 1) between the stops, channels and alpha interpolated linearly.
    static func interpolated(_ stops: [(offset: Double, color: (Int, Int, Int, Double))], at t: Double) -> (Int, Int, Int, Double) {
        let sorted = stops.sorted { $0.offset < $1.offset }
        guard let first = sorted.first, let last = sorted.last else { return (0, 0, 0, 0) }
        if t <= first.offset { return first.color }
        if t >= last.offset { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t <= b.offset {
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
            func mix(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            return (mix(a.color.0, b.color.0), mix(a.color.1, b.color.1), mix(a.color.2, b.color.2), a.color.3 + (b.color.3 - a.color.3) * f)
        }
        return last.color
    }

    private static func cssColor(_ color: (Int, Int, Int, Double)) -> String {
        color.3 < 1 ? "rgba(\(color.0),\(color.1),\(color.2),\(SVGNumber.format(color.3)))" : "rgb(\(color.0),\(color.1),\(color.2))"
    }

    /// FNV-1a of `text`, in hex: a short id that only equal definitions share.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
