// SPDX-License-Identifier: MIT

import AnchorageSolver

/// One `systemLayoutSizeFitting` computation: a scratch solver over one view's subtree, with its
/// own ``ItemNode``s (kept in `item.fittingNode`, never in `item.node`). Everything it adds is what the
/// engine would add, made by the engine's own code: the installed constraints in the engine's
/// activation order (`LayoutEngine.inActivationOrder`), lowered by the engine's lowering
/// (`LayoutEngine.lowered`, which leaves them untouched); the pins of views that keep their
/// frames and the intrinsic-size constraints (`LayoutEngine.makePins`,
/// `LayoutEngine.makeContentSizeConstraint`), fresh ones that belong to this computation alone;
/// and conflicts reported with the engine's diagnostic. Only the root differs: it is held at
/// the origin, and its size is pulled toward the target at the fitting priorities.
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
        /// The width `height` was last measured at; `nil` for the unwrapped measurement.
        var measuredWidth: Double?
    }

    // The stored properties read for every constraint and node opt out of dynamic exclusivity
    // checks (`@exclusivity(unchecked)`): a check costs more than the access, a problem lives on
    // one thread inside one call, and none is handed out `inout`.

    let root: LayoutView
    let solver = Solver()
    /// The problem's nodes, in creation order. Each is also its item's `fittingNode` until the
    /// problem ends, when the items get back the nodes in `displaced`.
    @exclusivity(unchecked) private var nodes: [ItemNode] = []
    /// The `fittingNode`s this problem replaced, by the index in `nodes` of the replacing node:
    /// those of a fit that encloses this one (one whose diagnostics handler or intrinsic-size
    /// override fits a view of the same tree), restored when this one ends.
    @exclusivity(unchecked) private var displaced: [(index: Int, node: ItemNode)] = []
    /// Views whose height follows their solved width (wrapping labels), in creation order.
    @exclusivity(unchecked) private var wrapping: [ContentEntry] = []
    /// Whether a diagnostic was delivered (its handler, user code, may have changed the tree).
    @exclusivity(unchecked) private var delivered = false
    /// The layout constraints added, with their solver constraints, for diagnostics (searched
    /// only when there is a conflict to report).
    @exclusivity(unchecked) private var sources: [Source] = []

    /// A layout constraint added, with its solver constraint. (A struct, not a tuple: an array
    /// of tuples is destroyed element by element through the runtime's generic tuple witness.)
    struct Source {
        let linear: LinearConstraint
        let constraint: LayoutConstraint
    }

    /// The layout constraints behind `linears` (those that have one), in `linears`' order.
    private func layoutConstraints(for linears: [LinearConstraint]) -> [LayoutConstraint] {
        linears.compactMap { linear in sources.first { $0.linear == linear }?.constraint }
    }

    init(root: LayoutView) {
        self.root = root
    }

    deinit {
        for node in nodes { node.item?.fittingNode = nil }
        for (index, node) in displaced { nodes[index].item?.fittingNode = node }
    }

    /// The problem's mark on its nodes (their `generation`): unique among live problems, so that
    /// a fit nested in another never takes the outer one's nodes for its own.
    private var stamp: Int { Int(bitPattern: ObjectIdentifier(self)) }

    func solve(_ target: Size, _ horizontal: ConstraintPriority, _ vertical: ConstraintPriority) -> Size {
        // Counted first, so that each list is allocated once at its size.
        var items = 0
        var constraintCount = 0
        func count(_ view: LayoutView) {
            items += 1 + view.layoutGuides.count
            constraintCount += view.installedConstraints.count
            for subview in view.subviews { count(subview) }
        }
        count(root)
        var installed: [LayoutConstraint] = []
        installed.reserveCapacity(constraintCount)
        var sequences = (low: Int.max, high: Int.min)
        func collect(_ view: LayoutView) {
            for constraint in view.installedConstraints {
                let sequence = constraint.record.sequence
                sequences = (min(sequences.low, sequence), max(sequences.high, sequence))
                installed.append(constraint)
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        // Every item may get a node and up to four implicit constraints.
        nodes.reserveCapacity(items)
        sources.reserveCapacity(installed.count + 4 * items)
        let rootNode = node(for: root)
        // Activation order, as the engine adds them, so a conflict breaks the same constraint.
        for constraint in LayoutEngine.inActivationOrder(installed, sequences: sequences) { add(constraint) }
        pull(rootNode.width, to: target.width, horizontal, "width")
        pull(rootNode.height, to: target.height, vertical, "height")
        solver.updateVariables()
        // The second pass of wrapping labels, repeated while heights change.
        for _ in 0..<8 {
            var changed = false
            // The entries are read and updated in place: a copy of one retains its view, node
            // and solver constraints.
            for index in wrapping.indices {
                guard let value = wrapping[index].height?.value else { continue }
                let width = wrapping[index].node.width.value
                // A label measures the same at the same width (unless a diagnostics handler ran
                // since and could have changed it): the pass that confirms the wrapped heights
                // need not measure again.
                if width == wrapping[index].measuredWidth, !delivered { continue }
                wrapping[index].measuredWidth = width
                let height = wrapping[index].view.intrinsicContentSize(forLayoutWidth: width).height
                if height != value {
                    update(&wrapping[index].height!, to: height)
                    changed = true
                }
            }
            if !changed { break }
            solver.updateVariables()
        }
        return Size(width: rootNode.width.value, height: rootNode.height.value)
    }

    /// Pulls a size variable of the root toward its target at the fitting priority; a required
    /// target that conflicts with the view's required constraints is left out and reported.
    private func pull(_ variable: Variable, to value: Double, _ priority: ConstraintPriority, _ name: String) {
        let linear = LinearConstraint(LinearExpression([Term(variable, coefficient: 1)], constant: -value), .equal,
                                      strength: priority.strength)
        do {
            try solver.addConstraint(linear)
        } catch .unsatisfiable(_, let conflicts) {
            let culprits = layoutConstraints(for: conflicts)
            deliver(Diagnostic(kind: .unsatisfiableConstraints, message:
                "systemLayoutSizeFitting: the target \(name) \(value) at priority \(priority) conflicts with the view's required constraints"
                + culprits.map { "\n    \"\($0)\"" }.joined() + "\nthe target \(name) was left out",
                location: nil, constraints: culprits))
        } catch {
            reportInternal(error)
        }
    }

    /// The item's node, created on first use with what the engine would give it: the root at
    /// the origin; a view that keeps its frame pinned to it in its superview; a view positioned
    /// by constraints (and the root) held to its intrinsic size.
    func node(for item: LayoutItem) -> ItemNode {
        let stamp = stamp
        if let node = item.fittingNode, node.generation == stamp { return node }
        let node = ItemNode(item: item, parent: nil, index: -1, engine: nil, fittingStamp: stamp)
        if let outer = item.fittingNode { displaced.append((nodes.count, outer)) }
        item.fittingNode = node
        nodes.append(node)
        if let view = item as? LayoutView {
            if view === root {
                // The engine's root pins, less the size, which the target pulls on instead.
                for pin in LayoutEngine.makeRootPins(for: view, includingSize: false) { add(pin) }
            } else if let superview = view.superview {
                _ = self.node(for: superview)
                if view.translatesAutoresizingMaskIntoConstraints {
                    for pin in LayoutEngine.makePins(for: view, in: superview) { add(pin) }
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
            _ = pair(view, .width, size.width, priorities.hugging(.horizontal), priorities.resistance(.horizontal))
        }
        var height: ContentPair?
        if size.height.isFinite, size.height >= 0 {
            height = pair(view, .height, size.height, priorities.hugging(.vertical), priorities.resistance(.vertical))
        }
        if wraps { wrapping.append(ContentEntry(view: view, node: node, height: height)) }
    }

    private func pair(_ view: LayoutView, _ attribute: LayoutAttribute, _ value: Double, _ hugging: ConstraintPriority,
                      _ resistance: ConstraintPriority) -> ContentPair?
    {
        let hug = LayoutEngine.makeContentSizeConstraint(.contentHugging, of: view, attribute, .lessThanOrEqual, value, hugging)
        let resist = LayoutEngine.makeContentSizeConstraint(.compressionResistance, of: view, attribute, .greaterThanOrEqual,
                                                            value, resistance)
        guard let hugLinear = add(hug), let resistLinear = add(resist) else { return nil }
        return ContentPair(hugging: hugLinear, resistance: resistLinear, value: value)
    }

    /// Moves a pair's constant in place, the bound that moves away from the other first (see
    /// `LayoutEngine.syncContentSize`). (The pair's layout constraints keep the first value: they
    /// only name the constraints in diagnostics.)
    private func update(_ pair: inout ContentPair, to value: Double) {
        func move(_ linear: LinearConstraint) {
            guard solver.hasConstraint(linear) else { return }
            do {
                try solver.updateConstant(-value, of: linear)
            } catch .unsatisfiable {
                // A required intrinsic size that the other required constraints forbid: keep the
                // old constant (the pair was already reported when it could not be added).
            } catch {
                reportInternal(error)
            }
        }
        if value > pair.value {
            move(pair.hugging)
            move(pair.resistance)
        } else {
            move(pair.resistance)
            move(pair.hugging)
        }
        pair.value = value
    }

    /// Lowers and adds a constraint; one that conflicts with required ones already added is
    /// left out and reported with the engine's diagnostic.
    ///
    /// - Returns: Its solver constraint, or `nil` when it could not be lowered.
    @discardableResult
    private func add(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard let linear = LayoutEngine.lowered(constraint, nodes: node(for:))?.linear else { return nil }
        do {
            try solver.addConstraint(linear)
            sources.append(Source(linear: linear, constraint: constraint))
        } catch .unsatisfiable(_, let conflicts) {
            deliver(Diagnostic.unsatisfiable(broken: constraint, conflicts: layoutConstraints(for: conflicts)))
        } catch {
            reportInternal(error)
        }
        return linear
    }

    private func deliver(_ diagnostic: Diagnostic) {
        delivered = true
        root.deliver(diagnostic)
    }

    private func reportInternal(_ error: SolverError) {
        let kind: Diagnostic.Kind
        if case .numericalFailure = error { kind = .numericalFailure } else { kind = .internalInconsistency }
        deliver(Diagnostic(kind: kind, message: "systemLayoutSizeFitting: \(error)", location: nil))
    }
}
