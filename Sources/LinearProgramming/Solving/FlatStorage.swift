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

    /// Makes room for `rows` rows and `columns` columns (contents are not kept).
    func reserve(rows: Int, columns: Int) {
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
    }

    /// Makes room for triplets up to index `nonzeros` (1-based), keeping those written so far.
    @inline(__always)
    func reserve(nonzeros: Int) {
        if nonzeros >= nonzeroCapacity { growTriplets(to: nonzeros + 1) }
    }

    private func growTriplets(to count: Int) {
        let capacity = Self.grown(nonzeroCapacity, to: max(count, 1_024))
        Self.extend(&ia, from: nonzeroCapacity, to: capacity)
        Self.extend(&ja, from: nonzeroCapacity, to: capacity)
        Self.extend(&ar, from: nonzeroCapacity, to: capacity)
        nonzeroCapacity = capacity
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

    private static func extend<T>(_ pointer: inout UnsafeMutablePointer<T>, from old: Int, to capacity: Int) {
        let bigger = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        if old > 0 { bigger.moveInitialize(from: pointer, count: old) }
        pointer.deallocate()
        pointer = bigger
    }
}
