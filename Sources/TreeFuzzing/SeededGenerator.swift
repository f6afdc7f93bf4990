/// A small deterministic random number generator (SplitMix64), so property tests replay.
///
/// Built from bytes (`init(bytes:)`), it first returns the bytes themselves, eight at a time,
/// then continues as SplitMix64 seeded from them: a fuzzer's mutations of the input then
/// change the generated tree choice by choice instead of reshuffling it entirely.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    private var bytes: [UInt8] = []
    private var position = 0

    /// A plain SplitMix64 stream from `seed`: the same numbers on every run and platform.
    public init(seed: UInt64) { state = seed }

    /// A stream that returns `bytes` first, eight at a time, then SplitMix64 seeded from them.
    public init(bytes: [UInt8]) {
        var seed: UInt64 = 0x5EED
        for byte in bytes { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        state = seed
        self.bytes = bytes
    }

    /// The next 64 random bits: the input bytes while they last, then SplitMix64.
    public mutating func next() -> UInt64 {
        if position < bytes.count {
            var value: UInt64 = 0
            for _ in 0..<8 {
                value = value << 8 | UInt64(position < bytes.count ? bytes[position] : 0)
                position += 1
            }
            return value
        }
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
