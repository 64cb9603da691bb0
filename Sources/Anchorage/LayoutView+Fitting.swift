// SPDX-License-Identifier: MIT

import AnchorageSolver

// Fitting size: UIKit's `systemLayoutSizeFitting`, solved on a scratch solver that holds only
// the view's own subtree, so the view's real layout is never touched.

extension ConstraintPriorityTarget where Self == ConstraintPriority {
    /// 50 (`UILayoutPriority.fittingSizeLevel`): the priority with which
    /// ``LayoutView/systemLayoutSizeFitting(_:)`` pulls a view toward the target size. Too low to
    /// be a good priority for a constraint of your own.
    public static var fittingSizeLevel: ConstraintPriority { ConstraintPriority(50) }
}

extension LayoutView {
    /// The smallest size (`0 × 0`, UIKit's `UIView.layoutFittingCompressedSize`): as a target with
    /// fitting priority ``ConstraintPriority/fittingSizeLevel``, asks for the smallest size the
    /// constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// A very large size (`10000 × 10000`, the value of UIKit's
    /// `UIView.layoutFittingExpandedSize`): as a target, asks for the largest size the
    /// constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size of the view that comes closest to `targetSize` under its constraints, with both
    /// dimensions pulled at ``ConstraintPriority/fittingSizeLevel`` (50).
    ///
    /// ```swift
    /// let size = badge.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
    /// ```
    ///
    /// - Parameter targetSize: The size you prefer, e.g. ``layoutFittingCompressedSize``.
    /// - Returns: The optimal size; see
    ///   ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    /// - Complexity: As the three-argument form.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that comes closest to `targetSize` under its constraints, each
    /// dimension pulled toward the target at its fitting priority: the self-sizing-cell
    /// workflow.
    ///
    /// ```swift
    /// // Fix the width, ask for the smallest height the content allows.
    /// let size = cell.systemLayoutSizeFitting(Size(width: 375, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// ```
    ///
    /// **What takes part.** The view's subtree, solved on a scratch solver: the active
    /// constraints installed on the view and its descendants, the intrinsic content size of the
    /// view and of every descendant positioned by constraints (wrapping ``Label``s measured
    /// again at their solved widths, as in a layout pass, at most 8 passes), the frames of
    /// descendants that keep them (`translatesAutoresizingMaskIntoConstraints`), and the target:
    /// `width == targetSize.width` and `height == targetSize.height` at the fitting priorities.
    /// Constraints between the view and its superview or the rest of the tree are left out (the
    /// view is measured on its own, as a cell is), and nothing of the view's tree changes: no
    /// frame, constraint, intrinsic-size state or solver is touched, so the call may be made at
    /// any time, also from `layoutSubviews()`.
    ///
    /// Required constraints that cannot all hold are reported as in layout
    /// (``Diagnostic/Kind/unsatisfiableConstraints``, the later one broken). A required target
    /// that conflicts with the view's own constraints is left out and reported with the same
    /// kind, the conflicting constraints in ``Diagnostic/constraints``, and the message
    /// `systemLayoutSizeFitting: the target width 200.0 at priority 1000.0 conflicts with the
    /// view's required constraints`, then each conflicting constraint on its own line, then
    /// `the target width was left out`.
    ///
    /// - Parameters:
    ///   - targetSize: The size you prefer: ``layoutFittingCompressedSize``,
    ///     ``layoutFittingExpandedSize`` or a fixed dimension.
    ///   - horizontalFittingPriority: How strongly the width is pulled to the target's:
    ///     ``ConstraintPriority/fittingSizeLevel`` for "as close as the constraints allow",
    ///     `.required` to fix it.
    ///   - verticalFittingPriority: The same for the height.
    /// - Returns: The optimal size (exact; not rounded to pixels).
    /// - Precondition: The priorities are valid and the target is finite.
    /// - Complexity: Building and solving the subtree's constraints: proportional to the size of
    ///   the subtree and its constraints, plus one incremental re-solve per pass of wrapping
    ///   labels.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontalFittingPriority: ConstraintPriority,
                                        verticalFittingPriority: ConstraintPriority) -> Size
    {
        Misuse.check(horizontalFittingPriority.isValid && verticalFittingPriority.isValid,
                     "Anchorage: fitting priorities \(horizontalFittingPriority), \(verticalFittingPriority) for \(debugDescription) are not in (0, 1000]")
        Misuse.check(targetSize.width.isFinite && targetSize.height.isFinite,
                     "Anchorage: the fitting target size \(targetSize) for \(debugDescription) is not finite")
        let problem = FittingProblem(root: self)
        return problem.solve(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }
}

/// One `systemLayoutSizeFitting` computation: a scratch solver over one view's subtree, with its
/// own ``ItemNode``s (kept in a side table, never in `item.node`) and engine-style implicit
/// constraints as plain solver constraints. The shared lowering (`LayoutEngine.lowered`) turns
/// layout constraints into solver constraints without touching them.
final class FittingProblem {
    /// The implicit intrinsic-size constraints of one view on one axis, and the constant they hold.
    struct ContentPair {
        var hugging: LinearConstraint
        var resistance: LinearConstraint
        var value: Double
    }

    /// A view with an intrinsic size in the problem.
    struct ContentEntry {
        let view: LayoutView
        let node: ItemNode
        var height: ContentPair?
    }

    let root: LayoutView
    let solver = Solver()
    private var nodes: [ObjectIdentifier: ItemNode] = [:]
    /// Views whose height follows their solved width (wrapping labels), in creation order.
    private var wrapping: [ContentEntry] = []
    /// The layout constraints added, with their solver constraints, for diagnostics (searched
    /// only when there is a conflict to report).
    private var sources: [(linear: LinearConstraint, source: LayoutConstraint)] = []

    /// The layout constraints behind `linears` (those that have one), in `linears`' order.
    private func layoutConstraints(for linears: [LinearConstraint]) -> [LayoutConstraint] {
        linears.compactMap { linear in sources.first { $0.linear == linear }?.source }
    }

    init(root: LayoutView) {
        self.root = root
    }

    func solve(_ target: Size, _ horizontal: ConstraintPriority, _ vertical: ConstraintPriority) -> Size {
        let rootNode = node(for: root)
        var installed: [LayoutConstraint] = []
        func collect(_ view: LayoutView) {
            installed.append(contentsOf: view.installedConstraints)
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        // Activation order, as the engine adds them, so a conflict breaks the same constraint.
        installed = installed.enumerated()
            .sorted { ($0.element.activationSequence, $0.offset) < ($1.element.activationSequence, $1.offset) }
            .map(\.element)
        for constraint in installed {
            guard let lowered = LayoutEngine.lowered(constraint, nodes: node(for:)) else { continue }
            add(lowered.linear, source: constraint)
        }
        for (variable, value, priority, name) in [(rootNode.width, target.width, horizontal, "width"),
                                                  (rootNode.height, target.height, vertical, "height")]
        {
            let linear = LinearConstraint(LinearExpression([Term(variable, coefficient: 1)], constant: -value), .equal,
                                          strength: priority.strength)
            do {
                try solver.addConstraint(linear)
            } catch .unsatisfiable(_, let conflicts) {
                let culprits = layoutConstraints(for: conflicts)
                root.deliver(Diagnostic(kind: .unsatisfiableConstraints, message:
                    "systemLayoutSizeFitting: the target \(name) \(value) at priority \(priority) conflicts with the view's required constraints"
                    + culprits.map { "\n    \"\($0)\"" }.joined() + "\nthe target \(name) was left out",
                    location: nil, constraints: culprits))
            } catch {
                reportInternal(error)
            }
        }
        solver.updateVariables()
        // The second pass of wrapping labels, repeated while heights change.
        for _ in 0..<8 {
            var changed = false
            for index in wrapping.indices {
                let entry = wrapping[index]
                guard let pair = entry.height else { continue }
                let height = entry.view.intrinsicContentSize(forLayoutWidth: entry.node.width.value).height
                if height != pair.value {
                    wrapping[index].height = update(pair, to: height)
                    changed = true
                }
            }
            if !changed { break }
            solver.updateVariables()
        }
        return Size(width: rootNode.width.value, height: rootNode.height.value)
    }

    /// The item's node, created on first use with what the engine would give it: the root at
    /// the origin; a view that keeps its frame pinned to it in its superview; a view positioned
    /// by constraints (and the root) held to its intrinsic size.
    func node(for item: LayoutItem) -> ItemNode {
        if let node = nodes[ObjectIdentifier(item)] { return node }
        let node = ItemNode(item: item, parent: nil, index: -1, engine: nil)
        nodes[ObjectIdentifier(item)] = node
        if let view = item as? LayoutView {
            if view === root {
                add(node.x == 0, source: nil, implicit: "the fitted view's origin")
                add(node.y == 0, source: nil, implicit: "the fitted view's origin")
            } else if let superview = view.superview {
                let parent = self.node(for: superview)
                if view.translatesAutoresizingMaskIntoConstraints {
                    let frame = view.frame
                    let what = "the frame of \(view.debugDescription) (translatesAutoresizingMaskIntoConstraints)"
                    add(node.x == parent.x + frame.minX, source: nil, implicit: what)
                    add(node.y == parent.y + frame.minY, source: nil, implicit: what)
                    add(node.width == frame.width, source: nil, implicit: what)
                    add(node.height == frame.height, source: nil, implicit: what)
                    return node
                }
            }
            addContentSize(of: view, node)
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            _ = self.node(for: owner)
        }
        return node
    }

    private func addContentSize(of view: LayoutView, _ node: ItemNode) {
        let wraps = view.wrapsToLayoutWidth
        let size = wraps ? view.intrinsicContentSize(forLayoutWidth: nil) : view.intrinsicContentSize
        let priorities = view.contentPriorities
        if size.width.isFinite, size.width >= 0 {
            _ = pair(view, node.width, size.width, priorities.hugging(.horizontal), priorities.resistance(.horizontal))
        }
        var height: ContentPair?
        if size.height.isFinite, size.height >= 0 {
            height = pair(view, node.height, size.height, priorities.hugging(.vertical), priorities.resistance(.vertical))
        }
        if wraps { wrapping.append(ContentEntry(view: view, node: node, height: height)) }
    }

    private func pair(_ view: LayoutView, _ variable: Variable, _ value: Double, _ hugging: ConstraintPriority,
                      _ resistance: ConstraintPriority) -> ContentPair
    {
        let hug = LinearConstraint(LinearExpression([Term(variable, coefficient: 1)], constant: -value), .lessThanOrEqual,
                                   strength: hugging.strength)
        let resist = LinearConstraint(LinearExpression([Term(variable, coefficient: 1)], constant: -value), .greaterThanOrEqual,
                                      strength: resistance.strength)
        let what = "the intrinsic content size of \(view.debugDescription)"
        add(hug, source: nil, implicit: what)
        add(resist, source: nil, implicit: what)
        return ContentPair(hugging: hug, resistance: resist, value: value)
    }

    /// Moves a pair's constant in place, the bound that moves away from the other first (see
    /// `LayoutEngine.syncContentSize`).
    private func update(_ pair: ContentPair, to value: Double) -> ContentPair {
        let order = value > pair.value ? [pair.hugging, pair.resistance] : [pair.resistance, pair.hugging]
        for linear in order where solver.hasConstraint(linear) {
            do {
                try solver.updateConstant(-value, of: linear)
            } catch .unsatisfiable {
                // A required intrinsic size that the other required constraints forbid: keep the
                // old constant (the pair was already reported when it could not be added).
            } catch {
                reportInternal(error)
            }
        }
        var updated = pair
        updated.value = value
        return updated
    }

    /// Adds a constraint; one that conflicts with required ones already added is left out and
    /// reported: a layout constraint as in layout, an implicit one (`implicit` says what it
    /// holds) with the layout constraints it conflicts with.
    private func add(_ linear: LinearConstraint, source: LayoutConstraint?, implicit: @autoclosure () -> String = "") {
        do {
            try solver.addConstraint(linear)
            if let source { sources.append((linear, source)) }
        } catch .unsatisfiable(_, let conflicts) {
            let culprits = layoutConstraints(for: conflicts)
            if let source {
                root.deliver(Diagnostic.unsatisfiable(broken: source, conflicts: culprits))
            } else {
                root.deliver(Diagnostic(kind: .unsatisfiableConstraints, message:
                    "systemLayoutSizeFitting: \(implicit()) conflicts with required constraints"
                    + culprits.map { "\n    \"\($0)\"" }.joined() + "\nit was left out",
                    location: nil, constraints: culprits))
            }
        } catch {
            reportInternal(error)
        }
    }

    private func reportInternal(_ error: SolverError) {
        let kind: Diagnostic.Kind
        if case .numericalFailure = error { kind = .numericalFailure } else { kind = .internalInconsistency }
        root.deliver(Diagnostic(kind: kind, message: "systemLayoutSizeFitting: \(error)", location: nil))
    }
}
