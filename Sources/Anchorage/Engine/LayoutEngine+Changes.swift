// SPDX-License-Identifier: MIT

import AnchorageSolver

// Queueing changes: activation, deactivation, constant and priority changes, frames set by hand,
// subtrees joining or leaving the tree. Each only records what the next pass must push into the
// solver; nothing here calls the solver.

extension LayoutEngine {
    func constraintDidActivate(_ constraint: LayoutConstraint) {
        hasWork = true
        numberAsLatest(constraint)
        if needsRebuild {
            bootstrap?.append((constraint, activations))
            return
        }
        switch constraint.record.state {
        case .inactive:
            constraint.record.state = .pendingAdd
            pendingAdds.append(constraint)
        case .pendingAdd, .inSolver, .broken:
            break
        }
    }

    func constraintDidDeactivate(_ constraint: LayoutConstraint) {
        hasWork = true
        defer { constraint.record.state = .inactive }
        if needsRebuild { return }
        queueRemoval(of: constraint)
    }

    func constantDidChange(of constraint: LayoutConstraint) {
        // A broken constraint is not in the solver: its new constant may let it hold, so it is
        // added again (as for any other change to it).
        if constraint.record.state == .broken { return solverInputDidChange(of: constraint) }
        guard !needsRebuild, constraint.record.state == .inSolver, !constraint.record.constantQueued else { return }
        constraint.record.constantQueued = true
        pendingConstants.append(constraint)
        hasWork = true
    }

    /// A change the solver cannot apply in place (priority, multiplier, margins): remove and
    /// re-add at the next pass.
    func solverInputDidChange(of constraint: LayoutConstraint) {
        guard !needsRebuild else { return }
        hasWork = true
        switch constraint.record.state {
        case .inSolver:
            queueRemoval(of: constraint)
            constraint.record.state = .pendingAdd
            pendingAdds.append(constraint)
        case .broken:
            constraint.record.state = .pendingAdd
            pendingAdds.append(constraint)
        case .inactive, .pendingAdd:
            return
        }
        // Re-added: it now comes after every constraint already active, for conflicts too.
        numberAsLatest(constraint)
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
                node.pins = LayoutEngine.makePins(for: view, in: superview)
                for pin in node.pins {
                    pin.record.state = .pendingAdd
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
        updateSystemGuide(view.readableGuideStorage, of: view)
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
                numberAsLatest(constraint)
                constraint.record.resetToPendingAdd()
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
                if constraint.record.state == .inSolver { hasWork = true }
                retire(constraint)
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
        removeSlot(at: node.index)
        freeNodeSlots.append(node.index)
        item.node = nil
    }

    /// Takes a constraint out of the solver at the next pass and marks it inactive: an
    /// engine-owned one (a pin) that is dropped, or one whose subtree left the tree.
    func retire(_ constraint: LayoutConstraint) {
        queueRemoval(of: constraint)
        constraint.record.state = .inactive
    }

    /// Queues the removal of the constraint's solver constraint, if it is in the solver, and
    /// forgets it (the caller sets the new state).
    func queueRemoval(of constraint: LayoutConstraint) {
        if constraint.record.state == .inSolver, let linear = constraint.record.linear { pendingRemoves.append(linear) }
        constraint.record.linear = nil
    }

    func liveNode(of item: LayoutItem) -> ItemNode? {
        guard !needsRebuild, let node = item.node, node.isCurrent(in: self) else {
            return nil
        }
        return node
    }
}
