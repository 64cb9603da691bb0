// SPDX-License-Identifier: MIT

// Intrinsic content size in the engine: the implicit hugging and compression-resistance
// constraints of a view's node, created with the node, kept in step with the view's intrinsic
// size (constant changes in place) and priorities (the priority path: remove and re-add), and
// retired with the node. Nothing here rebuilds the solver.

/// The two implicit constraints that hold a view's intrinsic size on one axis, as UIKit makes
/// them: `size <= intrinsic` at the content hugging priority and `size >= intrinsic` at the
/// compression-resistance priority. Both required, they make `size == intrinsic`.
struct ContentSizeConstraints {
    let hugging: LayoutConstraint
    let resistance: LayoutConstraint
}

extension LayoutEngine {
    /// Queues a view whose intrinsic content size (or baseline offsets) may have changed; the
    /// next pass reads them once, however often the view was invalidated.
    func contentSizeDidChange(of view: LayoutView) {
        guard let node = liveNode(of: view), !node.contentSizeQueued else { return }
        node.contentSizeQueued = true
        pendingContentSize.append(QueuedView(view))
        hasWork = true
    }

    /// Reads the queued views' intrinsic sizes and baseline offsets and queues the resulting
    /// constant changes, additions and removals for ``applyPending()``.
    ///
    /// - Complexity: O(queued views), plus, for a view whose baseline offsets changed, the
    ///   constraints installed on it and its ancestors.
    func applyContentSizeChanges() {
        guard !pendingContentSize.isEmpty else { return }
        let views = pendingContentSize
        pendingContentSize.removeAll(keepingCapacity: true)
        // What this queues is applied by the `applyPending()` that follows in the same pass, so
        // it must not ask for another pass (unless a view was invalidated meanwhile).
        let hadWork = hasWork
        defer { hasWork = hadWork || !pendingContentSize.isEmpty }
        for case let view? in views.lazy.map(\.view) {
            guard let node = liveNode(of: view) else { continue }
            node.contentSizeQueued = false
            syncContentSize(of: view, node, addingNow: false)
            let offsets = (first: view.firstBaselineOffset, last: view.lastBaselineOffset)
            if offsets != node.baselineOffsets {
                node.baselineOffsets = offsets
                if node.hasBaselineReaders { relowerConstraints(of: view) { $0.reads(baselinesOf: view) } }
            }
        }
    }

    /// Makes the node's content-size constraints match the view's intrinsic size: creates the
    /// pair of an axis that gained a metric, moves the constants of one whose metric changed,
    /// retires the pair of one that lost it. A view that keeps its frame (it has pins) has none.
    ///
    /// - Parameter addingNow: Add new constraints to the solver at once (while lowering, as pins
    ///   are) rather than queueing them for the next ``applyPending()``.
    func syncContentSize(of view: LayoutView, _ node: ItemNode, addingNow: Bool) {
        let size = node.pins.isEmpty
            ? view.intrinsicContentSize
            : Size(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
        let priorities = view.contentPriorities
        node.contentWidth = sync(node.contentWidth, view, .width, metric(size.width, of: view, "width"),
                                 priorities.hugging(.horizontal), priorities.resistance(.horizontal), addingNow)
        node.contentHeight = sync(node.contentHeight, view, .height, metric(size.height, of: view, "height"),
                                  priorities.hugging(.vertical), priorities.resistance(.vertical), addingNow)
    }

    /// The metric, or `nil` for none (negative, as ``LayoutView/noIntrinsicMetric``); a NaN or
    /// infinite value is reported and treated as none.
    private func metric(_ value: Double, of view: LayoutView, _ dimension: String) -> Double? {
        guard value.isFinite else {
            report(Diagnostic(kind: .nonFiniteValue, message:
                "\(view.debugDescription).intrinsicContentSize has a non-finite \(dimension) (\(value)); it is ignored",
                location: nil))
            return nil
        }
        return value >= 0 ? value : nil
    }

    private func sync(_ pair: ContentSizeConstraints?, _ view: LayoutView, _ attribute: LayoutAttribute,
                      _ value: Double?, _ hugging: ConstraintPriority, _ resistance: ConstraintPriority,
                      _ addingNow: Bool) -> ContentSizeConstraints?
    {
        guard let value else {
            if let pair {
                retire(pair.hugging)
                retire(pair.resistance)
                hasWork = true
            }
            return nil
        }
        if let pair {
            // Constant changes reach the solver in queue order. When both constraints are
            // required they pin the size exactly, so the bound that moves *away* from the other
            // must go first: growing, `<=` before `>=`; shrinking, `>=` before `<=`. The other
            // order would pass through `size <= new < old <= size`, an unsatisfiable moment.
            if value > pair.hugging.constant {
                pair.hugging.constant = value
                pair.resistance.constant = value
            } else if value < pair.hugging.constant {
                pair.resistance.constant = value
                pair.hugging.constant = value
            }
            return pair
        }
        func make(_ kind: LayoutConstraint.Kind, _ relation: ConstraintRelation, _ priority: ConstraintPriority)
            -> LayoutConstraint
        {
            let constraint = LayoutEngine.makeContentSizeConstraint(kind, of: view, attribute, relation, value, priority)
            constraint.record.state = .pendingAdd
            numberAsLatest(constraint)
            if addingNow {
                add(constraint)
            } else {
                pendingAdds.append(constraint)
                hasWork = true
            }
            return constraint
        }
        return ContentSizeConstraints(hugging: make(.contentHugging, .lessThanOrEqual, hugging),
                                      resistance: make(.compressionResistance, .greaterThanOrEqual, resistance))
    }

    /// One of the two implicit constraints that hold `view`'s intrinsic `attribute` at `value`:
    /// `.contentHugging` (`<=`) or `.compressionResistance` (`>=`), inactive and not numbered.
    /// `systemLayoutSizeFitting` makes the same for its subtree.
    static func makeContentSizeConstraint(_ kind: LayoutConstraint.Kind, of view: LayoutView, _ attribute: LayoutAttribute,
                                          _ relation: ConstraintRelation, _ value: Double, _ priority: ConstraintPriority)
        -> LayoutConstraint
    {
        let constraint = LayoutConstraint(kind: kind, firstItem: view, firstAttribute: attribute, relation: relation,
                                          secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 1,
                                          constant: value, priority: priority, label: nil, location: nil)
        constraint.installView = view
        return constraint
    }

    /// Re-lowers (removes and re-adds at the next pass) the active constraints that satisfy
    /// `predicate` among those that can mention `view`: the ones installed on it or an ancestor.
    ///
    /// - Complexity: O(constraints installed on `view` and its ancestors).
    func relowerConstraints(of view: LayoutView, where predicate: (LayoutConstraint) -> Bool) {
        var current: LayoutView? = view
        while let host = current {
            for constraint in host.installedConstraints where predicate(constraint) {
                solverInputDidChange(of: constraint)
            }
            current = host.superview
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint reads `view`'s baseline attributes.
    func reads(baselinesOf view: LayoutView) -> Bool {
        reads(view, \.isBaseline)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is the first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension LayoutEngine {
    /// Notes a wrapping label that a pass left narrower than the width it wrapped at (it
    /// narrowed to its widest line).
    func noteNarrowed(_ label: Label) {
        guard !label.isNoted else { return }
        label.isNoted = true
        narrowedLabels.append(QueuedView(label))
    }

    /// UIKit measures a wrapping label twice in every layout: from its unwrapped text, then
    /// wrapped at the width that gave. Labels that narrowed start again from their unwrapped
    /// text, so that they widen when a change made room (and narrow again when it did not);
    /// labels whose width the constraints fix never narrow and are not revisited.
    func remeasureNarrowedLabels() {
        guard !narrowedLabels.isEmpty else { return }
        let labels = narrowedLabels
        narrowedLabels.removeAll()
        for case let label as Label in labels.lazy.compactMap(\.view) {
            label.isNoted = false
            if label.rootView === root { label.measureFromUnwrappedText() }
        }
    }
}
