import ViewTree

/// The windows random trees are laid out in when two engines are compared: a phone, a small
/// box, a desktop window, zero width and a wide strip, so that trees meet both slack and
/// overflow on each axis. `framesolver fuzz` and the differential tests use the same list.
public enum DifferentialWindows {
    /// The five windows, in the order results are reported.
    public static let all = [
        ProposedSize(width: 390, height: 844), ProposedSize(width: 120, height: 90), ProposedSize(width: 1_024, height: 768),
        ProposedSize(width: 0, height: 300), ProposedSize(width: 2_000, height: 40),
    ]
}
