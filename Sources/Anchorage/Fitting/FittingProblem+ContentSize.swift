// SPDX-License-Identifier: MIT

import AnchorageSolver

// A fit's intrinsic sizes: the constraints that hold views to their content, and the second pass
// that measures wrapping labels again at their solved widths.

extension FittingProblem {
    /// The second pass of wrapping labels, repeated while heights change (at most 8 passes):
    /// each is measured again at its solved width.
    func settleWrappingHeights() {
        for _ in 0..<8 {
            var changed = false
            for entry in contents where entry.wraps {
                guard let value = entry.height?.value, let view = entry.node.itemReference.view else { continue }
                let width = entry.node.width.value
                // A label measures the same at the same width (unless a diagnostics handler ran
                // since and could have changed it): the pass that confirms the wrapped heights
                // need not measure again.
                if width == entry.measuredWidth, !delivered { continue }
                entry.measuredWidth = width
                let height = view.intrinsicContentSize(forLayoutWidth: width).height
                if height != value {
                    // Not strict: it cannot throw.
                    try? update(&entry.height!, to: height)
                    changed = true
                }
            }
            if !changed { break }
            solver.updateVariables()
        }
    }

    /// Holds the view of record `index` to its intrinsic size, measured now (a wrapping view
    /// unwrapped first: see `settleWrappingHeights`). A view without one gets no entry, only the
    /// record's mark (``ItemRecord/isUnsized``), which a refit checks.
    func addContentSize(of view: LayoutView, record index: Int) {
        let node = records[index].node
        let (wraps, width, height) = Self.measuredSize(of: view)
        guard width != nil || height != nil else {
            records[index].isUnsized = true
            return
        }
        let priorities = view.contentPriorities
        let entry = ContentEntry(node: node, wraps: wraps, priorities: priorities)
        if let width {
            entry.width = pair(view, node, .width, width, priorities.hugging(.horizontal), priorities.resistance(.horizontal))
        }
        if let height {
            entry.height = pair(view, node, .height, height, priorities.hugging(.vertical), priorities.resistance(.vertical))
        }
        contents.append(entry)
    }

    /// `view`'s intrinsic size as a new problem measures it (a wrapping view unwrapped), `nil`
    /// for a dimension without one, and whether the view wraps.
    static func measuredSize(of view: LayoutView) -> (wraps: Bool, width: Double?, height: Double?) {
        let wraps = view.wrapsToLayoutWidth
        let size = wraps ? view.intrinsicContentSize(forLayoutWidth: nil) : view.intrinsicContentSize
        return (wraps, size.width.isFinite && size.width >= 0 ? size.width : nil,
                size.height.isFinite && size.height >= 0 ? size.height : nil)
    }

    /// The intrinsic-size constraints of `view` on one axis: one equation when both priorities
    /// are optional, the engine's two inequalities otherwise; `nil` when they could not be added.
    func pair(_ view: LayoutView, _ node: ItemNode, _ attribute: LayoutAttribute, _ value: Double,
                      _ hugging: ConstraintPriority, _ resistance: ConstraintPriority) -> ContentPair?
    {
        if !hugging.isRequired, !resistance.isRequired {
            // Optional: it never conflicts, so no diagnostic needs its layout constraints.
            let size = attribute == .width ? node.width : node.height
            let equation = withUnsafePointer(to: LentTerm(size, coefficient: 1)) {
                LinearConstraint(terms: UnsafeBufferPointer(start: $0, count: 1), constant: -value,
                                 strengthAbove: hugging.strength, strengthBelow: resistance.strength)
            }
            do {
                try solver.addConstraint(equation)
            } catch {
                reportInternal(error)
                return nil
            }
            return ContentPair(hugging: equation, resistance: nil, value: value)
        }
        let hug = LayoutEngine.makeContentSizeConstraint(.contentHugging, of: view, attribute, .lessThanOrEqual, value, hugging)
        let resist = LayoutEngine.makeContentSizeConstraint(.compressionResistance, of: view, attribute, .greaterThanOrEqual,
                                                            value, resistance)
        guard let hugLinear = add(hug), let resistLinear = add(resist) else { return nil }
        return ContentPair(hugging: hugLinear, resistance: resistLinear, value: value)
    }

    /// Moves a pair's constant in place, the bound that moves away from the other first (see
    /// `LayoutEngine.syncContentSize`). (The pair's layout constraints keep the first value: they
    /// only name the constraints in diagnostics.)
    ///
    /// - Parameter strictly: Whether a bound that cannot move stops the update with the solver's
    ///   error. Otherwise, as in layout, a required intrinsic size that the other required
    ///   constraints forbid keeps its old constant (it was reported when it could not be added).
    /// - Throws: With `strictly` only: the solver's error; the pair may then be half moved.
    func update(_ pair: inout ContentPair, to value: Double, strictly: Bool = false) throws(SolverError) {
        func move(_ linear: LinearConstraint) throws(SolverError) {
            guard solver.hasConstraint(linear) else { return }
            do {
                try solver.updateConstant(-value, of: linear)
            } catch {
                if strictly { throw error }
                if case .unsatisfiable = error { return }
                reportInternal(error)
            }
        }
        guard let resistance = pair.resistance else {
            try move(pair.hugging)
            pair.value = value
            return
        }
        if value > pair.value {
            try move(pair.hugging)
            try move(resistance)
        } else {
            try move(resistance)
            try move(pair.hugging)
        }
        pair.value = value
    }
}
