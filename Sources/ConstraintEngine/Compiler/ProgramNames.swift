import LinearProgramming
import Synchronization

/// The order in which a pass took its names: each column and row as it was added, and each
/// row renamed later (a clamp decided in flight, `ProgramBuilder.decide`) at the rename.
///
/// Why an order: a name already taken gets a counter (`base_2`, `base_3`, ...), so which of two
/// equal names keeps the plain one depends on which came first. The pass writes names as they
/// come and the order beside them; `ProgramNames` makes them unique in that order when a name
/// is first read, and gives the names the pass would have given them one by one.
enum NameTaken {
    /// Column `j` was added.
    case column(Int)
    /// Row `i` was added.
    case row(Int)
    /// Row `i` took the `k`th rename's name (`ProgramBuilder.renames`).
    case renamed(row: Int, rename: Int)
}

/// A piece's row and column names and origins, made unique and handed over only when the
/// model's names are first read (`LPDeferredLabels`).
///
/// A one-window solve reads only numbers: names are read by `lp`, by an error naming rows or
/// columns, by a conflict search or a query. Until then this holds the pass's columns and rows
/// as they are (the arrays are shared with the finished builder, not copied) and the order
/// their names were taken in; the first read makes every name unique in that order, with the
/// same hashes as before (`NameHashSet`), and keeps the answer.
final class ProgramNames: LPDeferredLabels {
    private let columns: [ProgramColumn]
    private let rows: [ProgramRow]
    private let order: [NameTaken]
    /// The names of rows renamed after they were added, in the order renamed.
    private let renames: [LPName]
    /// The model's columns: each compiled column's index in the model, or nil.
    private let columnMap: [Int?]
    /// The model's rows, as indices of the compiled rows.
    private let rowOrder: [Int]
    private let made = Mutex<(columns: LPLabels, rows: LPLabels)?>(nil)

    init(columns: [ProgramColumn], rows: [ProgramRow], order: [NameTaken], renames: [LPName], columnMap: [Int?], rowOrder: [Int]) {
        self.columns = columns
        self.rows = rows
        self.order = order
        self.renames = renames
        self.columnMap = columnMap
        self.rowOrder = rowOrder
    }

    func labels(of part: LPModelPart) -> LPLabels {
        let labels = made.withLock { made in
            if let made { return made }
            let labels = make()
            made = labels
            return labels
        }
        return part == .columns ? labels.columns : labels.rows
    }

    /// Every name made unique in the order taken, then the model's labels.
    private func make() -> (columns: LPLabels, rows: LPLabels) {
        var columnNames = columns.map(\.name)
        var rowNames = rows.map(\.name)
        var names = UniqueNames(capacity: order.count)
        for entry in order {
            switch entry {
            case .column(let j): columnNames[j] = names.unique(columns[j].name)
            case .row(let i): rowNames[i] = names.unique(rows[i].name)
            case .renamed(let row, let rename): rowNames[row] = names.unique(renames[rename])
            }
        }
        var columnLabels = LPLabels(names: [], sources: [])
        columnLabels.names.reserveCapacity(columns.count)
        columnLabels.sources.reserveCapacity(columns.count)
        for j in columns.indices where columnMap[j] != nil {
            columnLabels.names.append(columnNames[j])
            columnLabels.sources.append(columns[j].origin)
        }
        var rowLabels = LPLabels(names: [], sources: [])
        rowLabels.names.reserveCapacity(rowOrder.count)
        rowLabels.sources.reserveCapacity(rowOrder.count)
        for i in rowOrder {
            rowLabels.names.append(rowNames[i])
            rowLabels.sources.append(rows[i].origin)
        }
        return (columnLabels, rowLabels)
    }
}

/// Names made unique one after another: a CPLEX-safe name starting with the name asked for,
/// the name itself when it is free, else `base_2`, `base_3`, ...
///
/// The names used are kept as hashes of their spelling (`LPName.spellingHash`, FNV-1a over
/// the bytes, read from the name's parts without spelling it), not as strings: a set of
/// strings hashed each name with SipHash and compared it with its neighbours, a tenth of a
/// long list's compile, and spelling each name to hash it was another tenth of a small
/// one's. A name whose hash is taken is never reused, so names stay unique; two different
/// names sharing a 64-bit hash (never seen) would only give the second a suffix.
struct UniqueNames {
    private var used: NameHashSet

    /// Room for about `capacity` names before the set grows.
    init(capacity: Int) { used = NameHashSet(capacity: capacity) }

    mutating func unique(_ base: LPName) -> LPName {
        if used.insert(base.spellingHash, group: group(base)) { return base }
        return counted(base)
    }

    /// The first of `base_2`, `base_3`, ... not used yet (`unique`, when `base` is).
    @inline(never) private mutating func counted(_ base: LPName) -> LPName {
        var counter = 2
        while true {
            let name = base.counted(counter)
            if used.insert(name.spellingHash, group: group(name)) { return name }
            counter += 1
        }
    }

    /// A name's group in the set of names used: a small table places names without it, since
    /// reading it is not free.
    private func group(_ name: LPName) -> Int { used.grouped ? name.spelledNumber : 0 }
}
