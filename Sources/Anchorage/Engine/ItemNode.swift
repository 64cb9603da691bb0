// SPDX-License-Identifier: MIT

import AnchorageSolver

/// A layout item's solver variables: its frame in the coordinate space of the tree's root
/// (`x`, `y` of the top-left corner, `width`, `height`).
///
/// Root space makes "evaluated in the coordinate space of the closest common ancestor" exact with
/// at most one extra term per side: an attribute of item *I* seen from ancestor *G* is
/// `attr(I) − origin(G)` along the attribute's axis, so `G`'s own left is `x_G − x_G = 0` (its
/// bounds), and with a multiplier of 1 the `origin(G)` terms cancel and are never written.
final class ItemNode {
    // Declaration order is memory order: what lowering checks and reads for every constraint
    // (whether the node is current, its variables) comes first.

    /// The engine's identity token: compared by reference, so checking that a node belongs to an
    /// engine costs no weak load.
    let engineToken: LayoutEngine.Token?
    /// The engine's rebuild count when the node was made; for a fitting problem's node, the
    /// problem's stamp, which tells its nodes from those of a fit that encloses it.
    let generation: Int
    /// Cleared when the engine forgets the node (its item left the tree).
    @exclusivity(unchecked) var isLive = true
    /// Whether `x` and `y` are the constant 0 rather than unknowns: a fit's root, held at the
    /// origin. Lowering writes no term for them, so the solver never sees them.
    let originIsZero: Bool
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// The item, held through its reference (see ``ItemReference``).
    let itemReference: ItemReference
    var item: LayoutItem? { itemReference.item }
    /// Whether `item` is a view (a guide otherwise).
    let isView: Bool
    /// Whether `item` is a view whose class may override `layoutSubviews()` (a subclass of
    /// ``LayoutView``): only those are handed to the hooks when their size changes.
    let hasLayoutHook: Bool
    /// The node of the item's superview (a view's) or owning view (a guide's); `nil` for the root.
    /// Stable for the node's life: an item that changes parent leaves and rejoins the tree, which
    /// gives it a new node. Unowned: a live node's parent is live (a subtree leaves the tree
    /// whole), so it is read only after `isLive` is checked.
    unowned let parent: ItemNode?
    /// The node's index in the engine's node table; -1 for a fitting problem's node. Its variables'
    /// `ownerTag`s are `4 · index + k` for `x`, `y`, `width`, `height` (k = 0…3): their places in
    /// the engine's ``LayoutEngine/solvedValues``. (The engine's ``LayoutEngine/nodeSlots`` list
    /// the node's children.)
    let index: Int
    /// Constraints that hold a user-set frame: autoresizing-mask pins of a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is true, or the root's frame. In the order
    /// left/x, top/y, width, height. (Unchecked exclusivity here and on the content-size pairs
    /// and baseline offsets: set for every new node, and only by the engine.)
    @exclusivity(unchecked) var pins: [LayoutConstraint] = []
    /// The implicit constraints that hold a view's intrinsic width and height, when it has them
    /// (see LayoutEngine+ContentSize.swift).
    @exclusivity(unchecked) var contentWidth: ContentSizeConstraints?
    @exclusivity(unchecked) var contentHeight: ContentSizeConstraints?
    /// Whether the view is queued for ``LayoutEngine/applyContentSizeChanges()``.
    var contentSizeQueued = false
    /// The view's baseline offsets when its constraints were last lowered (first, last).
    @exclusivity(unchecked) var baselineOffsets = (first: 0.0, last: 0.0)
    /// Whether a constraint lowered since the node was made reads the item's baselines: only
    /// then does a change of its baseline offsets look for constraints to lower again (set, never
    /// cleared; the look is a walk of the installed constraints up to the root).
    @exclusivity(unchecked) var hasBaselineReaders = false

    /// Every constraint the engine owns for this item: pins, then content-size constraints.
    var engineConstraints: [LayoutConstraint] {
        var result = pins
        for pair in [contentWidth, contentHeight] {
            if let pair { result.append(pair.hugging); result.append(pair.resistance) }
        }
        return result
    }

    /// Creates the variables of `item`: for `engine` at `index` of its node table, below
    /// `parent`'s node; or, without an engine, for a fitting problem that keeps its own nodes
    /// and marks them with its `fittingStamp` (see FittingProblem.swift), its root's origin
    /// at zero (`originIsZero`).
    init(item: LayoutItem, parent: ItemNode?, index: Int, engine: LayoutEngine?, fittingStamp: Int = 0,
         originIsZero: Bool = false) {
        itemReference = item.reference
        isView = item is LayoutView
        hasLayoutHook = isView && type(of: item) != LayoutView.self
        self.engineToken = engine?.token
        self.generation = engine?.generation ?? fittingStamp
        self.parent = parent
        self.index = index
        self.originIsZero = originIsZero
        // Named after the `snp` label when there is one, for solver dumps and errors.
        if let label = item.debugLabel {
            x = Variable(label + ".x")
            y = Variable(label + ".y")
            width = Variable(label + ".width")
            height = Variable(label + ".height")
        } else {
            x = Variable("x")
            y = Variable("y")
            width = Variable("width")
            height = Variable("height")
        }
        if index >= 0 {
            x.ownerTag = 4 &* index
            y.ownerTag = 4 &* index &+ 1
            width.ownerTag = 4 &* index &+ 2
            height.ownerTag = 4 &* index &+ 3
        }
    }

    /// Detaches the variables from the node's slots: the solver may report a forgotten node's
    /// variables once more, and its slots may already belong to a new node.
    func forgetOwnerTags() {
        x.ownerTag = -1
        y.ownerTag = -1
        width.ownerTag = -1
        height.ownerTag = -1
    }

    /// Whether the node is the current one of a live item of `engine`.
    @inline(__always)
    func isCurrent(in engine: LayoutEngine) -> Bool {
        isLive && engineToken === engine.token && generation == engine.generation
    }
}
