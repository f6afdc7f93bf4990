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
            case .framed(let width, let height): Size(width: width ?? child.width, height: height ?? child.height)
            }
        }
    }

    var index: Int
    var proposal: ProposedSize
    var scopeKey: [Double?]
    var answer: Answer
}

extension LayoutPass {
    /// The proposal the node makes to its one child and what it answers from the child's
    /// answer, when it is a link of a modifier chain; nil for every other node (and for a frame
    /// with both lengths, which does not ask its child).
    func modifierLink(_ index: Int, _ proposal: ProposedSize, _ scope: Scope) throws(LayoutError) -> (childProposal: ProposedSize, answer: ModifierLink.Answer)? {
        switch self[index].kind {
        case .padding(let insets):
            let resolved = try resolve(insets, index, "padding", scope)
            return (paddingChildProposal(resolved, proposal), .padded(resolved))
        case .frame(let frame):
            let (width, height) = try fixedFrameLengths(index, frame, scope)
            if width != nil, height != nil { return nil }
            return (ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), .framed(width: width, height: height))
        case .fixedSize(let horizontal, let vertical):
            return (fixedSizeProposal(proposal, horizontal, vertical), .child)
        case .overlay, .background, .offset, .scaleEffect:
            return (proposal, .child)
        default:
            return nil
        }
    }
}
