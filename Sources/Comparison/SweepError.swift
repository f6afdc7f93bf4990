/// A sweep that cannot be used: malformed text, a step <= 0, an end before the start, or too
/// many windows.
public struct SweepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the sweep.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
