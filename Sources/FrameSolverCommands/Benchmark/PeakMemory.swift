import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident memory, as Linux keeps it (`VmHWM` in /proc/self/status).
///
/// Writing 5 to /proc/self/clear_refs resets the peak to the current resident size, so each
/// benchmark cell reports its own peak rather than the largest cell's so far.
enum PeakMemory {
    /// Resets the peak to what is resident now; false where the kernel does not allow it.
    ///
    /// Freed memory that malloc still holds is returned to the system first (`malloc_trim`),
    /// so that a cell's peak does not count what the runs before it freed.
    @discardableResult
    static func reset() -> Bool {
        trimMalloc()
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// glibc's `malloc_trim(0)`, looked up at run time (Swift's Glibc module does not import it).
    private static func trimMalloc() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// The peak resident size in megabytes (10^6 bytes) since the last reset; nil where
    /// /proc is not readable.
    static func megabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Double(fields[1]) else { return nil }
            return kilobytes * 1024 / 1e6
        }
        return nil
    }
}
