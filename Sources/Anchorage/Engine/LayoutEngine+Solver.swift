// SPDX-License-Identifier: MIT

import AnchorageSolver

// Pushing queued work into the solver: removals, constant changes in place, additions, retries of
// broken constraints, and the diagnostics of conflicts.

extension LayoutEngine {
    /// Pushes the queued work into the solver: removals, then constant changes in place, then
    /// additions in activation order; after a removal or constant change, retries the broken
    /// constraints (quietly: each was reported when it broke).
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
            constraint.record.constantQueued = false
            guard constraint.record.state == .inSolver, let linear = constraint.record.linear else { continue }
            guard constraint.constant.isFinite else {
                report(Diagnostic(kind: .nonFiniteValue, message: "\(constraint) has a non-finite constant; the solver keeps the previous one",
                                  location: constraint.location, constraints: [constraint]))
                continue
            }
            do {
                try solver.updateConstant(constraint.record.solverConstant(for: constraint.constant), of: linear)
            } catch .unsatisfiable(_, let conflicts) {
                // The solver kept the old constant; take the constraint out and report it broken.
                try? solver.removeConstraint(linear)
                constraint.record.linear = nil
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
        for constraint in adds where constraint.record.state == .pendingAdd && owns(constraint) {
            add(constraint)
        }
        if loosened, !broken.isEmpty {
            let retry = broken
            broken.removeAll()
            for constraint in retry where constraint.record.state == .broken && owns(constraint) {
                constraint.record.state = .pendingAdd
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
            constraint.record.state = .inactive
            return
        }
        // Making a node while lowering can run user code (a diagnostics handler, an
        // `intrinsicContentSize` override) that deactivates the constraint: it left the queue
        // then, and stays out of the solver.
        guard constraint.record.state == .pendingAdd else { return }
        // A constant set to NaN or infinity before the constraint reached the solver (or while
        // it was broken) cannot be added: keep it out, like a broken constraint, until its
        // constant changes again (`constantDidChange` re-queues broken constraints).
        guard linear.isFinite else {
            constraint.record.state = .broken
            broken.append(constraint)
            if reportingConflicts {
                report(Diagnostic(kind: .nonFiniteValue, message: "\(constraint) has a non-finite constant; it is left out of the layout until the constant changes",
                                  location: constraint.location, constraints: [constraint]))
            }
            return
        }
        do {
            try solver.addConstraint(linear)
            constraint.record.linear = linear
            constraint.record.state = .inSolver
        } catch .unsatisfiable(_, let conflicts) {
            markBroken(constraint, conflicts: conflicts, reporting: reportingConflicts)
        } catch .numericalFailure {
            constraint.record.state = .inactive
            report(Diagnostic(kind: .numericalFailure, message: "\(constraint) was left out: the solver could not add it (numerical failure, not a conflict)",
                              location: constraint.location, constraints: [constraint]))
        } catch {
            constraint.record.state = .inactive
            report(Diagnostic(kind: .internalInconsistency, message: "adding \(constraint) failed: \(error)",
                              location: constraint.location, constraints: [constraint]))
        }
    }

    func markBroken(_ constraint: LayoutConstraint, conflicts: [LinearConstraint],
                    reason: Diagnostic.BreakReason = .lastActivated, reporting: Bool = true)
    {
        constraint.record.state = .broken
        broken.append(constraint)
        guard reporting else { return }
        let culprits = layoutConstraints(for: conflicts)
        report(Diagnostic.unsatisfiable(broken: constraint, conflicts: culprits, reason: reason))
    }

    /// Maps solver constraints back to layout constraints (a tree walk: errors only).
    func layoutConstraints(for linears: [LinearConstraint]) -> [LayoutConstraint] {
        var byLinear: [LinearConstraint: LayoutConstraint] = [:]
        forEachTreeConstraint { constraint in
            if let linear = constraint.record.linear { byLinear[linear] = constraint }
        }
        return linears.compactMap { byLinear[$0] }
    }

    // MARK: Diagnostics

    /// Delivers a diagnostic to the handler closest to the constraint's first item (or the root).
    func report(_ diagnostic: Diagnostic) {
        let item = diagnostic.constraints.first?.firstItem?.hierarchyView ?? root
        item.deliver(diagnostic)
    }
}
