import ViewTree

extension SVGRenderer {
    /// The light track of a segmented control: iOS's `tertiarySystemFill`, (118, 118, 128) at 12%.
    static let segmentTrack = "rgba(118,118,128,0.12)"
    /// The hairline between two unselected segments: iOS's separator, (60, 60, 67) at 29%.
    static let segmentDivider = "rgba(60,60,67,0.29)"

    /// Step 3 for a segmented Picker, drawn as UISegmentedControl looks in light mode: a
    /// rounded track (radius 9) across the frame, divided into equal segments, one per option;
    /// the selected segment a white rounded rectangle (radius 7) inset 2 points; a hairline
    /// between two unselected neighbours; each title centred in its segment in 13-point text,
    /// semibold when selected, squeezed into the segment when it is too long. The frame is
    /// the layout's: drawing changes no size.
    static func segmented(_ titles: [String], selected: Int?, _ frame: Rect, into svg: inout SVGWriter) {
        let trackRadius = Swift.min(9, frame.width / 2, frame.height / 2)
        svg.element(
            "rect",
            [
                "class": "segment-track", "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
                "rx": trackRadius > 0 ? .number(trackRadius) : nil, "fill": .text(segmentTrack),
            ])
        guard !titles.isEmpty, frame.width > 0 else { return }
        let width = frame.width / Double(titles.count)
        if let selected, titles.indices.contains(selected), width > 4, frame.height > 4 {
            let radius = Swift.min(7, (width - 4) / 2, (frame.height - 4) / 2)
            svg.element(
                "rect",
                [
                    "class": "segment-selected", "x": .number(frame.x + Double(selected) * width + 2), "y": .number(frame.y + 2),
                    "width": .number(width - 4), "height": .number(frame.height - 4), "rx": .number(radius), "fill": "#ffffff",
                    "stroke": "rgba(0,0,0,0.04)", "stroke-width": 0.5,
                ])
        }
        for boundary in 1..<titles.count where boundary != selected && boundary - 1 != selected {
            let x = frame.x + Double(boundary) * width
            let inset = Swift.max(0, (frame.height - 16) / 2)
            svg.element(
                "line",
                [
                    "x1": .number(x), "y1": .number(frame.y + inset), "x2": .number(x), "y2": .number(frame.maxY - inset), "stroke": .text(segmentDivider),
                    "stroke-width": 1,
                ])
        }
        let size = 13.0
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let estimated = Double(title.count) * size * 0.55
            let room = Swift.max(1, width - 8)
            svg.element(
                "text",
                [
                    "class": "segment-title", "x": .number(frame.x + (Double(index) + 0.5) * width), "y": .number(frame.y + frame.height / 2 + size * 0.35),
                    "font-family": "Inter, sans-serif", "font-size": .number(size), "font-weight": index == selected ? 600 : 400,
                    "text-anchor": "middle", "fill": .text(Palette.primary), "textLength": estimated > room ? .number(room) : nil,
                    "lengthAdjust": estimated > room ? "spacingAndGlyphs" : nil, "xml:space": "preserve",
                ], content: title)
        }
    }
}
