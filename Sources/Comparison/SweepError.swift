/// A sweep that cannot be used: malformed text, a step <= 0, an end before the start, or too
/// many windows.
public struct SweepError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
