// SPDX-License-Identifier: MIT

import AnchorageSolver

// The fitting room: `systemLayoutSizeFitting`'s scratch solver over one view's subtree, built by
// the engine's own lowering and pins (Engine/), and kept by a root for its next fit.

/// One `systemLayoutSizeFitting` computation: a scratch solver over one view's subtree, with its
/// own ``ItemNode``s (kept in `item.fittingNode` while it runs, never in `item.node`). What it
/// adds is made by the engine's own code (activation order, lowering, pins, intrinsic-size
/// constraints, diagnostics); only the root differs (its origin is zero,
/// ``ItemNode/originIsZero``, and its size is pulled toward the target), and an intrinsic size
/// whose priorities are all optional goes in after the pulls as one equation weighed at both
/// priorities. A problem that reported nothing stays with its root for the next fit
/// (FittingProblem+Reuse.swift). The Architecture article's "How a fit is built and kept".
final class FittingProblem {
    /// The implicit intrinsic-size constraints of one view on one axis, and the constant they
    /// hold: with both priorities optional, one equation that weighs a size above the constant at
    /// the hugging priority and below it at the compression resistance; otherwise the engine's
    /// two inequalities.
    struct ContentPair {
        /// `size <= value` at the hugging priority, or the equation.
        var hugging: LinearConstraint
        /// `size >= value` at the compression resistance; `nil` when `hugging` is the equation.
        var resistance: LinearConstraint?
        var value: Double
    }

    /// A view held to its intrinsic size, with what that size was made of. A class: every fit
    /// reads and updates the entries in place, and a copy of a struct of this size, which
    /// indexing an array of them makes, retains its node and four solver constraints.
    final class ContentEntry {
        let node: ItemNode
        /// Whether its height follows its solved width (a wrapping label).
        let wraps: Bool
        let priorities: ContentPriorities
        var width: ContentPair?
        var height: ContentPair?
        /// The width `height` was last measured at; `nil` for the unwrapped measurement.
        var measuredWidth: Double?

        init(node: ItemNode, wraps: Bool, priorities: ContentPriorities) {
            self.node = node
            self.wraps = wraps
            self.priorities = priorities
        }
    }

    /// What making an item's node read from the tree: its parent (a view's superview, a guide's
    /// owning view); for a view that keeps its frame, that frame; for a built-in guide (margins,
    /// safe area, readable content), the insets it is held at.
    struct ItemRecord {
        let node: ItemNode
        let parent: ObjectIdentifier?
        var keepsFrame = false
        /// Whether the view's intrinsic-size priorities are all optional: its intrinsic size is
        /// added after the required constraints and the pulls (see `solve`).
        var hasOptionalContent = false
        /// Whether the view had no intrinsic size when measured: it has no ``ContentEntry``.
        var isUnsized = false
        var frame = Rect.zero
        var insets = EdgeInsets.zero
    }

    /// An installed constraint added, with its solver constraint and the constant it now holds.
    /// The constraint is unretained: the problem holds the lists it came from
    /// (``constraintLists``), and a retain of each would be a locked write to memory that the
    /// fit has only just read (a retain waits for every store before it).
    struct InstalledSource {
        let constraint: Unmanaged<LayoutConstraint>
        let linear: LinearConstraint
        var constant: Double
    }

    // The stored properties read for every constraint and node opt out of dynamic exclusivity
    // checks (`@exclusivity(unchecked)`): a check costs more than the access, a problem runs on
    // one thread inside one call, and none is handed out `inout`.

    /// Unowned: a problem kept for reuse is held by its root.
    unowned(unsafe) let root: LayoutView
    let solver = Solver()
    /// The problem's nodes, in creation order, with what made them. While the problem runs,
    /// each node is also its item's `fittingNode`; when it stops, the items get back the nodes
    /// in `displaced`.
    @exclusivity(unchecked) var records: [ItemRecord] = []
    /// The `fittingNode`s this problem replaced while it runs, by the index in `records` of the
    /// replacing node: those of a fit that encloses this one (one whose diagnostics handler or
    /// intrinsic-size override fits a view of the same tree), restored when this one stops.
    @exclusivity(unchecked) var displaced: [(index: Int, node: ItemNode)] = []
    @exclusivity(unchecked) var isStamped = false
    /// The views held to their intrinsic sizes, in the order their constraints were added.
    @exclusivity(unchecked) var contents: [ContentEntry] = []
    /// The installed constraints, in the order they were added.
    @exclusivity(unchecked) var installed: [InstalledSource] = []
    /// The lists of installed constraints of the subtree's views as they were when the problem
    /// was built (see ``Holdings``), which keep `installed`'s constraints alive as long as the
    /// problem. They hold no view: constraints name their items through references.
    @exclusivity(unchecked) private var constraintLists: [[LayoutConstraint]] = []
    /// The targets' constraints (`nil` when left out) and their fitting priorities.
    @exclusivity(unchecked) var pulls: (width: LinearConstraint?, height: LinearConstraint?) = (nil, nil)
    @exclusivity(unchecked) var priorities = (horizontal: ConstraintPriority.required, vertical: ConstraintPriority.required)
    /// Whether a diagnostic was delivered (its handler, user code, may have changed the tree).
    @exclusivity(unchecked) var delivered = false
    /// Whether an installed constraint could not be lowered (an item is gone).
    @exclusivity(unchecked) private var skipped = false
    /// Whether a fit is under way (a fit of the same root from inside it builds its own problem).
    @exclusivity(unchecked) var isRunning = false
    /// The layout constraints added besides the installed ones (pins, required intrinsic sizes),
    /// with their solver constraints, for diagnostics: searched with `installed` only when there
    /// is a conflict to report.
    @exclusivity(unchecked) private var sources: [Source] = []

    /// A layout constraint added, with its solver constraint. (A struct, not a tuple: an array
    /// of tuples is destroyed element by element through the runtime's generic tuple witness.)
    struct Source {
        let linear: LinearConstraint
        let constraint: LayoutConstraint
    }

    /// Whether the problem can serve the next fit of its root: it reported nothing, so it holds
    /// every constraint the tree had.
    var isReusable: Bool {
        // Matched, not compared with `nil`: the comparison copies both solver constraints.
        guard !delivered, !skipped, case .some = pulls.width, case .some = pulls.height else { return false }
        return true
    }

    /// The layout constraints behind `linears` (those that have one), in `linears`' order.
    private func layoutConstraints(for linears: [LinearConstraint]) -> [LayoutConstraint] {
        linears.compactMap { linear in
            installed.first { $0.linear == linear }?.constraint.takeUnretainedValue()
                ?? sources.first { $0.linear == linear }?.constraint
        }
    }

    init(root: LayoutView) {
        self.root = root
    }

    deinit {
        if isStamped { releaseNodes() }
    }

    /// The problem's mark on its nodes (their `generation`): unique among live problems, so that
    /// a fit nested in another never takes the outer one's nodes for its own.
    var stamp: Int { Int(bitPattern: ObjectIdentifier(self)) }

    /// Gives every node's item this problem's node as its `fittingNode`, keeping the ones of
    /// enclosing fits in `displaced`.
    func stampNodes() {
        for index in records.indices {
            guard let item = records[index].node.item else { continue }
            if let outer = item.fittingNode { displaced.append((index, outer)) }
            item.fittingNode = records[index].node
        }
        isStamped = true
    }

    /// Gives the items back the `fittingNode`s they had before this problem ran.
    func releaseNodes() {
        for record in records { record.node.item?.fittingNode = nil }
        for (index, node) in displaced { records[index].node.item?.fittingNode = node }
        displaced.removeAll(keepingCapacity: true)
        isStamped = false
    }

    /// Builds the problem and fits the root: the first fit of a problem.
    func solve(_ target: Size, _ horizontal: ConstraintPriority, _ vertical: ConstraintPriority) -> Size {
        isRunning = true
        defer { isRunning = false }
        // The lowering lends the items and constraints it reads without retaining them, and making
        // a node can run user code (a diagnostics handler, an `intrinsicContentSize` override)
        // that could drop the last reference to one: the fit holds the subtree's views, guides and
        // constraint lists until it ends.
        var held: Holdings? = Holdings()
        let (constraints, dropped) = installedConstraints(holding: &held)
        if dropped { skipped = true }
        constraintLists = held?.lists ?? []
        defer { withExtendedLifetime(held) {} }
        // Every item may get a node and up to four implicit constraints.
        let items = held?.items.count ?? 0
        records.reserveCapacity(items)
        contents.reserveCapacity(items)
        installed.reserveCapacity(constraints.count)
        isStamped = true
        defer { releaseNodes() }
        let rootNode = node(for: root)
        for constraint in constraints {
            constraint._withUnsafeGuaranteedRef { constraint in
                guard let linear = add(constraint, recordingSource: false) else {
                    skipped = true
                    return
                }
                installed.append(InstalledSource(constraint: .passUnretained(constraint), linear: linear, constant: linear.constant))
            }
        }
        priorities = (horizontal, vertical)
        pulls.width = pull(rootNode.width, to: target.width, horizontal, "width")
        pulls.height = pull(rootNode.height, to: target.height, vertical, "height")
        // Optional intrinsic sizes last. An optional constraint never conflicts, so where it goes
        // changes no diagnostic; added at its view's first use, it would make the view's size
        // basic in its own error variables, and every later required row through that size
        // (a trailing edge, a bottom, the width target) would find no subject and need the
        // artificial-variable phase. Added once the required structure is in, each has one.
        // By index: a record is not copied (retaining its node), and none is added meanwhile (an
        // optional intrinsic size makes no node).
        for index in records.indices where records[index].hasOptionalContent {
            if let view = records[index].node.itemReference.view { addContentSize(of: view, record: index) }
        }
        solver.updateVariables()
        settleWrappingHeights()
        // Only conflicts found while building name their layout constraints; a kept problem
        // needs none of them.
        if isReusable { sources = [] }
        return Size(width: rootNode.width.value, height: rootNode.height.value)
    }

    /// What a fit holds while it lends the subtree's items and constraints: the views and guides,
    /// and the views' lists of installed constraints (as they were: a list that user code
    /// changes is copied, and this one keeps its constraints). Holding a view's list is one
    /// retain, of memory just read; retaining each constraint, a write to memory that the maker
    /// closures left cold.
    struct Holdings {
        var items: [LayoutItem] = []
        var lists: [[LayoutConstraint]] = []
    }

    /// The constraints installed on the root and its descendants, unretained, in the order the
    /// engine adds them (activation order), so that a conflict breaks the same constraint; those
    /// whose first item is gone (which no lowering can add) are left out, and `dropped` says
    /// whether there were any. Unless `held` is `nil`, it receives what keeps the constraints
    /// and the subtree's items alive; without it, no code may run while they are used.
    func installedConstraints(holding held: inout Holdings?) -> (list: [Unmanaged<LayoutConstraint>], dropped: Bool) {
        // Counted first, so that the lists are allocated once at their sizes.
        var constraintCount = 0, itemCount = 0
        func count(_ view: LayoutView) {
            itemCount += 1 + view.layoutGuides.count
            constraintCount += view.installedConstraints.count
            for subview in view.subviews { count(subview) }
        }
        count(root)
        held?.items.reserveCapacity(itemCount)
        held?.lists.reserveCapacity(itemCount)
        var installed: [Unmanaged<LayoutConstraint>] = []
        installed.reserveCapacity(constraintCount)
        var sequences = (low: Int.max, high: Int.min)
        var dropped = false
        func collect(_ view: LayoutView) {
            held?.items.append(view)
            if held != nil { for guide in view.layoutGuides { held?.items.append(guide) } }
            // By index, each constraint unretained: a for-in loop retains and releases each.
            let constraints = view.installedConstraints
            if !constraints.isEmpty { held?.lists.append(constraints) }
            for i in constraints.indices {
                let constraint = Unmanaged.passUnretained(constraints[i])
                // The first item's reference is read here, for every constraint in one loop: it
                // is an object of its own, cold in memory, and the misses of a loop overlap,
                // where the lowering, one constraint at a time between solver work, would wait
                // for each. (The lowering reads it again, warm.)
                let (sequence, isGone) = constraint._withUnsafeGuaranteedRef {
                    ($0.record.sequence, $0.firstReference.unretained == nil)
                }
                if isGone {
                    dropped = true
                    continue
                }
                sequences = (min(sequences.low, sequence), max(sequences.high, sequence))
                installed.append(constraint)
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        LayoutEngine.sortInActivationOrder(&installed, sequences: sequences)
        return (installed, dropped)
    }

    /// Pulls a size variable of the root toward its target at the fitting priority; a required
    /// target that conflicts with the view's required constraints is left out and reported.
    private func pull(_ variable: Variable, to value: Double, _ priority: ConstraintPriority, _ name: String)
        -> LinearConstraint?
    {
        let linear = withUnsafePointer(to: LentTerm(variable, coefficient: 1)) {
            LinearConstraint(terms: UnsafeBufferPointer(start: $0, count: 1), constant: -value, .equal, strength: priority.strength)
        }
        do {
            try solver.addConstraint(linear)
            return linear
        } catch .unsatisfiable(_, let conflicts) {
            let culprits = layoutConstraints(for: conflicts)
            deliver(Diagnostic(kind: .unsatisfiableConstraints, message:
                "systemLayoutSizeFitting: the target \(name) \(value) at priority \(priority) conflicts with the view's required constraints"
                + culprits.map { "\n    \"\($0)\"" }.joined() + "\nthe target \(name) was left out",
                location: nil, constraints: culprits))
        } catch {
            reportInternal(error)
        }
        return nil
    }

    /// The item's node, created on first use with what the engine would give it: the root with
    /// its origin at zero; a view that keeps its frame pinned to it in its superview; a view positioned
    /// by constraints (and the root) held to its intrinsic size.
    func node(for item: LayoutItem) -> ItemNode {
        unretainedNode(for: item).takeUnretainedValue()
    }

    /// ``node(for:)`` unretained, for the lowering: the problem holds its nodes (`records`).
    @inline(__always)
    func unretainedNode(for item: LayoutItem) -> Unmanaged<ItemNode> {
        if let node = item.unretainedFittingNode, node._withUnsafeGuaranteedRef({ $0.generation == stamp }) { return node }
        return .passUnretained(makeNode(for: item))
    }

    /// The item's new node (see ``node(for:)``).
    private func makeNode(for item: LayoutItem) -> ItemNode {
        let stamp = stamp
        let node = ItemNode(item: item, parent: nil, index: -1, engine: nil, fittingStamp: stamp,
                            originIsZero: item === root)
        if let outer = item.fittingNode { displaced.append((records.count, outer)) }
        item.fittingNode = node
        let index = records.count
        records.append(ItemRecord(node: node, parent: nil))
        if let view = item as? LayoutView {
            // The root needs no pins: its origin is zero (`originIsZero`), and the target pulls
            // on its size.
            if view !== root, let superview = view.superview {
                let keepsFrame = view.translatesAutoresizingMaskIntoConstraints
                // The frame only of a view that keeps it: it lives in another object, which a view
                // positioned by constraints need not bring into the cache.
                records[index] = ItemRecord(node: node, parent: ObjectIdentifier(superview), keepsFrame: keepsFrame,
                                            frame: keepsFrame ? view.frame : .zero)
                _ = self.node(for: superview)
                if keepsFrame {
                    for pin in LayoutEngine.makePins(for: view, in: superview) { add(pin) }
                    return node
                }
            }
            if view.contentPriorities.areAllOptional {
                records[index].hasOptionalContent = true
            } else {
                addContentSize(of: view, record: index)
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            records[index] = ItemRecord(node: node, parent: ObjectIdentifier(owner))
            _ = self.node(for: owner)
            if let kind = guide.systemKind {
                // Held inside its owner as in layout, at the insets the last layout left.
                let insets = LayoutEngine.insets(of: kind, of: owner)
                records[index].insets = insets
                for pin in LayoutEngine.makeSystemGuidePins(for: guide, kind, in: owner, insets: insets) { add(pin) }
            }
        }
        return node
    }

    /// Lowers and adds a constraint; one that conflicts with required ones already added is
    /// left out and reported with the engine's diagnostic.
    ///
    /// - Returns: Its solver constraint, or `nil` when it could not be lowered.
    @discardableResult
    func add(_ constraint: LayoutConstraint, recordingSource: Bool = true) -> LinearConstraint? {
        // A closure literal, not `unretainedNode(for:)`: a method reference captures (retains) self.
        guard let linear = LayoutEngine.lowered(constraint, nodes: { self.unretainedNode(for: $0) })?.linear else { return nil }
        do {
            try solver.addConstraint(linear)
            if recordingSource { sources.append(Source(linear: linear, constraint: constraint)) }
        } catch .unsatisfiable(_, let conflicts) {
            deliver(Diagnostic.unsatisfiable(broken: constraint, conflicts: layoutConstraints(for: conflicts)))
        } catch {
            reportInternal(error)
        }
        return linear
    }

    /// Sends `diagnostic` to the root's handler, noting that user code may have run.
    func deliver(_ diagnostic: Diagnostic) {
        delivered = true
        root.deliver(diagnostic)
    }

    /// Reports a solver error that is not a conflict (a numerical failure, an inconsistency).
    func reportInternal(_ error: SolverError) {
        let kind: Diagnostic.Kind
        if case .numericalFailure = error { kind = .numericalFailure } else { kind = .internalInconsistency }
        deliver(Diagnostic(kind: kind, message: "systemLayoutSizeFitting: \(error)", location: nil))
    }
}
