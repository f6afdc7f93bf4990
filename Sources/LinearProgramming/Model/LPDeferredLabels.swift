/// Which part of a model a set of labels names.
public enum LPModelPart: Sendable, Hashable {
    /// The columns, in the model's order.
    case columns
    /// The rows, in the model's order.
    case rows
}

/// The names and origins of one part of a model, one each per row or column.
public struct LPLabels: Sendable, Hashable {
    /// The names, one per row or column.
    public var names: [LPName]
    /// The origins, one per row or column (nil where nothing is said).
    public var sources: [LPOrigin?]

    /// Names and origins, as many of each.
    public init(names: [LPName], sources: [LPOrigin?]) {
        precondition(names.count == sources.count, "one origin per name")
        self.names = names
        self.sources = sources
    }
}

/// A model's names and origins made when they are first read.
///
/// Why: GLPK reads only the numbers, and a one-window layout solves its program once and
/// throws it away. Naming each row and column uniquely (a hash of each name's spelling) and
/// handing the names over cost a tenth of a small model's cold solve, for a program that nobody
/// printed. A model built with deferred labels (`LPColumns(bounds:kinds:objectives:labels:)`,
/// `LPRows(bounds:starts:termColumns:termCoefficients:labels:)`) asks for them the first time
/// anything reads a name or origin (`lp`, an error naming rows, a conflict search); a change
/// to the names or the rows' number writes them out first. The same object may be asked from
/// several threads, and must answer the same every time.
public protocol LPDeferredLabels: AnyObject, Sendable {
    /// The names and origins of `part`, as many as the model has rows or columns.
    func labels(of part: LPModelPart) -> LPLabels
}

/// A model part's names and origins: written with each row or column, or made when first read
/// (`LPDeferredLabels`). Written out before any change, so a change never asks twice.
struct LPLabelStore: Sendable, Hashable {
    private var names: [LPName] = []
    private var origins: [LPOrigin?] = []
    private var deferred: (any LPDeferredLabels)?
    private let part: LPModelPart

    /// Labels written one by one.
    init(_ part: LPModelPart) { self.part = part }

    /// Labels made when first read.
    init(_ part: LPModelPart, deferred: any LPDeferredLabels) {
        self.part = part
        self.deferred = deferred
    }

    /// Labels given whole.
    init(_ part: LPModelPart, names: [LPName], sources: [LPOrigin?]) {
        self.part = part
        self.names = names
        origins = sources
    }

    var labels: [LPName] { deferred?.labels(of: part).names ?? names }
    var sources: [LPOrigin?] { deferred?.labels(of: part).sources ?? origins }

    /// The labels written out, so that they can change.
    private mutating func write() {
        guard let deferred else { return }
        let labels = deferred.labels(of: part)
        names = labels.names
        origins = labels.sources
        self.deferred = nil
    }

    mutating func append(_ name: LPName, _ source: LPOrigin?) {
        write()
        names.append(name)
        origins.append(source)
    }

    mutating func set(_ index: Int, _ name: LPName, _ source: LPOrigin?) {
        write()
        names[index] = name
        origins[index] = source
    }

    mutating func replaceSubrange(_ subrange: Range<Int>, names: [LPName], sources: [LPOrigin?]) {
        write()
        self.names.replaceSubrange(subrange, with: names)
        origins.replaceSubrange(subrange, with: sources)
    }

    mutating func reserveCapacity(_ count: Int) {
        guard deferred == nil else { return }
        names.reserveCapacity(count)
        origins.reserveCapacity(count)
    }

    /// Equal when the labels read the same, however they were made.
    static func == (a: LPLabelStore, b: LPLabelStore) -> Bool {
        if let x = a.deferred, let y = b.deferred, x === y, a.part == b.part { return true }
        return a.labels == b.labels && a.sources == b.sources
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(labels)
        hasher.combine(sources)
    }
}
