/// Which of a container's children pass their explicit alignment guides up to it (R6.4), as
/// both engines read it: a layout container or modifier passes up every placed child's, an
/// overlay or background its primary's (the view it modifies) only. Containers that place
/// their content in a space of their own (GeometryReader, ScrollView, Grid, custom `Layout`s,
/// `position`) pass none up in FrameSolver: their guides are implicit.
public enum GuidePassing: Sendable, Equatable {
    /// Every placed child's guides.
    case allChildren
    /// The first child's (the modified view's) only.
    case primary

    /// How a node of `tag` passes guides up; nil when it passes none.
    public init?(_ tag: NodeKind.Tag) {
        switch tag {
        case .stack, .gridRow, .zStack, .viewThatFits, .frame, .flexibleFrame, .padding, .aspectRatio, .fixedSize, .offset, .scaleEffect,
            .containerRelativeFrame:
            self = .allChildren
        case .overlay, .background:
            self = .primary
        case .color, .shape, .text, .image, .spacer, .divider, .geometryReader, .scrollView, .grid, .customLayout, .position, .relation:
            return nil
        }
    }
}

extension VerticalAlignment {
    /// The first or the last text baseline: a Text's own, passed up as the topmost or the
    /// bottommost of a container's (R6.4).
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}
