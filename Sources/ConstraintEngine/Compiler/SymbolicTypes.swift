import ViewTree

/// A proposal whose specified dimensions are forms; nil is structural (the same in every window).
struct FormProposal: Hashable {
    var width: LinearForm?
    var height: LinearForm?

    static let unspecified = FormProposal(width: nil, height: nil)

    init(width: LinearForm?, height: LinearForm?) {
        self.width = width
        self.height = height
    }

    init(_ size: FormSize) { self.init(width: size.width, height: size.height) }

    init(major: LinearForm?, minor: LinearForm?, axis: Axis) {
        self = axis == .horizontal ? FormProposal(width: major, height: minor) : FormProposal(width: minor, height: major)
    }

    subscript(axis: Axis) -> LinearForm? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Both sides folded into one word with `seed` (`LinearForm.fold`).
    func folded(into seed: UInt64) -> UInt64 { LinearForm.fold(LinearForm.fold(seed, width), height) }

    /// One word for the hasher (`folded`).
    func hash(into hasher: inout Hasher) { hasher.combine(folded(into: 0)) }

    /// This proposal with nil on the axes asked for: a fixedSize, a ViewThatFits probe.
    func unspecifying(horizontal: Bool, vertical: Bool) -> FormProposal {
        FormProposal(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}

/// An answer whose dimensions are forms.
struct FormSize: Hashable {
    var width: LinearForm
    var height: LinearForm

    static let zero = FormSize(width: .zero, height: .zero)

    init(width: LinearForm, height: LinearForm) {
        self.width = width
        self.height = height
    }

    init(major: LinearForm, minor: LinearForm, axis: Axis) {
        self = axis == .horizontal ? FormSize(width: major, height: minor) : FormSize(width: minor, height: major)
    }

    subscript(axis: Axis) -> LinearForm {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A point whose coordinates are forms.
struct FormPoint: Hashable {
    var x: LinearForm
    var y: LinearForm
    static let zero = FormPoint(x: .zero, y: .zero)
}

/// What expressions read at a point of the tree, as forms.
struct FormScope {
    /// The sizes of the GeometryReaders in scope, by their identity's number (`ReaderID.raw`:
    /// an `Int` key, whose `Hashable` conformance the runtime has looked up already, see
    /// `FoldedTable`).
    var readers: [Int: FormSize] = [:]
    var container: FormProposal

    /// The values of this scope a node reads (its free readers' sizes, the container's
    /// lengths when it reads them): the part of a sizing key the scope gives. Given the node's
    /// two facts, not the node, so that the node is read in place rather than copied.
    func key(freeReaders: [ReaderID], readsContainer: Bool) -> [LinearForm?] {
        var values: [LinearForm?] = []
        for reader in freeReaders {
            values.append(readers[reader.raw]?.width)
            values.append(readers[reader.raw]?.height)
        }
        if readsContainer {
            values.append(container.width)
            values.append(container.height)
        }
        return values
    }
}

struct FormKey: FoldedKey {
    var node: Int
    var proposal: FormProposal
    var scope: [LinearForm?]
    var probing = false

    /// Every part folded into one word (`LinearForm.fold`).
    var folded: UInt64 {
        var h = proposal.folded(into: UInt64(UInt(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15 ^ (probing ? 1 : 0))
        for value in scope { h = LinearForm.fold(h, value) }
        return h
    }
}

/// Where a container puts a child, in forms.
struct FormPlacement {
    var child: Int
    var proposal: FormProposal
    var origin: FormPoint
    var scope: FormScope
    var presetSize: FormSize? = nil
    var presetChildren: [FormPlacement]? = nil
}

/// `a - b` where inf - inf is 0 (I.5).
func offset(_ a: LinearForm, _ b: LinearForm) -> LinearForm {
    let d = a - b
    return d.isNaN ? .zero : d
}

/// `a + b` where inf - inf is 0 (I.5): `offset(a, -b)`, without negating `b`'s terms first
/// (the same numbers: negation is exact).
func sum(_ a: LinearForm, _ b: LinearForm) -> LinearForm {
    let s = a + b
    return s.isNaN ? .zero : s
}

/// `fraction x length` with 0 x inf = 0.
func guideForm(fraction: Double, length: LinearForm) -> LinearForm {
    if fraction == 0 { return .zero }
    if fraction == 1 { return length }
    return length * fraction
}
