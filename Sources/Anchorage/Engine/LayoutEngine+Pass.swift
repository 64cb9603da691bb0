// SPDX-License-Identifier: MIT

import AnchorageSolver

// The layout pass: the loop that solves, writes frames and runs hooks until nothing changes, and
// the rebuild that collects a tree's installed constraints in activation order.

extension LayoutEngine {
    /// Runs the constraint-update pass (`updateConstraints()` on views that asked, bottom up),
    /// solves and writes frames, refreshes derived safe-area insets, then runs `layoutSubviews`
    /// hooks; repeats (at most 8 passes) while the safe area moved, wrapping labels re-measured
    /// their height, or hooks changed constraints or asked for another update pass.
    ///
    /// A `layoutIfNeeded()` from inside a `layoutSubviews()` hook returns at once: the pass in
    /// progress picks up whatever the hook changed.
    func layout() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        var passes = 0
        var resized: [LayoutView] = []
        if hasWork { remeasureNarrowedLabels() }
        while hasWork {
            passes += 1
            if passes > 8 {
                report(Diagnostic(kind: .layoutLoop, message:
                    "layoutSubviews(), updateConstraints(), the safe area or wrapping text kept changing the layout; stopped after 8 layout passes",
                    location: nil))
                return
            }
            hasWork = false
            // UIKit's order: constraints are updated (bottom up) before the solver runs.
            root.runUpdateConstraintsPass()
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
        frameTable.evictAll()
        nodeTable.removeAll(keepingCapacity: true)
        nodeSlots.removeAll(keepingCapacity: true)
        solvedValues.removeAll(keepingCapacity: true)
        freeNodeSlots.removeAll(keepingCapacity: true)
        newNodes.removeAll(keepingCapacity: true)
        pendingRemoves.removeAll()
        pendingConstants.removeAll()
        pendingAdds.removeAll()
        pendingContentSize.removeAll()
        broken.removeAll()
        safeAreaViews.removeAll()
        safeAreaSettledAtZero = false

        // Two routes to one result: the first build reads the activation list (`bootstrap`: no
        // tree walk, no sort); every later one, or one the list cannot stand for, collects.
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
                    guard constraint.record.sequence == entries[index].sequence, constraint.isInstalled else { continue }
                    next += 1
                    constraint.record.sequence = next
                    constraint.record.resetToPendingAdd()
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
        // (each pass over tens of thousands of them is mostly cache misses): one to collect and
        // reset them, with the range of their activation sequences, and one, in activation order,
        // to number, check and add each.
        var collected: [Unmanaged<LayoutConstraint>] = []
        var sequences = (low: Int.max, high: Int.min)
        collect(root, into: &collected, sequences: &sequences)
        // Add in activation order (ties, from subtrees activated under another engine, keep tree
        // order), so the constraint broken in a conflict is the later one, as in incremental passes.
        LayoutEngine.sortInActivationOrder(&collected, sequences: sequences)
        let installed = collected.map { $0.takeUnretainedValue() }
        // The installed constraints are numbered first, as if all were activated now; engine
        // constraints made while adding (content sizes) take the numbers after them.
        let base = activations
        activations += installed.count
        for (offset, constraint) in installed.enumerated() {
            constraint.record.sequence = base + offset + 1
            // Not pending any more: a diagnostics handler deactivated it during an earlier add.
            guard constraint.record.state == .pendingAdd else { continue }
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
            if let handle = constraint.handle { handle.didLoseLayoutConstraint() }
        }
    }

    // MARK: Activation order

    /// Numbers `constraint` as the tree's latest activation. Activation order decides which
    /// constraint of a conflict is broken (the later one), so every path that makes a constraint
    /// new to the solver (activation, a change that re-adds it, an adopted subtree, an implicit
    /// constraint) numbers it here; a rebuild renumbers the installed ones in bulk, in the order
    /// ``sortInActivationOrder(_:sequences:)`` gives.
    func numberAsLatest(_ constraint: LayoutConstraint) {
        activations += 1
        constraint.record.sequence = activations
    }

    /// Sorts `constraints` (collected in tree order) by activation sequence, in place, ties kept
    /// in tree order: the order of a rebuild and of `systemLayoutSizeFitting`. `sequences` is the
    /// range of their sequences (``collect(_:into:sequences:)`` measures it). The constraints are
    /// unretained (their views hold them): a rebuild retains them once sorted; a fit keeps them
    /// unretained, holding its views' lists instead.
    ///
    /// Sequences are normally distinct and dense (one per activation since the last rebuild),
    /// so each constraint goes straight to its slot; a general stable sort handles the rest.
    ///
    /// - Complexity: O(*n*) for distinct sequences spanning at most 2*n* values, else
    ///   O(*n* log *n*).
    static func sortInActivationOrder(_ constraints: inout [Unmanaged<LayoutConstraint>], sequences: (low: Int, high: Int)) {
        guard constraints.count > 1 else { return }
        func sequence(_ constraint: Unmanaged<LayoutConstraint>) -> Int {
            constraint._withUnsafeGuaranteedRef { $0.record.sequence }
        }
        let (low, high) = sequences
        if high - low < 2 * constraints.count {
            // slots[s - low] is the position in `constraints` of the one with sequence s.
            // Temporary allocations, not arrays: on the stack when small (a fit sorts a few
            // constraints per call), and no generic array allocation with its metadata lookup.
            let sorted = withUnsafeTemporaryAllocation(of: Int.self, capacity: high - low + 1) { slots -> Bool in
                slots.initialize(repeating: -1)
                for (position, constraint) in constraints.enumerated() {
                    let slot = sequence(constraint) - low
                    if slots[slot] >= 0 { return false }
                    slots[slot] = position
                }
                withUnsafeTemporaryAllocation(of: Unmanaged<LayoutConstraint>.self, capacity: constraints.count) { ordered in
                    var next = 0
                    for position in slots where position >= 0 {
                        ordered.initializeElement(at: next, to: constraints[position])
                        next += 1
                    }
                    constraints.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: ordered) }
                }
                return true
            }
            if sorted { return }
        }
        constraints = constraints.enumerated()
            .sorted { (sequence($0.element), $0.offset) < (sequence($1.element), $1.offset) }
            .map(\.element)
    }

    /// Clears every item's node and collects the installed constraints, parents first, each reset
    /// to pending (its solver state belonged to the old solver), widening `sequences` to their
    /// activation sequences.
    func collect(_ view: LayoutView, into installed: inout [Unmanaged<LayoutConstraint>], sequences: inout (low: Int, high: Int)) {
        view.node = nil
        for guide in view.layoutGuides { guide.node = nil }
        // By index, each constraint unretained: a for-in loop retains and releases each.
        let constraints = view.installedConstraints
        for i in constraints.indices {
            let constraint = Unmanaged.passUnretained(constraints[i])
            constraint._withUnsafeGuaranteedRef { constraint in
                let sequence = constraint.record.sequence
                sequences = (min(sequences.low, sequence), max(sequences.high, sequence))
                constraint.record.resetToPendingAdd()
            }
            installed.append(constraint)
        }
        for subview in view.subviews { collect(subview, into: &installed, sequences: &sequences) }
    }
}
