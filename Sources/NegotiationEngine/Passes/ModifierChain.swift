import ViewTree

/// A chain of modifiers that each ask their one child once and answer from that child's
/// answer alone: padding, a frame with an unset length, fixedSize, overlay, background,
/// offset and scaleEffect.
///
/// `LayoutPass.size` walks down such a chain in a loop and answers back up it from a shared
/// array instead of recursing once per modifier, so a chain of 100,000 paddings takes no stack
/// frame per level (each level cost about 1.7 KB of stack, 170 MB resident on that chain). A
/// link holds what its answer needs of the way down: the proposal it got (its cache key) and
/// the values its rule's last step adds to the child's answer.
struct ModifierLink {
    /// What the modifier's answer does with its child's answer.
    enum Answer {
        /// The child's answer itself (fixedSize, overlay, background, offset, scaleEffect).
        case child
        /// The child's answer plus the insets, at least 0 (padding, R2.1 step 3).
        case padded(LayoutPass.ResolvedInsets)
        /// The frame's length where it has one, the child's elsewhere (R2.2 step 3).
        case framed(width: Double?, height: Double?)

        func size(from child: Size) -> Size {
            switch self {
            case .child: child
            case .padded(let insets): LayoutPass.paddedSize(insets, child)
            case .framed(let width, let height): LayoutPass.framedSize(width, height, child)
            }
        }
    }

    var index: Int
    var proposal: ProposedSize
    var scopeKey: Int32
    var answer: Answer
}

extension LayoutPass {
    /// The proposal the node makes to its one child and what it answers from the child's
    /// answer, when it is a link of a modifier chain; nil for every other node (and for a frame
    /// with both lengths, which does not ask its child).
    func modifierLink(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> (childProposal: ProposedSize, answer: ModifierLink.Answer)? {
        // On the tag first: most nodes are no link, and a switch on the kind copies it.
        switch self[index].tag {
        case .padding:
            if case .insets(let resolved) = resolved[index] { return (paddingChildProposal(resolved, proposal), .padded(resolved)) }
        case .frame:
            if case .frame(let width, let height, _) = resolved[index] {
                if width != nil, height != nil { return nil }
                return (Self.framedProposal(width, height, proposal), .framed(width: width, height: height))
            }
        case .fixedSize: break
        case .overlay, .background, .offset, .scaleEffect: return (proposal, .child)
        default: return nil
        }
        switch self[index].kind {
        case .padding(let insets):
            let resolved = try resolve(insets, index, "padding", scope)
            return (paddingChildProposal(resolved, proposal), .padded(resolved))
        case .frame(let frame):
            let (width, height) = try fixedFrameLengths(index, frame, scope)
            if width != nil, height != nil { return nil }
            return (Self.framedProposal(width, height, proposal), .framed(width: width, height: height))
        case .fixedSize(let horizontal, let vertical):
            return (fixedSizeProposal(proposal, horizontal, vertical), .child)
        case .overlay, .background, .offset, .scaleEffect:
            return (proposal, .child)
        default:
            return nil
        }
    }
}

/// A node's arguments where they are plain numbers, resolved once per tree: a padding's four
/// constant insets and a fixed frame's constant lengths (each at least 0 and finite, so that
/// resolving them again would neither warn nor throw). The rules read these instead of
/// evaluating the node's expressions at every proposal; any other node is `.none` and takes
/// the general path.
enum ResolvedArguments {
    case none
    /// A padding whose insets are numbers other than NaN (R2.1 step 1).
    case insets(LayoutPass.ResolvedInsets)
    /// A fixed frame whose lengths are absent or numbers in [0, inf) (R2.2 step 1, I.5).
    case frame(width: Double?, height: Double?, alignment: Alignment)

    /// Borrowed, so that no copy of the kind (and of its payload's references) is made.
    init(_ kind: borrowing NodeKind) {
        switch kind {
        case .padding(let insets):
            guard
                case .constant(let top) = insets.top, case .constant(let leading) = insets.leading,
                case .constant(let bottom) = insets.bottom, case .constant(let trailing) = insets.trailing,
                !top.isNaN, !leading.isNaN, !bottom.isNaN, !trailing.isNaN
            else { self = .none; return }
            self = .insets(LayoutPass.ResolvedInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        case .frame(let frame):
            // Absent, or a constant in [0, inf): the length; nil (with `plain` false) otherwise.
            func plain(_ expr: Expr?) -> (plain: Bool, length: Double?) {
                switch expr {
                case nil: return (true, nil)
                case .constant(let value)? where value >= 0 && value.isFinite: return (true, value)
                default: return (false, nil)
                }
            }
            let width = plain(frame.width)
            let height = plain(frame.height)
            guard width.plain, height.plain else { self = .none; return }
            self = .frame(width: width.length, height: height.length, alignment: frame.alignment)
        default:
            self = .none
        }
    }
}

extension LayoutPass {
    /// How deep the sizing recursion can go: the most levels on a root-to-leaf path that are
    /// not modifier-chain links, for the stack the layout runs on (`withLargeStack`).
    ///
    /// A chain of links (padding, fixedSize, overlay, background, offset, scaleEffect, a frame)
    /// is sized in a loop, and a frame with both lengths does not ask its child; placement runs
    /// from a worklist. So only the other nodes nest a frame of `size` each, and a chain of
    /// 1,000 paddings lays out on the caller's stack instead of on a thread of its own (whose
    /// start and hand-offs cost more than the layout on a busy machine). Counted in pre-order,
    /// where every parent comes before its children.
    static func recursionDepth(of tree: IndexedTree) -> Int {
        var levels = [Int32](repeating: 0, count: tree.nodes.count)
        var deepest: Int32 = 0
        tree.nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                let parent = nodes[index].parent
                let above = parent >= 0 ? levels[parent] : 0
                let level = above + (isChainLink(nodes[index].tag) ? 0 : 1)
                levels[index] = level
                deepest = max(deepest, level)
            }
        }
        return Int(deepest)
    }

    /// Whether `size` walks a node of this kind in its loop (`modifierLink`), or answers it
    /// without asking its child (a frame with both lengths): never a frame of recursion.
    private static func isChainLink(_ tag: NodeKind.Tag) -> Bool {
        switch tag {
        case .padding, .frame, .fixedSize, .overlay, .background, .offset, .scaleEffect: true
        default: false
        }
    }
}
