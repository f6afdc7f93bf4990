/// Semantic constants both engines share (SWIFTUI-LAYOUT.md I.1, R0.3).
public enum LayoutConstants {
    /// Gap between two ordinary stack neighbours when `spacing` is nil, and a Spacer's default minLength.
    public static let defaultSpacing: Double = 8
    /// `padding()` without a length.
    public static let defaultPadding: Double = 16
    /// Grid spacing on each axis when nil.
    public static let defaultGridSpacing: Double = 8
    /// What a shape, Color or GeometryReader answers on an axis proposed nil.
    public static let idealShapeLength: Double = 10
    /// A Divider's thickness.
    public static let dividerThickness: Double = 1
    /// A Divider's length along the other axis when proposed nil.
    public static let dividerIdealLength: Double = 10
}
