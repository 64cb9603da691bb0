// SPDX-License-Identifier: MIT

import AnchorageSolver

// Reusing a fitting problem for the next fit of its root, as UIKit keeps a cell's engine: a
// refit checks the problem against the tree by reading again what building it read, with the
// same code, and moves constants in the solver; any other difference, or a constant the solver
// refuses, and the caller builds a new problem. So a reused problem holds exactly the
// constraints a new one would (the Architecture article's "How a fit is built and kept").

extension FittingProblem {
    /// Fits the root again with this problem.
    ///
    /// - Returns: The fitted size, or `nil` when the problem no longer matches the tree (or
    ///   cannot take the new constants); the problem is then spent and the caller builds a new
    ///   one.
    /// - Complexity: O(*n* + *c*) checks for the subtree's *n* items and *c* installed
    ///   constraints, plus the incremental re-solve of what moved.
    func refit(_ target: Size, _ horizontal: ConstraintPriority, _ vertical: ConstraintPriority) -> Size? {
        guard !isRunning, isReusable, horizontal == priorities.horizontal, vertical == priorities.vertical,
              let widthPull = pulls.width, let heightPull = pulls.height
        else { return nil }
        isRunning = true
        defer { isRunning = false }
        stampNodes()
        defer { releaseNodes() }
        guard itemsAreUnchanged(), let constants = movedConstants(), let sizes = measuredContents() else { return nil }
        do throws(SolverError) {
            for (index, constant) in constants {
                try solver.updateConstant(constant, of: installed[index].linear)
                installed[index].constant = constant
            }
            for (entry, size) in zip(contents, sizes) {
                if let value = size.width, value != entry.width?.value {
                    try update(&entry.width!, to: value, strictly: true)
                }
                if let value = size.height, value != entry.height?.value {
                    try update(&entry.height!, to: value, strictly: true)
                }
                entry.measuredWidth = nil
            }
            try solver.updateConstant(-target.width, of: widthPull)
            try solver.updateConstant(-target.height, of: heightPull)
        } catch {
            return nil
        }
        solver.updateVariables()
        settleWrappingHeights()
        let rootNode = records[0].node
        return Size(width: rootNode.width.value, height: rootNode.height.value)
    }

    /// Whether every node's item is alive with the parent, pinned frame and guide insets it had.
    private func itemsAreUnchanged() -> Bool {
        for record in records {
            guard let item = record.node.item else { return false }
            if let view = item as? LayoutView {
                if view === root { continue }
                guard let superview = view.superview, ObjectIdentifier(superview) == record.parent,
                      view.translatesAutoresizingMaskIntoConstraints == record.keepsFrame,
                      !record.keepsFrame || view.frame == record.frame
                else { return false }
            } else if let guide = item as? LayoutGuide {
                guard let owner = guide.owningView, ObjectIdentifier(owner) == record.parent else { return false }
                if let kind = guide.systemKind, LayoutEngine.insets(of: kind, of: owner) != record.insets { return false }
            }
        }
        return true
    }

    /// The installed constraints whose lowered constant moved, by index in `installed`, with
    /// the new constant; `nil` when the constraints are not the same ones, in the same order,
    /// with the same terms, relation and strength.
    private func movedConstants() -> [(index: Int, constant: Double)]? {
        // No items held: this lowering makes no node, so no user code runs while it lends them.
        var notHeld: Holdings? = nil
        let (constraints, dropped) = installedConstraints(holding: &notHeld)
        guard !dropped, constraints.count == installed.count else { return nil }
        let stamp = stamp
        var unknownItem = false
        // An item the problem has no node for: the tree changed. A throwaway node (kept alive
        // here, as the lowering keeps none) lets the lowering finish; its result is not used.
        var throwaways: [ItemNode] = []
        func node(for item: LayoutItem) -> Unmanaged<ItemNode> {
            if let node = item.unretainedFittingNode, node._withUnsafeGuaranteedRef({ $0.generation == stamp }) {
                return node
            }
            unknownItem = true
            let node = ItemNode(item: item, parent: nil, index: -1, engine: nil)
            throwaways.append(node)
            return .passUnretained(node)
        }
        var moved: [(index: Int, constant: Double)] = []
        // The sources are read in place: a copy of one retains its solver constraint.
        let matches = LoweredTerms.with { terms in installed.withUnsafeBufferPointer { sources in
            for (index, unretained) in constraints.enumerated() {
                let source = sources.baseAddress! + index
                // Identities compared unretained: both lists hold their constraints.
                guard unretained.toOpaque() == source.pointee.constraint.toOpaque() else { return false }
                let matched = unretained._withUnsafeGuaranteedRef { constraint in
                    guard let (constant, _) = LayoutEngine.lowering(constraint, nodes: node(for:), margins: { $0.marginInsets },
                                                                    into: &terms),
                          !unknownItem, constraint.relation.solverRelation == source.pointee.linear.relation,
                          constraint.priority.strength == source.pointee.linear.strength,
                          source.pointee.linear.hasTerms(terms.buffer)
                    else { return false }
                    if constant != source.pointee.constant { moved.append((index, constant)) }
                    return true
                }
                guard matched else { return false }
            }
            return true
        } }
        withExtendedLifetime(throwaways) {}
        return matches ? moved : nil
    }

    /// Every content entry's intrinsic size measured as a new problem measures it (a wrapping
    /// label unwrapped), by index in `contents`; `nil` when a view's kind of measurement, its
    /// priorities, or which of its dimensions have a size changed, or when a view measured
    /// without one has one now.
    private func measuredContents() -> [(width: Double?, height: Double?)]? {
        for index in records.indices where records[index].isUnsized {
            guard let view = records[index].node.itemReference.view else { return nil }
            let size = Self.measuredSize(of: view)
            guard size.width == nil, size.height == nil else { return nil }
        }
        var sizes: [(width: Double?, height: Double?)] = []
        sizes.reserveCapacity(contents.count)
        for entry in contents {
            guard let view = entry.node.itemReference.view, view.contentPriorities == entry.priorities else { return nil }
            let size = Self.measuredSize(of: view)
            guard size.wraps == entry.wraps, (size.width == nil) == (entry.width == nil),
                  (size.height == nil) == (entry.height == nil)
            else { return nil }
            sizes.append((size.width, size.height))
        }
        return sizes
    }
}
