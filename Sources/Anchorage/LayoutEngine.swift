// SPDX-License-Identifier: MIT

import AnchorageSolver

/// Owns one tree's ``Solver`` and turns active ``LayoutConstraint``s into solver constraints and
/// solver values into frames.
///
/// **Incremental by construction.** Activation, deactivation and constant, priority or
/// multiplier changes only queue work; ``layout()`` pushes exactly the queued work into the solver
/// (removals, then constant changes with `updateConstant`, then additions), and then writes the
/// frames of the items whose variables the solver reports as changed (plus their direct children,
/// whose superview-relative frames move with them). Nothing walks the tree unless its structure
/// changed, and then only the subtree concerned: adding a subtree queues the constraints
/// installed inside it; removing one queues their removal (the constraints that crossed its
/// boundary were deactivated by `removeFromSuperview`, as UIKit does). A new engine starts with a
/// rebuild, which collects every active constraint of the tree once.
///
/// **Lazy variables.** An item gets variables (an ``ItemNode``) only when a constraint mentions
/// it; its ancestors get them too (frames are written relative to the superview). A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true is pinned to its frame by required
/// `autoresizingMask` constraints; the root is pinned at the origin with its frame's size.
/// Unconstrained views never enter the solver and keep their frames.
///
/// **Conflicts.** Constraints reach the solver in activation order (pins first, when their view
/// first takes part). A required constraint that cannot hold is rejected by the solver with the
/// small set it conflicts with: the engine keeps the rest of the layout, marks the *later*
/// constraint broken (active but not in the solver), reports a diagnostic listing the conflict,
/// and retries broken constraints after any later removal or constant change.
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
    @exclusivity(unchecked) private(set) var generation = 0
    /// Whether the next pass must rebuild from the tree (a new engine always starts so).
    private(set) var needsRebuild = true

    // The state below is internal rather than private only because the engine's extensions in
    // LayoutEngine+Lowering.swift and LayoutEngine+Frames.swift share it; nothing else touches it.
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
    /// The root-space `x`, `y`, `width`, `height` of the node at each index of `nodeTable`, as the
    /// solver last reported them (its variables' `ownerTag`s are their slots here). A frame pass
    /// reads these instead of the scattered `Variable` objects of every moved node and its parent:
    /// the solver reports every value it writes, and fresh variables and slots both start at 0.
    @exclusivity(unchecked) var nodeValues: [Double] = []
    /// The pass in which the node at each index of `nodeTable` was last queued for a frame write.
    @exclusivity(unchecked) var nodeStamps: [Int] = []
    /// What a frame pass needs of the node at each index of `nodeTable` (see ``FrameSlot``).
    @exclusivity(unchecked) var frameSlots: [FrameSlot] = []
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
    private(set) var rebuildCount = 0
    /// Views whose safe-area insets are refreshed after each solve (see
    /// LayoutEngine+SystemGuides.swift); entries whose tracking went stale are dropped there.
    var safeAreaViews: [QueuedView] = []
    /// Whether a root's insets changed since the last refresh.
    var safeAreaStale = false
    /// Whether the last refresh applied zero insets everywhere (the root's were zero).
    var safeAreaSettledAtZero = false
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

    // MARK: Queueing changes

    func constraintDidActivate(_ constraint: LayoutConstraint) {
        hasWork = true
        activations += 1
        constraint.activationSequence = activations
        if needsRebuild {
            bootstrap?.append((constraint, activations))
            return
        }
        switch constraint.state {
        case .inactive:
            constraint.state = .pendingAdd
            pendingAdds.append(constraint)
        case .pendingAdd, .inSolver, .broken:
            break
        }
    }

    func constraintDidDeactivate(_ constraint: LayoutConstraint) {
        hasWork = true
        defer { constraint.state = .inactive }
        if needsRebuild { return }
        if constraint.state == .inSolver, let linear = constraint.linear {
            pendingRemoves.append(linear)
        }
        constraint.linear = nil
    }

    func constantDidChange(of constraint: LayoutConstraint) {
        // A broken constraint is not in the solver: its new constant may let it hold, so it is
        // added again (as for any other change to it).
        if constraint.state == .broken { return solverInputDidChange(of: constraint) }
        guard !needsRebuild, constraint.state == .inSolver, !constraint.constantQueued else { return }
        constraint.constantQueued = true
        pendingConstants.append(constraint)
        hasWork = true
    }

    /// A change the solver cannot apply in place (priority, multiplier, margins): remove and
    /// re-add at the next pass.
    func solverInputDidChange(of constraint: LayoutConstraint) {
        guard !needsRebuild else { return }
        hasWork = true
        switch constraint.state {
        case .inSolver:
            if let linear = constraint.linear { pendingRemoves.append(linear) }
            constraint.linear = nil
            constraint.state = .pendingAdd
            pendingAdds.append(constraint)
        case .broken:
            constraint.state = .pendingAdd
            pendingAdds.append(constraint)
        case .inactive, .pendingAdd:
            return
        }
        // Re-added: it now comes after every constraint already active, for conflicts too.
        activations += 1
        constraint.activationSequence = activations
    }

    func markNeedsLayout(_ view: LayoutView) {
        needsLayoutViews.append(QueuedView(view))
        hasWork = true
    }

    /// A view's frame was set by the user: move its pins (a root's, or an autoresizing view's),
    /// or, for a view positioned by constraints, rewrite its solved frame at the next pass.
    func frameDidChange(of view: LayoutView) {
        guard let node = liveNode(of: view) else { return }
        hasWork = true
        let frame = view.frame
        // The next pass writes this frame whatever the solver reports: pins whose new constants
        // conflict with required constraints break, the solved values stay where they were, no
        // variable is reported as changed, and the user's frame would otherwise outlive the
        // layout. (When the pins hold, the write puts back the same frame.)
        newNodes.append(node)
        if node.pins.isEmpty { return }
        if view.superview == nil {
            node.pins[2].constant = frame.width
            node.pins[3].constant = frame.height
        } else if node.pins.count == 4 {
            node.pins[0].constant = frame.minX
            node.pins[1].constant = frame.minY
            node.pins[2].constant = frame.width
            node.pins[3].constant = frame.height
        }
    }

    func autoresizingDidChange(of view: LayoutView) {
        guard let node = liveNode(of: view), let superview = view.superview else { return }
        hasWork = true
        if view.translatesAutoresizingMaskIntoConstraints {
            if node.pins.isEmpty {
                node.pins = makePins(for: view, in: superview)
                for pin in node.pins {
                    pin.state = .pendingAdd
                    pendingAdds.append(pin)
                }
            }
        } else {
            for pin in node.pins { retire(pin) }
            node.pins = []
        }
        // A view that keeps its frame has no content-size constraints; one that stops keeping it
        // gets them.
        syncContentSize(of: view, node, addingNow: false)
    }

    /// Re-lowers the active constraints that read `view`'s margins and moves its margins guide.
    /// The constraints are installed on `view` or one of its ancestors, so only those lists are
    /// scanned.
    func marginsDidChange(of view: LayoutView) {
        guard liveNode(of: view) != nil else { return }
        hasWork = true
        updateSystemGuide(view.marginsGuideStorage, of: view)
        var current: LayoutView? = view
        while let host = current {
            for constraint in host.installedConstraints where constraint.reads(marginsOf: view) {
                solverInputDidChange(of: constraint)
            }
            current = host.superview
        }
    }

    /// A subtree joined the tree: queue every constraint installed inside it (their states and
    /// the items' variables belonged to another engine, or to none).
    ///
    /// - Complexity: O(size of the subtree).
    func adoptSubtree(_ view: LayoutView) {
        guard !needsRebuild else {
            if bootstrap != nil, view.mayHoldConstraints, LayoutEngine.hasInstalledConstraints(in: view) { bootstrap = nil }
            return
        }
        func visit(_ view: LayoutView) {
            view.node = nil
            for guide in view.layoutGuides { guide.node = nil }
            for constraint in view.installedConstraints {
                hasWork = true
                activations += 1
                constraint.activationSequence = activations
                constraint.linear = nil
                constraint.constantQueued = false
                constraint.state = .pendingAdd
                pendingAdds.append(constraint)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
    }

    /// A subtree is leaving the tree (constraints crossing its boundary were already
    /// deactivated): queue the removal of everything inside it from the solver and forget its
    /// variables.
    ///
    /// - Complexity: O(size of the subtree and of the constraints installed in it).
    func releaseSubtree(_ view: LayoutView) {
        guard !needsRebuild else {
            bootstrap = nil
            return
        }
        func visit(_ view: LayoutView) {
            release(view)
            for guide in view.layoutGuides { release(guide) }
            for constraint in view.installedConstraints {
                if constraint.state == .inSolver, let linear = constraint.linear {
                    pendingRemoves.append(linear)
                    hasWork = true
                }
                constraint.linear = nil
                constraint.state = .inactive
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
    }

    /// Forgets an item's variables (retiring its pins).
    func release(_ item: LayoutItem) {
        if needsRebuild { bootstrap = nil }
        guard let node = liveNode(of: item) else {
            item.node = nil
            return
        }
        hasWork = true
        for constraint in node.engineConstraints { retire(constraint) }
        node.pins = []
        node.contentWidth = nil
        node.contentHeight = nil
        node.isLive = false
        node.forgetOwnerTags()
        nodeTable[node.index] = nil
        freeNodeSlots.append(node.index)
        item.node = nil
    }

    /// Takes an engine-owned constraint (a pin) out of the solver.
    func retire(_ constraint: LayoutConstraint) {
        if constraint.state == .inSolver, let linear = constraint.linear { pendingRemoves.append(linear) }
        constraint.linear = nil
        constraint.state = .inactive
    }

    func liveNode(of item: LayoutItem) -> ItemNode? {
        guard !needsRebuild, let node = item.node, node.isCurrent(in: self) else {
            return nil
        }
        return node
    }

    // MARK: The layout pass

    /// Solves and writes frames, refreshes derived safe-area insets, then runs `layoutSubviews`
    /// hooks; repeats (at most 8 passes) while the safe area moved, wrapping labels re-measured
    /// their height, or hooks changed constraints.
    ///
    /// A `layoutIfNeeded()` from inside a `layoutSubviews()` hook returns at once: the pass in
    /// progress picks up whatever the hook changed.
    func layout() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        var passes = 0
        var resized: [LayoutView] = []
        while hasWork {
            passes += 1
            if passes > 8 {
                report(Diagnostic(kind: .layoutLoop, message:
                    "layoutSubviews(), the safe area or wrapping text kept changing the layout; stopped after 8 layout passes",
                    location: nil))
                return
            }
            hasWork = false
            if safeAreaStale { refreshSafeAreas() }
            resized += solvePass()
            // Derived safe-area insets follow the frames just written; if they moved, the guides
            // and margins built on them move and the loop solves again (a fixed point).
            refreshSafeAreas()
            // Wrapping labels whose width changed re-measured their height (UIKit's second
            // pass): solve again before the hooks see the frames.
            if !pendingContentSize.isEmpty { continue }
            runHooks(resized)
            resized.removeAll(keepingCapacity: true)
        }
    }

    /// Pushes queued work (or rebuilds), reads the solution and writes frames.
    ///
    /// - Returns: The views whose size changed.
    func solvePass() -> [LayoutView] {
        if needsRebuild {
            rebuild()
        } else {
            applyContentSizeChanges()
            applyPending()
        }
        return writeFrames()
    }

    func rebuild() {
        rebuildCount += 1
        needsRebuild = false
        generation += 1
        solver.reset()
        nodeTable.removeAll(keepingCapacity: true)
        nodeValues.removeAll(keepingCapacity: true)
        nodeStamps.removeAll(keepingCapacity: true)
        frameSlots.removeAll(keepingCapacity: true)
        freeNodeSlots.removeAll(keepingCapacity: true)
        newNodes.removeAll(keepingCapacity: true)
        pendingRemoves.removeAll()
        pendingConstants.removeAll()
        pendingAdds.removeAll()
        pendingContentSize.removeAll()
        broken.removeAll()
        safeAreaViews.removeAll()
        safeAreaSettledAtZero = false

        if var bootstrap {
            self.bootstrap = nil
            // One pass over the activations: the installed constraints, in activation order, are
            // those still installed with the sequence they were listed with. Each is numbered as
            // below (content-size constraints made while adding take the numbers after them).
            var next = activations
            activations += bootstrap.count
            bootstrap.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices {
                    // Taken out of the list, so that it is released here, while in cache.
                    guard let constraint = entries[index].constraint.take() else { continue }
                    guard constraint.activationSequence == entries[index].sequence, constraint.isInstalled else { continue }
                    next += 1
                    constraint.activationSequence = next
                    constraint.linear = nil
                    constraint.constantQueued = false
                    constraint.state = .pendingAdd
                    // Its items are inside its host: nothing left the tree since the engine was
                    // made (the list would have been dropped), so the walks up the tree that
                    // check it are spared.
                    assert(constraint.itemsAreInside(constraint.installView))
                    add(constraint)
                }
            }
            return
        }
        // Two passes over the installed constraints, which the maker closures left cold in memory
        // Two passes over the installed constraints, which the maker closures left cold in memory
        // (each pass over tens of thousands of them is mostly cache misses): one to collect and
        // reset them, with the range of their activation sequences, and one, in activation order,
        // to number, check and add each.
        var installed: [LayoutConstraint] = []
        var sequences = (low: Int.max, high: Int.min)
        collect(root, into: &installed, sequences: &sequences)
        // Add in activation order (ties, from subtrees activated under another engine, keep tree
        // order), so the constraint broken in a conflict is the later one, as in incremental passes.
        installed = LayoutEngine.inActivationOrder(installed, sequences: sequences)
        // The installed constraints are numbered first, as if all were activated now; engine
        // constraints made while adding (content sizes) take the numbers after them.
        let base = activations
        activations += installed.count
        for (offset, constraint) in installed.enumerated() {
            constraint.activationSequence = base + offset + 1
            // Not pending any more: a diagnostics handler deactivated it during an earlier add.
            guard constraint.state == .pendingAdd else { continue }
            addInstalled(constraint)
        }
    }

    /// Adds a constraint collected by a rebuild, or deactivates it when its items left the tree
    /// (UIKit's rule: a constraint whose items left the tree is removed with them).
    private func addInstalled(_ constraint: LayoutConstraint) {
        if constraint.itemsAreInside(constraint.installView) {
            add(constraint)
        } else {
            constraint.deactivate()
            if let handle = constraint.constraint { handle.didLoseLayoutConstraint() }
        }
    }

    /// `constraints` (in tree order) sorted by activation sequence, ties kept in tree order.
    /// `sequences` is the range of their sequences (``collect(_:into:sequences:)`` measures it).
    ///
    /// Sequences are normally distinct and dense (one per activation since the last rebuild),
    /// so each constraint goes straight to its slot; a general stable sort handles the rest.
    ///
    /// - Complexity: O(*n*) for distinct sequences spanning at most 2*n* values, else
    ///   O(*n* log *n*).
    static func inActivationOrder(_ constraints: [LayoutConstraint], sequences: (low: Int, high: Int))
        -> [LayoutConstraint]
    {
        guard !constraints.isEmpty else { return [] }
        let (low, high) = sequences
        if high - low < 2 * constraints.count {
            // slots[s - low] is the position in `constraints` of the one with sequence s.
            var slots = [Int](repeating: -1, count: high - low + 1)
            var distinct = true
            for (position, constraint) in constraints.enumerated() {
                let slot = constraint.activationSequence - low
                if slots[slot] >= 0 { distinct = false; break }
                slots[slot] = position
            }
            if distinct {
                var result: [LayoutConstraint] = []
                result.reserveCapacity(constraints.count)
                for position in slots where position >= 0 { result.append(constraints[position]) }
                return result
            }
        }
        return constraints.enumerated()
            .sorted { ($0.element.activationSequence, $0.offset) < ($1.element.activationSequence, $1.offset) }
            .map(\.element)
    }

    /// Clears every item's node and collects the installed constraints, parents first, each reset
    /// to pending (its solver state belonged to the old solver), widening `sequences` to their
    /// activation sequences.
    func collect(_ view: LayoutView, into installed: inout [LayoutConstraint], sequences: inout (low: Int, high: Int)) {
        view.node = nil
        for guide in view.layoutGuides { guide.node = nil }
        for constraint in view.installedConstraints {
            let sequence = constraint.activationSequence
            sequences = (min(sequences.low, sequence), max(sequences.high, sequence))
            constraint.linear = nil
            constraint.constantQueued = false
            constraint.state = .pendingAdd
            installed.append(constraint)
        }
        for subview in view.subviews { collect(subview, into: &installed, sequences: &sequences) }
    }

    func applyPending() {
        // Removals and constant changes can let a broken constraint hold: retry those after them.
        let loosened = !pendingRemoves.isEmpty || !pendingConstants.isEmpty
        for linear in pendingRemoves {
            do {
                try solver.removeConstraint(linear)
            } catch {
                report(Diagnostic(kind: .internalInconsistency, message: "removing a constraint failed: \(error)", location: nil))
            }
        }
        pendingRemoves.removeAll(keepingCapacity: true)

        for constraint in pendingConstants {
            guard owns(constraint) else { continue }
            constraint.constantQueued = false
            guard constraint.state == .inSolver, let linear = constraint.linear else { continue }
            guard constraint.constant.isFinite else {
                report(Diagnostic(kind: .nonFiniteValue, message: "\(constraint) has a non-finite constant; the solver keeps the previous one",
                                  location: constraint.location, constraints: [constraint]))
                continue
            }
            do {
                try solver.updateConstant(constraint.baseConstant - constraint.constant, of: linear)
            } catch .unsatisfiable(_, let conflicts) {
                // The solver kept the old constant; take the constraint out and report it broken.
                try? solver.removeConstraint(linear)
                constraint.linear = nil
                markBroken(constraint, conflicts: conflicts, reason: .constantChanged)
            } catch .numericalFailure {
                report(Diagnostic(kind: .numericalFailure, message: "\(constraint): the solver could not apply the new constant (numerical failure); it keeps the previous one",
                                  location: constraint.location, constraints: [constraint]))
            } catch {
                report(Diagnostic(kind: .internalInconsistency, message: "changing a constant failed: \(error)", location: constraint.location))
            }
        }
        pendingConstants.removeAll(keepingCapacity: true)

        let adds = pendingAdds
        pendingAdds.removeAll(keepingCapacity: true)
        for constraint in adds where constraint.state == .pendingAdd && owns(constraint) {
            add(constraint)
        }
        if loosened, !broken.isEmpty {
            let retry = broken
            broken.removeAll()
            for constraint in retry where constraint.state == .broken && owns(constraint) {
                constraint.state = .pendingAdd
                // Already reported when it broke: a retry that fails again stays quiet, so that
                // animating an unrelated constant does not repeat the report every frame.
                add(constraint, reportingConflicts: false)
            }
        }
    }

    /// Whether `constraint` is installed in this engine's tree. The queues may still list a
    /// constraint whose subtree moved to another tree before this one was laid out; its state
    /// then belongs to the other tree's engine, which must be the only one to add it.
    ///
    /// - Complexity: O(depth of the tree).
    func owns(_ constraint: LayoutConstraint) -> Bool {
        constraint.engineIfPresent === self
    }

    /// Lowers a constraint and adds it; a conflict marks it broken (and is reported unless
    /// `reportingConflicts` is false).
    func add(_ constraint: LayoutConstraint, reportingConflicts: Bool = true) {
        guard let linear = lower(constraint) else {
            constraint.state = .inactive
            return
        }
        // A constant set to NaN or infinity before the constraint reached the solver (or while
        // it was broken) cannot be added: keep it out, like a broken constraint, until its
        // constant changes again (`constantDidChange` re-queues broken constraints).
        guard linear.isFinite else {
            constraint.state = .broken
            broken.append(constraint)
            if reportingConflicts {
                report(Diagnostic(kind: .nonFiniteValue, message: "\(constraint) has a non-finite constant; it is left out of the layout until the constant changes",
                                  location: constraint.location, constraints: [constraint]))
            }
            return
        }
        do {
            try solver.addConstraint(linear)
            constraint.linear = linear
            constraint.state = .inSolver
        } catch .unsatisfiable(_, let conflicts) {
            markBroken(constraint, conflicts: conflicts, reporting: reportingConflicts)
        } catch .numericalFailure {
            constraint.state = .inactive
            report(Diagnostic(kind: .numericalFailure, message: "\(constraint) was left out: the solver could not add it (numerical failure, not a conflict)",
                              location: constraint.location, constraints: [constraint]))
        } catch {
            constraint.state = .inactive
            report(Diagnostic(kind: .internalInconsistency, message: "adding \(constraint) failed: \(error)",
                              location: constraint.location, constraints: [constraint]))
        }
    }

    func markBroken(_ constraint: LayoutConstraint, conflicts: [LinearConstraint],
                    reason: Diagnostic.BreakReason = .lastActivated, reporting: Bool = true)
    {
        constraint.state = .broken
        broken.append(constraint)
        guard reporting else { return }
        let culprits = layoutConstraints(for: conflicts)
        report(Diagnostic.unsatisfiable(broken: constraint, conflicts: culprits, reason: reason))
    }

    /// Maps solver constraints back to layout constraints (a tree walk: errors only).
    func layoutConstraints(for linears: [LinearConstraint]) -> [LayoutConstraint] {
        var byLinear: [LinearConstraint: LayoutConstraint] = [:]
        func visit(_ view: LayoutView) {
            for constraint in view.installedConstraints { if let l = constraint.linear { byLinear[l] = constraint } }
            for item in [view as LayoutItem] + view.layoutGuides {
                if let node = item.node { for pin in node.engineConstraints { if let l = pin.linear { byLinear[l] = pin } } }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return linears.compactMap { byLinear[$0] }
    }

    // MARK: Diagnostics

    /// Delivers a diagnostic to the handler closest to the constraint's first item (or the root).
    func report(_ diagnostic: Diagnostic) {
        let item = diagnostic.constraints.first?.firstItem?.hierarchyView ?? root
        item.deliver(diagnostic)
    }
}
