/// Grow-only C arrays that `FlatModel` writes a model into.
///
/// Why grow-only and reusable: a kept problem reloads models of similar size again and again
/// (one per layout piece or window), and fresh multi-megabyte arrays are fresh pages the
/// kernel must fault in on every load. One storage belongs to one thread at a time.
final class FlatStorage {
    private(set) var columnCapacity = 0
    private(set) var rowCapacity = 0
    private(set) var nonzeroCapacity = 0
    private(set) var objective = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private(set) var kinds = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var columnLower = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private(set) var columnUpper = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    /// Per column, the 1-based row that last named it (duplicate-term check).
    private(set) var seen = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var rowLower = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private(set) var rowUpper = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    /// GLPK's triplets, 1-based (element 0 unused).
    private(set) var ia = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var ja = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var ar = UnsafeMutablePointer<Double>.allocate(capacity: 1)

    init() {}

    /// Makes room for a model of this size (contents are not kept). The triplets are 1-based,
    /// so they take `nonzeros + 1` elements.
    func reserve(rows: Int, columns: Int, nonzeros: Int) {
        if columns > columnCapacity {
            let capacity = Self.grown(columnCapacity, to: columns)
            Self.replace(&objective, capacity)
            Self.replace(&kinds, capacity)
            Self.replace(&columnLower, capacity)
            Self.replace(&columnUpper, capacity)
            Self.replace(&seen, capacity)
            columnCapacity = capacity
        }
        if rows > rowCapacity {
            let capacity = Self.grown(rowCapacity, to: rows)
            Self.replace(&rowLower, capacity)
            Self.replace(&rowUpper, capacity)
            rowCapacity = capacity
        }
        if nonzeros + 1 > nonzeroCapacity {
            let capacity = Self.grown(nonzeroCapacity, to: nonzeros + 1)
            Self.replace(&ia, capacity)
            Self.replace(&ja, capacity)
            Self.replace(&ar, capacity)
            nonzeroCapacity = capacity
        }
    }

    deinit {
        objective.deallocate()
        kinds.deallocate()
        columnLower.deallocate()
        columnUpper.deallocate()
        seen.deallocate()
        rowLower.deallocate()
        rowUpper.deallocate()
        ia.deallocate()
        ja.deallocate()
        ar.deallocate()
    }

    private static func grown(_ current: Int, to needed: Int) -> Int { max(needed, current * 2) }

    private static func replace<T>(_ pointer: inout UnsafeMutablePointer<T>, _ capacity: Int) {
        pointer.deallocate()
        pointer = .allocate(capacity: capacity)
    }
}

/// A `FlatStorage` kept between loads by a `WarmSolver`, which any caller's thread may use.
///
/// `@unchecked Sendable` because the storage is one thread's at a time: a caller takes it out
/// of the solver's lock, flattens into it, and puts it back only after the solver thread has
/// replied to the load, the last moment that thread reads it.
final class FlatStorageBox: @unchecked Sendable {
    let storage = FlatStorage()
}
