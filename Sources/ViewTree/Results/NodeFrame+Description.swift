extension NodeFrame: CustomStringConvertible {
    /// The node as a line of `LayoutResult.treeDump()`: its kind, `#id`, path, frame and, under
    /// a render-time effect, where it is drawn (`frame #left 0.0  (x 104, y 0, w 75, h 60)`).
    public var description: String {
        var text = kind
        if let id { text += " #\(id)" }
        text += " \(path)  \(frame)"
        if let render { text += "  render \(render)" }
        return text
    }
}
