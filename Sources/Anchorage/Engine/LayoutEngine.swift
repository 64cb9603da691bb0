// SPDX-License-Identifier: MIT

import AnchorageSolver

/// Owns one tree's ``Solver`` and turns active ``LayoutConstraint``s into solver constraints and
/// solver values into frames: incrementally (only queued work reaches the solver), with lazy
/// variables (an item gets an ``ItemNode`` when a constraint mentions it) and conflicts kept
/// local (a required constraint that cannot hold is marked broken and retried later). The
/// Architecture article's "The engine" says how; this file holds the engine's state, each
/// `LayoutEngine+Concern.swift` extension one concern. Its record of each constraint is an
/// ``EngineRecord``.
final class LayoutEngine {
    /// A view queued for later work, held weakly: the queues live in the engine, which the root
    /// owns, so a strong entry for the root would keep a dropped tree alive, and one for a view
    /// that left the tree would keep that view alive until the next pass.
    struct QueuedView {
        let reference: ItemReference
        var view: LayoutView? { reference.view }
        init(_ view: LayoutView) { reference = view.reference }
    }

    unowned let root: LayoutView
    let solver = Solver()
    /// Incremented by each rebuild; nodes of an older generation are stale.
    /// (Unchecked exclusivity: every node check in a frame pass reads it.)
    @exclusivity(unchecked) var generation = 0
    /// Whether the next pass must rebuild from the tree (a new engine always starts so).
    var needsRebuild = true

    // The state below is internal rather than private only because the engine's extensions (see
    // the list above) share it; nothing else touches it.
    // The queues and tables that every activation, node or frame pass touches opt out of dynamic
    // exclusivity checks (`@exclusivity(unchecked)`): each check cost more than the access, an
    // engine is used from one thread at a time, and none of them is handed out `inout`.

    /// Solver constraints to remove at the next pass (removals go first).
    var pendingRemoves: [LinearConstraint] = []
    /// Constraints whose constant changed (applied in place with `updateConstant`).
    var pendingConstants: [LayoutConstraint] = []
    /// Constraints to lower and add; entries whose state is no longer `.pendingAdd` are skipped.
    @exclusivity(unchecked) var pendingAdds: [LayoutConstraint] = []
    /// Active constraints the solver rejected, retried after a removal.
    var broken: [LayoutConstraint] = []
    /// Views that asked for `layoutSubviews` with `setNeedsLayout()`.
    var needsLayoutViews: [QueuedView] = []
    /// Views whose intrinsic content size was invalidated (see LayoutEngine+ContentSize.swift).
    var pendingContentSize: [QueuedView] = []
    /// Wrapping labels that narrowed to their widest line, measured again from their unwrapped
    /// text at the next layout with work (see LayoutEngine+ContentSize.swift).
    var narrowedLabels: [QueuedView] = []
    /// Whether anything is queued (or the tree was never laid out).
    @exclusivity(unchecked) var hasWork = true
    /// Whether ``layout()`` is running (hooks may call `layoutIfNeeded()` again).
    var isLayingOut = false
    /// Activations so far, numbering constraints in activation order.
    @exclusivity(unchecked) var activations = 0

    /// Nodes created since the last frame write: fresh variables start at 0 and a solved 0 is not
    /// reported as a change, so these frames are written unconditionally.
    @exclusivity(unchecked) var newNodes: [ItemNode] = []
    /// The live nodes by index: a reported variable's `ownerTag` finds its node without hashing.
    @exclusivity(unchecked) var nodeTable: [ItemNode?] = []
    /// What the frame pass keeps of the node at each index of `nodeTable` (see ``NodeSlot``).
    @exclusivity(unchecked) var nodeSlots: [NodeSlot] = []
    /// The frames of the items of the live nodes, by index of `nodeTable`: their frame boxes
    /// read through to it, and frame passes write it (see ``FrameTable``).
    let frameTable = FrameTable()
    /// The root-space `x`, `y`, `width`, `height` of the node at each index of `nodeTable`, four
    /// apart (a variable's `ownerTag` is its place here), as the solver last reported them: it
    /// reports every value it writes, and fresh variables and values both start at 0.
    @exclusivity(unchecked) var solvedValues: [Double] = []
    /// A frame pass's list of changed tags, then of the node indices to write (see
    /// `writeSolvedValues`), kept between passes so that a pass allocates nothing: at least one
    /// entry per value of `solvedValues`.
    @exclusivity(unchecked) var movedScratch: [Int] = []
    /// A frame pass's list of the nodes with hooks among those it lists, whose frames are
    /// written after the others (see `writeFrames`), kept between passes like `movedScratch`.
    @exclusivity(unchecked) var hookedScratch: [Int] = []
    /// A frame pass's list of the nodes whose origin moved, whose children it walks (see
    /// `writeSolvedValues`), kept between passes like `movedScratch`.
    @exclusivity(unchecked) var originScratch: [Int] = []
    /// Indices of `nodeTable` freed by released nodes, reused first.
    @exclusivity(unchecked) var freeNodeSlots: [Int] = []
    /// This engine's identity for its nodes (see ``ItemNode/engineToken``).
    final class Token {}
    let token = Token()
    /// The number of frame-writing passes so far, used as each pass's stamp.
    @exclusivity(unchecked) var pass = 0
    /// The root's size at the last pass, to run its `layoutSubviews` when it changes.
    var laidOutRootSize: Size?
    /// How many items the last pass wrote a frame for (a test hook for incrementality).
    @exclusivity(unchecked) var lastPassWriteCount = 0
    /// How many passes rebuilt the solver (a test hook).
    var rebuildCount = 0
    /// Views whose safe-area insets are refreshed after each solve (see
    /// LayoutEngine+SystemGuides.swift); entries whose tracking went stale are dropped there.
    var safeAreaViews: [QueuedView] = []
    /// Whether a root's insets changed since the last refresh.
    var safeAreaStale = false
    /// Whether the last refresh applied zero insets everywhere (the root's were zero).
    var safeAreaSettledAtZero = false
    /// Whether a view of the tree has additional safe-area insets or preserves its superview's
    /// margins, so that derived insets can be nonzero under a root with zero insets.
    var derivedInsetsInUse = false
    /// Whether the next frame write must rewrite every frame (the display scale changed).
    var framesNeedFullWrite = false

    /// Until the first pass (which rebuilds): every activation in the tree, in order, with the
    /// sequence it got, standing for the tree's installed constraints so that the rebuild need not
    /// collect them from the tree and sort them; an entry whose constraint was deactivated or
    /// activated again since is skipped. `nil` when the list cannot stand for the tree: the tree
    /// may have held constraints when the engine was made (`LayoutView.mayHoldConstraints`), or
    /// a subtree with constraints joined it, or a subtree or guide left it (its constraints stay
    /// installed in it).
    ///
    /// Why: a first layout of tens of thousands of constraints spends much of its time on cache
    /// misses, one per constraint for each pass over them; this list saves two passes (collect,
    /// sort) and is built while the maker closures still have each constraint in cache.
    var bootstrap: [(constraint: LayoutConstraint?, sequence: Int)]?

    init(root: LayoutView) {
        self.root = root
        bootstrap = root.mayHoldConstraints ? nil : []
    }

    /// Whether a constraint is installed on `view` or a view below it.
    static func hasInstalledConstraints(in view: LayoutView) -> Bool {
        if !view.installedConstraints.isEmpty { return true }
        return view.subviews.contains { hasInstalledConstraints(in: $0) }
    }
}
